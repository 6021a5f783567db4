import type { IsoDate } from "@safar/domain/ist";
import { z } from "zod";
import {
  BERTH_CODES,
  type BerthCode,
  BerthCodeSchema,
  DEFAULT_BERTH,
  DEFAULT_FOOD,
  FOOD_CODES,
  type FoodCode,
  FoodCodeSchema,
  GenderSchema,
  LIMITS,
} from "../code-tables.ts";
import { inputText } from "../text.ts";
import { type FieldsCheck, TRAVELLER_MESSAGES as M } from "./messages.ts";
import {
  checkAge,
  checkGender,
  type DateParts,
  normaliseNationality,
  type PassengerInput,
  parseDateParts,
  validatePassenger,
} from "./passenger.ts";

/**
 * Saved travellers of a logged-in user (spec §3 "saved passenger", §4 "Saved
 * passengers", §5 "Other traveller rules").
 *
 * Decisions:
 * - Ids are opaque strings (1–64 characters); the list order is the order
 *   shown, the default traveller first.
 * - "The chosen user is moved to id 1 and made default": read as position 1.
 *   `chooseTraveller` puts the chosen traveller first and flags it default;
 *   the others keep their order and lose the flag. Ids are never renumbered
 *   (they are the keys the API and the selected list use).
 * - "Edits for a missing person are added to the front": `applyTravellerEdit`
 *   replaces a traveller in place by id, or puts an unknown one first. A
 *   default edit takes the flag from the others (one default at most).
 *   `removeTraveller` drops one by id. All three return new arrays and work on
 *   any list of `{ id, isDefault }`, so the caller applies the same change to
 *   the saved list and to the selected list (spec §4).
 * - Normalising a stored record (`normaliseSavedTraveller`): a berth or food
 *   not among the options the train offers (or not a known code) becomes NP or
 *   D; 'India' becomes IN; a 'DD/MM/YYYY' date of birth is split on '/' into
 *   day, month, year; a record without a readable id, name, age or gender is
 *   dropped (null).
 * - Logged-out users get 'Please login to view saved traveller’s list'.
 */

const DatePartsSchema = z.object({
  day: z.number().int().min(1).max(31),
  month: z.number().int().min(1).max(12),
  year: z.number().int().min(1).max(9999),
});

/** A saved traveller as the API sends it. */
export const SavedTravellerSchema = z.object({
  id: z.string().min(1).max(64),
  /** Checked by the name rule when saved; not judged again on the way out. */
  name: z.string().min(1).max(100),
  age: z.number().int().min(0).max(LIMITS.maxAge),
  gender: GenderSchema,
  berth: BerthCodeSchema,
  food: FoodCodeSchema,
  /** Two-letter country code, IN for India. */
  nationality: z.string().min(2).max(60),
  passport: z.string().max(40).optional(),
  dob: DatePartsSchema.optional(),
  isDefault: z.boolean(),
});
export type SavedTraveller = z.output<typeof SavedTravellerSchema>;

const field = z.union([inputText().max(200), z.number()]).optional();

/** The body that creates (no id) or edits (with id) a saved traveller, as typed in the form. */
const SavedTravellerInputShape = z.object({
  id: inputText().trim().min(1).max(64).optional(),
  name: inputText().max(200).optional(),
  age: field,
  gender: inputText().max(20).optional(),
  berth: inputText().max(4).optional(),
  food: inputText().max(4).optional(),
  nationality: inputText().max(60).optional(),
  passport: inputText().max(40).optional(),
  dob: z
    .union([inputText().max(20), z.object({ day: field, month: field, year: field })])
    .optional(),
  isDefault: z.boolean().optional(),
});
export type SavedTravellerInputRaw = z.input<typeof SavedTravellerInputShape>;

/** A checked create or edit: the passenger rules applied, food defaulting to D. */
export type SavedTravellerInput = Omit<SavedTraveller, "id"> & { id?: string };

