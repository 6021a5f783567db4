import { testDatabaseKinds } from "@safar/test-kit/database";
import { beforeAll, describe, expect, it } from "vitest";
import { bookingFixture, expectProblem, type Journey } from "../../../../test/booking.ts";
import type { TestApp } from "../../../../test/helper.ts";
import { signIn } from "../../../../test/session.ts";

describe.each(testDatabaseKinds())("quick book on %s", (kind) => {
  const f = bookingFixture(kind);
  const { post, get, verified, summary } = f;
  let t: TestApp;
  let journey: Journey;
  beforeAll(() => {
    ({ t, journey } = f);
  });
  // Quick book copies the last booking: make one.
  beforeAll(async () => {
    await verified();
  });

  it("quick-books with the travellers of the last booking, or says it cannot", async () => {
    const preview = (await get("/api/trains/v1/quick_book")).json();
    expect(preview).toMatchObject({ available: true, railwayUserId: "asha_v" });
    expect(preview.travellers.map((p: { name: string }) => p.name)).toEqual([
      "Asha Verma",
      "Ravi Verma",
    ]);
    const quick = await post("/api/trains/v1/quick_book", { journey });
    expect(quick.statusCode, quick.body).toBe(200);
    const draft = await summary(quick.json().orderId);
    expect(draft.header.status).toBe(0);
    expect(draft.passenger_details.map((p) => p.name)).toEqual(["Asha Verma", "Ravi Verma"]);
    const stranger = await signIn(t.app, "9000000103");
    expect((await get("/api/trains/v1/quick_book", stranger)).json()).toEqual({ available: false });
    expectProblem(
      await post("/api/trains/v1/quick_book", { journey }, stranger),
      400,
      "quick_book_unavailable",
    );
  });
});
