/**
 * The one entry point a booking calls: may this user book these passengers
 * in this class and quota of this train run, now? Pure: the caller passes the
 * instant, the run's times and what it knows of the user.
 *
 * Checks run in this order, and the first refusal is returned:
 * 1. the run: departed, closed (after the second chart), outside e-ticket hours;
 * 2. the window: ARP not yet open / opening day after 10:00 (general quotas),
 *    Tatkal not offered in the class / not yet open; after the first chart
 *    only current booking, in the general quota (our choice: Tatkal and the
 *    other quotas close at the first chart, facts §2 "unused Tatkal berths go
 *    to RAC/WL at charting");
 * 3. who books: Aadhaar for Tatkal / the opening day (online), agent bars;
 * 4. the passengers; 5. the monthly ticket limit.
 */
import type { ClassCode, QuotaCode } from "@safar/contracts/code-tables";
import { ERROR_MESSAGES, ErrorCode } from "@safar/contracts/errors";
import { istDate, istInstant, istTime } from "@safar/domain/ist";
import {
  arpOpeningDate,
  DEFAULT_WINDOW_CONFIG,
  journeyDate,
  type RunTimes,
  type WindowConfig,
  windowStatus,
  withinBookingHours,
} from "./booking-window.ts";
import {
  checkMonthlyLimit,
  DEFAULT_MONTHLY_LIMIT,
  type MonthlyLimitConfig,
  type MonthlyLimitRefusal,
} from "./monthly-limit.ts";
import {
  DEFAULT_OPENING_DAY_CONFIG,
  type OpeningDayConfig,
  openingDayNeedsAadhaar,
} from "./opening-day.ts";
import {
  checkPassengers,
  DEFAULT_PASSENGER_CONFIG,
  type PassengerConfig,
  type PassengerRefusal,
  type RulePassenger,
} from "./passengers.ts";
import { type RuleResult, refuse } from "./result.ts";
import {
  DEFAULT_TATKAL_CONFIG,
  inTatkalAgentBar,
  isTatkalQuota,
  PREMIUM_TATKAL_QUOTA,
  TATKAL_AADHAAR_REQUIRED,
  type TatkalConfig,
  tatkalNeedsAadhaar,
  tatkalOffered,
  tatkalOpensAt,
} from "./tatkal.ts";

export type BookingQuota = QuotaCode | typeof PREMIUM_TATKAL_QUOTA;

/** "online": the user books on the web with their own railway ID (Safar); "agent": an authorised agent / counter. */
export type BookingChannel = "online" | "agent";

export interface BookingRequest {
  now: Date;
  run: RunTimes;
  classCode: ClassCode;
  quota: BookingQuota;
  passengers: readonly RulePassenger[];
  user: { aadhaarVerified: boolean; ticketsThisMonth: number };
  channel?: BookingChannel;
}

export interface BookingRulesConfig {
  window: WindowConfig;
  tatkal: TatkalConfig;
  openingDay: OpeningDayConfig;
  passengers: PassengerConfig;
  monthly: MonthlyLimitConfig;
}

export const DEFAULT_BOOKING_RULES: BookingRulesConfig = {
  window: DEFAULT_WINDOW_CONFIG,
  tatkal: DEFAULT_TATKAL_CONFIG,
  openingDay: DEFAULT_OPENING_DAY_CONFIG,
  passengers: DEFAULT_PASSENGER_CONFIG,
  monthly: DEFAULT_MONTHLY_LIMIT,
};

export type BookingRefusal =
  | "train_departed"
  | "booking_closed"
  | "outside_booking_hours"
  | "booking_not_yet_opened"
  | "opening_day_closed"
  | "quota_closed_after_chart"
  | "tatkal_not_in_class"
  | "tatkal_not_yet_opened"
  | "tatkal_aadhaar_required"
  | "opening_day_aadhaar_required"
  | "agent_not_allowed"
  | PassengerRefusal
  | MonthlyLimitRefusal;

/** `10:00 AM` — the IST wall-clock time of an instant, as the spec writes times. */
function fmtTime(d: Date): string {
  const [h, m] = istTime(d).split(":").map(Number) as [number, number];
  return `${String(h % 12 === 0 ? 12 : h % 12).padStart(2, "0")}:${String(m).padStart(2, "0")} ${h < 12 ? "AM" : "PM"}`;
}

/** `09-01-2026 08:00 AM` (IST). */
function fmt(d: Date): string {
  const [y, m, day] = istDate(d).split("-");
  return `${day}-${m}-${y} ${fmtTime(d)}`;
}

