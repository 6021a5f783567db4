import { z } from "zod";
import { CLASS_CODES, TIMINGS } from "./code-tables.ts";
import type { Endpoint } from "./endpoint.ts";
import { inputText } from "./text.ts";
import { JourneyDateSchema, stationCodeParam, TrainNumberParamSchema } from "./trains/common.ts";

/**
 * Tatkal reminders (spec §3 "Tatkal reminder request: trainNumber, class,
 * quota, departureDate; keyed train_class_quota (date appended when
 * present)", §4 reminder state, §7 "POST … header sso_token, body
 * trainNumber, class, quota, departureDate; returns success with data, or an
 * error", §9 "notice 15 min before"): a signed-in traveller asks to be told,
 * by SMS and e-mail, 15 minutes before Tatkal opens for a class of a train on
 * a date. The opening instant is the railway's (D−1 of the train's origin
 * date, 10:00 AC / 11:00 non-AC).
 */

/** Spec §9: the notice comes this many minutes before Tatkal opens. */
export const TATKAL_NOTICE_MINUTES = TIMINGS.tatkalNoticeMinutes;

/** Tatkal and Premium Tatkal: the quotas a reminder is for. */
export const TATKAL_REMINDER_QUOTAS = ["TQ", "PT"] as const;
export type TatkalReminderQuota = (typeof TATKAL_REMINDER_QUOTAS)[number];

/** How many reminders still to come a user may hold (ours: a bound on what one account stores). */
export const TATKAL_REMINDER_LIMIT = 20;

export const TATKAL_REMINDER_MESSAGES = {
  classRequired: "Please choose a class",
  classInvalid: "Choose a class such as 3A or SL",
  quotaInvalid: "Reminders are for Tatkal (TQ) or Premium Tatkal (PT) only",
  reminderRequired: "Choose a reminder to remove",
  removed: "Reminder removed",
} as const;

/** Spec §3: `train_class_quota`, the date appended when present. */
export function tatkalReminderKey(r: {
  trainNumber: string;
  class: string;
  quota: string;
  departureDate?: string | null;
}): string {
  const key = `${r.trainNumber}_${r.class}_${r.quota}`;
  return r.departureDate ? `${key}_${r.departureDate}` : key;
}

/** Spec §7's body; `from` (ours, optional) is the boarding station when it is not the train's origin. */
export const TatkalReminderRequestSchema = z.object({
  trainNumber: TrainNumberParamSchema,
  class: inputText({ error: TATKAL_REMINDER_MESSAGES.classRequired })
    .trim()
    .toUpperCase()
    .pipe(z.enum(CLASS_CODES, { error: TATKAL_REMINDER_MESSAGES.classInvalid })),
  quota: inputText({ error: TATKAL_REMINDER_MESSAGES.quotaInvalid })
    .trim()
    .toUpperCase()
    .pipe(z.enum(TATKAL_REMINDER_QUOTAS, { error: TATKAL_REMINDER_MESSAGES.quotaInvalid })),
  departureDate: JourneyDateSchema,
  from: stationCodeParam("Source").optional(),
});
export type TatkalReminderRequest = z.output<typeof TatkalReminderRequestSchema>;

const REMINDER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const TatkalReminderDeleteSchema = z.object({
  id: inputText({ error: TATKAL_REMINDER_MESSAGES.reminderRequired })
    .trim()
    .toLowerCase()
    .regex(REMINDER_ID, TATKAL_REMINDER_MESSAGES.reminderRequired),
});

const StationSchema = z.object({ code: z.string(), name: z.string() });

export const TatkalReminderSchema = z.object({
  id: z.string(),
  /** Spec §3's key, `train_class_quota_date` with the run's date: `12951_3A_TQ_2026-11-28`. */
  key: z.string(),
  trainNumber: z.string(),
  trainName: z.string(),
  class: z.enum(CLASS_CODES),
  className: z.string(),
  quota: z.enum(TATKAL_REMINDER_QUOTAS),
  /**
   * The run's date of journey, `YYYY-MM-DD`: the day the train leaves its
   * origin, which Tatkal counts from (the railway's rule). It is the
   * `departureDate` asked for unless the train reached the boarding station
   * a day or more after leaving its origin; two boarding stations of one run
   * are one reminder.
   */
  journeyDate: z.string(),
  /** When Tatkal opens (ISO instant), and when the SMS and e-mail go (15 minutes before). */
  opensAt: z.string(),
  notifyAt: z.string(),
  /** When they went; null until then. */
  notifiedAt: z.string().nullable(),
  /** The train's origin and destination, and the results page of that run with Tatkal chosen. */
  origin: StationSchema,
  destination: StationSchema,
  searchPath: z.string().nullable(),
});
export type TatkalReminder = z.output<typeof TatkalReminderSchema>;

export const TatkalReminderCreatedSchema = z.object({
  reminder: TatkalReminderSchema,
  /** False when the same key was asked for before: the same reminder is answered. */
  created: z.boolean(),
  /** How the reminder will come (the account's mobile, e-mail). */
  channels: z.array(z.enum(["sms", "email"])),
  /** 'We'll remind you at 09:45 tomorrow by SMS and e-mail', or that it was sent now. */
  message: z.string(),
});
export type TatkalReminderCreated = z.output<typeof TatkalReminderCreatedSchema>;

export const TatkalReminderListSchema = z.object({
  /** Reminders whose Tatkal has not opened yet, soonest first. */
  reminders: z.array(TatkalReminderSchema),
});
export type TatkalReminderList = z.output<typeof TatkalReminderListSchema>;

export const TatkalReminderDeletedSchema = z.object({ id: z.string(), message: z.string() });

export const TATKAL_REMINDER_ENDPOINTS = {
  create: {
    operationId: "tatkalReminderCreate",
    method: "POST",
    path: "/api/trains/v1/tatkal_reminder",
    summary:
      "Asks for an SMS and e-mail 15 minutes before Tatkal opens for a train, class and date (idempotent per key)",
    query: z.object({}),
    body: TatkalReminderRequestSchema,
    response: TatkalReminderCreatedSchema,
    errors: [
      "logged_out",
      "forbidden_csrf",
      "train_not_found",
      "train_not_running",
      "station_not_on_train",
      "class_not_on_train",
      "tatkal_not_offered",
      "premium_tatkal_not_offered",
      "tatkal_already_open",
      "tatkal_reminder_limit",
      "try_again_later",
    ],
  },
  list: {
    operationId: "tatkalReminders",
    method: "GET",
    path: "/api/trains/v1/tatkal_reminders",
    summary: "The signed-in user's Tatkal reminders still to come, soonest first",
    query: z.object({}),
    response: TatkalReminderListSchema,
    errors: ["logged_out"],
  },
  remove: {
    operationId: "tatkalReminderDelete",
    method: "POST",
    path: "/api/trains/v1/tatkal_reminder/delete",
    summary: "Removes one of the signed-in user's Tatkal reminders",
    query: z.object({}),
    body: TatkalReminderDeleteSchema,
    response: TatkalReminderDeletedSchema,
    errors: ["logged_out", "forbidden_csrf", "not_found"],
  },
} as const satisfies Record<string, Endpoint>;
