import type {
  CancellationCharges,
  CancellationRecord,
  CancelView,
} from "@safar/contracts/cancellation";
import { formatPaise } from "@safar/domain/money";
import { formatIstDateTime } from "../../lib/dates.ts";
import "./cancellation.css";

/** The parts of the cancellation screen (issue 18): passengers, the quote, the refunds' timelines. */

type Passenger = CancelView["passengers"][number];

export function statusWords(status: string): string {
  if (status === "CAN") return "Cancelled";
  if (status.startsWith("CNF")) return `Confirmed ${status.slice(4)}`.trim();
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
  return (
    <fieldset className="choice-group" aria-describedby={error ? "cx-passengers-error" : undefined}>
      <legend>Choose the passengers to cancel</legend>
      {passengers.map((p) => {
        const id = `cx-passenger-${p.number}`;
        const refund = p.quote
          ? `refund ${formatPaise(p.quote.refundPaise)} if cancelled now`
          : "cannot be cancelled now";
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
                {statusWords(p.currentStatus)}; {refund}
                {p.child ? "; a child: cancel with the adult" : ""}
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

const METHOD_WORDS: Record<string, string> = {
  wallet: "your wallet, at once",
  upi: "your UPI account, in 5–7 working days",
  card: "your card, in 5–7 working days",
  netbanking: "your bank account, in 5–7 working days",
};

/** The refund for the chosen passengers, line by line. */
export function QuoteDetails({
  quote,
  names,
}: {
  quote: CancellationCharges;
  names: ReadonlyMap<number, string>;
}) {
  return (
    <div>
      {quote.passengers.map((l) => (
        <div key={l.number}>
          <p className="cx-quote__who">
            {l.number}. {names.get(l.number) ?? ""}: {l.rule}
          </p>
          <dl className="cx-quote">
            <div className="cx-quote__row">
              <dt>Fare paid</dt>
              <dd>{formatPaise(l.farePaise)}</dd>
            </div>
            <div className="cx-quote__row">
              <dt>Cancellation charge</dt>
              <dd>−{formatPaise(l.chargePaise)}</dd>
            </div>
            {l.gstPaise > 0 ? (
              <div className="cx-quote__row">
                <dt>GST on the charge</dt>
                <dd>−{formatPaise(l.gstPaise)}</dd>
              </div>
            ) : null}
            {l.coverPaise > 0 ? (
              <div className="cx-quote__row">
                <dt>Free cancellation</dt>
                <dd>+{formatPaise(l.coverPaise)}</dd>
              </div>
            ) : null}
            <div className="cx-quote__row">
              <dt>Refund</dt>
              <dd>{formatPaise(l.refundPaise)}</dd>
            </div>
          </dl>
        </div>
      ))}
      <dl className="cx-quote">
        <div className="cx-quote__row cx-quote__row--total">
          <dt>Total refund</dt>
          <dd>{formatPaise(quote.refundPaise)}</dd>
        </div>
      </dl>
      {quote.notRefunded.length > 0 ? (
        <p className="co-note">
          Not refunded:{" "}
          {quote.notRefunded.map((l) => `${l.label} ${formatPaise(l.paise)}`).join(", ")}.
        </p>
      ) : null}
      <p className="co-note">
        The refund goes to {METHOD_WORDS[quote.method ?? ""] ?? "your original payment method"}.
      </p>
    </div>
  );
}

/** A cancellation made, with its refund's steps (a refund to claim links to its claim). */
export function RefundRecord({ record }: { record: CancellationRecord }) {
  return (
    <div className="cx-refund">
      <p className="co-box__title">
        Passenger {record.passengerNumbers.join(", ")}:{" "}
        {record.status === "cancelled"
          ? `refund ${formatPaise(record.refundPaise ?? 0)}`
          : record.status === "requested"
            ? "cancellation under way"
            : "not cancelled"}
      </p>
      <ol className="cx-timeline">
        {record.timeline.map((s) => (
          <li key={s.step}>
            <span
              className={s.done ? "cx-timeline__mark cx-timeline__mark--done" : "cx-timeline__mark"}
              aria-hidden="true"
            />
            <span>
              {s.href ? <a href={s.href}>{s.label}</a> : s.label}
              {s.done ? ` (${formatIstDateTime(s.at)})` : ""}
              <span className="visually-hidden">
                {s.done ? ", done" : s.href ? ", waiting for you" : ", expected"}
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
  const cancelPath = `/trains/summary/${orderId}/cancel`;
  return (
    <>
      {cancelled ? (
        <div className="co-box co-box--success" role="status">
          <p className="co-box__title">Cancellation done</p>
          <p>
            Your refund and when it reaches you are under{" "}
            <a href={`${cancelPath}#section-cancellations-and-refunds`}>
              Cancellations and refunds
            </a>
            . We have also sent it to you by SMS and e-mail.
          </p>
        </div>
      ) : null}
    </>
  );
}
