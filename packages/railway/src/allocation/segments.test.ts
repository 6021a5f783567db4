import { describe, expect, it } from "vitest";
import {
  type AllocPassenger,
  type AllocRequest,
  allocate,
  journeyFree,
  racVacancies,
} from "./allocate.ts";
import {
  classSlots,
  emptyOccupancy,
  fromRow,
  type Occupancy,
  type PaxKey,
  toRow,
  whereIs,
} from "./occupancy.ts";
import { cancel, chart, currentStatuses, promote, reboard } from "./promote.ts";
import { adult, book, fillQuota, layoutOf, nextPnr } from "./test-helpers.ts";

/**
 * Berths sold per segment (ADR 019): a run of four stops A, B, C, D (stop
 * indexes 0–3, gaps 0–2). A→B is [0, 1), B→C [1, 2), A→C [0, 2), A→D the
 * whole run [0, 3).
 */
const layout = layoutOf(["S1"], "mail-express", 4);
const cls = layout.classes[0] as (typeof layout.classes)[number];
const cs = classSlots(layout, "SL");
const A = 0;
const B = 1;
const C = 2;
const D = 3;

const seg = (
  from: number,
  to: number,
  over: Partial<AllocRequest> & { passengers?: AllocPassenger[] } = {},
) => ({ passengers: [adult()], from, to, ...over });

/** The slot a confirmed passenger holds. */
function slotOf(s: Occupancy, pax: PaxKey): number {
  const w = whereIs(s, layout, pax);
  if (w.kind !== "confirmed") throw new Error(`${pax} is ${w.kind}`);
  return w.slot.id;
}

/** Every GN berth taken for the whole run but one (a whole-run passenger cancelled, nobody waiting). */
function oneGnBerthLeft(): Occupancy {
  const full = fillQuota(emptyOccupancy(layout, "SL"), layout);
  const victim = full.occ.find((p, i) => p !== null && cs.slots[i]?.quota === "GN") as string;
  const s = cancel(full, layout, [victim]).state;
  expect(s.free.GN).toBe(1);
  return s;
}

/** Passengers on each RAC side lower per gap (never more than two). */
function racLoadPerGap(s: Occupancy): number[][] {
  return cs.racSlots.map((slot) =>
    Array.from(
      { length: s.gaps },
      (_, g) => s.rac.filter((e) => e.slot === slot && e.from <= g && g < e.to).length,
    ),
  );
}

describe("segments: berths", () => {
  it("sells a berth A→B and again B→C (and C→D), but not A→C", () => {
    let s = oneGnBerthLeft();
    const ab = book(s, layout, seg(A, B));
    expect(ab.passengers[0]?.status.kind).toBe("confirmed");
    s = ab.state;
    const berth = slotOf(s, ab.passengers[0]?.pax as string);
    expect(s.free.GN).toBe(0);
    // B→C gets the berth vacated at B.
    const bc = book(s, layout, seg(B, C));
    expect(bc.passengers[0]?.status.kind).toBe("confirmed");
    expect(slotOf(bc.state, bc.passengers[0]?.pax as string)).toBe(berth);
    // A→C overlaps both: RAC.
    const ac = book(bc.state, layout, seg(A, C));
    expect(ac.passengers[0]?.status.kind).toBe("rac");
    // C→D still fits the same berth.
    const cd = book(bc.state, layout, seg(C, D));
    expect(slotOf(cd.state, cd.passengers[0]?.pax as string)).toBe(berth);
    expect(currentStatuses(cd.state, layout).size).toBe(cd.state.occ.filter(Boolean).length + 3);
  });

  it("counts free berths by boarding and destination", () => {
    const s = book(oneGnBerthLeft(), layout, seg(A, B)).state;
    expect(journeyFree(s, layout, ["GN"], { from: A, to: B })).toBe(0);
    expect(journeyFree(s, layout, ["GN"], { from: B, to: D })).toBe(1);
    expect(journeyFree(s, layout, ["GN"], { from: C, to: D })).toBe(1);
    expect(journeyFree(s, layout, ["GN"], { from: A, to: D })).toBe(0);
  });

  it("prefers a berth sold up to the boarding stop over one free for the whole run", () => {
    let s = fillQuota(emptyOccupancy(layout, "SL"), layout);
    const gn = s.occ.filter((p, i) => p !== null && cs.slots[i]?.quota === "GN") as string[];
    s = cancel(s, layout, gn.slice(0, 3)).state;
    expect(s.free.GN).toBe(3);
    const ab = book(s, layout, seg(A, B));
    const cd = book(ab.state, layout, seg(C, D));
    const bc = book(cd.state, layout, seg(B, C));
    const berth = slotOf(bc.state, ab.passengers[0]?.pax as string);
    expect(slotOf(bc.state, cd.passengers[0]?.pax as string)).toBe(berth);
    expect(slotOf(bc.state, bc.passengers[0]?.pax as string)).toBe(berth);
    expect(bc.state.free.GN).toBe(2); // the two other berths are still free end to end
  });

  it("books a whole-run journey given as indexes exactly as one given without", () => {
    const s = oneGnBerthLeft();
    const pnr = nextPnr();
    const plain = allocate(s, layout, { pnr, quota: "GN", passengers: [adult()] });
    const indexed = allocate(s, layout, {
      pnr,
      quota: "GN",
      passengers: [adult()],
      from: A,
      to: D,
    });
    expect(indexed).toEqual(plain);
    expect(indexed.ok && indexed.state.parts.size).toBe(0);
  });

  it("refuses a journey outside the run", () => {
    const s = emptyOccupancy(layout, "SL");
    expect(() => book(s, layout, seg(B, B))).toThrow(RangeError);
    expect(() => book(s, layout, seg(A, 4))).toThrow(RangeError);
  });
});

