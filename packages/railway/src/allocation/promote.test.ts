import { describe, expect, it } from "vitest";
import { allocate } from "./allocate.ts";
import { classSlots, emptyOccupancy, whereIs } from "./occupancy.ts";
import { cancel, chart, currentStatuses, promote } from "./promote.ts";
import { adult, book, fillQuota, layoutOf, nextPnr } from "./test-helpers.ts";

const layout = layoutOf(["S1", "S2"]);
const cls = layout.classes[0] as (typeof layout.classes)[number];
const cs = classSlots(layout, "SL");

/** GN full, RAC full, and `wl` passengers on GNWL (one per PNR). */
function crowded(wl: number) {
  let s = fillQuota(emptyOccupancy(layout, "SL"), layout);
  for (let i = 0; i < cls.racPassengers + wl; i++)
    s = book(s, layout, { passengers: [adult()] }).state;
  return s;
}

const gnConfirmed = (s: ReturnType<typeof crowded>) =>
  s.occ.find((p, i) => p !== null && cs.slots[i]?.quota === "GN") as string;

describe("cancel and promote", () => {
  it("a freed berth goes to RAC 1, and GNWL 1 takes the freed RAC place; lists renumber", () => {
    const s = crowded(3);
    const victim = gnConfirmed(s);
    const slot = s.occ.indexOf(victim);
    const rac1 = s.rac[0]?.pax as string;
    const wl1 = s.wl.GN[0]?.pax as string;
    const wl2 = s.wl.GN[1]?.pax as string;
    const r = cancel(s, layout, [victim]);
    expect(r.removed).toEqual([victim]);
    expect(r.state.occ[slot]).toBe(rac1);
    expect(whereIs(r.state, layout, wl1)).toMatchObject({
      kind: "rac",
      position: cls.racPassengers,
    });
    expect(whereIs(r.state, layout, wl2)).toEqual({ kind: "waitlist", list: "GN", position: 1 });
    expect(r.promotions.map((p) => [p.pax, p.to])).toEqual([
      [rac1, "confirmed"],
      [wl1, "rac"],
    ]);
    // The given state is unchanged.
    expect(s.occ[slot]).toBe(victim);
  });

  it("a cancelled RAC passenger's place goes to GNWL 1, and RAC positions close up", () => {
    const s = crowded(2);
    const rac2 = s.rac[1]?.pax as string;
    const rac3 = s.rac[2]?.pax as string;
    const wl1 = s.wl.GN[0]?.pax as string;
    const r = cancel(s, layout, [rac2]);
    expect(whereIs(r.state, layout, rac3)).toMatchObject({ kind: "rac", position: 2 });
    expect(whereIs(r.state, layout, wl1)).toMatchObject({
      kind: "rac",
      position: cls.racPassengers,
    });
    expect(r.state.wl.GN).toHaveLength(1);
  });

  it("a cancelled waitlisted passenger only renumbers the list", () => {
    const s = crowded(3);
    const [a, b, c] = s.wl.GN.map((e) => e.pax);
    const r = cancel(s, layout, [b as string]);
    expect(r.promotions).toEqual([]);
    expect(r.state.wl.GN.map((e) => e.pax)).toEqual([a, c]);
  });

  it("a freed Tatkal berth goes to TQWL 1 straight to CNF, not to GN RAC", () => {
    let s = crowded(1);
    s = fillQuota(s, layout, "TQ");
    const tq = book(s, layout, { quota: "TQ", passengers: [adult()] });
    s = tq.state;
    const victim = s.occ.find((p, i) => p !== null && cs.slots[i]?.quota === "TQ") as string;
    const rac1 = s.rac[0]?.pax;
    const r = cancel(s, layout, [victim]);
    expect(whereIs(r.state, layout, tq.passengers[0]?.pax as string).kind).toBe("confirmed");
    expect(r.state.rac[0]?.pax).toBe(rac1);
  });

  it("a freed senior-citizen berth waits for a senior-quota passenger, and is released at charting", () => {
    let s = crowded(2);
    s = fillQuota(s, layout, "SS");
    const victim = s.occ.find((p, i) => p !== null && cs.slots[i]?.quota === "SS") as string;
    const slot = s.occ.indexOf(victim);
    const rac1 = s.rac[0]?.pax;
    const r = cancel(s, layout, [victim]);
    expect(r.state.occ[slot]).toBeNull();
    expect(r.state.free.SS).toBe(1);
    // A senior booking under SS now gets it.
    const senior = book(r.state, layout, { quota: "SS", passengers: [adult({ age: 70 })] });
    expect(senior.passengers[0]?.status.kind).toBe("confirmed");
    // Or, at charting, the berth is released to GN and RAC 1 gets it.
    const charted = chart(r.state, layout);
    expect(whereIs(charted.state, layout, rac1 as string).kind).toBe("confirmed");
    expect(charted.state.occ[slot]).not.toBeNull();
    expect(charted.state.released[slot]).toBe(1);
  });

  it("an SS passenger who overflowed into GNWL gets a freed SS berth ahead of GN passengers", () => {
    let s = fillQuota(emptyOccupancy(layout, "SL"), layout, "SS");
    s = fillQuota(s, layout);
    for (let i = 0; i < cls.racPassengers; i++)
      s = book(s, layout, { passengers: [adult()] }).state;
    s = book(s, layout, { passengers: [adult()] }).state; // GNWL 1, a GN booking
    const ss = book(s, layout, { quota: "SS", passengers: [adult({ age: 65 })] });
    expect(ss.passengers[0]?.status).toEqual({ kind: "waitlist", list: "GN", position: 2 });
    const victim = ss.state.occ.find((p, i) => p !== null && cs.slots[i]?.quota === "SS") as string;
    const r = cancel(ss.state, layout, [victim]);
    expect(whereIs(r.state, layout, ss.passengers[0]?.pax as string).kind).toBe("confirmed");
  });

  it("promote on a settled state moves nobody", () => {
    expect(promote(crowded(3), layout).promotions).toEqual([]);
  });
});

