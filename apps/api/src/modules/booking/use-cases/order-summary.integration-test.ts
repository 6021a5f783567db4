import { testDatabaseKinds } from "@safar/test-kit/database";
import { beforeAll, describe, it } from "vitest";
import { bookingFixture, expectProblem } from "../../../../test/booking.ts";
import type { SignedIn } from "../../../../test/session.ts";

describe.each(testDatabaseKinds())("an order's page on %s", (kind) => {
  const f = bookingFixture(kind);
  const { post, get, checkedOut } = f;
  let other: SignedIn;
  beforeAll(() => {
    ({ other } = f);
  });

  it("never shows another user's order, nor pays for it (R5)", async () => {
    const { orderId, paymentReference } = await checkedOut();
    expectProblem(await get(`/api/trains/v1/order/summary/${orderId}`, other), 404, "not_found");
    expectProblem(await post("/api/trains/v1/checkout", { orderId }, other), 404, "not_found");
    expectProblem(
      await post("/api/pg/v1/pay", { reference: paymentReference, method: "wallet" }, other),
      404,
      "not_found",
    );
    expectProblem(await get(`/api/trains/v1/order/summary/${orderId}`, null), 401, "logged_out");
  });
});