describe("segments: RAC", () => {
  it("carries two passengers on each gap of a side lower", () => {
    let s = fillQuota(emptyOccupancy(layout, "SL"), layout);
    // Every RAC place taken A→B …
    for (let i = 0; i < cls.racPassengers; i++) {
      const r = book(s, layout, seg(A, B));
      expect(r.passengers[0]?.status.kind).toBe("rac");
      s = r.state;
    }
    expect(racVacancies(s, layout, { from: A, to: B })).toBe(0);
    expect(racVacancies(s, layout, { from: B, to: D })).toBe(cls.racPassengers);
    // … and again B→D.
    for (let i = 0; i < cls.racPassengers; i++) {
      const r = book(s, layout, seg(B, D));
      expect(r.passengers[0]?.status.kind).toBe("rac");
      s = r.state;
    }
    // A→D finds no room on gap A–B: waitlisted.
    const ad = book(s, layout, seg(A, D));
    expect(ad.passengers[0]?.status.kind).toBe("waitlist");
    for (const load of racLoadPerGap(ad.state))
      for (const n of load) expect(n).toBeLessThanOrEqual(2);
    expect(racLoadPerGap(ad.state).every((l) => l.every((n) => n === 2))).toBe(true);
  });

  it("a RAC place freed on one gap goes to the first waitlisted passenger who fits it", () => {
    let s = fillQuota(emptyOccupancy(layout, "SL"), layout);
    const racAB: string[] = [];
    for (let i = 0; i < cls.racPassengers; i++) {
      const r = book(s, layout, seg(A, B));
      racAB.push(r.passengers[0]?.pax as string);
      s = r.state;
    }
    for (let i = 0; i < cls.racPassengers; i++) s = book(s, layout, seg(B, D)).state;
    const wlAC = book(s, layout, seg(A, C));
    const wlAB = book(wlAC.state, layout, seg(A, B));
    s = wlAB.state;
    expect(s.wl.GN.map((e) => e.pax)).toEqual([wlAC.passengers[0]?.pax, wlAB.passengers[0]?.pax]);
    const r = cancel(s, layout, [racAB[0] as string]);
    expect(whereIs(r.state, layout, wlAB.passengers[0]?.pax as string).kind).toBe("rac");
    expect(whereIs(r.state, layout, wlAC.passengers[0]?.pax as string)).toMatchObject({
      kind: "waitlist",
      position: 1,
    });
  });
});