export function checkBookingAllowed(
  request: BookingRequest,
  config: BookingRulesConfig = DEFAULT_BOOKING_RULES,
): RuleResult<BookingRefusal> {
  const { now, run, classCode, quota, passengers, user } = request;
  const channel = request.channel ?? "online";
  const tatkal = isTatkalQuota(quota);

  // 1. The run.
  const status = windowStatus(now, run, config.window);
  if (status.phase === "departed")
    return refuse("train_departed", "TRAIN DEPARTED", ErrorCode.booking_closed);
  if (status.phase === "closed") {
    return refuse(
      "booking_closed",
      ERROR_MESSAGES[ErrorCode.booking_closed],
      ErrorCode.booking_closed,
    );
  }
  if (!withinBookingHours(now, config.window)) {
    return refuse(
      "outside_booking_hours",
      `Tickets can be booked between ${config.window.bookingHoursFrom} and ${config.window.bookingHoursTo} IST`,
    );
  }

  // 2. The window.
  const date = journeyDate(run);
  if (status.phase === "current") {
    if (quota !== "GN") {
      return refuse(
        "quota_closed_after_chart",
        "Chart has been prepared: only current booking in the General quota is open",
        ErrorCode.booking_closed,
      );
    }
  } else if (tatkal) {
    if (!tatkalOffered(classCode)) {
      return refuse("tatkal_not_in_class", `Tatkal is not available in ${classCode}`);
    }
    const opensAt = tatkalOpensAt(date, classCode, config.tatkal);
    if (now.getTime() < opensAt.getTime()) {
      return refuse(
        "tatkal_not_yet_opened",
        `Tatkal booking for this train opens at ${fmt(opensAt)}`,
        ErrorCode.bookings_not_open,
      );
    }
  } else if (status.phase === "not_yet_open") {
    return refuse(
      "booking_not_yet_opened",
      `${ERROR_MESSAGES[ErrorCode.bookings_not_open]}. Booking opens at ${fmt(status.opensAt)}`,
      ErrorCode.bookings_not_open,
    );
  } else if (status.phase === "opening_day_closed") {
    return refuse(
      "opening_day_closed",
      `Opening-day reservations are allowed only until ${fmtTime(istInstant(arpOpeningDate(date, config.window), config.window.openingDayClosesAtTime))}`,
      ErrorCode.bookings_not_open,
    );
  }

  // 3. Who books.
  const openingDay = status.phase === "open" && status.openingDay && !tatkal;
  if (channel === "online") {
    if (tatkal && !user.aadhaarVerified && tatkalNeedsAadhaar(now, config.tatkal)) {
      return refuse("tatkal_aadhaar_required", TATKAL_AADHAAR_REQUIRED);
    }
    if (openingDay && !user.aadhaarVerified && openingDayNeedsAadhaar(now, config.openingDay)) {
      return refuse(
        "opening_day_aadhaar_required",
        "On the opening day of reservation only Aadhaar-verified railway users can book",
      );
    }
  } else {
    if (quota === PREMIUM_TATKAL_QUOTA) {
      return refuse("agent_not_allowed", "Premium Tatkal cannot be booked by agents");
    }
    if (
      tatkal &&
      status.phase === "open" &&
      inTatkalAgentBar(now, date, classCode, config.tatkal)
    ) {
      return refuse(
        "agent_not_allowed",
        `Agents cannot book in the first ${config.tatkal.agentBarMinutes} minutes of Tatkal`,
      );
    }
    if (openingDay) {
      const opens = istInstant(
        arpOpeningDate(date, config.window),
        config.window.arpOpensAtTime,
      ).getTime();
      if (now.getTime() < opens + config.openingDay.agentBarMinutes * 60_000) {
        return refuse(
          "agent_not_allowed",
          `Agents cannot book in the first ${config.openingDay.agentBarMinutes} minutes of the opening day`,
        );
      }
    }
  }

  // 4. Passengers.
  const passengerCheck = checkPassengers(passengers, quota, config.passengers);
  if (!passengerCheck.ok) return passengerCheck;

  // 5. Monthly limit (per railway user ID, online only: an agent books on their own account rules).
  if (channel === "online") {
    const monthly = checkMonthlyLimit(
      {
        ticketsThisMonth: user.ticketsThisMonth,
        userAadhaarVerified: user.aadhaarVerified,
        pnrHasAadhaarVerifiedPassenger: passengers.some((p) => p.aadhaarVerified === true),
      },
      config.monthly,
    );
    if (!monthly.ok) return monthly;
  }
  return { ok: true };
}
