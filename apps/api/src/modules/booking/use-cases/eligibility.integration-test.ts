import { testDatabaseKinds } from "@safar/test-kit/database";
import { beforeAll, describe, expect, it } from "vitest";
import { bookingFixture, expectProblem } from "../../../../test/booking.ts";

describe.each(testDatabaseKinds())("booking eligibility on %s", (kind) => {
  const f = bookingFixture(kind);
  const { get } = f;
  const url = (overrides: Record<string, string> = {}) =>
    `/api/trains/v1/booking/eligibility?${new URLSearchParams({
      trainNumber: f.journey.trainNumber,
      from: f.journey.from,
      to: f.journey.to,
      date: f.journey.date,
      classCode: f.journey.classCode,
      quota: "TQ",
      ...overrides,
    })}`;
  // The holder proved asha_v to the user (railway-ids' OTP flow, tested there).
  beforeAll(async () => {
    await f.t.database.sql.query(
      `insert into partner.railway_ids (user_id, railway_user_id, linked_at) values ($1, 'asha_v', now())`,
      [f.user.userId],
    );
  });

  it("says when Tatkal opens and that the ID needs Aadhaar, before the form", async () => {
    const res = await get(url({ railwayUserId: "asha_v" }));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.railwayUserId).toBe("asha_v");
    expect(body.obstacles.map((o: { kind: string }) => o.kind)).toEqual(["opens_later", "aadhaar"]);
    // Journey 25 Nov from its origin that day (or the day before): Tatkal opens at 10:00 or 11:00 IST the day before.
    const opensAt = new Date(body.obstacles[0].opensAt);
    expect(opensAt.getTime()).toBeGreaterThan(f.clock().getTime());
    expect(["04:30", "05:30"]).toContain(opensAt.toISOString().slice(11, 16));
  });

  it("once the ID is Aadhaar-authenticated, only the opening remains; GN has none", async () => {
    await f.t.railway?.portal.setAadhaarVerified("asha_v", true);
    const tatkal = (await get(url({ railwayUserId: "asha_v" }))).json();
    expect(tatkal.obstacles.map((o: { reason: string }) => o.reason)).toEqual([
      "tatkal_not_yet_opened",
    ]);
    const general = (await get(url({ railwayUserId: "asha_v", quota: "GN" }))).json();
    expect(general.obstacles).toEqual([]);
  });

  it("without an ID: only the train's obstacles", async () => {
    const res = (await get(url())).json();
    expect(res).toMatchObject({ railwayUserId: null });
    expect(res.obstacles.map((o: { reason: string }) => o.reason)).toEqual([
      "tatkal_not_yet_opened",
    ]);
  });

  it("never reads an ID the user has not linked, and refuses bad input in words", async () => {
    expectProblem(await get(url({ railwayUserId: "asha_v" }), f.other), 404, "not_found");
    expectProblem(await get(url({ railwayUserId: "no such id" })), 400, "validation_failed");
    expectProblem(await get(url({ quota: "XX" })), 400, "validation_failed");
    expectProblem(await get(url(), null), 401, "logged_out");
    expectProblem(await get(url({ trainNumber: "00000" })), 404, "not_found");
  });
});
