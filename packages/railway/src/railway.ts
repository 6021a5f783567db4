import type { Database } from "@safar/db/client";
import type { Coordination } from "@safar/db/coordination";
import type { Clock } from "@safar/domain/clock";
import { addDays, istDate } from "@safar/domain/ist";
import {
  createRailwayAccounts,
  type RailwayAccounts,
  type RailwayAccountsConfig,
  type RailwayAccountsPortal,
} from "./accounts/accounts.ts";
import { loadMandateLinks, type MandateLinks } from "./accounts/mandate-link.ts";
import { createMemoryMessenger, type RailwayMessenger } from "./accounts/messenger.ts";
import { summarize } from "./availability/summary.ts";
import { type JobsLogger, type ReservationJobs, startReservationJobs } from "./booking/jobs.ts";
import { leavesOriginOn } from "./booking/journey.ts";
import { type RunKey, runKeyString } from "./booking/reservations.repository.ts";
import {
  createReservationService,
  type ReservationService,
  type ReservationServiceOptions,
} from "./booking/service.ts";
import type { RailwayGateway } from "./gateway.ts";
import type { TimetabledTrain } from "./network/model.ts";
import { createNetworkGateway, type NetworkReadModel } from "./network-gateway.ts";
import { PORTAL_PATHS } from "./portal/paths.ts";
import { createPredictions, warmingOrder } from "./prediction/predictions.ts";
import { availabilityCacheFor, createRailwayGateway } from "./railway-gateway.ts";

/**
 * The whole simulated railway over one database and one network read model:
 * the gateway the partner side uses, the accounts portal the railway's own
 * pages use, and the clockwork (charts, lapsed holds). The host builds it once
 * at start.
 */
export interface RailwaySystem {
  gateway: RailwayGateway;
  reservations: ReservationService;
  accounts: RailwayAccounts;
  portal: RailwayAccountsPortal;
  /** Where the railway's SMS and e-mails go (the in-memory outbox unless one is given). */
  messenger: RailwayMessenger;
  /** The railway's clock (its own pages read the time from it). */
  clock: Clock;
  /** Signs and checks the mandate page's links (`accounts/mandate-link.ts`). */
  mandateLinks: MandateLinks;
  jobs: ReservationJobs | null;
  close(): Promise<void>;
}

export interface RailwaySystemOptions {
  database: Pick<Database, "db" | "sql"> & Partial<Pick<Database, "lagging">>;
  model: NetworkReadModel;
  clock: Clock;
  log: JobsLogger;
  messenger?: RailwayMessenger;
  /** How often charts and lapsed holds are looked at; null runs no timer (tests). Default 30 s. */
  jobsIntervalMs?: number | null;
  reservations?: Omit<ReservationServiceOptions, "onChange">;
  accounts?: Partial<RailwayAccountsConfig>;
  /**
   * The public origin the links in the railway's e-mails start with
   * (`https://safar.example`); without it a reset link is a path on this host
   * (`/railway/reset-password?token=…`), where the portal serves it.
   */
  portalBaseUrl?: string;
  availabilityTtlMs?: number;
  /**
   * The other processes on this database (ADR 031): each committed change of
   * a run and class is noted to them (their cached availability of it is
   * outdated), and the jobs round runs only in the process that `leads()`.
   * Alone (tests, PGlite) when absent.
   */
  coordination?: Pick<
    Coordination,
    "leads" | "onTakeover" | "publish" | "subscribe" | "onReconnect"
  >;
  /** Confirmation predictions on a worker thread (default true). */
  predictions?: boolean;
  /**
   * (train, class) pairs whose predictions are prepared in the background
   * after start, the trains of the busiest stations first (`warmingOrder`),
   * and whose runs of the next `WARM_OTHER_TRAVELLERS_DAYS` days are played
   * with other travellers (when on); never delays start or a request. Default 160, or 0 when `jobsIntervalMs`
   * is null (tests).
   */
  warmPredictions?: number;
}

export const DEFAULT_WARM_PREDICTIONS = 160;

/** The note a committed change of a run and class sends to the other processes (ADR 031). */
export const AVAILABILITY_NOTE = "availability";

/** Days ahead whose runs are played at start for the busiest trains (ADR 019). */
export const WARM_OTHER_TRAVELLERS_DAYS = 4;
/** Other travellers are played for this many times the pairs whose predictions are warmed. */
export const WARM_OTHER_TRAVELLERS_SCALE = 2;

