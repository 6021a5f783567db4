import { z } from "zod";

/**
 * The one building block of every string a client sends (targets R4): each
 * input schema's string field starts from `inputText()` (or, where line
 * breaks belong, `multilineInputText()`), so control characters, NUL and
 * broken UTF-16 are refused with a clear 400 before any rule, service or
 * database sees them. PostgreSQL cannot store NUL at all, and a line break in
 * a single-line value is never typed in a form field.
 *
 * Refused by `inputText()`: Unicode control characters (U+0000–U+001F,
 * U+007F–U+009F: NUL, tab, line feed, carriage return, escape…), the line and
 * paragraph separators U+2028 and U+2029, and lone surrogates (text that is
 * not well-formed UTF-16). `multilineInputText()` allows tab, line feed and
 * carriage return.
 */

export const TEXT_MESSAGES = {
  /** A single-line field holding a line break, a tab or another hidden character. */
  singleLine: "Please remove line breaks, tabs and other hidden characters",
  /** A multi-line field holding a hidden character other than a line break or a tab. */
  multiLine: "Please remove hidden characters",
} as const;

const SINGLE_LINE_REFUSED = /[\p{Cc}\u2028\u2029]/u;
const MULTI_LINE_REFUSED = /[[\p{Cc}\u2028\u2029]--[\t\n\r]]/v;

/** True when a single-line value holds a character `inputText()` refuses. */
export function hasHiddenCharacters(value: string): boolean {
  return SINGLE_LINE_REFUSED.test(value) || !value.isWellFormed();
}

/** True when a multi-line value holds a character `multilineInputText()` refuses. */
export function hasHiddenCharactersMultiLine(value: string): boolean {
  return MULTI_LINE_REFUSED.test(value) || !value.isWellFormed();
}

// One instance of each check, so that a test can tell a string built here from any other.
// It comes first, so its message is a field's first (the one shown). Not `abort`: in a
// union (`inputText().or(z.number())`) an aborted option would hide this message.
const singleLine = z.refine<string>((value) => !hasHiddenCharacters(value), {
  message: TEXT_MESSAGES.singleLine,
});
const multiLine = z.refine<string>((value) => !hasHiddenCharactersMultiLine(value), {
  message: TEXT_MESSAGES.multiLine,
});

/** A single-line string from a client; chain the field's own rules (`.trim().max(60)`). */
export function inputText(params?: Parameters<typeof z.string>[0]): z.ZodString {
  return z.string(params).check(singleLine);
}

/** A string from a client that may hold line breaks and tabs (a stack trace, a note). */
export function multilineInputText(params?: Parameters<typeof z.string>[0]): z.ZodString {
  return z.string(params).check(multiLine);
}

/** Whether a Zod string schema was built by `inputText()` or `multilineInputText()` (for tests). */
export function isInputText(schema: z.ZodString): boolean {
  const checks = schema._zod.def.checks ?? [];
  return checks.includes(singleLine) || checks.includes(multiLine);
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/** An instant from a client: ISO 8601 date and time with its offset, e.g. `2026-11-26T08:15:00+05:30`. */
export function isoInstantText(message = "Send a date and time with its offset (ISO 8601)") {
  return inputText().refine(
    (value) => ISO_INSTANT.test(value) && !Number.isNaN(Date.parse(value)),
    message,
  );
}
