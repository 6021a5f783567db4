import { CONSENT_MESSAGES, ConsentsSchema, ConsentUpdatedSchema } from "@safar/contracts/consents";
import { fixedClock } from "@safar/test-kit/clock";
import { testDatabaseKinds } from "@safar/test-kit/database";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/helper.ts";
import { freshSignIns } from "../../../test/session.ts";

/** Consents (issue 25 item 4): nothing given until given; every change recorded. */

const LIST = "/api/trains/v1/user/consents";
const UPDATE = "/api/trains/v1/user/cpConsent/update";

describe.each(testDatabaseKinds())("consents API on %s", (kind) => {
  let t: TestApp;
  const clock = fixedClock("2026-11-27T10:00:00+05:30");

  beforeAll(async () => {
    t = await buildTestApp(kind, { now: clock });
  });
  afterAll(() => t.close());

  const signIn = freshSignIns(() => t.app, clock, 9_410_000_000);
  const list = async (headers: Record<string, string>) => {
    const res = await t.app.inject({ url: LIST, headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    return ConsentsSchema.parse(res.json());
  };
  const update = (headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: "POST", url: UPDATE, headers, payload });

  it("refuses the signed-out and a change without the anti-forgery header", async () => {
    expect((await t.app.inject({ url: LIST })).statusCode).toBe(401);
    expect((await update({}, { kind: "marketing_sms", granted: true })).statusCode).toBe(401);
    const u = await signIn();
    const { cookie } = u.headers as { cookie: string };
    const res = await update({ cookie }, { kind: "marketing_sms", granted: true });
    expect(res.statusCode).toBe(403);
  });

  it("gives nothing until the traveller gives it: every consent off, never asked", async () => {
    const u = await signIn();
    const { consents, history } = await list(u.headers);
    expect(consents.map((c) => [c.kind, c.granted, c.at])).toEqual([
      ["marketing_sms", false, null],
      ["marketing_email", false, null],
      ["cancellation_protection_terms", false, null],
    ]);
    expect(history).toEqual([]);
  });

  it("records a grant and a withdrawal with their times; the newest is the consent now", async () => {
    const u = await signIn();
    const given = await update(u.headers, { kind: "marketing_email", granted: true });
    expect(given.statusCode, given.body).toBe(200);
    expect(ConsentUpdatedSchema.parse(given.json()).message).toBe(CONSENT_MESSAGES.given);
    const givenAt = clock().toISOString();
    clock.advance(3_600_000);
    const withdrawn = ConsentUpdatedSchema.parse(
      (await update(u.headers, { kind: "marketing_email", granted: false })).json(),
    );
    expect(withdrawn.message).toBe(CONSENT_MESSAGES.withdrawn);
    const now = await list(u.headers);
    expect(now.consents.find((c) => c.kind === "marketing_email")).toMatchObject({
      granted: false,
      at: clock().toISOString(),
      source: "account",
    });
    expect(now.history).toEqual([
      { kind: "marketing_email", granted: false, at: clock().toISOString(), source: "account" },
      { kind: "marketing_email", granted: true, at: givenAt, source: "account" },
    ]);
  });

  it("records a change from the account page as such, whatever the client says its source is", async () => {
    const u = await signIn();
    const res = await update(u.headers, {
      kind: "cancellation_protection_terms",
      granted: true,
      source: "booking",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await list(u.headers)).history.map((h) => h.source)).toEqual(["account"]);
  });

  it("keeps each user's consents their own", async () => {
    const a = await signIn();
    const b = await signIn();
    await update(a.headers, { kind: "marketing_sms", granted: true });
    expect((await list(b.headers)).history).toEqual([]);
  });

  it("refuses an unknown kind and a granted that is not a boolean, with their fields", async () => {
    const u = await signIn();
    const bad = await update(u.headers, { kind: "spam_everyone", granted: "yes" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({
      kind: CONSENT_MESSAGES.kindInvalid,
      granted: CONSENT_MESSAGES.grantedInvalid,
    });
    expect((await list(u.headers)).history).toEqual([]);
  });
});
