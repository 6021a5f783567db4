import type { IsoDate } from "@safar/domain/ist";
import { z } from "zod";
import {
  BOARDING_CHANGE_PREFERENCE,
  type BoardingChangePreference,
  LIMITS,
  type QuotaCode,
} from "../code-tables.ts";
import { inputText } from "../text.ts";
import { type Contact, validateContact } from "./contact.ts";
import { type GstDetails, isGstBlank, validateGstDetails } from "./gst.ts";
import { type FieldCheck, fail, TRAVELLER_MESSAGES as M, pass } from "./messages.ts";
import { policyRefusal, validateParty } from "./party.ts";
import { type Passenger, validatePassenger } from "./passenger.ts";

/**
 * The traveller-details submission (spec §2 "Traveller details sections", §3
 * "Traveller/confirm state", §5): the passengers, contact information, the
 * No Food box, additional preferences (auto-upgrade, coach, lower berths),
 * GST details, insurance, free cancellation and the policy box.
 *
 * Two layers:
 * - `TravellerDetailsFormSchema` checks the shape and every rule of a single
 *   field (names, ages, contact, coach, GST, the policy box). It accepts what
 *   a plain HTML form posts: ages and the rest as strings, checkboxes as
 *   "on", "true", "1" or absent (absent is false, so an unticked policy box
 *   is refused). Its output is the input with the flags as booleans.
 * - `validateTravellerDetails(input, context)` runs the schema and then the
 *   rules that need the booking: the date-of-birth window (today), the party
 *   counts (maxima from the API), the quota and the food rules. It returns
 *   the normalised details, or messages keyed by field path
 *   (`passengers.0.name`, `contact.email`, `gst.pin`, `coachId`, `noFood`,
 *   `policyAgreed`) and, for a list-level problem, `passengers` and `message`.
 *
 * Decisions: the coach preference is one letter and a number 1–99 without a
 * leading zero (B2, S10), upper-cased; empty means none. The lower-berth
 * option is one of the boarding-change preferences of spec §3
 * (`twoLowerBerths`, `atLeastOneLowerBerth`) or none. GST is optional: a GST
 * section whose fields are all blank is no GST. Party rules run only once
 * every passenger row is valid (a count message about rows with typos would
 * mislead).
 */

/** Rows beyond this are refused before any rule runs (a bound on the work, not a business limit). */
export const MAX_FORM_ROWS = 20;

const COACH_ID = /^[A-Z][1-9]\d?$/;
const TRUE_WORDS = new Set(["true", "on", "1", "yes"]);
const FALSE_WORDS = new Set(["false", "off", "0", "no", ""]);

const value = z.union([inputText().max(200), z.number()]).optional();

const flag = z
  .union([z.boolean(), inputText().max(10)])
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || typeof v === "boolean") return v === true;
    const word = v.trim().toLowerCase();
    if (TRUE_WORDS.has(word)) return true;
    if (FALSE_WORDS.has(word)) return false;
    ctx.addIssue({ code: "custom", message: "Expected a checkbox value" });
    return z.NEVER;
  });

const PassengerFieldsSchema = z.object({
  name: value,
  age: value,
  gender: value,
  nationality: value,
  passport: value,
  dob: z
    .union([inputText().max(20), z.object({ day: value, month: value, year: value })])
    .optional(),
  berth: value,
  food: value,
});

const ContactFieldsSchema = z.object({ email: value, mobile: value });

const GstFieldsSchema = z.object({
  gstIn: value,
  nameOnGst: value,
  flat: value,
  street: value,
  pin: value,
  state: value,
  city: value,
  area: value,
});

const TravellerDetailsShape = z.object({
  passengers: z.array(PassengerFieldsSchema).max(MAX_FORM_ROWS).default([]),
  contact: ContactFieldsSchema.default({}),
  noFood: flag,
  autoUpgrade: flag,
  coachId: value,
  lowerBerths: value,
  gst: GstFieldsSchema.optional(),
  insuranceOpted: flag,
  freeCancellationOpted: flag,
  policyAgreed: flag,
});

