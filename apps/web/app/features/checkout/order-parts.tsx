import type { FareBreakdown, OrderSummary } from "@safar/contracts/booking";
import {
  CLASS_NAMES,
  type ClassCode,
  QUOTA_NAMES,
  type QuotaCode,
} from "@safar/contracts/code-tables";
import { passengerCategory } from "@safar/contracts/travellers/passenger";
import { travellerIdentity } from "@safar/contracts/travellers/saved-traveller";
import { formatPaise } from "@safar/domain/money";
import { seatStatusWords } from "@safar/domain/seat-status";
import { JourneyRoute } from "../../components/ui/journey-route.tsx";
import { formatJourneyDate } from "../../lib/dates.ts";
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
  const className = CLASS_NAMES[journey.classCode as ClassCode] ?? journey.classCode;
  const quotaName = QUOTA_NAMES[journey.quota as QuotaCode] ?? journey.quota;
  return (
    <div className="co-journey">
      <JourneyRoute
        trainNumber={journey.trainNumber}
        trainName={journey.trainName}
        depart={{
          label: "Departs",
          time: journey.departure ?? "--:--",
          station: `${journey.fromName} (${journey.from})`,
        }}
        arrive={{
          label: "Arrives",
          time: journey.arrival ?? "--:--",
          station: `${journey.toName} (${journey.to})`,
        }}
      />
      <dl className="co-facts">
        <div className="co-facts__wide">
          <dt>Date</dt>
          <dd>{formatJourneyDate(journey.date)}</dd>
        </div>
        <div>
          <dt>Class</dt>
          <dd>
            {className} ({journey.classCode})
          </dd>
        </div>
        <div>
          <dt>Quota</dt>
          <dd>{quotaName}</dd>
        </div>
        <div className={aadhaar ? "co-facts__wide" : undefined}>
          <dt>IRCTC user ID</dt>
          <dd>
            {journey.railwayUserId}
            {aadhaar ? <AadhaarStatus view={aadhaar} /> : null}
          </dd>
        </div>
        {seatStatus ? (
          <div className="co-facts__wide">
            <dt>Seat status now</dt>
            <dd>{seatStatusWords(seatStatus)}</dd>
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
            {p.age} yrs · {p.gender} · Berth: {berthName(p.berth)} · Food: {foodName(p.food)}
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
  const booking = passenger.bookingStatus;
  const current = passenger.currentStatus ?? booking;
  const words = describeBookingStatus(current);
  return (
    <dl className="co-traveller__status">
      <div>
        <dt>Current status</dt>
        <dd>
          <strong>{words}</strong>
          {current && words !== current ? <span className="co-muted"> ({current})</span> : null}
        </dd>
      </div>
      {booking && booking !== current ? (
        <div>
          <dt>Booking status</dt>
          <dd>
            {describeBookingStatus(booking)}
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
  return (
    <dl className="co-facts co-facts--wrap">
      <div>
        <dt>Email</dt>
        <dd className="co-break">{contact.email}</dd>
      </div>
      <div>
        <dt>Mobile</dt>
        <dd>{contact.mobile}</dd>
      </div>
    </dl>
  );
}

/** Every fare line with its amount, and the total (spec §9: ₹ with Indian grouping). */
export function FareSummary({
  fare,
  totalLabel = "Total",
}: {
  fare: FareBreakdown;
  totalLabel?: string;
}) {
  return (
    <>
      <dl className="co-fare">
        {fare.lines.map((line) => (
          <div key={line.id} className="co-fare__row">
            <dt>{fareLineLabel(line, fare.payingPassengers)}</dt>
            <dd>{formatPaise(line.paise)}</dd>
          </div>
        ))}
        <div className="co-fare__row co-fare__row--total">
          <dt>{totalLabel}</dt>
          <dd>{formatPaise(fare.totalPaise)}</dd>
        </div>
      </dl>
      <p className="co-note">
        {fare.final
          ? "The railway has confirmed this fare."
          : "The fare is confirmed when the railway holds your berths."}
      </p>
    </>
  );
}

const travellerWord = (n: number) => (n === 1 ? "traveller" : "travellers");

/**
 * Who the fare is for, by name, where the traveller pays (issue 16): every
 * passenger paid for, those under 5 who travel free, and a warning when one
 * traveller is listed twice (each entry is paid for). `id` is for the pay
 * button's `aria-describedby`.
 */
export function PayingFor({ id, passengers }: { id: string; passengers: readonly Passenger[] }) {
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
        You pay for {paying.length} {travellerWord(paying.length)}:
      </p>
      <ul className="co-paying-for__list">
        {paying.map((p) => (
          <li key={p.number}>
            {p.name}{" "}
            <span className="co-muted">
              ({p.age} yrs, {p.gender})
            </span>
          </li>
        ))}
      </ul>
      {free.length > 0 ? (
        <p className="co-note">
          Travelling free (under 5): {free.map((p) => `${p.name} (${p.age} yrs)`).join(", ")}
        </p>
      ) : null}
      {twice.size > 0 ? (
        <p className="co-box co-box--warning">
          {[...twice].map((p) => p.name).join(", ")} {twice.size === 1 ? "is" : "are"} listed more
          than once, and each entry is paid for. Edit travellers to remove one.
        </p>
      ) : null}
    </div>
  );
}

/** Spec §6, §8: the signed-out message with a way to sign in and come back. */
export function LoggedOut({ loginHref }: { loginHref: string }) {
  return (
    <div className="co-box co-box--info">
      <p className="co-box__title">It seems you are logged out. Please login to continue.</p>
      <p>
        <a className="button" href={loginHref}>
          Login
        </a>
      </p>
    </div>
  );
}

/** An order the signed-in traveller does not have (another account's, or none): shown with HTTP 404. */
export function OrderNotFound() {
  return (
    <div className="co-box co-box--info">
      <p className="co-box__title">We could not find this order.</p>
      <p>
        Check the order number, or find it among <a href="/trains/mybookings">your bookings</a>.
        Orders are shown only to the account that made them.
      </p>
    </div>
  );
}
