import { DomainError, ErrorCode } from "@safar/contracts/errors";
import { type ScheduleCard, TATKAL_SCHEDULE_LIMITS } from "@safar/contracts/tatkal-schedule";
import type { Clock } from "@safar/domain/clock";
import type { OrderRow } from "../booking.repository.ts";
import type { ScheduleRepository, ScheduleRow } from "../schedule.repository.ts";
import type { BookingRepository, StoredRequest, WalletRepository } from "./orders.ts";

/** How long finished schedules stay on the home card list. */
const RECENT_MS = 3 * 24 * 60 * 60_000;

export function scheduleCard(s: ScheduleRow, order: OrderRow, now: Date): ScheduleCard {
  return {
    scheduleId: s.id,
    orderId: s.orderId,
    state: s.status,
    trainNumber: order.trainNumber,
    trainName: order.trainName,
    from: order.fromCode,
    to: order.toCode,
    date: order.journeyDate,
    classCode: order.classCode,
    quota: order.quota,
    travellers: (order.request as StoredRequest).details.passengers.map((p) => p.name),
    railwayUserId: s.railwayUserId,
    opensAt: s.opensAt.toISOString(),
    heldPaise: s.heldPaise,
    acceptWaitlist: s.acceptWaitlist,
    outcome: s.outcome,
    pnr: order.pnr,
    changeable: changeable(s, now),
  };
}

export function changeable(s: ScheduleRow, now: Date): boolean {
  return (
    s.status === "scheduled" &&
    now.getTime() < s.opensAt.getTime() - TATKAL_SCHEDULE_LIMITS.closesBeforeMs
  );
}

export interface ScheduleCardsDeps {
  now: Clock;
  repo: Pick<BookingRepository, "transaction" | "orderOf">;
  schedules: ScheduleRepository;
  wallets: Pick<WalletRepository, "release">;
}

/** `v1/user/oct/homepage`: active schedules, and what became of the last three days' ones. */
export async function scheduleCards(deps: ScheduleCardsDeps, userId: string) {
  const now = deps.now();
  const rows = await deps.schedules.listOf(userId, new Date(now.getTime() - RECENT_MS));
  return {
    schedules: rows.map((r) => scheduleCard(r.schedule, r.order, now)),
    limitPerOpening: TATKAL_SCHEDULE_LIMITS.perOpening,
    checkedAt: now.toISOString(),
  };
}

/**
 * Deletes a schedule before the opening (spec §4 card action 'delete with
 * confirm'): in one transaction under its row lock, the state moves and the
 * held amount goes back to the wallet. Another user's is 404.
 */
export async function deleteSchedule(
  deps: ScheduleCardsDeps,
  userId: string,
  scheduleId: string,
): Promise<ScheduleCard> {
  const now = deps.now();
  const row = await deps.repo.transaction(async (tx) => {
    const s = await deps.schedules.lock(tx, scheduleId);
    if (!s || s.userId !== userId) {
      throw new DomainError(ErrorCode.not_found, { message: "No such scheduled booking" });
    }
    if (s.status === "deleted") return s;
    if (!changeable(s, now)) {
      throw new DomainError(ErrorCode.tatkal_schedule_error, {
        message:
          s.status === "scheduled"
            ? "Tatkal opens in under 2 minutes: this booking can no longer be deleted."
            : "This booking has already been placed.",
      });
    }
    const moved = await deps.schedules.move(
      s.id,
      ["scheduled"],
      { status: "deleted", heldPaise: 0, outcome: "Deleted by you", updatedAt: now },
      tx,
    );
    if (!moved) throw new DomainError(ErrorCode.tatkal_schedule_error);
    if (s.heldPaise > 0) await deps.wallets.release(userId, s.heldPaise, now, tx);
    return moved;
  });
  const order = await deps.repo.orderOf(userId, row.orderId);
  if (!order) throw new DomainError(ErrorCode.not_found, { message: "No such scheduled booking" });
  return scheduleCard(row, order, now);
}
