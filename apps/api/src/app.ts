import { createHash } from "node:crypto";
import fastifySwagger from "@fastify/swagger";
import { PARTNER_API } from "@safar/contracts/api";
import { HEALTH_ENDPOINTS } from "@safar/contracts/health";
import { UNCLAIMED_REFUNDS_PATH } from "@safar/contracts/unclaimed-refunds";
import type { Database } from "@safar/db/client";
import type { Coordination } from "@safar/db/coordination";
import type { Clock } from "@safar/domain/clock";
import { DEFAULT_WAITING_ROOM } from "@safar/domain/waiting-room";
import type { RailwayGateway } from "@safar/railway/gateway";
import type { FastifyInstance } from "fastify";
import type { Config } from "./config.ts";
import { route } from "./endpoints.ts";
import { installErrorHandler, notFoundBody } from "./errors.ts";
import { accountRoutes } from "./modules/account/account.routes.ts";
import { createAccountService } from "./modules/account/account.service.ts";
import { analyticsRoutes } from "./modules/analytics/analytics.routes.ts";
import { createAnalyticsService } from "./modules/analytics/analytics.service.ts";
import { authRoutes } from "./modules/auth/auth.routes.ts";
import { createAuthService } from "./modules/auth/auth.service.ts";
import { bookingRoutes } from "./modules/booking/booking.routes.ts";
import { createBookingService } from "./modules/booking/booking.service.ts";
import { cancellationRoutes } from "./modules/booking/cancellation.routes.ts";
import { tripRoutes } from "./modules/booking/trip.routes.ts";
import { unclaimedRefundRoutes } from "./modules/booking/unclaimed-refunds.routes.ts";
import { clientErrorRoutes } from "./modules/client-errors/client-errors.routes.ts";
import { consentsRoutes } from "./modules/consents/consents.routes.ts";
import { createConsentsService } from "./modules/consents/consents.service.ts";
import { coordinatesRoutes } from "./modules/coordinates/coordinates.routes.ts";
import { createCoordinatesService } from "./modules/coordinates/coordinates.service.ts";
import { favouritesRoutes } from "./modules/favourites/favourites.routes.ts";
import { createFavouritesService } from "./modules/favourites/favourites.service.ts";
import { healthRoutes } from "./modules/health/health.routes.ts";
import { createReadiness, type Readiness } from "./modules/health/readiness.ts";
import { homeExtrasRoutes } from "./modules/home-extras/home-extras.routes.ts";
import { createHomeExtrasService } from "./modules/home-extras/home-extras.service.ts";
import { liveStatusRoutes } from "./modules/live-status/live-status.routes.ts";
import { messagesRoutes } from "./modules/messages/messages.routes.ts";
import {
  createMessages,
  type MessageProvider,
  type Messages,
} from "./modules/messages/messages.service.ts";
import { myDataRoutes } from "./modules/my-data/my-data.routes.ts";
import { createMyDataService } from "./modules/my-data/my-data.service.ts";
import { pnrRoutes } from "./modules/pnr/pnr.routes.ts";
import { pnrStatusPath } from "./modules/pnr/pnr.service.ts";
import { promoRoutes } from "./modules/promo/promo.routes.ts";
import { createPromoService, type PromoRepository } from "./modules/promo/promo.service.ts";
import { railwayIdsRoutes } from "./modules/railway-ids/railway-ids.routes.ts";
import { createRailwayIdsService } from "./modules/railway-ids/railway-ids.service.ts";
import { createRetentionService, type PurgeCounts } from "./modules/retention/retention.service.ts";
import { seoRoutes } from "./modules/seo/seo.routes.ts";
import { smartFilterRoutes } from "./modules/smart-filter/smart-filter.routes.ts";
import { tatkalReminderRoutes } from "./modules/tatkal-reminders/tatkal-reminders.routes.ts";
import { createTatkalRemindersService } from "./modules/tatkal-reminders/tatkal-reminders.service.ts";
import { trainsRoutes } from "./modules/trains/trains.routes.ts";
import { travellersRoutes } from "./modules/travellers/travellers.routes.ts";
import { waitingRoomRoutes } from "./modules/waiting-room/waiting-room.routes.ts";
import { createWaitingRoomService } from "./modules/waiting-room/waiting-room.service.ts";
import { swaggerOptions } from "./openapi.ts";
import { createDatabaseStore } from "./rate-limit.repository.ts";
import { installRateLimits, type RateLimitStore } from "./rate-limit.ts";

