import { z } from "zod";
import type { Endpoint } from "./endpoint.ts";
import { inputText } from "./text.ts";
import { WrapperQuerySchema } from "./trains/common.ts";

/**
 * Live train status (spec §7 `v1/train/status`, `v2/train/status`; §9 the
 * default cutoff 10:00): the stops of one run with scheduled and expected
 * times, delay, platform and distance, and where the train is now.
 */

/** Spec §9: before 10:00 IST a train that left yesterday is still the one shown by default. */
export const LIVE_STATUS_DEFAULT_CUTOFF = "10:00";

export const LiveStatusQuerySchema = WrapperQuerySchema.extend({
  trainNumber: inputText()
    .trim()
    .regex(/^\d{5}$/, "Please enter a valid train"),
  /** The run's date at the train's origin (YYYY-MM-DD); by default today's run (yesterday's before the cutoff). */
  date: inputText()
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

/**
 * Spec §4 "Live-status map segments: travelled, remaining, train_start,
 * terminated". The route is drawn as straight lines between the stops that
 * have coordinates, in order; each segment is one kind:
 * - `train_start`: the whole route while the train has not left its origin
 *   (and for a cancelled run, which never leaves);
 * - `travelled` and `remaining`: while running, the route split at the
 *   train's position (interpolated between the two stations by distance from
 *   the run's `fraction`), the point of the train ending one and starting the other;
 * - `terminated`: the whole route once the train has arrived at its destination.
 */
export const LIVE_MAP_SEGMENT_KINDS = [
  "travelled",
  "remaining",
  "train_start",
  "terminated",
] as const;
export type LiveMapSegmentKind = (typeof LIVE_MAP_SEGMENT_KINDS)[number];

/** [latitude, longitude] in decimal degrees (WGS 84). */
export const LatLngSchema = z.tuple([z.number(), z.number()]);

export const LiveMapSchema = z.object({
  /** The run's stops that have coordinates, in order (stops without are left out). */
  stations: z.array(
    z.object({ code: z.string(), name: z.string(), lat: z.number(), lng: z.number() }),
  ),
  segments: z.array(
    z.object({ kind: z.enum(LIVE_MAP_SEGMENT_KINDS), points: z.array(LatLngSchema).min(2) }),
  ),
  /** Where the train is; null for a cancelled run. */
  train: z.object({ lat: z.number(), lng: z.number() }).nullable(),
});
export type LiveMap = z.output<typeof LiveMapSchema>;

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
  /** The route and the train for the map; null when fewer than two stops have coordinates. */
  map: LiveMapSchema.nullable(),
});
export type LiveStatusResponse = z.output<typeof LiveStatusResponseSchema>;

/** Spec §9 "Maps key validation: every 60 s": how often the open map re-validates its key. */
export const MAP_KEY_REVALIDATE_MS = 60_000;
/** How long a map key stays valid (it is renewed at every validation). */
export const MAP_KEY_TTL_MS = 5 * 60_000;

/**
 * `v1/mmi_token` (spec §7, the maps key): without `token`, a new key; with
 * the key the map holds, its validation, answered with a renewed key, or
 * refused (400, field `token`) when it is forged or has expired.
 */
export const MapKeyQuerySchema = WrapperQuerySchema.extend({
  token: inputText().trim().max(200, "The map key is invalid or has expired").optional(),
});

export const MapKeyResponseSchema = z.object({
  /** A signed key, valid until `expiresAt`. */
  token: z.string(),
  /** ISO instant. */
  expiresAt: z.string(),
  /**
   * The configured tile layer (Leaflet URL template with {z}/{x}/{y}, and
   * {key} for the key), or null: the map then draws its packaged outline only.
   */
  tileUrl: z.string().nullable(),
  /** Credits to show on the map. */
  attribution: z.string(),
});
export type MapKeyResponse = z.output<typeof MapKeyResponseSchema>;

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
  mapKey: {
    operationId: "mapKeyV1",
    method: "GET",
    path: "/api/trains/v1/mmi_token",
    summary:
      "A short-lived signed map key and the map's tile layer, or the validation and renewal of a key",
    query: MapKeyQuerySchema,
    response: MapKeyResponseSchema,
    errors: [],
  },
} as const satisfies Record<string, Endpoint>;
