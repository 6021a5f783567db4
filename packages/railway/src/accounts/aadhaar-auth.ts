/**
 * Aadhaar on the railway's own pages (simulated UIDAI e-KYC, facts.md §4):
 * authenticating a user ID with an Aadhaar number (`start` → `resend` →
 * `confirm`), and the Aadhaar OTP each online Tatkal booking needs from
 * 15 Jul 2025 (`bookingOtp`, `judgeBookingOtp`, `finishAuthorization`), over
 * OTPs bound to a subject (`subjectOtp`, `judgeSubjectOtp`), which a standing
 * authorisation's OTP uses too (`mandates.ts`).
 *
 * The OTP goes to "the mobile linked with Aadhaar": in the simulation, the
 * account's registered mobile, through the railway's messenger. The Aadhaar
 * number is checked (Verhoeff) and dropped at once: only its last four digits
 * go on, as the subject the e-KYC OTP is bound to (stored beside its hash,
 * `otp.ts`), and, once the OTP is right, into `users.aadhaar_last4`. A
 * booking OTP is bound to its hold. Every send and check locks the user row
 * (the resend limits and tries of `otp.ts` hold under concurrency); messages
 * go out after the transaction commits. Reasons and words: `refusals.ts`.
 */
import type { OtpConfig } from "@safar/domain/otp-policy";
import type { RailwayResult } from "../gateway.ts";
import { isTatkalQuota, type TatkalConfig, tatkalNeedsAadhaarOtp } from "../rules/tatkal.ts";
import { checkAadhaarNumber, maskAadhaar } from "./aadhaar.ts";
import type { AccountsRepository, HoldRow, OtpRow, Tx, UserRow } from "./accounts.repository.ts";
import type { RailwayMessenger } from "./messenger.ts";
import {
  type AadhaarOtpPurpose,
  checkOtpResend,
  type IssuedOtp,
  issueOtp,
  judgeOtp,
  type OtpTextDetails,
  otpSubject,
} from "./otp.ts";
import { ACCOUNT_NOTICES, type AccountRefusal, accountRefusal, fill } from "./refusals.ts";
import { maskMobile } from "./validation.ts";

export interface AadhaarAuthInput {
  userId: string;
  password: string;
  /** As typed: 12 digits, spaces allowed. Never stored, logged or returned. */
  aadhaarNumber: string;
  /** The consent box was ticked. */
  consent: boolean;
}

/** Where an Aadhaar OTP went (the masked mobile) and until when it is good. */
export interface AadhaarOtpSent {
  sentTo: string;
  message: string;
  expiresAt: Date;
}

export type AadhaarAuthStarted =
  | ({ state: "otp_sent"; userId: string } & AadhaarOtpSent)
  /** Authenticated already: nothing sent; the masked number (null when the railway set the flag without one). */
  | {
      state: "authenticated";
      userId: string;
      aadhaarMasked: string | null;
      verifiedAt: Date | null;
    };

export interface AadhaarAuthenticated {
  userId: string;
  /** `XXXX XXXX 1234`. */
  aadhaarMasked: string;
  verifiedAt: Date;
  /** 'Aadhaar authenticated: XXXX XXXX 1234'. */
  message: string;
}

/** The Aadhaar OTPs bound to one booking: a hold's, or a mandate request's (`mandates.ts`). */
export type SubjectOtpPurpose = Extract<AadhaarOtpPurpose, "aadhaar_booking" | "aadhaar_mandate">;

/** A booking's Aadhaar OTP: `sent` false when one still pending for this hold was kept. */
export type BookingOtpSent = AadhaarOtpSent & { sent: boolean };

export interface AadhaarFlowsDeps {
  repo: AccountsRepository;
  messenger: RailwayMessenger;
  otp: OtpConfig;
  tatkal: TatkalConfig;
  randomInt: (min: number, max: number) => number;
  /** The portal's password check (same refusals as everywhere: `credentials_invalid`). */
  authenticate(userId: string, password: string): Promise<RailwayResult<{ userId: string }>>;
}

const HOUR_MS = 3_600_000;

function maskedOrNull(user: UserRow): string | null {
  return user.aadhaarLast4 ? maskAadhaar(user.aadhaarLast4) : null;
}

