/**
 * Every refusal the railway's accounts give, in one table: the reason code the
 * caller branches on and the words shown to the user. The user-ID and OTP
 * texts are the spec's (§5 "Railway user ID", "Contact"); the Tatkal-hours
 * password-reset refusal is the existing rule's (`rules/password-reset.ts`,
 * spec §6/§9); the others are ours. `{name}` placeholders are filled by
 * `accountRefusal`.
 */
import {
  ERROR_MESSAGES,
  ErrorCode,
  type ErrorCode as ErrorCodeType,
} from "@safar/contracts/errors";
import type { RailwayRefusal } from "../gateway.ts";
import { TATKAL_AADHAAR_REQUIRED } from "../rules/tatkal.ts";

export const ACCOUNT_REFUSALS = {
  user_id_invalid: "Please enter a valid User ID",
  user_id_taken: "This User ID is already taken. Please choose another User ID",
  password_weak:
    "Password must be 8 to 15 characters long with at least one capital letter, one small letter and one digit",
  name_invalid: "Please enter a valid Full Name",
  email_invalid: "Please enter a valid email address",
  mobile_invalid: "Please enter a valid 10 digit mobile number",
  identifier_invalid: "Please enter a valid email or phone number",
  email_taken: "This email address is already registered with another User ID",
  mobile_taken: "This mobile number is already registered with another User ID",
  user_not_found: "No railway account has this User ID",
  credentials_invalid: "Invalid User ID or password",
  already_verified: "Your {channel} is already verified",
  mobile_otp_required: "Please enter Mobile OTP",
  email_otp_required: "Please enter Email OTP",
  otp_format: "Please enter the 6 digit OTP",
  otp_not_requested: "No OTP is pending. Please request a new OTP",
  otp_wrong: "Wrong OTP. {attemptsLeft} attempt(s) left",
  otp_locked: "Too many wrong OTPs. Please request a new OTP",
  otp_expired: "The OTP has expired. Please request a new OTP",
  otp_too_soon: "Please wait {seconds} seconds before requesting another OTP",
  otp_limit: "Too many OTPs requested. Please try again in {minutes} minute(s)",
  reset_link_invalid: "This password reset link is invalid, used or expired",
  hold_not_found: "This booking was not found",
  hold_expired:
    "This booking is no longer waiting for your password: its time ran out or it was given up. Please start the booking again",
  hold_user_mismatch: "This booking was made with another User ID",
  hold_password_wrong: "Wrong password for User ID {userId}. {attemptsLeft} attempt(s) left",
  hold_locked:
    "Too many wrong passwords: this booking can no longer be completed. Please start the booking again",
  aadhaar_required: "Please enter your 12 digit Aadhaar number",
  aadhaar_characters:
    "An Aadhaar number has digits only. Please type its 12 digits (spaces between groups are fine)",
  aadhaar_length: "An Aadhaar number has 12 digits; you typed {count}",
  aadhaar_first_digit: "An Aadhaar number never starts with 0 or 1. Please check the number",
  aadhaar_checksum:
    "This is not a valid Aadhaar number: a digit may be mistyped. Please check the number",
  aadhaar_consent_required: "Please tick the box to give your consent to Aadhaar authentication",
  aadhaar_otp_required: "Please enter Aadhaar OTP",
  // Standing authorisations for one Tatkal booking (`mandates.ts`).
  mandate_train_invalid: "Please choose a valid train",
  mandate_station_invalid: "Please choose valid stations to travel between",
  mandate_date_invalid: "Please choose a valid journey date",
  mandate_class_invalid: "Please choose a valid class",
  mandate_quota_invalid:
    "Only a Tatkal (TQ) or Premium Tatkal (PT) booking can be authorised ahead of its opening",
  mandate_passengers_invalid:
    "A Tatkal booking has 1 to {max} passengers ({adults} with a berth, and up to {infants} infants without one)",
  tatkal_not_in_class: "Tatkal is not available in {classCode}",
  tatkal_aadhaar_required: TATKAL_AADHAAR_REQUIRED,
  mandate_tatkal_open:
    "Tatkal booking for this journey opened at {opensAt}: it can no longer be authorised ahead. Please book it on the booking site",
  mandate_password_wrong: "Wrong password for User ID {userId}. {attemptsLeft} attempt(s) left",
  mandate_locked:
    "Too many wrong passwords or OTPs. Please ask for a new Aadhaar OTP and try again",
  mandate_not_found: "This authorisation was not found",
  mandate_expired: "This authorisation has expired: it was valid until an hour after Tatkal opened",
  mandate_used: "This authorisation was already used for another booking",
  mandate_mismatch: "This booking is not the one authorised ahead: {difference}",
  [ErrorCode.password_reset_tatkal_not_allowed]:
    ERROR_MESSAGES[ErrorCode.password_reset_tatkal_not_allowed],
} as const;

export type AccountRefusalReason = keyof typeof ACCOUNT_REFUSALS;

/** The spec's more precise user-ID messages (§5), used under `user_id_invalid`. */
export const USER_ID_MESSAGES = {
  invalid: ACCOUNT_REFUSALS.user_id_invalid,
  length: "Please enter a valid User ID. An IRCTC User ID is 3 to 35 characters long",
  characters:
    "Please enter a valid User ID. An IRCTC User ID can only contain alphabets, numbers and ‘_’",
} as const;

/** What the UI shows after an OTP or a reset link went out (spec "Login texts"). */
export const ACCOUNT_NOTICES = {
  otpSent: "A 6 digit OTP was sent to {to}",
  mobileVerified: "Your mobile number has been verified",
  emailVerified: "Your email address has been verified",
  holderProved: "Your mobile number and email address are verified",
  resetLinkSent: "Password reset link has been sent to Email address.",
  userIdSent: "If a railway account uses {to}, its User ID has been sent there",
  passwordChanged: "Your password has been changed",
  aadhaarOtpSent: "A 6 digit OTP was sent to {to}, the mobile number linked with your Aadhaar",
  aadhaarOtpResent: "A new 6 digit OTP was sent to the mobile number linked with your Aadhaar",
  aadhaarAuthenticated: "Aadhaar authenticated: {masked}",
} as const;

/** The partner error a reason maps to, when the catalogue has one. */
const ERROR_CODES: Partial<Record<AccountRefusalReason, ErrorCodeType>> = {
  [ErrorCode.password_reset_tatkal_not_allowed]: ErrorCode.password_reset_tatkal_not_allowed,
};

export type AccountRefusal<R extends AccountRefusalReason = AccountRefusalReason> =
  RailwayRefusal & { reason: R };

/** Replaces `{name}` in a template by `values.name`. */
export function fill(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}

/**
 * The refusal for a reason, its message from the table with placeholders
 * filled; `message` overrides the table's text (the precise user-ID texts).
 */
export function accountRefusal<R extends AccountRefusalReason>(
  reason: R,
  values?: Record<string, string | number>,
  message?: string,
): AccountRefusal<R> {
  const errorCode = ERROR_CODES[reason];
  const text = message ?? fill(ACCOUNT_REFUSALS[reason], values);
  return errorCode === undefined
    ? { ok: false, reason, message: text }
    : { ok: false, reason, message: text, errorCode };
}
