import type { ClassCode, QuotaCode } from "@safar/contracts/code-tables";
import type { SqlRunner } from "@safar/db/client";
import type { Paise } from "@safar/domain/money";
import { fromRow, type PaxKey, paxKey } from "../../allocation/occupancy.ts";
import { currentStatuses } from "../../allocation/promote.ts";
import { FareError, fare } from "../../fares/fare.ts";
import { journeyFare } from "../../fares/journey-fare.ts";
import type { PassengerStatus } from "../../inventory/status-text.ts";
import type { TimetabledTrain } from "../../network/model.ts";
import type { TdrReason } from "../../refunds/tdr.ts";
import {
  decideTdr,
  NON_AC_CLASS,
  type SeatKind,
  seatKind,
  TDR_REVIEW_MS,
  type TdrClaimPassenger,
  type TdrDecision,
} from "../../refunds/tdr-decision.ts";
import { journeyStops } from "../../timetable/stops.ts";
import type { PassengerRecord, PnrRecord, TdrRecord } from "../reservations.repository.ts";
import * as repo from "../reservations.repository.ts";
import type { ReservationContext } from "./context.ts";
import { tdrTimes } from "./tdr-times.ts";

type Deps = Pick<ReservationContext, "sql" | "clock" | "trains" | "layoutOf" | "locking">;

/**
 * The railway decides every TDR filed `TDR_REVIEW_DAYS` ago or earlier (the
 * jobs round, `../jobs.ts`); how many it decided. One claim a transaction:
 *
 * 1. the decisions' advisory lock (`lockTdrDecisions`), held to the commit,
 *    so deciders in every process take turns and `decision_seq` (max + 1
 *    read under the lock) commits in its order — a partner reading after the
 *    last decision it paid never skips one;
 * 2. the oldest undecided due claim, its row locked;
 * 3. the PNR's claim lock (`lockTdrClaims`), which a cancellation of the PNR
 *    takes too (`../batch/cancel.ts`): a passenger cancelled before this
 *    point is left out of the refund, and none is cancelled after it while a
 *    claim stands (the cancellation is refused);
 * 4. the rules (`refunds/tdr-decision.ts`) on the run's times, the
 *    passengers' statuses and the fare calculator, then the guarded update
 *    (`decided_at is null`).
 *
 * `locking: false` (race tests only) leaves out step 1.
 */
export async function decideDueTdrs(deps: Deps, limit = 100): Promise<number> {
  let decided = 0;
  for (let i = 0; i < limit; i++) {
    const outcome = await decideNext(deps);
    if (outcome === "none") break;
    if (outcome === "decided") decided++;
  }
  return decided;
}

async function decideNext(deps: Deps): Promise<"none" | "decided" | "skipped"> {
  const now = deps.clock();
  return deps.sql.transaction(async (q) => {
    if (deps.locking) await repo.lockTdrDecisions(q);
    const tdr = await repo.nextDueTdr(q, new Date(now.getTime() - TDR_REVIEW_MS));
    if (!tdr) return "none";
    await repo.lockTdrClaims(q, tdr.pnr);
    const decision = await judge(deps, q, tdr, now);
    const seq = await repo.nextTdrDecisionSeq(q);
    const recorded = await repo.recordTdrDecision(q, tdr.id, {
      status: decision.status,
      refund: decision.refund,
      note: decision.note,
      decidedAt: now,
      seq,
    });
    return recorded ? "decided" : "skipped";
  });
}

