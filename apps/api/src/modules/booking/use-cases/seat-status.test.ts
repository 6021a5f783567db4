import { describe, expect, it } from "vitest";
import { seatStatusChange, statusRank, verified } from "./seat-status.ts";

describe("seat status changes (spec §4)", () => {
  it("ranks confirmed over RAC over waitlist over nothing", () => {
    expect(statusRank("AVAILABLE-0044")).toBe(3);
    expect(statusRank("RAC 12")).toBe(2);
    expect(statusRank("GNWL35/WL20")).toBe(1);
    expect(statusRank("REGRET/WL")).toBe(0);
  });

  it("asks to confirm only when the status got worse, in the spec's words for a waitlist", () => {
    expect(seatStatusChange("AVAILABLE-0004", "GNWL3/WL3")).toEqual({
      changed: true,
      message: "Seat Status has changed to Waiting List!",
    });
    expect(seatStatusChange("AVAILABLE-0004", "RAC 2")).toEqual({
      changed: true,
      message: "Seat Status has changed to RAC 2!",
    });
    expect(seatStatusChange("GNWL3/WL3", "AVAILABLE-0010").changed).toBe(false);
    expect(seatStatusChange("", "GNWL3/WL3").changed).toBe(false);
  });
});

describe("verified", () => {
  const fare = { lines: [], totalPaise: 0, payingPassengers: 1, final: false };
  const availability = (status: string) =>
    ({ ok: true, status, bookable: true, fare: 100_00 }) as unknown as Parameters<
      typeof verified
    >[2];

  it("answers the status now, bookable, and whether it got worse than the one seen", () => {
    expect(verified("O1", "AVAILABLE-0004", availability("GNWL3/WL3"), fare)).toEqual({
      orderId: "O1",
      status: "GNWL3/WL3",
      statusChanged: true,
      statusMessage: "Seat Status has changed to Waiting List!",
      bookable: true,
      fare,
    });
    expect(verified("O1", "", availability("RAC 2"), fare).statusChanged).toBe(false);
  });
});
