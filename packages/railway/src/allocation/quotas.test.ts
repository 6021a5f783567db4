import { describe, expect, it } from "vitest";
import type { QuotaPlan } from "../inventory/layout.ts";
import { formatPassengerStatus } from "../inventory/status-text.ts";
import { allocate, journeyFree, poolsFor } from "./allocate.ts";
import {
  classSlots,
  emptyOccupancy,
  fromRow,
  listFor,
  type Occupancy,
  type OccupancyRow,
  type PaxKey,
  toRow,
  waitlistCap,
  whereIs,
} from "./occupancy.ts";
import { cancel, chart, promote } from "./promote.ts";
import { adult, book, layoutOf } from "./test-helpers.ts";

/**
 * Quotas and lists (ADR 019 point 2) by example, on a run of six stops:
 * O (origin, 0) and N (1, near the origin), X (2, pooled), R (3, remote
 * location), W (4, road-side), D (5, destination). The SL coach sets aside
 * RL and PQ berths; a journey's list comes from its stops (`listFor`).
 */
const O = 0;
const N = 1;
const X = 2;
const R = 3;
const W = 4;
const D = 5;
const plan: QuotaPlan = { stops: 6, origin: 2, destination: 5, remote: [R], roadSide: [W] };
const layout = layoutOf(["S1"], "mail-express", 6, { quotaPlan: plan });
const cls = layout.classes[0] as (typeof layout.classes)[number];
const cs = classSlots(layout, "SL");

const seg = (from: number, to: number) => ({ passengers: [adult()], from, to });

function slotOf(s: Occupancy, pax: PaxKey) {
  const w = whereIs(s, layout, pax);
  if (w.kind !== "confirmed") throw new Error(`${pax} is ${w.kind}`);
  return w.slot;
}

/** Books `n` single passengers on a journey; returns the state. */
function fill(s: Occupancy, n: number, from: number, to: number): Occupancy {
  let state = s;
  for (let i = 0; i < n; i++) state = book(state, layout, seg(from, to)).state;
  return state;
}

describe("a journey's list (listFor)", () => {
  it("follows the plan: GN end to end, RL from the remote stop, RS to a road-side stop, PQ and RQ between", () => {
    const list = (from: number, to: number) => listFor(layout, "SL", "GN", { from, to });
    expect(list(O, D)).toBe("GN");
    expect(list(N, D)).toBe("GN");
    expect(list(O, X)).toBe("PQ");
    expect(list(O, R)).toBe("PQ");
    expect(list(O, W)).toBe("RS");
    expect(list(X, D)).toBe("PQ");
    expect(list(X, R)).toBe("PQ");
    expect(list(R, D)).toBe("RL");
    expect(list(R, W)).toBe("RL");
    expect(list(X, W)).toBe("RQ");
    expect(list(W, D)).toBe("RQ");
    // Tatkal and PT keep their own list; LD, SS and HP the journey's.
    expect(listFor(layout, "SL", "TQ", { from: X, to: D })).toBe("TQ");
    expect(listFor(layout, "SL", "PT", { from: X, to: D })).toBeNull();
    expect(listFor(layout, "SL", "LD", { from: R, to: D })).toBe("RL");
  });

  it("falls back to GN where the class has no berths for the list, or the plan is for other stops", () => {
    const noPool = layoutOf(["S1"], "mail-express", 6, {
      quotaPlan: plan,
      pooledShare: 0,
      remoteShare: 0,
    });
    expect(listFor(noPool, "SL", "GN", { from: R, to: D })).toBe("GN");
    expect(listFor(noPool, "SL", "GN", { from: X, to: D })).toBe("GN");
    const noRemote = layoutOf(["S1"], "mail-express", 6, { quotaPlan: plan, remoteShare: 0 });
    expect(listFor(noRemote, "SL", "GN", { from: R, to: D })).toBe("PQ");
    const other = { ...layout, stops: 7 };
    expect(listFor(other, "SL", "GN", { from: X, to: D })).toBe("GN");
  });

  it("the pools: a list's own berths, LD/SS/HP theirs first", () => {
    expect(poolsFor("GN", false, "RL")).toEqual(["RL"]);
    expect(poolsFor("GN", false, "PQ")).toEqual(["PQ"]);
    expect(poolsFor("GN", false, "RS")).toEqual(["PQ"]);
    expect(poolsFor("GN", false, "RQ")).toEqual(["GN"]);
    expect(poolsFor("LD", false, "PQ")).toEqual(["LD", "PQ"]);
    expect(poolsFor("SS", false)).toEqual(["SS", "GN"]);
    expect(poolsFor("TQ", false, "TQ")).toEqual(["TQ"]);
    expect(poolsFor("GN", true, "PQ")).toEqual(["GN"]);
  });

  it("caps each list at 30 % (non-AC) of its pool's berths (facts.md §3.2)", () => {
    expect(cls.quota.RL).toBe(4);
    expect(cls.quota.PQ).toBe(8);
    expect(waitlistCap(cls, "RL")).toBe(Math.floor(4 * 0.3));
    expect(waitlistCap(cls, "PQ")).toBe(Math.floor(8 * 0.3));
    expect(waitlistCap(cls, "RS")).toBe(waitlistCap(cls, "PQ"));
    expect(waitlistCap(cls, "RQ")).toBe(cls.waitlistCap.GN);
  });
});

