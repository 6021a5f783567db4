import { describe, expect, it } from "vitest";
import type { MandateRequest } from "../gateway.ts";
import { ist } from "../rules/test-helpers.ts";
import { mandateLinks } from "./mandate-link.ts";
import {
  describeMandate,
  istWhenText,
  type MandateFields,
  mandateSubject,
  maxMandatePassengers,
  readMandateRequest,
} from "./mandates.ts";

const REQUEST: MandateRequest = {
  railwayUserId: "Asha_1",
  trainNumber: "12952",
  from: "NDLS",
  to: "MMCT",
  date: "2026-11-28",
  classCode: "3A",
  quota: "TQ",
  passengers: 2,
};

const FIELDS: MandateFields = {
  user: "Asha_1",
  train: "12952",
  from: "NDLS",
  to: "MMCT",
  date: "2026-11-28",
  class: "3A",
  quota: "TQ",
  passengers: "2",
};

describe("a mandate request read from the page's fields", () => {
  it("takes a well-formed Tatkal or Premium Tatkal request", () => {
    expect(readMandateRequest(FIELDS)).toEqual({ ok: true, request: REQUEST });
    expect(readMandateRequest({ ...FIELDS, quota: "PT", passengers: "6" })).toEqual({
      ok: true,
      request: { ...REQUEST, quota: "PT", passengers: 6 },
    });
  });

  it.each([
    ["no user ID", { user: "" }, "user_id_invalid"],
    ["a user ID with a space", { user: "Asha 1" }, "user_id_invalid"],
    ["a train that is not 5 digits", { train: "1295" }, "mandate_train_invalid"],
    ["a lower-case station", { from: "ndls" }, "mandate_station_invalid"],
    ["the same station twice", { to: "NDLS" }, "mandate_station_invalid"],
    ["a date that does not exist", { date: "2026-02-30" }, "mandate_date_invalid"],
    ["a date in another format", { date: "28-11-2026" }, "mandate_date_invalid"],
    ["an unknown class", { class: "4A" }, "mandate_class_invalid"],
    ["the general quota", { quota: "GN" }, "mandate_quota_invalid"],
    ["the ladies quota", { quota: "LD" }, "mandate_quota_invalid"],
    ["0 passengers", { passengers: "0" }, "mandate_passengers_invalid"],
    ["7 passengers", { passengers: "7" }, "mandate_passengers_invalid"],
    ["letters for passengers", { passengers: "abc" }, "mandate_passengers_invalid"],
    ["a fraction of a passenger", { passengers: "1.5" }, "mandate_passengers_invalid"],
    ["a passenger count with a sign", { passengers: "+2" }, "mandate_passengers_invalid"],
    ["no passengers at all", { passengers: undefined }, "mandate_passengers_invalid"],
  ] as const)("refuses %s in words", (_, change, reason) => {
    const refused = readMandateRequest({ ...FIELDS, ...change });
    expect(refused).toMatchObject({ ok: false, reason });
    expect(refused.ok ? "" : refused.message).toMatch(/^[A-Z].{10,}/);
  });

  it("says how many passengers a Tatkal ticket takes", () => {
    expect(maxMandatePassengers()).toBe(6);
    expect(readMandateRequest({ ...FIELDS, passengers: "7" })).toMatchObject({
      message:
        "A Tatkal booking has 1 to 6 passengers (4 with a berth, and up to 2 infants without one)",
    });
    expect(readMandateRequest({ ...FIELDS, quota: "GN" })).toMatchObject({
      message:
        "Only a Tatkal (TQ) or Premium Tatkal (PT) booking can be authorised ahead of its opening",
    });
  });
});

describe("a mandate request's words and bindings", () => {
  it("is one canonical subject for its OTP, without a colon", () => {
    expect(mandateSubject(REQUEST)).toBe("mandate/12952/NDLS/MMCT/2026-11-28/3A/TQ/2");
    expect(mandateSubject({ ...REQUEST, passengers: 3 })).not.toBe(mandateSubject(REQUEST));
  });

  it("describes the booking and the opening in IST", () => {
    expect(describeMandate(REQUEST)).toBe(
      "2 passengers in 3A (Tatkal) on 12952 NDLS to MMCT, Sat, 28 Nov 2026",
    );
    expect(describeMandate({ ...REQUEST, passengers: 1, quota: "PT" })).toBe(
      "1 passenger in 3A (Premium Tatkal) on 12952 NDLS to MMCT, Sat, 28 Nov 2026",
    );
    expect(istWhenText(ist("2026-11-27 10:00"))).toBe("10:00 AM on Fri, 27 Nov 2026");
    expect(istWhenText(ist("2026-11-27 23:05"))).toBe("11:05 PM on Fri, 27 Nov 2026");
    expect(istWhenText(ist("2026-11-27 00:30"))).toBe("12:30 AM on Fri, 27 Nov 2026");
  });
});

describe("the mandate page's signed links", () => {
  const links = mandateLinks("k".repeat(43));

  it("match the request they were signed for, and no other", () => {
    const sig = links.sign(REQUEST);
    expect(sig).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(links.matches(REQUEST, sig)).toBe(true);
    for (const changed of [
      { railwayUserId: "Asha_2" },
      { trainNumber: "12951" },
      { from: "MMCT", to: "NDLS" },
      { date: "2026-11-29" },
      { classCode: "2A" as const },
      { quota: "PT" as const },
      { passengers: 3 },
    ]) {
      expect(links.matches({ ...REQUEST, ...changed }, sig)).toBe(false);
    }
    expect(links.matches(REQUEST, undefined)).toBe(false);
    expect(links.matches(REQUEST, "")).toBe(false);
    expect(links.matches(REQUEST, `${sig}x`)).toBe(false);
    expect(mandateLinks("o".repeat(43)).matches(REQUEST, sig)).toBe(false);
  });
});