export interface ApiDeps {
  config: Config;
  database: Database;
  /** The current instant; tests inject a fixed clock (`@safar/test-kit/clock`). */
  now: Clock;
  /**
   * The simulated national reservation system (ADR 004, 006), built by the
   * host from the network it imported at start and the database.
   */
  railway: RailwayGateway;
  /** Where SMS and e-mail go; the simulated provider when absent (ADR 011). */
  messageProvider?: MessageProvider;
  /**
   * How often the booking reconciler and the Tatkal reminders' job run; null:
   * never on their own (tests call them). Default 60 s.
   */
  reconcileEveryMs?: number | null;
  /**
   * How often the one-click Tatkal scheduler runs (ADR 022): default every
   * second; null: never by itself (tests call `runTatkalSchedules`).
   */
  scheduleEveryMs?: number | null;
  /**
   * How often the retention job deletes what is past its period (docs/security.md
   * "Retention"): default hourly; null: never by itself (tests call `purgeExpired`).
   */
  retentionEveryMs?: number | null;
  /** The outbox, when the host made it (to share it with the railway's messenger); else made here. */
  messages?: Messages;
  /** Where the per-client rate limits count (R6); this process's memory when absent. */
  rateLimitStore?: RateLimitStore;
  /** Milliseconds now for the rate limits' windows; real time when absent (tests move it). */
  rateLimitClock?: () => number;
  /**
   * Whether this process runs the deployment's jobs (the reconciler, the
   * Tatkal reminders and scheduler, retention, pruning the shared rate-limit
   * windows): with several processes on one database only the one holding
   * the jobs lock does (ADR 031); when absent, this process does.
   */
  jobs?: Pick<Coordination, "leads" | "onTakeover">;
  /** Wraps the promo codes' repository: the race test's barrier (ADR 025); the real one when absent. */
  promoRepository?: (real: PromoRepository) => PromoRepository;
}

declare module "fastify" {
  interface FastifyInstance {
    deps: ApiDeps;
    /** Whether this process should take traffic (`/readyz`, ADR 032); the host drains it on shutdown. */
    readiness: Readiness;
    /** One pass of the booking reconciler (R2); it also runs on its own every minute. */
    /** One round of the one-click Tatkal scheduler (ADR 022). */
    runTatkalSchedules(): Promise<{ notified: number; placed: number }>;
    reconcileBookings(): Promise<{
      completed: number;
      expired: number;
      givenBack: number;
      trips: { trips: number; defaulted: number };
      chartMessages: number;
      unclaimedExpired: number;
      tdrDecisions: number;
    }>;
    /** One pass of the retention job: rows deleted per kind (docs/security.md "Retention"). */
    purgeExpired(): Promise<PurgeCounts>;
    /** One pass of the Tatkal reminders' job (runs with the reconciler): how many it sent. */
    sendTatkalReminders(): Promise<number>;
  }
}

/**
 * Registers the partner API on a Fastify instance: `/healthz` at the root and
 * every endpoint under `/api`. The host decides what else the instance serves.
 */
