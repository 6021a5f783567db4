import { DomainError } from "@safar/contracts/errors";
import type { TicketPassenger } from "@safar/railway/gateway";
import { describe, expect, it } from "vitest";
import type { CancellationRow } from "../cancellation.repository.ts";
import { checkSelection } from "./cancellable.ts";
import {
  addWorkingDays,
  type ClaimState,
  coverApplies,
  refundSentence,
  timelineOf,
  withCover,
} from "./refund-terms.ts";

// Saraighat Exp 3A ₹1,410 (facts.md §5) cancelled more than 48 h before: ₹180 + ₹9 GST kept (facts.md §6).
const SARAIGHAT_3A = {
  number: 1,
  status: "CNF" as const,
  fare: 141_000,
  charge: 18_000,
  gst: 900,
  refund: 122_100,
  rule: "confirmed_flat_charge",
  tdrOnly: false,
};

describe("Safar's part of a refund", () => {
  it("without cover: the railway's ₹1,221 of the Saraighat 3A ₹1,410, in words", () => {
    expect(withCover(SARAIGHAT_3A, false)).toMatchObject({
      railwayRefundPaise: 122_100,
      coverPaise: 0,
      refundPaise: 122_100,
      rule: "Flat charge (more than 48 hours before departure)",
    });
  });

  it("free cancellation adds the ₹189 kept, so the whole ₹1,410 comes back", () => {
    expect(withCover(SARAIGHAT_3A, true)).toMatchObject({
      coverPaise: 18_900,
      refundPaise: 141_000,
    });
    // After the chart the railway keeps it all: the cover gives the whole fare.
    const afterChart = { ...SARAIGHAT_3A, charge: 141_000, gst: 0, refund: 0, tdrOnly: true };
    expect(withCover(afterChart, true)).toMatchObject({ coverPaise: 141_000, tdrOnly: false });
  });

  it("the cover needs at least 4 hours before departure", () => {
    const departure = new Date("2026-12-01T14:30:00Z");
    expect(coverApplies(true, new Date("2026-12-01T10:30:00Z"), departure)).toBe(true);
    expect(coverApplies(true, new Date("2026-12-01T10:30:00.001Z"), departure)).toBe(false);
    expect(coverApplies(false, new Date("2026-11-01T10:30:00Z"), departure)).toBe(false);
  });

  it("bank refunds are due 7 working days on, weekends skipped (IST)", () => {
    // Friday 27 Nov 2026, 18:00 IST → Tuesday 8 Dec.
    expect(addWorkingDays(new Date("2026-11-27T12:30:00Z"), 7).toISOString()).toBe(
      "2026-12-08T12:30:00.000Z",
    );
    expect(refundSentence(122_100, "upi", new Date("2026-12-08T12:30:00Z"))).toBe(
      "₹1,221.00 will be credited to your UPI account by 8 Dec 2026.",
    );
    expect(refundSentence(122_100, "wallet", null)).toBe(
      "₹1,221.00 has been credited to your wallet.",
    );
  });
});

describe("the passengers chosen (spec §5)", () => {
  const pax = (number: number, age: number, infant = false): TicketPassenger => ({
    number,
    name: `P${number}`,
    age,
    gender: "Female",
    bookingStatus: "CNF/B1/1/LB",
    currentStatus: "CNF/B1/1/LB",
    fare: 100_000,
    infant,
  });
  const family = [pax(1, 40), pax(2, 8), pax(3, 2, true)];

  it("a refund the bank returned: its last step links to the claim, then says where it went", () => {
    const at = new Date("2026-11-21T10:00:00+05:30");
    const row = {
      id: "c-1",
      status: "cancelled",
      refundPaise: 122_100,
      method: "upi",
      createdAt: at,
      processedAt: at,
      creditedAt: null,
      settleBy: null,
    } as unknown as CancellationRow;
    const open: ClaimState = {
      status: "unclaimed",
      expiresAt: new Date("2026-12-01T10:00:00+05:30"),
      claimedAt: null,
      claimedTo: null,
      claimedUpiId: null,
    };
    expect(timelineOf(row, at, open).at(-1)).toEqual({
      step: "credited",
      label: "Refund could not be credited to your UPI account — claim it by 1 Dec 2026",
      at: "2026-12-01T04:30:00.000Z",
      done: false,
      href: "/trains/mybookings?tab=unclaimed-refunds",
    });
    expect(refundSentence(122_100, "upi", null, open)).toBe(
      "₹1,221.00 could not be credited to your UPI account: claim it to your wallet or another UPI ID by 1 Dec 2026 under My bookings, Unclaimed refunds (we have sent you the link).",
    );
    const later = new Date("2026-11-22T10:00:00+05:30");
    const toUpi = {
      ...open,
      status: "claimed",
      claimedAt: later,
      claimedTo: "upi",
      claimedUpiId: "asha@okaxis",
    } as ClaimState;
    expect(timelineOf(row, later, toUpi).at(-1)).toMatchObject({
      label: "Sent to UPI ID asha@okaxis",
      done: true,
      href: null,
    });
    const expired = {
      ...open,
      status: "expired",
      claimedAt: open.expiresAt,
      claimedTo: "wallet",
    } as ClaimState;
    expect(timelineOf(row, open.expiresAt, expired).at(-1)?.label).toBe(
      "Credited to your wallet (not claimed within 10 days)",
    );
    expect(refundSentence(122_100, "upi", null, expired)).toBe(
      "₹1,221.00 has been credited to your wallet.",
    );
  });

  it("a child under 12 with a berth, or an infant, is not left without an adult", () => {
    expect(() => checkSelection(family, [1])).toThrow(DomainError);
    expect(() => checkSelection(family, [1, 2])).toThrow(
      "Children under 12 travelling with a berth must be cancelled with their adult",
    );
    expect(() => checkSelection(family, [1, 2, 3])).not.toThrow();
    expect(() => checkSelection(family, [2])).not.toThrow();
  });

  it("a passenger already cancelled cannot be chosen", () => {
    expect(() => checkSelection([pax(1, 40)], [2])).toThrow(
      "Passenger 2 is already cancelled or not on this ticket",
    );
  });
});
