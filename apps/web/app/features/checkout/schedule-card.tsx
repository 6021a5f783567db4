import type { ScheduleCard as Card } from "@safar/contracts/tatkal-schedule";
import { formatPaise } from "@safar/domain/money";
import { istWhen } from "@safar/domain/opening-time";
import { Form } from "react-router";
import "../../components/ui/forms.css";
import { confirmHref, summaryPath } from "./format.ts";

const STATE_WORDS: Record<Card["state"], string> = {
  scheduled: "Scheduled",
  placing: "Booking now",
  booked: "Booked",
  failed: "Not booked",
  closed: "Booking closed",
  waitlisted: "Waiting list only",
  deleted: "Deleted",
};

export const oneClickHref = (orderId: string) => `/trains/oct?orderId=${orderId}`;

/**
 * One one-click Tatkal booking (spec §4 Tatkal scheduling): train, class,
 * date, travellers, when it is placed and what is held; its outcome in the
 * spec's words ('Booking has been closed', 'Seat Status has changed to
 * Waiting List!') with what can be done next; the card actions view
 * details, edit passenger and delete (which asks to confirm first). Plain
 * forms posting to the one-click page.
 */
export function ScheduleCard({
  card,
  now,
  confirmDelete = false,
  headingLevel = 3,
}: {
  card: Card;
  now: Date;
  confirmDelete?: boolean;
  headingLevel?: 2 | 3;
}) {
  const H = headingLevel === 2 ? "h2" : "h3";
  const opensAt = new Date(card.opensAt);
  const page = oneClickHref(card.orderId);
  const journey = {
    trainNumber: card.trainNumber,
    classCode: card.classCode,
    quota: card.quota,
    date: card.date,
    from: card.from,
    to: card.to,
  };
  return (
    <article
      className={`oct-card oct-card--${card.state}`}
      aria-labelledby={`oct-${card.scheduleId}`}
    >
      <H id={`oct-${card.scheduleId}`} className="oct-card__title">
        {card.trainNumber} {card.trainName} · {card.classCode} Tatkal
      </H>
      <p className="oct-card__state">
        <span className="oct-card__badge">{STATE_WORDS[card.state]}</span>{" "}
        {card.state === "scheduled"
          ? `books itself at ${istWhen(opensAt, now)}`
          : card.state === "placing"
            ? "in the opening's queue"
            : null}
      </p>
      <p>
        {card.from} → {card.to} · {card.date} · {card.travellers.join(", ")} · IRCTC ID{" "}
        {card.railwayUserId}
      </p>
      {card.heldPaise > 0 ? (
        <p>{formatPaise(card.heldPaise)} held in your wallet, taken only if a ticket is issued.</p>
      ) : null}
      {card.state === "booked" ? (
        <p>
          {card.outcome} · <a href={summaryPath(card.orderId)}>View ticket</a>
        </p>
      ) : card.state === "closed" ? (
        <div className="oct-card__popup" role="status">
          <p className="oct-card__popup-title">Booking has been closed</p>
          <p>{card.outcome}</p>
          <p>
            <a href="/trains">Check other trains</a>
          </p>
        </div>
      ) : card.state === "waitlisted" ? (
        <div className="oct-card__popup" role="status">
          <p className="oct-card__popup-title">Seat Status has changed to Waiting List!</p>
          <p>Only the waiting list was left at the opening, and you chose not to book it.</p>
          <p>
            <a href={`/trains/review?orderId=${card.orderId}`}>Continue on the waiting list</a> ·{" "}
            <a href="/trains">Check other trains</a>
          </p>
        </div>
      ) : card.state === "failed" ? (
        <div className="oct-card__popup" role="status">
          <p className="oct-card__popup-title">Tatkal Booking Scheduled Error</p>
          <p>{card.outcome} Nothing was charged.</p>
        </div>
      ) : null}
      <div className="oct-card__actions">
        <a href={page}>View details</a>
        {card.changeable ? (
          <>
            <Form method="post" action={page} className="oct-card__inline">
              <input type="hidden" name="scheduleId" value={card.scheduleId} />
              <button type="submit" name="intent" value="edit" className="link-button">
                Edit passenger
              </button>
            </Form>
            {confirmDelete ? (
              <Form
                method="post"
                action={page}
                className="oct-card__confirm"
                role="group"
                aria-label="Delete this scheduled booking?"
              >
                <input type="hidden" name="scheduleId" value={card.scheduleId} />
                <span>
                  Delete this scheduled booking? The held amount goes back to your wallet.
                </span>
                <button type="submit" name="intent" value="delete-confirmed" className="button">
                  Delete
                </button>
                <a href={page}>Cancel</a>
              </Form>
            ) : (
              <Form method="post" action={page} className="oct-card__inline">
                <input type="hidden" name="scheduleId" value={card.scheduleId} />
                <button type="submit" name="intent" value="delete" className="link-button">
                  Delete
                </button>
              </Form>
            )}
          </>
        ) : null}
        {card.state === "deleted" ? <a href={confirmHref(journey)}>Book again</a> : null}
      </div>
    </article>
  );
}