function toSavedTravellerInput(
  raw: z.output<typeof SavedTravellerInputShape>,
  today: IsoDate | undefined,
): FieldsCheck<SavedTravellerInput> {
  const checked = validatePassenger(raw as PassengerInput, today === undefined ? {} : { today });
  if (!checked.ok) return checked;
  const { category: _category, food, ...passenger } = checked.value;
  return {
    ok: true,
    value: {
      ...(raw.id !== undefined ? { id: raw.id } : {}),
      ...passenger,
      food: food ?? DEFAULT_FOOD,
      isDefault: raw.isDefault ?? false,
    },
  };
}

/**
 * The create/edit body with every passenger rule that needs no date; the
 * date-of-birth window needs today, so services call
 * `validateSavedTravellerInput` instead.
 */
export const SavedTravellerInputSchema = SavedTravellerInputShape.transform((raw, ctx) => {
  const checked = toSavedTravellerInput(raw, undefined);
  if (checked.ok) return checked.value;
  for (const [key, message] of Object.entries(checked.fields)) {
    ctx.addIssue({ code: "custom", message, path: [key] });
  }
  return z.NEVER;
});

/** Every rule for a create or edit, the date-of-birth window included. Errors keyed by field. */
export function validateSavedTravellerInput(
  input: unknown,
  today: IsoDate,
): FieldsCheck<SavedTravellerInput> {
  const shape = SavedTravellerInputShape.safeParse(input);
  if (!shape.success) {
    const fields: Record<string, string> = {};
    for (const issue of shape.error.issues) {
      const key = issue.path.join(".") || "traveller";
      fields[key] ??= issue.message;
    }
    return { ok: false, fields };
  }
  return toSavedTravellerInput(shape.data, today);
}

// ── Reading stored records ───────────────────────────────────────────────────

/** A saved traveller as stored or sent by an older service, under the spec's field names. */
export interface StoredTraveller {
  id?: string | number | null;
  person_id?: string | number | null;
  name?: string | null;
  age?: string | number | null;
  gender?: string | null;
  berth?: string | null;
  trains_berth?: string | null;
  food?: string | null;
  trains_food?: string | null;
  nationality?: string | null;
  passport?: string | null;
  dob?: string | { day?: unknown; month?: unknown; year?: unknown } | null;
  isDefault?: boolean | null;
  default?: boolean | null;
}

/** The berth and food codes a train offers; absent means all of them. */
export interface OfferedOptions {
  berths?: readonly BerthCode[];
  foods?: readonly FoodCode[];
}

const trimmed = (value: unknown): string =>
  typeof value === "string" ? value.trim() : typeof value === "number" ? String(value) : "";

export function normaliseSavedTraveller(
  stored: StoredTraveller,
  offered: OfferedOptions = {},
): SavedTraveller | null {
  const id = trimmed(stored.id ?? stored.person_id);
  const name = trimmed(stored.name);
  const age = checkAge(stored.age);
  const gender = checkGender(stored.gender);
  if (id === "" || name === "" || !age.ok || !gender.ok) return null;

  const berthOffered = offered.berths ?? BERTH_CODES;
  const foodOffered = offered.foods ?? FOOD_CODES;
  const typedBerth = trimmed(stored.berth ?? stored.trains_berth).toUpperCase();
  const typedFood = trimmed(stored.food ?? stored.trains_food).toUpperCase();
  const berth = berthOffered.find((b) => b === typedBerth) ?? DEFAULT_BERTH;
  const food = foodOffered.find((f) => f === typedFood) ?? DEFAULT_FOOD;
  const nationality = normaliseNationality(stored.nationality) ?? trimmed(stored.nationality);
  const passport = trimmed(stored.passport);
  const dob = stored.dob ? parseDateParts(stored.dob) : undefined;

  return {
    id,
    name,
    age: age.value,
    gender: gender.value,
    berth,
    food,
    nationality,
    ...(passport ? { passport } : {}),
    ...(dob ? { dob } : {}),
    isDefault: (stored.isDefault ?? stored.default) === true,
  };
}

