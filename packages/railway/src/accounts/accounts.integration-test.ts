import { randomBytes, randomUUID } from "node:crypto";
import { otps, passwordResets, pnrs, users } from "@safar/db/railway-reservations-schema";
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from "@safar/test-kit/database";
import { and, eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ist } from "../rules/test-helpers.ts";
import { accountsRepository, UserConflictError } from "./accounts.repository.ts";
import {
  type ContactOtpPurpose,
  createRailwayAccounts,
  type RailwayAccounts,
  type RailwayAccountsPortal,
  type RegisterInput,
} from "./accounts.ts";
import { createMemoryMessenger, type MemoryMessenger } from "./messenger.ts";
import { hashOtp } from "./otp.ts";

/** A cheaper scrypt cost so the suite stays quick; the default cost is covered by password-hash.test.ts. */
const FAST_SCRYPT = { N: 1024, r: 8, p: 1 };
const T0 = ist("2026-03-10 09:00");
const seconds = (s: number) => new Date(T0.getTime() + s * 1000);

function person(userId: string, n: number, extra: Partial<RegisterInput> = {}): RegisterInput {
  return {
    userId,
    password: "Secret123",
    name: `Traveller ${n}`,
    email: `traveller${n}@example.com`,
    mobile: `98765432${String(n).padStart(2, "0")}`,
    ...extra,
  };
}

/** The code in the newest OTP message sent to an address. */
function otpFrom(messenger: MemoryMessenger, to: string): string {
  const message = messenger.outbox.filter((m) => m.to === to && m.kind === "otp").at(-1);
  const code = message?.text.match(/^(\d{6}) is your OTP/)?.[1];
  if (!code) throw new Error(`No OTP sent to ${to}`);
  return code;
}

