import { describe, expect, it } from "vitest";
import {
  buttonOf,
  choiceOpen,
  decideByOf,
  RETRY_HOLD_ALLOWANCE_MS,
  TRIP_AUTHORISATION_MS,
  TRIP_DECISION_MS,
  tripMessage,
} from "./trip-rules.ts";

const at = (iso: string) => new Date(iso);

describe("a two-train trip's rules (ADR 023)", () => {
  it("gives the traveller 30 minutes to choose, never beyond what a retry's hold leaves of the authorisation", () => {
    const authorised = at("2026-11-27T10:00:00+05:30");
    const soon = at("2026-11-27T10:05:00+05:30");
    expect(decideByOf(soon, authorised).getTime()).toBe(soon.getTime() + TRIP_DECISION_MS);
    const late = at("2026-11-27T10:40:00+05:30");
    expect(decideByOf(late, authorised).getTime()).toBe(
      authorised.getTime() + TRIP_AUTHORISATION_MS - RETRY_HOLD_ALLOWANCE_MS,
    );
  });

  it("keeps the choice open only while the second train waits and before the deadline", () => {
    const by = at("2026-11-27T10:35:00+05:30");
    expect(choiceOpen("second_failed", by, at("2026-11-27T10:34:59+05:30"))).toBe(true);
    expect(choiceOpen("second_failed", by, by)).toBe(false);
    expect(choiceOpen("retrying", by, at("2026-11-27T10:00:00+05:30"))).toBe(false);
    expect(choiceOpen("second_failed", null, at("2026-11-27T10:00:00+05:30"))).toBe(false);
  });

  it("maps every state to one of the spec's six button states", () => {
    expect(buttonOf("draft", [0, 0], false)).toBe("book_now");
    expect(buttonOf("payment", [1, 1], false)).toBe("book_now");
    expect(buttonOf("payment_failed", [2, 2], false)).toBe("payment_failure");
    expect(buttonOf("authorised", [5, 5], false)).toBe("disabled");
    expect(buttonOf("second_failed", [7, 6], true)).toBe("retry");
    expect(buttonOf("second_failed", [7, 6], false)).toBe("disabled");
    expect(buttonOf("retrying", [7, 9], false)).toBe("disabled");
    expect(buttonOf("cancelling_first", [7, 6], false)).toBe("disabled");
    expect(buttonOf("booked", [7, 8], false)).toBe("booked");
    expect(buttonOf("booked", [18, 18], false)).toBe("cancelled");
    expect(buttonOf("failed", [6, 6], false)).toBe("cancelled");
    expect(buttonOf("cancelled", [18, 6], false)).toBe("cancelled");
  });

  it("says where the money is in every state where some is held or released", () => {
    const base = {
      totalPaise: 123_450,
      firstPnr: "2345678901",
      firstReason: null,
      secondReason: "The railway released the berths held for you.",
      choice: null,
      now: at("2026-11-27T10:10:00+05:30"),
      decideBy: at("2026-11-27T10:35:00+05:30"),
    };
    const waiting = tripMessage({ ...base, state: "second_failed" });
    expect(waiting).toContain("The first train is booked (PNR 2345678901)");
    expect(waiting).toContain("Nothing has been charged: ₹1,234.50 is on hold.");
    expect(waiting).toContain("Please choose by 10:35");
    expect(tripMessage({ ...base, state: "cancelled", choice: "default_cancel" })).toContain(
      "You did not choose in time",
    );
    expect(tripMessage({ ...base, state: "failed" })).toContain(
      "The ₹1,234.50 held on your payment method has been released. Nothing was charged.",
    );
    expect(tripMessage({ ...base, state: "booked" })).toBe(
      "Both trains are booked. ₹1,234.50 was paid once for the whole journey.",
    );
    expect(tripMessage({ ...base, state: "booked", legStatuses: [7, 18] })).toBe(
      "The second train is cancelled (its refund is on its page); the first train stays booked.",
    );
  });
});
