import { LIMITS } from "../code-tables.ts";
import {
  type FieldCheck,
  type FieldsCheck,
  fail,
  TRAVELLER_MESSAGES as M,
  pass,
} from "./messages.ts";

/**
 * GST details of a booking (spec §3 gst_details and "GST source fields read",
 * spec §5 "GST").
 *
 * Decisions:
 * - GST number: trimmed and upper-cased, then the 15-character GSTIN shape:
 *   2-digit state code, 5 letters, 4 digits, a letter (the PAN), an entity
 *   number 1–9 or A–Z, 'Z', a check character. The check character is not
 *   verified (test numbers typed by hand would fail it).
 * - Company name 3–75, building/flat 3–30, street 3–30 characters, ends
 *   trimmed: letters, digits, spaces, '.' and '-' only (ours: the spec's
 *   "special characters like &, /, #, comma, etc." are everything else), with
 *   at least one letter or digit. A refused character gives the
 *   special-characters message; empty, too short or too long, the field's own.
 * - Pincode: empty 'Please enter a valid Pincode'; otherwise 6 digits, the
 *   first 1–9, else 'Please enter a valid 6-digit Pincode'.
 * - City (ours): 2–50 characters, letters, spaces, '.' and '-'. Area (ours):
 *   2–50 characters with a letter. State: optional (filled from the pincode).
 * - The section is optional: `isGstBlank` says every field is empty.
 * - `mergeGstDetails`: details that already have a GST number are kept as
 *   they are; otherwise the sources that carry a GST number are compared by
 *   `last_updated_at` and the newest fills the fields it has (ties: the first
 *   given; a missing or unreadable time counts as oldest). Area and the city
 *   list are not in the sources and are kept.
 */

export const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
export const PINCODE_PATTERN = new RegExp(`^[1-9]\\d{${LIMITS.pincodeLength - 1}}$`);
const PLAIN_CHARACTERS = /^[A-Za-z0-9 .-]+$/;
const HAS_LETTER_OR_DIGIT = /[A-Za-z0-9]/;
const CITY = /^[A-Za-z][A-Za-z .-]*$/;
const PLACE_MIN = 2;
const PLACE_MAX = 50;

const text = (value: unknown): string =>
  typeof value === "string" ? value.trim() : typeof value === "number" ? String(value) : "";

export interface GstInput {
  gstIn?: unknown;
  nameOnGst?: unknown;
  flat?: unknown;
  street?: unknown;
  pin?: unknown;
  state?: unknown;
  city?: unknown;
  area?: unknown;
}

export interface GstDetails {
  gstIn: string;
  nameOnGst: string;
  flat: string;
  street: string;
  pin: string;
  state?: string;
  city: string;
  area: string;
}

export function isValidGstin(value: string): boolean {
  return GSTIN_PATTERN.test(value);
}

export function checkGstin(value: unknown): FieldCheck<string> {
  const gstIn = text(value).toUpperCase();
  return isValidGstin(gstIn) ? pass(gstIn) : fail(M.gstNumberInvalid);
}

function plainText(value: unknown, min: number, max: number, invalid: string): FieldCheck<string> {
  const typed = text(value);
  if (typed === "") return fail(invalid);
  if (!PLAIN_CHARACTERS.test(typed)) return fail(M.gstSpecialCharacters);
  if (typed.length < min || typed.length > max || !HAS_LETTER_OR_DIGIT.test(typed)) {
    return fail(invalid);
  }
  return pass(typed);
}

export const checkCompanyName = (value: unknown): FieldCheck<string> =>
  plainText(
    value,
    LIMITS.gstCompanyNameMinLength,
    LIMITS.gstCompanyNameMaxLength,
    M.companyNameInvalid,
  );

export const checkFlat = (value: unknown): FieldCheck<string> =>
  plainText(value, LIMITS.gstFlatMinLength, LIMITS.gstFlatMaxLength, M.flatInvalid);

export const checkStreet = (value: unknown): FieldCheck<string> =>
  plainText(value, LIMITS.gstStreetMinLength, LIMITS.gstStreetMaxLength, M.streetInvalid);

export function checkPincode(value: unknown): FieldCheck<string> {
  const pin = text(value);
  if (pin === "") return fail(M.pincodeRequired);
  return PINCODE_PATTERN.test(pin) ? pass(pin) : fail(M.pincodeInvalid);
}

export function checkCity(value: unknown): FieldCheck<string> {
  const city = text(value);
  const ok = city.length >= PLACE_MIN && city.length <= PLACE_MAX && CITY.test(city);
  return ok ? pass(city) : fail(M.cityInvalid);
}

export function checkArea(value: unknown): FieldCheck<string> {
  const area = text(value);
  const ok = area.length >= PLACE_MIN && area.length <= PLACE_MAX && /[A-Za-z]/.test(area);
  return ok ? pass(area) : fail(M.areaInvalid);
}