/** The runs (from tomorrow) of the warmed (train, class) pairs, nearest days first. */
export function otherTravellersToWarm(
  pairs: readonly { train: { number: string }; classCode: string }[],
  trains: ReadonlyMap<string, TimetabledTrain>,
  now: Date,
): RunKey[] {
  const today = istDate(now);
  const keys: RunKey[] = [];
  for (let d = 1; d <= WARM_OTHER_TRAVELLERS_DAYS; d++) {
    const runDate = addDays(today, d);
    for (const p of pairs) {
      const train = trains.get(p.train.number);
      if (train && leavesOriginOn(train, runDate))
        keys.push({ trainNumber: train.number, runDate, classCode: p.classCode });
    }
  }
  return keys;
}

export async function createRailway(options: RailwaySystemOptions): Promise<RailwaySystem> {
  const { database, model, clock } = options;
  const messenger = options.messenger ?? createMemoryMessenger();
  const trains = new Map(model.timetable.map((t) => [t.number, t]));
  const { accounts, portal } = createRailwayAccounts({
    db: database.db,
    messenger,
    trains,
    config: {
      resetLinkBase: `${(options.portalBaseUrl ?? "").replace(/\/+$/, "")}${PORTAL_PATHS.reset_password}`,
      ...options.accounts,
    },
  });
  const mandateLinks = await loadMandateLinks(database.db);
  const stations = new Map(model.network.stations.map((s) => [s.code, s]));
  const cache = availabilityCacheFor(
    options.availabilityTtlMs === undefined ? {} : { ttlMs: options.availabilityTtlMs },
  );
  const coordination = options.coordination;
  coordination?.subscribe((note) => {
    if (note.kind === AVAILABILITY_NOTE && typeof note.key === "string")
      cache.outdate(note.key, Number(note.version));
  });
  coordination?.onReconnect(() => cache.clear());
  const reservations: ReservationService = createReservationService({
    sql: database.sql,
    ...(database.lagging ? { laggingSql: database.lagging } : {}),
    trains,
    station: (code) => stations.get(code),
    users: accounts,
    clock,
    options: {
      ...options.reservations,
      onChange: (key, state, version) => {
        const layout = reservations.layoutOf(key.trainNumber);
        const k = runKeyString(key);
        if (layout) cache.set(k, summarize(state, layout, version));
        coordination?.publish({ kind: AVAILABILITY_NOTE, key: k, version });
      },
    },
  });
  await reservations.init();
  const predictions = options.predictions === false ? undefined : createPredictions();
  const gateway = createRailwayGateway({
    network: createNetworkGateway(model, clock),
    trains,
    reservations,
    accounts,
    clock,
    cache,
    mandateLinks,
    ...(predictions ? { predictions } : {}),
  });
  const warmCount =
    options.warmPredictions ?? (options.jobsIntervalMs === null ? 0 : DEFAULT_WARM_PREDICTIONS);
  const warming =
    warmCount > 0
      ? setTimeout(() => {
          const started = performance.now();
          const popular = model.stations.popular(20).map((s) => s.code);
          const order = warmingOrder(model.timetable, popular);
          const pairs = order.slice(0, warmCount);
          predictions
            ?.warm(pairs)
            .then((warmed) =>
              options.log.info(
                { warmed, ms: Math.round(performance.now() - started) },
                "confirmation predictions warmed",
              ),
            )
            .catch(() => undefined);
          // Other travellers of the same trains' next days, so their first search is quick.
          const keys = otherTravellersToWarm(
            order.slice(0, warmCount * WARM_OTHER_TRAVELLERS_SCALE),
            trains,
            clock(),
          );
          reservations
            .warmOtherTravellers(keys)
            .then((played) => {
              if (played > 0)
                options.log.info(
                  { played, ms: Math.round(performance.now() - started) },
                  "other travellers played for the busiest trains",
                );
            })
            .catch(() => undefined);
        }, 0)
      : null;
  warming?.unref();
  const interval = options.jobsIntervalMs === undefined ? 30_000 : options.jobsIntervalMs;
  const jobs =
    interval === null
      ? null
      : startReservationJobs(reservations, {
          intervalMs: interval,
          log: options.log,
          ...(coordination ? { runsHere: coordination.leads } : {}),
        });
  // A process that takes the jobs over from another runs a round at once.
  if (jobs && coordination) {
    coordination.onTakeover(() => void jobs.runOnce().catch(() => undefined));
  }
  return {
    gateway,
    reservations,
    accounts,
    portal,
    messenger,
    clock,
    mandateLinks,
    jobs,
    async close() {
      if (warming) clearTimeout(warming);
      await jobs?.stop();
      await reservations.idle();
      await predictions?.close();
    },
  };
}
