import { addDays } from "@safar/domain/ist";
import { fixedClock } from "@safar/test-kit/clock";
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from "@safar/test-kit/database";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { classSlots } from "../allocation/occupancy.ts";
import type { Availability, Hold, RailwayGateway, RailwayResult, Ticket } from "../gateway.ts";
import type { InventoryQuota, QuotaPlan } from "../inventory/layout.ts";
import type { TimetabledTrain } from "../network/model.ts";
import { runViolations } from "./invariants.ts";
import type { RunKey } from "./reservations.repository.ts";
import type { ReservationService } from "./service.ts";
import { demoModel, railwayOn, requestFor } from "./test-support.ts";

/**
 * Quotas and lists (issue 19 item 3, ADR 019 point 2) end to end, through
 * the gateway and the booking core on both databases, on a demo train with
 * the quota plan derived from its timetable: the ladies quota counts its own
 * berths (it showed the GN pool added); a journey from an intermediate
 * station buys the pooled (PQ) or remote-location (RL) berths and waits on
 * PQWL or RLWL, capped (facts.md §3.2), then REGRET; a cancellation promotes
 * only within the quota's own list (facts.md §3.3).
 */

const NOW = "2026-12-01T04:30:00Z"; // 10:00 IST
const RUN_DATE = "2026-12-07";

function ok<T>(r: RailwayResult<T>): T & { ok: true } {
  if (!r.ok) throw new Error(`refused: ${r.reason}: ${r.message}`);
  return r;
}

/** A stop of the plan sold as PQ to the destination: intermediate, not remote, not road-side. */
const pooledStop = (plan: QuotaPlan): number | undefined => {
  for (let i = plan.origin; i < plan.destination; i++)
    if (!plan.remote.includes(i) && !plan.roadSide.includes(i)) return i;
  return undefined;
};

