import { z } from "zod";
import { WrapperQuerySchema } from "./trains/common.ts";

/**
 * Live train status (spec §7 `v1/train/status`, `v2/train/status`; §9 the
 * default cutoff 10:00): the stops of one run with scheduled and expected
 * times, delay, platform and distance, and where the train is now.
 */

/** Spec §9: before 10:00 IST a train that left yesterday is still the one shown by default. */
export const LIVE_STATUS_DEFAULT_CUTOFF = "10:00";

export const LiveStatusQuerySchema = WrapperQuerySchema.extend({
  trainNumber: z
    .string()
    .trim()
    .regex(/^\d{5}$/, "Please enter a valid train"),
  /** The run's date at the train's origin (YYYY-MM-DD); by default today's run (yesterday's before the cutoff). */
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Please choose a valid date")
    .optional(),
});

export const LIVE_STOP_STATES = ["departed", "arrived", "current", "upcoming"] as const;

export const LiveStopSchema = z.object({
  code: z.string(),
  name: z.string(),
  /** Day of the run, from 1. */
  day: z.number().int(),
  distanceKm: z.number(),
  /** HH:mm IST; null at the origin (arrival) or the destination (departure). */
  scheduledArrival: z.string().nullable(),
  scheduledDeparture: z.string().nullable(),
  expectedArrival: z.string().nullable(),
  expectedDeparture: z.string().nullable(),
  delayMin: z.number().int(),
  platform: z.number().int(),
  platformChanged: z.boolean(),
  state: z.enum(LIVE_STOP_STATES),
});

export const LiveStatusResponseSchema = z.object({
  trainNumber: z.string(),
  trainName: z.string(),
  runDate: z.string(),
  cancelled: z.boolean(),
  /** Spec §3 live train status: the server time the answer was made at (ISO). */
  serverTime: z.string(),
  /** not_started, at_station, between, arrived (terminated), cancelled. */
  position: z.object({
    state: z.enum(["not_started", "at_station", "between", "arrived", "cancelled"]),
    /** The station the train is at, or last left. */
    lastCode: z.string().nullable(),
    /** The next station, while running. */
    nextCode: z.string().nullable(),
    /** Share of the section covered, while between two stations. */
    fraction: z.number().nullable(),
    distanceKm: z.number().nullable(),
    delayMin: z.number().int(),
  }),
  terminated: z.boolean(),
  stops: z.array(LiveStopSchema),
});
export type LiveStatusResponse = z.output<typeof LiveStatusResponseSchema>;

/** For the OpenAPI document. */
export const LIVE_STATUS_ENDPOINTS = {
  v1: {
    operationId: "liveStatusV1",
    method: "GET",
    path: "/api/trains/v1/train/status",
    summary: "The stops of a run with expected times, delay and platform, and where the train is",
    query: LiveStatusQuerySchema,
    response: LiveStatusResponseSchema,
    errors: ["not_found", "live_status_unavailable"],
  },
  v2: {
    operationId: "liveStatusV2",
    method: "GET",
    path: "/api/trains/v2/train/status",
    summary: "The stops of a run with expected times, delay and platform, and where the train is",
    query: LiveStatusQuerySchema,
    response: LiveStatusResponseSchema,
    errors: ["not_found", "live_status_unavailable"],
  },
} as const;
