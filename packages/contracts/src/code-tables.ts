import { OTP_LENGTH } from "@safar/domain/otp-policy";
import { type ClassCode, isAcClass, TRAIN_CLASSES } from "@safar/domain/train-classes";
import { z } from "zod";

/**
 * The code tables of spec §3 and the business constants of spec §9, as typed
 * data. Everything else (forms, the API, the simulated railway) reads codes and
 * limits from here; a Zod enum accompanies each table for parsing input.
 */

// ── Classes ──────────────────────────────────────────────────────────────────

// The table itself (code, name, AC or not) is in @safar/domain/train-classes.
export { type ClassCode, isAcClass, TRAIN_CLASSES };
export const CLASS_CODES = TRAIN_CLASSES.map((c) => c.code) as [ClassCode, ...ClassCode[]];
export const ClassCodeSchema = z.enum(CLASS_CODES);
export const CLASS_NAMES = Object.fromEntries(TRAIN_CLASSES.map((c) => [c.code, c.name])) as Record<
  ClassCode,
  string
>;

/** The classes offered as quick choices on the search form. */
export const POPULAR_CLASSES = [
  "CC",
  "2S",
  "SL",
  "3A",
  "EC",
] as const satisfies readonly ClassCode[];

// ── Quotas ───────────────────────────────────────────────────────────────────

export const QUOTAS = [
  { code: "GN", name: "General" },
  { code: "TQ", name: "Tatkal" },
  { code: "SS", name: "Sr Citizen" },
  { code: "LD", name: "Ladies" },
] as const;

export type QuotaCode = (typeof QUOTAS)[number]["code"];
export const QUOTA_CODES = QUOTAS.map((q) => q.code) as [QuotaCode, ...QuotaCode[]];
export const QuotaCodeSchema = z.enum(QUOTA_CODES);
export const QUOTA_NAMES = Object.fromEntries(QUOTAS.map((q) => [q.code, q.name])) as Record<
  QuotaCode,
  string
>;
export const DEFAULT_QUOTA: QuotaCode = "GN";
export const TATKAL_QUOTA: QuotaCode = "TQ";

// ── Food ─────────────────────────────────────────────────────────────────────

/**
 * Meal choices (spec §3). The spec names the options and fixes D as the
 * default food type (spec §9); the other letters are ours. D is "No Food":
 * a saved passenger whose food choice is not offered on a train falls back to it.
 */
export const FOOD_OPTIONS = [
  { code: "V", name: "Veg" },
  { code: "N", name: "Non veg" },
  { code: "J", name: "Jain Meal" },
  { code: "E", name: "Veg (Diabetic)" },
  { code: "F", name: "Non Veg (Diabetic)" },
  { code: "D", name: "No Food" },
  { code: "X", name: "No preference" },
] as const;

export type FoodCode = (typeof FOOD_OPTIONS)[number]["code"];
export const FOOD_CODES = FOOD_OPTIONS.map((f) => f.code) as [FoodCode, ...FoodCode[]];
export const FoodCodeSchema = z.enum(FOOD_CODES);
export const FOOD_NAMES = Object.fromEntries(FOOD_OPTIONS.map((f) => [f.code, f.name])) as Record<
  FoodCode,
  string
>;
export const DEFAULT_FOOD: FoodCode = "D";

// ── Berths ───────────────────────────────────────────────────────────────────

/** Berth and seat preferences: the berth types printed on tickets plus No berth and No preference. */
export const BERTH_OPTIONS = [
  { code: "LB", name: "Lower" },
  { code: "MB", name: "Middle" },
  { code: "UB", name: "Upper" },
  { code: "SL", name: "Side Lower" },
  { code: "SM", name: "Side Middle" },
  { code: "SU", name: "Side Upper" },
  { code: "WS", name: "Window Side" },
  { code: "NB", name: "No berth" },
  { code: "NP", name: "No preference" },
] as const;

export type BerthCode = (typeof BERTH_OPTIONS)[number]["code"];
export const BERTH_CODES = BERTH_OPTIONS.map((b) => b.code) as [BerthCode, ...BerthCode[]];
export const BerthCodeSchema = z.enum(BERTH_CODES);
export const BERTH_NAMES = Object.fromEntries(BERTH_OPTIONS.map((b) => [b.code, b.name])) as Record<
  BerthCode,
  string
>;
export const DEFAULT_BERTH: BerthCode = "NP";

// ── Statuses and ranks ───────────────────────────────────────────────────────

/** Seat status codes (spec §3). */
export const SEAT_STATUS = { available: 1, waiting: 3, rac: 0, tqwl: 2 } as const;
export type SeatStatusName = keyof typeof SEAT_STATUS;
export type SeatStatusCode = (typeof SEAT_STATUS)[SeatStatusName];
export const SeatStatusNameSchema = z.enum(Object.keys(SEAT_STATUS) as [SeatStatusName]);

/** Availability ranks (spec §3): what a search result sorts and colours by. */
export const AVAILABILITY_RANK = { NA: 0, AVL: 2, WL: 1 } as const;
export type AvailabilityKind = keyof typeof AVAILABILITY_RANK;
export const AvailabilityKindSchema = z.enum(Object.keys(AVAILABILITY_RANK) as [AvailabilityKind]);

/** Boarding-change preference codes (spec §3). */
export const BOARDING_CHANGE_PREFERENCE = { twoLowerBerths: 3, atLeastOneLowerBerth: 2 } as const;
export type BoardingChangePreference = keyof typeof BOARDING_CHANGE_PREFERENCE;
export const BoardingChangePreferenceSchema = z.enum(
  Object.keys(BOARDING_CHANGE_PREFERENCE) as [BoardingChangePreference],
);

// ── Contact and users ────────────────────────────────────────────────────────