/** Day, month, year → 'DD/MM/YYYY', the stored form `normaliseSavedTraveller` splits again. */
export function formatDobString(dob: DateParts): string {
  const pad = (n: number, width: number) => String(n).padStart(width, "0");
  return `${pad(dob.day, 2)}/${pad(dob.month, 2)}/${pad(dob.year, 4)}`;
}

// ── Changing the list ────────────────────────────────────────────────────────

interface Listed {
  id: string;
  isDefault: boolean;
}

/** The chosen traveller first and default; the others after it, in order, not default. Unknown id: unchanged. */
export function chooseTraveller<T extends Listed>(list: readonly T[], id: string): T[] {
  const chosen = list.find((t) => t.id === id);
  if (!chosen) return [...list];
  return [
    { ...chosen, isDefault: true },
    ...list.filter((t) => t.id !== id).map((t) => (t.isDefault ? { ...t, isDefault: false } : t)),
  ];
}

/** The edited traveller in its place, or first when the list does not have it. */
export function applyTravellerEdit<T extends Listed>(list: readonly T[], edited: T): T[] {
  const others = edited.isDefault
    ? list.map((t) => (t.isDefault && t.id !== edited.id ? { ...t, isDefault: false } : t))
    : [...list];
  const at = others.findIndex((t) => t.id === edited.id);
  if (at === -1) return [edited, ...others];
  others[at] = edited;
  return others;
}

export function removeTraveller<T extends Listed>(list: readonly T[], id: string): T[] {
  return list.filter((t) => t.id !== id);
}

// ── One entry per person (issue 16) ──────────────────────────────────────────

/** The fields that say who a traveller is. */
export interface TravellerIdentityFields {
  name: string;
  age: number;
  gender: string;
}

/**
 * Who a saved traveller is: the same name (ignoring case and spacing), age
 * and gender is the same person, saved once. Berth, food and the rest are
 * preferences of that person, not another one.
 */
export function travellerIdentity(t: TravellerIdentityFields): string {
  const name = t.name.normalize("NFKC").trim().replace(/\s+/g, " ").toLowerCase();
  return `${name}\u0000${t.age}\u0000${t.gender.trim().toLowerCase()}`;
}

/**
 * The list with each person once: of the entries that are one person, the
 * one named by `keepId` stays (else the first), in its place, default when
 * any of them was (and then moved first, as a chosen default is); the ids of
 * the others are `dropped`.
 */
export function mergeSamePeople<T extends Listed>(
  list: readonly T[],
  identityOf: (t: T) => string,
  keepId?: string,
): { list: T[]; dropped: string[] } {
  const groups = new Map<string, T[]>();
  for (const t of list) {
    const key = identityOf(t);
    const group = groups.get(key);
    if (group) group.push(t);
    else groups.set(key, [t]);
  }
  const dropped: string[] = [];
  const promoted: string[] = [];
  const kept = new Map<string, boolean>();
  for (const group of groups.values()) {
    if (group.length === 1) continue;
    const keep = group.find((t) => t.id === keepId) ?? group[0];
    if (!keep) continue;
    const isDefault = group.some((t) => t.isDefault);
    kept.set(keep.id, isDefault);
    if (isDefault && !keep.isDefault) promoted.push(keep.id);
    for (const t of group) if (t !== keep) dropped.push(t.id);
  }
  const gone = new Set(dropped);
  let out = list
    .filter((t) => !gone.has(t.id))
    .map((t) => (kept.get(t.id) && !t.isDefault ? { ...t, isDefault: true } : t));
  for (const id of promoted) out = chooseTraveller(out, id);
  return { list: out, dropped };
}

/** Why the saved list cannot be shown, or undefined when it can. */
export function savedTravellersRefusal(isLoggedIn: boolean): string | undefined {
  return isLoggedIn ? undefined : M.savedTravellersLogin;
}
