import { createDatabase, type Database } from "@safar/db/client";
import { istInstant } from "@safar/domain/ist";
import { type FakeClock, fixedClock } from "@safar/test-kit/clock";
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from "@safar/test-kit/database";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { journeyFare } from "../fares/journey-fare.ts";
import type { RailwayResult, TdrDecisionRecord } from "../gateway.ts";
import type { TimetabledTrain } from "../network/model.ts";
import type { NetworkReadModel } from "../network-gateway.ts";
import { TDR_REVIEW_MS } from "../refunds/tdr-decision.ts";
import { firstChartAt } from "../rules/booking-window.ts";
import { simulateRun } from "../running/simulate.ts";
import { startReservationJobs } from "./jobs.ts";
import { departureAt } from "./journey.ts";
import type { ReservationService } from "./service.ts";
import { adult, dailyTrain, demoModel, requestFor, serviceOn } from "./test-support.ts";

/**
 * The railway decides filed TDRs (issue 18 item 5): 45 days after filing, by
 * the rules of `refunds/tdr-decision.ts` on the run's times and the fare
 * calculator; each decision once, in an order a partner can follow; and a
 * passenger in a TDR is never cancelled (one refund a passenger).
 */

function ok<T>(r: RailwayResult<T>): T & { ok: true } {
  if (!r.ok) throw new Error(`refused: ${r.reason}: ${r.message}`);
  return r;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

async function book(
  service: ReservationService,
  train: TimetabledTrain,
  date: string,
  classCode: "SL" | "3A",
  passengers = 2,
): Promise<string> {
  const h = ok(
    await service.hold(
      requestFor(train, date, classCode, {
        passengers: Array.from({ length: passengers }, (_, i) =>
          adult({ name: `Traveller ${i + 1}`, age: 30 + i }),
        ),
      }),
    ),
  );
  ok(await service.confirm(h.holdId, `pay-${h.pnr}`));
  return h.pnr;
}

describe.each(testDatabaseKinds())("TDR decisions on %s", (kind) => {
  let database: TestDatabase;
  let model: NetworkReadModel;
  let train: TimetabledTrain;
  let clock: FakeClock;
  let service: ReservationService;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    model = await demoModel();
    train = dailyTrain(model, ["SL", "3A"], 900, 1200);
    clock = fixedClock("2026-12-01T04:30:00Z");
    service = serviceOn(database, model, clock);
    await service.init();
  });
  afterAll(async () => {
    await database?.dispose();
  });

  const arrivedAt = (date: string) =>
    simulateRun(train, date).stops.at(-1)?.expectedArrival as Date;
  const leftAt = (date: string) => simulateRun(train, date).stops[0]?.expectedDeparture as Date;

  it("decides each claim 45 days after filing, once, and lists it in the refund file in order", async () => {
    const date = "2026-12-20";
    clock.set(istInstant("2026-12-01", "10:00"));
    const pnr = await book(service, train, date, "3A");
    const fare = (await service.pnrStatus(pnr))?.passengers[0]?.fare as number;
    const filedAt = new Date(arrivedAt(date).getTime() + HOUR);
    clock.set(filedAt);
    ok(await service.fileTdr({ pnr, reason: "no_room_provided", passengerNumbers: [1] }));
    ok(await service.fileTdr({ pnr, reason: "excess_fare_charged", passengerNumbers: [2] }));
    const before = await service.tdrClaims(pnr);
    expect(before?.filed.map((t) => [t.status, t.refund, t.decidedAt])).toEqual([
      ["filed", null, null],
      ["filed", null, null],
    ]);
    expect(before?.filed[0]?.reviewStartsAt).toEqual(new Date(filedAt.getTime() + 24 * HOUR));
    expect(before?.filed[0]?.decisionDueAt).toEqual(new Date(filedAt.getTime() + TDR_REVIEW_MS));

    // A minute short of 45 days: still under review.
    clock.set(new Date(filedAt.getTime() + TDR_REVIEW_MS - MINUTE));
    expect(await service.decideDueTdrs()).toBe(0);
    const due = new Date(filedAt.getTime() + TDR_REVIEW_MS);
    clock.set(due);
    expect(await service.decideDueTdrs()).toBe(2);
    expect(await service.decideDueTdrs()).toBe(0);

    const after = await service.tdrClaims(pnr);
    expect(after?.filed.map((t) => [t.reason, t.status, t.refund])).toEqual([
      ["no_room_provided", "refunded", fare],
      ["excess_fare_charged", "rejected", 0],
    ]);
    expect(after?.filed[0]?.note).toBe("No berth or seat was given, so the full fare is refunded.");
    expect(after?.filed[1]?.note).toContain("refunded by the railway's zonal office");
    expect(after?.filed[0]?.decidedAt).toEqual(due);

    const file = await service.tdrDecisions(0, 10);
    expect(file.map((d) => [d.seq, d.pnr, d.status, d.refund])).toEqual([
      [1, pnr, "refunded", fare],
      [2, pnr, "rejected", 0],
    ]);
    expect((await service.tdrDecisions(1, 10)).map((d) => d.seq)).toEqual([2]);
    expect(await service.tdrDecisions(2, 10)).toEqual([]);
  });

  it("refunds AC failure as the 3A fare less the Sleeper fare of the same journey, in the jobs round", async () => {
    const date = "2026-12-21";
    const bookedAt = istInstant("2026-12-01", "10:00");
    clock.set(bookedAt);
    const pnr = await book(service, train, date, "3A", 1);
    const paid = (await service.pnrStatus(pnr))?.passengers[0]?.fare as number;
    const sleeper = journeyFare(train, train.from, train.to, "SL", { bookedAt }).total;
    const filedAt = new Date(arrivedAt(date).getTime() + HOUR);
    clock.set(filedAt);
    ok(
      await service.fileTdr({
        pnr,
        reason: "ac_failure",
        passengerNumbers: [1],
        certificateIssuedAt: new Date(leftAt(date).getTime() + MINUTE),
      }),
    );
    clock.set(new Date(filedAt.getTime() + TDR_REVIEW_MS));
    // The railway's clockwork decides it (the round the host runs every 30 s).
    const jobs = startReservationJobs(service, {
      intervalMs: 3_600_000,
      log: { info: () => undefined, error: () => undefined },
    });
    expect(await jobs.runOnce()).toMatchObject({ tdrsDecided: 1 });
    await jobs.stop();
    const [claim] = (await service.tdrClaims(pnr))?.filed ?? [];
    expect(sleeper).toBeLessThan(paid);
    expect(claim).toMatchObject({ status: "refunded", refund: paid - sleeper });
    expect(claim?.note).toBe(
      "The AC did not work, so the difference between the AC 3 Tier fare and the Sleeper Class fare is refunded.",
    );
  });

  it("refuses to cancel a passenger in a TDR, and decides on the statuses at the chart", async () => {
    const date = "2026-12-22";
    clock.set(istInstant("2026-12-01", "10:00"));
    const pnr = await book(service, train, date, "SL", 3);
    // After the chart, before the departure: status worsened may be claimed.
    clock.set(firstChartAt(departureAt(train, date, 0) as Date));
    await service.chartDue();
    const filedAt = clock();
    ok(
      await service.fileTdr({ pnr, reason: "status_worsened_after_chart", passengerNumbers: [1] }),
    );
    const refused = await service.cancel({ pnr, passengerNumbers: [1] });
    expect(refused).toMatchObject({ ok: false, reason: "tdr_claimed" });
    expect(refused.ok ? "" : refused.message).toBe(
      "Passenger 1 cannot be cancelled: a TDR is filed for them, and the railway refunds a passenger once",
    );
    expect(await service.cancellationQuote({ pnr, passengerNumbers: [1, 2] })).toMatchObject({
      ok: false,
      reason: "tdr_claimed",
    });
    expect(await service.cancel({ pnr, passengerNumbers: [] })).toMatchObject({
      ok: false,
      reason: "tdr_claimed",
    });
    // Passenger 2 has no claim: cancelled (after the chart a confirmed berth refunds nothing).
    ok(await service.cancel({ pnr, passengerNumbers: [2] }));
    // Cancelled: no claim for them any more.
    expect(
      await service.fileTdr({ pnr, reason: "status_worsened_after_chart", passengerNumbers: [2] }),
    ).toMatchObject({ ok: false, reason: "passenger_not_on_ticket" });
    clock.set(new Date(filedAt.getTime() + TDR_REVIEW_MS));
    expect(await service.decideDueTdrs()).toBe(1);
    const [claim] = (await service.tdrClaims(pnr))?.filed ?? [];
    // Booked confirmed, confirmed at the chart: not worse.
    expect(claim).toMatchObject({
      status: "rejected",
      refund: 0,
      note: "The status at the chart was not worse than at booking, so no refund is due.",
    });
  });

  it("lets only one of a cancellation and a TDR for the same passenger sent at once through", async () => {
    const date = "2026-12-23";
    clock.set(istInstant("2026-12-01", "10:00"));
    const pnrs = [];
    for (let i = 0; i < 6; i++) pnrs.push(await book(service, train, date, "SL", 1));
    clock.set(firstChartAt(departureAt(train, date, 0) as Date));
    await service.chartDue();
    const outcomes = await Promise.all(
      pnrs.map(async (pnr) => {
        const [cancelled, filed] = await Promise.all([
          service.cancel({ pnr, passengerNumbers: [1] }),
          service.fileTdr({ pnr, reason: "status_worsened_after_chart", passengerNumbers: [1] }),
        ]);
        return [cancelled.ok, filed.ok];
      }),
    );
    for (const [cancelled, filed] of outcomes) expect(cancelled !== filed).toBe(true);
  });
});

