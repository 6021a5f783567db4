import { describe, expect, it } from "vitest";
import { allocate, racVacancies } from "./allocate.ts";
import { classSlots, emptyOccupancy, fromRow, toRow, whereIs } from "./occupancy.ts";
import { adult, book, fillQuota, layoutOf, nextPnr } from "./test-helpers.ts";

const seatOf = (st: { kind: string; seat?: unknown }) => {
  if (st.kind !== "confirmed" || !st.seat) throw new Error(`not confirmed: ${JSON.stringify(st)}`);
  return st.seat as { coach: string; berth: number; type: string };
};

describe("allocate: confirmed berths", () => {
  const layout = layoutOf(["S1", "S2", "B1"]);
  const empty = emptyOccupancy(layout, "SL");

  it("confirms a single passenger with a berth of the booking quota", () => {
    const r = book(empty, layout, { passengers: [adult()] });
    const seat = seatOf(r.passengers[0]?.status as never);
    const slot = classSlots(layout, "SL").byRef.get(`${seat.coach}/${seat.berth}`) as number;
    expect(classSlots(layout, "SL").slots[slot]?.quota).toBe("GN");
    expect(r.state.free.GN).toBe(empty.free.GN - 1);
    expect(empty.occ.every((p) => p === null)).toBe(true); // the input state is untouched
  });

  it("honours a berth preference", () => {
    for (const pref of ["UB", "MB", "SU", "LB", "SL"] as const) {
      const r = book(empty, layout, { passengers: [adult({ preference: pref })] });
      expect(seatOf(r.passengers[0]?.status as never).type).toBe(pref);
    }
  });

  it("gives a lower berth to a senior citizen and to a woman without asking", () => {
    const senior = book(empty, layout, { passengers: [adult({ age: 64 })] });
    expect(seatOf(senior.passengers[0]?.status as never).type).toBe("LB");
    const woman = book(empty, layout, {
      passengers: [adult({ preference: "UB" }), adult({ gender: "Female", age: 50 })],
    });
    expect(seatOf(woman.passengers[0]?.status as never).type).toBe("UB");
    expect(seatOf(woman.passengers[1]?.status as never).type).toBe("LB");
  });

  it("keeps a party of six in one coach and adjacent bays", () => {
    const r = book(empty, layout, {
      passengers: [adult(), adult(), adult(), adult(), adult(), adult()],
    });
    const seats = r.passengers.map((p) => seatOf(p.status as never));
    expect(new Set(seats.map((s) => s.coach)).size).toBe(1);
    const cs = classSlots(layout, "SL");
    const bays = seats.map(
      (s) => cs.slots[cs.byRef.get(`${s.coach}/${s.berth}`) as number]?.bay as number,
    );
    expect(Math.max(...bays) - Math.min(...bays)).toBeLessThanOrEqual(1);
  });

  it("uses the preferred coach", () => {
    const r = book(empty, layout, { coach: "S2", passengers: [adult(), adult()] });
    expect(r.passengers.map((p) => seatOf(p.status as never).coach)).toEqual(["S2", "S2"]);
  });

  it("children without berth and infants take no berth; infants are flagged", () => {
    const r = book(empty, layout, {
      passengers: [
        adult(),
        { age: 3, berth: false },
        { age: 8, berth: false },
        { age: 9, preference: "NB" },
      ],
    });
    expect(r.passengers.map((p) => p.status.kind)).toEqual([
      "confirmed",
      "no_berth",
      "no_berth",
      "no_berth",
    ]);
    expect(r.passengers.map((p) => p.infant)).toEqual([false, true, false, false]);
    expect(r.state.free.GN).toBe(empty.free.GN - 1);
  });

  it("refuses a PNR with nobody needing a berth", () => {
    const r = allocate(empty, layout, {
      pnr: nextPnr(),
      quota: "GN",
      passengers: [{ age: 2, berth: false }],
    });
    expect(r).toEqual({ ok: false, reason: "no_passengers" });
  });

  it("books reserved quotas from their own berths (LD, SS, TQ, PT)", () => {
    const cs = classSlots(layout, "SL");
    for (const quota of ["LD", "SS", "TQ", "PT", "HP"] as const) {
      const r = book(empty, layout, { quota, passengers: [adult({ gender: "Female", age: 61 })] });
      const seat = seatOf(r.passengers[0]?.status as never);
      expect(cs.slots[cs.byRef.get(`${seat.coach}/${seat.berth}`) as number]?.quota).toBe(quota);
    }
  });
});

