import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import {
  APP_TOKEN_AUDIENCE,
  APP_TOKEN_ISSUER,
  APP_TOKEN_MAX_LIFETIME_S,
  APP_TOKEN_PREFIX,
  type AppTokenClaims,
  AppTokenClaimsSchema,
} from "@safar/contracts/app-auth";

/**
 * The host app's sign-in token (ADR 026): `sat1.<payload>.<signature>`, the
 * payload base64url JSON claims, the signature HMAC-SHA256 of `sat1.<payload>`
 * under a key derived from APP_TOKEN_SECRET. One fixed format and algorithm:
 * nothing in the token chooses how it is checked.
 */

/** Clock difference tolerated between the host app and this server. */
export const APP_TOKEN_SKEW_S = 30;
const B64URL = /^[A-Za-z0-9_-]+$/;

function keyOf(secret: string): Buffer {
  return createHash("sha256").update(`app-token\u0000${secret}`).digest();
}

function signature(secret: string, signed: string): Buffer {
  return createHmac("sha256", keyOf(secret)).update(signed).digest();
}

/** What the host app does (and the development simulator, on its behalf). */
export function signAppToken(
  secret: string,
  claims: Omit<AppTokenClaims, "iss" | "aud" | "jti"> & { jti?: string },
): string {
  const full: AppTokenClaims = {
    iss: APP_TOKEN_ISSUER,
    aud: APP_TOKEN_AUDIENCE,
    ...claims,
    jti: claims.jti ?? randomBytes(18).toString("base64url"),
  };
  const payload = Buffer.from(JSON.stringify(full)).toString("base64url");
  const signed = `${APP_TOKEN_PREFIX}.${payload}`;
  return `${signed}.${signature(secret, signed).toString("base64url")}`;
}

export type AppTokenVerdict =
  | { ok: true; claims: AppTokenClaims }
  | { ok: false; reason: "malformed" | "signature" | "claims" | "expired" | "not_yet_valid" };

/** Checks a token's shape, signature, claims and time window, in that order. */
export function verifyAppToken(secret: string, token: string, now: Date): AppTokenVerdict {
  if (token.length > 2048) return { ok: false, reason: "malformed" };
  const parts = token.split(".");
  if (parts.length !== 3) return { ok: false, reason: "malformed" };
  const [prefix, payload, sig] = parts as [string, string, string];
  if (prefix !== APP_TOKEN_PREFIX || !B64URL.test(payload) || !B64URL.test(sig)) {
    return { ok: false, reason: "malformed" };
  }
  const given = Buffer.from(sig, "base64url");
  const expected = signature(secret, `${prefix}.${payload}`);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: "signature" };
  }
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
  } catch {
    return { ok: false, reason: "claims" };
  }
  const parsed = AppTokenClaimsSchema.safeParse(json);
  if (!parsed.success) return { ok: false, reason: "claims" };
  const claims = parsed.data;
  if (claims.exp <= claims.iat || claims.exp - claims.iat > APP_TOKEN_MAX_LIFETIME_S) {
    return { ok: false, reason: "claims" };
  }
  const nowS = Math.floor(now.getTime() / 1000);
  if (nowS < claims.iat - APP_TOKEN_SKEW_S) return { ok: false, reason: "not_yet_valid" };
  if (nowS >= claims.exp) return { ok: false, reason: "expired" };
  return { ok: true, claims };
}
