import type { FareBreakdown, OrderSummary } from "@safar/contracts/booking";
import { passengerCategory } from "@safar/contracts/travellers/passenger";
import { travellerIdentity } from "@safar/contracts/travellers/saved-traveller";
import { formatPaise } from "@safar/domain/money";
import { seatStatusWords } from "@safar/domain/seat-status";
import { JourneyRoute } from "../../components/ui/journey-route.tsx";
import type { CheckoutMessages } from "../../i18n/checkout.ts";
import { className as classNameOf, quotaName as quotaNameOf } from "../../lib/code-names.ts";
import { formatJourneyDate } from "../../lib/dates.ts";
import { fill, useLocale, useMessages } from "../../lib/i18n.ts";
import { translatedTemplate } from "../../lib/i18n-template.ts";
import type { AadhaarView } from "./aadhaar.ts";
import { AadhaarStatus } from "./aadhaar-status.tsx";
import { berthName, describeBookingStatus, fareLineLabel, foodName } from "./format.ts";
import "./checkout.css";

/**
 * The parts of an order the review and order-details screens both show:
 * the journey, the travellers, the contact details and the fare. Each is the
 * content of a section; the route gives it its heading.
 */

type Journey = OrderSummary["journey_details"];
type Passenger = OrderSummary["passenger_details"][number];

export function JourneyDetails({
  journey,
  seatStatus,
  aadhaar,
}: {
  journey: Journey;
  seatStatus?: string | null;
  /** The railway user ID's Aadhaar authentication, when the railway told it (issue 20). */
  aadhaar?: AadhaarView | null;
}) {
  const t = useMessages<CheckoutMessages>();
  const locale = useLocale();
  const className = classNameOf(t, journey.classCode);
  const quotaName = quotaNameOf(t, journey.quota);
  return (
    <div className="co-journey">
      <JourneyRoute
        trainNumber={journey.trainNumber}
        trainName={journey.trainName}
        depart={{
          label: t.departs,
          time: journey.departure ?? "--:--",
          station: `${journey.fromName} (${journey.from})`,
        }}
        arrive={{
          label: t.arrives,
          time: journey.arrival ?? "--:--",
          station: `${journey.toName} (${journey.to})`,
        }}
      />
      <dl className="co-facts">
        <div className="co-facts__wide">
          <dt>{t.date}</dt>
          <dd>{formatJourneyDate(journey.date, locale)}</dd>
        </div>
        <div>
          <dt>{t.trainClass}</dt>
          <dd>
            {className} ({journey.classCode})
          </dd>
        </div>
        <div>
          <dt>{t.quota}</dt>
          <dd>{quotaName}</dd>
        </div>
        <div className={aadhaar ? "co-facts__wide" : undefined}>
          <dt>{t.railwayUserId}</dt>
          <dd>
            {journey.railwayUserId}
            {aadhaar ? <AadhaarStatus view={aadhaar} /> : null}
          </dd>
        </div>
        {seatStatus ? (
          <div className="co-facts__wide">
            <dt>{t.seatStatusNow}</dt>
            <dd>{translatedTemplate(t, seatStatusWords(seatStatus))}</dd>
          </div>
        ) : null}
      </dl>
    </div>
  );
}

export function TravellerList({
  passengers,
  showStatus = false,
}: {
  passengers: readonly Passenger[];
  /** Order details: each traveller's booking (and current) status. */
  showStatus?: boolean;
}) {
  const t = useMessages<CheckoutMessages>();
  return (
    <ol className="co-travellers">
      {passengers.map((p) => (
        <li key={p.number} className="co-traveller">
          <p className="co-traveller__name">
            <span className="co-traveller__number" aria-hidden="true">
              {p.number}
            </span>
            {p.name}
          </p>
          <p className="co-traveller__meta">
            {fill(t.travellerMeta, {
              age: p.age,
              gender: translatedTemplate(t, p.gender),
              berth: translatedTemplate(t, berthName(p.berth)),
              food: translatedTemplate(t, foodName(p.food)),
            })}
          </p>
          {showStatus ? <PassengerStatus passenger={p} /> : null}
        </li>
      ))}
    </ol>
  );
}

/**
 * The status now (from the railway's PNR status: after the chart the coach
 * and berth, e.g. `CNF/M1/70/UB`) first, in words and as the railway prints
 * it; the status at booking below it when it differs.
 */
function PassengerStatus({ passenger }: { passenger: Passenger }) {
  const t = useMessages<CheckoutMessages>();
  const booking = passenger.bookingStatus;
  const current = passenger.currentStatus ?? booking;
  const words = describeBookingStatus(current);
  const said = (english: string) => statusInWords(t, english);
  return (
    <dl className="co-traveller__status">
      <div>
        <dt>{t.currentStatus}</dt>
        <dd>
          <strong>{said(words)}</strong>
          {current && words !== current ? <span className="co-muted"> ({current})</span> : null}
        </dd>
      </div>
      {booking && booking !== current ? (
        <div>
          <dt>{t.bookingStatus}</dt>
          <dd>
            {said(describeBookingStatus(booking))}
            {describeBookingStatus(booking) !== booking ? (
              <span className="co-muted"> ({booking})</span>
            ) : null}
          </dd>
        </div>
      ) : null}
    </dl>
  );
}

