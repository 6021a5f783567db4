import { describe, expect, it } from "vitest";
import type { OutgoingMessage } from "../../messages/messages.service.ts";
import type { Tx } from "../booking.repository.ts";
import type { NewUnclaimedRefundRow, UnclaimedRefundRow } from "../unclaimed-refund.repository.ts";
import { payoutChoice, payRefund, type RefundPayoutDeps } from "./refund-payout.ts";

const NOW = new Date("2026-11-21T10:00:00+05:30");
const order = {
  id: "26112100001",
  userId: "00000000-0000-4000-8000-000000000001",
  pnr: "2345678901",
  trainNumber: "12302",
  journeyDate: "2026-11-25",
};
const tx = {} as Tx;

/** The payout's seams as fakes: what it credited, recorded and sent. */
function fakes(contact: { mobile: string | null; email: string | null }) {
  const credited: { userId: string; amount: number }[] = [];
  const rows = new Map<string, NewUnclaimedRefundRow>();
  const sent: OutgoingMessage[] = [];
  const deps: RefundPayoutDeps = {
    wallets: {
      credit: async (userId, amount) => {
        credited.push({ userId, amount });
      },
    },
    unclaimed: {
      insert: async (row) => {
        const key = `${row.source}:${row.sourceId}`;
        if (rows.has(key)) return false;
        rows.set(key, row);
        return true;
      },
      bySource: async (source, sourceId) =>
        (rows.get(`${source}:${sourceId}`) as UnclaimedRefundRow | undefined) ?? null,
      registeredContact: async () => contact,
    },
    messages: {
      enqueue: async (m) => {
        sent.push(m);
      },
      languageOf: async () => "en",
    },
    unclaimedRefundsUrl: "https://safar.example/trains/mybookings?tab=unclaimed-refunds",
  };
  return { deps, credited, rows, sent };
}

const refund = { source: "cancellation" as const, sourceId: "c-1", amountPaise: 150_000 };

describe("where a refund goes", () => {
  it("chooses by the method and whether its instrument takes the money back", () => {
    expect(payoutChoice("wallet", "wallet", 150_000)).toBe("wallet");
    // The wallet's record is kept even for nothing refunded.
    expect(payoutChoice("wallet", "wallet", 0)).toBe("wallet");
    expect(payoutChoice("upi", "as***@okaxis", 150_000)).toBe("bank");
    expect(payoutChoice("netbanking", "SBIN", 150_000)).toBe("bank");
    expect(payoutChoice("card", "•••• 1111", 150_000)).toBe("bank");
    expect(payoutChoice("upi", "closed***@okaxis", 150_000)).toBe("unclaimed");
    expect(payoutChoice("card", "•••• 0119", 150_000)).toBe("unclaimed");
    // Nothing to pay is nothing to claim.
    expect(payoutChoice("upi", "closed***@okaxis", 0)).toBe("none");
    expect(payoutChoice(null, null, 150_000)).toBe("bank");
  });

  it("credits the wallet now", async () => {
    const f = fakes({ mobile: "9000000101", email: null });
    const payout = await payRefund(f.deps, tx, {
      order,
      refund,
      payment: { method: "wallet", instrument: "wallet" },
      now: NOW,
    });
    expect(payout).toEqual({ kind: "wallet", creditedAt: NOW });
    expect(f.credited).toEqual([{ userId: order.userId, amount: 150_000 }]);
    expect(f.sent).toEqual([]);
  });

  it("gives a bank method that accepts its date, 7 working days on", async () => {
    const f = fakes({ mobile: "9000000101", email: null });
    const payout = await payRefund(f.deps, tx, {
      order,
      refund,
      payment: { method: "upi", instrument: "as***@okaxis" },
      now: NOW,
    });
    // Saturday 21 Nov: seven working days on is Tuesday 1 Dec.
    expect(payout).toEqual({ kind: "bank", settleBy: new Date("2026-12-01T10:00:00+05:30") });
    expect(f.credited).toEqual([]);
    expect(f.rows.size).toBe(0);
  });

  it("records a refused one and texts the claim link to the registered mobile, once", async () => {
    const f = fakes({ mobile: "9000000101", email: "asha@example.com" });
    const input = {
      order,
      refund,
      payment: { method: "upi", instrument: "closed***@okaxis" },
      now: NOW,
    };
    const payout = await payRefund(f.deps, tx, input);
    expect(payout.kind).toBe("unclaimed");
    const row = f.rows.get("cancellation:c-1");
    expect(row).toMatchObject({
      userId: order.userId,
      orderId: order.id,
      amountPaise: 150_000,
      method: "upi",
      status: "unclaimed",
      failedAt: NOW,
      linkSentAt: NOW,
      expiresAt: new Date("2026-12-01T10:00:00+05:30"),
    });
    expect(f.credited).toEqual([]);
    expect(f.sent).toHaveLength(1);
    expect(f.sent[0]).toMatchObject({
      channel: "sms",
      recipient: "9000000101",
      purpose: "unclaimed_refund",
    });
    expect(f.sent[0]?.body).toContain("could not be credited to your UPI account closed***@okaxis");
    expect(f.sent[0]?.body).toContain(
      "by 1 Dec 2026: https://safar.example/trains/mybookings?tab=unclaimed-refunds",
    );
    // The same refund again (a retry): the record stands, nothing more is sent.
    const again = await payRefund(f.deps, tx, input);
    expect(again.kind).toBe("unclaimed");
    expect(f.rows.size).toBe(1);
    expect(f.sent).toHaveLength(1);
  });

  it("an account with only an e-mail gets the link by e-mail", async () => {
    const f = fakes({ mobile: null, email: "asha@example.com" });
    await payRefund(f.deps, tx, {
      order,
      refund: { source: "tdr", sourceId: "7", amountPaise: 90_000 },
      payment: { method: "card", instrument: "•••• 0119" },
      now: NOW,
    });
    expect(f.sent).toHaveLength(1);
    expect(f.sent[0]).toMatchObject({ channel: "email", recipient: "asha@example.com" });
    expect(f.sent[0]?.body).toContain("could not be credited to your card •••• 0119");
    expect(f.rows.get("tdr:7")).toMatchObject({ source: "tdr", method: "card" });
  });
});
