import type { TdrFiled } from "@safar/contracts/tdr";
import { formatIstDateTime } from "../../lib/dates.ts";
import "./after-booking.css";

/**
 * The TDRs filed for a ticket (issue 18 item 5), each with its state, the
 * railway's note once it decided and its tracker: Filed → Under review →
 * Refunded ₹X / Rejected → credited, a date on every step done and the date
 * each step ahead is expected by. The TDR screen and the order page show it.
 */
export function TdrClaimList({
  claims,
  names,
}: {
  claims: readonly TdrFiled[];
  /** Passenger number → name. */
  names: ReadonlyMap<number, string>;
}) {
  return (
    <ul className="ab-claims">
      {claims.map((c) => (
        <li key={`${c.reason}-${c.filedAt}`} className="ab-claim">
          <p className="ab-claim__status">{c.statusLabel}</p>
          <p>
            {c.label} · {c.passengerNumbers.map((n) => names.get(n) ?? `Passenger ${n}`).join(", ")}
          </p>
          {c.note ? <p className="ab-claim__note">{c.note}</p> : null}
          <ol className="ab-tracker" aria-label={`Progress of the TDR: ${c.label}`}>
            {c.tracker.map((s) => (
              <li key={s.step}>
                <span
                  className={
                    s.done ? "ab-tracker__mark ab-tracker__mark--done" : "ab-tracker__mark"
                  }
                  aria-hidden="true"
                />
                <span>
                  {s.label}
                  {s.done ? ` (${formatIstDateTime(s.at)})` : ""}
                  <span className="visually-hidden">{s.done ? ", done" : ", expected"}</span>
                </span>
              </li>
            ))}
          </ol>
        </li>
      ))}
    </ul>
  );
}
