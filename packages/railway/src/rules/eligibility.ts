/**
 * What stands between a railway user and booking a class of a train run,
 * asked before the traveller fills in the passengers (issue 20 item 0). The
 * same rules as `checkBookingAllowed`, but every obstacle at once, and judged
 * at the instant the booking could first be made: a Tatkal class that opens
 * tomorrow at 10:00 is judged for Aadhaar at 10:00 tomorrow. Pure.
 *
 * - `closed`: nothing can be booked (departed, after the chart, no Tatkal in
 *   the class); the only obstacle returned.
 * - `opens_later`: the booking opens at `opensAt` (Tatkal, the ARP, the
 *   opening day's close, e-ticket hours); the details can be filled in now.
 * - `aadhaar`: the user ID must be Aadhaar-authenticated (Tatkal, opening day).
 * - `monthly_limit`: the ID has used its tickets for the month (or needs an
 *   Aadhaar-verified passenger for the next one).
 */
import type { ClassCode } from "@safar/contracts/code-tables";
import { addDays, istDate, istInstant, istParts } from "@safar/domain/ist";
import { arpOpensAt, journeyDate, type RunTimes, windowStatus } from "./booking-window.ts";
import {
  type BookingQuota,
  type BookingRulesConfig,
  DEFAULT_BOOKING_RULES,
} from "./check-booking.ts";
import { checkMonthlyLimit, istMonthKey } from "./monthly-limit.ts";
import { openingDayNeedsAadhaar } from "./opening-day.ts";
import {
  isTatkalQuota,
  TATKAL_AADHAAR_REQUIRED,
  tatkalNeedsAadhaar,
  tatkalOffered,
  tatkalOpensAt,
} from "./tatkal.ts";

export type Obstacle =
  | {
      kind: "closed";
      reason:
        | "train_departed"
        | "booking_closed"
        | "quota_closed_after_chart"
        | "tatkal_not_in_class";
      message: string;
    }
  | {
      kind: "opens_later";
      reason:
        | "tatkal_not_yet_opened"
        | "booking_not_yet_opened"
        | "opening_day_closed"
        | "outside_booking_hours";
      opensAt: Date;
      message: string;
    }
  | {
      kind: "aadhaar";
      reason: "tatkal_aadhaar_required" | "opening_day_aadhaar_required";
      message: string;
    }
  | {
      kind: "monthly_limit";
      reason: "monthly_limit_reached" | "monthly_limit_aadhaar_required";
      message: string;
    };

export interface EligibilityRequest {
  now: Date;
  run: RunTimes;
  classCode: ClassCode;
  quota: BookingQuota;
  /** The railway user ID's standing; null when no ID is chosen yet (then only the train's obstacles). */
  user: { aadhaarVerified: boolean; ticketsThisMonth: number } | null;
}

const minutes = (time: string) => {
  const [h, m] = time.split(":").map(Number) as [number, number];
  return h * 60 + m;
};

/** The first instant at or after `at` inside the e-ticket booking hours. */
function withinHoursFrom(at: Date, config: BookingRulesConfig): Date {
  const p = istParts(at);
  const minute = p.hour * 60 + p.minute;
  const { bookingHoursFrom, bookingHoursTo } = config.window;
  if (minute < minutes(bookingHoursFrom)) return istInstant(istDate(at), bookingHoursFrom);
  if (minute >= minutes(bookingHoursTo))
    return istInstant(addDays(istDate(at), 1), bookingHoursFrom);
  return at;
}

