/**
 * One-time passwords that verify a railway account's mobile and email (spec
 * "Railway account verification": each is pending until its OTP is entered).
 * Our choices, as constants: 6 random digits (spec: "OTP is 6 digits"), valid
 * 10 minutes; the newest OTP of a purpose supersedes the older ones; 5 wrong
 * codes lock it (R6) and the user must ask for a new one; at most one OTP per
 * 30 seconds and 5 per hour per purpose (a sliding hour). Codes are stored as
 * sha256 of user ID, purpose and code — never in clear. Pure functions; the
 * service (`accounts.ts`) stores and sends.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import { LIMITS } from "@safar/contracts/code-tables";
import type { OTP_PURPOSES } from "@safar/db/railway-reservations-schema";
import { type AccountRefusal, accountRefusal } from "./refusals.ts";

export type OtpPurpose = (typeof OTP_PURPOSES)[number];

export interface OtpConfig {
  validMinutes: number;
  maxAttempts: number;
  resendAfterSeconds: number;
  perHour: number;
}

export const DEFAULT_OTP_CONFIG: OtpConfig = {
  validMinutes: 10,
  maxAttempts: 5,
  resendAfterSeconds: 30,
  perHour: 5,
};

export const OTP_LENGTH = LIMITS.otpLength;
const HOUR_MS = 3_600_000;

export function otpChannel(purpose: OtpPurpose): "sms" | "email" {
  return purpose === "verify_mobile" ? "sms" : "email";
}

/** A 6-digit code, leading zeros kept, from a uniform integer source (`crypto.randomInt`). */
export function newOtpCode(randomInt: (min: number, max: number) => number): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, "0");
}

export function hashOtp(userId: string, purpose: OtpPurpose, code: string): string {
  return createHash("sha256").update(`${userId}\u0000${purpose}\u0000${code}`).digest("hex");
}

export function otpMatches(
  userId: string,
  purpose: OtpPurpose,
  code: string,
  storedHash: string,
): boolean {
  const actual = Buffer.from(hashOtp(userId, purpose, code), "hex");
  const expected = Buffer.from(storedHash, "hex");
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** The SMS or email that carries the code. */
export function otpText(
  purpose: OtpPurpose,
  code: string,
  userId: string,
  validMinutes: number,
): string {
  const what = purpose === "verify_mobile" ? "mobile" : "email";
  return `${code} is your OTP to verify your ${what} for railway user ID ${userId}. Valid for ${validMinutes} minutes.`;
}

/**
 * May another OTP of a purpose be sent now? `sentAt` are the instants earlier
 * OTPs of that user and purpose were sent (any order, older ones may be
 * included). The hourly cap is checked first, so a user who has hit it is not
 * told to wait 30 seconds only to be refused again.
 */
export function checkOtpResend(
  sentAt: readonly Date[],
  now: Date,
  config: OtpConfig = DEFAULT_OTP_CONFIG,
): { ok: true } | AccountRefusal<"otp_too_soon" | "otp_limit"> {
  const t = now.getTime();
  const lastHour = sentAt.map((d) => d.getTime()).filter((s) => s > t - HOUR_MS && s <= t);
  if (lastHour.length >= config.perHour) {
    const oldest = Math.min(...lastHour);
    const minutes = Math.max(1, Math.ceil((oldest + HOUR_MS - t) / 60_000));
    return accountRefusal("otp_limit", { minutes });
  }
  const latest = lastHour.length > 0 ? Math.max(...lastHour) : Number.NEGATIVE_INFINITY;
  const waitMs = latest + config.resendAfterSeconds * 1000 - t;
  if (waitMs > 0) return accountRefusal("otp_too_soon", { seconds: Math.ceil(waitMs / 1000) });
  return { ok: true };
}

export interface StoredOtp {
  codeHash: string;
  attempts: number;
  expiresAt: Date;
  consumedAt: Date | null;
}

export type OtpJudgement =
  | { outcome: "match" }
  /** A wrong code: the caller records the attempt; `locked` when it was the last one allowed. */
  | { outcome: "wrong"; attempts: number; locked: boolean }
  | { outcome: "refused"; refusal: AccountRefusal };

/**
 * Judges a code typed for a purpose against the newest OTP of that purpose
 * (null when none was sent). Empty → the spec's "Please enter … OTP";
 * not 6 digits → `otp_format` (no attempt used); used → `otp_not_requested`;
 * locked → `otp_locked` (even the right code); expired → `otp_expired`.
 */
export function judgeOtp(
  input: { userId: string; purpose: OtpPurpose; code: string },
  otp: StoredOtp | null,
  now: Date,
  config: OtpConfig = DEFAULT_OTP_CONFIG,
): OtpJudgement {
  const code = input.code.trim();
  if (code === "") {
    const reason = input.purpose === "verify_mobile" ? "mobile_otp_required" : "email_otp_required";
    return { outcome: "refused", refusal: accountRefusal(reason) };
  }
  if (!new RegExp(`^\\d{${OTP_LENGTH}}$`).test(code)) {
    return { outcome: "refused", refusal: accountRefusal("otp_format") };
  }
  if (otp === null || otp.consumedAt !== null) {
    return { outcome: "refused", refusal: accountRefusal("otp_not_requested") };
  }
  if (otp.attempts >= config.maxAttempts) {
    return { outcome: "refused", refusal: accountRefusal("otp_locked") };
  }
  if (now.getTime() >= otp.expiresAt.getTime()) {
    return { outcome: "refused", refusal: accountRefusal("otp_expired") };
  }
  if (otpMatches(input.userId, input.purpose, code, otp.codeHash)) return { outcome: "match" };
  const attempts = otp.attempts + 1;
  return { outcome: "wrong", attempts, locked: attempts >= config.maxAttempts };
}