export type TravellerDetailsFormInput = z.input<typeof TravellerDetailsShape>;
export type TravellerDetailsFormFields = z.output<typeof TravellerDetailsShape>;

/** What the booking decides: today (IST) and the train, class and quota's rules. */
export interface TravellerContext {
  today: IsoDate;
  quota: QuotaCode;
  /** The train serves food: each passenger needs a food type, or the No Food box. */
  foodRequired: boolean;
  /** From the API; `LIMITS.maxPassengers` when absent. */
  maxPassengers?: number;
  /** From the API; `LIMITS.maxInfants` when absent. */
  maxInfants?: number;
}

export interface TravellerDetails {
  passengers: Passenger[];
  contact: Contact;
  noFood: boolean;
  autoUpgrade: boolean;
  coachId?: string;
  lowerBerths?: BoardingChangePreference;
  gst?: GstDetails;
  insuranceOpted: boolean;
  freeCancellationOpted: boolean;
  policyAgreed: true;
}

export type TravellerDetailsResult =
  | { ok: true; value: TravellerDetails }
  | { ok: false; fields: Record<string, string>; message?: string };

const text = (v: unknown): string =>
  typeof v === "string" ? v.trim() : typeof v === "number" ? String(v) : "";

/** Undefined for no preference; a letter and a number, upper-cased, e.g. B2. */
export function checkCoachId(v: unknown): FieldCheck<string | undefined> {
  const coach = text(v).toUpperCase();
  if (coach === "") return pass(undefined);
  return COACH_ID.test(coach) ? pass(coach) : fail(M.coachInvalid);
}

export function checkLowerBerths(v: unknown): FieldCheck<BoardingChangePreference | undefined> {
  const typed = text(v);
  if (typed === "") return pass(undefined);
  const option = (Object.keys(BOARDING_CHANGE_PREFERENCE) as BoardingChangePreference[]).find(
    (k) => k === typed,
  );
  return option ? pass(option) : fail(M.lowerBerthsInvalid);
}

/** Every rule over parsed fields; the party rules only with a context. */
function check(
  raw: TravellerDetailsFormFields,
  context: TravellerContext | undefined,
): TravellerDetailsResult {
  const fields: Record<string, string> = {};
  const prefixed = (prefix: string, errors: Record<string, string>): void => {
    for (const [key, message] of Object.entries(errors)) fields[`${prefix}.${key}`] = message;
  };

  const passengers: Passenger[] = [];
  raw.passengers.forEach((p, i) => {
    const checked = validatePassenger(p, context ? { today: context.today } : {});
    if (checked.ok) passengers.push(checked.value);
    else prefixed(`passengers.${i}`, checked.fields);
  });
  const contact = validateContact(raw.contact);
  if (!contact.ok) prefixed("contact", contact.fields);
  const coachId = checkCoachId(raw.coachId);
  if (!coachId.ok) fields.coachId = coachId.message;
  const lowerBerths = checkLowerBerths(raw.lowerBerths);
  if (!lowerBerths.ok) fields.lowerBerths = lowerBerths.message;
  const gst = isGstBlank(raw.gst) || !raw.gst ? undefined : validateGstDetails(raw.gst);
  if (gst && !gst.ok) prefixed("gst", gst.fields);
  const policy = policyRefusal(raw.policyAgreed);
  if (policy) fields.policyAgreed = policy;

  let party: { passengers: Passenger[]; noFood: boolean } | undefined;
  if (context && passengers.length === raw.passengers.length) {
    const checked = validateParty(passengers, { ...context, noFood: raw.noFood });
    if (checked.ok) party = checked.value;
    else Object.assign(fields, checked.fields);
  }

  if (
    Object.keys(fields).length > 0 ||
    !party ||
    !contact.ok ||
    !coachId.ok ||
    !lowerBerths.ok ||
    (gst && !gst.ok)
  ) {
    return fields.passengers === undefined
      ? { ok: false, fields }
      : { ok: false, fields, message: fields.passengers };
  }
  return {
    ok: true,
    value: {
      passengers: party.passengers,
      contact: contact.value,
      noFood: party.noFood,
      autoUpgrade: raw.autoUpgrade,
      ...(coachId.value !== undefined ? { coachId: coachId.value } : {}),
      ...(lowerBerths.value !== undefined ? { lowerBerths: lowerBerths.value } : {}),
      ...(gst?.ok ? { gst: gst.value } : {}),
      insuranceOpted: raw.insuranceOpted,
      freeCancellationOpted: raw.freeCancellationOpted,
      policyAgreed: true,
    },
  };
}

