import { z } from "zod";
import { SessionResponseSchema } from "./auth.ts";
import type { Endpoint } from "./endpoint.ts";
import { inputText } from "./text.ts";

/**
 * In-app sign-in (spec §4 Session "In the app: login via the bridge", §6
 * "In-app mode uses the host app's auth and a token from the app"; ADR 026):
 * the host app hands the web view a short-lived token it signed with the
 * secret it shares with Safar, and Safar trades it for its own session.
 */

/** The version prefix of a host-app token: `sat1.<payload>.<signature>`. */
export const APP_TOKEN_PREFIX = "sat1";
/** The longest a token may live (its `exp` − `iat`), in seconds. */
export const APP_TOKEN_MAX_LIFETIME_S = 300;
/** The issuer and audience every token names. */
export const APP_TOKEN_ISSUER = "safar-host-app";
export const APP_TOKEN_AUDIENCE = "safar-trains";

/** What the host app vouches for: its customer, and the mobile it verified. */
export const AppTokenClaimsSchema = z
  .object({
    iss: z.literal(APP_TOKEN_ISSUER),
    aud: z.literal(APP_TOKEN_AUDIENCE),
    /** The host app's customer id. */
    sub: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
    /** An Indian mobile the host app verified (10 digits). */
    mobile: z.string().regex(/^[6-9]\d{9}$/),
    name: z.string().max(60).optional(),
    /** Issued at and expires at, in seconds since the epoch. */
    iat: z.number().int().positive(),
    exp: z.number().int().positive(),
    /** A random id: each token is traded once. */
    jti: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/),
  })
  .strict();
export type AppTokenClaims = z.output<typeof AppTokenClaimsSchema>;

export const AppSessionRequestSchema = z.object({
  token: inputText().min(1).max(2048),
});

const NoQuery = z.object({});

export const APP_AUTH_ENDPOINTS = {
  appSession: {
    operationId: "appSession",
    method: "POST",
    path: "/api/auth/v1/app/session",
    summary:
      "Trades the host app's signed sign-in token for a session (in-app mode); sets the session cookies",
    query: NoQuery,
    body: AppSessionRequestSchema,
    response: SessionResponseSchema,
    errors: ["app_token_invalid", "validation_failed"],
  },
} as const satisfies Record<string, Endpoint>;

/** The development host-app simulator's token minting (DEV_HOST_APP=on, this machine only). */
export const DevAppTokenBodySchema = z
  .object({
    mobile: inputText().regex(/^[6-9]\d{9}$/),
    name: inputText().max(60).optional(),
  })
  .strict();

export const DEV_HOST_APP_ENDPOINTS = {
  status: {
    operationId: "devHostApp",
    method: "GET",
    path: "/api/dev/host-app",
    summary: "Whether the host-app simulator is on (DEV_HOST_APP=on, this machine only)",
    query: NoQuery,
    response: z.object({ on: z.literal(true) }),
    errors: ["dev_seam_local_only"],
  },
  appToken: {
    operationId: "devAppToken",
    method: "POST",
    path: "/api/dev/app-token",
    summary:
      "Signs a host-app token for a mobile, as the host app would (DEV_HOST_APP=on, this machine only)",
    query: NoQuery,
    body: DevAppTokenBodySchema,
    response: z.object({ token: z.string() }),
    errors: ["dev_seam_local_only"],
  },
} as const satisfies Record<string, Endpoint>;
