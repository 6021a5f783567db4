import { ORDER_STATUS } from "@safar/contracts/booking";
import { DomainError, ErrorCode } from "@safar/contracts/errors";
import type { Locale } from "@safar/contracts/locale";
import type { Clock } from "@safar/domain/clock";
import { istTime } from "@safar/domain/ist";
import { formatPaise } from "@safar/domain/money";
import type { RailwayGateway } from "@safar/railway/gateway";
import type { Messages } from "../../messages/messages.service.ts";
import type { OrderRow } from "../booking.repository.ts";
import type { ScheduleRepository, ScheduleRow, ScheduleState } from "../schedule.repository.ts";
import { type CheckoutDeps, checkout } from "./checkout.ts";
import type { BookingRepository, Settlement, StoredRequest, WalletRepository } from "./orders.ts";

export interface SchedulePlaceDeps extends CheckoutDeps {
  now: Clock;
  railway: CheckoutDeps["railway"] & Pick<RailwayGateway, "authorizeWithMandate">;
  repo: CheckoutDeps["repo"] &
    Pick<BookingRepository, "order" | "paymentByReference" | "movePayment" | "updateOrder">;
  schedules: ScheduleRepository;
  wallets: Pick<WalletRepository, "hold" | "release">;
  settlement: Pick<Settlement, "completePaid" | "fail">;
  messages: Pick<Messages, "enqueue" | "flush" | "languageOf">;
}

/** Schedules placed in one round; the rest wait for the next (a second later). */
const ROUND = 64;
/** The notice before the opening (spec §4: 15 minutes). */
export const SCHEDULE_NOTICE_MS = 15 * 60_000;

/** Ends a placing schedule, giving back what it still holds, in one transaction. */
async function end(
  deps: SchedulePlaceDeps,
  s: ScheduleRow,
  status: ScheduleState,
  outcome: string,
): Promise<void> {
  const now = deps.now();
  await deps.repo.transaction(async (tx) => {
    const row = await deps.schedules.lock(tx, s.id);
    if (!row || row.status !== "placing") return;
    await deps.schedules.move(
      s.id,
      ["placing"],
      { status, outcome, heldPaise: 0, updatedAt: now },
      tx,
    );
    if (row.heldPaise > 0) await deps.wallets.release(row.userId, row.heldPaise, now, tx);
  });
}

/**
 * The payment opened by the schedule's checkout is authorised from the
 * amount the schedule holds (ADR 022): in one transaction, the payment moves
 * pending → authorized, the wallet's hold follows the payment's amount, the
 * schedule holds nothing more and the order waits for the railway (5).
 */
async function authoriseFromHold(
  deps: SchedulePlaceDeps,
  s: ScheduleRow,
  reference: string,
): Promise<boolean> {
  const now = deps.now();
  return deps.repo.transaction(async (tx) => {
    const row = await deps.schedules.lock(tx, s.id);
    const payment = await deps.repo.paymentByReference(reference, tx);
    const order = payment ? await deps.repo.lockOrder(tx, payment.orderId) : null;
    if (!row || row.status !== "placing" || !payment || !order) return false;
    if (order.status !== ORDER_STATUS.paymentProcessing || payment.status !== "pending")
      return false;
    // The hold becomes the payment's: more held if the fare rose, less if it fell.
    if (payment.amountPaise > row.heldPaise) {
      const more = payment.amountPaise - row.heldPaise;
      if (!(await deps.wallets.hold(row.userId, more, now, tx))) {
        throw new DomainError(ErrorCode.low_wallet_balance);
      }
    } else if (payment.amountPaise < row.heldPaise) {
      await deps.wallets.release(row.userId, row.heldPaise - payment.amountPaise, now, tx);
    }
    const moved = await deps.repo.movePayment(
      { reference },
      "pending",
      "authorized",
      { method: "wallet", instrument: "wallet", authorizedAt: now },
      tx,
    );
    if (!moved) throw new Error(`payment ${reference} moved under its order's lock`);
    await deps.repo.updateOrder(
      order.id,
      { status: ORDER_STATUS.bookingPending, updatedAt: now },
      tx,
    );
    await deps.schedules.move(s.id, ["placing"], { heldPaise: 0, updatedAt: now }, tx);
    return true;
  });
}

