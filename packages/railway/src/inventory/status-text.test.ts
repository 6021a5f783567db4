import { SEAT_STATUS } from "@safar/contracts/code-tables";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { BerthType } from "./layout.ts";
import {
  type AvailabilityStatus,
  availabilityCode,
  availabilityColour,
  colourOfCode,
  formatAvailability,
  formatPassengerStatus,
  formatStatusPair,
  type PassengerStatus,
  parseAvailability,
  parsePassengerStatus,
  seatStatusCode,
  statusGroup,
  WAITLIST_LISTS,
} from "./status-text.ts";

const pos = fc.integer({ min: 1, max: 9999 });
const list = fc.constantFrom(...WAITLIST_LISTS);

const arbAvailability: fc.Arbitrary<AvailabilityStatus> = fc.oneof(
  fc.record({ kind: fc.constant("available" as const), count: pos }),
  fc.record({ kind: fc.constant("current_available" as const), count: pos }),
  fc.record({ kind: fc.constant("rac" as const), position: pos }),
  fc.record({
    kind: fc.constant("waitlist" as const),
    list,
    position: pos,
    current: fc.option(pos, { nil: null }),
  }),
  fc.constantFrom<AvailabilityStatus>(
    { kind: "regret" },
    { kind: "not_available" },
    { kind: "departed" },
    { kind: "not_opened" },
    { kind: "closed" },
  ),
);

const seat = fc.record({
  coach: fc
    .tuple(
      fc.constantFrom("H", "A", "B", "M", "S", "C", "E", "D", "HA", "G"),
      fc.integer({ min: 1, max: 24 }),
    )
    .map(([l, n]) => `${l}${n}`),
  berth: fc.integer({ min: 1, max: 120 }),
  type: fc.constantFrom<BerthType>("LB", "MB", "UB", "SL", "SM", "SU", "WS", "MS", "AS"),
});

const arbPassenger: fc.Arbitrary<PassengerStatus> = fc.oneof(
  fc.record({ kind: fc.constant("confirmed" as const), seat: fc.option(seat, { nil: null }) }),
  fc.record({ kind: fc.constant("rac" as const), position: pos, seat: fc.constant(null) }),
  fc.record({ kind: fc.constant("rac" as const), position: fc.constant(null), seat }),
  fc.record({
    kind: fc.constant("waitlist" as const),
    list: fc.option(list, { nil: null }),
    position: pos,
  }),
  fc.constantFrom<PassengerStatus>(
    { kind: "cancelled" },
    { kind: "modified" },
    { kind: "released" },
    { kind: "no_berth" },
  ),
);

describe("availability text (facts.md §3.1)", () => {
  it("prints each status as the railway does", () => {
    expect(formatAvailability({ kind: "available", count: 44 })).toBe("AVAILABLE-0044");
    expect(formatAvailability({ kind: "current_available", count: 12 })).toBe("CURR_AVBL-0012");
    expect(formatAvailability({ kind: "rac", position: 12 })).toBe("RAC 12");
    expect(formatAvailability({ kind: "waitlist", list: "GN", position: 35, current: 20 })).toBe(
      "GNWL35/WL20",
    );
    expect(formatAvailability({ kind: "waitlist", list: "RL", position: 5, current: null })).toBe(
      "RLWL5",
    );
    expect(formatAvailability({ kind: "waitlist", list: "PQ", position: 3, current: 1 })).toBe(
      "PQWL3/WL1",
    );
    expect(formatAvailability({ kind: "waitlist", list: "RS", position: 8, current: 8 })).toBe(
      "RSWL8/WL8",
    );
    expect(formatAvailability({ kind: "waitlist", list: "TQ", position: 9, current: 4 })).toBe(
      "TQWL9/WL4",
    );
    expect(formatAvailability({ kind: "regret" })).toBe("REGRET/WL");
    expect(formatAvailability({ kind: "not_available" })).toBe("NOT AVAILABLE");
    expect(formatAvailability({ kind: "departed" })).toBe("TRAIN DEPARTED");
    expect(formatAvailability({ kind: "not_opened" })).toBe("BOOKING NOT YET OPENED");
  });

  it("parses lenient variants (spaces, case, the other not-open wording)", () => {
    expect(parseAvailability("available-0044")).toEqual({
      ok: true,
      status: { kind: "available", count: 44 },
    });
    expect(parseAvailability("RAC12")).toEqual({ ok: true, status: { kind: "rac", position: 12 } });
    expect(parseAvailability("GNWL 35/WL 20")).toEqual({
      ok: true,
      status: { kind: "waitlist", list: "GN", position: 35, current: 20 },
    });
    expect(parseAvailability("Booking Not Yet Opened")).toEqual({
      ok: true,
      status: { kind: "not_opened" },
    });
    expect(parseAvailability("REGRET / WL")).toEqual({ ok: true, status: { kind: "regret" } });
    expect(parseAvailability("WL20")).toEqual({ ok: false, reason: "unrecognised" });
    expect(parseAvailability("AVAILABLE")).toEqual({ ok: false, reason: "unrecognised" });
  });

  it("round-trips: parse(format(s)) = s", () => {
    fc.assert(
      fc.property(arbAvailability, (s) => {
        expect(parseAvailability(formatAvailability(s))).toEqual({ ok: true, status: s });
      }),
    );
  });

  it("round-trips canonical text: format(parse(t)) = t", () => {
    for (const t of [
      "AVAILABLE-0044",
      "CURR_AVBL-0012",
      "RAC 12",
      "GNWL35/WL20",
      "TQWL4",
      "TRAIN DEPARTED",
    ]) {
      const p = parseAvailability(t);
      if (!p.ok) throw new Error(t);
      expect(formatAvailability(p.status)).toBe(t);
    }
  });
});