describe.each(testDatabaseKinds())("quotas and lists on %s", (kind) => {
  let database: TestDatabase;
  let train: TimetabledTrain;
  let service: ReservationService;
  let gateway: RailwayGateway;
  /** The origin, the pooled stop, the remote-location stop, the destination. */
  let A: string;
  let P: string;
  let R: string;
  let Z: string;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const model = await demoModel();
    const clock = fixedClock(NOW);
    ({ service, gateway } = railwayOn(database, model, clock));
    await service.init();
    const found = model.timetable.find((t) => {
      if (!t.runsOn.every(Boolean) || !t.classes.includes("2A") || !t.classes.includes("SL"))
        return false;
      const plan = service.layoutOf(t.number)?.quotaPlan;
      const p = plan && pooledStop(plan);
      return (
        plan !== undefined && plan.remote.length > 0 && p !== undefined && p !== plan.remote[0]
      );
    });
    if (!found) throw new Error("no daily train with 2A, SL, a remote-location and a pooled stop");
    train = found;
    const plan = service.layoutOf(train.number)?.quotaPlan as QuotaPlan;
    const code = (i: number) => train.stops[i]?.code as string;
    [A, P, R, Z] = [
      code(0),
      code(pooledStop(plan) as number),
      code(plan.remote[0] as number),
      train.to,
    ];
  });
  afterAll(async () => {
    await database?.dispose();
  });

  /** The date at a stop of the run (later than the run date past midnight). */
  const dateAt = (code: string) =>
    addDays(
      RUN_DATE,
      Math.floor((train.stops.find((s) => s.code === code)?.departureMin ?? 0) / 1440),
    );

  const hold = (from: string, to: string, classCode: "2A" | "SL", quota: InventoryQuota = "GN") =>
    service.hold(requestFor(train, dateAt(from), classCode, { from, to, quota }));

  const book = async (
    from: string,
    to: string,
    classCode: "2A" | "SL",
    quota: InventoryQuota = "GN",
  ): Promise<Hold> => {
    const h = ok(await hold(from, to, classCode, quota));
    ok(await service.confirm(h.holdId, `pay-${h.pnr}`));
    return h;
  };

  const status = async (from: string, to: string, classCode: "2A" | "SL", quota: InventoryQuota) =>
    (
      ok(
        (await gateway.availability({
          trainNumber: train.number,
          from,
          to,
          date: dateAt(from),
          classCode,
          quota,
        })) as RailwayResult<Availability>,
      ) as Availability
    ).status;

  const current = async (pnr: string) =>
    ((await service.pnrStatus(pnr)) as Ticket).passengers[0]?.currentStatus;

  const quotaOfBerth = (classCode: "2A" | "SL", seat: string) => {
    const layout = service.layoutOf(train.number);
    if (!layout) throw new Error("no layout");
    const cs = classSlots(layout, classCode);
    // `CNF/A1/12/LB` → the berth A1/12.
    const [, coach, berth] = seat.split("/");
    return cs.slots[cs.byRef.get(`${coach}/${berth}`) as number]?.quota;
  };

  it("the ladies quota counts its own berths, never the general pool", async () => {
    const layout = service.layoutOf(train.number);
    const sl = layout?.classes.find((c) => c.classCode === "SL");
    if (!sl) throw new Error("no SL");
    expect(sl.quota.LD).toBe(6);
    expect(await status(A, Z, "SL", "LD")).toBe("AVAILABLE-0006");
    expect(await status(A, Z, "SL", "SS")).toBe(
      `AVAILABLE-${String(sl.quota.SS).padStart(4, "0")}`,
    );
    expect(await status(A, Z, "SL", "HP")).toBe(
      `AVAILABLE-${String(sl.quota.HP).padStart(4, "0")}`,
    );
    const first = await book(A, Z, "SL", "LD");
    expect(quotaOfBerth("SL", first.passengers[0]?.bookingStatus as string)).toBe("LD");
    expect(await status(A, Z, "SL", "LD")).toBe("AVAILABLE-0005");
    for (let i = 0; i < 5; i++) await book(A, Z, "SL", "LD");
    // Its own berths gone, a ladies booking is a general one: the general pool shows.
    expect(await status(A, Z, "SL", "LD")).toBe(await status(A, Z, "SL", "GN"));
    const over = await book(A, Z, "SL", "LD");
    expect(quotaOfBerth("SL", over.passengers[0]?.bookingStatus as string)).toBe("GN");
  });

  it("sells intermediate journeys from PQ and RL berths, waitlists them on PQWL and RLWL, caps them", async () => {
    const layout = service.layoutOf(train.number);
    const a2 = layout?.classes.find((c) => c.classCode === "2A");
    if (!layout || !a2) throw new Error("no 2A");
    const pad = (n: number) => String(n).padStart(4, "0");
    const general = await status(A, Z, "2A", "GN");
    // GN counts the RAC side lowers too; they are sold only as RAC.
    expect(general).toBe(`AVAILABLE-${pad(a2.quota.GN - a2.racBerths)}`);
    expect(await status(P, Z, "2A", "GN")).toBe(`AVAILABLE-${pad(a2.quota.PQ)}`);
    expect(await status(R, Z, "2A", "GN")).toBe(`AVAILABLE-${pad(a2.quota.RL)}`);

    // Every PQ berth taken by P→Z; the GN berths are untouched.
    const pooled: Hold[] = [];
    for (let i = 0; i < a2.quota.PQ; i++) pooled.push(await book(P, Z, "2A"));
    for (const h of pooled)
      expect(quotaOfBerth("2A", h.passengers[0]?.bookingStatus as string)).toBe("PQ");
    expect(await status(A, Z, "2A", "GN")).toBe(general);
    expect(await status(P, Z, "2A", "GN")).toBe("PQWL1/WL1");
    const pq1 = await book(P, Z, "2A");
    expect(pq1.passengers[0]?.bookingStatus).toBe("PQWL 1");
    expect(await current(pq1.pnr)).toBe("WL 1");
    const ticket = (await service.pnrStatus(pq1.pnr)) as Ticket;
    expect(ticket.passengers[0]?.bookingStatus).toBe("PQWL 1");

    // Every RL berth taken from the remote-location stop, then RLWL up to its cap, then REGRET.
    const remote: Hold[] = [];
    for (let i = 0; i < a2.quota.RL; i++) {
      const h = await book(R, Z, "2A");
      expect(quotaOfBerth("2A", h.passengers[0]?.bookingStatus as string)).toBe("RL");
      remote.push(h);
    }
    const capRL = Math.floor(a2.quota.RL * 0.6); // facts.md §3.2: 60 % in AC classes
    expect(capRL).toBeGreaterThan(1);
    const rl: Hold[] = [];
    for (let i = 1; i <= capRL; i++) {
      expect(await status(R, Z, "2A", "GN")).toBe(`RLWL${i}/WL${i}`);
      const h = await book(R, Z, "2A");
      expect(h.passengers[0]?.bookingStatus).toBe(`RLWL ${i}`);
      rl.push(h);
    }
    expect(await status(R, Z, "2A", "GN")).toBe("REGRET/WL");
    expect(await hold(R, Z, "2A")).toMatchObject({ ok: false, reason: "regret" });
    // The end-to-end journey still finds its own berths.
    expect(await status(A, Z, "2A", "GN")).toBe(general);

    // A GN berth freed does not go to PQWL (facts.md §3.3: own quota only)…
    const gn = await book(A, Z, "2A");
    ok(await service.cancel({ pnr: gn.pnr, passengerNumbers: [] }));
    expect(await current(pq1.pnr)).toBe("WL 1");
    // …a PQ berth freed does, and an RL berth goes to RLWL 1.
    ok(await service.cancel({ pnr: (pooled[0] as Hold).pnr, passengerNumbers: [] }));
    expect(await current(pq1.pnr)).toBe(pooled[0]?.passengers[0]?.bookingStatus);
    ok(await service.cancel({ pnr: (remote[0] as Hold).pnr, passengerNumbers: [] }));
    expect(await current((rl[0] as Hold).pnr)).toBe(remote[0]?.passengers[0]?.bookingStatus);
    expect(await current((rl[1] as Hold).pnr)).toBe("WL 1");
    // Room on RLWL again.
    expect(await status(R, Z, "2A", "GN")).toBe(`RLWL${capRL + 1}/WL${capRL}`);
    const key: RunKey = { trainNumber: train.number, runDate: RUN_DATE, classCode: "2A" };
    expect(await runViolations(database.sql, service, key)).toEqual([]);
    expect(await runViolations(database.sql, service, { ...key, classCode: "SL" })).toEqual([]);
  });
});
