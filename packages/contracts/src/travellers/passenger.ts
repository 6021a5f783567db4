import { type IsoDate, isIsoDate } from "@safar/domain/ist";
import {
  BERTH_CODES,
  type BerthCode,
  DEFAULT_BERTH,
  DEFAULT_FOOD,
  FOOD_CODES,
  type FoodCode,
  GENDERS,
  type Gender,
  LIMITS,
} from "../code-tables.ts";
import {
  type FieldCheck,
  type FieldsCheck,
  fail,
  fillMessage,
  TRAVELLER_MESSAGES as M,
  pass,
} from "./messages.ts";

/**
 * One passenger of the traveller-details form (spec §3 "passenger", §5
 * "Passenger name", "Age and gender", "Passport", "Date of birth"). Pure: the
 * date "today" (IST, `YYYY-MM-DD`) is always an argument.
 *
 * Decisions:
 * - Name: ends trimmed, then 3 to 35 characters of English letters, hyphens
 *   and commas, words separated by one space, starting with a letter.
 *   Empty: 'Please enter a valid Full Name'; anything else wrong: the IRCTC
 *   rule message with min 3 and max 35. Two spaces in a row are refused, not
 *   collapsed (the spec allows "single spaces").
 * - Age: a whole number 0 to 125 (a number, or digits in a string); over 125
 *   gives 'Age should be less than or equal to 125 years.', anything else not
 *   a whole number 'Please enter a valid Age'.
 * - Gender: Male, Female or Transgender, read case-insensitively.
 * - Nationality: absent means India; 'India' (any case) becomes `IN`; else a
 *   two-letter country code, upper-cased. A passenger not `IN` is a foreign
 *   national and must give a passport number and a date of birth; for an
 *   Indian national both are ignored (dropped from the value).
 * - Passport: trimmed and upper-cased, then letters and digits only
 *   ('Please enter a valid Passport Number'), 6 to 15 of them (our numbers:
 *   Indian passports have 8 characters, other countries' 6 to 9, with room
 *   for longer national formats; spec §5 gives no values).
 * - Date of birth: day, month, year (an object, 'DD/MM/YYYY' or the
 *   'YYYY-MM-DD' a date input posts); day 1–31, month 1–12, a real calendar
 *   date. Our reading of "years from 11 up to 125 before today": the date lies
 *   between today 125 years ago and today 11 years ago, both included, i.e.
 *   the passenger is at least 11 and at most 125 (a 29 February birthday
 *   counts from 28 February in other years). Without `today` (the Zod
 *   schemas, which cannot know the date) only the calendar is checked.
 * - Category (facts §5, §7): under 5 `infant`, 5–11 `child`, 60 and over
 *   `senior`, otherwise `adult`. Senior is one age for everyone (ours: the
 *   old 60/58 concession ages are suspended and the lower-berth ages differ
 *   by rule; the category here only labels the passenger).
 * - An infant travels without a berth and without a meal: berth `NB`, food
 *   `D`, whatever was chosen (spec §3 category "infant"; facts §5 under 5
 *   free without berth — this product does not sell an under-5 a berth).
 * - Berth: absent means `NP`; otherwise one of the berth codes. Food: absent
 *   means not chosen yet (the party rules decide whether it must be); a value
 *   must be one of the food codes.
 */

export const INDIA = "IN";
export const NAME_MIN = LIMITS.nameMinLength;
export const NAME_MAX = LIMITS.nameMaxLength;
export const MAX_AGE = LIMITS.maxAge;
export const PASSPORT_MIN = LIMITS.passportMinLength;
export const PASSPORT_MAX = LIMITS.passportMaxLength;
export const DOB_MIN_AGE = LIMITS.dobMinAgeYears;
export const NO_BERTH: BerthCode = "NB";

const NAME_SHAPE = /^[A-Za-z][A-Za-z,-]*(?: [A-Za-z,-]+)*$/;
const PASSPORT_CHARACTERS = /^[A-Z0-9]+$/;
const DIGITS = /^\d+$/;

export type PassengerCategory = "infant" | "child" | "adult" | "senior";

/** A calendar date as the form holds it (spec §3: dob as day/month/year). */
export interface DateParts {
  day: number;
  month: number;
  year: number;
}

/** What a form or client sends for one passenger; every field as typed. */
export interface PassengerInput {
  name?: unknown;
  age?: unknown;
  gender?: unknown;
  nationality?: unknown;
  passport?: unknown;
  dob?: unknown;
  berth?: unknown;
  food?: unknown;
}

