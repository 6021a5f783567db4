/**
 * What a railway account's fields must look like (facts.md §7, spec §5):
 * - user ID: 3 to 35 characters, ASCII letters, digits and `_` only, case
 *   sensitive (`Ravi_1` and `ravi_1` are two IDs). Taken as typed — a space,
 *   even a leading one, makes it invalid rather than being trimmed away;
 * - password: 8 to 15 characters with at least one capital letter, one small
 *   letter and one digit (other characters are allowed);
 * - mobile: an Indian mobile number, 10 digits starting 6 to 9, nothing else
 *   (no +91, spaces or leading 0);
 * - email: the spec's "basic pattern" (something@something.tld, no spaces),
 *   at most 254 characters; compared case-insensitively, stored as typed.
 * Lengths count characters (code points), not UTF-16 units. Pure functions.
 */
import { LIMITS } from "@safar/contracts/code-tables";
import { ALLOWED, type RuleResult, refuse } from "../rules/result.ts";
import { ACCOUNT_REFUSALS, USER_ID_MESSAGES } from "./refusals.ts";

export const USER_ID_MIN = LIMITS.railwayUserIdMinLength;
export const USER_ID_MAX = LIMITS.railwayUserIdMaxLength;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 15;
export const EMAIL_MAX = 254;
export const NAME_MAX = 100;

const USER_ID_CHARACTERS = /^[A-Za-z0-9_]+$/;
const MOBILE = /^[6-9]\d{9}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const characters = (value: string): number => [...value].length;

export function checkUserId(userId: string): RuleResult<"user_id_invalid"> {
  if (userId.length === 0) return refuse("user_id_invalid", USER_ID_MESSAGES.invalid);
  const length = characters(userId);
  if (length < USER_ID_MIN || length > USER_ID_MAX) {
    return refuse("user_id_invalid", USER_ID_MESSAGES.length);
  }
  if (!USER_ID_CHARACTERS.test(userId)) {
    return refuse("user_id_invalid", USER_ID_MESSAGES.characters);
  }
  return ALLOWED;
}

export function isValidUserId(userId: string): boolean {
  return checkUserId(userId).ok;
}

export function checkPassword(password: string): RuleResult<"password_weak"> {
  const length = characters(password);
  const strong =
    length >= PASSWORD_MIN &&
    length <= PASSWORD_MAX &&
    /[A-Z]/.test(password) &&
    /[a-z]/.test(password) &&
    /[0-9]/.test(password);
  return strong ? ALLOWED : refuse("password_weak", ACCOUNT_REFUSALS.password_weak);
}

export function isValidMobile(mobile: string): boolean {
  return MOBILE.test(mobile);
}

export function isValidEmail(email: string): boolean {
  return email.length <= EMAIL_MAX && EMAIL.test(email);
}

export function isValidName(name: string): boolean {
  const trimmed = name.trim();
  return trimmed.length > 0 && characters(trimmed) <= NAME_MAX;
}

/** An email or mobile typed in a "forgot user ID" box; null when it is neither. */
export function classifyContact(
  value: string,
): { kind: "email"; email: string } | { kind: "mobile"; mobile: string } | null {
  const trimmed = value.trim();
  if (isValidMobile(trimmed)) return { kind: "mobile", mobile: trimmed };
  if (isValidEmail(trimmed)) return { kind: "email", email: trimmed };
  return null;
}

/** `9876543210` → `98******10`: enough for the user to recognise, not to read. */
export function maskMobile(mobile: string): string {
  return `${mobile.slice(0, 2)}${"*".repeat(Math.max(0, mobile.length - 4))}${mobile.slice(-2)}`;
}

/** `ravi.kumar@example.com` → `r*********@example.com`. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at <= 0) return email;
  const local = email.slice(0, at);
  return `${local.slice(0, 1)}${"*".repeat(local.length - 1)}${email.slice(at)}`;
}