describe("segments: promotion", () => {
  /**
   * GN full: one berth sold A→B and B→D, every other for the whole run; RAC
   * full for the whole run; waitlisted in this order: A→D, A→C, A→B.
   */
  function crowded() {
    let s = oneGnBerthLeft();
    const ab = book(s, layout, seg(A, B));
    const bd = book(ab.state, layout, seg(B, D));
    s = bd.state;
    for (let i = 0; i < cls.racPassengers; i++) s = book(s, layout, seg(A, D)).state;
    const wl = [seg(A, D), seg(A, C), seg(A, B)].map((x) => {
      const r = book(s, layout, x);
      s = r.state;
      expect(r.passengers[0]?.status.kind).toBe("waitlist");
      return r.passengers[0]?.pax as string;
    });
    return { s, ab: ab.passengers[0]?.pax as string, bd: bd.passengers[0]?.pax as string, wl };
  }

  it("a cancelled A→B goes to the waitlisted A→B, not to the A→C or A→D before it", () => {
    const { s, ab, wl } = crowded();
    const [wlAD, wlAC, wlAB] = wl as [string, string, string];
    const berth = slotOf(s, ab);
    const r = cancel(s, layout, [ab]);
    expect(r.promotions).toEqual([{ pax: wlAB, to: "confirmed", slot: cs.slots[berth] }]);
    expect(slotOf(r.state, wlAB)).toBe(berth);
    expect(whereIs(r.state, layout, wlAD)).toMatchObject({ kind: "waitlist", position: 1 });
    expect(whereIs(r.state, layout, wlAC)).toMatchObject({ kind: "waitlist", position: 2 });
    expect(promote(r.state, layout).promotions).toEqual([]);
  });

  it("a berth freed for the whole run goes to RAC 1, whose place goes to the first who fits", () => {
    const { s, ab, bd, wl } = crowded();
    const rac1 = s.rac[0]?.pax as string;
    const r = cancel(s, layout, [ab, bd]);
    expect(whereIs(r.state, layout, rac1).kind).toBe("confirmed");
    // RAC 1 rode the whole run: its place fits the first waitlisted (A→D).
    expect(whereIs(r.state, layout, wl[0] as string).kind).toBe("rac");
    expect(r.state.free.GN).toBe(0);
  });

  it("a RAC passenger who fits is promoted before the waitlist", () => {
    let s = oneGnBerthLeft();
    const ab = book(s, layout, seg(A, B));
    const bd = book(ab.state, layout, seg(B, D));
    s = bd.state;
    // RAC: A→D for all but two places, then two B→C on one side lower … all RAC.
    const rac: string[] = [];
    for (let i = 0; i < cls.racPassengers; i++) {
      const r = book(s, layout, seg(i === cls.racPassengers - 1 ? B : A, i === 0 ? B : D));
      expect(r.passengers[0]?.status.kind).toBe("rac");
      rac.push(r.passengers[0]?.pax as string);
      s = r.state;
    }
    const wl = book(s, layout, seg(A, B));
    s = wl.state;
    // The B→D passenger cancels: RAC 1 (A→B) does not fit B→D; the first RAC that does is the last.
    const r = cancel(s, layout, [bd.passengers[0]?.pax as string]);
    expect(whereIs(r.state, layout, rac.at(-1) as string).kind).toBe("confirmed");
    expect(whereIs(r.state, layout, rac[0] as string).kind).toBe("rac");
  });

  it("a RAC passenger boarding later takes a berth their shorter journey now fits", () => {
    // The last GN berth sold A→B only; RAC full for the whole run.
    let s = oneGnBerthLeft();
    const ab = book(s, layout, seg(A, B));
    s = ab.state;
    const berth = slotOf(s, ab.passengers[0]?.pax as string);
    for (let i = 0; i < cls.racPassengers; i++) s = book(s, layout, seg(A, D)).state;
    const rac1 = s.rac[0]?.pax as string;
    // RAC 1 now boards at B: B→D of that berth is free, though nothing was freed on it.
    const r = reboard(s, layout, [rac1], B);
    expect(slotOf(r.state, rac1)).toBe(berth);
    expect(promote(r.state, layout).promotions).toEqual([]);
  });

  it("a later boarding point frees the gaps before it", () => {
    const { s, wl } = crowded();
    const whole = s.occ.find((p, i) => p !== null && cs.slots[i]?.quota === "GN") as string;
    const berth = slotOf(s, whole);
    const r = reboard(s, layout, [whole], B);
    // The A→B waitlisted passenger takes A→B of that berth; the A→D and A→C wait on.
    expect(r.promotions).toEqual([{ pax: wl[2], to: "confirmed", slot: cs.slots[berth] }]);
    expect(slotOf(r.state, whole)).toBe(berth);
    expect(r.state.occ[berth]).toBeNull();
    expect(r.state.parts.get(berth)?.map((p) => [p.from, p.to])).toEqual([
      [A, B],
      [B, D],
    ]);
    // Boarding earlier than booked, or where already boarding, changes nothing.
    expect(reboard(r.state, layout, [whole], A).state).toEqual(r.state);
    expect(() => reboard(r.state, layout, [wl[2] as string], B)).toThrow(RangeError);
  });
});

