/**
 * One-time passwords that verify a railway account's mobile and email (spec
 * "Railway account verification": each is pending until its OTP is entered).
 * Our choices, as constants: 6 random digits (spec: "OTP is 6 digits"), valid
 * 10 minutes; the newest OTP of a purpose supersedes the older ones; 5 wrong
 * codes lock it (R6) and the user must ask for a new one; at most one OTP per
 * 30 seconds and 5 per hour per purpose (a sliding hour). Codes are stored as
 * sha256 of user ID, purpose and code — never in clear. The policy itself is
 * `@safar/domain/otp-policy`, shared with Safar's sign-in OTPs; this file adds
 * the railway's hashing, texts and refusal wording. Pure functions; the
 * service (`accounts.ts`) stores and sends.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import type { OTP_PURPOSES } from "@safar/db/railway-reservations-schema";
import {
  DEFAULT_OTP_CONFIG,
  newOtpCode,
  OTP_LENGTH,
  type OtpConfig,
  otpResendVerdict,
  otpVerdict,
  type StoredOtp,
} from "@safar/domain/otp-policy";
import { type AccountRefusal, accountRefusal } from "./refusals.ts";

export { DEFAULT_OTP_CONFIG, newOtpCode, OTP_LENGTH, type OtpConfig, type StoredOtp };

export type OtpPurpose = (typeof OTP_PURPOSES)[number];

/** The contact an OTP of a purpose goes to. */
export function otpContact(purpose: OtpPurpose): "mobile" | "email" {
  return purpose === "verify_mobile" || purpose === "link_mobile" ? "mobile" : "email";
}

export function otpChannel(purpose: OtpPurpose): "sms" | "email" {
  return otpContact(purpose) === "mobile" ? "sms" : "email";
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
  if (purpose === "link_mobile" || purpose === "link_email") {
    return `${code} is your OTP to link railway user ID ${userId} with a booking partner. Valid for ${validMinutes} minutes. Do not share it: it lets the partner see this ID's details.`;
  }
  return `${code} is your OTP to verify your ${otpContact(purpose)} for railway user ID ${userId}. Valid for ${validMinutes} minutes.`;
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
  const verdict = otpResendVerdict(sentAt, now, config);
  if (verdict.ok) return verdict;
  return verdict.reason === "otp_limit"
    ? accountRefusal("otp_limit", { minutes: verdict.minutes })
    : accountRefusal("otp_too_soon", { seconds: verdict.seconds });
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
  const verdict = otpVerdict(
    input.code,
    otp,
    (code, storedHash) => otpMatches(input.userId, input.purpose, code, storedHash),
    now,
    config,
  );
  if (verdict.outcome !== "refused") return verdict;
  const reason =
    verdict.reason !== "otp_required"
      ? verdict.reason
      : otpContact(input.purpose) === "mobile"
        ? "mobile_otp_required"
        : "email_otp_required";
  return { outcome: "refused", refusal: accountRefusal(reason) };
}
