import { istInstant } from "@safar/domain/ist";
import { fixedClock } from "@safar/test-kit/clock";
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from "@safar/test-kit/database";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isDemandKey } from "../demand/events.ts";
import type { Availability, RailwayGateway, RailwayResult, Ticket } from "../gateway.ts";
import type { TimetabledTrain } from "../network/model.ts";
import type { NetworkReadModel } from "../network-gateway.ts";
import { runViolations } from "./invariants.ts";
import type { RunKey } from "./reservations.repository.ts";
import type { ReservationService } from "./service.ts";
import { dailyTrain, demoModel, railwayOn, requestFor } from "./test-support.ts";

/**
 * Other travellers (issue 19 item 1, ADR 019) through the gateway and the
 * booking core on both databases: a run nobody of ours booked is not empty,
 * our booking plays their stream under the row lock and records how far,
 * a read shows what a write at the same instant would store, and the chart
 * treats their PNRs as the railway's own (no refund rows, no tickets).
 */

const RUN_DATE = "2026-12-10";

function ok<T>(r: RailwayResult<T>): T & { ok: true } {
  if (!r.ok) throw new Error(`refused: ${r.reason}: ${r.message}`);
  return r;
}

describe.each(testDatabaseKinds())("other travellers on %s", (kind) => {
  let database: TestDatabase;
  let model: NetworkReadModel;
  let train: TimetabledTrain;
  let service: ReservationService;
  let gateway: RailwayGateway;
  let key: RunKey;
  const clock = fixedClock(istInstant("2026-12-08", "09:00"));

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    model = await demoModel();
    train = dailyTrain(model, ["SL"]);
    key = { trainNumber: train.number, runDate: RUN_DATE, classCode: "SL" };
    // No cache between reads (ttl below 0): every read plays the stream to the clock.
    ({ service, gateway } = railwayOn(
      database,
      model,
      clock,
      { otherTravellers: { scale: 1.5 } },
      undefined,
      -1,
    ));
    await service.init();
  });
  afterAll(async () => {
    await database?.dispose();
  });

  const status = async () =>
    (
      ok(
        (await gateway.availability({
          trainNumber: train.number,
          from: train.from,
          to: train.to,
          date: RUN_DATE,
          classCode: "SL",
          quota: "GN",
        })) as RailwayResult<Availability>,
      ) as Availability
    ).status;

  const simAt = async () =>
    (
      await database.sql.query<{ simAt: Date | null }>(
        `select sim_at as "simAt" from railway.occupancy
         where train_number = $1 and run_date = $2::date and class_code = 'SL'`,
        [train.number, RUN_DATE],
      )
    )[0]?.simAt ?? null;

  it("shows a run nobody of ours booked as other travellers left it", async () => {
    const layout = service.layoutOf(train.number);
    const gn = layout?.classes.find((c) => c.classCode === "SL")?.quota.GN ?? 0;
    const shown = await status();
    const free = /^AVAILABLE-(\d+)$/.exec(shown);
    // Two days out, travellers have taken berths: fewer free than the class has, or a waitlist.
    if (free) expect(Number(free[1])).toBeLessThan(gn);
    else expect(shown).toMatch(/RAC|WL|REGRET/);
    expect(await simAt()).toBeNull(); // a read writes nothing
  });

  it("plays their stream under the row lock when we book, and a later read equals a later write", async () => {
    const h = ok(await service.hold(requestFor(train, RUN_DATE, "SL")));
    ok(await service.confirm(h.holdId, `pay-${h.pnr}`));
    expect((await simAt())?.getTime()).toBe(clock().getTime());
    const stored = await service.occupancyOf(key);
    expect(stored?.state.occ.some((p) => p !== null && isDemandKey(p))).toBe(true);

    // The next day, after Tatkal opened: read first, then make a write happen.
    clock.set(istInstant("2026-12-09", "15:00"));
    const read = (await service.pnrStatus(h.pnr)) as Ticket;
    const shownBefore = await status();
    ok(await service.cancellationQuote({ pnr: h.pnr, passengerNumbers: [] }));
    expect((await simAt())?.getTime()).toBe(clock().getTime());
    const written = (await service.pnrStatus(h.pnr)) as Ticket;
    expect(written.passengers.map((p) => p.currentStatus)).toEqual(
      read.passengers.map((p) => p.currentStatus),
    );
    expect(await status()).toBe(shownBefore);
    expect(await runViolations(database.sql, service, key)).toEqual([]);
  });

  it("charts the run with their PNRs and refunds none of them", async () => {
    clock.set(istInstant(RUN_DATE, "23:59"));
    expect(await service.chartDue()).toBeGreaterThan(0);
    const stored = await service.occupancyOf(key);
    expect(stored?.state.charted).toBe(true);
    const theirs = await database.sql.query<{ n: number }>(
      `select count(*)::int as n from railway.cancellations where pnr like '~%'`,
    );
    expect(theirs[0]?.n).toBe(0);
    expect(await runViolations(database.sql, service, key)).toEqual([]);
  });
});