export function ContactDetails({ contact }: { contact: OrderSummary["contact_details"] }) {
  const t = useMessages<CheckoutMessages>();
  return (
    <dl className="co-facts co-facts--wrap">
      <div>
        <dt>{t.email}</dt>
        <dd className="co-break">{contact.email}</dd>
      </div>
      <div>
        <dt>{t.mobile}</dt>
        <dd>{contact.mobile}</dd>
      </div>
    </dl>
  );
}

/** Every fare line with its amount, and the total (spec §9: ₹ with Indian grouping). */
export function FareSummary({ fare, totalLabel }: { fare: FareBreakdown; totalLabel?: string }) {
  const t = useMessages<CheckoutMessages>();
  return (
    <>
      <dl className="co-fare">
        {fare.lines.map((line) => (
          <div key={line.id} className="co-fare__row">
            <dt>{translatedTemplate(t, fareLineLabel(line, fare.payingPassengers))}</dt>
            <dd>{formatPaise(line.paise)}</dd>
          </div>
        ))}
        <div className="co-fare__row co-fare__row--total">
          <dt>{totalLabel ?? t.total}</dt>
          <dd>{formatPaise(fare.totalPaise)}</dd>
        </div>
      </dl>
      <p className="co-note">{fare.final ? t.fareFinal : t.fareNotFinal}</p>
    </>
  );
}

/**
 * Who the fare is for, by name, where the traveller pays (issue 16): every
 * passenger paid for, those under 5 who travel free, and a warning when one
 * traveller is listed twice (each entry is paid for). `id` is for the pay
 * button's `aria-describedby`.
 */
export function PayingFor({ id, passengers }: { id: string; passengers: readonly Passenger[] }) {
  const t = useMessages<CheckoutMessages>();
  const paying = passengers.filter((p) => passengerCategory(p.age) !== "infant");
  const free = passengers.filter((p) => passengerCategory(p.age) === "infant");
  const firstOf = new Map<string, Passenger>();
  const twice = new Set<Passenger>();
  for (const p of passengers) {
    const first = firstOf.get(travellerIdentity(p));
    if (first) twice.add(first);
    else firstOf.set(travellerIdentity(p), p);
  }
  return (
    <div id={id} className="co-paying-for">
      <p className="co-paying-for__title">
        {fill(paying.length === 1 ? t.youPayForOne : t.youPayForMany, { n: paying.length })}
      </p>
      <ul className="co-paying-for__list">
        {paying.map((p) => (
          <li key={p.number}>
            {p.name}{" "}
            <span className="co-muted">
              {fill(t.ageGender, { age: p.age, gender: translatedTemplate(t, p.gender) })}
            </span>
          </li>
        ))}
      </ul>
      {free.length > 0 ? (
        <p className="co-note">
          {fill(t.travellingFree, {
            names: free.map((p) => fill(t.freeName, { name: p.name, age: p.age })).join(", "),
          })}
        </p>
      ) : null}
      {twice.size > 0 ? (
        <p className="co-box co-box--warning">
          {fill(twice.size === 1 ? t.listedTwiceOne : t.listedTwiceMany, {
            names: [...twice].map((p) => p.name).join(", "),
          })}
        </p>
      ) : null}
    </div>
  );
}

/** Spec §6, §8: the signed-out message with a way to sign in and come back. */
export function LoggedOut({ loginHref }: { loginHref: string }) {
  const t = useMessages<CheckoutMessages>();
  return (
    <div className="co-box co-box--info">
      <p className="co-box__title">{t.loggedOut}</p>
      <p>
        <a className="button" href={loginHref}>
          {t.login}
        </a>
      </p>
    </div>
  );
}

/** An order the signed-in traveller does not have (another account's, or none): shown with HTTP 404. */
export function OrderNotFound() {
  const t = useMessages<CheckoutMessages>();
  return (
    <div className="co-box co-box--info">
      <p className="co-box__title">{t.orderNotFound}</p>
      <p>
        {t.orderNotFoundBefore}
        <a href="/trains/mybookings">{t.yourBookings}</a>
        {t.orderNotFoundAfter}
      </p>
    </div>
  );
}

/** A booking status in words (`Confirmed · Coach B2 · Berth 34 (Lower)`), each part in the page's words. */
export function statusInWords(t: CheckoutMessages, english: string): string {
  return english
    .split(" · ")
    .map((part) => translatedTemplate(t, part))
    .join(" · ");
}
