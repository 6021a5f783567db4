/**
 * The mandate page's link is a capability, like a hold's id on the
 * authorisation page: it shows the masked Aadhaar-linked mobile of a user ID
 * and sends that mobile an OTP, so it must not work for any user ID a
 * stranger types. The gateway signs the request it builds a link for
 * (`mandateUrl`) with the railway's own key (HMAC-SHA256, kept in
 * `railway.settings` so every process and restart shares it); the page
 * refuses a request whose signature does not match before it reads or sends
 * anything. The return path is not signed: it is checked as same-origin.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Db } from "@safar/db/client";
import type { MandateRequest } from "../gateway.ts";
import { accountsRepository } from "./accounts.repository.ts";
import { mandateSubject } from "./mandates.ts";

export const MANDATE_LINK_KEY_SETTING = "mandate_link_key";

const SIGNATURE_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export interface MandateLinks {
  /** The signature the page's link carries as `sig` for this request. */
  sign(request: MandateRequest): string;
  /** Whether `signature` is this request's (constant time). */
  matches(request: MandateRequest, signature: string | undefined): boolean;
}

export function mandateLinks(key: string): MandateLinks {
  const sign = (request: MandateRequest) =>
    createHmac("sha256", key)
      .update(`${request.railwayUserId}\u0000${mandateSubject(request)}`)
      .digest("base64url");
  return {
    sign,
    matches(request, signature) {
      if (typeof signature !== "string" || !SIGNATURE_PATTERN.test(signature)) return false;
      const expected = Buffer.from(sign(request));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

/** The railway's link key (made once, on the first start of a database), as signer and checker. */
export async function loadMandateLinks(db: Db): Promise<MandateLinks> {
  const stored = await accountsRepository(db).ensureSetting(
    MANDATE_LINK_KEY_SETTING,
    randomBytes(32).toString("base64url"),
  );
  if (typeof stored !== "string" || stored.length < 32) {
    throw new Error(`railway.settings ${MANDATE_LINK_KEY_SETTING} is not a key`);
  }
  return mandateLinks(stored);
}