const pathOf = (key: string): (string | number)[] =>
  key.split(".").map((part) => (/^\d+$/.test(part) ? Number(part) : part));

/** The shape and the single-field rules (see the module comment); use `validateTravellerDetails` for the verdict. */
export const TravellerDetailsFormSchema = TravellerDetailsShape.superRefine((raw, ctx) => {
  const result = check(raw, undefined);
  if (result.ok) return;
  for (const [key, message] of Object.entries(result.fields)) {
    ctx.addIssue({ code: "custom", message, path: pathOf(key) });
  }
});

/** Every traveller-details rule (spec §5) for a submission, JSON or parsed from a form. */
export function validateTravellerDetails(
  input: unknown,
  context: TravellerContext,
): TravellerDetailsResult {
  const shape = TravellerDetailsShape.safeParse(input);
  if (!shape.success) {
    const fields: Record<string, string> = {};
    for (const issue of shape.error.issues)
      fields[issue.path.join(".") || "form"] ??= issue.message;
    return { ok: false, fields };
  }
  return check(shape.data, context);
}

// ── Reading a posted form ────────────────────────────────────────────────────

const SEGMENT = /^(?:[A-Za-z_]\w{0,39}|\d{1,2})$/;
const FORBIDDEN = new Set(["__proto__", "prototype", "constructor"]);
const MAX_DEPTH = 4;

type Node = { [key: string]: Node | string };

/** `passengers[0].name`, `passengers.0.name` or `passengers[0][name]` → `["passengers", "0", "name"]`; null if not a plain path. */
function segmentsOf(key: string): string[] | null {
  const segments = key.replace(/\[([^\]]*)\]/g, ".$1").split(".");
  if (segments.length > MAX_DEPTH) return null;
  return segments.every((s) => SEGMENT.test(s) && !FORBIDDEN.has(s)) ? segments : null;
}

/** Objects whose keys are all indices become arrays, in index order (gaps closed). */
function arraysOf(node: Node | string): unknown {
  if (typeof node === "string") return node;
  const keys = Object.keys(node);
  const converted = Object.fromEntries(keys.map((k) => [k, arraysOf(node[k] as Node | string)]));
  if (keys.length > 0 && keys.every((k) => /^\d+$/.test(k))) {
    return keys.sort((a, b) => Number(a) - Number(b)).map((k) => converted[k]);
  }
  return converted;
}

/**
 * The object a plain HTML form posts (URLSearchParams, FormData or any list
 * of `[name, value]`), with `passengers[0].name=…` style names turned into
 * nesting, ready for `validateTravellerDetails`. Strings only (files are
 * skipped); a repeated name keeps its last value (a hidden "false" before a
 * checkbox); names that are not plain paths (`__proto__`, too deep, odd
 * characters) are ignored.
 */
export function parseTravellerDetailsForm(
  form: Iterable<readonly [string, unknown]>,
): Record<string, unknown> {
  const root: Node = {};
  for (const [key, v] of form) {
    if (typeof v !== "string") continue;
    const segments = segmentsOf(key);
    if (!segments) continue;
    let node = root;
    for (const segment of segments.slice(0, -1)) {
      const next = node[segment];
      if (typeof next === "object") node = next;
      else node = node[segment] = {};
    }
    node[segments[segments.length - 1] as string] = v;
  }
  return arraysOf(root) as Record<string, unknown>;
}

/** The form's starting state of its boxes (spec §3: the policy box is ticked). */
export const TRAVELLER_FORM_DEFAULTS = {
  noFood: false,
  autoUpgrade: false,
  insuranceOpted: false,
  freeCancellationOpted: false,
  policyAgreed: true,
  maxPassengers: LIMITS.maxPassengers,
  maxInfants: LIMITS.maxInfants,
} as const;
