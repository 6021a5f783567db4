import type { ScheduleCard as Card } from "@safar/contracts/tatkal-schedule";
import { formatPaise } from "@safar/domain/money";
import { Form } from "react-router";
import "../../components/ui/forms.css";
import type { TatkalMessages } from "../../i18n/tatkal.ts";
import { fill, useLocale, useMessages } from "../../lib/i18n.ts";
import { openingWhen } from "../../lib/opening-words.ts";
import { confirmHref, summaryPath } from "./format.ts";

/**
 * The card's words: the page's (one-click Tatkal sends them), else English
 * (the home page's scheduled bookings, whose loader does not).
 */
const CARD_ENGLISH = {
  state_scheduled: "Scheduled",
  state_placing: "Booking now",
  state_booked: "Booked",
  state_failed: "Not booked",
  state_closed: "Booking closed",
  state_waitlisted: "Waiting list only",
  state_deleted: "Deleted",
  cardTitle: "{train} {name} · {classCode} Tatkal",
  booksItselfAt: "books itself at {when}",
  inOpeningQueue: "in the opening's queue",
  railwayId: "IRCTC ID {id}",
  heldInWallet: "{amount} held in your wallet, taken only if a ticket is issued.",
  viewTicket: "View ticket",
  "Booking has been closed": "Booking has been closed",
  checkOtherTrains: "Check other trains",
  "Seat Status has changed to Waiting List!": "Seat Status has changed to Waiting List!",
  onlyWaitlistLeft: "Only the waiting list was left at the opening, and you chose not to book it.",
  continueWaitlist: "Continue on the waiting list",
  "Tatkal Booking Scheduled Error": "Tatkal Booking Scheduled Error",
  nothingCharged: " Nothing was charged.",
  viewDetails: "View details",
  editPassenger: "Edit passenger",
  deleteQuestion: "Delete this scheduled booking?",
  deleteConfirm: "Delete this scheduled booking? The held amount goes back to your wallet.",
  delete: "Delete",
  cancel: "Cancel",
  bookAgain: "Book again",
} satisfies Partial<TatkalMessages>;

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
  const t = { ...CARD_ENGLISH, ...useMessages<Partial<TatkalMessages>>() };
  const locale = useLocale();
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
        {fill(t.cardTitle, {
          train: card.trainNumber,
          name: card.trainName,
          classCode: card.classCode,
        })}
      </H>
      <p className="oct-card__state">
        <span className="oct-card__badge">{t[`state_${card.state}`]}</span>{" "}
        {card.state === "scheduled"
          ? fill(t.booksItselfAt, { when: openingWhen(opensAt, now, locale) })
          : card.state === "placing"
            ? t.inOpeningQueue
            : null}
      </p>
      <p>
        {card.from} → {card.to} · {card.date} · {card.travellers.join(", ")} ·{" "}
        {fill(t.railwayId, { id: card.railwayUserId })}
      </p>
      {card.heldPaise > 0 ? (
        <p>{fill(t.heldInWallet, { amount: formatPaise(card.heldPaise) })}</p>
      ) : null}
      {card.state === "booked" ? (
        <p>
          {card.outcome} · <a href={summaryPath(card.orderId)}>{t.viewTicket}</a>
        </p>
      ) : card.state === "closed" ? (
        <div className="oct-card__popup" role="status">
          <p className="oct-card__popup-title">{t["Booking has been closed"]}</p>
          <p>{card.outcome}</p>
          <p>
            <a href="/trains">{t.checkOtherTrains}</a>
          </p>
        </div>
      ) : card.state === "waitlisted" ? (
        <div className="oct-card__popup" role="status">
          <p className="oct-card__popup-title">{t["Seat Status has changed to Waiting List!"]}</p>
          <p>{t.onlyWaitlistLeft}</p>
          <p>
            <a href={`/trains/review?orderId=${card.orderId}`}>{t.continueWaitlist}</a> ·{" "}
            <a href="/trains">{t.checkOtherTrains}</a>
          </p>
        </div>
      ) : card.state === "failed" ? (
        <div className="oct-card__popup" role="status">
          <p className="oct-card__popup-title">{t["Tatkal Booking Scheduled Error"]}</p>
          <p>
            {card.outcome}
            {t.nothingCharged}
          </p>
        </div>
      ) : null}
      <div className="oct-card__actions">
        <a href={page}>{t.viewDetails}</a>
        {card.changeable ? (
          <>
            <Form method="post" action={page} className="oct-card__inline">
              <input type="hidden" name="scheduleId" value={card.scheduleId} />
              <button type="submit" name="intent" value="edit" className="link-button">
                {t.editPassenger}
              </button>
            </Form>
            {confirmDelete ? (
              <Form
                method="post"
                action={page}
                className="oct-card__confirm"
                role="group"
                aria-label={t.deleteQuestion}
              >
                <input type="hidden" name="scheduleId" value={card.scheduleId} />
                <span>{t.deleteConfirm}</span>
                <button type="submit" name="intent" value="delete-confirmed" className="button">
                  {t.delete}
                </button>
                <a href={page}>{t.cancel}</a>
              </Form>
            ) : (
              <Form method="post" action={page} className="oct-card__inline">
                <input type="hidden" name="scheduleId" value={card.scheduleId} />
                <button type="submit" name="intent" value="delete" className="link-button">
                  {t.delete}
                </button>
              </Form>
            )}
          </>
        ) : null}
        {card.state === "deleted" ? <a href={confirmHref(journey)}>{t.bookAgain}</a> : null}
      </div>
    </article>
  );
}