/**
 * Several deciders (processes) at once on PostgreSQL: without the decisions'
 * lock, two of them working on different claims read the same max
 * `decision_seq` and one fails on its unique index (the race the lock
 * guards); with it, every claim is decided once, the order is gapless, and a
 * reader following it (a partner's refund file) misses none.
 */
describe.runIf(process.env.TEST_DATABASE_URL)("TDR deciders racing (PostgreSQL)", () => {
  const DECIDERS = 6;
  const CLAIMS = 60;
  let model: NetworkReadModel;
  let train: TimetabledTrain;

  beforeAll(async () => {
    model = await demoModel();
    train = dailyTrain(model, ["SL", "3A"], 900, 1200);
  });

  /** A database with CLAIMS claims filed, the clock at their decision time. */
  async function filed(): Promise<{ test: TestDatabase; pool: Database; clock: FakeClock }> {
    const test = await createTestDatabase("postgres");
    const pool = await createDatabase({
      url: test.url as string,
      poolSize: DECIDERS + 2,
      onIdleConnectionError: () => {
        // The test drops the database at the end, ending idle connections: expected.
      },
    });
    const date = "2026-12-20";
    const clock = fixedClock(istInstant("2026-12-01", "10:00"));
    const service = serviceOn(pool, model, clock);
    await service.init();
    const pnrs: string[] = [];
    for (let i = 0; i < CLAIMS / 2; i++) pnrs.push(await book(service, train, date, "SL"));
    const arrival = simulateRun(train, date).stops.at(-1)?.expectedArrival as Date;
    clock.set(new Date(arrival.getTime() + HOUR));
    for (const pnr of pnrs) {
      ok(await service.fileTdr({ pnr, reason: "train_diverted", passengerNumbers: [1] }));
      ok(await service.fileTdr({ pnr, reason: "excess_fare_charged", passengerNumbers: [2] }));
      clock.advance(MINUTE);
    }
    clock.advance(TDR_REVIEW_MS);
    return { test, pool, clock };
  }

  it("without the decisions' lock, deciders at once collide on the decision order (the race exists)", async () => {
    const { test, pool, clock } = await filed();
    try {
      const unlocked = serviceOn(pool, model, clock, { locking: false });
      const rounds = await Promise.allSettled(
        Array.from({ length: DECIDERS }, () => unlocked.decideDueTdrs(CLAIMS)),
      );
      const failures = rounds.flatMap((r) =>
        r.status === "rejected" ? [String((r.reason as Error).message)] : [],
      );
      expect(failures.length).toBeGreaterThan(0);
      expect(failures.some((m) => /duplicate key|tdrs_decision_seq_idx/.test(m))).toBe(true);
    } finally {
      await pool.close();
      await test.dispose();
    }
  }, 120_000);

  it(`with it, ${DECIDERS} deciders at once decide each claim once, in an order a reader never skips`, async () => {
    const { test, pool, clock } = await filed();
    try {
      const deciders = Array.from({ length: DECIDERS }, () => serviceOn(pool, model, clock));
      const reader = serviceOn(pool, model, clock);
      const seen: TdrDecisionRecord[] = [];
      let done = false;
      // A partner reading the refund file while the decisions are made: after the last it saw.
      const reading = (async () => {
        while (!done || seen.length < CLAIMS) {
          const page = await reader.tdrDecisions(seen.at(-1)?.seq ?? 0, 7);
          seen.push(...page);
          if (page.length === 0) {
            if (done) break;
            await new Promise((r) => setTimeout(r, 2));
          }
        }
      })();
      let counts: number[];
      try {
        counts = await Promise.all(deciders.map((d) => d.decideDueTdrs(CLAIMS)));
      } finally {
        done = true;
        await reading;
      }
      expect(counts.reduce((a, b) => a + b, 0)).toBe(CLAIMS);
      const rows = await pool.sql.query<{ seq: number; decided: boolean }>(
        "select decision_seq as seq, decided_at is not null as decided from railway.tdrs order by decision_seq",
      );
      expect(rows.every((r) => r.decided)).toBe(true);
      expect(rows.map((r) => r.seq)).toEqual(Array.from({ length: CLAIMS }, (_, i) => i + 1));
      expect(seen.map((d) => d.seq)).toEqual(Array.from({ length: CLAIMS }, (_, i) => i + 1));
      expect(new Set(seen.map((d) => d.id)).size).toBe(CLAIMS);
      expect(seen.filter((d) => d.status === "refunded").length).toBe(CLAIMS / 2);
    } finally {
      await pool.close();
      await test.dispose();
    }
  }, 120_000);
});
