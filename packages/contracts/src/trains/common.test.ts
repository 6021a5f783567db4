import { describe, expect, it } from "vitest";
import { JourneyDateSchema, normaliseJourneyDate, WrapperQuerySchema } from "./common.ts";
import { holidaysBetween, NATIONAL_HOLIDAYS } from "./holidays.ts";
import { TrainSearchQuerySchema } from "./search.ts";

describe("normaliseJourneyDate", () => {
  it("keeps an ISO date and reads both 8-digit forms", () => {
    expect(normaliseJourneyDate("2026-11-25")).toBe("2026-11-25");
    expect(normaliseJourneyDate("20261125")).toBe("2026-11-25");
    expect(normaliseJourneyDate("25112026")).toBe("2026-11-25");
    expect(normaliseJourneyDate("01122026")).toBe("2026-12-01");
  });

  it("refuses what names no calendar date", () => {
    for (const bad of [
      "2026-02-29",
      "2026-13-01",
      "20261332",
      "31022026",
      "2026-1-5",
      "1234567",
      "",
    ]) {
      expect(normaliseJourneyDate(bad)).toBeNull();
    }
    expect(normaliseJourneyDate("2028-02-29")).toBe("2028-02-29");
  });

  it("never reads one 8-digit string as two different dates", () => {
    // Every date of 2026–2027 written YYYYMMDD is not also a DDMMYYYY date, and vice versa.
    for (
      let d = new Date(Date.UTC(2026, 0, 1));
      d.getUTCFullYear() < 2028;
      d.setUTCDate(d.getUTCDate() + 1)
    ) {
      const iso = d.toISOString().slice(0, 10);
      const [y, m, day] = iso.split("-");
      expect(normaliseJourneyDate(`${y}${m}${day}`)).toBe(iso);
      expect(normaliseJourneyDate(`${day}${m}${y}`)).toBe(iso);
    }
  });

  it("gives the schema's message for a malformed date", () => {
    const r = JourneyDateSchema.safeParse("next week");
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toMatch(/YYYY-MM-DD/);
  });
});

describe("WrapperQuerySchema", () => {
  it("defaults locale and client and never fails on odd values", () => {
    expect(WrapperQuerySchema.parse({})).toMatchObject({ locale: "en-IN", client: "HTML5" });
    const odd = WrapperQuerySchema.parse({
      locale: "xx",
      isH5: "nope",
      client: "x".repeat(100),
      extra: "1",
    });
    expect(odd).toMatchObject({ locale: "en-IN", client: "HTML5", isH5: undefined });
    expect("extra" in odd).toBe(false);
    expect(WrapperQuerySchema.parse({ isH5: "true", locale: "hi-IN" })).toMatchObject({
      isH5: true,
      locale: "hi-IN",
    });
  });
});

describe("TrainSearchQuerySchema", () => {
  it("upper-cases codes and defaults the quota to GN", () => {
    expect(
      TrainSearchQuerySchema.parse({ from: " ndls ", to: "hwh", date: "20261125" }),
    ).toMatchObject({
      from: "NDLS",
      to: "HWH",
      date: "2026-11-25",
      quota: "GN",
    });
  });

  it("puts the same-station rule on the destination", () => {
    const r = TrainSearchQuerySchema.safeParse({ from: "NDLS", to: "ndls", date: "2026-11-25" });
    expect(r.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["to", "Source and destination cannot be the same"],
    ]);
  });
});

describe("holidays", () => {
  it("are in date order, each a calendar date", () => {
    const dates = NATIONAL_HOLIDAYS.map((h) => h.date);
    expect(dates).toEqual([...dates].sort());
    for (const d of dates) expect(normaliseJourneyDate(d)).toBe(d);
  });

  it("holidaysBetween includes both ends", () => {
    expect(holidaysBetween("2026-08-15", "2026-10-02").map((h) => h.name)).toEqual([
      "Independence Day",
      "Milad-un-Nabi",
      "Janmashtami",
      "Gandhi Jayanti",
    ]);
  });
});