describe("allocation on the quota lists", () => {
  it("an intermediate journey takes a PQ berth, never a GN one; then PQWL up to its cap; then REGRET", () => {
    let s = emptyOccupancy(layout, "SL");
    const first = book(s, layout, seg(X, D));
    expect(slotOf(first.state, first.passengers[0]?.pax as PaxKey).quota).toBe("PQ");
    s = fill(s, cls.quota.PQ, X, D);
    expect(journeyFree(s, layout, ["PQ"], { from: X, to: D })).toBe(0);
    expect(s.free.GN).toBeGreaterThan(0);
    const cap = waitlistCap(cls, "PQ");
    for (let i = 1; i <= cap; i++) {
      const r = book(s, layout, seg(X, D));
      expect(r.passengers[0]?.status).toEqual({ kind: "waitlist", list: "PQ", position: i });
      expect(formatPassengerStatus(r.passengers[0]?.status as never)).toBe(`PQWL ${i}`);
      s = r.state;
    }
    expect(allocate(s, layout, { pnr: "Z", quota: "GN", ...seg(X, D) })).toEqual({
      ok: false,
      reason: "regret",
    });
    // The end-to-end journey is not touched by it.
    expect(book(s, layout, seg(O, D)).passengers[0]?.status.kind).toBe("confirmed");
  });

  it("a freed PQ berth goes to PQWL; a freed GN berth does not (facts.md §3.3)", () => {
    let s = fill(emptyOccupancy(layout, "SL"), cls.quota.PQ, X, D);
    const wl = book(s, layout, seg(X, D));
    s = wl.state;
    const waiting = wl.passengers[0]?.pax as PaxKey;
    const gn = book(s, layout, seg(O, D));
    let r = cancel(gn.state, layout, [gn.passengers[0]?.pax as PaxKey]);
    expect(whereIs(r.state, layout, waiting).kind).toBe("waitlist");
    const pqHolder = r.state.parts.values().next().value?.[0]?.pax as PaxKey;
    r = cancel(r.state, layout, [pqHolder]);
    expect(r.promotions).toMatchObject([{ pax: waiting, to: "confirmed" }]);
    expect(slotOf(r.state, waiting).quota).toBe("PQ");
  });

  it("RL: the remote stop's own berths and RLWL; a road-side journey waits on RSWL behind PQWL", () => {
    let s = fill(emptyOccupancy(layout, "SL"), cls.quota.RL, R, D);
    for (const ps of s.parts.values())
      for (const p of ps) expect(slotOf(s, p.pax).quota).toBe("RL");
    const rl = book(s, layout, seg(R, D));
    expect(rl.passengers[0]?.status).toEqual({ kind: "waitlist", list: "RL", position: 1 });
    s = rl.state;
    // Road-side journeys share the PQ berths.
    s = fill(s, cls.quota.PQ, O, X);
    const rs = book(s, layout, seg(O, W));
    expect(rs.passengers[0]?.status).toEqual({ kind: "waitlist", list: "RS", position: 1 });
    const pq = book(rs.state, layout, seg(O, X));
    expect(pq.passengers[0]?.status).toEqual({ kind: "waitlist", list: "PQ", position: 1 });
    // A PQ berth freed (O→X: it frees O→X only) goes to PQWL first, though RSWL booked first.
    const holder = [...pq.state.parts.values()].flat().find((p) => p.to === X)?.pax as PaxKey;
    const r = cancel(pq.state, layout, [holder]);
    expect(r.promotions.map((p) => p.pax)).toEqual([pq.passengers[0]?.pax]);
  });

  it("an RQ journey is confirmed from the general pool, waits on RQWL behind GNWL, with no RAC", () => {
    const r = book(emptyOccupancy(layout, "SL"), layout, seg(X, W));
    expect(slotOf(r.state, r.passengers[0]?.pax as PaxKey).quota).toBe("GN");
    // Every GN berth and RAC place taken end to end: an RQ journey waits on RQWL.
    let s = emptyOccupancy(layout, "SL");
    while (s.free.GN > 0 || s.rac.length < cls.racPassengers) s = book(s, layout, seg(O, D)).state;
    const gnwl = book(s, layout, seg(O, D));
    const rq = book(gnwl.state, layout, seg(X, W));
    expect(rq.passengers[0]?.status).toEqual({ kind: "waitlist", list: "RQ", position: 1 });
    // A whole berth freed: RAC 1 moves up, its RAC place to GNWL 1; nothing for RQWL yet.
    const holder = rq.state.occ.find((p) => p !== null) as PaxKey;
    const after = cancel(rq.state, layout, [holder]);
    expect(whereIs(after.state, layout, rq.passengers[0]?.pax as PaxKey).kind).toBe("waitlist");
    expect(whereIs(after.state, layout, gnwl.passengers[0]?.pax as PaxKey).kind).toBe("rac");
  });

  it("LD, SS and HP take their own berths first, then their journey's pool, then its list", () => {
    const woman = { ...adult(), gender: "Female" as const };
    let s = emptyOccupancy(layout, "SL");
    for (let i = 0; i < cls.quota.LD; i++) {
      const r = allocate(s, layout, {
        pnr: `L${i}`,
        quota: "LD",
        passengers: [woman],
        from: R,
        to: D,
      });
      if (!r.ok) throw new Error(r.reason);
      expect(slotOf(r.state, r.passengers[0]?.pax as PaxKey).quota).toBe("LD");
      s = r.state;
    }
    const r = allocate(s, layout, { pnr: "L9", quota: "LD", passengers: [woman], from: R, to: D });
    if (!r.ok) throw new Error(r.reason);
    expect(slotOf(r.state, r.passengers[0]?.pax as PaxKey).quota).toBe("RL");
  });

  it("the chart releases unused RL and PQ berths to GNWL; RLWL and PQWL keep only their own", () => {
    let s = fill(emptyOccupancy(layout, "SL"), cls.quota.RL, R, D);
    const rl = book(s, layout, seg(R, D));
    s = rl.state;
    // GN full end to end, RAC full, one on GNWL.
    while (s.free.GN > 0 || s.rac.length < cls.racPassengers) s = book(s, layout, seg(O, D)).state;
    const gnwl = book(s, layout, seg(O, D));
    const c = chart(gnwl.state, layout);
    // A PQ berth (none sold) went to the chart's GN pool: GNWL 1 is seated (RAC first).
    expect(whereIs(c.state, layout, gnwl.passengers[0]?.pax as PaxKey).kind).not.toBe("waitlist");
    // RLWL 1 had no RL berth to clear against: fully waitlisted, off the chart.
    expect(c.autoCancelled.map((a) => a.pnr)).toContain(rl.passengers[0]?.pax.split("/")[0]);
    expect(c.state.free.PQ).toBe(0);
    expect(promote(c.state, layout).promotions).toEqual([]);
  });
});

