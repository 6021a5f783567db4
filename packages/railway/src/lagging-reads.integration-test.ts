import type { SqlRunner } from "@safar/db/client";
import { fixedClock } from "@safar/test-kit/clock";
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from "@safar/test-kit/database";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adult, dailyTrain, demoModel, requestFor } from "./booking/test-support.ts";
import type { AvailabilityQuery } from "./gateway.ts";
import type { TimetabledTrain } from "./network/model.ts";
import { createRailway, type RailwaySystem } from "./railway.ts";
import { ist } from "./rules/test-helpers.ts";

/**
 * ADR 032: the reads that tolerate lag (availability shown in search, a
 * public PNR status) go to `Database.lagging` (the replica when one is in
 * use); holds, confirmations and every other read go to the primary. The
 * "replica" here stands in for a streaming one: it reads the same database
 * (a real replica's content) and records what it was asked, and can be made
 * to lag by not knowing PNRs booked after a moment.
 */
const FAST_SCRYPT = { N: 1024, r: 8, p: 1 };
const T0 = ist("2026-11-20 09:00");
const DATE = "2026-12-05";
const USER = "Asha_Rao1";
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe.each(testDatabaseKinds())("lag-tolerant reads on %s", (kind) => {
  let test: TestDatabase;
  let system: RailwaySystem;
  let train: TimetabledTrain;
  const asked: string[] = [];
  /** PNRs the stand-in replica has not replayed yet. */
  const notReplayed = new Set<string>();

  beforeAll(async () => {
    test = await createTestDatabase(kind);
    const replica: SqlRunner = {
      async query<R>(text: string, params?: unknown[], name?: string) {
        asked.push(text);
        if (/from railway\.pnrs where pnr = \$1/.test(text) && notReplayed.has(String(params?.[0])))
          return [] as R[];
        return test.sql.query<R>(text, params, name);
      },
    };
    train = dailyTrain(await demoModel(), ["3A"]);
    system = await createRailway({
      database: { db: test.db, sql: test.sql, lagging: replica },
      model: await demoModel(),
      clock: fixedClock(T0),
      log: quiet,
      jobsIntervalMs: null,
      predictions: false,
      availabilityTtlMs: 0,
      accounts: { scrypt: FAST_SCRYPT },
    });
    const made = await system.portal.register(
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
    await system.portal.setAadhaarVerified(USER, true);
  }, 120_000);
  afterAll(async () => {
    await system?.close();
    await test?.dispose();
  });

  const query = (): AvailabilityQuery => ({
    trainNumber: train.number,
    from: train.from,
    to: train.to,
    date: DATE,
    classCode: "3A",
    quota: "GN",
  });

  it("availability is read on the replica; a hold and its confirmation never are", async () => {
    asked.length = 0;
    const shown = await system.gateway.availability(query());
    expect(shown.ok).toBe(true);
    expect(asked.some((text) => /railway\.occupancy/.test(text))).toBe(true);

    asked.length = 0;
    const held = await system.reservations.hold(
      requestFor(train, DATE, "3A", { railwayUserId: USER, passengers: [adult()] }),
    );
    if (!held.ok) throw new Error(held.message);
    const ticket = await system.reservations.confirm(held.holdId, "pay-1");
    expect(ticket.ok).toBe(true);
    expect(asked).toEqual([]);
  });

  it("a PNR status page reads the replica; one the replica has not replayed is read on the primary", async () => {
    const held = await system.reservations.hold(
      requestFor(train, DATE, "3A", { railwayUserId: USER, passengers: [adult({ name: "Ravi" })] }),
    );
    if (!held.ok) throw new Error(held.message);
    const booked = await system.reservations.confirm(held.holdId, "pay-2");
    if (!booked.ok) throw new Error(booked.message);
    const pnr = booked.pnr;

    asked.length = 0;
    const fromReplica = await system.gateway.pnrStatus(pnr, "lagging");
    expect(fromReplica?.pnr).toBe(pnr);
    expect(asked.some((text) => /railway\.pnrs/.test(text))).toBe(true);

    // Booked a moment ago, not yet on the replica: still found (on the primary).
    notReplayed.add(pnr);
    asked.length = 0;
    const justBooked = await system.gateway.pnrStatus(pnr, "lagging");
    expect(justBooked?.pnr).toBe(pnr);
    expect(justBooked?.passengers.map((p) => p.name)).toEqual(["Ravi"]);
    expect(asked.filter((text) => /railway\.pnrs/.test(text))).toHaveLength(1);

    // The default (every write path's read) never asks the replica.
    asked.length = 0;
    expect((await system.gateway.pnrStatus(pnr))?.pnr).toBe(pnr);
    expect(asked).toEqual([]);
  });
});
