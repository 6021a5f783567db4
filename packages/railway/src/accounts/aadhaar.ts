/**
 * The Aadhaar number as the railway's e-KYC page takes it (simulated UIDAI):
 * 12 digits, spaces between groups allowed, not starting with 0 or 1, the
 * last digit a Verhoeff check digit over the other eleven (UIDAI's published
 * scheme). Only the last four digits ever leave this check: the number itself
 * is never stored, logged or shown again. Pure functions.
 */
import type { AccountRefusal } from "./refusals.ts";
import { accountRefusal } from "./refusals.ts";

export const AADHAAR_DIGITS = 12;

/** The field's `maxlength`: 12 digits with spaces between the groups, and some slack. */
export const AADHAAR_FIELD_MAX = 20;

// Verhoeff's tables: multiplication in the dihedral group D5, the position
// permutation (p[i] = p[1]^i) and the inverse.
const D: readonly (readonly number[])[] = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];
const P: readonly (readonly number[])[] = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];
const INV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9] as const;

const at = (table: readonly (readonly number[])[], i: number, j: number): number =>
  table[i]?.[j] ?? 0;

/** Verhoeff's running check over a digit string (0 when a check digit ends it rightly). */
function verhoeffCheck(digits: string, withCheckDigit: boolean): number {
  let c = 0;
  const n = digits.length;
  for (let i = 0; i < n; i++) {
    const digit = Number(digits[n - 1 - i]);
    c = at(D, c, at(P, (i + (withCheckDigit ? 0 : 1)) % 8, digit));
  }
  return c;
}

/** Whether the last digit of `digits` is the Verhoeff check digit of the others. */
export function verhoeffValid(digits: string): boolean {
  return /^\d+$/.test(digits) && verhoeffCheck(digits, true) === 0;
}

/** The Verhoeff check digit to append to `digits` (tests build valid numbers with it). */
export function verhoeffDigit(digits: string): number {
  return INV[verhoeffCheck(digits, false)] ?? 0;
}

export type AadhaarCheck =
  | { ok: true; last4: string }
  | AccountRefusal<
      | "aadhaar_required"
      | "aadhaar_characters"
      | "aadhaar_length"
      | "aadhaar_first_digit"
      | "aadhaar_checksum"
    >;

/**
 * Checks a typed Aadhaar number: empty; anything but digits and spaces
 * (letters, hyphens, other scripts' digits); not 12 digits (the count said);
 * a leading 0 or 1; a wrong check digit. The answer keeps the last four
 * digits only.
 */
export function checkAadhaarNumber(typed: string): AadhaarCheck {
  const trimmed = typed.trim();
  if (trimmed === "") return accountRefusal("aadhaar_required");
  if (!/^[0-9 ]+$/.test(trimmed)) return accountRefusal("aadhaar_characters");
  const digits = trimmed.replace(/ +/g, "");
  if (digits.length !== AADHAAR_DIGITS) {
    return accountRefusal("aadhaar_length", { count: digits.length });
  }
  if (digits.startsWith("0") || digits.startsWith("1")) {
    return accountRefusal("aadhaar_first_digit");
  }
  if (!verhoeffValid(digits)) return accountRefusal("aadhaar_checksum");
  return { ok: true, last4: digits.slice(-4) };
}

/** `1234` → `XXXX XXXX 1234`, the only way the railway shows an Aadhaar number. */
export function maskAadhaar(last4: string): string {
  return `XXXX XXXX ${last4}`;
}