/** Where tickets and messages go (spec §3). */
export const CONTACT_CHANNELS = [
  { code: "B", name: "Both" },
  { code: "M", name: "Mobile" },
  { code: "E", name: "Email" },
] as const;
export type ContactChannel = (typeof CONTACT_CHANNELS)[number]["code"];
export const ContactChannelSchema = z.enum(
  CONTACT_CHANNELS.map((c) => c.code) as [ContactChannel, ...ContactChannel[]],
);

/**
 * User types (spec §3 gives the codes only): how the account identifies
 * itself — by mobile number, by email, or by user name.
 */
export const USER_TYPES = [
  { code: "M", name: "Mobile" },
  { code: "E", name: "Email" },
  { code: "U", name: "User name" },
] as const;
export type UserTypeCode = (typeof USER_TYPES)[number]["code"];
export const UserTypeCodeSchema = z.enum(
  USER_TYPES.map((u) => u.code) as [UserTypeCode, ...UserTypeCode[]],
);

/** Analytics user type labels (spec §9). */
export const USER_TYPE_LABELS = ["new_user", "regular_user", "non_logged_in_user"] as const;

export const GENDERS = ["Male", "Female", "Transgender"] as const;
export type Gender = (typeof GENDERS)[number];
export const GenderSchema = z.enum(GENDERS);

// ── Search ───────────────────────────────────────────────────────────────────

/** Result orderings (spec §9). */
export const SORT_OPTIONS = [
  "recommended",
  "durationInAscending",
  "departureInAscending",
  "departureInDescending",
  "arrivalInAscending",
  "arrivalInDescending",
  "availability",
] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];
export const SortOptionSchema = z.enum(SORT_OPTIONS);

/** Departure and arrival time filters (spec §9), hours from (inclusive) and to (exclusive). */
export const TIME_BUCKETS = [
  { id: "early_morning", name: "Early Morning", fromHour: 0, toHour: 6 },
  { id: "morning", name: "Morning", fromHour: 6, toHour: 12 },
  { id: "afternoon", name: "Afternoon", fromHour: 12, toHour: 18 },
  { id: "evening", name: "Evening", fromHour: 18, toHour: 24 },
] as const;
export type TimeBucket = (typeof TIME_BUCKETS)[number]["id"];
export const TimeBucketSchema = z.enum(
  TIME_BUCKETS.map((b) => b.id) as [TimeBucket, ...TimeBucket[]],
);

// ── Business constants (spec §9) ─────────────────────────────────────────────

export const LIMITS = {
  maxPassengers: 6,
  maxInfants: 2,
  /** Ages above this are sent as this code. */
  maxAgeCode: 99,
  maxAge: 125,
  /** Under this age a passenger counts as a child (spec §5). */
  childAgeThreshold: 5,
  nameMinLength: 3,
  nameMaxLength: 35,
  railwayUserIdMinLength: 3,
  railwayUserIdMaxLength: 35,
  ticketsPerRailwayIdPerMonth: 12,
  bookingWindowDays: 60,
  paymentTimerSeconds: 600,
  paymentWarningSeconds: 120,
  resendListMax: 5,
  cancelOtherReasonMinLength: 5,
  pnrLength: 10,
  mobileLength: 10,
  otpLength: OTP_LENGTH,
  gstCompanyNameMinLength: 3,
  gstCompanyNameMaxLength: 75,
  gstFlatMinLength: 3,
  gstFlatMaxLength: 30,
  gstStreetMinLength: 3,
  gstStreetMaxLength: 30,
  pincodeLength: 6,
  /** Passport numbers: letters and digits, this many (ours: spec §5 names a minimum and maximum, not their values). */
  passportMinLength: 6,
  passportMaxLength: 15,
  /** A foreign national's date of birth lies 11 to `maxAge` years before today (spec §5). */
  dobMinAgeYears: 11,
  /** From this age a passenger is an adult; from `childAgeThreshold` to below it, a child (facts §5, §7). */
  adultMinAge: 12,
  /** From this age a passenger counts as a senior: one age for everyone (ours, see travellers/passenger.ts). */
  seniorMinAge: 60,
} as const;

export const TIMINGS = {
  sessionRecheckMinutes: 30,
  unclaimedRefundLinkWithinDays: 7,
  unclaimedRefundLinkExpiresDays: 10,
  resetLinkValidHours: 24,
  /** Opening-day reservations are allowed only until this IST time. */
  tatkalOpeningDayLimit: "10:00",
  /** Password reset is blocked from … to … IST (Tatkal hours). */
  tatkalResetBlockFrom: "10:30",
  tatkalResetBlockTo: "11:30",
  tatkalNoticeMinutes: 15,
  chunkRetries: 3,
  chunkTimeoutSeconds: 120,
  pageTransitionMs: 300,
  spinLoaderTurnMs: 2_000,
  pageDelayMs: 2_000,
  freeCancellationCoachMarkMs: 3_000,
  liveStatusDisclaimerMs: 5_000,
  mapsKeyValidationMs: 60_000,
  topSnackbarMs: 3_000,
  liveStatusRefreshMs: 120_000,
  liveStatusDefaultCutoff: "10:00",
} as const;

export const DISPLAY = {
  defaultPlatform: 10,
  /** Date ribbon: days shown before and after the chosen date. */
  dateRibbonDaysBefore: 2,
  dateRibbonDaysAfter: 1,
  breakpointDesktopPx: 992,
  breakpointWidePx: 1270,
  modalMaxWidthWidePx: 800,
  headerHeightPx: 63,
  defaultSrp: 2,
  stationNameLength: {
    recentSearchesMobile: 20,
    recentSearchesDesktop: 16,
    desktopPopularAndSearch: 25,
    expandedMobile: 20,
    expandedDesktop: 17,
  },
} as const;
