import { ERROR_MESSAGES } from "@safar/contracts/errors";
import {
  RAILWAY_USER_ID_MESSAGES,
  RailwayIdFailureSchema,
  RailwayIdListResponseSchema,
  RailwayIdStatusResponseSchema,
  RailwayIdVerifiedResponseSchema,
  RailwayOtpSentResponseSchema,
} from "@safar/contracts/railway-ids";
import type { MemoryMessenger } from "@safar/railway/accounts/messenger";
import type { RailwaySystem } from "@safar/railway/railway";
import { fixedClock } from "@safar/test-kit/clock";
import { testDatabaseKinds } from "@safar/test-kit/database";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/helper.ts";
import { signIn as signInThroughOtp } from "../../../test/session.ts";

/**
 * Railway user IDs through the API (spec §4, §5, §7, §8, §9): the ID list in
 * the spec's envelope, linking with the spec's user-ID messages, status and
 * OTPs for linked IDs only (R5), reset links refused in Tatkal hours, and the
 * railway's register page. Railway accounts are made on the railway's side
 * (`portal.register`); its SMS and e-mails are read from its memory outbox.
 */

type Headers = Record<string, string>;

describe.each(testDatabaseKinds())("railway user IDs on %s", (kind) => {
  let t: TestApp;
  let railway: RailwaySystem;
  let outbox: MemoryMessenger["outbox"];
  const clock = fixedClock("2026-11-21T10:00:00+05:30");
  let ravi: Headers;
  let meera: Headers;
  let mobileSeq = 0;

  const inject = (method: "GET" | "POST", url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  /** Signs a Safar user in (OTP by SMS → authorization code → cookies). */
  async function signIn(mobile: string): Promise<Headers> {
    clock.advance(60_000);
    return (await signInThroughOtp(t.app, mobile)).headers;
  }

  /** A railway account made on the railway's own side; its mobile and email. */
  async function railwayAccount(userId: string) {
    mobileSeq++;
    const mobile = `98765${String(mobileSeq).padStart(5, "0")}`;
    const email = `${userId.toLowerCase()}@example.com`;
    const made = await railway.portal.register(
      { userId, password: "Secret123", name: "Test Traveller", email, mobile },
      clock(),
    );
    if (!made.ok) throw new Error(`register ${userId}: ${made.message}`);
    return { mobile, email };
  }

  const otpTo = (to: string) =>
    /^(\d{6}) is your OTP/.exec(
      outbox.filter((m) => m.to === to && m.kind === "otp").at(-1)?.text ?? "",
    )?.[1] ?? "";

  function expectError(res: LightMyRequestResponse, status: number, code: string, message: string) {
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().error).toMatchObject({ code, message });
  }

  function expectFailure(res: LightMyRequestResponse, status: number, message: string) {
    expect(res.statusCode, res.body).toBe(status);
    const body = RailwayIdFailureSchema.parse(res.json());
    expect(body.code).toBe(status);
    expect(body.status.message.message).toBe(message);
  }

  const idsOf = (res: LightMyRequestResponse) => {
    expect(res.statusCode, res.body).toBe(200);
    return RailwayIdListResponseSchema.parse(res.json()).body.irctc_user_ids;
  };

  beforeAll(async () => {
    t = await buildTestApp(kind, { now: clock });
    if (!t.railway) throw new Error("the test app has no railway system");
    railway = t.railway;
    outbox = (railway.messenger as MemoryMessenger).outbox;
    ravi = await signIn("9123400001");
    meera = await signIn("9123400002");
    await railwayAccount("Ravi_K");
    await railwayAccount("ravi_k2");
    await railwayAccount("Meera_M");
  });
  afterAll(async () => {
    await railway?.close();
    await t?.close();
  });

  it("answers 401 logged out on every endpoint without a session", async () => {
    const calls: ["GET" | "POST", string][] = [
      ["GET", "/api/trains/v1/user/status?userId=Ravi_K"],
      ["POST", "/api/trains/v1/user/resendOtp"],
      ["POST", "/api/trains/v1/user/verify"],
      ["POST", "/api/trains/v1/user/forgotPassword"],
      ["POST", "/api/trains/v1/user/forgotUserId"],
      ["GET", "/api/trains/v1/user/registerUrl"],
    ];
    for (const [method, url] of calls) {
      expectError(await inject(method, url, {}, {}), 401, "logged_out", ERROR_MESSAGES.logged_out);
    }
    for (const method of ["GET", "POST"] as const) {
      const res = await inject(
        method,
        "/api/trains/v2/user?client=HTML5",
        {},
        { userId: "Ravi_K" },
      );
      expectFailure(res, 401, ERROR_MESSAGES.logged_out);
      expect(res.json().status.result).toBe("failure");
    }
  });

  it("lists no IDs for a new user, with the railway's register page (spec §7 shape)", async () => {
    const res = await inject("GET", "/api/trains/v2/user?email=a%40b.in&client=HTML5", meera);
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("private, no-store");
    expect(res.json()).toEqual({
      code: 200,
      body: { is_new_user: true, irctc_user_ids: [], register_url: "/railway/register" },
      status: { result: "success" },
    });
    const url = await inject("GET", "/api/trains/v1/user/registerUrl?return=/trains/review", meera);
    expect(url.json()).toEqual({ url: "/railway/register?return=%2Ftrains%2Freview" });
  });

  it("refuses a malformed user ID with the spec's messages, and one the railway does not know", async () => {
    for (const [userId, message] of [
      ["", RAILWAY_USER_ID_MESSAGES.invalid],
      ["ab", RAILWAY_USER_ID_MESSAGES.length],
      ["x".repeat(36), RAILWAY_USER_ID_MESSAGES.length],
      ["ravi kumar", RAILWAY_USER_ID_MESSAGES.characters],
      ["ravi.k", RAILWAY_USER_ID_MESSAGES.characters],
    ]) {
      const res = await inject("POST", "/api/trains/v2/user", ravi, { userId });
      expectFailure(res, 400, message as string);
      expect(res.json().error).toMatchObject({
        code: "validation_failed",
        fields: { userId: message },
      });
    }
    expect(RAILWAY_USER_ID_MESSAGES.characters).toBe(
      "Please enter a valid User ID. An IRCTC User ID can only contain alphabets, numbers and ‘_’",
    );
    expectFailure(
      await inject("POST", "/api/trains/v2/user", ravi, { userId: "ravi_k" }),
      400,
      "No IRCTC account has this User ID. User IDs are case-sensitive: check it, or create a new IRCTC User ID",
    );
  });

  it("refuses a link without the anti-forgery token", async () => {
    const res = await inject(
      "POST",
      "/api/trains/v2/user",
      { cookie: ravi.cookie ?? "" },
      {
        userId: "Ravi_K",
      },
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe("forbidden_csrf");
  });

  it("links IDs idempotently, the last used or linked first", async () => {
    expect(idsOf(await inject("POST", "/api/trains/v2/user", ravi, { userId: "Ravi_K" }))).toEqual([
      "Ravi_K",
    ]);
    clock.advance(1_000);
    const again = await inject("POST", "/api/trains/v2/user", ravi, { userId: "Ravi_K" });
    expect(idsOf(again)).toEqual(["Ravi_K"]);
    expect(again.json().body.is_new_user).toBe(false);
    clock.advance(1_000);
    expect(idsOf(await inject("POST", "/api/trains/v2/user", ravi, { userId: "ravi_k2" }))).toEqual(
      ["ravi_k2", "Ravi_K"],
    );
    // A booking used the older one (the booking module marks it): it comes first.
    await t.database.sql.query(
      "update partner.railway_ids set last_used_at = $1 where railway_user_id = 'Ravi_K'",
      [new Date(clock().getTime() + 1_000)],
    );
    expect(idsOf(await inject("GET", "/api/trains/v2/user", ravi))).toEqual(["Ravi_K", "ravi_k2"]);
    // Meera may link the same railway ID to her own account; Ravi's list is unchanged.
    expect(idsOf(await inject("GET", "/api/trains/v2/user", meera))).toEqual([]);
  });

  it("links at most 10 IDs per user", async () => {
    const many = await signIn("9123400003");
    for (let i = 1; i <= 11; i++) await railwayAccount(`many_${i}`);
    for (let i = 1; i <= 10; i++) {
      const res = await inject("POST", "/api/trains/v2/user", many, { userId: `many_${i}` });
      expect(res.statusCode, res.body).toBe(200);
    }
    expectFailure(
      await inject("POST", "/api/trains/v2/user", many, { userId: "many_11" }),
      400,
      "You can link up to 10 IRCTC User IDs",
    );
    // Linking one already linked is still fine.
    expect(
      idsOf(await inject("POST", "/api/trains/v2/user", many, { userId: "many_3" })),
    ).toHaveLength(10);
  });

  it("shows the railway status of a linked ID only: another user's or an unlinked one is 404 (R5)", async () => {
    const res = await inject("GET", "/api/trains/v1/user/status?userId=Ravi_K", ravi);
    expect(res.statusCode, res.body).toBe(200);
    expect(RailwayIdStatusResponseSchema.parse(res.json())).toEqual({
      userId: "Ravi_K",
      mobileVerified: false,
      emailVerified: false,
      aadhaarVerified: false,
      ticketsThisMonth: 0,
      monthlyLimit: 12,
    });
    const notLinked = "This IRCTC User ID is not linked to your account";
    for (const [who, userId] of [
      [meera, "Ravi_K"],
      [ravi, "Meera_M"],
    ] as const) {
      expectError(
        await inject("GET", `/api/trains/v1/user/status?userId=${userId}`, who),
        404,
        "not_found",
        notLinked,
      );
      expectError(
        await inject("POST", "/api/trains/v1/user/resendOtp", who, { userId, channel: "mobile" }),
        404,
        "not_found",
        notLinked,
      );
      expectError(
        await inject("POST", "/api/trains/v1/user/verify", who, { userId, mobileOtp: "123456" }),
        404,
        "not_found",
        notLinked,
      );
    }
    expectError(
      await inject("GET", "/api/trains/v1/user/status?userId=a-b", ravi),
      400,
      "validation_failed",
      RAILWAY_USER_ID_MESSAGES.characters,
    );
  });

  it("verifies mobile and email each by its OTP (spec §4), with the spec's words for an empty code", async () => {
    const { mobile, email } = await railwayAccount("Verify_Me");
    await inject("POST", "/api/trains/v2/user", ravi, { userId: "Verify_Me" });
    const verify = (body: object) =>
      inject("POST", "/api/trains/v1/user/verify", ravi, { userId: "Verify_Me", ...body });

    expectError(await verify({}), 400, "mobile_otp_required", "Please enter Mobile OTP");
    expectError(
      await verify({ mobileOtp: "" }),
      400,
      "mobile_otp_required",
      "Please enter Mobile OTP",
    );
    expectError(
      await verify({ emailOtp: "" }),
      400,
      "email_otp_required",
      "Please enter Email OTP",
    );
    expectError(
      await verify({ mobileOtp: "12" }),
      400,
      "otp_format",
      "Please enter the 6 digit OTP",
    );
    const wrong = otpTo(mobile) === "000000" ? "111111" : "000000";
    expectError(
      await verify({ mobileOtp: wrong }),
      400,
      "otp_wrong",
      "Wrong OTP. 4 attempt(s) left",
    );

    // A new mobile OTP: too soon at first, then sent (the newest supersedes the first).
    expectError(
      await inject("POST", "/api/trains/v1/user/resendOtp", ravi, {
        userId: "Verify_Me",
        channel: "mobile",
      }),
      429,
      "otp_too_soon",
      "Please wait 30 seconds before requesting another OTP",
    );
    clock.advance(31_000);
    const resent = await inject("POST", "/api/trains/v1/user/resendOtp", ravi, {
      userId: "Verify_Me",
      channel: "mobile",
    });
    expect(resent.statusCode, resent.body).toBe(200);
    expect(RailwayOtpSentResponseSchema.parse(resent.json())).toMatchObject({
      channel: "mobile",
      sentTo: `${mobile.slice(0, 2)}******${mobile.slice(-2)}`,
      message: `A 6 digit OTP was sent to ${mobile.slice(0, 2)}******${mobile.slice(-2)}`,
    });
    expectError(
      await inject("POST", "/api/trains/v1/user/resendOtp", ravi, {
        userId: "Verify_Me",
        channel: "sms",
      }),
      400,
      "validation_failed",
      expect.any(String) as unknown as string,
    );

    const mobileDone = await verify({ mobileOtp: otpTo(mobile) });
    expect(mobileDone.statusCode, mobileDone.body).toBe(200);
    expect(RailwayIdVerifiedResponseSchema.parse(mobileDone.json())).toEqual({
      userId: "Verify_Me",
      message: "Your mobile number has been verified",
      mobileVerified: true,
      emailVerified: false,
      verified: false,
    });
    expectError(await verify({}), 400, "email_otp_required", "Please enter Email OTP");
    const emailDone = await verify({ emailOtp: otpTo(email) });
    expect(emailDone.json()).toEqual({
      userId: "Verify_Me",
      message: "Your email address has been verified",
      mobileVerified: true,
      emailVerified: true,
      verified: true,
    });
    const status = await inject("GET", "/api/trains/v1/user/status?userId=Verify_Me", ravi);
    expect(status.json()).toMatchObject({ mobileVerified: true, emailVerified: true });
    expectError(
      await verify({ mobileOtp: "123456" }),
      400,
      "validation_failed",
      "Your mobile number is already verified",
    );
  });

  it("sends a password reset link, but not in Tatkal hours (spec §6, §9)", async () => {
    const forgot = (body: object) =>
      inject("POST", "/api/trains/v1/user/forgotPassword", ravi, body);
    const before = outbox.length;
    const res = await forgot({ userIdOrEmail: "Ravi_K" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: "Password reset link has been sent to Email address." });
    const link = outbox.slice(before).find((m) => m.kind === "password_reset");
    expect(link?.to).toBe("ravi_k@example.com");
    // Absolute under the site's public address: a link in a mail must work from a mail client.
    expect(link?.text).toMatch(
      /http:\/\/localhost:3000\/railway\/reset-password\?token=[\w-]{43} /,
    );
    expect(link?.text).toContain("valid for 24 hours");
    // An unknown account answers the same (nothing tells whether it exists).
    expect((await forgot({ userIdOrEmail: "nobody@example.com" })).json()).toEqual({
      message: "Password reset link has been sent to Email address.",
    });
    expectError(
      await forgot({ userIdOrEmail: "not an id" }),
      400,
      "validation_failed",
      RAILWAY_USER_ID_MESSAGES.characters,
    );

    const saved = clock();
    try {
      for (const time of ["10:30:00", "11:29:59"]) {
        clock.set(`2026-11-22T${time}+05:30`);
        expectError(
          await forgot({ userIdOrEmail: "Ravi_K" }),
          400,
          "PASSWORD_RESET_TATKAL_NOT_ALLOWED",
          "Password reset is not allowed during tatkal",
        );
      }
      clock.set("2026-11-22T11:30:00+05:30");
      expect((await forgot({ userIdOrEmail: "Ravi_K" })).statusCode).toBe(200);
    } finally {
      clock.set(saved);
    }
  });

  it("sends a forgotten user ID to its email or mobile", async () => {
    const { mobile } = await railwayAccount("Forgetful_1");
    const res = await inject("POST", "/api/trains/v1/user/forgotUserId", ravi, {
      emailOrMobile: mobile,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(
      `If a railway account uses ${mobile}, its User ID has been sent there`,
    );
    expect(outbox.at(-1)).toMatchObject({ channel: "sms", to: mobile, kind: "user_id" });
    expect(outbox.at(-1)?.text).toContain("Forgetful_1");
    expectError(
      await inject("POST", "/api/trains/v1/user/forgotUserId", ravi, { emailOrMobile: "12345" }),
      400,
      "validation_failed",
      "Please enter a valid email or phone number",
    );
  });
});