describe("groups, codes and colours (spec §4)", () => {
  it("maps statuses to the spec's groups, null to empty (check availability)", () => {
    const g = (t: string) => {
      const p = parseAvailability(t);
      if (!p.ok) throw new Error(t);
      return statusGroup(p.status);
    };
    expect(g("AVAILABLE-0010")).toBe("AVL");
    expect(g("CURR_AVBL-0003")).toBe("Curr AVL");
    expect(g("NOT AVAILABLE")).toBe("Not AVL");
    expect(g("REGRET/WL")).toBe("Not AVL");
    expect(g("RAC 3")).toBe("RAC");
    expect(g("GNWL10/WL4")).toBe("WL");
    expect(g("TRAIN DEPARTED")).toBe("Departed");
    expect(g("BOOKING CLOSED")).toBe("Closed");
    expect(g("BOOKING NOT STARTED")).toBe("Closed");
    expect(statusGroup(null)).toBe("");
  });

  it("colours by the first character of the code: 0 red, 1 or 2 green, else amber", () => {
    expect(colourOfCode("0")).toBe("red");
    expect(colourOfCode("1")).toBe("green");
    expect(colourOfCode("2-RAC")).toBe("green");
    expect(colourOfCode("3")).toBe("amber");
    expect(colourOfCode("")).toBe("amber");
  });

  it("codes 0 NOT AVL, 1 available, 2 RAC, 3 WL, and the colour follows the code", () => {
    fc.assert(
      fc.property(arbAvailability, (s) => {
        const code = availabilityCode(s);
        const group = statusGroup(s);
        const expected =
          group === "AVL" || group === "Curr AVL"
            ? "1"
            : group === "RAC"
              ? "2"
              : group === "WL"
                ? "3"
                : "0";
        expect(code).toBe(expected);
        expect(availabilityColour(s)).toBe(code === "0" ? "red" : code === "3" ? "amber" : "green");
      }),
    );
  });

  it("gives spec §9 seat-status codes (available 1, waiting 3, RAC 0, TQWL 2)", () => {
    expect(seatStatusCode({ kind: "available", count: 1 })).toBe(SEAT_STATUS.available);
    expect(seatStatusCode({ kind: "rac", position: 1 })).toBe(SEAT_STATUS.rac);
    expect(seatStatusCode({ kind: "waitlist", list: "TQ", position: 1, current: null })).toBe(
      SEAT_STATUS.tqwl,
    );
    expect(seatStatusCode({ kind: "waitlist", list: "GN", position: 1, current: null })).toBe(
      SEAT_STATUS.waiting,
    );
    expect(seatStatusCode({ kind: "regret" })).toBeNull();
  });
});

describe("passenger statuses (facts.md §8)", () => {
  it("prints booking and current statuses", () => {
    expect(
      formatPassengerStatus({ kind: "confirmed", seat: { coach: "B2", berth: 34, type: "LB" } }),
    ).toBe("CNF/B2/34/LB");
    expect(formatPassengerStatus({ kind: "confirmed", seat: null })).toBe("CNF");
    expect(formatPassengerStatus({ kind: "rac", position: 5, seat: null })).toBe("RAC 5");
    expect(
      formatPassengerStatus({
        kind: "rac",
        position: null,
        seat: { coach: "S4", berth: 71, type: "SL" },
      }),
    ).toBe("RAC/S4/71/SL");
    expect(formatPassengerStatus({ kind: "waitlist", list: "GN", position: 45 })).toBe("GNWL 45");
    expect(formatPassengerStatus({ kind: "waitlist", list: null, position: 12 })).toBe("WL 12");
    expect(formatPassengerStatus({ kind: "waitlist", list: "RL", position: 5 })).toBe("RLWL 5");
    expect(formatPassengerStatus({ kind: "cancelled" })).toBe("CAN");
    expect(formatPassengerStatus({ kind: "released" })).toBe("RELEASED");
    expect(
      formatStatusPair(
        { kind: "waitlist", list: "GN", position: 45 },
        { kind: "waitlist", list: null, position: 30 },
      ),
    ).toBe("GNWL 45/WL 30");
  });

  it("parses lenient variants", () => {
    expect(parsePassengerStatus("cnf / b3 / 12 / ub")).toEqual({
      ok: true,
      status: { kind: "confirmed", seat: { coach: "B3", berth: 12, type: "UB" } },
    });
    expect(parsePassengerStatus("WL12")).toEqual({
      ok: true,
      status: { kind: "waitlist", list: null, position: 12 },
    });
    expect(parsePassengerStatus("CNF/B3/12/XX")).toEqual({ ok: false, reason: "unrecognised" });
    expect(parsePassengerStatus("confirmed")).toEqual({ ok: false, reason: "unrecognised" });
  });

  it("round-trips: parse(format(s)) = s", () => {
    fc.assert(
      fc.property(arbPassenger, (s) => {
        expect(parsePassengerStatus(formatPassengerStatus(s))).toEqual({ ok: true, status: s });
      }),
    );
  });
});
