import { z } from "zod";
import type { Endpoint } from "./endpoint.ts";

/**
 * The nearest station (issue 25 item 2; spec §7 `v1/user/coordinates`, §8
 * "Location failure: empty city and state"): the browser's (or the host
 * app's) position, sent only after the traveller asked for it, answered with
 * the nearest stations trains call at, to offer as 'From'. The position is
 * used for this answer only: neither stored nor logged.
 */

/** How far to look, and how many to offer. */
export const NEAREST_RADIUS_KM = 50;
export const NEAREST_LIMIT = 5;

export const COORDINATE_MESSAGES = {
  latitude: "Latitude must be a number between -90 and 90",
  longitude: "Longitude must be a number between -180 and 180",
} as const;

export const CoordinatesRequestSchema = z.object({
  lat: z
    .number({ error: COORDINATE_MESSAGES.latitude })
    .min(-90, COORDINATE_MESSAGES.latitude)
    .max(90, COORDINATE_MESSAGES.latitude),
  lon: z
    .number({ error: COORDINATE_MESSAGES.longitude })
    .min(-180, COORDINATE_MESSAGES.longitude)
    .max(180, COORDINATE_MESSAGES.longitude),
});
export type CoordinatesRequest = z.output<typeof CoordinatesRequestSchema>;

export const NearestStationsSchema = z.object({
  /** Nearest first, within NEAREST_RADIUS_KM; empty when none (outside India, at sea). */
  stations: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      city: z.string().nullable(),
      state: z.string().nullable(),
      distanceKm: z.number(),
    }),
  ),
  /** The nearest station's city and state; empty strings when none (spec §8 'Location failure'). */
  city: z.string(),
  state: z.string(),
});
export type NearestStations = z.output<typeof NearestStationsSchema>;

export const COORDINATES_ENDPOINTS = {
  nearest: {
    operationId: "userCoordinates",
    method: "POST",
    path: "/api/trains/v1/user/coordinates",
    summary: "The stations nearest a position the traveller shared, to offer as 'From'",
    query: z.object({}),
    body: CoordinatesRequestSchema,
    response: NearestStationsSchema,
    errors: [],
  },
} as const satisfies Record<string, Endpoint>;
