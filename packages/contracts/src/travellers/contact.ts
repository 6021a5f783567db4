import { LIMITS } from "../code-tables.ts";
import {
  type FieldCheck,
  type FieldsCheck,
  fail,
  TRAVELLER_MESSAGES as M,
  pass,
} from "./messages.ts";

/**
 * Contact details and sign-in inputs (spec §5 "Contact").
 *
 * Decisions:
 * - Email: the spec's basic pattern, something@something.tld with no spaces,
 *   at most 254 characters; ends trimmed, otherwise kept as typed.
 * - Mobile: 10 digits, the first 1 to 9 (the spec's rule, wider than the
 *   railway accounts' 6 to 9). Spaces and hyphens, and a leading +91 or 0
 *   before the ten digits, are dropped first (the reading the OTP sign-in
 *   gives a typed mobile).
 * - Login identifier: with an '@' it must be an email (lower-cased), else a
 *   mobile; anything else is 'Please enter a valid email or phone number'.
 * - OTP: exactly 6 digits. Empty: 'Please enter Mobile OTP' or 'Please enter
 *   Email OTP' for the railway account's two codes (spec §5), our 'Please
 *   enter the 6 digit OTP' for the sign-in's one code and for any code not
 *   6 digits.
 */

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const EMAIL_MAX_LENGTH = 254;
export const MOBILE_PATTERN = new RegExp(`^[1-9]\\d{${LIMITS.mobileLength - 1}}$`);
const OTP_PATTERN = new RegExp(`^\\d{${LIMITS.otpLength}}$`);

const text = (value: unknown): string => (typeof value === "string" ? value.trim() : "");

export function isValidEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}

/** Exactly 10 digits starting 1 to 9, nothing else. */
export function isValidMobile(value: string): boolean {
  return MOBILE_PATTERN.test(value);
}

/** The 10 digits of a typed mobile (spaces, hyphens, a leading +91 or 0 dropped); null when not a mobile. */
export function normaliseMobile(value: string): string | null {
  const digits = value
    .trim()
    .replace(/[\s-]/g, "")
    .replace(/^(\+91|0)(?=\d{10}$)/, "");
  return isValidMobile(digits) ? digits : null;
}

export function checkEmail(value: unknown): FieldCheck<string> {
  const email = text(value);
  return isValidEmail(email) ? pass(email) : fail(M.emailInvalid);
}

export function checkMobile(value: unknown): FieldCheck<string> {
  const mobile = normaliseMobile(text(value));
  return mobile ? pass(mobile) : fail(M.mobileInvalid);
}

export interface ContactInput {
  email?: unknown;
  mobile?: unknown;
}

export interface Contact {
  email: string;
  mobile: string;
}

/** The contact information section (spec §3 contactInfo): errors keyed `email`, `mobile`. */
export function validateContact(input: ContactInput): FieldsCheck<Contact> {
  const email = checkEmail(input.email);
  const mobile = checkMobile(input.mobile);
  if (email.ok && mobile.ok)
    return { ok: true, value: { email: email.value, mobile: mobile.value } };
  const fields: Record<string, string> = {};
  if (!email.ok) fields.email = email.message;
  if (!mobile.ok) fields.mobile = mobile.message;
  return { ok: false, fields };
}

// ── Sign-in ──────────────────────────────────────────────────────────────────

export type LoginIdentifier = { kind: "mobile"; value: string } | { kind: "email"; value: string };

/** A login identifier as typed: an email (trimmed, lower-cased) or a 10-digit mobile; null when neither. */
export function classifyLoginIdentifier(value: string): LoginIdentifier | null {
  const typed = value.trim();
  if (typed.includes("@")) {
    const email = typed.toLowerCase();
    return isValidEmail(email) ? { kind: "email", value: email } : null;
  }
  const mobile = normaliseMobile(typed);
  return mobile ? { kind: "mobile", value: mobile } : null;
}

export function checkLoginIdentifier(value: unknown): FieldCheck<LoginIdentifier> {
  const identifier = classifyLoginIdentifier(text(value));
  return identifier ? pass(identifier) : fail(M.loginIdentifierInvalid);
}

/** Exactly 6 digits. */
export function isValidOtp(value: string): boolean {
  return OTP_PATTERN.test(value);
}

/** Which code is asked for: the railway account's mobile or email OTP, or the sign-in OTP. */
export type OtpChannel = "mobile" | "email" | "login";

export function checkOtp(value: unknown, channel: OtpChannel): FieldCheck<string> {
  const otp = text(value);
  if (otp === "" && channel === "mobile") return fail(M.mobileOtpRequired);
  if (otp === "" && channel === "email") return fail(M.emailOtpRequired);
  return isValidOtp(otp) ? pass(otp) : fail(M.otpInvalid);
}
