import { testDatabaseKinds } from "@safar/test-kit/database";
import { beforeAll, describe, expect, it } from "vitest";
import { bookingFixture, expectProblem, type Journey } from "../../../../test/booking.ts";
import type { SignedIn } from "../../../../test/session.ts";

describe.each(testDatabaseKinds())("v1/pfEdit on %s", (kind) => {
  const f = bookingFixture(kind);
  const { post, verified } = f;
  let other: SignedIn;
  let journey: Journey;
  beforeAll(() => {
    ({ other, journey } = f);
  });

  it("gives back an unpaid order's details to edit (v1/pfEdit), never a booked one's", async () => {
    const { orderId } = await verified({ coachId: "B2" });
    const editable = await post("/api/trains/v1/pfEdit", { orderId });
    expect(editable.statusCode, editable.body).toBe(200);
    expect(editable.json()).toMatchObject({
      journey: { trainNumber: journey.trainNumber, classCode: journey.classCode },
      railwayUserId: "asha_v",
      details: { coachId: "B2", contact: { email: "asha@example.com" } },
    });
    expect(editable.json().details.passengers).toHaveLength(2);
    expectProblem(await post("/api/trains/v1/pfEdit", { orderId }, other), 404, "not_found");
  });
});