/** Drives one schedule as far as it goes now; safe to repeat from any process. */
async function placeOne(deps: SchedulePlaceDeps, s: ScheduleRow): Promise<void> {
  const now = deps.now();
  let schedule = s;
  if (s.status === "scheduled") {
    const claimed = await deps.schedules.move(s.id, ["scheduled"], {
      status: "placing",
      placedAt: now,
      updatedAt: now,
    });
    if (!claimed) return;
    schedule = claimed;
  }
  let order = await deps.repo.order(schedule.orderId);
  if (!order) return;
  if (
    order.status === ORDER_STATUS.draft ||
    order.status === ORDER_STATUS.paymentProcessing ||
    order.status === ORDER_STATUS.paymentFailed
  ) {
    let reference: string;
    try {
      const opened = await checkout(deps, schedule.userId, order.id, schedule.acceptWaitlist);
      reference = opened.paymentReference;
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      // Its turn in the opening's queue has not come: the next round asks again.
      if (error.code === ErrorCode.queued) return;
      // Another round (process) moved the order on: it, or the next round, goes on from there.
      if (error.code === ErrorCode.order_not_payable) return;
      if (error.code === ErrorCode.seat_status_changed_wl) {
        return end(deps, schedule, "waitlisted", "Seat Status has changed to Waiting List!");
      }
      if (error.code === ErrorCode.booking_refused || error.code === ErrorCode.booking_closed) {
        return end(deps, schedule, "closed", `Booking has been closed: ${error.message}`);
      }
      return end(deps, schedule, "failed", error.message);
    }
    try {
      if (!(await authoriseFromHold(deps, schedule, reference))) return;
    } catch (error) {
      if (error instanceof DomainError && error.code === ErrorCode.low_wallet_balance) {
        return end(deps, schedule, "failed", "Low Wallet balance!");
      }
      throw error;
    }
    order = await deps.repo.order(schedule.orderId);
    if (!order) return;
  }
  if (order.status === ORDER_STATUS.bookingPending && order.holdId) {
    const authorised = await deps.railway.authorizeWithMandate(order.holdId, schedule.mandateId);
    if (!authorised.ok) await deps.settlement.fail(order.id, authorised);
    else await deps.settlement.completePaid(order.id);
    order = await deps.repo.order(schedule.orderId);
    if (!order) return;
  }
  if (order.status === ORDER_STATUS.bookingSuccessful) {
    await end(deps, schedule, "booked", `Booked: PNR ${order.pnr ?? ""}`.trim());
  } else if (order.status === ORDER_STATUS.bookingFailed) {
    await end(deps, schedule, "failed", order.failureReason ?? "The railway could not book it.");
  }
}

/**
 * The scheduler's round (every second, any number of processes): the notice
 * 15 minutes before, then every schedule whose opening has come, claimed by
 * a guarded update and driven on through the same checkout and waiting room
 * as everyone, the payment from the held amount, the railway's mandate and
 * the settlement. Nothing here charges twice: each step is idempotent or
 * guarded on the state it leaves.
 */
export async function runSchedules(
  deps: SchedulePlaceDeps,
  log: (error: unknown) => void = () => undefined,
): Promise<{ notified: number; placed: number }> {
  const now = deps.now();
  const notified = await notifyDue(deps, now);
  const due = await deps.schedules.due(now, ROUND);
  await Promise.all(due.map((s) => placeOne(deps, s).catch(log)));
  if (notified > 0 || due.length > 0) void deps.messages.flush();
  return { notified, placed: due.length };
}

async function notifyDue(deps: SchedulePlaceDeps, now: Date): Promise<number> {
  const rows = await deps.schedules.toNotify(now, SCHEDULE_NOTICE_MS, ROUND);
  let sent = 0;
  for (const s of rows) {
    const order = await deps.repo.order(s.orderId);
    if (!order) continue;
    const told = await deps.repo.transaction(async (tx) => {
      if (!(await deps.schedules.markNotified(s.id, now, tx))) return false;
      await notice(deps, order, s, tx);
      return true;
    });
    if (told) sent += 1;
  }
  return sent;
}

/**
 * The notice 15 minutes before the opening (SMS and e-mail), in the account's stored
 * language (ADR 028): names, codes, the time and the amount as printed.
 */
export function scheduleNoticeWords(
  input: {
    orderId: string;
    trainNumber: string;
    classCode: string;
    journeyDate: string;
    opensAt: Date;
    heldPaise: number;
  },
  locale: Locale,
): { subject: string; text: string } {
  const time = istTime(input.opensAt);
  const held = formatPaise(input.heldPaise);
  if (locale === "hi") {
    const what = `${input.journeyDate} की ${input.trainNumber} ${input.classCode} (तत्काल)`;
    return {
      subject: `तत्काल ${time} बजे खुलेगा: आपकी बुकिंग ${input.orderId} तैयार है`,
      text: `आपकी ${what} की वन-क्लिक तत्काल बुकिंग ${time} बजे तत्काल खुलते ही अपने आप हो जाएगी। आपके वॉलेट में ${held} रोके गए हैं, जो टिकट जारी होने पर ही लिए जाएँगे।`,
    };
  }
  const what = `${input.trainNumber} ${input.classCode} (Tatkal) on ${input.journeyDate}`;
  return {
    subject: `Tatkal opens at ${time}: your booking ${input.orderId} is ready`,
    text: `Your one-click Tatkal booking of ${what} is placed by itself when Tatkal opens at ${time}. ${held} is held in your wallet and taken only if a ticket is issued.`,
  };
}

async function notice(
  deps: SchedulePlaceDeps,
  order: OrderRow,
  s: ScheduleRow,
  tx: Parameters<Messages["enqueue"]>[1],
): Promise<void> {
  const { contact } = (order.request as StoredRequest).details;
  const words = scheduleNoticeWords(
    {
      orderId: order.id,
      trainNumber: order.trainNumber,
      classCode: order.classCode,
      journeyDate: order.journeyDate,
      opensAt: s.opensAt,
      heldPaise: s.heldPaise,
    },
    await deps.messages.languageOf(order.userId, tx),
  );
  await deps.messages.enqueue(
    {
      channel: "sms",
      recipient: contact.mobile,
      purpose: "tatkal_schedule",
      body: `Safar: ${words.text}`,
    },
    tx,
  );
  await deps.messages.enqueue(
    {
      channel: "email",
      recipient: contact.email,
      purpose: "tatkal_schedule",
      subject: words.subject,
      body: words.text,
    },
    tx,
  );
}