describe("chart", () => {
  it("releases unused quota berths to GN: GNWL first, then TQWL", () => {
    let s = fillQuota(emptyOccupancy(layout, "SL"), layout); // TQ/PT/LD/SS/HP untouched
    for (let i = 0; i < cls.racPassengers + 2; i++)
      s = book(s, layout, { passengers: [adult()] }).state;
    const unused = s.free.TQ + s.free.PT + s.free.LD + s.free.SS + s.free.HP;
    const wl = s.wl.GN.map((e) => e.pax);
    const racs = s.rac.map((e) => e.pax);
    const r = chart(s, layout);
    expect(r.state.free.GN).toBe(unused - racs.length - wl.length);
    for (const p of [...racs, ...wl]) expect(whereIs(r.state, layout, p).kind).toBe("confirmed");
    expect(r.autoCancelled).toEqual([]);
  });

  it("gives released berths to GNWL before TQWL", () => {
    // Only GN berths outside the lists: fill every quota except LD (6 berths free at chart).
    let s = emptyOccupancy(layout, "SL");
    for (const q of ["GN", "TQ", "PT", "SS", "HP"] as const) s = fillQuota(s, layout, q);
    for (let i = 0; i < cls.racPassengers; i++)
      s = book(s, layout, { passengers: [adult()] }).state;
    const tq = book(s, layout, { quota: "TQ", passengers: [adult()] });
    s = tq.state;
    const gnwl: string[] = [];
    for (let i = 0; i < s.free.LD; i++) {
      const r = book(s, layout, { passengers: [adult()] });
      gnwl.push(r.passengers[0]?.pax as string);
      s = r.state;
    }
    const r = chart(s, layout);
    // The six LD berths: RAC 1..6 confirmed, GNWL 1..6 move to RAC, TQWL gets nothing and is auto-cancelled.
    for (const p of gnwl) expect(whereIs(r.state, layout, p).kind).toBe("rac");
    expect(r.autoCancelled.map((a) => a.passengers)).toEqual([[tq.passengers[0]?.pax]]);
  });

  it("auto-cancels fully waitlisted PNRs only; a partly confirmed PNR keeps its waitlisted member", () => {
    // 1A: no RAC and every berth GN, so one free berth makes a PNR part CNF, part WL.
    const first = layoutOf(["H1"]);
    const fcs = classSlots(first, "1A");
    let s = fillQuota(emptyOccupancy(first, "1A"), first);
    const victim = s.occ.find((p, i) => p !== null && fcs.slots[i]?.quota === "GN") as string;
    s = cancel(s, first, [victim]).state;
    const mixed = book(s, first, { passengers: [adult(), adult()] });
    expect(mixed.passengers.map((p) => p.status.kind)).toEqual(["confirmed", "waitlist"]);
    const allWl = book(mixed.state, first, { passengers: [adult(), adult()] });
    const r = chart(allWl.state, first);
    expect(whereIs(r.state, first, mixed.passengers[1]?.pax as string).kind).toBe("waitlist");
    expect(r.autoCancelled).toEqual([
      {
        pnr: allWl.passengers[0]?.pax.split("/")[0],
        passengers: allWl.passengers.map((p) => p.pax),
      },
    ]);
    const statuses = currentStatuses(r.state, first);
    expect(statuses.get(mixed.passengers[1]?.pax as string)).toEqual({
      kind: "waitlist",
      list: "GN",
      position: 1,
    });
  });

  it("after charting only confirmed berths are sold (current booking)", () => {
    const s = chart(emptyOccupancy(layout, "SL"), layout).state;
    const full = fillQuota(s, layout);
    expect(full.free.GN).toBe(0);
    expect(allocate(full, layout, { pnr: nextPnr(), quota: "GN", passengers: [adult()] })).toEqual({
      ok: false,
      reason: "not_all_confirmed",
    });
  });
});