function otpSent(user: UserRow, expiresAt: Date): AadhaarOtpSent {
  const sentTo = maskMobile(user.mobile);
  return { sentTo, message: fill(ACCOUNT_NOTICES.aadhaarOtpSent, { to: sentTo }), expiresAt };
}

/** Whether an OTP row is still the one to type: unused, unexpired, not locked. */
function stillPending(otp: OtpRow | null, now: Date, config: OtpConfig): otp is OtpRow {
  return (
    otp !== null &&
    otp.consumedAt === null &&
    otp.attempts < config.maxAttempts &&
    now.getTime() < otp.expiresAt.getTime()
  );
}

export function aadhaarFlows(deps: AadhaarFlowsDeps) {
  const { repo, messenger, otp: config } = deps;

  /**
   * Inside a transaction holding the user's row lock: a new OTP of a purpose
   * bound to `subject`, if the resend limits allow; the caller sends it after
   * the commit.
   */
  async function issueLocked(
    tx: Tx,
    user: UserRow,
    purpose: AadhaarOtpPurpose,
    subject: string,
    details: OtpTextDetails,
    now: Date,
  ): Promise<AccountRefusal | IssuedOtp> {
    const since = new Date(now.getTime() - HOUR_MS);
    const recent = await repo.otpsSentSince(tx, user.userId, purpose, since);
    const resend = checkOtpResend(recent, now, config);
    if (!resend.ok) return resend;
    const issued = issueOtp(user, purpose, now, config, deps.randomInt, subject, details);
    await repo.insertOtp(tx, issued.row);
    return issued;
  }

  /** A wrong code's refusal once its try is recorded. */
  async function wrongCode(tx: Tx, otp: OtpRow, attempts: number, locked: boolean) {
    await repo.recordOtpAttempt(tx, otp.id);
    return locked
      ? accountRefusal("otp_locked")
      : accountRefusal("otp_wrong", { attemptsLeft: config.maxAttempts - attempts });
  }

  /**
   * An Aadhaar OTP bound to a subject (a hold's id, a mandate request), to
   * the Aadhaar-linked mobile: `ensure` keeps one still pending for this
   * subject and sends one otherwise; `resend` always asks for a new one.
   * Both under the resend limits, with the user row locked; `missingUser` is
   * the refusal when the user ID has no account.
   */
  async function subjectOtp(
    userId: string,
    otp: { purpose: SubjectOtpPurpose; subject: string; details: OtpTextDetails },
    mode: "ensure" | "resend",
    now: Date,
    missingUser: AccountRefusal,
  ): Promise<RailwayResult<BookingOtpSent>> {
    const outcome = await repo.transaction(async (tx) => {
      const user = await repo.lockUser(tx, userId);
      if (!user) return { kind: "refused" as const, refusal: missingUser };
      const latest = await repo.latestOtp(tx, user.userId, otp.purpose);
      if (
        mode === "ensure" &&
        stillPending(latest, now, config) &&
        otpSubject(latest.codeHash) === otp.subject
      ) {
        return { kind: "kept" as const, user, expiresAt: latest.expiresAt };
      }
      const issued = await issueLocked(tx, user, otp.purpose, otp.subject, otp.details, now);
      return "ok" in issued
        ? { kind: "refused" as const, refusal: issued }
        : { kind: "issued" as const, user, issued };
    });
    if (outcome.kind === "refused") return outcome.refusal;
    if (outcome.kind === "kept") {
      return { ok: true, sent: false, ...otpSent(outcome.user, outcome.expiresAt) };
    }
    await messenger.send(outcome.issued.message);
    return { ok: true, sent: true, ...otpSent(outcome.user, outcome.issued.expiresAt) };
  }

  /**
   * Judges an Aadhaar OTP typed for a subject, before the password: a wrong
   * code uses an OTP try (not a password try) and says so; a right one is
   * not spent yet (the caller spends it with the password, under the lock).
   */
  async function judgeSubjectOtp(
    userId: string,
    purpose: SubjectOtpPurpose,
    subject: string,
    code: string,
    now: Date,
  ): Promise<AccountRefusal | { ok: true; otpId: number }> {
    return repo.transaction(async (tx) => {
      const user = await repo.lockUser(tx, userId);
      const otp = user ? await repo.latestOtp(tx, userId, purpose) : null;
      const judgement = judgeOtp({ userId, purpose, code, subject }, otp, now, config);
      if (judgement.outcome === "refused") return judgement.refusal;
      if (!otp) throw new Error("judgeOtp accepted a missing OTP"); // unreachable
      if (judgement.outcome === "wrong") {
        return wrongCode(tx, otp, judgement.attempts, judgement.locked);
      }
      return { ok: true as const, otpId: otp.id };
    });
  }

  return {
    /**
     * Step 1: the number (Verhoeff), the consent, then the user ID and
     * password (`authenticate`); an ID already authenticated keeps its number
     * (nothing sent); otherwise the e-KYC OTP, bound to the number's last
     * four digits, goes to the Aadhaar-linked mobile.
     */
    async start(input: AadhaarAuthInput, now: Date): Promise<RailwayResult<AadhaarAuthStarted>> {
      const aadhaar = checkAadhaarNumber(input.aadhaarNumber);
      if (!aadhaar.ok) return aadhaar;
      if (!input.consent) return accountRefusal("aadhaar_consent_required");
      const signedIn = await deps.authenticate(input.userId, input.password);
      if (!signedIn.ok) return signedIn;
      const outcome = await repo.transaction(async (tx) => {
        const user = await repo.lockUser(tx, signedIn.userId);
        if (!user)
          return { kind: "refused" as const, refusal: accountRefusal("credentials_invalid") };
        if (user.aadhaarVerified) return { kind: "authenticated" as const, user };
        const issued = await issueLocked(
          tx,
          user,
          "aadhaar_auth",
          aadhaar.last4,
          { aadhaarLast4: aadhaar.last4 },
          now,
        );
        return "ok" in issued
          ? { kind: "refused" as const, refusal: issued }
          : { kind: "issued" as const, issued, user };
      });
      if (outcome.kind === "refused") return outcome.refusal;
      if (outcome.kind === "authenticated") {
        const { user } = outcome;
        return {
          ok: true,
          state: "authenticated",
          userId: user.userId,
          aadhaarMasked: maskedOrNull(user),
          verifiedAt: user.aadhaarVerifiedAt,
        };
      }
      await messenger.send(outcome.issued.message);
      return {
        ok: true,
        state: "otp_sent",
        userId: outcome.user.userId,
        ...otpSent(outcome.user, outcome.issued.expiresAt),
      };
    },

    /**
     * Step 2's "send it again": a new e-KYC OTP for the same last four
     * digits, only while one sent in the last hour is unused (so only after
     * step 1 with the password). It names no contact: the page is reachable
     * with a user ID alone.
     */
    async resend(
      userId: string,
      now: Date,
    ): Promise<RailwayResult<{ message: string; expiresAt: Date }>> {
      const outcome = await repo.transaction(async (tx) => {
        const user = await repo.lockUser(tx, userId);
        if (!user || user.aadhaarVerified) return accountRefusal("otp_not_requested");
        const latest = await repo.latestOtp(tx, userId, "aadhaar_auth");
        const last4 = latest ? otpSubject(latest.codeHash) : "";
        if (
          !latest ||
          latest.consumedAt !== null ||
          latest.createdAt.getTime() <= now.getTime() - HOUR_MS ||
          last4 === ""
        ) {
          return accountRefusal("otp_not_requested");
        }
        return issueLocked(tx, user, "aadhaar_auth", last4, { aadhaarLast4: last4 }, now);
      });
      if ("ok" in outcome) return outcome;
      await messenger.send(outcome.message);
      return { ok: true, message: ACCOUNT_NOTICES.aadhaarOtpResent, expiresAt: outcome.expiresAt };
    },

    /**
     * Step 2: the e-KYC OTP. Right: the ID is Aadhaar-authenticated with the
     * last four digits the OTP was bound to, now. Wrong: a try used (the 5th
     * locks it). Nothing about the ID is told before a right code.
     */
    async confirm(
      userId: string,
      code: string,
      now: Date,
    ): Promise<RailwayResult<AadhaarAuthenticated>> {
      return repo.transaction(async (tx): Promise<RailwayResult<AadhaarAuthenticated>> => {
        const user = await repo.lockUser(tx, userId);
        const otp = user ? await repo.latestOtp(tx, userId, "aadhaar_auth") : null;
        const judgement = judgeOtp({ userId, purpose: "aadhaar_auth", code }, otp, now, config);
        if (judgement.outcome === "refused") return judgement.refusal;
        if (!user || !otp) throw new Error("judgeOtp accepted a missing OTP"); // unreachable
        if (judgement.outcome === "wrong") {
          return wrongCode(tx, otp, judgement.attempts, judgement.locked);
        }
        await repo.consumeOtp(tx, otp.id, now);
        // Authenticated meanwhile (another tab): the number it has stays.
        const done = user.aadhaarVerified
          ? user
          : await repo.setAadhaarAuthenticated(tx, userId, otpSubject(otp.codeHash), now);
        const aadhaarMasked = maskAadhaar(done.aadhaarLast4 ?? "");
        return {
          ok: true,
          userId,
          aadhaarMasked,
          verifiedAt: done.aadhaarVerifiedAt ?? now,
          message: fill(ACCOUNT_NOTICES.aadhaarAuthenticated, { masked: aadhaarMasked }),
        };
      });
    },

    /** Whether confirming this hold at `now` needs an Aadhaar OTP (TQ or PT, from the configured date). */
    bookingOtpRequired(hold: Pick<HoldRow, "quota">, now: Date): boolean {
      return isTatkalQuota(hold.quota) && tatkalNeedsAadhaarOtp(now, deps.tatkal);
    },

    /**
     * The Aadhaar OTP of a Tatkal hold, to the Aadhaar-linked mobile:
     * `ensure` (the page is shown) keeps one still pending for this hold and
     * sends one otherwise; `resend` always asks for a new one. Both under
     * the resend limits.
     */
    bookingOtp(
      hold: HoldRow,
      mode: "ensure" | "resend",
      now: Date,
    ): Promise<RailwayResult<BookingOtpSent>> {
      return subjectOtp(
        hold.railwayUserId,
        { purpose: "aadhaar_booking", subject: hold.holdId, details: { pnr: hold.pnr } },
        mode,
        now,
        accountRefusal("hold_expired"),
      );
    },

    subjectOtp,

    /** The masked mobile a hold's Aadhaar OTP goes to (null for a vanished user). */
    async bookingOtpContact(hold: HoldRow): Promise<string | null> {
      const user = await repo.findUser(hold.railwayUserId);
      return user ? maskMobile(user.mobile) : null;
    },

    /**
     * Judges the Aadhaar OTP typed for a hold, before its password: a wrong
     * code uses an OTP try (not a password try) and says so; a right one is
     * not spent yet (`finishAuthorization` spends it with the password).
     */
    judgeBookingOtp(
      hold: HoldRow,
      code: string,
      now: Date,
    ): Promise<AccountRefusal | { ok: true; otpId: number }> {
      return judgeSubjectOtp(hold.railwayUserId, "aadhaar_booking", hold.holdId, code, now);
    },

    judgeSubjectOtp,

    /**
     * The password was right too: in one transaction under the user's lock,
     * the OTP judged right is spent (if it is still the newest and unused)
     * and the hold authorised. Null when the OTP went meanwhile (spent by a
     * simultaneous try, or replaced by a new one).
     */
    async finishAuthorization(
      hold: HoldRow,
      otpId: number,
      now: Date,
      holdIds: readonly string[] = [hold.holdId],
    ): Promise<Date | null> {
      return repo.transaction(async (tx) => {
        await repo.lockUser(tx, hold.railwayUserId);
        const otp = await repo.latestOtp(tx, hold.railwayUserId, "aadhaar_booking");
        if (!otp || otp.id !== otpId || otp.consumedAt !== null) return null;
        // Every hold of the journey, or none (ADR 023): a lapsed one rolls the others back.
        const authorizedAt = await repo.authorizeHolds(holdIds, now, tx);
        if (authorizedAt) await repo.consumeOtp(tx, otp.id, now);
        return authorizedAt;
      });
    },
  };
}

export type AadhaarFlows = ReturnType<typeof aadhaarFlows>;
