import { describe, expect, it } from "vitest";
import { ordersKeptFrom } from "./retention.service.ts";

describe("ordersKeptFrom: 8 years after the end of the financial year (1 April to 31 March, IST)", () => {
  const at = (iso: string) => ordersKeptFrom(new Date(iso)).toISOString();

  it("keeps the orders of the 8 financial years before this one", () => {
    // The year 2026-27: orders of 2018-19 on are kept; 2017-18 (ended 31 March 2018) is past.
    expect(at("2026-11-27T10:00:00+05:30")).toBe("2018-03-31T18:30:00.000Z");
    expect(at("2027-03-31T23:59:59+05:30")).toBe("2018-03-31T18:30:00.000Z");
  });

  it("moves on at midnight of 1 April in India, not in UTC", () => {
    expect(at("2035-03-31T23:59:59+05:30")).toBe("2026-03-31T18:30:00.000Z");
    // 1 April 00:00 IST is still 31 March in UTC.
    expect(at("2035-04-01T00:00:00+05:30")).toBe("2027-03-31T18:30:00.000Z");
  });
});
