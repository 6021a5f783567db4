import type { BookingJourney, Eligibility } from "@safar/contracts/booking";
import type { ReactNode } from "react";
import type { BookingMessages } from "../../i18n/booking.ts";
import { className as classNameOf } from "../../lib/code-names.ts";
import { fill, useLocale, useMessages } from "../../lib/i18n.ts";
import { translatedTemplate } from "../../lib/i18n-template.ts";
import { openingWhen } from "../../lib/opening-words.ts";

/**
 * What stands in the way of this booking, said before the form (issue 20
 * item 0): when Tatkal or the reservation opens, whether the IRCTC ID needs
 * Aadhaar, the month's tickets. Nothing is drawn when the way is clear.
 */
export function BookingObstacles({
  eligibility,
  journey,
  aadhaarLink,
}: {
  eligibility: Eligibility | null;
  journey: BookingJourney;
  /** The railway's Aadhaar page for the ID, as the route draws it; else the help page. */
  aadhaarLink?: ReactNode;
}) {
  const t = useMessages<BookingMessages>();
  const locale = useLocale();
  if (!eligibility || eligibility.obstacles.length === 0) return null;
  const now = new Date(eligibility.checkedAt);
  const className = classNameOf(t, journey.classCode);
  const id = eligibility.railwayUserId;
  const closed = eligibility.obstacles.some((o) => o.kind === "closed");
  return (
    <section
      className={`td-obstacles${closed ? " td-obstacles--closed" : ""}`}
      aria-labelledby="td-obstacles-title"
    >
      <h2 id="td-obstacles-title" className="td-obstacles__title">
        {closed ? t.cannotBeBooked : t.beforeYouBook}
      </h2>
      <ul>
        {eligibility.obstacles.map((o) => (
          <li key={o.reason}>{sentence(o, { t, locale, now, className, id, aadhaarLink })}</li>
        ))}
      </ul>
    </section>
  );
}

function sentence(
  o: Eligibility["obstacles"][number],
  c: {
    t: BookingMessages;
    locale: "en" | "hi";
    now: Date;
    className: string;
    id: string | null;
    aadhaarLink: ReactNode;
  },
) {
  const { t } = c;
  const message = translatedTemplate(t, o.message);
  switch (o.kind) {
    case "opens_later": {
      const when = o.opensAt ? openingWhen(new Date(o.opensAt), c.now, c.locale) : "";
      const what =
        o.reason === "tatkal_not_yet_opened"
          ? fill(t.tatkalOpensAt, { className: c.className, when })
          : o.reason === "outside_booking_hours"
            ? fill(t.bookingOpensAgain, { message, when })
            : fill(t.reservationOpensAt, { when });
      return fill(t.fillNowPayLater, { what });
    }
    case "aadhaar":
      return (
        <>
          {message}. {c.id ? fill(t.notAadhaar, { id: c.id }) : null}
          {c.aadhaarLink ?? <a href="/trains/howToAadharAuth">{t.howToAadhaar}</a>}
        </>
      );
    default:
      return `${message}.`;
  }
}
