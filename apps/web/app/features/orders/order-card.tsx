import type { OrderCard as Card, OrderStatusTone } from "@safar/contracts/booking";
import { formatPaise } from "@safar/domain/money";
import { formatJourneyDate } from "../../lib/dates.ts";

/**
 * One order in a list (My bookings, the home page's pending orders): its
 * status in words and colour (spec §4), the train, the journey with times,
 * date, class, travellers, PNR and amount; the train name links to the
 * order's page and the whole card is its target. Its styles are
 * `orders.css`, imported by the routes that show cards.
 */

/** Colour is never the only signal: each tone has a mark as well as a word. */
export const TONE_MARKS: Record<OrderStatusTone, string> = {
  success: "✓",
  pending: "●",
  failed: "✕",
};

/** ₹2,060 when whole, ₹2,060.50 otherwise. */
export function amount(paise: number): string {
  return formatPaise(paise).replace(/\.00$/, "");
}

export function StatusPill({ tone, label }: { tone: OrderStatusTone; label: string }) {
  return (
    <span className={`ob-pill ob-pill--${tone}`} data-tone={tone}>
      <span aria-hidden="true">{TONE_MARKS[tone]}</span> {label}
    </span>
  );
}

export function OrderCardView({ order, headingLevel = 3 }: { order: Card; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const travellers = `${order.passengers} ${order.passengers === 1 ? "traveller" : "travellers"}`;
  return (
    <article className={`ob-card ob-card--${order.tone}`} data-order={order.orderId}>
      <div className="ob-card__top">
        <StatusPill tone={order.tone} label={order.label} />
        <span className="ob-card__amount">{amount(order.totalPaise)}</span>
      </div>
      <Heading className="ob-card__train">
        <a href={`/trains/summary/${order.orderId}`} className="ob-card__link">
          {order.trainNumber} {order.trainName}
        </a>
      </Heading>
      <p className="ob-card__route">
        <span className="ob-card__end">
          <span className="ob-card__time">{order.departure ?? "--:--"}</span>{" "}
          <abbr title={order.fromName}>{order.from}</abbr>
        </span>
        <span className="ob-card__arrow" aria-hidden="true">
          →
        </span>
        <span className="visually-hidden"> to </span>
        <span className="ob-card__end">
          <span className="ob-card__time">{order.arrival ?? "--:--"}</span>{" "}
          <abbr title={order.toName}>{order.to}</abbr>
        </span>
      </p>
      {order.trip ? (
        <p className="ob-card__trip">
          {order.trip.leg === 1 ? "First" : "Second"} train of a two-train journey
        </p>
      ) : null}
      <p className="ob-card__meta">
        {formatJourneyDate(order.date)} · {order.classCode} · {travellers}
        {order.pnr ? (
          <>
            {" "}
            · PNR <span className="ob-card__pnr">{order.pnr}</span>
          </>
        ) : null}
      </p>
    </article>
  );
}

/**
 * The cards of a list; the two trains of a two-train journey (ADR 023)
 * that come together are one item: a group named for the journey, holding
 * both cards (each with its own status and PNR).
 */
export function OrderCardList({ orders }: { orders: readonly Card[] }) {
  const items: Card[][] = [];
  for (const o of orders) {
    const last = items.at(-1);
    const together = last?.length === 1 && o.trip && last[0]?.trip?.tripId === o.trip.tripId;
    if (together) last.push(o);
    else items.push([o]);
  }
  return (
    <ul className="ob-list">
      {items.map((group) => {
        const [first, second] = group;
        if (!first) return null;
        if (!second) {
          return (
            <li key={first.orderId}>
              <OrderCardView order={first} />
            </li>
          );
        }
        const [a, b] = first.trip?.leg === 2 ? [second, first] : [first, second];
        const label = `Journey ${a.from} to ${b.to} in two trains`;
        return (
          <li key={a.orderId} className="ob-trip">
            <section className="ob-trip__group" aria-label={label}>
              <p className="ob-trip__title">
                {a.fromName} → {b.toName} · two trains
              </p>
              <OrderCardView order={a} />
              <OrderCardView order={b} />
            </section>
          </li>
        );
      })}
    </ul>
  );
}