describe("allocate: hard options", () => {
  const layout = layoutOf(["S1", "S2"]);
  const empty = emptyOccupancy(layout, "SL");

  /** Leaves exactly `perCoach` GN berths free in each coach (keeping those of `keep` type free if asked). */
  function leave(perCoach: number, noLower = false) {
    const cs = classSlots(layout, "SL");
    let s = empty;
    for (const c of cs.coaches) {
      const gn = c.ids.filter((id) => cs.slots[id]?.quota === "GN");
      const keep = new Set(
        gn.filter((id) => !noLower || cs.slots[id]?.type !== "LB").slice(0, perCoach),
      );
      const occ = s.occ.slice();
      for (const id of gn) if (!keep.has(id)) occ[id] = `FILL${id}/1`;
      s = { ...s, occ, occQuota: occ.map((p) => (p ? "GN" : null)) };
    }
    const row = toRow(s);
    const back = fromRow(row, layout);
    if (!back.ok) throw new Error(back.reason);
    return back.state;
  }

  it("'all in one coach' refuses when the party only fits split, otherwise splits", () => {
    const s = leave(2);
    const party = [adult(), adult(), adult()];
    const refused = allocate(s, layout, {
      pnr: nextPnr(),
      quota: "GN",
      passengers: party,
      allInOneCoach: true,
    });
    expect(refused).toEqual({ ok: false, reason: "not_in_one_coach" });
    const split = book(s, layout, { passengers: party });
    expect(new Set(split.passengers.map((p) => seatOf(p.status as never).coach)).size).toBe(2);
    const together = book(leave(3), layout, { passengers: party, allInOneCoach: true });
    expect(new Set(together.passengers.map((p) => seatOf(p.status as never).coach)).size).toBe(1);
  });

  it("'all in one coach' refuses a party that would be split between CNF and RAC", () => {
    const s = leave(1);
    const r = allocate(s, layout, {
      pnr: nextPnr(),
      quota: "GN",
      passengers: [adult(), adult(), adult()],
      allInOneCoach: true,
    });
    expect(r).toEqual({ ok: false, reason: "not_in_one_coach" });
  });

  it("'at least one lower berth' gets one, or refuses when none is free", () => {
    const ok = book(empty, layout, {
      passengers: [adult({ preference: "UB" }), adult({ preference: "UB" })],
      lowerBerths: "atLeastOneLowerBerth",
    });
    expect(ok.passengers.filter((p) => seatOf(p.status as never).type === "LB")).toHaveLength(1);
    const noLower = leave(4, true);
    const r = allocate(noLower, layout, {
      pnr: nextPnr(),
      quota: "GN",
      passengers: [adult()],
      lowerBerths: "atLeastOneLowerBerth",
    });
    expect(r).toEqual({ ok: false, reason: "lower_berth_unavailable" });
    // Without the option the same passenger is booked.
    expect(book(noLower, layout, { passengers: [adult()] }).passengers[0]?.status.kind).toBe(
      "confirmed",
    );
  });

  it("'two lower berths' gets two", () => {
    const r = book(empty, layout, {
      passengers: [
        adult({ preference: "UB" }),
        adult({ preference: "MB" }),
        adult({ preference: "SU" }),
      ],
      lowerBerths: "twoLowerBerths",
    });
    expect(r.passengers.filter((p) => seatOf(p.status as never).type === "LB")).toHaveLength(2);
  });

  it("'two lower berths' refuses when only one is free", () => {
    const cs = classSlots(layout, "SL");
    let s = leave(6, true);
    // Free exactly one GN lower berth.
    const lb = cs.slots.find((x) => x.quota === "GN" && x.type === "LB" && s.occ[x.id] !== null);
    if (!lb) throw new Error("no LB");
    const occ = s.occ.slice();
    occ[lb.id] = null;
    const back = fromRow(toRow({ ...s, occ }), layout);
    if (!back.ok) throw new Error(back.reason);
    s = back.state;
    const r = allocate(s, layout, {
      pnr: nextPnr(),
      quota: "GN",
      passengers: [adult(), adult()],
      lowerBerths: "twoLowerBerths",
    });
    expect(r).toEqual({ ok: false, reason: "lower_berth_unavailable" });
    const one = book(s, layout, { passengers: [adult()], lowerBerths: "atLeastOneLowerBerth" });
    expect(seatOf(one.passengers[0]?.status as never)).toMatchObject({
      coach: lb.coach,
      berth: lb.number,
    });
  });

  it("'book only if confirmed' refuses instead of RAC", () => {
    const full = fillQuota(empty, layout);
    const r = allocate(full, layout, {
      pnr: nextPnr(),
      quota: "GN",
      passengers: [adult()],
      bookOnlyIfConfirmed: true,
    });
    expect(r).toEqual({ ok: false, reason: "not_all_confirmed" });
    expect(book(full, layout, { passengers: [adult()] }).passengers[0]?.status).toEqual({
      kind: "rac",
      position: 1,
      seat: null,
    });
  });
});