export async function registerApi(app: FastifyInstance, deps: ApiDeps): Promise<void> {
  app.decorate("deps", deps);
  const readiness = createReadiness();
  app.decorate("readiness", readiness);
  app.addHook("onReady", async () => readiness.markReady());
  app.addHook("preClose", async () => readiness.drain());
  const runsJobs = deps.jobs ? deps.jobs.leads : () => true;
  /** A job's tick: it runs only in the process that runs the deployment's jobs. */
  const ifLeading = (job: () => unknown) => () => {
    if (runsJobs()) void job();
  };
  /** Listeners run when this process takes the jobs over from another (not at its start). */
  const takeovers: (() => void)[] = [];
  app.addHook("onReady", async () => {
    deps.jobs?.onTakeover(() => {
      for (const takeover of takeovers) takeover();
    });
  });
  installErrorHandler(app);
  // One process (PGlite) counts in memory; processes sharing a PostgreSQL
  // server share the counts through it (R6).
  const sharedStore =
    !deps.rateLimitStore && deps.database.kind === "postgres"
      ? createDatabaseStore(deps.database.sql)
      : null;
  installRateLimits(app, {
    limits: deps.config.rateLimits,
    ...(deps.rateLimitStore ? { store: deps.rateLimitStore } : {}),
    ...(sharedStore ? { store: sharedStore } : {}),
    ...(deps.rateLimitClock ? { clock: deps.rateLimitClock } : {}),
  });
  if (sharedStore) {
    const clock = deps.rateLimitClock ?? Date.now;
    const prune = setInterval(() => {
      if (!runsJobs()) return;
      sharedStore
        .prune(clock())
        .catch((error: unknown) => app.log.error({ err: error }, "rate limit prune failed"));
    }, 60_000);
    prune.unref();
    app.addHook("onClose", async () => clearInterval(prune));
  }
  // Before any route: it collects each as it is registered.
  await app.register(fastifySwagger, swaggerOptions(new Set(PARTNER_API)));
  await app.register(healthRoutes);
  const messages =
    deps.messages ??
    createMessages({
      db: deps.database.db,
      now: deps.now,
      ...(deps.messageProvider ? { provider: deps.messageProvider } : {}),
      onError: (error) => app.log.error({ err: error }, "a message could not be sent"),
    });
  const auth = createAuthService({
    db: deps.database.db,
    now: deps.now,
    messages,
    sessionSecret: deps.config.sessionSecret,
    env: deps.config.nodeEnv,
    appTokenSecret: deps.config.appTokenSecret,
  });
  await app.register(authRoutes(auth, { httpsSite: deps.config.publicUrl.startsWith("https:") }));
  if (deps.config.outboxPage !== "off") {
    await app.register(messagesRoutes(messages, deps.config.outboxPage));
  }
  const railwayIds = createRailwayIdsService({
    db: deps.database.db,
    railway: deps.railway,
    now: deps.now,
  });
  const waitingRoom = createWaitingRoomService({
    db: deps.database.db,
    config: {
      ...DEFAULT_WAITING_ROOM,
      ratePerSecond: deps.config.waitingRoomRate,
      burst: Math.min(DEFAULT_WAITING_ROOM.burst, deps.config.waitingRoomRate),
    },
  });
  const promo = createPromoService({
    db: deps.database.db,
    now: deps.now,
    ...(deps.promoRepository ? { wrapRepository: deps.promoRepository } : {}),
  });
  await app.register(promoRoutes(promo));
  // The demo offers, added once to a fresh database (ADR 025).
  app.addHook("onReady", async () => {
    await promo.seedDemoOffers();
  });
  const consents = createConsentsService({ db: deps.database.db, now: deps.now });
  const booking = createBookingService({
    promo,
    consents,
    waitingRoom,
    db: deps.database.db,
    now: deps.now,
    railway: deps.railway,
    railwayIds,
    messages,
    callbackSecret: createHash("sha256")
      .update(`pg-callback\u0000${deps.config.sessionSecret}`)
      .digest("hex"),
    pnrStatusPath: (pnr) => pnrStatusPath(deps.config.sessionSecret, pnr),
    pnrStatusUrl: (pnr) =>
      `${deps.config.publicUrl}${pnrStatusPath(deps.config.sessionSecret, pnr)}`,
    orderUrl: (orderId) => `${deps.config.publicUrl}/trains/summary/${orderId}`,
    unclaimedRefundsUrl: `${deps.config.publicUrl}${UNCLAIMED_REFUNDS_PATH}`,
  });
  await app.register(bookingRoutes(booking));
  await app.register(waitingRoomRoutes(waitingRoom, deps.now));
  await app.register(cancellationRoutes(booking));
  await app.register(tripRoutes(booking));
  await app.register(unclaimedRefundRoutes(booking));
  app.decorate("reconcileBookings", () => booking.reconcile());
  const reminders = createTatkalRemindersService({
    db: deps.database.db,
    now: deps.now,
    railway: deps.railway,
    messages,
    publicUrl: deps.config.publicUrl,
  });
  await app.register(tatkalReminderRoutes(reminders));
  await app.register(
    favouritesRoutes(
      createFavouritesService({ db: deps.database.db, now: deps.now, railway: deps.railway }),
    ),
  );
  await app.register(consentsRoutes(consents));
  await app.register(myDataRoutes(createMyDataService({ db: deps.database.db, now: deps.now })));
  await app.register(homeExtrasRoutes(createHomeExtrasService()));
  await app.register(
    accountRoutes(createAccountService({ db: deps.database.db, now: deps.now, messages })),
  );
  await app.register(coordinatesRoutes(createCoordinatesService({ railway: deps.railway })));
  app.decorate("sendTatkalReminders", () => reminders.sendDue());
  // The reconciler (R2): at start and every minute, paid orders end as tickets or voids;
  // in the same round, the Tatkal reminders whose 15 minutes have come (each sent once).
  if (deps.reconcileEveryMs !== null) {
    const every = deps.reconcileEveryMs ?? 60_000;
    let timer: NodeJS.Timeout | undefined;
    const run = () =>
      Promise.all([
        booking
          .reconcile()
          .catch((error: unknown) => app.log.error({ err: error }, "reconcile failed")),
        reminders
          .sendDue()
          .catch((error: unknown) => app.log.error({ err: error }, "Tatkal reminders failed")),
      ]);
    const tick = ifLeading(run);
    app.addHook("onReady", async () => {
      tick();
      timer = setInterval(tick, every);
      timer.unref();
    });
    takeovers.push(() => void run());
    app.addHook("onClose", async () => clearInterval(timer));
  }
  const logSchedule = (error: unknown) => app.log.error({ err: error }, "tatkal schedule failed");
  app.decorate("runTatkalSchedules", () => booking.runSchedules(logSchedule));
  // The scheduler: every second, so a schedule is placed at its opening second.
  if (deps.scheduleEveryMs !== null) {
    let timer: NodeJS.Timeout | undefined;
    let running = false;
    const tick = async () => {
      if (running || !runsJobs()) return;
      running = true;
      try {
        await booking.runSchedules(logSchedule);
      } catch (error) {
        logSchedule(error);
      } finally {
        running = false;
      }
    };
    app.addHook("onReady", async () => {
      timer = setInterval(tick, deps.scheduleEveryMs ?? 1_000);
      timer.unref();
    });
    app.addHook("onClose", async () => clearInterval(timer));
  }
  await app.register(travellersRoutes);
  await app.register(liveStatusRoutes);
  await app.register(pnrRoutes());
  await app.register(railwayIdsRoutes(railwayIds));
  // Messages left unsent by a previous process go now.
  app.addHook("onReady", async () => {
    ifLeading(() => messages.flush())();
  });
  await app.register(clientErrorRoutes());
  const analytics = createAnalyticsService({
    db: deps.database.db,
    now: deps.now,
    retentionDays: deps.config.analyticsRetentionDays,
  });
  await app.register(analyticsRoutes(analytics, deps.config.analyticsPage));
  const retention = createRetentionService({
    db: deps.database.db,
    now: deps.now,
    pruneAnalytics: analytics.prune,
  });
  app.decorate("purgeExpired", () => retention.purge());
  // The retention job (issue 25 item 6): a minute after start, then hourly.
  if (deps.retentionEveryMs !== null) {
    const every = deps.retentionEveryMs ?? 3_600_000;
    const run = () =>
      retention
        .purge()
        .then((counts) => app.log.info({ counts }, "retention: expired rows deleted"))
        .catch((error: unknown) => app.log.error({ err: error }, "retention purge failed"));
    const tick = ifLeading(run);
    let first: NodeJS.Timeout | undefined;
    let timer: NodeJS.Timeout | undefined;
    app.addHook("onReady", async () => {
      first = setTimeout(() => {
        tick();
        timer = setInterval(tick, every);
        timer.unref();
      }, 60_000);
      first.unref();
    });
    app.addHook("onClose", async () => {
      clearTimeout(first);
      clearInterval(timer);
    });
  }
  await app.register(trainsRoutes);
  await app.register(seoRoutes);
  await app.register(smartFilterRoutes, { prefix: "/api" });
  // Generated by @fastify/swagger from the routes registered above (ADR 016).
  route(app, HEALTH_ENDPOINTS.openApi, {}, async () => app.swagger() as { openapi: string });
  await app.register(
    async (api) => {
      // An explicit catch-all, so unknown API paths never fall through to the web app.
      api.all("/*", async (request, reply) => reply.status(404).send(notFoundBody(request.id)));
    },
    { prefix: "/api" },
  );
}