describe("the row form", () => {
  it("round-trips the new lists and reads a row written before them as empty lists", () => {
    let s = fill(emptyOccupancy(layout, "SL"), cls.quota.PQ, X, D);
    s = book(s, layout, seg(X, D)).state;
    const row = JSON.parse(JSON.stringify(toRow(s))) as OccupancyRow;
    expect(row.wl.PQ).toHaveLength(1);
    expect(row.iss).toHaveLength(7);
    expect(fromRow(row, layout)).toEqual({ ok: true, state: s });

    const whole = layoutOf(["S1"]);
    const before: OccupancyRow = {
      v: 2,
      cls: "SL",
      g: 1,
      cnf: [[0, "P1/1", "GN"]],
      rac: [],
      wl: { GN: [["P2/1", "GN"]], TQ: [] },
      rel: [],
      charted: false,
      iss: [0, 1, 0],
    };
    const read = fromRow(before, whole);
    if (!read.ok) throw new Error(read.reason);
    expect(read.state.wl).toMatchObject({ GN: [{ pax: "P2/1" }], RL: [], PQ: [], RS: [], RQ: [] });
    expect(read.state.issued).toEqual({ RAC: 0, GN: 1, TQ: 0, RL: 0, PQ: 0, RS: 0, RQ: 0 });
    // Written back without the new lists while they are empty: the same row.
    expect(toRow(read.state)).toEqual(before);
  });
});

it("the layout's berths add up with RL and PQ set aside", () => {
  const total = Object.values(cls.quota).reduce((a, b) => a + b, 0);
  expect(total).toBe(cls.capacity);
  expect(cs.slots.filter((b) => b.quota === "RL")).toHaveLength(cls.quota.RL);
  expect(cs.slots.filter((b) => b.quota === "PQ" && !b.rac)).toHaveLength(cls.quota.PQ);
});
