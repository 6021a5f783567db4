import { createDatabase, type Database } from "@safar/db/client";
import { fixedClock } from "@safar/test-kit/clock";
import { createTestDatabase, type TestDatabase } from "@safar/test-kit/database";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TimetabledTrain } from "../network/model.ts";
import type { NetworkReadModel } from "../network-gateway.ts";
import { runViolations } from "./invariants.ts";
import type { RunKey } from "./reservations.repository.ts";
import type { ReservationService } from "./service.ts";
import {
  adult,
  dailyTrain,
  demoModel,
  NO_MONTHLY_LIMIT,
  requestFor,
  serviceOn,
} from "./test-support.ts";

/**
 * targets.md R1: 64 clients booking and cancelling on one train and class of
 * real PostgreSQL for R1_SECONDS (60 by default), each booking its own
 * transaction (no batching, as 64 separate processes would). With the row
 * lock, every invariant holds; the same workload with the lock switched off
 * must break them (the test proves the race it guards against exists).
 */
const CLIENTS = 64;
const SECONDS = Number(process.env.R1_SECONDS ?? 60);
const NOW = "2026-12-01T04:30:00Z";

interface Storm {
  bookings: number;
  cancellations: number;
  refusals: number;
  errors: number;
}

async function storm(
  service: ReservationService,
  train: TimetabledTrain,
  date: string,
  classCode: "2A" | "SL" | "3A",
  ms: number,
  stopEarly?: () => Promise<boolean>,
): Promise<Storm> {
  const stats: Storm = { bookings: 0, cancellations: 0, refusals: 0, errors: 0 };
  const end = performance.now() + ms;
  let stop = false;
  const client = async (c: number) => {
    const mine: string[] = [];
    let i = 0;
    while (!stop && performance.now() < end) {
      i++;
      try {
        if (mine.length > 0 && (i + c) % 3 === 0) {
          const pnr = mine.splice((i * 7 + c) % mine.length, 1)[0] as string;
          const r = await service.cancel({ pnr, passengerNumbers: [] });
          if (r.ok) stats.cancellations++;
          else stats.refusals++;
        } else {
          const size = 1 + ((i + c) % 3);
          const h = await service.hold(
            requestFor(train, date, classCode, {
              railwayUserId: `racer_${c}`,
              passengers: Array.from({ length: size }, (_, k) =>
                adult({ age: 20 + ((c + k) % 60), gender: k % 2 ? "Male" : "Female" }),
              ),
            }),
          );
          if (!h.ok) {
            stats.refusals++;
            continue;
          }
          const t = await service.confirm(h.holdId, `pay-${h.pnr}`);
          if (t.ok) {
            stats.bookings++;
            mine.push(h.pnr);
          } else stats.refusals++;
        }
      } catch {
        stats.errors++;
      }
    }
  };
  const watcher = (async () => {
    if (!stopEarly) return;
    while (!stop && performance.now() < end) {
      await new Promise((r) => setTimeout(r, 250));
      if (await stopEarly()) stop = true;
    }
  })();
  await Promise.all(Array.from({ length: CLIENTS }, (_, c) => client(c)));
  stop = true;
  await watcher;
  return stats;
}

describe.runIf(process.env.TEST_DATABASE_URL)(
  "R1: no oversell under 64 concurrent clients (PostgreSQL)",
  () => {
    let test: TestDatabase;
    let pool: Database;
    let model: NetworkReadModel;
    let train: TimetabledTrain;

    beforeAll(async () => {
      test = await createTestDatabase("postgres");
      pool = await createDatabase({
        url: test.url,
        poolSize: CLIENTS,
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
        const stats = await storm(unlocked, train, key.runDate, "2A", SECONDS * 1000, async () => {
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
        const stats = await storm(locked, train, key.runDate, "2A", SECONDS * 1000);
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
