import type { ClassCode } from "@safar/contracts/code-tables";
import type { SqlRunner } from "@safar/db/client";
import type { Clock } from "@safar/domain/clock";
import { fromRow, type Occupancy, type PaxKey, paxKey } from "../allocation/occupancy.ts";
import { currentStatuses } from "../allocation/promote.ts";
import type { Ticket, TicketPassenger } from "../gateway.ts";
import type { InventoryQuota, RunLayout } from "../inventory/layout.ts";
import { formatPassengerStatus, type PassengerStatus } from "../inventory/status-text.ts";
import type { TimetabledTrain } from "../network/model.ts";
import { arrivalAt, departureAt } from "./journey.ts";
import type { OtherTravellers } from "./other-travellers.ts";
import type { PnrRecord, RunKey } from "./reservations.repository.ts";
import * as repo from "./reservations.repository.ts";
import { rememberState, type StateCache } from "./state-cache.ts";
import type { JobResult } from "./use-cases/context.ts";

/** The ticket reads of the booking core: a PNR's ticket, a stored hold's answer. */

export interface TicketDeps {
  trains: ReadonlyMap<string, TimetabledTrain>;
  layoutOf(trainNumber: string): RunLayout | null;
  states: StateCache;
  /** Other travellers (ADR 019): a ticket's place in line as it stands now. */
  others?: {
    travellers: OtherTravellers;
    clock: Clock;
    chartDueOf(train: TimetabledTrain, runDate: string): Date;
  };
}

/** Current statuses print the bare waitlist form: `WL 12` (booked as `GNWL 45`). */
export function currentForm(s: PassengerStatus): PassengerStatus {
  return s.kind === "waitlist" ? { ...s, list: null } : s;
}

/** The answer to a hold already stored (the same idempotency key again). */
export async function holdOf(
  deps: TicketDeps,
  d: SqlRunner,
  record: PnrRecord,
): Promise<JobResult> {
  const ticket = await ticketOf(deps, d, record);
  return {
    ok: true,
    holdId: record.holdId,
    pnr: record.pnr,
    expiresAt: record.expiresAt,
    totalFare: record.totalFare,
    passengers: ticket.passengers,
  };
}

/** The state of a run and class as committed: from memory when the stored version matches. */
async function committedState(
  states: StateCache,
  d: SqlRunner,
  k: RunKey,
  layout: RunLayout,
): Promise<{
  state: Occupancy | null;
  version: number;
  chartedAt: Date | null;
  simAt: Date | null;
}> {
  const v = await repo.occupancyVersion(d, k);
  if (!v) return { state: null, version: -1, chartedAt: null, simAt: null };
  const ks = repo.runKeyString(k);
  const known = states.get(ks);
  if (known && known.version === v.version) return { ...v, state: known.state };
  const occ = await repo.readOccupancy(d, k);
  if (!occ) return { state: null, version: -1, chartedAt: null, simAt: null };
  const parsed = fromRow(occ.state, layout);
  if (!parsed.ok) throw new Error(`occupancy of ${ks}: ${parsed.reason}`);
  rememberState(states, ks, occ.version, parsed.state);
  return { state: parsed.state, version: occ.version, chartedAt: occ.chartedAt, simAt: occ.simAt };
}

/** The ticket of a PNR; `justBooked` skips the refunds (none yet). */
export async function ticketOf(
  deps: TicketDeps,
  d: SqlRunner,
  record: PnrRecord,
  justBooked = false,
): Promise<Ticket> {
  const { trains, layoutOf, states } = deps;
  const train = trains.get(record.trainNumber);
  const layout = layoutOf(record.trainNumber);
  if (!train || !layout) throw new Error(`unknown train ${record.trainNumber}`);
  const k: RunKey = {
    trainNumber: record.trainNumber,
    runDate: record.runDate,
    classCode: record.classCode,
  };
  const [pax, occ, refunded] = await Promise.all([
    repo.passengersOf(d, record.pnr),
    committedState(states, d, k, layout),
    justBooked ? 0 : repo.refundedTotal(d, record.pnr),
  ]);
  // As it stands now: other travellers may have cancelled ahead of us since the last write.
  const state =
    occ.state && deps.others && !justBooked
      ? deps.others.travellers.current(
          {
            train,
            layout,
            key: k,
            chartDueAt: deps.others.chartDueOf(train, k.runDate),
            stored: { state: occ.state, version: occ.version, simAt: occ.simAt },
          },
          deps.others.clock(),
        )
      : occ.state;
  const statuses = state ? currentStatuses(state, layout) : new Map<PaxKey, PassengerStatus>();
  const boardIdx = train.stops.findIndex((s) => s.code === record.boardingCode);
  const toIdx = train.stops.findIndex((s) => s.code === record.toCode);
  const ended = record.state === "released" || record.state === "expired";
  return {
    pnr: record.pnr,
    state: record.state,
    trainNumber: record.trainNumber,
    trainName: train.name,
    date: record.journeyDate,
    from: record.fromCode,
    to: record.toCode,
    boardingPoint: record.boardingCode,
    departure: departureAt(train, record.runDate, boardIdx) ?? new Date(0),
    arrival: arrivalAt(train, record.runDate, toIdx) ?? new Date(0),
    classCode: record.classCode as ClassCode,
    quota: record.quota as InventoryQuota,
    chartPrepared: occ.chartedAt !== null,
    passengers: pax.map((p) => {
      const booking = p.bookingStatus;
      let current: string;
      if (p.cancelledAt || ended) current = "CAN";
      else if (p.noBerth) current = booking;
      else {
        const s = statuses.get(paxKey(p.pnr, p.n));
        current = s ? formatPassengerStatus(currentForm(s)) : "CAN";
      }
      return {
        number: p.n,
        name: p.name,
        age: p.age,
        gender: p.gender as TicketPassenger["gender"],
        bookingStatus: booking,
        currentStatus: current,
        fare: p.fare,
        infant: p.infant,
      };
    }),
    totalFare: record.totalFare,
    refunded,
    bookedAt: record.confirmedAt,
  };
}
