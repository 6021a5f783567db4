import { z } from "zod";
import type { Endpoint } from "./endpoint.ts";
import { inputText } from "./text.ts";
import { stationCodeParam } from "./trains/common.ts";

/**
 * Favourite routes (spec §3 favoriteRoutes, §7 `v1/user/favourites`, issue
 * 25 item 1): a signed-in traveller saves a station pair from the results
 * page, sees it on home with today's availability (`v1/recent_searches_availability`)
 * and removes it. One entry a pair; at most `FAVOURITE_LIMIT`.
 */

/** How many favourite routes one account keeps (ours: a bound on what one account stores). */
export const FAVOURITE_LIMIT = 20;

export const FAVOURITE_MESSAGES = {
  saved: "Route saved to favourites",
  already: "This route is already in your favourites",
  removed: "Route removed from favourites",
  sameStations: "Source and destination cannot be the same",
  favouriteRequired: "Choose a favourite route to remove",
} as const;

export const FavouriteRequestSchema = z
  .object({ from: stationCodeParam("Source"), to: stationCodeParam("Destination") })
  .refine((r) => r.from !== r.to, { message: FAVOURITE_MESSAGES.sameStations, path: ["to"] });
export type FavouriteRequest = z.output<typeof FavouriteRequestSchema>;

const FAVOURITE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const FavouriteDeleteSchema = z.object({
  id: inputText({ error: FAVOURITE_MESSAGES.favouriteRequired })
    .trim()
    .toLowerCase()
    .regex(FAVOURITE_ID, FAVOURITE_MESSAGES.favouriteRequired),
});

const StationSchema = z.object({ code: z.string(), name: z.string() });

export const FavouriteSchema = z.object({
  id: z.string(),
  from: StationSchema,
  to: StationSchema,
  /** When it was saved (ISO instant). */
  createdAt: z.string(),
});
export type Favourite = z.output<typeof FavouriteSchema>;

export const FavouriteListSchema = z.object({
  /** Newest first. */
  favourites: z.array(FavouriteSchema),
  limit: z.number().int(),
});
export type FavouriteList = z.output<typeof FavouriteListSchema>;

export const FavouriteSavedSchema = z.object({
  favourite: FavouriteSchema,
  /** False when the pair was a favourite already: the same entry is answered. */
  created: z.boolean(),
  message: z.string(),
});
export type FavouriteSaved = z.output<typeof FavouriteSavedSchema>;

export const FavouriteDeletedSchema = z.object({ id: z.string(), message: z.string() });

export const FAVOURITE_ENDPOINTS = {
  list: {
    operationId: "favourites",
    method: "GET",
    path: "/api/trains/v1/user/favourites",
    summary: "The signed-in user's favourite routes, newest first",
    query: z.object({}),
    response: FavouriteListSchema,
    errors: ["logged_out"],
  },
  save: {
    operationId: "favouriteSave",
    method: "POST",
    path: "/api/trains/v1/user/favourites",
    summary: "Saves a station pair as a favourite route (idempotent per pair)",
    query: z.object({}),
    body: FavouriteRequestSchema,
    response: FavouriteSavedSchema,
    errors: ["logged_out", "forbidden_csrf", "no_station_found", "favourite_limit"],
  },
  remove: {
    operationId: "favouriteDelete",
    method: "POST",
    path: "/api/trains/v1/user/favourites/delete",
    summary: "Removes one of the signed-in user's favourite routes",
    query: z.object({}),
    body: FavouriteDeleteSchema,
    response: FavouriteDeletedSchema,
    errors: ["logged_out", "forbidden_csrf", "not_found"],
  },
} as const satisfies Record<string, Endpoint>;
