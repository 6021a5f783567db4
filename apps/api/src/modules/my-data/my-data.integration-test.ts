import { MyDataSchema } from "@safar/contracts/my-data";
import { fixedClock } from "@safar/test-kit/clock";
import { testDatabaseKinds } from "@safar/test-kit/database";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/helper.ts";
import { freshSignIns } from "../../../test/session.ts";

/** "My data" (issue 25 item 5): the signed-in traveller's own data, as a download. */

const URL = "/api/trains/v1/user/data";

describe.each(testDatabaseKinds())("my data on %s", (kind) => {
  let t: TestApp;
  const clock = fixedClock("2026-11-27T10:00:00+05:30");

  beforeAll(async () => {
    t = await buildTestApp(kind, { now: clock });
  });
  afterAll(() => t.close());

  const signIn = freshSignIns(() => t.app, clock, 9_420_000_000);

  it("refuses the signed-out", async () => {
    expect((await t.app.inject({ url: URL })).statusCode).toBe(401);
  });

  it("gives the traveller's profile, favourites, consents, sign-ins and messages as a file, codes masked", async () => {
    const u = await signIn();
    const other = await signIn();
    const post = (who: typeof u, url: string, payload: object) =>
      t.app.inject({ method: "POST", url, headers: who.headers, payload });
    expect(
      (await post(u, "/api/trains/v1/user/favourites", { from: "NDLS", to: "MMCT" })).statusCode,
    ).toBe(200);
    expect(
      (await post(other, "/api/trains/v1/user/favourites", { from: "HWH", to: "NDLS" })).statusCode,
    ).toBe(200);
    await post(u, "/api/trains/v1/user/cpConsent/update", { kind: "marketing_sms", granted: true });

    const res = await t.app.inject({ url: URL, headers: u.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.headers["content-disposition"]).toBe(
      'attachment; filename="safar-my-data-2026-11-27.json"',
    );
    const data = MyDataSchema.parse(res.json());
    expect(data.profile).toMatchObject({ id: u.userId, mobile: u.mobile });
    expect(data.favourites.map((f) => [f.fromCode, f.toCode])).toEqual([["NDLS", "MMCT"]]);
    expect(data.consents).toMatchObject([{ kind: "marketing_sms", granted: true }]);
    expect(data.signIns).toHaveLength(1);
    expect(data.orders).toEqual([]);
    // The sign-in SMS is there, its code masked; nothing of the other traveller's.
    const otp = data.messages.find((m) => m.purpose === "login_otp");
    expect(otp?.recipient).toBe(u.mobile);
    expect(String(otp?.body)).not.toMatch(/\d{6}/);
    expect(String(otp?.body)).toContain("••••••");
    expect(JSON.stringify(data)).not.toContain(other.mobile);
    expect(JSON.stringify(data)).not.toContain(other.userId);
    expect(Object.keys(data.retention)).toContain("orders");
  });
});
