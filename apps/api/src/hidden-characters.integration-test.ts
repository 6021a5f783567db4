import { TEXT_MESSAGES } from "@safar/contracts/text";
import { addDays } from "@safar/domain/ist";
import { fixedClock } from "@safar/test-kit/clock";
import { testDatabaseKinds } from "@safar/test-kit/database";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, registerRailwayUser, type TestApp } from "../test/helper.ts";
import { type SignedIn, signIn } from "../test/session.ts";

/**
 * Issue 16 item 11: a NUL or a line break in a string field reached
 * PostgreSQL (which cannot store NUL) and answered 500. Every string field is
 * built from `inputText()` (`@safar/contracts/text`), so each is refused with
 * a 400 naming the problem before any service or query runs.
 */

const START = "2026-11-21T10:00:00+05:30";
const RAILWAY_USER = "asha_v";

const details = (contact = { email: "asha@example.com", mobile: "9876543210" }) => ({
  passengers: [{ name: "Asha Verma", age: "34", gender: "Female", berth: "LB", food: "V" }],
  contact,
  policyAgreed: "on",
});

function expectRefused(res: LightMyRequestResponse, field: string) {
  expect(res.statusCode, res.body).toBe(400);
  const error = res.json().error as { code: string; message: string; fields: object };
  expect(error.code).toBe("validation_failed");
  expect(error.message).toBe(TEXT_MESSAGES.singleLine);
  expect(error.fields).toMatchObject({ [field]: TEXT_MESSAGES.singleLine });
}

describe.each(testDatabaseKinds())("hidden characters in string fields on %s", (kind) => {
  let t: TestApp;
  let user: SignedIn;
  let journey: Record<string, string>;
  const clock = fixedClock(START);
  const post = (url: string, payload: object) =>
    t.app.inject({ method: "POST", url, payload, headers: user.headers });

  beforeAll(async () => {
    t = await buildTestApp(kind, { now: clock });
    await registerRailwayUser(
      t,
      {
        userId: RAILWAY_USER,
        name: "Asha Verma",
        email: "asha.v@example.com",
        mobile: "9876500001",
      },
      clock(),
    );
    user = await signIn(t.app, "9000000301");
    // A journey with seats, so that without the check a request would go on to the database.
    const date = addDays("2026-11-21", 4);
    const found = await t.deps.railway.searchJourneys("NDLS", "HWH", date);
    search: for (const j of found.direct) {
      for (const classCode of ["3A", "SL", "2A", "CC"] as const) {
        const a = await t.deps.railway.availability({
          trainNumber: j.trainNumber,
          from: j.from,
          to: j.to,
          date,
          classCode,
          quota: "GN",
        });
        if (a.ok && a.status.startsWith("AVAILABLE")) {
          journey = { trainNumber: j.trainNumber, from: j.from, to: j.to, date, classCode };
          journey.quota = "GN";
          break search;
        }
      }
    }
    expect(journey).toBeDefined();
    // An earlier booking, so that quick book has travellers to copy.
    const first = await post("/api/trains/v1/verify", {
      journey,
      details: details(),
      railwayUserId: RAILWAY_USER,
    });
    expect(first.statusCode, first.body).toBe(200);
  }, 60_000);
  afterAll(() => t.close());

  it("refuses a NUL in the seat status seen by verify and quick book", async () => {
    const verify = { journey, details: details(), railwayUserId: RAILWAY_USER };
    expectRefused(
      await post("/api/trains/v1/verify", { ...verify, seenStatus: "AVAILABLE-0012\u0000" }),
      "seenStatus",
    );
    expectRefused(
      await post("/api/trains/v1/quick_book", { journey, seenStatus: "AVAILABLE\u0000" }),
      "seenStatus",
    );
  });

  it("refuses a NUL in a traveller's email and a line break in a name", async () => {
    const email = { email: "asha\u0000@example.com", mobile: "9876543210" };
    expectRefused(
      await post("/api/trains/v1/verify", {
        journey,
        details: details(email),
        railwayUserId: RAILWAY_USER,
      }),
      "contact.email",
    );
    const named = details();
    named.passengers[0] = { ...named.passengers[0], name: "Asha\nVerma" } as never;
    expectRefused(
      await post("/api/trains/v1/verify", {
        journey,
        details: named,
        railwayUserId: RAILWAY_USER,
      }),
      "passengers.0.name",
    );
  });

  it("refuses a NUL in a payment reference", async () => {
    expectRefused(
      await post("/api/pg/v1/pay", { reference: "PAY\u0000123", method: "wallet" }),
      "reference",
    );
  });

  it("refuses a NUL in the railway's forgot-password and forgot-user-ID requests", async () => {
    expectRefused(
      await post("/api/trains/v1/user/forgotPassword", { userIdOrEmail: "asha\u0000@example.com" }),
      "userIdOrEmail",
    );
    expectRefused(
      await post("/api/trains/v1/user/forgotUserId", { emailOrMobile: "98765\u000043210" }),
      "emailOrMobile",
    );
  });

  it("refuses a NUL in the outbox's recipient and in a sign-in identifier", async () => {
    expectRefused(await t.app.inject({ url: "/api/dev/outbox?recipient=98%00" }), "recipient");
    expectRefused(
      await t.app.inject({
        method: "POST",
        url: "/api/auth/v1/otp/send",
        payload: { identifier: "98765\u000043210" },
      }),
      "identifier",
    );
  });
});
