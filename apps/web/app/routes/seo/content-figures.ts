import { LIMITS, TIMINGS } from "@safar/contracts/code-tables";
import {
  CONVENIENCE_FEE_PAISE,
  FREE_CANCELLATION,
  GST_ON_FEE_PERCENT,
  INSURANCE_PAISE_PER_PASSENGER,
} from "@safar/domain/booking-charges";

/**
 * Every figure the SEO guides state (facts.md §4–§8, §13), in one place.
 * The web app may not import the railway simulator, so the railway's own
 * rules are restated here and `packages/railway/src/guide-figures.test.ts`
 * checks each against the constants the railway books and refunds with.
 * Partner figures come straight from contracts and domain.
 */

export const rupees = (paise: number): number => paise / 100;

/** Classes in the order the guides' tables list them. */
export const TABLE_CLASSES = ["1A", "2A", "3A", "3E", "CC", "EC", "SL", "2S"] as const;
export type TableClass = (typeof TABLE_CLASSES)[number];

export const CLASS_NAMES: Record<TableClass, string> = {
  "1A": "AC First Class (1A)",
  "2A": "AC 2 Tier (2A)",
  "3A": "AC 3 Tier (3A)",
  "3E": "AC 3 Economy (3E)",
  CC: "AC Chair Car (CC)",
  EC: "Executive Chair Car (EC)",
  SL: "Sleeper (SL)",
  "2S": "Second Sitting (2S)",
};

export const BOOKING = {
  arpDays: LIMITS.bookingWindowDays,
  arpSince: "1 November 2024",
  arpOpensAt: "08:00",
  bookingHoursFrom: "00:20",
  bookingHoursTo: "23:45",
  maxPassengers: LIMITS.maxPassengers,
  maxTatkalPassengers: 4,
  childFreeBelow: LIMITS.childAgeThreshold,
  adultFrom: LIMITS.adultMinAge,
  monthlyTickets: LIMITS.ticketsPerRailwayIdPerMonth,
  monthlyTicketsAadhaar: 24,
  /** The opening day is Aadhaar-only online, the whole day, from this date (facts.md §4). */
  openingDayAadhaarFrom: "12 January 2026",
  openingDayAadhaarFirstMinutes: 15,
  openingDayAadhaarFirstSince: "1 October 2025",
  paymentMinutes: LIMITS.paymentTimerSeconds / 60,
} as const;

export const TATKAL_TIMES = {
  acOpensAt: "10:00",
  nonAcOpensAt: "11:00",
  daysBefore: 1,
  agentBarMinutes: 30,
  aadhaarFrom: "1 July 2025",
  aadhaarOtpFrom: "15 July 2025",
  reminderMinutes: TIMINGS.tatkalNoticeMinutes,
  resetBlockFrom: TIMINGS.tatkalResetBlockFrom,
  resetBlockTo: TIMINGS.tatkalResetBlockTo,
} as const;

/** Tatkal charge per passenger: a share of the basic fare within a minimum and maximum (₹), for a minimum distance. */
export const TATKAL_CHARGES: Record<
  Exclude<TableClass, "1A">,
  { percent: number; min: number; max: number; minDistanceKm: number }
> = {
  "2S": { percent: 10, min: 10, max: 15, minDistanceKm: 100 },
  SL: { percent: 30, min: 100, max: 200, minDistanceKm: 500 },
  CC: { percent: 30, min: 125, max: 225, minDistanceKm: 250 },
  "3A": { percent: 30, min: 300, max: 400, minDistanceKm: 500 },
  "3E": { percent: 30, min: 300, max: 400, minDistanceKm: 500 },
  "2A": { percent: 30, min: 400, max: 500, minDistanceKm: 500 },
  EC: { percent: 30, min: 400, max: 500, minDistanceKm: 250 },
};

/** Reservation and superfast charges per passenger (₹). */
export const FARE_CHARGES: Record<TableClass, { reservation: number; superfast: number }> = {
  "1A": { reservation: 60, superfast: 75 },
  "2A": { reservation: 50, superfast: 45 },
  "3A": { reservation: 40, superfast: 45 },
  "3E": { reservation: 40, superfast: 45 },
  CC: { reservation: 40, superfast: 45 },
  EC: { reservation: 60, superfast: 75 },
  SL: { reservation: 20, superfast: 30 },
  "2S": { reservation: 15, superfast: 15 },
};

export const GST_ON_AC_PERCENT = 5;
export const FARE_ROUNDED_UP_TO = 5;

/** Flat cancellation charge per passenger on a confirmed ticket (₹). */
export const CANCELLATION_FLAT: Record<TableClass, number> = {
  "1A": 240,
  EC: 240,
  "2A": 200,
  "3A": 180,
  "3E": 180,
  CC: 180,
  SL: 120,
  "2S": 60,
};

export const CANCELLATION = {
  flatAboveHours: 48,
  quarterAboveHours: 12,
  halfAboveHours: 4,
  quarterPercent: 25,
  halfPercent: 50,
  clerkage: 60,
  racWlCutoffMinutes: 30,
  gstPercent: GST_ON_AC_PERCENT,
  /** Vande Bharat Sleeper and Amrit Bharat II (16 Jan 2026 notification). */
  newTrainsQuarterAboveHours: 72,
  newTrainsHalfAboveHours: 8,
  bankRefundWorkingDays: 7,
} as const;

export const TDR = {
  lateHours: 3,
  acFailureHours: 20,
  certificateDays: 2,
  afterArrivalHours: 72,
  reviewDays: 45,
} as const;

export const SAFAR_CHARGES = {
  convenienceFeeNonAc: rupees(CONVENIENCE_FEE_PAISE.nonAc),
  convenienceFeeAc: rupees(CONVENIENCE_FEE_PAISE.ac),
  gstOnFeePercent: GST_ON_FEE_PERCENT,
  insurance: rupees(INSURANCE_PAISE_PER_PASSENGER),
  freeCancellationPercent: FREE_CANCELLATION.percent,
  freeCancellationMin: rupees(FREE_CANCELLATION.minPaise),
  freeCancellationMax: rupees(FREE_CANCELLATION.maxPaise),
  freeCancellationNoticeHours: 4,
} as const;

/** First chart (Railway Board circular of 2 Jul 2025, facts.md §3.4). */
export const CHART = {
  dayFrom: "05:00",
  dayTo: "14:00",
  previousDayAt: "21:00",
  hoursBefore: 8,
} as const;

/** Fines for travelling in a reserved coach on a waitlisted e-ticket, from 1 May 2025 (₹, facts.md §13). */
export const WAITLIST_FINE = { sleeper: 250, ac: 440 } as const;

export const LIVE_STATUS = { refreshMinutes: 2, gpsEverySeconds: 30 } as const;