async function judge(deps: Deps, q: SqlRunner, tdr: TdrRecord, now: Date): Promise<TdrDecision> {
  const record = (await repo.findPnr(q, tdr.pnr)) as PnrRecord;
  const train = deps.trains.get(record.trainNumber);
  if (!train) throw new Error(`unknown train ${record.trainNumber}`);
  // Who is cancelled, read under the PNR's claim lock; then the statuses now (the chart's).
  const passengers = await repo.passengersOf(q, tdr.pnr);
  const statuses = await statusesNow(deps, q, record);
  const classCode = record.classCode as ClassCode;
  const reason = tdr.reason as TdrReason;
  const lower = lowerClassOf(train, record, classCode);
  const nonAc = NON_AC_CLASS[classCode] ?? null;
  const claimed: TdrClaimPassenger[] = tdr.passengerNumbers.flatMap((n) => {
    const p = passengers.find((x) => x.n === Number(n));
    if (!p) return [];
    const status = p.noBerth ? undefined : statuses?.get(paxKey(p.pnr, p.n));
    return [
      {
        number: p.n,
        farePaid: p.fare,
        cancelled: p.cancelledAt !== null,
        bookingStatus: seatKind(p.bookingStatus),
        chartStatus: status ? kindOf(status) : seatKind(p.bookingStatus),
        nonAcFare: reason === "ac_failure" && nonAc ? passengerFare(train, record, nonAc, p) : null,
        lowerClassFare:
          reason === "travelled_lower_class" && lower
            ? passengerFare(train, record, lower, p)
            : null,
      },
    ];
  });
  const times = tdrTimes(train, record, now);
  return decideTdr({
    reason,
    classCode,
    passengers: claimed,
    departureDelayMs: times.actualDeparture
      ? times.actualDeparture.getTime() - times.scheduledDeparture.getTime()
      : null,
    lowerClass: lower,
  });
}

/** Each passenger's status on the run now, read in the decision's transaction; null before any booking. */
async function statusesNow(
  deps: Pick<Deps, "layoutOf">,
  q: SqlRunner,
  record: PnrRecord,
): Promise<Map<PaxKey, PassengerStatus> | null> {
  const layout = deps.layoutOf(record.trainNumber);
  const occ = await repo.readOccupancy(q, {
    trainNumber: record.trainNumber,
    runDate: record.runDate,
    classCode: record.classCode,
  });
  if (!layout || !occ) return null;
  const parsed = fromRow(occ.state, layout);
  if (!parsed.ok) throw new Error(`occupancy of ${record.pnr}'s run: ${parsed.reason}`);
  return currentStatuses(parsed.state, layout);
}

const kindOf = (s: PassengerStatus): SeatKind =>
  s.kind === "rac" ? "RAC" : s.kind === "waitlist" ? "WL" : "CNF";

const fareQuota = (quota: string): QuotaCode =>
  quota === "PT" ? "TQ" : quota === "HP" ? "GN" : (quota as QuotaCode);

/**
 * What this passenger would have paid in another class for the same journey
 * (the fare calculator, whether or not the train carries the class): in the
 * ticket's quota, or general when that class has no Tatkal fare; at the fares
 * in force when the ticket was booked.
 */
function passengerFare(
  train: TimetabledTrain,
  record: PnrRecord,
  classCode: ClassCode,
  p: PassengerRecord,
): Paise | null {
  const leg = journeyStops(train, record.fromCode, record.toCode);
  if (!leg) return null;
  const request = {
    train,
    classCode,
    distanceKm: Math.max(1, leg.alight.distanceKm - leg.board.distanceKm),
    journey: { departureMin: leg.board.departureMin, arrivalMin: leg.alight.arrivalMin },
    passenger: { age: p.age, berth: !p.noBerth },
    bookedAt: record.createdAt,
  };
  for (const quota of [fareQuota(record.quota), "GN" as const]) {
    try {
      return fare({ ...request, quota }).total;
    } catch (error) {
      if (!(error instanceof FareError)) throw error;
    }
  }
  return null;
}

/** The class the train carries with the highest adult fare for this journey below the ticket's class. */
function lowerClassOf(
  train: TimetabledTrain,
  record: PnrRecord,
  classCode: ClassCode,
): ClassCode | null {
  const adult = (c: ClassCode) => {
    try {
      return journeyFare(train, record.fromCode, record.toCode, c, { bookedAt: record.createdAt })
        .total;
    } catch (error) {
      if (error instanceof FareError) return null;
      throw error;
    }
  };
  const own = adult(classCode);
  if (own === null) return null;
  let best: { classCode: ClassCode; fare: Paise } | null = null;
  for (const c of train.classes) {
    const f = adult(c);
    if (c === classCode || f === null || f >= own) continue;
    if (!best || f > best.fare) best = { classCode: c, fare: f };
  }
  return best?.classCode ?? null;
}
