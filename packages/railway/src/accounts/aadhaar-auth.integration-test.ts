import { randomUUID } from "node:crypto";
import { otps, pnrs, users } from "@safar/db/railway-reservations-schema";
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from "@safar/test-kit/database";
import { and, eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ist } from "../rules/test-helpers.ts";
import {
  createRailwayAccounts,
  type RailwayAccounts,
  type RailwayAccountsPortal,
} from "./accounts.ts";
import { createMemoryMessenger, type MemoryMessenger } from "./messenger.ts";

/**
 * Aadhaar on the railway's side (issue 20): authenticating a user ID with an
 * Aadhaar number and its OTP, and the Aadhaar OTP of each Tatkal booking,
 * on PGlite and PostgreSQL. The OTPs are read from the messenger's outbox,
 * as the traveller reads them on the Aadhaar-linked mobile.
 */

const FAST_SCRYPT = { N: 1024, r: 8, p: 1 };
const T0 = ist("2026-03-10 09:00");
const seconds = (s: number) => new Date(T0.getTime() + s * 1000);
const PASSWORD = "Secret123";
/** Valid by Verhoeff (aadhaar.test.ts), and another one. */
const AADHAAR = "2341 2341 2346";
const OTHER_AADHAAR = "498765432102";
const MOBILE = "9876543201";

/** The code of the newest Aadhaar OTP sent to a mobile. */
function aadhaarOtpFrom(messenger: MemoryMessenger, to = MOBILE): string {
  const message = messenger.outbox
    .filter((m) => m.to === to && m.kind === "otp" && m.text.includes("Aadhaar"))
    .at(-1);
  const code = message?.text.match(/^(\d{6}) is your OTP/)?.[1];
  if (!code) throw new Error(`No Aadhaar OTP sent to ${to}`);
  return code;
}

/** A different 6-digit code. */
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

