import { randomUUID } from "node:crypto";
import { ORDER_STATUS } from "@safar/contracts/booking";
import { DomainError, ErrorCode } from "@safar/contracts/errors";
import { type ScheduleCard, TATKAL_SCHEDULE_LIMITS } from "@safar/contracts/tatkal-schedule";
import type { Clock } from "@safar/domain/clock";
import { type Opening, openingKey } from "@safar/domain/waiting-room";
import type { RailwayGateway } from "@safar/railway/gateway";
import type { OrderRow } from "../booking.repository.ts";
import type { ScheduleRepository } from "../schedule.repository.ts";
import {
  type BookingRepository,
  journeyOf,
  ownOrder,
  type StoredRequest,
  type WalletRepository,
} from "./orders.ts";
import { scheduleCard } from "./schedule-cards.ts";

export interface ScheduleBookDeps {
  now: Clock;
  railway: Pick<RailwayGateway, "eligibility" | "mandate" | "mandateUrl">;
  repo: Pick<BookingRepository, "orderOf" | "transaction">;
  schedules: ScheduleRepository;
  wallets: Pick<WalletRepository, "read" | "hold">;
  initialWalletPaise: number;
}

/** The one-click page the railway's authorisation comes back to (with the waitlist choice). */
export const oneClickPath = (orderId: string, acceptWaitlist: boolean) =>
  `/trains/oct?orderId=${orderId}&wl=${acceptWaitlist ? 1 : 0}`;

const passengersOf = (order: OrderRow) => (order.request as StoredRequest).details.passengers;

/**
 * What must hold for a draft to be scheduled (ADR 022): a Tatkal draft of
 * the user, its opening still far enough ahead, the ID able to book Tatkal,
 * and room under the per-opening limit (the user's and the ID's).
 */
async function checkSchedulable(
  deps: ScheduleBookDeps,
  userId: string,
  order: OrderRow,
  now: Date,
): Promise<{ opening: Opening; key: string }> {
  if (order.status !== ORDER_STATUS.draft) {
    throw new DomainError(ErrorCode.tatkal_schedule_error, {
      message: "This booking can no longer be scheduled: it has been paid for or has ended.",
    });
  }
  if (order.quota !== "TQ" && order.quota !== "PT") {
    throw new DomainError(ErrorCode.tatkal_schedule_error, {
      message: "Only Tatkal bookings can be scheduled.",
    });
  }
  const judged = await deps.railway.eligibility(journeyOf(order), order.railwayUserId);
  if (!judged.ok) throw new DomainError(ErrorCode.booking_refused, { message: judged.message });
  const closed = judged.obstacles.find((o) => o.kind === "closed");
  if (closed) throw new DomainError(ErrorCode.booking_closed, { message: closed.message });
  const opening = judged.opening;
  if (now.getTime() >= opening.opensAt.getTime() - TATKAL_SCHEDULE_LIMITS.closesBeforeMs) {
    throw new DomainError(ErrorCode.booking_closed, {
      message:
        "Booking has been closed for scheduling: Tatkal opens in under 2 minutes. Book it yourself when it opens.",
    });
  }
  const blocker = judged.obstacles.find((o) => o.kind === "aadhaar" || o.kind === "monthly_limit");
  if (blocker) throw new DomainError(ErrorCode.tatkal_schedule_error, { message: blocker.message });
  const key = openingKey(opening);
  const limit = TATKAL_SCHEDULE_LIMITS.perOpening;
  if (
    (await deps.schedules.activeCount(key, { userId })) >= limit ||
    (await deps.schedules.activeCount(key, { railwayUserId: order.railwayUserId })) >= limit
  ) {
    throw new DomainError(ErrorCode.tatkal_schedule_limit, {
      message: `Tatkal scheduling limit reached: ${limit} bookings for each opening, per account and per IRCTC user ID.`,
    });
  }
  return { opening, key };
}

async function spendable(deps: ScheduleBookDeps, userId: string, now: Date): Promise<number> {
  const w = await deps.wallets.read(userId, deps.initialWalletPaise, now);
  return w.balance - w.held;
}

