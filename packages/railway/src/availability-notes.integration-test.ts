import { createDatabase, type Database } from "@safar/db/client";
import { type Coordination, postgresCoordination } from "@safar/db/coordination";
import { fixedClock } from "@safar/test-kit/clock";
import { createTestDatabase, type TestDatabase } from "@safar/test-kit/database";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adult, dailyTrain, demoModel, requestFor } from "./booking/test-support.ts";
import type { AvailabilityQuery } from "./gateway.ts";
import type { TimetabledTrain } from "./network/model.ts";
import { createRailway, type RailwaySystem } from "./railway.ts";
import { ist } from "./rules/test-helpers.ts";

/**
 * ADR 031: availability is cached per process; a booking committed by one
 * server process outdates the others' cached summary of that run and class
 * through a PostgreSQL notification, so they show it at once rather than
 * after the cache's time to live. Here the time to live is ten minutes, so
 * only the note can explain a fresh answer; a process without the notes
 * (the control) keeps answering the old one.
 */
const FAST_SCRYPT = { N: 1024, r: 8, p: 1 };
const T0 = ist("2026-11-20 09:00");
const DATE = "2026-12-05";
const USER = "Asha_Rao1";
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe.runIf(process.env.TEST_DATABASE_URL)("availability across processes (PostgreSQL)", () => {
  let test: TestDatabase;
  const pools: Database[] = [];
  const coordinations: Coordination[] = [];
  const systems: RailwaySystem[] = [];
  let train: TimetabledTrain;

  async function processOn(notes: boolean): Promise<RailwaySystem> {
    // A pool of its own, as a separate process would have.
    const pool = await createDatabase({ url: test.url, poolSize: 2 });
    pools.push(pool);
    const coordination = notes
      ? await postgresCoordination({ url: test.url as string, sql: pool.sql, log: quiet })
      : undefined;
    if (coordination) coordinations.push(coordination);
    const system = await createRailway({
      database: pool,
      model: await demoModel(),
      clock: fixedClock(T0),
      log: quiet,
      jobsIntervalMs: null,
      predictions: false,
      availabilityTtlMs: 600_000,
      accounts: { scrypt: FAST_SCRYPT },
      ...(coordination ? { coordination } : {}),
    });
    systems.push(system);
    return system;
  }

  beforeAll(async () => {
    test = await createTestDatabase("postgres");
    train = dailyTrain(await demoModel(), ["3A"]);
  });
  afterAll(async () => {
    for (const s of systems) await s.close();
    for (const c of coordinations) await c.close();
    for (const p of pools) await p.close();
    await test?.dispose();
  });

  it("a hold made through one process shows at once in another; without the notes it would not", async () => {
    const [booker, reader, control] = [
      await processOn(true),
      await processOn(true),
      await processOn(false),
    ];
    const made = await booker.portal.register(
      {
        userId: USER,
        password: "Secret123",
        name: "Asha Rao",
        email: "asha@example.com",
        mobile: "9876501234",
      },
      T0,
    );
    expect(made.ok).toBe(true);
    await booker.portal.setAadhaarVerified(USER, true);
    const query: AvailabilityQuery = {
      trainNumber: train.number,
      from: train.from,
      to: train.to,
      date: DATE,
      classCode: "3A",
      quota: "GN",
    };
    const status = async (system: RailwaySystem) => {
      const answer = await system.gateway.availability(query);
      if (!answer.ok) throw new Error(answer.message);
      return answer.status;
    };
    const before = await status(reader);
    expect(await status(control)).toBe(before);
    expect(before).toMatch(/^AVAILABLE-\d+$/);

    const held = await booker.reservations.hold(
      requestFor(train, DATE, "3A", {
        railwayUserId: USER,
        passengers: [adult(), adult({ name: "Ravi Rao", age: 40, gender: "Male" })],
      }),
    );
    expect(held.ok).toBe(true);
    const after = await status(booker);
    expect(after).not.toBe(before);

    // The note arrives within moments; the cache would keep the old summary for ten minutes.
    const end = Date.now() + 5_000;
    while ((await status(reader)) !== after && Date.now() < end) {
      await new Promise((r) => setTimeout(r, 25));
    }
    expect(await status(reader)).toBe(after);
    expect(await status(control)).toBe(before);
  });
});
