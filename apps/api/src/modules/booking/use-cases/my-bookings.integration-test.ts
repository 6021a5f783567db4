import {
  OrderListResponseSchema,
  OrderSummarySchema,
  PendingOrdersResponseSchema,
} from "@safar/contracts/booking";
import { testDatabaseKinds } from "@safar/test-kit/database";
import { beforeAll, describe, expect, it } from "vitest";
import { bookingFixture, expectProblem } from "../../../../test/booking.ts";
import type { SignedIn } from "../../../../test/session.ts";

describe.each(testDatabaseKinds())("my bookings on %s", (kind) => {
  const f = bookingFixture(kind);
  const { get, post, verified, checkedOut, authorize, complete, fundWallet } = f;
  let other: SignedIn;
  beforeAll(() => {
    ({ other } = f);
  });

  const list = async (query: string, who?: SignedIn) => {
    const res = await get(`/api/trains/v1/orders?${query}`, who);
    expect(res.statusCode, res.body).toBe(200);
    return OrderListResponseSchema.parse(res.json());
  };
  const pending = async (who?: SignedIn) => {
    const res = await get("/api/trains/v2/orders/pending", who);
    expect(res.statusCode, res.body).toBe(200);
    return PendingOrdersResponseSchema.parse(res.json());
  };

  it("lists the signed-in user's orders only, a page at a time, never drafts", async () => {
    const draft = await verified();
    const made: string[] = [];
    for (let i = 0; i < 3; i++) made.push((await checkedOut()).orderId);

    const first = await list("scope=all&pageSize=2&page=1");
    const second = await list("scope=all&pageSize=2&page=2");
    expect(first).toMatchObject({ page: 1, pageSize: 2, total: 3, hasMore: true });
    expect(second).toMatchObject({ page: 2, pageSize: 2, total: 3, hasMore: false });
    expect(first.orders).toHaveLength(2);
    expect(second.orders).toHaveLength(1);
    const ids = [...first.orders, ...second.orders].map((o) => o.orderId);
    expect(new Set(ids)).toEqual(new Set(made));
    expect(ids).not.toContain(draft.orderId);
    expect(first.orders[0]).toMatchObject({
      status: 1,
      label: "Payment Processing",
      tone: "pending",
      passengers: 2,
      pnr: null,
      trainNumber: f.journey.trainNumber,
      from: f.journey.from,
      to: f.journey.to,
      date: f.journey.date,
    });

    // Another user sees none of them; nobody signed in is refused.
    expect(await list("scope=all", other)).toMatchObject({ total: 0, orders: [] });
    expect((await pending(other)).orders).toEqual([]);
    expectProblem(await get("/api/trains/v1/orders", null), 401, "logged_out");
    expectProblem(await get("/api/trains/v2/orders/pending", null), 401, "logged_out");
    // The page size is bounded.
    expectProblem(await get("/api/trains/v1/orders?pageSize=500"), 400, "validation_failed");

    // Orders waiting for payment are pending (home), newest first, at most five.
    const waiting = (await pending()).orders.map((o) => o.orderId);
    expect(new Set(waiting)).toEqual(new Set(made));
  });

  it("puts a booked ticket among the upcoming trips with its PNR and label, not the past ones", async () => {
    await fundWallet();
    const { orderId, paymentReference } = await checkedOut("ravi_v");
    await post("/api/pg/v1/pay", { reference: paymentReference, method: "wallet" });
    await authorize(orderId);
    await complete(orderId);

    const upcoming = await list("scope=upcoming&pageSize=50");
    const card = upcoming.orders.find((o) => o.orderId === orderId);
    expect(card).toMatchObject({
      status: 7,
      label: "Booking Successful",
      tone: "success",
      passengers: 2,
    });
    expect(card?.pnr).toMatch(/^\d{10}$/);
    expect(card?.departure).toMatch(/^\d\d:\d\d$/);
    expect((await list("scope=trips")).orders.map((o) => o.orderId)).toEqual([orderId]);
    expect((await list("scope=past")).total).toBe(0);
    expect((await pending()).orders.map((o) => o.orderId)).not.toContain(orderId);

    // The order itself, and its refresh (`v1/order/update`), are the owner's only.
    expectProblem(await get(`/api/trains/v1/order/summary/${orderId}`, other), 404, "not_found");
    expectProblem(await post("/api/trains/v1/order/update", { orderId }, other), 404, "not_found");
    const updated = await post("/api/trains/v1/order/update", { orderId });
    expect(updated.statusCode, updated.body).toBe(200);
    const s = OrderSummarySchema.parse(updated.json());
    expect(s.live_status.source).toBe("railway");
    expect(s.order_actions.map((a) => a.id)).toEqual([
      "download_ticket",
      "resend_ticket",
      "cancel",
      "change_boarding",
      "tax_invoice",
    ]);
    expect(s.order_actions.find((a) => a.id === "cancel")?.href).toBe(
      `/trains/summary/${orderId}/cancel`,
    );
    expect(s.fare_and_refund_summary.paidPaise).toBe(s.fare_and_payment_details.fare.totalPaise);
    expect(s.fare_and_refund_summary).toMatchObject({ refundedPaise: 0 });
  });
});