/** The token in the newest reset link sent to an address. */
function resetTokenFrom(messenger: MemoryMessenger, to: string): string {
  const message = messenger.outbox.filter((m) => m.to === to && m.kind === "password_reset").at(-1);
  const token = message?.text.match(/\?token=([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error(`No reset link sent to ${to}`);
  return token;
}

describe.each(testDatabaseKinds())("railway accounts on %s", (kind) => {
  let database: TestDatabase;
  let messenger: MemoryMessenger;
  let portal: RailwayAccountsPortal;
  let accounts: RailwayAccounts;

  beforeEach(async () => {
    database = await createTestDatabase(kind);
    messenger = createMemoryMessenger();
    ({ portal, accounts } = createRailwayAccounts({
      db: database.db,
      messenger,
      config: { scrypt: FAST_SCRYPT },
    }));
  });
  afterEach(() => database.dispose());

  async function registered(input: RegisterInput, now = T0): Promise<void> {
    const result = await portal.register(input, now);
    if (!result.ok) throw new Error(`register ${input.userId}: ${result.reason}`);
  }

  describe("registration", () => {
    it("stores the account pending verification and sends a mobile OTP and an email OTP", async () => {
      const input = person("Ravi_1", 1);
      const result = await portal.register(input, T0);
      expect(result).toEqual({
        ok: true,
        userId: "Ravi_1",
        mobileOtpNotice: "A 6 digit OTP was sent to 98******01",
        emailOtpNotice: "A 6 digit OTP was sent to t*********@example.com",
      });
      expect(messenger.outbox.map((m) => [m.channel, m.to, m.kind])).toEqual([
        ["sms", "9876543201", "otp"],
        ["email", "traveller1@example.com", "otp"],
      ]);
      expect(messenger.outbox[0]?.text).toMatch(
        /^\d{6} is your OTP to verify your mobile for railway user ID Ravi_1\. Valid for 10 minutes\.$/,
      );
      expect(await accounts.status("Ravi_1", T0)).toEqual({
        userId: "Ravi_1",
        mobileVerified: false,
        emailVerified: false,
        aadhaarVerified: false,
        aadhaarMasked: null,
        ticketsThisMonth: 0,
        monthlyLimit: 12,
      });
    });

    it("stores only an scrypt hash of the password and returns no trace of it", async () => {
      const input = person("Ravi_1", 1, { password: "Zebra42xyz" });
      const result = await portal.register(input, T0);
      const [row] = await database.db.select().from(users).where(eq(users.userId, "Ravi_1"));
      expect(row?.passwordHash).toMatch(/^scrypt\$1024\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
      expect(row?.passwordHash).not.toContain("Zebra42xyz");
      expect(JSON.stringify(result)).not.toContain("Zebra42xyz");
      expect(JSON.stringify(await accounts.status("Ravi_1", T0))).not.toContain("scrypt");
      expect(messenger.outbox.some((m) => m.text.includes("Zebra42xyz"))).toBe(false);
    });

    it("refuses the exact same user ID but allows one differing only in case", async () => {
      await registered(person("Ravi_1", 1));
      expect(await portal.register(person("Ravi_1", 2), T0)).toEqual({
        ok: false,
        reason: "user_id_taken",
        message: "This User ID is already taken. Please choose another User ID",
      });
      expect(await portal.register(person("ravi_1", 3), T0)).toMatchObject({
        ok: true,
        userId: "ravi_1",
      });
      expect((await accounts.status("ravi_1", T0))?.userId).toBe("ravi_1");
      expect((await accounts.status("RAVI_1", T0))?.userId).toBeUndefined();
    });

    it("refuses an email already used, compared without case, and a mobile already used", async () => {
      await registered(person("Ravi_1", 1, { email: "Ravi.Kumar@Example.com" }));
      expect(
        await portal.register(person("Other_2", 2, { email: "ravi.kumar@example.COM" }), T0),
      ).toMatchObject({ ok: false, reason: "email_taken" });
      expect(
        await portal.register(person("Other_3", 3, { mobile: "9876543201" }), T0),
      ).toMatchObject({ ok: false, reason: "mobile_taken" });
      const rows = await database.db.select({ userId: users.userId }).from(users);
      expect(rows.map((r) => r.userId)).toEqual(["Ravi_1"]);
    });

    it("maps a unique violation from a concurrent insert to the rule it broke", async () => {
      await registered(person("Ravi_1", 1, { email: "ravi@example.com" }));
      const repo = accountsRepository(database.db);
      const row = (userId: string, email: string, mobile: string) => ({
        userId,
        passwordHash: "scrypt$1$1$1$AA==$AA==",
        name: "Racer",
        email,
        mobile,
        createdAt: T0,
        passwordChangedAt: T0,
      });
      const conflictOf = async (r: ReturnType<typeof row>) => {
        const error = await repo.insertUser(database.db, r).then(
          () => null,
          (e: unknown) => e,
        );
        return error instanceof UserConflictError ? error.conflict : error;
      };
      expect(await conflictOf(row("Ravi_1", "x@example.com", "9000000000"))).toBe("user_id");
      expect(await conflictOf(row("Racer_1", "RAVI@example.com", "9000000000"))).toBe("email");
      expect(await conflictOf(row("Racer_1", "x@example.com", "9876543201"))).toBe("mobile");
    });

    it("lets only one of two simultaneous registrations with the same email through", async () => {
      const results = await Promise.all([
        portal.register(person("First_1", 1, { email: "same@example.com" }), T0),
        portal.register(person("Second_2", 2, { email: "SAME@example.com" }), T0),
      ]);
      expect(results.filter((r) => r.ok)).toHaveLength(1);
      expect(results.filter((r) => !r.ok)).toEqual([
        expect.objectContaining({ ok: false, reason: "email_taken" }),
      ]);
      expect(await database.db.select().from(users)).toHaveLength(1);
    });

    it("refuses invalid fields and stores and sends nothing", async () => {
      const cases: Array<[Partial<RegisterInput>, string]> = [
        [{ userId: "ab" }, "user_id_invalid"],
        [{ userId: "ravi kumar" }, "user_id_invalid"],
        [{ password: "secret123" }, "password_weak"],
        [{ mobile: "5876543210" }, "mobile_invalid"],
        [{ email: "ravi-at-example.com" }, "email_invalid"],
        [{ name: "  " }, "name_invalid"],
      ];
      for (const [change, reason] of cases) {
        expect(await portal.register(person("Valid_1", 1, change), T0), reason).toMatchObject({
          ok: false,
          reason,
        });
      }
      expect(await database.db.select().from(users)).toHaveLength(0);
      expect(messenger.outbox).toHaveLength(0);
    });
  });

  describe("OTP verification", () => {
    beforeEach(() => registered(person("Ravi_1", 1)));

    it("marks the mobile, then the email, verified from the codes sent", async () => {
      const mobile = await accounts.verifyOtp(
        "Ravi_1",
        "verify_mobile",
        otpFrom(messenger, "9876543201"),
        seconds(60),
      );
      expect(mobile).toEqual({
        ok: true,
        purpose: "verify_mobile",
        message: "Your mobile number has been verified",
        mobileVerified: true,
        emailVerified: false,
      });
      const email = await accounts.verifyOtp(
        "Ravi_1",
        "verify_email",
        otpFrom(messenger, "traveller1@example.com"),
        seconds(90),
      );
      expect(email).toMatchObject({ ok: true, mobileVerified: true, emailVerified: true });
      expect(await accounts.status("Ravi_1", seconds(90))).toMatchObject({
        mobileVerified: true,
        emailVerified: true,
      });
      expect(
        await accounts.verifyOtp("Ravi_1", "verify_mobile", "000000", seconds(100)),
      ).toMatchObject({ ok: false, reason: "already_verified" });
      expect(await accounts.sendOtp("Ravi_1", "verify_email", seconds(100))).toMatchObject({
        ok: false,
        reason: "already_verified",
        message: "Your email address is already verified",
      });
    });

    it("asks for the code when it is empty, in the spec's words", async () => {
      expect(await accounts.verifyOtp("Ravi_1", "verify_mobile", "", seconds(5))).toEqual({
        ok: false,
        reason: "mobile_otp_required",
        message: "Please enter Mobile OTP",
      });
      expect(await accounts.verifyOtp("Ravi_1", "verify_email", "", seconds(5))).toEqual({
        ok: false,
        reason: "email_otp_required",
        message: "Please enter Email OTP",
      });
    });

    it("locks the OTP after 5 wrong codes, refuses even the right one, until a new OTP is sent", async () => {
      const right = otpFrom(messenger, "9876543201");
      const wrong = right === "111111" ? "222222" : "111111";
      const answers = [];
      for (let i = 0; i < 5; i++) {
        answers.push(await accounts.verifyOtp("Ravi_1", "verify_mobile", wrong, seconds(10 + i)));
      }
      expect(answers.map((a) => (a.ok ? "ok" : a.message))).toEqual([
        "Wrong OTP. 4 attempt(s) left",
        "Wrong OTP. 3 attempt(s) left",
        "Wrong OTP. 2 attempt(s) left",
        "Wrong OTP. 1 attempt(s) left",
        "Too many wrong OTPs. Please request a new OTP",
      ]);
      expect(await accounts.verifyOtp("Ravi_1", "verify_mobile", right, seconds(20))).toMatchObject(
        { ok: false, reason: "otp_locked" },
      );
      expect((await accounts.status("Ravi_1", seconds(20)))?.mobileVerified).toBe(false);

      expect(await accounts.sendOtp("Ravi_1", "verify_mobile", seconds(40))).toMatchObject({
        ok: true,
      });
      const fresh = otpFrom(messenger, "9876543201");
      expect(await accounts.verifyOtp("Ravi_1", "verify_mobile", fresh, seconds(50))).toMatchObject(
        { ok: true, mobileVerified: true },
      );
    });

    it("lets a new OTP supersede the old one", async () => {
      // Predictable codes here, so the old and new ones surely differ.
      const codes = [111111, 222222, 333333];
      const predictable = createRailwayAccounts({
        db: database.db,
        messenger,
        config: { scrypt: FAST_SCRYPT },
        random: { int: () => codes.shift() ?? 0, bytes: (size) => randomBytes(size) },
      });
      await predictable.portal.register(person("Asha_2", 2), T0);
      expect(otpFrom(messenger, "9876543202")).toBe("111111");
      await predictable.accounts.sendOtp("Asha_2", "verify_mobile", seconds(30));
      expect(otpFrom(messenger, "9876543202")).toBe("333333");
      expect(
        await predictable.accounts.verifyOtp("Asha_2", "verify_mobile", "111111", seconds(40)),
      ).toMatchObject({ ok: false, reason: "otp_wrong" });
      expect(
        await predictable.accounts.verifyOtp("Asha_2", "verify_mobile", "333333", seconds(41)),
      ).toMatchObject({ ok: true, mobileVerified: true });
      const rows = await database.db
        .select()
        .from(otps)
        .where(and(eq(otps.userId, "Asha_2"), eq(otps.purpose, "verify_mobile")))
        .orderBy(otps.id);
      expect(rows.map((r) => r.codeHash)).toEqual([
        hashOtp("Asha_2", "verify_mobile", "111111"),
        hashOtp("Asha_2", "verify_mobile", "333333"),
      ]);
    });

    it("limits resends to one per 30 seconds and 5 per hour per purpose", async () => {
      const send = (purpose: ContactOtpPurpose, s: number) =>
        accounts.sendOtp("Ravi_1", purpose, seconds(s));
      expect(await send("verify_mobile", 10)).toEqual({
        ok: false,
        reason: "otp_too_soon",
        message: "Please wait 20 seconds before requesting another OTP",
      });
      // Registration sent the first; four more fit in the hour.
      for (const s of [30, 60, 90, 120]) {
        expect(await send("verify_mobile", s), `at ${s}s`).toMatchObject({
          ok: true,
          sentTo: "98******01",
          message: "A 6 digit OTP was sent to 98******01",
        });
      }
      expect(await send("verify_mobile", 150)).toMatchObject({ ok: false, reason: "otp_limit" });
      // The email purpose has its own count.
      expect(await send("verify_email", 150)).toMatchObject({ ok: true });
      // An hour after the first, one more may go.
      expect(await send("verify_mobile", 3600)).toMatchObject({ ok: true });
      expect(await send("verify_mobile", 3625)).toMatchObject({ ok: false, reason: "otp_limit" });
      expect(messenger.outbox.filter((m) => m.to === "9876543201")).toHaveLength(6);
    });

    it("accepts the code up to 10 minutes and refuses it as expired from then on", async () => {
      await registered(person("Asha_2", 2));
      const ravi = otpFrom(messenger, "9876543201");
      const asha = otpFrom(messenger, "9876543202");
      expect(await accounts.verifyOtp("Ravi_1", "verify_mobile", ravi, seconds(600))).toEqual({
        ok: false,
        reason: "otp_expired",
        message: "The OTP has expired. Please request a new OTP",
      });
      expect(await accounts.verifyOtp("Asha_2", "verify_mobile", asha, seconds(599))).toMatchObject(
        { ok: true },
      );
    });

    it("answers user_not_found for an unknown user ID and null status", async () => {
      expect(await accounts.sendOtp("Nobody_9", "verify_mobile", T0)).toMatchObject({
        ok: false,
        reason: "user_not_found",
      });
      expect(await accounts.verifyOtp("ravi_1", "verify_mobile", "123456", T0)).toMatchObject({
        ok: false,
        reason: "user_not_found",
      });
      expect(await accounts.status("Nobody_9", T0)).toBeNull();
      expect(await accounts.bookingProfile("Nobody_9", T0)).toBeNull();
    });
  });

  describe("proving the holder to a partner (issue 16)", () => {
    beforeEach(async () => {
      await registered(person("Ravi_1", 1));
      // The account's own contacts verified already: the holder OTPs go out all the same.
      for (const purpose of ["verify_mobile", "verify_email"] as const) {
        const to = purpose === "verify_mobile" ? "9876543201" : "traveller1@example.com";
        await accounts.verifyOtp("Ravi_1", purpose, otpFrom(messenger, to), seconds(5));
      }
    });

    const holderCodes = () => ({
      mobile: otpFrom(messenger, "9876543201"),
      email: otpFrom(messenger, "traveller1@example.com"),
    });
    async function sendBoth(at: number) {
      for (const channel of ["mobile", "email"] as const) {
        expect(await accounts.sendHolderOtp("Ravi_1", channel, seconds(at))).toMatchObject({
          ok: true,
          purpose: channel === "mobile" ? "link_mobile" : "link_email",
        });
      }
    }

    it("sends each to the registered contact, worded for linking, even when verified", async () => {
      await sendBoth(40);
      expect(messenger.outbox.at(-2)).toMatchObject({ channel: "sms", to: "9876543201" });
      expect(messenger.outbox.at(-1)).toMatchObject({
        channel: "email",
        to: "traveller1@example.com",
      });
      expect(messenger.outbox.at(-1)?.text).toMatch(
        /^\d{6} is your OTP to link railway user ID Ravi_1 with a booking partner\./,
      );
      expect(await accounts.sendHolderOtp("Ravi_1", "mobile", seconds(50))).toMatchObject({
        ok: false,
        reason: "otp_too_soon",
      });
      expect(await accounts.sendHolderOtp("Nobody_9", "mobile", seconds(80))).toMatchObject({
        ok: false,
        reason: "user_not_found",
      });
    });

    it("proves the holder only with both codes right; a wrong one uses its try and spends nothing", async () => {
      await sendBoth(40);
      const right = holderCodes();
      const wrong = (code: string) => (code === "000000" ? "111111" : "000000");
      expect(
        await accounts.proveHolder(
          "Ravi_1",
          { mobile: right.mobile, email: wrong(right.email) },
          seconds(60),
        ),
      ).toMatchObject({ ok: false, reason: "otp_wrong", channel: "email" });
      expect(
        await accounts.proveHolder("Ravi_1", { mobile: right.mobile, email: "" }, seconds(61)),
      ).toMatchObject({ ok: false, reason: "email_otp_required", channel: "email" });
      expect(
        await accounts.proveHolder(
          "Ravi_1",
          { mobile: wrong(right.mobile), email: wrong(right.email) },
          seconds(62),
        ),
      ).toMatchObject({ ok: false, reason: "otp_wrong", channel: "mobile" });
      const tries = await database.db
        .select({ purpose: otps.purpose, attempts: otps.attempts, consumedAt: otps.consumedAt })
        .from(otps)
        .where(and(eq(otps.userId, "Ravi_1")));
      expect(tries.filter((o) => o.purpose.startsWith("link_"))).toEqual(
        expect.arrayContaining([
          { purpose: "link_mobile", attempts: 1, consumedAt: null },
          { purpose: "link_email", attempts: 2, consumedAt: null },
        ]),
      );
      expect(await accounts.proveHolder("Ravi_1", right, seconds(63))).toEqual({
        ok: true,
        message: "Your mobile number and email address are verified",
        mobileVerified: true,
        emailVerified: true,
      });
      expect(await accounts.proveHolder("Ravi_1", right, seconds(64))).toMatchObject({
        ok: false,
        reason: "otp_not_requested",
      });
    });

    it("marks an unverified account's contacts verified once its holder proved it", async () => {
      await registered(person("Asha_2", 2));
      for (const channel of ["mobile", "email"] as const) {
        await accounts.sendHolderOtp("Asha_2", channel, seconds(40));
      }
      expect(await accounts.status("Asha_2", seconds(41))).toMatchObject({
        mobileVerified: false,
        emailVerified: false,
      });
      const proved = await accounts.proveHolder(
        "Asha_2",
        {
          mobile: otpFrom(messenger, "9876543202"),
          email: otpFrom(messenger, "traveller2@example.com"),
        },
        seconds(42),
      );
      expect(proved.ok).toBe(true);
      expect(await accounts.status("Asha_2", seconds(43))).toMatchObject({
        mobileVerified: true,
        emailVerified: true,
      });
    });
  });

  describe("forgot user ID", () => {
    beforeEach(() => registered(person("Ravi_1", 1, { email: "Ravi@Example.com" })));

    it("sends the ID to the email given (any case) or by SMS to the mobile given", async () => {
      messenger.outbox.length = 0;
      const byEmail = await accounts.forgotUserId("ravi@example.com", T0);
      const byMobile = await accounts.forgotUserId("9876543201", T0);
      expect(byEmail).toMatchObject({ ok: true });
      expect(byMobile).toMatchObject({ ok: true });
      expect(messenger.outbox).toEqual([
        {
          channel: "email",
          to: "ravi@example.com",
          kind: "user_id",
          text: "Your railway user ID is Ravi_1. User IDs are case-sensitive.",
        },
        {
          channel: "sms",
          to: "9876543201",
          kind: "user_id",
          text: "Your railway user ID is Ravi_1. User IDs are case-sensitive.",
        },
      ]);
    });

    it("answers unknown addresses the same way and sends nothing", async () => {
      messenger.outbox.length = 0;
      const known = await accounts.forgotUserId("ravi@example.com", T0);
      const unknown = await accounts.forgotUserId("nobody@example.com", T0);
      expect(unknown).toEqual({
        ok: true,
        message: "If a railway account uses nobody@example.com, its User ID has been sent there",
      });
      expect(known).toEqual({
        ok: true,
        message: "If a railway account uses ravi@example.com, its User ID has been sent there",
      });
      expect(await accounts.forgotUserId("9000000000", T0)).toMatchObject({ ok: true });
      expect(messenger.outbox).toHaveLength(1);
      expect(await accounts.forgotUserId("Ravi_1", T0)).toMatchObject({
        ok: false,
        reason: "identifier_invalid",
      });
    });
  });

  describe("password reset", () => {
    beforeEach(() => registered(person("Ravi_1", 1)));
    const EMAIL = "traveller1@example.com";

    it.each([
      ["10:30", false],
      ["11:29", false],
      ["10:29", true],
      ["11:30", true],
    ])("at %s IST the reset link is %s", async (time, allowed) => {
      messenger.outbox.length = 0;
      const result = await accounts.requestPasswordReset("Ravi_1", ist(`2026-03-10 ${time}`));
      if (allowed) {
        expect(result).toEqual({
          ok: true,
          message: "Password reset link has been sent to Email address.",
        });
        expect(messenger.outbox.map((m) => [m.channel, m.to, m.kind])).toEqual([
          ["email", EMAIL, "password_reset"],
        ]);
      } else {
        expect(result).toEqual({
          ok: false,
          reason: "PASSWORD_RESET_TATKAL_NOT_ALLOWED",
          message: "Password reset is not allowed during tatkal",
          errorCode: "PASSWORD_RESET_TATKAL_NOT_ALLOWED",
        });
        expect(messenger.outbox).toHaveLength(0);
      }
    });

    it("sets the new password once per link: old password out, new one in, link spent", async () => {
      const asked = ist("2026-03-10 12:00");
      await accounts.requestPasswordReset("Ravi_1", asked);
      const token = resetTokenFrom(messenger, EMAIL);
      const [stored] = await database.db.select().from(passwordResets);
      expect(stored?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
      expect(stored?.tokenHash).not.toBe(token);
      expect(stored?.expiresAt).toEqual(new Date(asked.getTime() + 24 * 3_600_000));

      expect(await portal.authenticate("Ravi_1", "Secret123")).toEqual({
        ok: true,
        userId: "Ravi_1",
      });
      const done = ist("2026-03-10 12:05");
      expect(await portal.resetPassword(token, "NewPass456", done)).toEqual({
        ok: true,
        userId: "Ravi_1",
        message: "Your password has been changed",
      });
      expect(await portal.authenticate("Ravi_1", "Secret123")).toMatchObject({
        ok: false,
        reason: "credentials_invalid",
      });
      expect(await portal.authenticate("Ravi_1", "NewPass456")).toEqual({
        ok: true,
        userId: "Ravi_1",
      });
      const [user] = await database.db.select().from(users);
      expect(user?.passwordChangedAt).toEqual(done);

      expect(
        await portal.resetPassword(token, "Another789", ist("2026-03-10 12:06")),
      ).toMatchObject({ ok: false, reason: "reset_link_invalid" });
      expect(await portal.authenticate("Ravi_1", "NewPass456")).toMatchObject({ ok: true });
    });

    it("accepts a link until 24 hours after it was sent and refuses it from then", async () => {
      const asked = ist("2026-03-10 12:00");
      await accounts.requestPasswordReset("Ravi_1", asked);
      const first = resetTokenFrom(messenger, EMAIL);
      await accounts.requestPasswordReset("Ravi_1", asked);
      const second = resetTokenFrom(messenger, EMAIL);
      expect(second).not.toBe(first);
      expect(
        await portal.resetPassword(first, "NewPass456", ist("2026-03-11 12:00")),
      ).toMatchObject({ ok: false, reason: "reset_link_invalid" });
      expect(
        await portal.resetPassword(second, "NewPass456", ist("2026-03-11 11:59")),
      ).toMatchObject({ ok: true });
    });

    it("refuses an unknown token, a weak password and Tatkal hours, without spending the link", async () => {
      await accounts.requestPasswordReset("Ravi_1", ist("2026-03-10 09:00"));
      const token = resetTokenFrom(messenger, EMAIL);
      expect(
        await portal.resetPassword("not-a-token", "NewPass456", ist("2026-03-10 09:05")),
      ).toMatchObject({ ok: false, reason: "reset_link_invalid" });
      expect(await portal.resetPassword(token, "weak", ist("2026-03-10 09:05"))).toMatchObject({
        ok: false,
        reason: "password_weak",
      });
      expect(
        await portal.resetPassword(token, "NewPass456", ist("2026-03-10 10:45")),
      ).toMatchObject({ ok: false, reason: "PASSWORD_RESET_TATKAL_NOT_ALLOWED" });
      expect(
        await portal.resetPassword(token, "NewPass456", ist("2026-03-10 11:30")),
      ).toMatchObject({ ok: true });
    });

    it("spends the user's other open links once the password changed", async () => {
      await accounts.requestPasswordReset("Ravi_1", ist("2026-03-10 12:00"));
      const first = resetTokenFrom(messenger, EMAIL);
      await accounts.requestPasswordReset("Ravi_1", ist("2026-03-10 12:01"));
      const second = resetTokenFrom(messenger, EMAIL);
      expect(
        await portal.resetPassword(second, "NewPass456", ist("2026-03-10 12:02")),
      ).toMatchObject({ ok: true });
      expect(await portal.resetPassword(first, "Other7890", ist("2026-03-10 12:03"))).toMatchObject(
        { ok: false, reason: "reset_link_invalid" },
      );
    });

    it("finds the user by email (any case) and answers unknown users the same, sending nothing", async () => {
      messenger.outbox.length = 0;
      const now = ist("2026-03-10 12:00");
      const byEmail = await accounts.requestPasswordReset("TRAVELLER1@example.com", now);
      const unknownId = await accounts.requestPasswordReset("ravi_1", now);
      const unknownEmail = await accounts.requestPasswordReset("nobody@example.com", now);
      expect(byEmail).toEqual(unknownId);
      expect(unknownEmail).toEqual(unknownId);
      expect(messenger.outbox.map((m) => m.to)).toEqual([EMAIL]);
    });
  });

  describe("authentication", () => {
    it("is case-sensitive on the user ID and says the same for unknown IDs and wrong passwords", async () => {
      await registered(person("Ravi_1", 1));
      const wrongCase = await portal.authenticate("ravi_1", "Secret123");
      const wrongPassword = await portal.authenticate("Ravi_1", "Secret124");
      const invalidId = await portal.authenticate("r", "Secret123");
      expect(wrongCase).toEqual({
        ok: false,
        reason: "credentials_invalid",
        message: "Invalid User ID or password",
      });
      expect(wrongPassword).toEqual(wrongCase);
      expect(invalidId).toEqual(wrongCase);
      expect(await portal.authenticate("Ravi_1", "Secret123")).toMatchObject({ ok: true });
    });
  });

  describe("tickets this month and the limit", () => {
    let n = 0;
    async function pnr(
      userId: string,
      state: "held" | "booked" | "released" | "expired",
      createdAt: Date,
    ) {
      n++;
      await database.db.insert(pnrs).values({
        pnr: `41000000${String(n).padStart(2, "0")}`,
        holdId: randomUUID(),
        idempotencyKey: `key-${n}-${randomUUID()}`,
        railwayUserId: userId,
        trainNumber: "12951",
        runDate: "2026-04-01",
        classCode: "3A",
        quota: "GN",
        fromCode: "MMCT",
        toCode: "NDLS",
        boardingCode: "MMCT",
        journeyDate: "2026-04-01",
        state,
        totalFare: 250_000,
        options: {},
        createdAt,
        expiresAt: new Date(createdAt.getTime() + 600_000),
      });
    }

    it("counts only this IST month's held and booked PNRs of the user", async () => {
      await registered(person("Ravi_1", 1));
      const now = ist("2026-03-20 15:00");
      await pnr("Ravi_1", "booked", ist("2026-03-01 00:00")); // first instant of March IST
      await pnr("Ravi_1", "held", ist("2026-03-20 14:55"));
      await pnr("Ravi_1", "booked", ist("2026-03-31 23:59"));
      await pnr("Ravi_1", "booked", new Date("2026-02-28T18:29:00Z")); // 23:59 IST on 28 Feb
      expect(new Date("2026-02-28T18:29:00Z")).toEqual(ist("2026-02-28 23:59"));
      await pnr("Ravi_1", "booked", ist("2026-04-01 00:00"));
      await pnr("Ravi_1", "released", ist("2026-03-05 10:00"));
      await pnr("Ravi_1", "expired", ist("2026-03-06 10:00"));
      await pnr("ravi_1", "booked", ist("2026-03-07 10:00")); // another user ID
      expect(await accounts.status("Ravi_1", now)).toMatchObject({
        ticketsThisMonth: 3,
        monthlyLimit: 12,
      });
      expect(await accounts.bookingProfile("Ravi_1", now)).toEqual({
        aadhaarVerified: false,
        ticketsThisMonth: 3,
      });
      // At 23:59 IST on 28 Feb it is still February: only that PNR counts.
      expect(await accounts.bookingProfile("Ravi_1", ist("2026-02-28 23:59"))).toMatchObject({
        ticketsThisMonth: 1,
      });
    });

    it("raises the limit to 24 once Aadhaar is verified, and back when it is not", async () => {
      await registered(person("Ravi_1", 1));
      expect(await portal.setAadhaarVerified("Ravi_1", true)).toEqual({
        ok: true,
        userId: "Ravi_1",
        aadhaarVerified: true,
      });
      expect(await accounts.status("Ravi_1", T0)).toMatchObject({
        aadhaarVerified: true,
        monthlyLimit: 24,
      });
      expect(await accounts.bookingProfile("Ravi_1", T0)).toMatchObject({ aadhaarVerified: true });
      await portal.setAadhaarVerified("Ravi_1", false);
      expect(await accounts.status("Ravi_1", T0)).toMatchObject({ monthlyLimit: 12 });
      expect(await portal.setAadhaarVerified("ravi_1", true)).toMatchObject({
        ok: false,
        reason: "user_not_found",
      });
    });
  });
});
