import { createHash, createHmac, timingSafeEqual } from "node:crypto";

/**
 * The tokens of the shareable PNR links: an HMAC-SHA256 of the PNR (status
 * link `/trains/pnr-enquiry/{pnr}/{token}`) or of an order id (details link
 * `/trains/current-status/{orderId}/{token}`), under a key derived from
 * SESSION_SECRET for this purpose only, base64url (fits `accessTokenSchema`),
 * cut to 128 bits. A token shows that someone who had the link was given it;
 * it never reveals passenger details by itself (names need the owner's session).
 */
export type PnrTokenKind = "pnr" | "order";

const TOKEN_CHARS = 22; // 22 base64url characters ≈ 131 bits

export function createPnrTokens(sessionSecret: string) {
  const key = createHash("sha256").update(`pnr-share-link\u0000${sessionSecret}`).digest();
  const sign = (kind: PnrTokenKind, value: string) =>
    createHmac("sha256", key)
      .update(`${kind}\u0000${value}`)
      .digest("base64url")
      .slice(0, TOKEN_CHARS);
  return {
    sign,
    /** Constant-time comparison of a token given in a link with the expected one. */
    verify(kind: PnrTokenKind, value: string, token: string): boolean {
      const expected = Buffer.from(sign(kind, value));
      const given = Buffer.from(token);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

export type PnrTokens = ReturnType<typeof createPnrTokens>;
