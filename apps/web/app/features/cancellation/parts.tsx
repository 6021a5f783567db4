import type {
  CancellationCharges,
  CancellationRecord,
  CancelView,
} from "@safar/contracts/cancellation";
import { formatPaise } from "@safar/domain/money";
import type { AfterBookingMessages } from "../../i18n/after-booking.ts";
import type { OrdersMessages } from "../../i18n/orders.ts";
import { formatIstDateTime } from "../../lib/dates.ts";
import { fill, translated, useLocale, useMessages } from "../../lib/i18n.ts";
import { railwayWords } from "../../lib/railway-words.ts";
import "./cancellation.css";

/** The parts of the cancellation screen (issue 18): passengers, the quote, the refunds' timelines. */

type Passenger = CancelView["passengers"][number];

export function statusWords(status: string, t?: AfterBookingMessages): string {
  if (status === "CAN") return t?.Cancelled ?? "Cancelled";
  if (status.startsWith("CNF")) {
    return fill(t?.confirmedSeat ?? "Confirmed {seat}", { seat: status.slice(4) }).trim();
  }
  return status;
}

/** One checkbox per passenger; those that cannot be cancelled now are shown, not offered. */
export function PassengerChoices({
  passengers,
  chosen,
  error,
}: {
  passengers: readonly Passenger[];
  chosen: ReadonlySet<number>;
  error: string | undefined;
}) {
  const t = useMessages<AfterBookingMessages>();
  return (
    <fieldset className="choice-group" aria-describedby={error ? "cx-passengers-error" : undefined}>
      <legend>{t.choosePassengers}</legend>
      {passengers.map((p) => {
        const id = `cx-passenger-${p.number}`;
        const refund = p.quote
          ? fill(t.refundIfNow, { amount: formatPaise(p.quote.refundPaise) })
          : t.cannotCancelNow;
        return (
          <label
            key={p.number}
            htmlFor={id}
            className={p.cancellable ? "choice" : "choice choice--off"}
          >
            <input
              id={id}
              type="checkbox"
              name="passenger"
              value={p.number}
              defaultChecked={chosen.has(p.number)}
              disabled={!p.cancellable}
            />
            <span className="choice__body">
              <span className="choice__name">
                {p.number}. {p.name} ({p.age})
              </span>
              <span className="choice__meta">
                {statusWords(p.currentStatus, t)}; {refund}
                {p.child ? t.childWithAdult : ""}
              </span>
            </span>
          </label>
        );
      })}
      {error ? (
        <p id="cx-passengers-error" className="form-field__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

const METHOD_KEYS = {
  wallet: "method_wallet",
  upi: "method_upi",
  card: "method_card",
  netbanking: "method_netbanking",
} as const satisfies Record<string, keyof AfterBookingMessages>;

/** The refund for the chosen passengers, line by line. */
export function QuoteDetails({
  quote,
  names,
}: {
  quote: CancellationCharges;
  names: ReadonlyMap<number, string>;
}) {
  const t = useMessages<AfterBookingMessages>();
  const methodKey = METHOD_KEYS[(quote.method ?? "") as keyof typeof METHOD_KEYS];
  return (
    <div>
      {quote.passengers.map((l) => (
        <div key={l.number}>
          <p className="cx-quote__who">
            {l.number}. {names.get(l.number) ?? ""}: {translated(t, l.rule)}
          </p>
          <dl className="cx-quote">
            <div className="cx-quote__row">
              <dt>{t.farePaid}</dt>
              <dd>{formatPaise(l.farePaise)}</dd>
            </div>
            <div className="cx-quote__row">
              <dt>{t.cancellationCharge}</dt>
              <dd>−{formatPaise(l.chargePaise)}</dd>
            </div>
            {l.gstPaise > 0 ? (
              <div className="cx-quote__row">
                <dt>{t.gstOnCharge}</dt>
                <dd>−{formatPaise(l.gstPaise)}</dd>
              </div>
            ) : null}
            {l.coverPaise > 0 ? (
              <div className="cx-quote__row">
                <dt>{t.freeCancellation}</dt>
                <dd>+{formatPaise(l.coverPaise)}</dd>
              </div>
            ) : null}
            <div className="cx-quote__row">
              <dt>{t.refund}</dt>
              <dd>{formatPaise(l.refundPaise)}</dd>
            </div>
          </dl>
        </div>
      ))}
      <dl className="cx-quote">
        <div className="cx-quote__row cx-quote__row--total">
          <dt>{t.totalRefund}</dt>
          <dd>{formatPaise(quote.refundPaise)}</dd>
        </div>
      </dl>
      {quote.notRefunded.length > 0 ? (
        <p className="co-note">
          {fill(t.notRefunded, {
            lines: quote.notRefunded.map((l) => `${l.label} ${formatPaise(l.paise)}`).join(", "),
          })}
        </p>
      ) : null}
      <p className="co-note">
        {fill(t.refundGoesTo, { where: methodKey ? t[methodKey] : t.originalMethod })}
      </p>
    </div>
  );
}

/** A cancellation made, with its refund's steps (a refund to claim links to its claim). */
export function RefundRecord({ record }: { record: CancellationRecord }) {
  const t = useMessages<AfterBookingMessages>();
  const locale = useLocale();
  return (
    <div className="cx-refund">
      <p className="co-box__title">
        {fill(t.passengerN, { n: record.passengerNumbers.join(", ") })}
        {record.status === "cancelled"
          ? fill(t.recordRefund, { amount: formatPaise(record.refundPaise ?? 0) })
          : record.status === "requested"
            ? t.underWay
            : t.notCancelled}
      </p>
      <ol className="cx-timeline">
        {record.timeline.map((s) => (
          <li key={s.step}>
            <span
              className={s.done ? "cx-timeline__mark cx-timeline__mark--done" : "cx-timeline__mark"}
              aria-hidden="true"
            />
            <span>
              {s.href ? (
                <a href={s.href}>{railwayWords(t, s.label, locale)}</a>
              ) : (
                railwayWords(t, s.label, locale)
              )}
              {s.done ? ` (${formatIstDateTime(s.at, locale)})` : ""}
              <span className="visually-hidden">
                {s.done ? t.stepDone : s.href ? t.stepWaiting : t.stepExpected}
              </span>
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}

/**
 * The order page's hook (issue 18): the success notice after a cancellation
 * (`?cancelled=` from the cancel screen) and the way to the cancel screen
 * while passengers can be cancelled.
 */
export function OrderCancellation({ orderId, cancelled }: { orderId: string; cancelled: boolean }) {
  const t = useMessages<OrdersMessages>();
  const cancelPath = `/trains/summary/${orderId}/cancel`;
  return (
    <>
      {cancelled ? (
        <div className="co-box co-box--success" role="status">
          <p className="co-box__title">{t.cancellationDone}</p>
          <p>
            {t.refundUnder}
            <a href={`${cancelPath}#section-cancellations-and-refunds`}>
              {t["Cancellations and refunds"]}
            </a>
            {t.alsoSentCancel}
          </p>
        </div>
      ) : null}
    </>
  );
}
