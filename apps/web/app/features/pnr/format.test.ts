import { type PnrPassenger, parsePassengerStatus } from "@safar/contracts/pnr";
import { describe, expect, it } from "vitest";
import { PNR } from "../../i18n/pnr.ts";
import {
  chartText,
  predictionText,
  seatWords,
  statusHeadline,
  waitlistAfterChartNote,
} from "./format.ts";

const en = PNR.en;
const hi = PNR.hi;

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
    expect(statusHeadline(parsePassengerStatus("CNF/B2/34/LB"), en)).toBe("Confirmed");
    expect(seatWords(parsePassengerStatus("CNF/B2/34/LB"), en)).toBe("Coach B2, berth 34 (Lower)");
    expect(seatWords(parsePassengerStatus("CNF/C1/12/WS"), en)).toBe(
      "Coach C1, seat 12 (Window Seat)",
    );
    expect(statusHeadline(parsePassengerStatus("RAC 3"), en)).toBe("RAC 3");
    expect(statusHeadline(parsePassengerStatus("GNWL 12"), en)).toBe("General waitlist 12");
    expect(statusHeadline(parsePassengerStatus("WL 4"), en)).toBe("Waitlist 4");
    expect(statusHeadline(parsePassengerStatus("CAN"), en)).toBe("Cancelled");
    expect(seatWords(parsePassengerStatus("RAC 3"), en)).toBeNull();
  });

  it("gives the chance for RAC and waitlist, says so when there is none, and nothing after the chart", () => {
    expect(
      predictionText(passenger("WL 4", { percent: 62, count: 40, target: "seat" }), false, en),
    ).toBe("62% chance of confirmation by the chart");
    expect(
      predictionText(passenger("RAC 2", { percent: 80, count: 9, target: "berth" }), false, en),
    ).toBe("80% chance of a berth by the chart");
    expect(predictionText(passenger("WL 4", null, "beyond_history"), false, en)).toBe(
      "No chance shown: this place is further down the list than any booking on this train's past runs.",
    );
    expect(predictionText(passenger("RAC 3", null, "preparing"), false, en)).toBe(
      "The chance of confirmation is still being worked out from this train's past runs. Refresh in a moment.",
    );
    expect(predictionText(passenger("WL 4", null), false, en)).toBe(
      "No chance shown: it is not available right now.",
    );
    expect(predictionText(passenger("CNF/B2/34/LB", null), false, en)).toBeNull();
    expect(
      predictionText(passenger("WL 4", { percent: 62, count: 40, target: "seat" }), true, en),
    ).toBeNull();
  });

  it("words the chart and dates in India", () => {
    expect(chartText({ prepared: true, dueAt: null }, en)).toBe("Chart prepared");
    expect(chartText({ prepared: false, dueAt: "2026-11-25T00:30:00Z" }, en)).toBe(
      "Chart not prepared yet. It is due by 25 Nov 2026, 06:00.",
    );
  });
});

describe("PNR words in Hindi", () => {
  it("names statuses, seats, chances and the chart from the Hindi catalogue", () => {
    expect(statusHeadline(parsePassengerStatus("CNF/B2/34/LB"), hi)).toBe("कन्फ़र्म");
    expect(statusHeadline(parsePassengerStatus("GNWL 12"), hi)).toBe("सामान्य प्रतीक्षा सूची 12");
    expect(seatWords(parsePassengerStatus("CNF/B2/34/LB"), hi)).toBe("कोच B2, बर्थ 34 (लोअर)");
    expect(
      predictionText(passenger("WL 4", { percent: 62, count: 40, target: "seat" }), false, hi),
    ).toBe("चार्ट तक कन्फ़र्म होने की संभावना 62%");
    expect(predictionText(passenger("WL 4", null), false, hi)).toBe(
      "संभावना नहीं दिखाई गई: यह अभी उपलब्ध नहीं है।",
    );
    expect(chartText({ prepared: true, dueAt: null }, hi)).toBe("चार्ट बन गया");
  });
});

describe("waitlisted passengers after the chart (facts.md §3.2, §13: not in reserved coaches)", () => {
  it("warns only after the chart, and only while someone on the ticket is still waitlisted", () => {
    const partly = [passenger("CNF/S4/12/LB", null), passenger("GNWL 3", null)];
    expect(waitlistAfterChartNote(true, partly, en)).toBe(
      "A passenger still waitlisted may not travel in a reserved coach, even with others on the ticket confirmed.",
    );
    expect(waitlistAfterChartNote(false, partly, en)).toBeNull();
    expect(waitlistAfterChartNote(true, [passenger("CNF/S4/12/LB", null)], en)).toBeNull();
    expect(waitlistAfterChartNote(true, [passenger("RAC 4", null)], en)).toBeNull();
  });
});
