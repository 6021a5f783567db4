import type { ClassCode } from "@safar/contracts/code-tables";
import type { Database, RawSql, SqlRunner } from "@safar/db/client";
import type { Clock } from "@safar/domain/clock";
import { summarize } from "../availability/summary.ts";
import type { HoldRequest, PassengerRequest, RailwayGateway } from "../gateway.ts";
import { loadConfiguredNetwork } from "../network/load.ts";
import type { TimetabledTrain } from "../network/model.ts";
import {
  buildNetworkReadModel,
  createNetworkGateway,
  type NetworkReadModel,
} from "../network-gateway.ts";
import { availabilityCacheFor, createRailwayGateway } from "../railway-gateway.ts";
import { type BookingRulesConfig, DEFAULT_BOOKING_RULES } from "../rules/check-booking.ts";
import { runKeyString } from "./reservations.repository.ts";
import {
  createReservationService,
  type ReservationService,
  type ReservationServiceOptions,
} from "./service.ts";
import type { BookingUsers } from "./use-cases/context.ts";

/** Shared by the booking tests and benches: the demo network, a users stub and request builders. */

let demo: Promise<NetworkReadModel> | undefined;
export function demoModel(): Promise<NetworkReadModel> {
  demo ??= loadConfiguredNetwork(undefined).then(({ network }) => buildNetworkReadModel(network));
  return demo;
}

export function trainsOf(model: NetworkReadModel): Map<string, TimetabledTrain> {
  return new Map(model.timetable.map((t) => [t.number, t]));
}

/**
 * The booking rules with no monthly ticket limit: for the benches and storms
 * in which a few railway user IDs book far more than 24 tickets (the limit
 * counts each ID's held and booked PNRs, whatever `stubUsers` says).
 */
export const NO_MONTHLY_LIMIT: BookingRulesConfig = {
  ...DEFAULT_BOOKING_RULES,
  monthly: { basic: Number.POSITIVE_INFINITY, aadhaarVerified: Number.POSITIVE_INFINITY },
};

/** Railway users kept in memory: every ID is known, Aadhaar-verified unless listed otherwise. */
export function stubUsers(
  overrides: Record<string, { aadhaarVerified?: boolean; ticketsThisMonth?: number } | null> = {},
): BookingUsers {
  return {
    async bookingProfile(userId) {
      const o = overrides[userId];
      if (o === null) return null;
      return {
        aadhaarVerified: o?.aadhaarVerified ?? true,
        ticketsThisMonth: o?.ticketsThisMonth ?? 0,
      };
    },
  };
}

export function serviceOn(
  database: Pick<Database, "sql">,
  model: NetworkReadModel,
  clock: Clock,
  options: ReservationServiceOptions = {},
  users: BookingUsers = stubUsers(),
): ReservationService {
  const stations = new Map(model.network.stations.map((s) => [s.code, s]));
  return createReservationService({
    sql: database.sql,
    trains: trainsOf(model),
    station: (code) => stations.get(code),
    users,
    clock,
    options: { pnrSeed: 42, ...options },
  });
}

/**
 * The booking core and the railway gateway over it, wired as `createRailway`
 * wires them: every committed change refreshes the gateway's availability
 * cache (entries live `cacheTtlMs`; below 0, every read goes to the core).
 */
export function railwayOn(
  database: Pick<Database, "sql">,
  model: NetworkReadModel,
  clock: Clock,
  options: ReservationServiceOptions = {},
  users: BookingUsers = stubUsers(),
  cacheTtlMs = 60_000,
): { service: ReservationService; gateway: RailwayGateway } {
  const cache = availabilityCacheFor({ ttlMs: cacheTtlMs });
  const service: ReservationService = serviceOn(
    database,
    model,
    clock,
    {
      ...options,
      onChange: (k, state, version) => {
        const layout = service.layoutOf(k.trainNumber);
        if (layout) cache.set(runKeyString(k), summarize(state, layout, version));
        options.onChange?.(k, state, version);
      },
    },
    users,
  );
  const gateway = createRailwayGateway({
    network: createNetworkGateway(model, clock),
    trains: trainsOf(model),
    reservations: service,
    accounts: { status: async () => null },
    clock,
    cache,
  });
  return { service, gateway };
}

/**
 * The first daily train of the model carrying every class in `classes` and
 * leaving its origin between `departFrom` and `departBefore` (minutes of the
 * day, IST): the tests pick trains by what they need, not by number.
 */
export function dailyTrain(
  model: NetworkReadModel,
  classes: readonly ClassCode[],
  departFrom = 0,
  departBefore = 1440,
): TimetabledTrain {
  const found = model.timetable.find((t) => {
    const dep = t.stops[0]?.departureMin ?? -1;
    return (
      t.runsOn.every(Boolean) &&
      classes.every((c) => t.classes.includes(c)) &&
      dep >= departFrom &&
      dep < departBefore
    );
  });
  if (!found)
    throw new Error(
      `no daily train with ${classes.join(", ")} leaving ${departFrom}–${departBefore} min`,
    );
  return found;
}

let keySeq = 0;
export const adult = (over: Partial<PassengerRequest> = {}): PassengerRequest => ({
  name: "Asha Rao",
  age: 34,
  gender: "Female",
  berthPreference: "NP",
  food: "D",
  ...over,
});

/**
 * A request for the whole run of a train (origin to destination), by a
 * railway user ID of its own unless one is given: the railway counts each
 * ID's tickets of the month (12, or 24 with Aadhaar) from its own PNRs.
 */
export function requestFor(
  train: TimetabledTrain,
  date: string,
  classCode: ClassCode,
  over: Partial<HoldRequest> = {},
): HoldRequest {
  keySeq++;
  return {
    trainNumber: train.number,
    from: train.from,
    to: train.to,
    date,
    classCode,
    quota: "GN",
    railwayUserId: `traveller_${keySeq}`,
    passengers: [adult()],
    idempotencyKey: `test-key-${process.pid}-${keySeq}-${Math.random().toString(36).slice(2)}`,
    ...over,
  };
}

/**
 * A stand-in for the database in the use cases' unit tests: each named
 * statement answers the rows given for its name (none by default), and every
 * call is recorded.
 */
export function fakeSql(
  answers: Record<string, unknown[]> = {},
): RawSql & { calls: { name: string | undefined; params: unknown[] | undefined }[] } {
  const calls: { name: string | undefined; params: unknown[] | undefined }[] = [];
  const runner: SqlRunner = {
    async query<R>(_text: string, params?: unknown[], name?: string): Promise<R[]> {
      calls.push({ name, params });
      return (answers[name ?? ""] ?? []) as R[];
    },
  };
  return { calls, query: runner.query, transaction: (fn) => fn(runner) };
}
