import type { OrderCard as Card, OrderStatusTone } from "@safar/contracts/booking";
import { formatPaise } from "@safar/domain/money";
import type { OrdersMessages } from "../../i18n/orders.ts";
import { formatJourneyDate } from "../../lib/dates.ts";
import { fill, translated, useLocale, useMessages } from "../../lib/i18n.ts";

/**
 * The card's words: the page's (My bookings sends them), else English (the
 * home page's pending orders, whose loader does not).
 */
const CARD_ENGLISH = {
  cardTo: " to ",
  travellerOne: "{n} traveller",
  travellerMany: "{n} travellers",
  firstTrain: "First train of a two-train journey",
  secondTrain: "Second train of a two-train journey",
  twoTrainsLabel: "Journey {from} to {to} in two trains",
  twoTrains: " · two trains",
} satisfies Partial<OrdersMessages>;

function useCardWords(): typeof CARD_ENGLISH & Partial<OrdersMessages> {
  const words = useMessages<Partial<OrdersMessages>>();
  return { ...CARD_ENGLISH, ...words };
}

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
  const t = useMessages<Partial<OrdersMessages>>();
  return (
    <span className={`ob-pill ob-pill--${tone}`} data-tone={tone}>
      <span aria-hidden="true">{TONE_MARKS[tone]}</span> {translated(t, label)}
    </span>
  );
}

export function OrderCardView({ order, headingLevel = 3 }: { order: Card; headingLevel?: 2 | 3 }) {
  const t = useCardWords();
  const locale = useLocale();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const travellers = fill(order.passengers === 1 ? t.travellerOne : t.travellerMany, {
    n: order.passengers,
  });
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
        <span className="visually-hidden">{t.cardTo}</span>
        <span className="ob-card__end">
          <span className="ob-card__time">{order.arrival ?? "--:--"}</span>{" "}
          <abbr title={order.toName}>{order.to}</abbr>
        </span>
      </p>
      {order.trip ? (
        <p className="ob-card__trip">{order.trip.leg === 1 ? t.firstTrain : t.secondTrain}</p>
      ) : null}
      <p className="ob-card__meta">
        {formatJourneyDate(order.date, locale)} · {order.classCode} · {travellers}
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
  const t = useCardWords();
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
        const label = fill(t.twoTrainsLabel, { from: a.from, to: b.to });
        return (
          <li key={a.orderId} className="ob-trip">
            <section className="ob-trip__group" aria-label={label}>
              <p className="ob-trip__title">
                {a.fromName} → {b.toName}
                {t.twoTrains}
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
