/**
 * Every message the traveller-details rules give (spec §5 "Passenger name",
 * "Age and gender", "Passport", "Date of birth", "Contact", "Passenger
 * counts", "Other traveller rules", "GST"), in one table. The spec's messages
 * are copied word for word, punctuation and the curly apostrophe included;
 * the entries marked "ours" are rules the spec states without wording them.
 *
 * `{min}`, `{max}`, `{maxAge}` and `{n}` are placeholders, filled by
 * `fillMessage`. A module of its own, without Zod, so a form can show the
 * wording without carrying the rules.
 */
import { ERROR_MESSAGES } from "../errors.ts";

export const TRAVELLER_MESSAGES = {
  // ── Passenger ─────────────────────────────────────────────────────────────
  nameRequired: "Please enter a valid Full Name",
  /** Length or characters wrong; filled with the name limits (3 and 35). */
  nameRule:
    "As per IRCTC rules, traveller name should be between {min} and {max} and only character.",
  ageInvalid: "Please enter a valid Age",
  ageMax: "Age should be less than or equal to {maxAge} years.",
  genderRequired: "Please select your gender",
  passportInvalid: "Please enter a valid Passport Number",
  /** Ours: the spec has a minimum and maximum length but no message for them. */
  passportLength: "Passport Number should be {min} to {max} letters or digits",
  dobInvalid: "Please enter a valid date of birth",
  /** Ours: a nationality that is neither India nor a two-letter country code. */
  nationalityInvalid: "Please select a valid nationality",
  /** Ours: a berth preference that is not one of the berth codes. */
  berthInvalid: "Please select a valid berth preference",

  // ── Contact ───────────────────────────────────────────────────────────────
  emailInvalid: "Please enter a valid email address",
  /** Ours: the spec gives the rule (10 digits starting 1 to 9), not a message. */
  mobileInvalid: "Please enter a valid 10 digit mobile number",
  // The sign-in's wording lives in the error catalogue; these are the same entries.
  loginIdentifierInvalid: ERROR_MESSAGES.login_identifier_invalid,
  mobileOtpRequired: ERROR_MESSAGES.mobile_otp_required,
  emailOtpRequired: ERROR_MESSAGES.email_otp_required,
  /** Ours (the same words as the railway accounts and the sign-in): an OTP that is not 6 digits. */
  otpInvalid: ERROR_MESSAGES.otp_format,

  // ── Passenger counts ──────────────────────────────────────────────────────
  maxLimitReached: "Cannot add more passenger. Max limit reached",
  maxPassengers: "You can only add {n} passengers",
  maxInfants: "You can only add {n} infants",
  noTraveller: "Please add at least one traveller to continue",
  onlyInfants: "Please add adult passenger, only infant not allowed",
  /**
   * Spec §5 "Other traveller rules", its sentence word for word (the spec
   * quotes no message for it): men and transgender passengers of 12 and over.
   */
  ladiesQuota: "The ladies quota rejects adult male or transgender passengers.",

  // ── Food, options, policy ─────────────────────────────────────────────────
  /**
   * Spec §5 "Other traveller rules", word for word (the spec quotes no message
   * for these): the train serves food and this passenger has no meal chosen…
   */
  foodRequired: "Food type must be chosen for the train.",
  /** …and No Food chosen for some passengers but not all. */
  noFoodAllOrNone: "The no-food checkbox applies to all passengers or to none.",
  /** Ours: the coach preference is a letter plus a number (spec §5 "Lookups and inputs"). */
  coachInvalid: "Please enter a coach as a letter followed by a number, e.g. B2",
  /** Ours: the berth-allotment option is not one of the two known. */
  lowerBerthsInvalid: "Please select a valid lower berth option",
  /** Ours: the cancellation and refund policy box is not ticked. */
  policyRequired: "Please agree to the cancellation and refund policy to continue",
  savedTravellersLogin: "Please login to view saved traveller’s list",

  // ── GST ───────────────────────────────────────────────────────────────────
  gstNumberInvalid: "Please enter a valid GST Number",
  companyNameInvalid: "Please enter a valid Company Name",
  flatInvalid: "Please enter a valid Building/Flat Number",
  streetInvalid: "Please enter a valid Street/Area/Road Name",
  gstSpecialCharacters: "Special characters like &, /, #, comma, etc. are not allowed",
  pincodeRequired: "Please enter a valid Pincode",
  pincodeInvalid: "Please enter a valid 6-digit Pincode",
  cityInvalid: "Please enter a valid city.",
  areaInvalid: "Please enter a valid Area",
} as const;

export type TravellerMessageKey = keyof typeof TRAVELLER_MESSAGES;
export type TravellerMessage = (typeof TRAVELLER_MESSAGES)[TravellerMessageKey];

/** The placeholder names of a template: `"{min} to {max}"` → `"min" | "max"`. */
export type Placeholders<T extends string> = T extends `${string}{${infer Name}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;

/**
 * A template with its placeholders filled: `fillMessage("You can only add {n} infants", { n: 2 })`.
 * A placeholder without a value is left as written.
 */
export function fillMessage<T extends string>(
  template: T,
  values: Readonly<Record<Placeholders<T>, string | number>>,
): string {
  const given = values as Readonly<Record<string, string | number>>;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(given, name) ? String(given[name]) : whole,
  );
}

/** One field's verdict: its cleaned value, or the message to show under it. */
export type FieldCheck<T> = { ok: true; value: T } | { ok: false; message: string };

/** Several fields' verdict: the cleaned value, or a message per field key. */
export type FieldsCheck<T> = { ok: true; value: T } | { ok: false; fields: Record<string, string> };

export const pass = <T>(value: T): FieldCheck<T> => ({ ok: true, value });
export const fail = (message: string): FieldCheck<never> => ({ ok: false, message });
