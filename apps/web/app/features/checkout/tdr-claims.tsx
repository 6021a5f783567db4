import type { TdrFiled } from "@safar/contracts/tdr";
import type { RailwayTextsMessages } from "../../i18n/railway.ts";
import { formatIstDateTime } from "../../lib/dates.ts";
import { fill, useLocale, useMessages } from "../../lib/i18n.ts";
import { railwayWords } from "../../lib/railway-words.ts";
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
  const t = useMessages<RailwayTextsMessages>();
  const locale = useLocale();
  // The railway's and the API's English, in the page's language (ADR 028).
  const say = (text: string) => railwayWords(t, text, locale);
  const passenger = (n: number) =>
    names.get(n) ?? fill(t.tdr_passenger ?? "Passenger {number}", { number: n });
  return (
    <ul className="ab-claims">
      {claims.map((c) => (
        <li key={`${c.reason}-${c.filedAt}`} className="ab-claim">
          <p className="ab-claim__status">{say(c.statusLabel)}</p>
          <p>
            {say(c.label)} · {c.passengerNumbers.map(passenger).join(", ")}
          </p>
          {c.note ? <p className="ab-claim__note">{say(c.note)}</p> : null}
          <ol className="ab-tracker" aria-label={say(`Progress of the TDR: ${c.label}`)}>
            {c.tracker.map((s) => (
              <li
                key={s.step}
                className={s.done ? "ab-tracker__step ab-tracker__step--done" : "ab-tracker__step"}
              >
                <span className="ab-tracker__mark" aria-hidden="true" />
                <span className="ab-tracker__label">
                  {say(s.label)}
                  <span className="visually-hidden">
                    {say(s.done ? ", done on " : ", expected")}
                  </span>
                </span>
                {s.done ? (
                  <time className="ab-tracker__at" dateTime={s.at}>
                    {formatIstDateTime(s.at, locale)}
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
