import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { DomainError, ErrorCode } from "@safar/contracts/errors";
import { MAP_KEY_TTL_MS, type MapKeyResponse } from "@safar/contracts/live-status";
import type { Clock } from "@safar/domain/clock";

/** What the public answer carries when no tile layer is configured. */
export const OUTLINE_ATTRIBUTION = "Outline: Natural Earth (public domain)";
const REFUSED = "The map key is invalid or has expired";

/**
 * The maps key (spec §7 `v1/mmi_token`, §9 "Maps key validation: every 60 s";
 * ADR 012). A key is `<expires, unix s>.<nonce>.<signature>`, the signature an
 * HMAC-SHA256 over `map-key:v1:<expires>.<nonce>` with a key derived from the
 * session secret, so any process of the deployment, or a tile proxy given the
 * derived key, can check it without storage. It gates the map: the web map
 * draws only while it holds a valid key, re-validates it every 60 s and
 * withdraws when refused; a configured tile layer gets the key as `{key}`.
 */
export function createMapKeyService(deps: {
  sessionSecret: string;
  now: Clock;
  tileUrl: string | undefined;
  ttlMs?: number;
}) {
  const key = createHash("sha256").update(`map-key\u0000${deps.sessionSecret}`).digest();
  const ttlMs = deps.ttlMs ?? MAP_KEY_TTL_MS;
  const sign = (payload: string) =>
    createHmac("sha256", key).update(`map-key:v1:${payload}`).digest("base64url");
  const tileUrl = deps.tileUrl ?? null;
  // With a tile layer the map draws the tiles instead of the outline.
  const attribution = tileUrl
    ? `Map tiles: ${new URL(tileUrl.replace(/[{}]/g, "")).hostname}`
    : OUTLINE_ATTRIBUTION;

  function issue(): MapKeyResponse {
    const expires = Math.floor((deps.now().getTime() + ttlMs) / 1000);
    const payload = `${expires}.${randomBytes(12).toString("base64url")}`;
    return {
      token: `${payload}.${sign(payload)}`,
      expiresAt: new Date(expires * 1000).toISOString(),
      tileUrl,
      attribution,
    };
  }

  /** True when the key was signed here and has not expired. */
  function isValid(token: string): boolean {
    const match = /^(\d{1,12})\.([\w-]{16})\.([\w-]{43})$/.exec(token);
    if (!match) return false;
    const [, expires, nonce, signature] = match as unknown as [string, string, string, string];
    const expected = Buffer.from(sign(`${expires}.${nonce}`));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
    return Number(expires) * 1000 > deps.now().getTime();
  }

  return {
    isValid,
    /** A new key, or (with the key the map holds) its validation answered with a renewed key. */
    key(token: string | undefined): MapKeyResponse {
      if (token !== undefined && !isValid(token)) {
        throw new DomainError(ErrorCode.validation_failed, {
          message: REFUSED,
          fields: { token: REFUSED },
        });
      }
      return issue();
    },
  };
}
