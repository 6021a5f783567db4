import { NPS_MESSAGES, NPS_QUESTION } from "@safar/contracts/nps";
import { testDatabaseKinds } from "@safar/test-kit/database";
import { beforeAll, describe, expect, it } from "vitest";
import { bookingFixture, expectProblem } from "../../../../test/booking.ts";
import type { SignedIn } from "../../../../test/session.ts";

describe.each(testDatabaseKinds())("NPS feedback (v1/nps/feedback) on %s", (kind) => {
  const f = bookingFixture(kind);
  const { post, get, checkedOut, summary, ticketed } = f;
  let other: SignedIn;
  beforeAll(() => {
    ({ other } = f);
  });

  it("asks the question with a follow-up by score, to anyone", async () => {
    const low = await get("/api/trains/v1/nps/feedback/reasons?score=3", null);
    expect(low.statusCode).toBe(200);
    expect(low.json()).toMatchObject({
      question: NPS_QUESTION,
      followUp: "What should we fix first?",
    });
    expect((await get("/api/trains/v1/nps/feedback/reasons?score=10")).json().followUp).toBe(
      "What did you like most?",
    );
    expectProblem(
      await get("/api/trains/v1/nps/feedback/reasons?score=11"),
      400,
      "validation_failed",
    );
  });

  it("keeps one answer per completed booking, shown on the order; none before it completes", async () => {
    const orderId = (await ticketed()).orderId;
    expect((await summary(orderId)).nps_data).toEqual({ asked: true, score: null });
    const sent = await post("/api/trains/v1/nps/feedback/submit", {
      orderId,
      score: 9,
      reasons: ["Booking speed", "Booking speed", "Ease of use"],
      comment: "Quick.",
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ score: 9, message: NPS_MESSAGES.thanks });
    // Answering again replaces the first answer.
    await post("/api/trains/v1/nps/feedback/submit", { orderId, score: 6 });
    expect((await summary(orderId)).nps_data).toEqual({ asked: true, score: 6 });
    const rows = await f.t.database.sql.query<{ n: number }>(
      "select count(*)::int as n from partner.nps_feedback where order_id = $1",
      [orderId],
    );
    expect(rows[0]?.n).toBe(1);

    const none = await post("/api/trains/v1/nps/feedback/submit", { orderId });
    expectProblem(none, 400, "validation_failed");
    expect(none.json().error.message).toBe(NPS_MESSAGES.scoreRequired);
    expectProblem(
      await post("/api/trains/v1/nps/feedback/submit", { orderId, score: 5, reasons: ["Bribes"] }),
      400,
      "validation_failed",
    );
    expectProblem(
      await post("/api/trains/v1/nps/feedback/submit", { orderId, score: 5 }, other),
      404,
      "not_found",
    );
    const draft = await checkedOut();
    expect((await summary(draft.orderId)).nps_data).toEqual({ asked: false, score: null });
    expectProblem(
      await post("/api/trains/v1/nps/feedback/submit", { orderId: draft.orderId, score: 5 }),
      409,
      "feedback_not_open",
    );
  });
});
