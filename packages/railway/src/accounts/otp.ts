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
import type { RailwayMessage } from "./messenger.ts";
import { type AccountRefusal, accountRefusal } from "./refusals.ts";

export { DEFAULT_OTP_CONFIG, newOtpCode, OTP_LENGTH, type OtpConfig, type StoredOtp };

export type OtpPurpose = (typeof OTP_PURPOSES)[number];

/** The OTPs of the Aadhaar flows: bound to a subject and sent to the Aadhaar-linked mobile. */
export type AadhaarOtpPurpose = Extract<
  OtpPurpose,
  "aadhaar_auth" | "aadhaar_booking" | "aadhaar_mandate"
>;

export function isAadhaarPurpose(purpose: OtpPurpose): purpose is AadhaarOtpPurpose {
  return (
    purpose === "aadhaar_auth" || purpose === "aadhaar_booking" || purpose === "aadhaar_mandate"
  );
}

/**
 * The contact an OTP of a purpose goes to. The simulated UIDAI sends an
 * Aadhaar OTP to "the mobile linked with Aadhaar": here the account's own.
 */
export function otpContact(purpose: OtpPurpose): "mobile" | "email" {
  return purpose === "verify_email" || purpose === "link_email" ? "email" : "mobile";
}

export function otpChannel(purpose: OtpPurpose): "sms" | "email" {
  return otpContact(purpose) === "mobile" ? "sms" : "email";
}

/**
 * sha256 of user ID, purpose and code; an OTP bound to a subject (the Aadhaar
 * number's last four digits, a hold's id, a mandate request) hashes it too, so
 * the code is right only for that subject.
 */
export function hashOtp(userId: string, purpose: OtpPurpose, code: string, subject = ""): string {
  const parts = subject === "" ? [userId, purpose, code] : [userId, purpose, subject, code];
  return createHash("sha256").update(parts.join("\u0000")).digest("hex");
}

/**
 * What an OTP row stores as `code_hash`: the hash, led by its subject when it
 * has one (`1234:…`): the Aadhaar flows read the subject back from the row
 * (no column of its own; subjects hold no `:`).
 */
export function storedOtpHash(
  userId: string,
  purpose: OtpPurpose,
  code: string,
  subject = "",
): string {
  const hash = hashOtp(userId, purpose, code, subject);
  return subject === "" ? hash : `${subject}:${hash}`;
}

/** The subject an OTP row was bound to ("" for none). */
export function otpSubject(storedHash: string): string {
  const colon = storedHash.lastIndexOf(":");
  return colon < 0 ? "" : storedHash.slice(0, colon);
}

export function otpMatches(
  userId: string,
  purpose: OtpPurpose,
  code: string,
  storedHash: string,
): boolean {
  const subject = otpSubject(storedHash);
  const hex = subject === "" ? storedHash : storedHash.slice(subject.length + 1);
  const actual = Buffer.from(hashOtp(userId, purpose, code, subject), "hex");
  const expected = Buffer.from(hex, "hex");
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * What an OTP's text names besides the code: the Aadhaar number's last four
 * digits, the hold's PNR, the booking a mandate authorises (in words).
 */
export interface OtpTextDetails {
  aadhaarLast4?: string;
  pnr?: string;
  mandate?: string;
}

/** The SMS or email that carries the code (never a whole Aadhaar number: its last four digits at most). */
export function otpText(
  purpose: OtpPurpose,
  code: string,
  userId: string,
  validMinutes: number,
  details: OtpTextDetails = {},
): string {
  if (purpose === "link_mobile" || purpose === "link_email") {
    return `${code} is your OTP to link railway user ID ${userId} with a booking partner. Valid for ${validMinutes} minutes. Do not share it: it lets the partner see this ID's details.`;
  }
  if (purpose === "aadhaar_auth") {
    return `${code} is your OTP to authenticate Aadhaar XXXX XXXX ${details.aadhaarLast4 ?? ""} with railway user ID ${userId}. Valid for ${validMinutes} minutes. Do not share it.`;
  }
  if (purpose === "aadhaar_mandate") {
    return `${code} is your OTP (Aadhaar) to let railway user ID ${userId} book ${details.mandate ?? "a Tatkal journey"} automatically when Tatkal opens. Valid for ${validMinutes} minutes. Do not share it.`;
  }
  if (purpose === "aadhaar_booking") {
    return `${code} is your OTP (Aadhaar) to confirm the Tatkal booking PNR ${details.pnr ?? ""} of railway user ID ${userId}. Valid for ${validMinutes} minutes. Do not share it.`;
  }
  return `${code} is your OTP to verify your ${otpContact(purpose)} for railway user ID ${userId}. Valid for ${validMinutes} minutes.`;
}

/** A new OTP: the row to store and the message to send once it is stored. */
export interface IssuedOtp {
  row: {
    userId: string;
    purpose: OtpPurpose;
    codeHash: string;
    createdAt: Date;
    expiresAt: Date;
  };
  message: RailwayMessage;
  expiresAt: Date;
}

/** Draws a code for a purpose (bound to `subject` when given) and words its message. */
export function issueOtp(
  user: { userId: string; mobile: string; email: string },
  purpose: OtpPurpose,
  now: Date,
  config: OtpConfig,
  randomInt: (min: number, max: number) => number,
  subject = "",
  details: OtpTextDetails = {},
): IssuedOtp {
  const code = newOtpCode(randomInt);
  const expiresAt = new Date(now.getTime() + config.validMinutes * 60_000);
  return {
    row: {
      userId: user.userId,
      purpose,
      codeHash: storedOtpHash(user.userId, purpose, code, subject),
      createdAt: now,
      expiresAt,
    },
    message: {
      channel: otpChannel(purpose),
      to: otpContact(purpose) === "mobile" ? user.mobile : user.email,
      kind: "otp",
      text: otpText(purpose, code, user.userId, config.validMinutes, details),
    },
    expiresAt,
  };
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
 * With a `subject`, an OTP bound to another one counts as none sent.
 */
export function judgeOtp(
  input: { userId: string; purpose: OtpPurpose; code: string; subject?: string },
  otp: StoredOtp | null,
  now: Date,
  config: OtpConfig = DEFAULT_OTP_CONFIG,
): OtpJudgement {
  // An OTP bound to another subject (the newest went to another hold) is not this one's.
  const pending =
    otp && input.subject !== undefined && otpSubject(otp.codeHash) !== input.subject ? null : otp;
  const verdict = otpVerdict(
    input.code,
    pending,
    (code, storedHash) => otpMatches(input.userId, input.purpose, code, storedHash),
    now,
    config,
  );
  if (verdict.outcome !== "refused") return verdict;
  const reason =
    verdict.reason !== "otp_required"
      ? verdict.reason
      : isAadhaarPurpose(input.purpose)
        ? "aadhaar_otp_required"
        : otpContact(input.purpose) === "mobile"
          ? "mobile_otp_required"
          : "email_otp_required";
  return { outcome: "refused", refusal: accountRefusal(reason) };
}
