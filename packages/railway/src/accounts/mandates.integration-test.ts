import { randomUUID } from "node:crypto";
import { createDatabase, type Database } from "@safar/db/client";
import { bookingMandates, otps, passengers, pnrs } from "@safar/db/railway-reservations-schema";
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from "@safar/test-kit/database";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { demoModel, trainsOf } from "../booking/test-support.ts";
import type { MandateRequest } from "../gateway.ts";
import type { TimetabledTrain } from "../network/model.ts";
import { ist } from "../rules/test-helpers.ts";
import {
  createRailwayAccounts,
  type RailwayAccounts,
  type RailwayAccountsPortal,
} from "./accounts.ts";
import { createMemoryMessenger, type MemoryMessenger } from "./messenger.ts";

/**
 * Standing authorisations for one Tatkal booking (issue 20 item 2), on
 * PGlite and PostgreSQL: granted with the request's Aadhaar OTP and the
 * password, refused for every way the request or the traveller falls short,
 * and used once by a hold of the same user ID and journey. On PostgreSQL,
 * two holds racing for one mandate: without its row lock both are
 * authorised (the race exists); with it exactly one is.
 */

const FAST_SCRYPT = { N: 1024, r: 8, p: 1 };
const PASSWORD = "Secret123";
const MOBILE = "9876543201";
/** A week before the journey; 12952 leaves New Delhi at 18:00 daily, Tatkal for 3A opens at 10:00 the day before. */
const T0 = ist("2026-11-20 09:00");
const OPENS = ist("2026-11-27 10:00");
const seconds = (s: number, from = T0) => new Date(from.getTime() + s * 1000);

const REQUEST: MandateRequest = {
  railwayUserId: "Ravi_1",
  trainNumber: "12952",
  from: "NDLS",
  to: "MMCT",
  date: "2026-11-28",
  classCode: "3A",
  quota: "TQ",
  passengers: 2,
};

/** The code of the newest Aadhaar OTP sent to a mobile. */
function aadhaarOtpFrom(messenger: MemoryMessenger, to = MOBILE): string {
  const message = messenger.outbox
    .filter((m) => m.to === to && m.kind === "otp" && m.text.includes("Aadhaar"))
    .at(-1);
  const code = message?.text.match(/^(\d{6}) is your OTP/)?.[1];
  if (!code) throw new Error(`No Aadhaar OTP sent to ${to}`);
  return code;
}

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

let holdSeq = 0;

/** A hold as the booking core stores it (awaiting the password), `passengers` listed. */
async function insertHold(
  database: Pick<Database, "db">,
  over: Partial<typeof pnrs.$inferInsert> & { people?: number } = {},
): Promise<string> {
  holdSeq++;
  const holdId = randomUUID();
  const pnr = `43${String(process.pid % 1000).padStart(3, "0")}${String(holdSeq).padStart(5, "0")}`;
  const { people = 2, ...row } = over;
  const createdAt = row.createdAt ?? seconds(60, OPENS);
  await database.db.insert(pnrs).values({
    pnr,
    holdId,
    idempotencyKey: `key-${pnr}`,
    railwayUserId: "Ravi_1",
    trainNumber: "12952",
    runDate: "2026-11-28",
    classCode: "3A",
    quota: "TQ",
    fromCode: "NDLS",
    toCode: "MMCT",
    boardingCode: "NDLS",
    journeyDate: "2026-11-28",
    state: "held",
    totalFare: 500_000,
    options: { requireAuthorization: true },
    createdAt,
    expiresAt: new Date(createdAt.getTime() + 15 * 60_000),
    ...row,
  });
  for (let n = 1; n <= people; n++) {
    await database.db.insert(passengers).values({
      pnr,
      n,
      name: `Passenger ${n}`,
      age: 30 + n,
      gender: "Female",
      berthPreference: "NP",
      food: "D",
      infant: false,
      noBerth: false,
      fare: 250_000,
      bookingStatus: "CNF/B1/1/LB",
    });
  }
  return holdId;
}