describe("allocate: RAC, waitlist, regret", () => {
  const layout = layoutOf(["S1", "S2"]);
  const empty = emptyOccupancy(layout, "SL");
  const cls = layout.classes[0] as (typeof layout.classes)[number];

  it("fills RAC two per side lower, then GNWL up to the cap, then REGRET", () => {
    let s = fillQuota(empty, layout);
    for (let i = 1; i <= cls.racPassengers; i++) {
      const r = book(s, layout, { passengers: [adult()] });
      expect(r.passengers[0]?.status).toEqual({ kind: "rac", position: i, seat: null });
      s = r.state;
    }
    expect(racVacancies(s, layout)).toBe(0);
    const cap = cls.waitlistCap.GN + cls.waitlistCap.LD + cls.waitlistCap.SS + cls.waitlistCap.HP;
    for (let i = 1; i <= cap; i++) {
      const r = book(s, layout, { passengers: [adult()] });
      expect(r.passengers[0]?.status).toEqual({ kind: "waitlist", list: "GN", position: i });
      s = r.state;
    }
    expect(allocate(s, layout, { pnr: nextPnr(), quota: "GN", passengers: [adult()] })).toEqual({
      ok: false,
      reason: "regret",
    });
  });

  it("puts a party in CNF, then RAC, then WL, in passenger order; a PNR is never part-booked", () => {
    let s = fillQuota(empty, layout);
    // Leave one GN berth and one RAC place.
    const r0 = book(s, layout, {
      passengers: Array.from({ length: cls.racPassengers - 1 }, () => adult()),
    });
    s = r0.state;
    const cs = classSlots(layout, "SL");
    const taken = s.occ.findIndex((p, i) => p !== null && cs.slots[i]?.quota === "GN");
    const occ = s.occ.slice();
    occ[taken] = null;
    const back = fromRow(toRow({ ...s, occ }), layout);
    if (!back.ok) throw new Error(back.reason);
    const r = book(back.state, layout, { passengers: [adult(), adult(), adult()] });
    expect(r.passengers.map((p) => p.status.kind)).toEqual(["confirmed", "rac", "waitlist"]);
    expect(r.passengers[1]?.status).toEqual({
      kind: "rac",
      position: cls.racPassengers,
      seat: null,
    });
  });

  it("a party's RAC passengers share one side lower", () => {
    const s = fillQuota(empty, layout);
    const r = book(s, layout, { passengers: [adult(), adult()] });
    const [a, b] = r.state.rac;
    expect(a?.slot).toBe(b?.slot);
  });

  it("Tatkal overflows into TQWL without RAC; Premium Tatkal has no waitlist", () => {
    let s = fillQuota(empty, layout, "TQ");
    const r = book(s, layout, { quota: "TQ", passengers: [adult()] });
    expect(r.passengers[0]?.status).toEqual({ kind: "waitlist", list: "TQ", position: 1 });
    s = fillQuota(empty, layout, "PT");
    expect(allocate(s, layout, { pnr: nextPnr(), quota: "PT", passengers: [adult()] })).toEqual({
      ok: false,
      reason: "regret",
    });
  });

  it("the returned statuses match where the passengers are in the new state", () => {
    let s = fillQuota(empty, layout);
    s = book(s, layout, { passengers: [adult(), adult(), adult()] }).state;
    const r = book(s, layout, { passengers: [adult(), adult()] });
    for (const p of r.passengers) {
      const w = whereIs(r.state, layout, p.pax);
      expect(w.kind).toBe(p.status.kind);
      if (p.status.kind === "rac" && w.kind === "rac") expect(w.position).toBe(p.status.position);
    }
  });
});

describe("occupancy rows", () => {
  it("round-trips through JSON", () => {
    const layout = layoutOf(["S1", "S2"]);
    let s = fillQuota(emptyOccupancy(layout, "SL"), layout);
    s = book(s, layout, { passengers: [adult(), adult(), adult()] }).state;
    s = book(s, layout, { quota: "TQ", passengers: [adult()] }).state;
    const back = fromRow(JSON.parse(JSON.stringify(toRow(s))), layout);
    expect(back).toEqual({ ok: true, state: s });
  });

  it("rejects a row of a class the layout does not have", () => {
    const row = toRow(emptyOccupancy(layoutOf(["S1"]), "SL"));
    expect(fromRow(row, layoutOf(["B1"]))).toEqual({ ok: false, reason: "wrong_class" });
  });

  it("rejects a row naming a berth the class does not have", () => {
    const layout = layoutOf(["S1"]);
    const row = toRow(emptyOccupancy(layout, "SL"));
    expect(fromRow({ ...row, cnf: [[999, "X/1", "GN"]] }, layout)).toEqual({
      ok: false,
      reason: "bad_slot",
    });
  });
});
