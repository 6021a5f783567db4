import { istInstant } from "@safar/domain/ist";
import { describe, expect, it } from "vitest";
import { type TdrClaim, tdrFiledView, tdrStatus, tdrTracker } from "./tdr-tracker.ts";

const FILED = istInstant("2026-12-03", "18:30");
const DAY = 86_400_000;
const at = (days: number) => new Date(FILED.getTime() + days * DAY);

const claim = (over: Partial<TdrClaim> = {}): TdrClaim => ({
  id: 7,
  reason: "no_room_provided",
  passengerNumbers: [1, 2],
  filedAt: FILED,
  deadline: at(2),
  status: "filed",
  reviewStartsAt: at(1),
  decisionDueAt: at(45),
  refund: null,
  note: null,
  decidedAt: null,
  ...over,
});
const refunded = claim({
  status: "refunded",
  refund: 141_000,
  note: "No berth or seat was given, so the full fare is refunded.",
  decidedAt: at(45),
});

describe("a TDR's state", () => {
  it("is filed, then under review from a day after filing, then the railway's decision", () => {
    expect(tdrStatus(claim(), at(0.5))).toBe("filed");
    expect(tdrStatus(claim(), at(1))).toBe("under_review");
    expect(tdrStatus(refunded, at(46))).toBe("refunded");
    expect(tdrStatus(claim({ status: "rejected", refund: 0, decidedAt: at(45) }), at(46))).toBe(
      "rejected",
    );
  });
});

describe("the tracker", () => {
  it("says when the review starts and the decision is due while they are ahead", () => {
    expect(tdrTracker(claim(), null, at(0.5))).toEqual([
      { step: "filed", label: "TDR filed", at: FILED.toISOString(), done: true },
      {
        step: "under_review",
        label: "Under review by the railway from 4 Dec 2026",
        at: at(1).toISOString(),
        done: false,
      },
      {
        step: "decided",
        label: "The railway's decision by 17 Jan 2027",
        at: at(45).toISOString(),
        done: false,
      },
    ]);
  });

  it("ends refunded and credited to the wallet", () => {
    const steps = tdrTracker(
      refunded,
      { method: "wallet", creditedAt: at(45), settleBy: null },
      at(46),
    );
    expect(steps.map((s) => [s.step, s.label, s.done])).toEqual([
      ["filed", "TDR filed", true],
      ["under_review", "Under review by the railway", true],
      ["decided", "Refunded ₹1,410.00", true],
      ["credited", "Credited to your wallet", true],
    ]);
  });

  it("gives a bank refund its date, done once it has passed; on its way before Safar has paid", () => {
    const upi = { method: "upi", creditedAt: null, settleBy: at(54) };
    expect(tdrTracker(refunded, upi, at(46)).at(-1)).toMatchObject({
      label: "Credit to your UPI account by 26 Jan 2027",
      done: false,
    });
    expect(tdrTracker(refunded, upi, at(55)).at(-1)).toMatchObject({
      label: "Credited to your UPI account",
      done: true,
    });
    expect(tdrTracker(refunded, null, at(45)).at(-1)).toMatchObject({
      label: "On its way to your original payment method",
      done: false,
    });
  });

  it("ends at Rejected, with no credit step", () => {
    const steps = tdrTracker(
      claim({ status: "rejected", refund: 0, note: "No.", decidedAt: at(45) }),
      null,
      at(46),
    );
    expect(steps.at(-1)).toMatchObject({ step: "decided", label: "Rejected", done: true });
    expect(steps).toHaveLength(3);
  });
});

describe("the screen's view of a claim", () => {
  it("labels a refund with its amount and carries the railway's note", () => {
    expect(tdrFiledView(refunded, null, at(46))).toMatchObject({
      status: "refunded",
      statusLabel: "Refunded ₹1,410.00",
      refundPaise: 141_000,
      note: "No berth or seat was given, so the full fare is refunded.",
      decidedAt: at(45).toISOString(),
      label: "No berth or seat given",
    });
    expect(tdrFiledView(claim(), null, at(0))).toMatchObject({
      status: "filed",
      statusLabel: "Filed",
      refundPaise: null,
      note: null,
    });
  });
});
