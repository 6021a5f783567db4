import type { ErrorCode } from "@safar/contracts/errors";
import type { RawSql, SqlRunner } from "@safar/db/client";
import type { Clock } from "@safar/domain/clock";
import type { Paise } from "@safar/domain/money";
import type { LRUCache } from "lru-cache";
import type { AllocPassenger } from "../../allocation/allocate.ts";
import type { Occupancy } from "../../allocation/occupancy.ts";
import type { HoldRequest, RailwayRefusal, RailwayResult, Ticket } from "../../gateway.ts";
import type { RunLayout } from "../../inventory/layout.ts";
import type { TimetabledTrain } from "../../network/model.ts";
import type { BookingRulesConfig } from "../../rules/check-booking.ts";
import type { Journey } from "../journey.ts";
import type { OtherTravellers } from "../other-travellers.ts";
import type { PnrRecord, RunKey } from "../reservations.repository.ts";

/**
 * What the reservation use cases share with the booking core (composed in
 * `../service.ts`): the jobs it runs under a run's lock (`../batch/`), and the
 * reads and caches it keeps.
 */

export type Job =
  | { kind: "book"; prepared: PreparedBooking }
  | { kind: "release"; holdId: string }
  | { kind: "expire" }
  | { kind: "cancel"; pnr: string; numbers: number[] }
  | { kind: "quote"; pnr: string; numbers: number[] }
  | { kind: "board"; pnr: string; boardingCode: string }
  | { kind: "chart" };

export type JobResult = RailwayResult<Record<string, unknown>>;

export interface PreparedBooking {
  request: HoldRequest;
  journey: Journey;
  layout: RunLayout;
  fares: Paise[];
  alloc: AllocPassenger[];
  infants: boolean[];
  now: Date;
  /** For the monthly limit, checked again in the batch under the user's lock. */
  userAadhaarVerified: boolean;
  pnrHasAadhaarVerifiedPassenger: boolean;
}

const _refusal = (reason: string, message: string, errorCode?: ErrorCode): RailwayRefusal =>
  errorCode ? { ok: false, reason, message, errorCode } : { ok: false, reason, message };

export const refusal = (reason: string, message: string, errorCode?: ErrorCode): RailwayRefusal =>
  errorCode ? { ok: false, reason, message, errorCode } : { ok: false, reason, message };

export const isUuid = (s: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(s);

export interface BookingUsers {
  /** The railway user's Aadhaar flag and tickets booked this IST month; null if unknown. */
  bookingProfile(
    userId: string,
    now: Date,
  ): Promise<{ aadhaarVerified: boolean; ticketsThisMonth: number } | null>;
}

/** The booking core as the use cases reach it. */
export interface ReservationContext {
  /** Plain SQL on the database. */
  sql: RawSql;
  trains: ReadonlyMap<string, TimetabledTrain>;
  clock: Clock;
  rules: BookingRulesConfig;
  /** Off only for the race tests: no occupancy row lock, no TDR decisions' lock. */
  locking: boolean;
  /** Loads the PNR key once (idempotent). */
  init(): Promise<void>;
  layoutOf(trainNumber: string): RunLayout | null;
  chartDueOf(train: TimetabledTrain, runDate: string): Date;
  /** Runs a job in the batch of its run and class, under the run's lock. */
  submit(k: RunKey, job: Job): Promise<JobResult>;
  ticketOf(d: SqlRunner, record: PnrRecord, justBooked?: boolean): Promise<Ticket>;
  holdOf(d: SqlRunner, record: PnrRecord): Promise<JobResult>;
  /** Other travellers (ADR 019); absent: only ours book. */
  others?: OtherTravellers;
  /** The last committed state of each run and class this process saw. */
  states: Pick<LRUCache<string, { version: number; state: Occupancy }>, "get">;
  remember(k: string, version: number, state: Occupancy): void;
}
