import type { TdrFiled } from "@safar/contracts/tdr";
import { formatIstDateTime } from "../../lib/dates.ts";
import "./after-booking.css";

/**
 * The TDRs filed for a ticket (issue 18 item 5), each with its state, the
 * railway's note once it decided and its tracker: Filed → Under review →
 * Refunded ₹X / Rejected → credited, a date under every step done and the
 * date each step ahead is expected by in its words. The TDR screen and the
 * order page show it.
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
              <li
                key={s.step}
                className={s.done ? "ab-tracker__step ab-tracker__step--done" : "ab-tracker__step"}
              >
                <span className="ab-tracker__mark" aria-hidden="true" />
                <span className="ab-tracker__label">
                  {s.label}
                  <span className="visually-hidden">{s.done ? ", done on " : ", expected"}</span>
                </span>
                {s.done ? (
                  <time className="ab-tracker__at" dateTime={s.at}>
                    {formatIstDateTime(s.at)}
                  </time>
                ) : null}
              </li>
            ))}
          </ol>
        </li>
      ))}
    </ul>
  );
}
