import type { BookingJourney, Eligibility } from "@safar/contracts/booking";
import { CLASS_NAMES } from "@safar/contracts/code-tables";
import { istWhen } from "@safar/domain/opening-time";
import type { ReactNode } from "react";

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
  if (!eligibility || eligibility.obstacles.length === 0) return null;
  const now = new Date(eligibility.checkedAt);
  const className = CLASS_NAMES[journey.classCode] ?? journey.classCode;
  const id = eligibility.railwayUserId;
  const closed = eligibility.obstacles.some((o) => o.kind === "closed");
  return (
    <section
      className={`td-obstacles${closed ? " td-obstacles--closed" : ""}`}
      aria-labelledby="td-obstacles-title"
    >
      <h2 id="td-obstacles-title" className="td-obstacles__title">
        {closed ? "This class cannot be booked" : "Before you book"}
      </h2>
      <ul>
        {eligibility.obstacles.map((o) => (
          <li key={o.reason}>{sentence(o, { now, className, id, aadhaarLink })}</li>
        ))}
      </ul>
    </section>
  );
}

function sentence(
  o: Eligibility["obstacles"][number],
  c: { now: Date; className: string; id: string | null; aadhaarLink: ReactNode },
) {
  switch (o.kind) {
    case "opens_later": {
      const when = o.opensAt ? istWhen(new Date(o.opensAt), c.now) : "";
      const what =
        o.reason === "tatkal_not_yet_opened"
          ? `Tatkal booking in ${c.className} opens at ${when}`
          : o.reason === "outside_booking_hours"
            ? `${o.message}; booking opens again at ${when}`
            : `Reservation for this date opens at ${when}`;
      return `${what}. You can fill in the details now and pay once it opens.`;
    }
    case "aadhaar":
      return (
        <>
          {o.message}. {c.id ? `IRCTC ID ${c.id} is not Aadhaar-authenticated yet. ` : null}
          {c.aadhaarLink ?? <a href="/trains/howToAadharAuth">How to authenticate Aadhaar</a>}
        </>
      );
    default:
      return `${o.message}.`;
  }
}