/** True when no GST field holds anything but spaces: the traveller did not fill the section. */
export function isGstBlank(input: GstInput | undefined): boolean {
  if (!input) return true;
  return Object.values(input).every((v) => text(v) === "");
}

/** Every GST field; errors keyed `gstIn`, `nameOnGst`, `flat`, `street`, `pin`, `city`, `area`. */
export function validateGstDetails(input: GstInput): FieldsCheck<GstDetails> {
  const checks = {
    gstIn: checkGstin(input.gstIn),
    nameOnGst: checkCompanyName(input.nameOnGst),
    flat: checkFlat(input.flat),
    street: checkStreet(input.street),
    pin: checkPincode(input.pin),
    city: checkCity(input.city),
    area: checkArea(input.area),
  };
  const fields: Record<string, string> = {};
  for (const [key, check] of Object.entries(checks)) if (!check.ok) fields[key] = check.message;
  const { gstIn, nameOnGst, flat, street, pin, city, area } = checks;
  if (!gstIn.ok || !nameOnGst.ok || !flat.ok || !street.ok || !pin.ok || !city.ok || !area.ok) {
    return { ok: false, fields };
  }
  const state = text(input.state);
  return {
    ok: true,
    value: {
      gstIn: gstIn.value,
      nameOnGst: nameOnGst.value,
      flat: flat.value,
      street: street.value,
      pin: pin.value,
      ...(state ? { state } : {}),
      city: city.value,
      area: area.value,
    },
  };
}

// ── Filling the section from earlier details ────────────────────────────────

/** The GST details the form holds (spec §3 gst_details), any field possibly empty. */
export interface GstFormState {
  gstIn?: string;
  nameOnGst?: string;
  flat?: string;
  street?: string;
  pin?: string;
  state?: string;
  city?: string;
  cities?: string[];
  area?: string;
}

type SourceValue = string | number | null | undefined;

/** GST details as another service sends them, under the field names spec §3 lists. */
export interface GstSource {
  gstin?: SourceValue;
  gst_number?: SourceValue;
  name_on_gst?: SourceValue;
  company_name?: SourceValue;
  flat?: SourceValue;
  street?: SourceValue;
  company_address?: SourceValue;
  city?: SourceValue;
  state?: SourceValue;
  pincode?: SourceValue;
  /** ISO date-time (no zone means IST), epoch milliseconds, or digits of them. */
  last_updated_at?: SourceValue;
}

const first = (...values: SourceValue[]): string | undefined => {
  for (const v of values) {
    const t = text(v);
    if (t !== "") return t;
  }
  return undefined;
};

/** Milliseconds since the epoch; -Infinity when absent or unreadable. Independent of the process's time zone. */
export function sourceTimestamp(value: SourceValue): number {
  if (typeof value === "number") return Number.isFinite(value) ? value : -Infinity;
  const t = text(value);
  if (/^\d+$/.test(t)) return Number(t);
  const local = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?))?$/.exec(t);
  const ms = local
    ? Date.parse(`${local[1]}T${local[2] ?? "00:00"}+05:30`)
    : /^\d{4}-\d{2}-\d{2}T.+(?:Z|[+-]\d{2}:?\d{2})$/.test(t)
      ? Date.parse(t)
      : Number.NaN;
  return Number.isNaN(ms) ? -Infinity : ms;
}

/** The GST number a source carries (gstin or gst_number), if any. */
export const sourceGstin = (source: GstSource): string | undefined =>
  first(source.gstin, source.gst_number)?.toUpperCase();

export function mergeGstDetails(
  current: GstFormState | undefined,
  sources: readonly (GstSource | null | undefined)[],
): GstFormState {
  const base: GstFormState = { ...current };
  if (text(current?.gstIn) !== "") return base;
  let newest: GstSource | undefined;
  let newestAt = -Infinity;
  for (const source of sources) {
    if (!source || sourceGstin(source) === undefined) continue;
    const at = sourceTimestamp(source.last_updated_at);
    if (newest === undefined || at > newestAt) {
      newest = source;
      newestAt = at;
    }
  }
  if (!newest) return base;
  const fromSource: GstFormState = {
    gstIn: sourceGstin(newest),
    nameOnGst: first(newest.name_on_gst, newest.company_name),
    flat: first(newest.flat),
    street: first(newest.street, newest.company_address),
    city: first(newest.city),
    state: first(newest.state),
    pin: first(newest.pincode),
  };
  for (const [key, value] of Object.entries(fromSource) as [keyof GstFormState, string][]) {
    if (value !== undefined) (base as Record<string, unknown>)[key] = value;
  }
  return base;
}
