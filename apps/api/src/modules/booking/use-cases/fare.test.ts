import { describe, expect, it } from "vitest";
import { breakdown, fareLines } from "./fare.ts";

describe("fareLines", () => {
  it("adds the AC fee with its GST, free cancellation per paying passenger and insurance", () => {
    const lines = fareLines({
      ticketFare: 300_000,
      classCode: "3A",
      payingPassengers: 2,
      adultFare: 150_000,
      freeCancellation: true,
      insured: 2,
    });
    expect(lines).toEqual([
      { id: "ticket_fare", label: "Ticket fare", paise: 300_000 },
      { id: "convenience_fee", label: "Convenience fee", paise: 2_000 },
      { id: "gst_on_fee", label: "GST on convenience fee", paise: 360 },
      { id: "free_cancellation", label: "Free cancellation", paise: 12_000 },
      { id: "insurance", label: "Travel insurance", paise: 90 },
    ]);
  });

  it("leaves out the premiums not chosen, and charges the non-AC fee", () => {
    const lines = fareLines({
      ticketFare: 50_000,
      classCode: "SL",
      payingPassengers: 1,
      adultFare: 50_000,
      freeCancellation: false,
      insured: 0,
    });
    expect(lines.map((l) => l.id)).toEqual(["ticket_fare", "convenience_fee", "gst_on_fee"]);
    expect(lines[1]?.paise).toBe(1_000);
  });
});

describe("breakdown", () => {
  it("totals the lines", () => {
    const lines = [
      { id: "ticket_fare", label: "Ticket fare", paise: 100 },
      { id: "convenience_fee", label: "Convenience fee", paise: 20 },
    ] as const;
    expect(breakdown([...lines], 1, true)).toEqual({
      lines: [...lines],
      totalPaise: 120,
      payingPassengers: 1,
      final: true,
    });
  });
});
