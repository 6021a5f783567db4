import type { Locale } from "@safar/contracts/locale";
import type { Clock } from "@safar/domain/clock";
import { addDays, istDate, istTime } from "@safar/domain/ist";
import type { RailwayGateway, Ticket } from "@safar/railway/gateway";
import type { Messages } from "../../messages/messages.service.ts";
import type { OrderRow } from "../booking.repository.ts";
import type { BookingRepository, StoredRequest } from "./orders.ts";

/**
 * The chart-prepared SMS (issue 18 item 3), once per order.
 *
 * The railway makes charts on its own clock (`@safar/railway` jobs) and tells
 * no partner: Safar sees a chart only by asking for the PNR's status. Two
 * readers ask: the order's page (the traveller is looking) and the chart
 * watch, which runs with the reconciler every minute over ticketed orders
 * travelling soon. Whichever sees `chartPrepared` first stores the charted
 * ticket on the order and writes the SMS to the outbox in one transaction;
 * the store is a guarded update (`markCharted`), so every other reader —
 * concurrent or later, in any process — finds it done and sends nothing.
 */

export interface ChartNoticeDeps {
  repo: Pick<BookingRepository, "transaction" | "markCharted">;
  messages: Pick<Messages, "enqueue" | "flush" | "languageOf">;
  orderUrl?: (orderId: string) => string;
}

/** The SMS: the train, and each passenger's coach and berth (or status) on the chart. */
export function chartMessage(
  ticket: Ticket,
  orderLink: string | null,
  locale: Locale = "en",
): string {
  if (locale === "hi") return chartMessageHi(ticket, orderLink);
  const statuses = ticket.passengers.map((p) => `P${p.number} ${p.currentStatus}`).join(", ");
  const allCancelled = ticket.passengers.every((p) => p.currentStatus.startsWith("CAN"));
  const head = `Chart prepared for PNR ${ticket.pnr}, ${ticket.trainNumber} ${ticket.trainName} on ${ticket.date}, ${ticket.boardingPoint} ${istTime(new Date(ticket.departure))}.`;
  const tail = allCancelled
    ? " The ticket was not confirmed at the chart and the railway cancelled it."
    : " Happy journey!";
  return `Safar: ${head} ${statuses}.${tail}${orderLink ? ` ${orderLink}` : ""}`;
}

/** The same SMS in Hindi (ADR 028): codes, names and statuses as the railway prints them. */
function chartMessageHi(ticket: Ticket, orderLink: string | null): string {
  const statuses = ticket.passengers.map((p) => `P${p.number} ${p.currentStatus}`).join(", ");
  const allCancelled = ticket.passengers.every((p) => p.currentStatus.startsWith("CAN"));
  const head = `PNR ${ticket.pnr} का चार्ट बन गया है: ${ticket.trainNumber} ${ticket.trainName}, ${ticket.date}, ${ticket.boardingPoint} ${istTime(new Date(ticket.departure))}।`;
  const tail = allCancelled
    ? " चार्ट बनने तक टिकट कन्फ़र्म नहीं हुआ, इसलिए रेलवे ने इसे रद्द कर दिया।"
    : " आपकी यात्रा मंगलमय हो!";
  return `Safar: ${head} ${statuses}।${tail}${orderLink ? ` ${orderLink}` : ""}`;
}

/**
 * Sends the chart SMS for this order if the railway's ticket is charted and
 * no reader sent it before; true when this call sent it.
 */
export async function chartNotice(
  deps: ChartNoticeDeps,
  order: OrderRow,
  ticket: Ticket,
): Promise<boolean> {
  if (ticket.state !== "booked" || !ticket.chartPrepared) return false;
  const request = order.request as StoredRequest;
  const sent = await deps.repo.transaction(async (tx) => {
    if (!(await deps.repo.markCharted(order.id, ticket, tx))) return false;
    const locale = await deps.messages.languageOf(order.userId, tx);
    await deps.messages.enqueue(
      {
        channel: "sms",
        recipient: request.details.contact.mobile,
        purpose: "chart_prepared",
        body: chartMessage(ticket, deps.orderUrl?.(order.id) ?? null, locale),
      },
      tx,
    );
    return true;
  });
  if (sent) void deps.messages.flush();
  return sent;
}

export interface ChartWatchDeps extends ChartNoticeDeps {
  now: Clock;
  railway: Pick<RailwayGateway, "pnrStatus">;
  repo: ChartNoticeDeps["repo"] & Pick<BookingRepository, "chartWatch">;
}

/**
 * Journey dates (at boarding) whose chart may come now: a run is charted
 * before it leaves its origin, which a long train's later stops reach days
 * after; a day back covers trains charted the night before.
 */
const WATCH_DAYS_BACK = 1;
const WATCH_DAYS_AHEAD = 4;

/** One pass of the chart watch: how many chart messages it sent. */
export async function chartWatch(deps: ChartWatchDeps, limit = 200): Promise<number> {
  const today = istDate(deps.now());
  const due = await deps.repo.chartWatch(
    addDays(today, -WATCH_DAYS_BACK),
    addDays(today, WATCH_DAYS_AHEAD),
    limit,
  );
  let sent = 0;
  for (const order of due) {
    if (!order.pnr) continue;
    const ticket = await deps.railway.pnrStatus(order.pnr).catch(() => null);
    if (ticket && (await chartNotice(deps, order, ticket))) sent++;
  }
  return sent;
}