/** Before the railway's page: can this draft be scheduled, and where to authorise it. */
export async function prepareSchedule(
  deps: ScheduleBookDeps,
  userId: string,
  orderId: string,
  acceptWaitlist: boolean,
) {
  const now = deps.now();
  const order = await ownOrder(deps.repo, userId, orderId);
  const { opening } = await checkSchedulable(deps, userId, order, now);
  const wallet = await spendable(deps, userId, now);
  if (wallet < order.totalPaise) throw new DomainError(ErrorCode.low_wallet_balance);
  const journey = journeyOf(order);
  return {
    orderId,
    amountPaise: order.totalPaise,
    walletSpendablePaise: wallet,
    opensAt: opening.opensAt.toISOString(),
    mandateUrl: deps.railway.mandateUrl(
      { ...journey, railwayUserId: order.railwayUserId, passengers: passengersOf(order).length },
      oneClickPath(orderId, acceptWaitlist),
    ),
  };
}

/**
 * `v2/user/oct/reserve`: with the railway's authorisation for this very
 * booking, the amount is held in the wallet and the schedule stored, in one
 * transaction under the user's and the ID's locks (the limit). Idempotent
 * per order.
 */
export async function reserveSchedule(
  deps: ScheduleBookDeps,
  userId: string,
  request: { orderId: string; mandateId: string; acceptWaitlist: boolean },
): Promise<ScheduleCard> {
  const now = deps.now();
  const order = await ownOrder(deps.repo, userId, request.orderId);
  const existing = await deps.schedules.ofOrder(order.id);
  if (existing) return scheduleCard(existing, order, now);
  const { opening, key } = await checkSchedulable(deps, userId, order, now);
  const mandate = await deps.railway.mandate(request.mandateId);
  const journey = journeyOf(order);
  const matches =
    mandate !== null &&
    mandate.railwayUserId === order.railwayUserId &&
    mandate.trainNumber === journey.trainNumber &&
    mandate.from === journey.from &&
    mandate.to === journey.to &&
    mandate.date === journey.date &&
    mandate.classCode === journey.classCode &&
    mandate.quota === journey.quota &&
    mandate.passengers === passengersOf(order).length &&
    mandate.usedAt === null &&
    mandate.expiresAt.getTime() > opening.opensAt.getTime();
  if (!matches) {
    throw new DomainError(ErrorCode.tatkal_schedule_error, {
      message:
        "The railway's authorisation does not match this booking. Please authorise it again on the railway's page.",
    });
  }
  const row = await deps.repo.transaction(async (tx) => {
    await deps.schedules.lockUser(tx, userId);
    await deps.schedules.lockRailwayUser(tx, order.railwayUserId);
    const again = await deps.schedules.ofOrder(order.id, tx);
    if (again) return again;
    const limit = TATKAL_SCHEDULE_LIMITS.perOpening;
    if (
      (await deps.schedules.activeCount(key, { userId }, tx)) >= limit ||
      (await deps.schedules.activeCount(key, { railwayUserId: order.railwayUserId }, tx)) >= limit
    ) {
      throw new DomainError(ErrorCode.tatkal_schedule_limit);
    }
    await deps.wallets.read(userId, deps.initialWalletPaise, now, tx);
    if (!(await deps.wallets.hold(userId, order.totalPaise, now, tx))) {
      throw new DomainError(ErrorCode.low_wallet_balance);
    }
    const schedule = {
      id: randomUUID(),
      userId,
      orderId: order.id,
      railwayUserId: order.railwayUserId,
      openingKey: key,
      opensAt: opening.opensAt,
      status: "scheduled" as const,
      acceptWaitlist: request.acceptWaitlist,
      heldPaise: order.totalPaise,
      mandateId: request.mandateId,
      outcome: null,
      createdAt: now,
      updatedAt: now,
      notifiedAt: null,
      placedAt: null,
    };
    await deps.schedules.insert(schedule, tx);
    return schedule;
  });
  return scheduleCard(row, order, now);
}