describe("segments: chart and rows", () => {
  it("at charting a part-sold reserved berth is released to GN for what is left", () => {
    let s = emptyOccupancy(layout, "SL");
    const ss = book(s, layout, seg(A, B, { quota: "SS", passengers: [adult({ age: 65 })] }));
    s = ss.state;
    const berth = slotOf(s, ss.passengers[0]?.pax as string);
    expect(cs.slots[berth]?.quota).toBe("SS");
    const charted = chart(s, layout).state;
    expect(charted.released[berth]).toBe(1);
    expect(charted.free.SS).toBe(0);
    // A current booking B→D may take the rest of it.
    const bd = book(charted, layout, seg(B, D));
    expect(bd.passengers[0]?.status.kind).toBe("confirmed");
  });

  it("a row keeps the journeys; whole-run passengers are stored as before segments", () => {
    let s = oneGnBerthLeft();
    s = book(s, layout, seg(A, B)).state;
    s = book(s, layout, seg(B, D)).state;
    for (let i = 0; i < cls.racPassengers; i++) s = book(s, layout, seg(i % 2 ? A : B, D)).state;
    s = book(s, layout, seg(A, C)).state;
    s = book(s, layout, { quota: "TQ", passengers: [adult()], from: B, to: C }).state;
    const row = toRow(s);
    expect(row.v).toBe(2);
    expect(row.g).toBe(3);
    expect(row.part).toHaveLength(3); // A→B and B→D on one GN berth, B→C on a Tatkal one
    expect(row.rac.some((e) => e.length === 3) && row.rac.some((e) => e.length === 5)).toBe(true);
    expect(fromRow(JSON.parse(JSON.stringify(row)), layout)).toEqual({ ok: true, state: s });
  });

  it("reads a version-1 row as every passenger holding the whole run", () => {
    const s = fillQuota(emptyOccupancy(layout, "SL"), layout);
    const [pax] = s.occ.filter(Boolean) as string[];
    const v2 = toRow(s);
    const v1 = {
      v: 1 as const,
      cls: v2.cls,
      cnf: v2.cnf,
      rac: [],
      wl: { GN: [], TQ: [] },
      rel: [],
      charted: false,
    };
    const back = fromRow(v1, layout);
    if (!back.ok) throw new Error(back.reason);
    expect(back.state.occ).toEqual(s.occ);
    expect(back.state.parts.size).toBe(0);
    // Nothing held can be sold for any segment.
    expect(journeyFree(back.state, layout, ["GN"], { from: C, to: D })).toBe(0);
    expect(whereIs(back.state, layout, pax as string).kind).toBe("confirmed");
  });

  it("refuses journeys written for another number of stops, and bad journeys", () => {
    const s = book(oneGnBerthLeft(), layout, seg(A, B)).state;
    const row = toRow(s);
    expect(fromRow(row, layoutOf(["S1"], "mail-express", 5))).toEqual({
      ok: false,
      reason: "stops_changed",
    });
    // Whole-run passengers only: any number of stops reads.
    expect(fromRow(toRow(oneGnBerthLeft()), layoutOf(["S1"], "mail-express", 5)).ok).toBe(true);
    const part = row.part?.[0] as [number, string, "GN", number, number];
    expect(fromRow({ ...row, part: [[part[0], part[1], part[2], 2, 2]] }, layout)).toEqual({
      ok: false,
      reason: "bad_journey",
    });
    expect(fromRow({ ...row, part: [part, [part[0], "X/1", "GN", 0, 2]] }, layout)).toEqual({
      ok: false,
      reason: "bad_slot",
    });
  });
});