/** A passenger that passed every rule, normalised. */
export interface Passenger {
  name: string;
  age: number;
  gender: Gender;
  /** ISO 3166 two-letter code; `IN` for India. */
  nationality: string;
  /** Foreign nationals only. */
  passport?: string;
  /** Foreign nationals only. */
  dob?: DateParts;
  berth: BerthCode;
  /** Undefined until chosen; the party rules fill it. */
  food?: FoodCode;
  category: PassengerCategory;
}

export interface PassengerOptions {
  /** Today in IST, `YYYY-MM-DD`; needed for the date-of-birth window. */
  today?: IsoDate;
}

const text = (value: unknown): string =>
  typeof value === "string" ? value.trim() : typeof value === "number" ? String(value) : "";

// ── Name ─────────────────────────────────────────────────────────────────────

export const nameRuleMessage = (): string =>
  fillMessage(M.nameRule, { min: NAME_MIN, max: NAME_MAX });

export function checkName(value: unknown): FieldCheck<string> {
  const name = typeof value === "string" ? value.trim() : "";
  if (name === "") return fail(M.nameRequired);
  if (name.length < NAME_MIN || name.length > NAME_MAX || !NAME_SHAPE.test(name)) {
    return fail(nameRuleMessage());
  }
  return pass(name);
}

// ── Age, gender, category ────────────────────────────────────────────────────

export function checkAge(value: unknown): FieldCheck<number> {
  let age: number;
  if (typeof value === "number") {
    age = value;
  } else {
    const typed = text(value);
    if (!DIGITS.test(typed)) return fail(M.ageInvalid);
    age = Number(typed);
  }
  if (!Number.isInteger(age) || age < 0) return fail(M.ageInvalid);
  if (age > MAX_AGE) return fail(fillMessage(M.ageMax, { maxAge: MAX_AGE }));
  return pass(age);
}

export function checkGender(value: unknown): FieldCheck<Gender> {
  const typed = text(value).toLowerCase();
  const gender = GENDERS.find((g) => g.toLowerCase() === typed);
  return gender ? pass(gender) : fail(M.genderRequired);
}

export function passengerCategory(age: number): PassengerCategory {
  if (age < LIMITS.childAgeThreshold) return "infant";
  if (age < LIMITS.adultMinAge) return "child";
  if (age >= LIMITS.seniorMinAge) return "senior";
  return "adult";
}

// ── Nationality and passport ─────────────────────────────────────────────────

/** `IN` for absent, empty or 'India' (any case); a two-letter code upper-cased; else undefined. */
export function normaliseNationality(value: unknown): string | undefined {
  if (value === undefined || value === null) return INDIA;
  const typed = text(value);
  if (typed === "" || typed.toLowerCase() === "india") return INDIA;
  return /^[A-Za-z]{2}$/.test(typed) ? typed.toUpperCase() : undefined;
}

export function checkNationality(value: unknown): FieldCheck<string> {
  const nationality = normaliseNationality(value);
  return nationality ? pass(nationality) : fail(M.nationalityInvalid);
}

export function checkPassport(value: unknown): FieldCheck<string> {
  const passport = text(value).toUpperCase();
  if (passport === "" || !PASSPORT_CHARACTERS.test(passport)) return fail(M.passportInvalid);
  if (passport.length < PASSPORT_MIN || passport.length > PASSPORT_MAX) {
    return fail(fillMessage(M.passportLength, { min: PASSPORT_MIN, max: PASSPORT_MAX }));
  }
  return pass(passport);
}

// ── Date of birth ────────────────────────────────────────────────────────────

const pad = (n: number, width: number): string => String(n).padStart(width, "0");

export const datePartsToIso = (d: DateParts): IsoDate =>
  `${pad(d.year, 4)}-${pad(d.month, 2)}-${pad(d.day, 2)}`;

function wholeNumber(value: unknown): number | undefined {
  if (typeof value === "number") return Number.isInteger(value) ? value : undefined;
  const typed = text(value);
  return DIGITS.test(typed) ? Number(typed) : undefined;
}

/**
 * Day, month and year from `{ day, month, year }`, 'DD/MM/YYYY' (split on
 * '/', spec §5) or 'YYYY-MM-DD'; undefined when a part is missing or not a
 * whole number. The parts are not range-checked here.
 */
