import { describe, expect, it } from "vitest";
import { ist } from "../rules/test-helpers.ts";
import {
  FARE_REVISIONS,
  type FareRevision,
  fareGroup,
  incrementRupees,
  LATEST_FARES_AT,
  revisionDelta,
  revisionsInForce,
} from "./revisions.ts";

const revision = (from: string) => FARE_REVISIONS.find((r) => r.from === from) as FareRevision;

describe("fare revisions by booking date (facts.md §5)", () => {
  it.each([
    ["2019-12-31 23:59:59", 0],
    ["2020-01-01 00:00", 1],
    ["2025-06-30 23:59:59", 1],
    ["2025-07-01 00:00", 2],
    ["2025-12-25 23:59:59", 2],
    ["2025-12-26 00:00", 3],
    ["2026-11-25 10:00", 3],
  ])("a ticket booked at %s IST pays %i revisions", (at, n) => {
    expect(revisionsInForce(ist(at))).toBe(n);
  });

  it("counts the IST date, not the UTC one", () => {
    // 00:30 IST on 26 Dec 2025 is still 25 Dec in UTC.
    expect(revisionsInForce(new Date("2025-12-25T19:00:00Z"))).toBe(3);
    expect(LATEST_FARES_AT).toEqual(ist("2025-12-26 00:00"));
  });

  it("groups classes as the notices do: AC, ordinary 2S, other ordinary, mail/express non-AC", () => {
    expect(fareGroup("rajdhani", "3A")).toBe("ac");
    expect(fareGroup("passenger", "CC")).toBe("ac");
    expect(fareGroup("passenger", "2S")).toBe("ordinarySecond");
    expect(fareGroup("passenger", "SL")).toBe("ordinaryOther");
    expect(fareGroup("passenger", "FC")).toBe("ordinaryOther");
    expect(fareGroup("mail-express", "SL")).toBe("mailExpressNonAc");
    expect(fareGroup("superfast", "2S")).toBe("mailExpressNonAc");
    expect(fareGroup("vande-bharat", "VS")).toBe("mailExpressNonAc");
  });

  it.each([
    [500, 0],
    [501, 5],
    [1500, 5],
    [1501, 10],
    [2500, 10],
    [2501, 15],
    [3000, 15],
  ])("1 Jul 2025, ordinary 2S: %i km adds ₹%i (unchanged up to 500 km)", (km, rupees) => {
    expect(incrementRupees(revision("2025-07-01").ordinarySecond, km)).toBe(rupees);
  });

  it.each([
    [215, 0],
    [216, 5],
    [750, 5],
    [751, 10],
    [1250, 10],
    [1251, 15],
    [1750, 15],
    [1751, 20],
    [2250, 20],
  ])("26 Dec 2025, ordinary 2S: %i km adds ₹%i (unchanged up to 215 km)", (km, rupees) => {
    expect(incrementRupees(revision("2025-12-26").ordinarySecond, km)).toBe(rupees);
  });

  it("per-km increments: paise × km charged", () => {
    expect(incrementRupees(revision("2025-07-01").mailExpressNonAc, 500)).toBe(5);
    expect(incrementRupees(revision("2025-07-01").ac, 1000)).toBe(20);
    expect(incrementRupees(revision("2025-07-01").ordinaryOther, 1000)).toBe(5);
    expect(incrementRupees(revision("2025-12-26").mailExpressNonAc, 500)).toBe(10);
    expect(incrementRupees(revision("2025-12-26").ordinaryOther, 1000)).toBe(10);
    expect(incrementRupees(revision("2020-01-01").ac, 1447)).toBeCloseTo(57.88, 9);
  });

  it("adds the revisions after a table's date and takes away those not yet in force", () => {
    const asOf2026 = "2026-01-01";
    // Mail/express SL, 500 km: −₹10 before 26 Dec 2025, −₹15 before 1 Jul 2025, −₹25 before 2020.
    expect(revisionDelta("mail-express", "SL", 500, asOf2026, ist("2026-11-25 10:00"))).toBe(0);
    expect(revisionDelta("mail-express", "SL", 500, asOf2026, ist("2025-12-25 10:00"))).toBe(-10);
    expect(revisionDelta("mail-express", "SL", 500, asOf2026, ist("2025-06-30 10:00"))).toBe(-15);
    expect(revisionDelta("mail-express", "SL", 500, asOf2026, ist("2019-06-30 10:00"))).toBe(-25);
    // AC, 655 km, a 2019 table booked today: 4 + 2 + 2 paise a km.
    expect(
      revisionDelta("vande-bharat", "CC", 655, "2019-12-31", ist("2026-11-25 10:00")),
    ).toBeCloseTo(52.4, 9);
  });
});
