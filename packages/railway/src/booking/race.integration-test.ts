import { createDatabase, type Database } from "@safar/db/client";
import { fixedClock } from "@safar/test-kit/clock";
import { createTestDatabase, type TestDatabase } from "@safar/test-kit/database";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TimetabledTrain } from "../network/model.ts";
import type { NetworkReadModel } from "../network-gateway.ts";
import { runViolations } from "./invariants.ts";
import { type Storm, type StormPlan, storm, stormInProcesses } from "./race-storm.ts";
import type { RunKey } from "./reservations.repository.ts";
import type { ReservationService } from "./service.ts";
import { dailyTrain, demoModel, NO_MONTHLY_LIMIT, serviceOn } from "./test-support.ts";

/**
 * targets.md R1: 64 clients booking and cancelling on one train and class of
 * real PostgreSQL for R1_SECONDS (60 by default), each booking its own
 * transaction (no batching, as 64 separate processes would). With the row
 * lock, every invariant holds; the same workload with the lock switched off
 * must break them (the test proves the race it guards against exists).
 * R1_PROCESSES=N (default 2, the deployment default on a 2-core machine) splits the clients over N Node processes, each
 * with its own pool and booking core, as N server processes would book
 * (ADR 031).
 */
const CLIENTS = 64;
const PROCESSES = Number(process.env.R1_PROCESSES ?? 2);
const SECONDS = Number(process.env.R1_SECONDS ?? 60);
const NOW = "2026-12-01T04:30:00Z";

/** The storm in this process, or split over R1_PROCESSES processes on the same database. */
function run(
  service: ReservationService,
  train: TimetabledTrain,
  plan: StormPlan & { url: string; locking: boolean },
  stopEarly?: () => Promise<boolean>,
): Promise<Storm> {
  if (PROCESSES > 1) return stormInProcesses(PROCESSES, { ...plan, now: NOW }, stopEarly);
  return storm(service, train, plan, stopEarly);
}

describe.runIf(process.env.TEST_DATABASE_URL)(
  `R1: no oversell under 64 concurrent clients in ${PROCESSES} process${PROCESSES > 1 ? "es" : ""} (PostgreSQL)`,
  () => {
    let test: TestDatabase;
    let pool: Database;
    let model: NetworkReadModel;
    let train: TimetabledTrain;

    beforeAll(async () => {
      test = await createTestDatabase("postgres");
      pool = await createDatabase({
        url: test.url,
        poolSize: PROCESSES > 1 ? 4 : CLIENTS,
        onIdleConnectionError: () => {
          // The test drops the database at the end, ending idle connections: expected.
        },
      });
      model = await demoModel();
      train = dailyTrain(model, ["2A"], 360, 1200);
    });
    afterAll(async () => {
      await pool?.close();
      await test?.dispose();
    });

    it(
      "without the row lock the same workload sells a berth twice (the race exists)",
      async () => {
        const clock = fixedClock(NOW);
        const unlocked = serviceOn(pool, model, clock, {
          batching: false,
          locking: false,
          rules: NO_MONTHLY_LIMIT,
        });
        await unlocked.init();
        const key: RunKey = { trainNumber: train.number, runDate: "2026-12-20", classCode: "2A" };
        let violations: string[] = [];
        const plan = {
          date: key.runDate,
          classCode: "2A" as const,
          ms: SECONDS * 1000,
          from: 0,
          to: CLIENTS,
          url: test.url as string,
          locking: false,
        };
        const stats = await run(unlocked, train, plan, async () => {
          violations = await runViolations(pool.sql, unlocked, key);
          return violations.length > 0;
        });
        if (violations.length === 0) violations = await runViolations(pool.sql, unlocked, key);
        expect(stats.bookings).toBeGreaterThan(0);
        expect(violations.length).toBeGreaterThan(0);
        expect(violations.some((v) => /given twice|times|not booked|no ticket/.test(v))).toBe(true);
      },
      (SECONDS + 60) * 1000,
    );

    it(
      `with the lock, ${CLIENTS} clients booking and cancelling keep every invariant`,
      async () => {
        const clock = fixedClock(NOW);
        const locked = serviceOn(pool, model, clock, { batching: false, rules: NO_MONTHLY_LIMIT });
        await locked.init();
        const key: RunKey = { trainNumber: train.number, runDate: "2026-12-21", classCode: "2A" };
        const stats = await run(locked, train, {
          date: key.runDate,
          classCode: "2A",
          ms: SECONDS * 1000,
          from: 0,
          to: CLIENTS,
          url: test.url as string,
          locking: true,
        });
        expect(stats.errors).toBe(0);
        expect(stats.bookings).toBeGreaterThan(CLIENTS);
        expect(stats.cancellations).toBeGreaterThan(0);
        expect(await runViolations(pool.sql, locked, key)).toEqual([]);
        const state = (await locked.occupancyOf(key))?.state;
        // The class filled and the lists moved: the storm reached RAC and the waitlist.
        expect(state?.issued.RAC).toBeGreaterThan(0);
        expect(state?.issued.GN).toBeGreaterThan(0);
      },
      (SECONDS + 60) * 1000,
    );
  },
);