/** A mandate stored as `grantMandate` stores it (for the tests of its use). */
async function insertMandate(
  database: Pick<Database, "db">,
  over: Partial<typeof bookingMandates.$inferInsert> = {},
): Promise<string> {
  const id = randomUUID();
  await database.db.insert(bookingMandates).values({
    id,
    railwayUserId: "Ravi_1",
    trainNumber: "12952",
    fromCode: "NDLS",
    toCode: "MMCT",
    journeyDate: "2026-11-28",
    classCode: "3A",
    quota: "TQ",
    passengers: 2,
    createdAt: T0,
    expiresAt: seconds(3600, OPENS),
    ...over,
  });
  return id;
}

async function registerUsers(portal: RailwayAccountsPortal): Promise<void> {
  for (const [userId, n, aadhaar] of [
    ["Ravi_1", 1, true],
    ["Asha_2", 2, true],
    ["Neel_3", 3, false],
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
    if (aadhaar) await portal.setAadhaarVerified(userId, true);
  }
}

describe.each(testDatabaseKinds())("standing authorisations (mandates) on %s", (kind) => {
  let database: TestDatabase;
  let messenger: MemoryMessenger;
  let portal: RailwayAccountsPortal;
  let accounts: RailwayAccounts;
  let trains: Map<string, TimetabledTrain>;

  beforeAll(async () => {
    trains = trainsOf(await demoModel());
  });

  beforeEach(async () => {
    database = await createTestDatabase(kind);
    messenger = createMemoryMessenger();
    ({ portal, accounts } = createRailwayAccounts({
      db: database.db,
      messenger,
      trains,
      config: { scrypt: FAST_SCRYPT },
    }));
    await registerUsers(portal);
    messenger.outbox.length = 0;
  });
  afterEach(() => database.dispose());

  /** Sends the request's OTP at `at` and answers its code. */
  async function otpFor(request: MandateRequest = REQUEST, at = T0): Promise<string> {
    const sent = await portal.sendMandateOtp(request, "resend", at);
    expect(sent).toMatchObject({ ok: true });
    return aadhaarOtpFrom(messenger, request.railwayUserId === "Asha_2" ? "9876543202" : MOBILE);
  }

  async function granted(request: MandateRequest = REQUEST, at = T0): Promise<string> {
    const done = await portal.grantMandate(request, PASSWORD, await otpFor(request, at), at);
    if (!done.ok) throw new Error(`mandate refused: ${done.message}`);
    return done.mandateId;
  }

  const holdRow = async (holdId: string) =>
    (await database.db.select().from(pnrs).where(eq(pnrs.holdId, holdId)))[0];

  describe("granting one", () => {
    it("shows the terms: the opening from the train's origin date, an hour's validity, the Aadhaar mobile", async () => {
      const terms = await portal.mandateTerms(REQUEST, T0);
      expect(terms).toEqual({
        ok: true,
        terms: {
          request: REQUEST,
          trainName: "Mumbai Rajdhani",
          classText: "AC 3 Tier (3A)",
          opensAt: OPENS,
          expiresAt: ist("2026-11-27 11:00"),
          aadhaarOtpTo: "98******01",
        },
      });
      // Boarding at Ratlam after midnight: the run left New Delhi the day before, and Tatkal counts from then.
      const fromRatlam = await portal.mandateTerms({ ...REQUEST, from: "RTM" }, T0);
      expect(fromRatlam).toMatchObject({
        ok: true,
        terms: { opensAt: ist("2026-11-26 10:00"), expiresAt: ist("2026-11-26 11:00") },
      });
    });

    it("sends the OTP bound to the request to the Aadhaar-linked mobile, once per showing", async () => {
      expect(await portal.sendMandateOtp(REQUEST, "ensure", T0)).toEqual({
        ok: true,
        sent: true,
        sentTo: "98******01",
        message: "A 6 digit OTP was sent to 98******01, the mobile number linked with your Aadhaar",
        expiresAt: seconds(600),
      });
      expect(messenger.outbox.map((m) => [m.channel, m.to, m.kind])).toEqual([
        ["sms", MOBILE, "otp"],
      ]);
      expect(messenger.outbox[0]?.text).toMatch(
        /^\d{6} is your OTP \(Aadhaar\) to let railway user ID Ravi_1 book 2 passengers in 3A \(Tatkal\) on 12952 NDLS to MMCT, Sat, 28 Nov 2026 automatically when Tatkal opens\./,
      );
      // A reload keeps it; another request's page sends its own.
      expect(await portal.sendMandateOtp(REQUEST, "ensure", seconds(20))).toMatchObject({
        sent: false,
      });
      expect(await portal.sendMandateOtp(REQUEST, "resend", seconds(20))).toMatchObject({
        ok: false,
        reason: "otp_too_soon",
      });
      expect(
        await portal.sendMandateOtp({ ...REQUEST, passengers: 3 }, "ensure", seconds(40)),
      ).toMatchObject({ sent: true });
      const [row] = await database.db
        .select()
        .from(otps)
        .where(eq(otps.purpose, "aadhaar_mandate"));
      expect(row?.codeHash).toMatch(
        /^mandate\/12952\/NDLS\/MMCT\/2026-11-28\/3A\/TQ\/2:[0-9a-f]{64}$/,
      );
    });

    it("stores the mandate with the right OTP and password, valid until an hour after the opening, and spends the OTP", async () => {
      const code = await otpFor();
      const done = await portal.grantMandate(REQUEST, PASSWORD, code, seconds(30));
      expect(done).toEqual({
        ok: true,
        mandateId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        expiresAt: ist("2026-11-27 11:00"),
      });
      if (!done.ok) return;
      expect(await accounts.mandate(done.mandateId)).toEqual({
        mandateId: done.mandateId,
        ...REQUEST,
        createdAt: seconds(30),
        expiresAt: ist("2026-11-27 11:00"),
        usedAt: null,
        usedHoldId: null,
      });
      expect(await portal.grantMandate(REQUEST, PASSWORD, code, seconds(40))).toMatchObject({
        ok: false,
        reason: "otp_not_requested",
      });
      expect(await accounts.mandate(randomUUID())).toBeNull();
      expect(await accounts.mandate("not-a-uuid")).toBeNull();
      expect(await accounts.mandate("")).toBeNull();
    });

    it("refuses a wrong password, counting it on the OTP, which stays good for the right one", async () => {
      const code = await otpFor();
      expect(await portal.grantMandate(REQUEST, "Secret124", code, seconds(5))).toEqual({
        ok: false,
        reason: "mandate_password_wrong",
        message: "Wrong password for User ID Ravi_1. 4 attempt(s) left",
      });
      expect(await portal.grantMandate(REQUEST, "", code, seconds(6))).toMatchObject({
        reason: "mandate_password_wrong",
        message: "Wrong password for User ID Ravi_1. 3 attempt(s) left",
      });
      expect(await portal.grantMandate(REQUEST, PASSWORD, code, seconds(7))).toMatchObject({
        ok: true,
      });
      expect(await database.db.select().from(bookingMandates)).toHaveLength(1);
    });

    it("shares 5 tries between wrong OTPs and wrong passwords, then refuses even both right until a new OTP", async () => {
      const code = await otpFor();
      expect(await portal.grantMandate(REQUEST, PASSWORD, wrong(code), seconds(1))).toEqual({
        ok: false,
        reason: "otp_wrong",
        message: "Wrong OTP. 4 attempt(s) left",
      });
      expect(await portal.grantMandate(REQUEST, "Wrong1234", code, seconds(2))).toMatchObject({
        message: "Wrong password for User ID Ravi_1. 3 attempt(s) left",
      });
      expect(await portal.grantMandate(REQUEST, PASSWORD, wrong(code), seconds(3))).toMatchObject({
        message: "Wrong OTP. 2 attempt(s) left",
      });
      expect(await portal.grantMandate(REQUEST, "Wrong1234", code, seconds(4))).toMatchObject({
        message: "Wrong password for User ID Ravi_1. 1 attempt(s) left",
      });
      expect(await portal.grantMandate(REQUEST, "Wrong1234", code, seconds(5))).toEqual({
        ok: false,
        reason: "mandate_locked",
        message: "Too many wrong passwords or OTPs. Please ask for a new Aadhaar OTP and try again",
      });
      expect(await portal.grantMandate(REQUEST, PASSWORD, code, seconds(6))).toMatchObject({
        ok: false,
        reason: "otp_locked",
      });
      expect(await database.db.select().from(bookingMandates)).toHaveLength(0);
      const fresh = await otpFor(REQUEST, seconds(40));
      expect(await portal.grantMandate(REQUEST, PASSWORD, fresh, seconds(41))).toMatchObject({
        ok: true,
      });
    });

    it("never lets simultaneous wrong passwords pass the 5 tries", async () => {
      const code = await otpFor();
      const tries = await Promise.all(
        Array.from({ length: 8 }, () =>
          portal.grantMandate(REQUEST, "Wrong1234", code, seconds(5)),
        ),
      );
      const reasons = tries.map((t) => (t.ok ? "ok" : t.reason));
      expect(reasons.filter((r) => r === "mandate_password_wrong").length).toBeLessThanOrEqual(4);
      expect(reasons.every((r) => r === "mandate_password_wrong" || r.endsWith("locked"))).toBe(
        true,
      );
      const [row] = await database.db
        .select()
        .from(otps)
        .where(eq(otps.purpose, "aadhaar_mandate"));
      expect(row?.attempts).toBe(5);
      expect(await portal.grantMandate(REQUEST, PASSWORD, code, seconds(6))).toMatchObject({
        reason: "otp_locked",
      });
    });

    it("asks for the OTP, and takes only the one sent for this very request and user ID", async () => {
      const code = await otpFor();
      expect(await portal.grantMandate(REQUEST, PASSWORD, "", seconds(5))).toEqual({
        ok: false,
        reason: "aadhaar_otp_required",
        message: "Please enter Aadhaar OTP",
      });
      expect(await portal.grantMandate(REQUEST, PASSWORD, "12345", seconds(5))).toMatchObject({
        reason: "otp_format",
      });
      // The OTP of 2 passengers does not authorise 3, nor another class.
      for (const other of [{ passengers: 3 }, { classCode: "2A" as const }]) {
        expect(
          await portal.grantMandate({ ...REQUEST, ...other }, PASSWORD, code, seconds(6)),
        ).toMatchObject({ ok: false, reason: "otp_not_requested" });
      }
      // Nor Asha's request, with her password.
      const ashas = { ...REQUEST, railwayUserId: "Asha_2" };
      expect(await portal.grantMandate(ashas, PASSWORD, code, seconds(7))).toMatchObject({
        ok: false,
        reason: "otp_not_requested",
      });
      expect(await database.db.select().from(bookingMandates)).toHaveLength(0);
      // Nothing above used a try of Ravi's OTP but the format's none.
      expect(await portal.grantMandate(REQUEST, PASSWORD, code, seconds(8))).toMatchObject({
        ok: true,
      });
    });

    it("refuses a user ID not Aadhaar-authenticated in the Tatkal words, sending nothing", async () => {
      const neels = { ...REQUEST, railwayUserId: "Neel_3" };
      const refusal = {
        ok: false,
        reason: "tatkal_aadhaar_required",
        message: "Only Aadhaar-verified railway users can book Tatkal from July 1, 2025",
      };
      expect(await portal.mandateTerms(neels, T0)).toEqual(refusal);
      expect(await portal.sendMandateOtp(neels, "ensure", T0)).toEqual(refusal);
      expect(await portal.grantMandate(neels, PASSWORD, "123456", T0)).toEqual(refusal);
      expect(messenger.outbox).toEqual([]);
      expect(await portal.mandateTerms({ ...REQUEST, railwayUserId: "Nobody_9" }, T0)).toEqual({
        ok: false,
        reason: "user_not_found",
        message: "No railway account has this User ID",
      });
    });

    it("refuses once Tatkal has opened for the journey, and takes it up to the second before", async () => {
      const code = await otpFor(REQUEST, seconds(-1, OPENS));
      expect(await portal.mandateTerms(REQUEST, OPENS)).toEqual({
        ok: false,
        reason: "mandate_tatkal_open",
        message:
          "Tatkal booking for this journey opened at 10:00 AM on Fri, 27 Nov 2026: it can no longer be authorised ahead. Please book it on the booking site",
      });
      expect(await portal.grantMandate(REQUEST, PASSWORD, code, OPENS)).toMatchObject({
        reason: "mandate_tatkal_open",
      });
      expect(
        await portal.grantMandate(REQUEST, PASSWORD, code, seconds(-0.001, OPENS)),
      ).toMatchObject({ ok: true, expiresAt: ist("2026-11-27 11:00") });
    });

    it.each([
      ["a quota that is not Tatkal", { quota: "GN" as const }, "mandate_quota_invalid"],
      ["7 passengers", { passengers: 7 }, "mandate_passengers_invalid"],
      ["0 passengers", { passengers: 0 }, "mandate_passengers_invalid"],
      ["a fraction of a passenger", { passengers: 1.5 }, "mandate_passengers_invalid"],
      ["a date that is no date", { date: "2026-13-01" }, "mandate_date_invalid"],
      ["an unknown train", { trainNumber: "99999" }, "train_not_found"],
      ["stations off its route", { from: "HWH" }, "not_on_route"],
      ["the wrong direction", { from: "MMCT", to: "NDLS" }, "not_on_route"],
      ["a class it does not carry", { classCode: "SL" as const }, "class_not_carried"],
      ["a class without Tatkal", { classCode: "1A" as const }, "tatkal_not_in_class"],
    ])("refuses %s before anything is sent", async (_, change, reason) => {
      const request = { ...REQUEST, ...change };
      const refused = await portal.mandateTerms(request, T0);
      expect(refused).toMatchObject({ ok: false, reason });
      expect(await portal.sendMandateOtp(request, "ensure", T0)).toEqual(refused);
      expect(await portal.grantMandate(request, PASSWORD, "123456", T0)).toEqual(refused);
      expect(messenger.outbox).toEqual([]);
    });
  });

  describe("using one for a hold", () => {
    const AT = seconds(120, OPENS);

    it("authorises a hold of the same user ID and journey once; the same hold again is ok, another refused", async () => {
      const mandateId = await granted();
      const holdId = await insertHold(database);
      expect(await accounts.authorizeWithMandate(holdId, mandateId, AT)).toEqual({
        ok: true,
        authorizedAt: AT,
      });
      expect((await holdRow(holdId))?.authorizedAt).toEqual(AT);
      expect(await accounts.mandate(mandateId)).toMatchObject({ usedAt: AT, usedHoldId: holdId });
      // Again (a retry of the partner's call): ok, the first instant kept.
      expect(await accounts.authorizeWithMandate(holdId, mandateId, seconds(5, AT))).toEqual({
        ok: true,
        authorizedAt: AT,
      });
      const second = await insertHold(database);
      expect(await accounts.authorizeWithMandate(second, mandateId, seconds(6, AT))).toEqual({
        ok: false,
        reason: "mandate_used",
        message: "This authorisation was already used for another booking",
      });
      expect((await holdRow(second))?.authorizedAt).toBeNull();
    });

    it("refuses another user's hold", async () => {
      const mandateId = await insertMandate(database);
      const ashas = await insertHold(database, { railwayUserId: "Asha_2" });
      expect(await accounts.authorizeWithMandate(ashas, mandateId, AT)).toEqual({
        ok: false,
        reason: "hold_user_mismatch",
        message: "This booking was made with another User ID",
      });
      expect((await holdRow(ashas))?.authorizedAt).toBeNull();
      expect(await accounts.mandate(mandateId)).toMatchObject({ usedAt: null });
    });

    it.each([
      ["another train", { trainNumber: "12951" }, "it is on train 12951"],
      ["other stations", { fromCode: "KOTA" }, "it is from KOTA to MMCT"],
      ["another date", { journeyDate: "2026-11-29" }, "it is for Sun, 29 Nov 2026"],
      ["another class", { classCode: "2A" }, "it is in 2A"],
      ["another quota", { quota: "PT" }, "it is in the PT quota"],
      ["3 passengers", { people: 3 }, "it has 3 passenger(s), not 2"],
      ["1 passenger", { people: 1 }, "it has 1 passenger(s), not 2"],
    ])("refuses a hold for %s, saying how it differs", async (_, change, difference) => {
      const mandateId = await insertMandate(database);
      const holdId = await insertHold(database, change);
      expect(await accounts.authorizeWithMandate(holdId, mandateId, AT)).toEqual({
        ok: false,
        reason: "mandate_mismatch",
        message: `This booking is not the one authorised ahead: ${difference}`,
      });
      expect((await holdRow(holdId))?.authorizedAt).toBeNull();
      expect(await accounts.mandate(mandateId)).toMatchObject({ usedAt: null });
    });

    it("refuses an expired mandate, a lapsed or given-up hold, and unknown ones", async () => {
      const mandateId = await insertMandate(database);
      const holdId = await insertHold(database);
      const expiry = seconds(3600, OPENS);
      expect(await accounts.authorizeWithMandate(holdId, mandateId, expiry)).toEqual({
        ok: false,
        reason: "mandate_expired",
        message: "This authorisation has expired: it was valid until an hour after Tatkal opened",
      });
      const lapsed = await insertHold(database, { expiresAt: seconds(60, AT) });
      expect(await accounts.authorizeWithMandate(lapsed, mandateId, seconds(60, AT))).toMatchObject(
        { reason: "hold_expired" },
      );
      const released = await insertHold(database, { state: "released" });
      expect(await accounts.authorizeWithMandate(released, mandateId, AT)).toMatchObject({
        reason: "hold_expired",
      });
      expect(await accounts.authorizeWithMandate(randomUUID(), mandateId, AT)).toMatchObject({
        reason: "hold_not_found",
      });
      expect(await accounts.authorizeWithMandate("nope", mandateId, AT)).toMatchObject({
        reason: "hold_not_found",
      });
      for (const unknown of [randomUUID(), "nope", ""]) {
        expect(await accounts.authorizeWithMandate(holdId, unknown, AT)).toEqual({
          ok: false,
          reason: "mandate_not_found",
          message: "This authorisation was not found",
        });
      }
      // None of it used the mandate: the right hold still can, in time.
      expect(await accounts.authorizeWithMandate(holdId, mandateId, AT)).toMatchObject({
        ok: true,
      });
    });
  });
});

/**
 * Two holds of the same user ID and journey (the partner's scheduler run
 * twice, two processes) authorised with one mandate at the same instant.
 */
describe.runIf(process.env.TEST_DATABASE_URL)("one mandate, holds racing (PostgreSQL)", () => {
  const MANDATES = 30;
  let test: TestDatabase;
  let pool: Database;
  let trains: Map<string, TimetabledTrain>;

  beforeAll(async () => {
    trains = trainsOf(await demoModel());
    test = await createTestDatabase("postgres");
    pool = await createDatabase({
      url: test.url as string,
      poolSize: 8,
      onIdleConnectionError: () => {
        // The test drops the database at the end, ending idle connections: expected.
      },
    });
    const { portal } = createRailwayAccounts({
      db: pool.db,
      messenger: createMemoryMessenger(),
      trains,
      config: { scrypt: FAST_SCRYPT },
    });
    await registerUsers(portal);
  }, 60_000);
  afterAll(async () => {
    await pool?.close();
    await test?.dispose();
  });

  /** For each of MANDATES mandates, two holds authorised with it at once: how many holds won each. */
  async function race(locking: boolean): Promise<number[]> {
    const { accounts } = createRailwayAccounts({
      db: pool.db,
      messenger: createMemoryMessenger(),
      trains,
      locking,
    });
    const at = seconds(120, OPENS);
    const winners: number[] = [];
    for (let i = 0; i < MANDATES; i++) {
      const mandateId = await insertMandate(pool);
      const holds = [await insertHold(pool), await insertHold(pool)];
      const outcomes = await Promise.all(
        holds.map((holdId) => accounts.authorizeWithMandate(holdId, mandateId, at)),
      );
      const authorized = await pool.sql.query<{ n: number }>(
        "select count(*)::int as n from railway.pnrs where hold_id = any($1::uuid[]) and authorized_at is not null",
        [holds],
      );
      expect(authorized[0]?.n).toBe(outcomes.filter((o) => o.ok).length);
      for (const o of outcomes) if (!o.ok) expect(o.reason).toBe("mandate_used");
      winners.push(outcomes.filter((o) => o.ok).length);
    }
    return winners;
  }

  it("without the mandate's row lock, both holds are authorised with one mandate (the race exists)", async () => {
    const winners = await race(false);
    expect(winners.filter((n) => n === 2).length).toBeGreaterThan(0);
  }, 60_000);

  it("with it, exactly one hold wins each mandate and the other is refused", async () => {
    const winners = await race(true);
    expect(winners).toEqual(Array.from({ length: MANDATES }, () => 1));
  }, 60_000);
});