export function bookingObstacles(
  request: EligibilityRequest,
  config: BookingRulesConfig = DEFAULT_BOOKING_RULES,
): Obstacle[] {
  const { now, run, classCode, quota, user } = request;
  const tatkal = isTatkalQuota(quota);
  const status = windowStatus(now, run, config.window);
  if (status.phase === "departed")
    return [{ kind: "closed", reason: "train_departed", message: "The train has departed" }];
  if (status.phase === "closed")
    return [
      { kind: "closed", reason: "booking_closed", message: "Booking is closed for this train" },
    ];
  if (status.phase === "current" && quota !== "GN") {
    return [
      {
        kind: "closed",
        reason: "quota_closed_after_chart",
        message: "Chart has been prepared: only current booking in the General quota is open",
      },
    ];
  }
  if (tatkal && !tatkalOffered(classCode)) {
    return [
      {
        kind: "closed",
        reason: "tatkal_not_in_class",
        message: `Tatkal is not available in ${classCode}`,
      },
    ];
  }

  const obstacles: Obstacle[] = [];
  let at = now;
  if (status.phase !== "current") {
    if (tatkal) {
      const opensAt = tatkalOpensAt(journeyDate(run), classCode, config.tatkal);
      if (now < opensAt) {
        at = opensAt;
        obstacles.push({
          kind: "opens_later",
          reason: "tatkal_not_yet_opened",
          opensAt,
          message: "Tatkal booking for this class has not opened yet",
        });
      }
    } else if (status.phase === "not_yet_open" || status.phase === "opening_day_closed") {
      at = status.opensAt;
      obstacles.push({
        kind: "opens_later",
        reason: status.phase === "not_yet_open" ? "booking_not_yet_opened" : "opening_day_closed",
        opensAt: status.opensAt,
        message:
          status.phase === "not_yet_open"
            ? "Reservation for this date has not opened yet"
            : "Opening-day reservations are closed for today",
      });
    }
  }
  const inHours = withinHoursFrom(at, config);
  if (inHours.getTime() !== at.getTime()) {
    const opening = obstacles[0];
    if (opening?.kind === "opens_later") opening.opensAt = inHours;
    else {
      obstacles.push({
        kind: "opens_later",
        reason: "outside_booking_hours",
        opensAt: inHours,
        message: `Tickets can be booked between ${config.window.bookingHoursFrom} and ${config.window.bookingHoursTo} IST`,
      });
    }
    at = inHours;
  }

  if (!user) return obstacles;
  const atStatus = windowStatus(at, run, config.window);
  const openingDay = !tatkal && atStatus.phase === "open" && atStatus.openingDay;
  if (tatkal && !user.aadhaarVerified && tatkalNeedsAadhaar(at, config.tatkal)) {
    obstacles.push({
      kind: "aadhaar",
      reason: "tatkal_aadhaar_required",
      message: TATKAL_AADHAAR_REQUIRED,
    });
  } else if (openingDay && !user.aadhaarVerified && openingDayNeedsAadhaar(at, config.openingDay)) {
    obstacles.push({
      kind: "aadhaar",
      reason: "opening_day_aadhaar_required",
      message: "On the opening day of reservation only Aadhaar-verified railway users can book",
    });
  }
  const monthly = checkMonthlyLimit(
    {
      // A booking first possible next month starts that month's count.
      ticketsThisMonth: istMonthKey(at) === istMonthKey(now) ? user.ticketsThisMonth : 0,
      userAadhaarVerified: user.aadhaarVerified,
      pnrHasAadhaarVerifiedPassenger: false,
    },
    config.monthly,
  );
  if (!monthly.ok)
    obstacles.push({ kind: "monthly_limit", reason: monthly.reason, message: monthly.message });
  return obstacles;
}

/**
 * The opening whose rush a booking of this class and quota belongs to:
 * Tatkal's (D−1 10:00 AC / 11:00 non-AC) or the ARP opening day's 08:00.
 */
export function openingOf(
  run: RunTimes,
  classCode: ClassCode,
  quota: BookingQuota,
  config: BookingRulesConfig = DEFAULT_BOOKING_RULES,
): { kind: "tatkal" | "arp"; opensAt: Date } {
  const date = journeyDate(run);
  return isTatkalQuota(quota)
    ? { kind: "tatkal", opensAt: tatkalOpensAt(date, classCode, config.tatkal) }
    : { kind: "arp", opensAt: arpOpensAt(date, config.window) };
}