export function parseDateParts(value: unknown): DateParts | undefined {
  let parts: unknown[];
  if (typeof value === "string") {
    const typed = value.trim();
    const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(typed);
    parts = iso ? [iso[3], iso[2], iso[1]] : typed.split("/");
    if (parts.length !== 3) return undefined;
  } else if (typeof value === "object" && value !== null) {
    const o = value as Record<string, unknown>;
    parts = [o.day, o.month, o.year];
  } else {
    return undefined;
  }
  const [day, month, year] = parts.map(wholeNumber);
  if (day === undefined || month === undefined || year === undefined) return undefined;
  return { day, month, year };
}

/** The same calendar day `years` earlier; 29 February becomes 28 February in a common year. */
export function yearsBefore(date: IsoDate, years: number): IsoDate {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const candidate = datePartsToIso({ year: y - years, month: m, day: d });
  return isIsoDate(candidate) ? candidate : datePartsToIso({ year: y - years, month: m, day: 28 });
}

/** The earliest and latest date of birth allowed on `today` (both included). */
export function dobWindow(today: IsoDate): { earliest: IsoDate; latest: IsoDate } {
  if (!isIsoDate(today)) throw new RangeError(`Not a calendar date: ${today}`);
  return { earliest: yearsBefore(today, MAX_AGE), latest: yearsBefore(today, DOB_MIN_AGE) };
}

export function checkDob(value: unknown, today?: IsoDate): FieldCheck<DateParts> {
  const dob = parseDateParts(value);
  if (!dob) return fail(M.dobInvalid);
  const { day, month, year } = dob;
  if (day < 1 || day > 31 || month < 1 || month > 12 || year < 1 || year > 9999) {
    return fail(M.dobInvalid);
  }
  const iso = datePartsToIso(dob);
  if (!isIsoDate(iso)) return fail(M.dobInvalid);
  if (today !== undefined) {
    const { earliest, latest } = dobWindow(today);
    if (iso < earliest || iso > latest) return fail(M.dobInvalid);
  }
  return pass(dob);
}

// ── Berth and food ───────────────────────────────────────────────────────────

export function checkBerth(value: unknown): FieldCheck<BerthCode> {
  const typed = text(value).toUpperCase();
  if (typed === "") return pass(DEFAULT_BERTH);
  const berth = BERTH_CODES.find((b) => b === typed);
  return berth ? pass(berth) : fail(M.berthInvalid);
}

/** Undefined when nothing is chosen; one of the food codes otherwise. */
export function checkFood(value: unknown): FieldCheck<FoodCode | undefined> {
  const typed = text(value).toUpperCase();
  if (typed === "") return pass(undefined);
  const food = FOOD_CODES.find((f) => f === typed);
  return food ? pass(food) : fail(M.foodRequired);
}

// ── The whole passenger ──────────────────────────────────────────────────────

/**
 * Every rule of one passenger. Errors are keyed by field: `name`, `age`,
 * `gender`, `nationality`, `passport`, `dob`, `berth`, `food`.
 */
export function validatePassenger(
  input: PassengerInput,
  options: PassengerOptions = {},
): FieldsCheck<Passenger> {
  const fields: Record<string, string> = {};
  const take = <T>(key: string, check: FieldCheck<T>): T | undefined => {
    if (check.ok) return check.value;
    fields[key] = check.message;
    return undefined;
  };

  const name = take("name", checkName(input.name));
  const age = take("age", checkAge(input.age));
  const gender = take("gender", checkGender(input.gender));
  const nationality = take("nationality", checkNationality(input.nationality));
  const foreign = nationality !== undefined && nationality !== INDIA;
  const passport = foreign ? take("passport", checkPassport(input.passport)) : undefined;
  const dob = foreign ? take("dob", checkDob(input.dob, options.today)) : undefined;
  let berth = take("berth", checkBerth(input.berth));
  let food = take("food", checkFood(input.food));

  if (
    Object.keys(fields).length > 0 ||
    name === undefined ||
    age === undefined ||
    gender === undefined ||
    nationality === undefined ||
    berth === undefined
  ) {
    return { ok: false, fields };
  }
  const category = passengerCategory(age);
  if (category === "infant") {
    berth = NO_BERTH;
    food = DEFAULT_FOOD;
  }
  return {
    ok: true,
    value: {
      name,
      age,
      gender,
      nationality,
      ...(passport !== undefined ? { passport } : {}),
      ...(dob !== undefined ? { dob } : {}),
      berth,
      ...(food !== undefined ? { food } : {}),
      category,
    },
  };
}
