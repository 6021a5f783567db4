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
import { parseTravellerFormIntent } from "./form-intent.ts";
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

// ── The posted form ──────────────────────────────────────────────────────────

/** One posted text field, as typed; anything else (a nested object) reads as absent. */
const postedText = z.string().optional().catch(undefined);

/** Gaps in a posted list (`passengers[0]`, `passengers[3]`) closed, in index order. */
const postedList = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (v) => (Array.isArray(v) ? v.filter((x) => x !== undefined) : v),
    z.array(item).catch([]),
  );

const PassengerPostSchema = z
  .object({
    name: postedText,
    age: postedText,
    gender: postedText,
    berth: postedText,
    food: postedText,
    nationality: postedText,
    passport: postedText,
    dob: postedText,
  })
  .catch({});

const postedFields = <K extends string>(keys: readonly K[]) =>
  z
    .object(Object.fromEntries(keys.map((k) => [k, postedText])) as Record<K, typeof postedText>)
    .optional()
    .catch(undefined);

/**
 * The traveller-details page's post (`/trains/confirm`), as the form library
 * nests it (`passengers[0].name` → `passengers: [{ name }]`): the button's
 * intent, the page's own fields (rows shown, saved travellers ticked, the
 * railway user ID, "save new travellers", the open saved-traveller edit,
 * the forgot-details and OTP boxes) and the submission's fields as typed.
 * Structure only: each field keeps its text, to be shown again or sent on,
 * and a field of the wrong shape reads as absent; every rule runs where the
 * text is used (`validateTravellerDetails` in the API, the saved-traveller
 * rules for an edit), with the spec's words.
 */
export const TravellerFormPostSchema = z.object({
  intent: postedText.transform(parseTravellerFormIntent),
  rows: postedText.transform((v) => Number(v ?? 1) || 0),
  saved: z
    .preprocess((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]), z.array(z.string()))
    .catch([]),
  railwayUserId: postedText.transform((v) => (v ?? "").trim()),
  saveNew: postedText.transform((v) => v === "on"),
  forgotContact: postedText,
  mobileOtp: postedText,
  emailOtp: postedText,
  edit: postedFields([
    "id",
    "name",
    "age",
    "gender",
    "berth",
    "food",
    "nationality",
    "passport",
    "dob",
  ] as const),
  passengers: postedList(PassengerPostSchema),
  contact: postedFields(["email", "mobile"] as const),
  noFood: postedText,
  autoUpgrade: postedText,
  coachId: postedText,
  lowerBerths: postedText,
  gst: postedFields([
    "gstIn",
    "nameOnGst",
    "flat",
    "street",
    "pin",
    "state",
    "city",
    "area",
  ] as const),
  insuranceOpted: postedText,
  freeCancellationOpted: postedText,
  policyAgreed: postedText,
});

export type TravellerFormPost = z.output<typeof TravellerFormPostSchema>;

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
