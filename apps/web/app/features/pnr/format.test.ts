import { type PnrPassenger, parsePassengerStatus } from "@safar/contracts/pnr";
import { describe, expect, it } from "vitest";
import {
  chartText,
  predictionText,
  seatWords,
  statusHeadline,
  waitlistAfterChartNote,
} from "./format.ts";

const passenger = (
  current: string,
  prediction: PnrPassenger["prediction"],
  reason: PnrPassenger["predictionReason"] = null,
): PnrPassenger => ({
  number: 1,
  label: "Passenger 1",
  name: null,
  age: null,
  gender: null,
  bookingStatus: parsePassengerStatus("GNWL 20"),
  currentStatus: parsePassengerStatus(current),
  prediction,
  predictionReason: prediction ? null : reason,
});

describe("PNR words", () => {
  it("names statuses and seats", () => {
    expect(statusHeadline(parsePassengerStatus("CNF/B2/34/LB"))).toBe("Confirmed");
    expect(seatWords(parsePassengerStatus("CNF/B2/34/LB"))).toBe("Coach B2, berth 34 (Lower)");
    expect(seatWords(parsePassengerStatus("CNF/C1/12/WS"))).toBe("Coach C1, seat 12 (Window Seat)");
    expect(statusHeadline(parsePassengerStatus("RAC 3"))).toBe("RAC 3");
    expect(statusHeadline(parsePassengerStatus("GNWL 12"))).toBe("General waitlist 12");
    expect(statusHeadline(parsePassengerStatus("WL 4"))).toBe("Waitlist 4");
    expect(statusHeadline(parsePassengerStatus("CAN"))).toBe("Cancelled");
    expect(seatWords(parsePassengerStatus("RAC 3"))).toBeNull();
  });

  it("gives the chance for RAC and waitlist, says so when there is none, and nothing after the chart", () => {
    expect(
      predictionText(passenger("WL 4", { percent: 62, count: 40, target: "seat" }), false),
    ).toBe("62% chance of confirmation by the chart");
    expect(
      predictionText(passenger("RAC 2", { percent: 80, count: 9, target: "berth" }), false),
    ).toBe("80% chance of a berth by the chart");
    expect(predictionText(passenger("WL 4", null, "beyond_history"), false)).toBe(
      "No chance shown: this place is further down the list than any booking on this train's past runs.",
    );
    expect(predictionText(passenger("RAC 3", null, "preparing"), false)).toBe(
      "The chance of confirmation is still being worked out from this train's past runs. Refresh in a moment.",
    );
    expect(predictionText(passenger("WL 4", null), false)).toBe(
      "No chance shown: it is not available right now.",
    );
    expect(predictionText(passenger("CNF/B2/34/LB", null), false)).toBeNull();
    expect(
      predictionText(passenger("WL 4", { percent: 62, count: 40, target: "seat" }), true),
    ).toBeNull();
  });

  it("words the chart and dates in India", () => {
    expect(chartText({ prepared: true, dueAt: null })).toBe("Chart prepared");
    expect(chartText({ prepared: false, dueAt: "2026-11-25T00:30:00Z" })).toBe(
      "Chart not prepared yet. It is due by 25 Nov 2026, 06:00.",
    );
  });
});

describe("waitlisted passengers after the chart (facts.md §3.2, §13: not in reserved coaches)", () => {
  it("warns only after the chart, and only while someone on the ticket is still waitlisted", () => {
    const partly = [passenger("CNF/S4/12/LB", null), passenger("GNWL 3", null)];
    expect(waitlistAfterChartNote(true, partly)).toBe(
      "A passenger still waitlisted may not travel in a reserved coach, even with others on the ticket confirmed.",
    );
    expect(waitlistAfterChartNote(false, partly)).toBeNull();
    expect(waitlistAfterChartNote(true, [passenger("CNF/S4/12/LB", null)])).toBeNull();
    expect(waitlistAfterChartNote(true, [passenger("RAC 4", null)])).toBeNull();
  });
});