describe.each(testDatabaseKinds())("Aadhaar on the railway on %s", (kind) => {
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
    for (const [userId, n] of [
      ["Ravi_1", 1],
      ["Asha_2", 2],
    ] as const) {
      const made = await portal.register(
        {
          userId,
          password: PASSWORD,
          name: `Traveller ${n}`,
          email: `traveller${n}@example.com`,
          mobile: `98765432${String(n).padStart(2, "0")}`,
        },
        T0,
      );
      expect(made.ok).toBe(true);
    }
    messenger.outbox.length = 0;
  });
  afterEach(() => database.dispose());

  const start = (
    extra: Partial<Parameters<RailwayAccountsPortal["startAadhaarAuth"]>[0]> = {},
    at = T0,
  ) =>
    portal.startAadhaarAuth(
      { userId: "Ravi_1", password: PASSWORD, aadhaarNumber: AADHAAR, consent: true, ...extra },
      at,
    );

  const userRow = async (userId = "Ravi_1") =>
    (await database.db.select().from(users).where(eq(users.userId, userId)))[0];

  describe("authenticating a user ID with Aadhaar", () => {
    it.each([
      ["a wrong check digit", "2341 2341 2347", "aadhaar_checksum"],
      ["11 digits", "23412341234", "aadhaar_length"],
      ["13 digits", "2341234123461", "aadhaar_length"],
      ["letters", "2341 ABCD 2346", "aadhaar_characters"],
      ["nothing", "", "aadhaar_required"],
    ])(
      "refuses %s before the password is looked at, sending nothing",
      async (_, number, reason) => {
        const refused = await start({ aadhaarNumber: number, password: "Wrong1234" });
        expect(refused).toMatchObject({ ok: false, reason });
        expect(JSON.stringify(refused)).not.toMatch(/2341|ABCD/);
        expect(messenger.outbox).toEqual([]);
      },
    );

    it("asks for consent, and refuses a wrong password or user ID as sign-in does", async () => {
      expect(await start({ consent: false })).toEqual({
        ok: false,
        reason: "aadhaar_consent_required",
        message: "Please tick the box to give your consent to Aadhaar authentication",
      });
      const invalid = {
        ok: false,
        reason: "credentials_invalid",
        message: "Invalid User ID or password",
      };
      expect(await start({ password: "Secret124" })).toEqual(invalid);
      expect(await start({ userId: "ravi_1" })).toEqual(invalid);
      expect(await start({ userId: "Nobody_9" })).toEqual(invalid);
      expect(messenger.outbox).toEqual([]);
    });

    it("sends the OTP to the Aadhaar-linked mobile and authenticates with it, keeping the last four digits only", async () => {
      const started = await start();
      expect(started).toEqual({
        ok: true,
        state: "otp_sent",
        userId: "Ravi_1",
        sentTo: "98******01",
        message: "A 6 digit OTP was sent to 98******01, the mobile number linked with your Aadhaar",
        expiresAt: seconds(600),
      });
      expect(messenger.outbox.map((m) => [m.channel, m.to, m.kind])).toEqual([
        ["sms", MOBILE, "otp"],
      ]);
      expect(messenger.outbox[0]?.text).toMatch(
        /^\d{6} is your OTP to authenticate Aadhaar XXXX XXXX 2346 with railway user ID Ravi_1\./,
      );
      expect(await accounts.status("Ravi_1", T0)).toMatchObject({
        aadhaarVerified: false,
        aadhaarMasked: null,
      });

      const done = await portal.confirmAadhaarAuth(
        "Ravi_1",
        aadhaarOtpFrom(messenger),
        seconds(60),
      );
      expect(done).toEqual({
        ok: true,
        userId: "Ravi_1",
        aadhaarMasked: "XXXX XXXX 2346",
        verifiedAt: seconds(60),
        message: "Aadhaar authenticated: XXXX XXXX 2346",
      });
      expect(await userRow()).toMatchObject({
        aadhaarVerified: true,
        aadhaarLast4: "2346",
        aadhaarVerifiedAt: seconds(60),
      });
      expect(await accounts.status("Ravi_1", T0)).toMatchObject({
        aadhaarVerified: true,
        aadhaarMasked: "XXXX XXXX 2346",
        monthlyLimit: 24,
      });
      expect(await accounts.bookingProfile("Ravi_1", T0)).toMatchObject({ aadhaarVerified: true });
      // The number is nowhere: not in the user, the OTP rows or any message.
      const stored = JSON.stringify([
        await database.db.select().from(users),
        await database.db.select().from(otps),
        messenger.outbox,
      ]);
      expect(stored).not.toContain("234123412346");
      expect(stored).not.toContain("2341 2341");
      // The OTP is spent.
      expect(
        await portal.confirmAadhaarAuth("Ravi_1", aadhaarOtpFrom(messenger), seconds(61)),
      ).toMatchObject({ ok: false, reason: "otp_not_requested" });
    });

    it("locks the OTP after 5 wrong codes, even for the right one, until a new one is sent", async () => {
      await start();
      const code = aadhaarOtpFrom(messenger);
      for (let left = 4; left >= 1; left--) {
        expect(await portal.confirmAadhaarAuth("Ravi_1", wrong(code), seconds(5))).toEqual({
          ok: false,
          reason: "otp_wrong",
          message: `Wrong OTP. ${left} attempt(s) left`,
        });
      }
      expect(await portal.confirmAadhaarAuth("Ravi_1", wrong(code), seconds(5))).toMatchObject({
        reason: "otp_locked",
      });
      expect(await portal.confirmAadhaarAuth("Ravi_1", code, seconds(6))).toMatchObject({
        reason: "otp_locked",
      });
      expect((await userRow())?.aadhaarVerified).toBe(false);
      // A new OTP (same number) works.
      expect(await portal.resendAadhaarAuthOtp("Ravi_1", seconds(40))).toEqual({
        ok: true,
        message: "A new 6 digit OTP was sent to the mobile number linked with your Aadhaar",
        expiresAt: seconds(640),
      });
      expect(
        await portal.confirmAadhaarAuth("Ravi_1", aadhaarOtpFrom(messenger), seconds(41)),
      ).toMatchObject({ ok: true, aadhaarMasked: "XXXX XXXX 2346" });
    });

    it("counts simultaneous wrong codes one by one (the user row is locked)", async () => {
      await start();
      const code = aadhaarOtpFrom(messenger);
      const tries = await Promise.all(
        Array.from({ length: 7 }, () =>
          portal.confirmAadhaarAuth("Ravi_1", wrong(code), seconds(5)),
        ),
      );
      expect(tries.filter((t) => !t.ok && t.reason === "otp_wrong")).toHaveLength(4);
      expect(tries.filter((t) => !t.ok && t.reason === "otp_locked")).toHaveLength(3);
      const [row] = await database.db
        .select()
        .from(otps)
        .where(and(eq(otps.userId, "Ravi_1"), eq(otps.purpose, "aadhaar_auth")));
      expect(row?.attempts).toBe(5);
    });

    it("refuses an expired OTP, another user's OTP and a malformed one", async () => {
      await start();
      const ravis = aadhaarOtpFrom(messenger);
      await portal.startAadhaarAuth(
        { userId: "Asha_2", password: PASSWORD, aadhaarNumber: OTHER_AADHAAR, consent: true },
        T0,
      );
      const ashas = aadhaarOtpFrom(messenger, "9876543202");
      if (ashas !== ravis) {
        expect(await portal.confirmAadhaarAuth("Ravi_1", ashas, seconds(5))).toMatchObject({
          reason: "otp_wrong",
        });
      }
      expect(await portal.confirmAadhaarAuth("Ravi_1", "12 456", seconds(5))).toMatchObject({
        reason: "otp_format",
      });
      expect(await portal.confirmAadhaarAuth("Ravi_1", "", seconds(5))).toEqual({
        ok: false,
        reason: "aadhaar_otp_required",
        message: "Please enter Aadhaar OTP",
      });
      expect(await portal.confirmAadhaarAuth("Ravi_1", ravis, seconds(600))).toMatchObject({
        reason: "otp_expired",
      });
      // Asha's OTP was hers alone: Ravi's tries did not touch it.
      expect(await portal.confirmAadhaarAuth("Asha_2", ashas, seconds(10))).toMatchObject({
        ok: true,
        aadhaarMasked: "XXXX XXXX 2102",
      });
      expect((await userRow())?.aadhaarVerified).toBe(false);
      // Nothing pending for an unknown ID, and nothing told of it.
      expect(await portal.confirmAadhaarAuth("Nobody_9", ravis, seconds(5))).toMatchObject({
        reason: "otp_not_requested",
      });
    });

    it("applies the resend limits, and resends only while an authentication is pending", async () => {
      expect(await portal.resendAadhaarAuthOtp("Ravi_1", T0)).toMatchObject({
        reason: "otp_not_requested",
      });
      await start();
      expect(await start({}, seconds(10))).toEqual({
        ok: false,
        reason: "otp_too_soon",
        message: "Please wait 20 seconds before requesting another OTP",
      });
      expect(await portal.resendAadhaarAuthOtp("Ravi_1", seconds(10))).toMatchObject({
        reason: "otp_too_soon",
      });
      for (const s of [30, 60, 90, 120]) {
        expect(await portal.resendAadhaarAuthOtp("Ravi_1", seconds(s))).toMatchObject({ ok: true });
      }
      expect(await portal.resendAadhaarAuthOtp("Ravi_1", seconds(150))).toMatchObject({
        reason: "otp_limit",
      });
      expect(messenger.outbox).toHaveLength(5);
      // Every resend was for the same number's last four digits.
      expect(messenger.outbox.every((m) => m.text.includes("XXXX XXXX 2346"))).toBe(true);
    });

    it("keeps an authenticated ID's number: step 1 shows it masked and sends nothing", async () => {
      await start();
      await portal.confirmAadhaarAuth("Ravi_1", aadhaarOtpFrom(messenger), seconds(5));
      messenger.outbox.length = 0;
      expect(await start({ aadhaarNumber: OTHER_AADHAAR }, seconds(100))).toEqual({
        ok: true,
        state: "authenticated",
        userId: "Ravi_1",
        aadhaarMasked: "XXXX XXXX 2346",
        verifiedAt: seconds(5),
      });
      expect(messenger.outbox).toEqual([]);
      expect(await portal.resendAadhaarAuthOtp("Ravi_1", seconds(100))).toMatchObject({
        reason: "otp_not_requested",
      });
      expect((await userRow())?.aadhaarLast4).toBe("2346");
      // Flagged by the railway without a number: authenticated, no digits to show.
      await portal.setAadhaarVerified("Asha_2", true);
      expect(
        await portal.startAadhaarAuth(
          { userId: "Asha_2", password: PASSWORD, aadhaarNumber: AADHAAR, consent: true },
          T0,
        ),
      ).toMatchObject({ ok: true, state: "authenticated", aadhaarMasked: null });
      expect(await accounts.status("Asha_2", T0)).toMatchObject({
        aadhaarVerified: true,
        aadhaarMasked: null,
      });
    });
  });

  describe("the Aadhaar OTP of a Tatkal booking", () => {
    let n = 0;
    /** A hold awaiting the password, as the booking core stores it. */
    async function hold(quota: string, userId = "Ravi_1", createdAt = T0): Promise<string> {
      n++;
      const holdId = randomUUID();
      await database.db.insert(pnrs).values({
        pnr: `42000000${String(n).padStart(2, "0")}`,
        holdId,
        idempotencyKey: `key-${n}-${holdId}`,
        railwayUserId: userId,
        trainNumber: "12951",
        runDate: "2026-03-11",
        classCode: "3A",
        quota,
        fromCode: "MMCT",
        toCode: "NDLS",
        boardingCode: "MMCT",
        journeyDate: "2026-03-11",
        state: "held",
        totalFare: 250_000,
        options: { requireAuthorization: true },
        createdAt,
        expiresAt: new Date(createdAt.getTime() + 15 * 60_000),
      });
      return holdId;
    }

    const authorizedAt = async (holdId: string) =>
      (await database.db.select().from(pnrs).where(eq(pnrs.holdId, holdId)))[0]?.authorizedAt ??
      null;

    it("is asked for TQ and PT holds only, from 15 July 2025", async () => {
      const tq = await hold("TQ");
      const pt = await hold("PT");
      const gn = await hold("GN");
      expect(await portal.holdForAuthorization(tq, T0)).toMatchObject({
        state: "awaiting",
        aadhaarOtpTo: "98******01",
      });
      expect(await portal.holdForAuthorization(pt, T0)).toMatchObject({
        aadhaarOtpTo: "98******01",
      });
      expect(await portal.holdForAuthorization(gn, T0)).toMatchObject({ aadhaarOtpTo: null });
      expect(await portal.sendBookingOtp(gn, "ensure", T0)).toBeNull();
      const before = ist("2025-07-14 10:00");
      const early = await hold("TQ", "Ravi_1", before);
      expect(await portal.holdForAuthorization(early, before)).toMatchObject({
        aadhaarOtpTo: null,
      });
      expect(await portal.authorizeHold(early, "Ravi_1", PASSWORD, before)).toMatchObject({
        ok: true,
      });
      expect(await portal.sendBookingOtp("not-a-hold", "ensure", T0)).toBeNull();
    });

    it("sends the OTP once when the page is shown, again only on request and within the limits", async () => {
      const tq = await hold("TQ");
      const first = await portal.sendBookingOtp(tq, "ensure", T0);
      expect(first).toEqual({
        ok: true,
        sent: true,
        sentTo: "98******01",
        message: "A 6 digit OTP was sent to 98******01, the mobile number linked with your Aadhaar",
        expiresAt: seconds(600),
      });
      expect(messenger.outbox.map((m) => [m.channel, m.to])).toEqual([["sms", MOBILE]]);
      expect(messenger.outbox[0]?.text).toMatch(
        /^\d{6} is your OTP \(Aadhaar\) to confirm the Tatkal booking PNR 4200000\d{3} of railway user ID Ravi_1\./,
      );
      // Shown again (a reload): the pending OTP is kept.
      expect(await portal.sendBookingOtp(tq, "ensure", seconds(20))).toMatchObject({
        ok: true,
        sent: false,
      });
      expect(await portal.sendBookingOtp(tq, "resend", seconds(20))).toMatchObject({
        ok: false,
        reason: "otp_too_soon",
      });
      expect(await portal.sendBookingOtp(tq, "resend", seconds(30))).toMatchObject({
        ok: true,
        sent: true,
      });
      expect(messenger.outbox).toHaveLength(2);
    });

    it("confirms only with the right password AND the right OTP; a wrong OTP uses an OTP try, not a password try", async () => {
      const tq = await hold("TQ");
      await portal.sendBookingOtp(tq, "ensure", T0);
      const code = aadhaarOtpFrom(messenger);
      expect(await portal.authorizeHold(tq, "Ravi_1", PASSWORD, seconds(5))).toEqual({
        ok: false,
        reason: "aadhaar_otp_required",
        message: "Please enter Aadhaar OTP",
      });
      expect(await portal.authorizeHold(tq, "Ravi_1", PASSWORD, seconds(5), wrong(code))).toEqual({
        ok: false,
        reason: "otp_wrong",
        message: "Wrong OTP. 4 attempt(s) left",
      });
      expect(await portal.holdForAuthorization(tq, seconds(5))).toMatchObject({ attemptsLeft: 5 });
      // Right OTP, wrong password: a password try; the OTP is not spent.
      expect(await portal.authorizeHold(tq, "Ravi_1", "Secret124", seconds(6), code)).toMatchObject(
        {
          ok: false,
          reason: "hold_password_wrong",
        },
      );
      expect(await portal.holdForAuthorization(tq, seconds(6))).toMatchObject({ attemptsLeft: 4 });
      expect(await authorizedAt(tq)).toBeNull();
      expect(await portal.authorizeHold(tq, "Ravi_1", PASSWORD, seconds(7), code)).toMatchObject({
        ok: true,
        holdId: tq,
        authorizedAt: seconds(7),
      });
      expect(await authorizedAt(tq)).toEqual(seconds(7));
      const [otp] = await database.db
        .select()
        .from(otps)
        .where(and(eq(otps.userId, "Ravi_1"), eq(otps.purpose, "aadhaar_booking")));
      expect(otp?.consumedAt).toEqual(seconds(7));
      expect(otp?.codeHash.startsWith(`${tq}:`)).toBe(true);
    });

    it("locks the OTP after 5 wrong ones and refuses an expired one, another hold's, another user's", async () => {
      const tq = await hold("TQ");
      const other = await hold("TQ");
      await portal.sendBookingOtp(tq, "ensure", T0);
      const code = aadhaarOtpFrom(messenger);
      for (let i = 0; i < 4; i++) {
        await portal.authorizeHold(tq, "Ravi_1", PASSWORD, seconds(1), wrong(code));
      }
      expect(
        await portal.authorizeHold(tq, "Ravi_1", PASSWORD, seconds(2), wrong(code)),
      ).toMatchObject({ reason: "otp_locked" });
      expect(await portal.authorizeHold(tq, "Ravi_1", PASSWORD, seconds(3), code)).toMatchObject({
        reason: "otp_locked",
      });
      // A new OTP for the other hold supersedes it; this hold's code is no good there.
      await portal.sendBookingOtp(other, "ensure", seconds(40));
      const otherCode = aadhaarOtpFrom(messenger);
      expect(
        await portal.authorizeHold(tq, "Ravi_1", PASSWORD, seconds(41), otherCode),
      ).toMatchObject({ reason: "otp_not_requested" });
      expect(
        await portal.authorizeHold(other, "Ravi_1", PASSWORD, seconds(641), otherCode),
      ).toMatchObject({ reason: "otp_expired" });
      // Asha's hold: Ravi's code is not hers.
      const ashas = await hold("TQ", "Asha_2");
      await portal.sendBookingOtp(ashas, "ensure", seconds(700));
      const ashaCode = aadhaarOtpFrom(messenger, "9876543202");
      if (ashaCode !== otherCode) {
        expect(
          await portal.authorizeHold(ashas, "Asha_2", PASSWORD, seconds(701), otherCode),
        ).toMatchObject({ reason: "otp_wrong" });
      }
      expect(await authorizedAt(tq)).toBeNull();
      expect(await authorizedAt(other)).toBeNull();
    });

    it("leaves a general-quota hold as it was: the password alone", async () => {
      const gn = await hold("GN");
      expect(await portal.authorizeHold(gn, "Ravi_1", PASSWORD, seconds(5))).toMatchObject({
        ok: true,
      });
      expect(messenger.outbox).toEqual([]);
    });
  });
});
