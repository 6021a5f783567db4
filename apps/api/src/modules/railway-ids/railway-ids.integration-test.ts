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
 * the spec's envelope, linking with the spec's user-ID messages only once the
 * holder proved the ID with the railway's two OTPs (issue 16), nothing of an
 * ID shown before (status 404 as for another user's, R5), reset links
 * refused in Tatkal hours, and the railway's register page. Railway accounts
 * are made on the railway's side (`portal.register`); its SMS and e-mails are
 * read from its memory outbox.
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
    accounts.set(userId, { mobile, email });
    return { mobile, email };
  }

  const otpTo = (to: string) =>
    /^(\d{6}) is your OTP/.exec(
      outbox.filter((m) => m.to === to && m.kind === "otp").at(-1)?.text ?? "",
    )?.[1] ?? "";

  /** The holder of `userId` proves it to `who`: both OTPs sent, read from the outbox, verified. */
  async function prove(who: Headers, userId: string, contacts: { mobile: string; email: string }) {
    clock.advance(31_000);
    for (const channel of ["mobile", "email"]) {
      const sent = await inject("POST", "/api/trains/v1/user/resendOtp", who, { userId, channel });
      expect(sent.statusCode, sent.body).toBe(200);
    }
    const done = await inject("POST", "/api/trains/v1/user/verify", who, {
      userId,
      mobileOtp: otpTo(contacts.mobile),
      emailOtp: otpTo(contacts.email),
    });
    expect(done.statusCode, done.body).toBe(200);
    return done;
  }

  const accounts = new Map<string, { mobile: string; email: string }>();
  const contactsOf = (userId: string) => {
    const found = accounts.get(userId);
    if (!found) throw new Error(`no railway account ${userId}`);
    return found;
  };

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

  it("shows nothing of an ID until its holder proves it with the railway's two OTPs, then links it", async () => {
    // Meera's own railway ID, its contacts already verified at the railway: still proved here.
    const { mobile, email } = await railwayAccount("Meera_Own");
    const before = outbox.length;

    // Ravi types Meera's ID: refused until proved, and nothing of it is shown.
    const link = await inject("POST", "/api/trains/v2/user", ravi, { userId: "Meera_Own" });
    expectFailure(link, 400, "Please verify your IRCTC user ID to continue");
    expect(link.json().error).toMatchObject({
      code: "railway_id_unverified",
      fields: { userId: "Please verify your IRCTC user ID to continue" },
    });
    const hidden = /mobileVerified|emailVerified|aadhaar|ticketsThisMonth|monthlyLimit/i;
    expect(link.body).not.toMatch(hidden);
    const notLinked = "This IRCTC User ID is not linked to your account";
    const status = await inject("GET", "/api/trains/v1/user/status?userId=Meera_Own", ravi);
    expectError(status, 404, "not_found", notLinked);
    expect(status.body).not.toMatch(hidden);
    expect(idsOf(await inject("GET", "/api/trains/v2/user", ravi))).toEqual([]);

    // The OTPs go to Meera's phone and mail; Ravi is not told where.
    clock.advance(31_000);
    const sent = await inject("POST", "/api/trains/v1/user/resendOtp", ravi, {
      userId: "Meera_Own",
      channel: "mobile",
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({
      channel: "mobile",
      sentTo: "the mobile number registered with this IRCTC User ID",
      message: "A 6 digit OTP was sent to the mobile number registered with this IRCTC User ID",
    });
    expect(sent.body).not.toContain(`${mobile.slice(0, 2)}******${mobile.slice(-2)}`);
    expect(sent.body).not.toContain(mobile);
    await inject("POST", "/api/trains/v1/user/resendOtp", ravi, {
      userId: "Meera_Own",
      channel: "email",
    });
    expect(outbox.slice(before).map((m) => m.to)).toEqual([mobile, email]);
    expect(outbox.at(-1)?.text).toMatch(/^\d{6} is your OTP to link railway user ID Meera_Own/);

    // Guessing: refused, each wrong code a try, still nothing shown.
    const right = { mobileOtp: otpTo(mobile), emailOtp: otpTo(email) };
    const wrongOf = (code: string) => (code === "000000" ? "111111" : "000000");
    const guess = await inject("POST", "/api/trains/v1/user/verify", ravi, {
      userId: "Meera_Own",
      mobileOtp: wrongOf(right.mobileOtp),
      emailOtp: wrongOf(right.emailOtp),
    });
    expectError(guess, 400, "otp_wrong", "Wrong OTP. 4 attempt(s) left");
    expect(guess.json().error.fields).toEqual({ mobileOtp: "Wrong OTP. 4 attempt(s) left" });
    expect(guess.body).not.toMatch(hidden);
    // One right code is no proof: the other is still asked for, and nothing is spent.
    expectError(
      await inject("POST", "/api/trains/v1/user/verify", ravi, {
        userId: "Meera_Own",
        mobileOtp: right.mobileOtp,
      }),
      400,
      "email_otp_required",
      "Please enter Email OTP",
    );
    expectError(
      await inject("GET", "/api/trains/v1/user/status?userId=Meera_Own", ravi),
      404,
      "not_found",
      notLinked,
    );

    // Both right (whoever holds Meera's phone and mail): linked, and now shown.
    const proved = await inject("POST", "/api/trains/v1/user/verify", ravi, {
      userId: "Meera_Own",
      ...right,
    });
    expect(proved.statusCode, proved.body).toBe(200);
    expect(RailwayIdVerifiedResponseSchema.parse(proved.json())).toEqual({
      userId: "Meera_Own",
      message: "Your mobile number and email address are verified",
      mobileVerified: true,
      emailVerified: true,
      verified: true,
    });
    const shown = await inject("GET", "/api/trains/v1/user/status?userId=Meera_Own", ravi);
    expect(RailwayIdStatusResponseSchema.parse(shown.json())).toEqual({
      userId: "Meera_Own",
      mobileVerified: true,
      emailVerified: true,
      aadhaarVerified: false,
      aadhaarMasked: null,
      aadhaarUrl: "/railway/aadhaar?userId=Meera_Own",
      ticketsThisMonth: 0,
      monthlyLimit: 12,
    });
    expect(
      idsOf(await inject("POST", "/api/trains/v2/user", ravi, { userId: "Meera_Own" })),
    ).toEqual(["Meera_Own"]);
    // The codes are spent.
    expectError(
      await inject("POST", "/api/trains/v1/user/verify", ravi, { userId: "Meera_Own", ...right }),
      400,
      "otp_not_requested",
      "No OTP is pending. Please request a new OTP",
    );
  });

  it("links no ID a booking names that its holder has not proved", async () => {
    await railwayAccount("Booked_Not_Proved");
    const date = "2026-11-25";
    const found = await t.deps.railway.searchJourneys("NDLS", "HWH", date);
    const j = found.direct[0];
    if (!j) throw new Error("no NDLS → HWH train");
    await inject("POST", "/api/trains/v1/verify", meera, {
      journey: {
        trainNumber: j.trainNumber,
        from: j.from,
        to: j.to,
        date,
        classCode: "3A",
        quota: "GN",
      },
      railwayUserId: "Booked_Not_Proved",
      seenStatus: "",
      details: {
        passengers: [{ name: "Meera Iyer", age: "30", gender: "Female", food: "V" }],
        contact: { email: "meera@example.com", mobile: "9876543210" },
        policyAgreed: "on",
      },
    });
    expect(idsOf(await inject("GET", "/api/trains/v2/user", meera))).not.toContain(
      "Booked_Not_Proved",
    );
    expectError(
      await inject("GET", "/api/trains/v1/user/status?userId=Booked_Not_Proved", meera),
      404,
      "not_found",
      "This IRCTC User ID is not linked to your account",
    );
  });

  it("links IDs once proved, idempotently, the last used or linked first", async () => {
    const who = await signIn("9123400004");
    await prove(who, "Ravi_K", contactsOf("Ravi_K"));
    expect(idsOf(await inject("POST", "/api/trains/v2/user", who, { userId: "Ravi_K" }))).toEqual([
      "Ravi_K",
    ]);
    clock.advance(1_000);
    const again = await inject("POST", "/api/trains/v2/user", who, { userId: "Ravi_K" });
    expect(idsOf(again)).toEqual(["Ravi_K"]);
    expect(again.json().body.is_new_user).toBe(false);
    clock.advance(1_000);
    await prove(who, "ravi_k2", contactsOf("ravi_k2"));
    expect(idsOf(await inject("POST", "/api/trains/v2/user", who, { userId: "ravi_k2" }))).toEqual([
      "ravi_k2",
      "Ravi_K",
    ]);
    // A booking used the older one (the booking module marks it): it comes first.
    await t.database.sql.query(
      "update partner.railway_ids set last_used_at = $1 where railway_user_id = 'Ravi_K'",
      [new Date(clock().getTime() + 1_000)],
    );
    expect(idsOf(await inject("GET", "/api/trains/v2/user", who))).toEqual(["Ravi_K", "ravi_k2"]);
    // Meera has linked none of them: her list is her own, their status 404 to her (R5).
    expect(idsOf(await inject("GET", "/api/trains/v2/user", meera))).toEqual([]);
    expectError(
      await inject("GET", "/api/trains/v1/user/status?userId=Ravi_K", meera),
      404,
      "not_found",
      "This IRCTC User ID is not linked to your account",
    );
    expectError(
      await inject("GET", "/api/trains/v1/user/status?userId=a-b", who),
      400,
      "validation_failed",
      RAILWAY_USER_ID_MESSAGES.characters,
    );
  });

  it("links at most 10 IDs per user", async () => {
    const many = await signIn("9123400003");
    for (let i = 1; i <= 11; i++) await railwayAccount(`many_${i}`);
    for (let i = 1; i <= 10; i++) await prove(many, `many_${i}`, contactsOf(`many_${i}`));
    expect(idsOf(await inject("GET", "/api/trains/v2/user", many))).toHaveLength(10);
    const tooMany = "You can link up to 10 IRCTC User IDs";
    expectFailure(
      await inject("POST", "/api/trains/v2/user", many, { userId: "many_11" }),
      400,
      tooMany,
    );
    // No OTP is sent for an ID that could not be linked.
    clock.advance(31_000);
    expectError(
      await inject("POST", "/api/trains/v1/user/resendOtp", many, {
        userId: "many_11",
        channel: "mobile",
      }),
      400,
      "validation_failed",
      tooMany,
    );
    // Linking one already linked is still fine.
    expect(
      idsOf(await inject("POST", "/api/trains/v2/user", many, { userId: "many_3" })),
    ).toHaveLength(10);
  });

  it("asks for both OTPs in the spec's words, and refuses an unknown ID or a malformed code", async () => {
    const { mobile, email } = await railwayAccount("Verify_Me");
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
      await verify({ mobileOtp: "123456", emailOtp: "" }),
      400,
      "otp_not_requested",
      "No OTP is pending. Please request a new OTP",
    );
    clock.advance(31_000);
    for (const channel of ["mobile", "email"]) {
      await inject("POST", "/api/trains/v1/user/resendOtp", ravi, { userId: "Verify_Me", channel });
    }
    expectError(
      await verify({ mobileOtp: otpTo(mobile), emailOtp: "" }),
      400,
      "email_otp_required",
      "Please enter Email OTP",
    );
    expectError(
      await verify({ mobileOtp: "12", emailOtp: otpTo(email) }),
      400,
      "otp_format",
      "Please enter the 6 digit OTP",
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
    expectError(
      await inject("POST", "/api/trains/v1/user/resendOtp", ravi, {
        userId: "Verify_Me",
        channel: "sms",
      }),
      400,
      "validation_failed",
      expect.any(String) as unknown as string,
    );
    expectError(
      await inject("POST", "/api/trains/v1/user/resendOtp", ravi, {
        userId: "No_Such_Id",
        channel: "mobile",
      }),
      400,
      "validation_failed",
      "No railway account has this User ID",
    );
    const done = await verify({ mobileOtp: otpTo(mobile), emailOtp: otpTo(email) });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ verified: true });
    // Linked: the masked contact is shown again, and nothing typed is fine.
    clock.advance(31_000);
    const resent = await inject("POST", "/api/trains/v1/user/resendOtp", ravi, {
      userId: "Verify_Me",
      channel: "mobile",
    });
    expect(RailwayOtpSentResponseSchema.parse(resent.json())).toMatchObject({
      channel: "mobile",
      sentTo: `${mobile.slice(0, 2)}******${mobile.slice(-2)}`,
      message: `A 6 digit OTP was sent to ${mobile.slice(0, 2)}******${mobile.slice(-2)}`,
    });
    expect((await verify({})).json()).toMatchObject({ verified: true });
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

  it("passes on the ID's Aadhaar authentication with its last four digits only, and the railway's page", async () => {
    const contacts = await railwayAccount("Kavya_Aadhaar");
    await prove(ravi, "Kavya_Aadhaar", contacts);
    const status = async (query = "") =>
      RailwayIdStatusResponseSchema.parse(
        (
          await inject("GET", `/api/trains/v1/user/status?userId=Kavya_Aadhaar${query}`, ravi)
        ).json(),
      );
    expect(await status("&return=%2Ftrains%2Fsummary%2F42")).toMatchObject({
      aadhaarVerified: false,
      aadhaarMasked: null,
      aadhaarUrl: "/railway/aadhaar?userId=Kavya_Aadhaar&return=%2Ftrains%2Fsummary%2F42",
      monthlyLimit: 12,
    });
    // Authenticated on the railway's own page (its accounts, here): number, consent, OTP.
    const started = await railway.portal.startAadhaarAuth(
      {
        userId: "Kavya_Aadhaar",
        password: "Secret123",
        aadhaarNumber: "2341 2341 2346",
        consent: true,
      },
      clock(),
    );
    expect(started).toMatchObject({ ok: true, state: "otp_sent" });
    const done = await railway.portal.confirmAadhaarAuth(
      "Kavya_Aadhaar",
      otpTo(contacts.mobile),
      clock(),
    );
    expect(done).toMatchObject({ ok: true });
    const after = await inject("GET", "/api/trains/v1/user/status?userId=Kavya_Aadhaar", ravi);
    expect(RailwayIdStatusResponseSchema.parse(after.json())).toMatchObject({
      aadhaarVerified: true,
      aadhaarMasked: "XXXX XXXX 2346",
      aadhaarUrl: "/railway/aadhaar?userId=Kavya_Aadhaar",
      monthlyLimit: 24,
    });
    expect(after.body).not.toContain("2341");
    // Another user (who did not prove it) sees nothing of it.
    expect(
      (await inject("GET", "/api/trains/v1/user/status?userId=Kavya_Aadhaar", meera)).statusCode,
    ).toBe(404);
    // A return path with a hidden character is refused before the railway is asked.
    const bad = await inject(
      "GET",
      "/api/trains/v1/user/status?userId=Kavya_Aadhaar&return=%2Ftrains%0A",
      ravi,
    );
    expect(bad.statusCode).toBe(400);
  });
});
