import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from "node:crypto";

/**
 * The token primitives of sign-in (ADR 011): random tokens, their stored
 * hashes, and the sealing of a token for the client's stored session (spec §3:
 * "encrypted sso token with its iv"): AES-256-GCM under a key derived from
 * SESSION_SECRET, with a fresh 12-byte iv each time.
 */

/** 32 random bytes as base64url. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/** What the database keeps instead of a token. */
export function tokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export interface Sealer {
  seal(plaintext: string): { enc: string; iv: string };
  /** The plaintext, or null when the pair was not sealed with this key or was altered. */
  unseal(enc: string, iv: string): string | null;
}

export function createSealer(secret: string, purpose: string): Sealer {
  const key = createHash("sha256").update(`${purpose}\u0000${secret}`).digest();
  return {
    seal(plaintext) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      const body = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
      const enc = Buffer.concat([body, cipher.getAuthTag()]).toString("base64url");
      return { enc, iv: iv.toString("base64url") };
    },
    unseal(enc, iv) {
      try {
        const data = Buffer.from(enc, "base64url");
        const nonce = Buffer.from(iv, "base64url");
        if (data.length < 17 || nonce.length !== 12) return null;
        const decipher = createDecipheriv("aes-256-gcm", key, nonce);
        decipher.setAuthTag(data.subarray(data.length - 16));
        return Buffer.concat([
          decipher.update(data.subarray(0, data.length - 16)),
          decipher.final(),
        ]).toString("utf8");
      } catch {
        return null;
      }
    },
  };
}

/**
 * A keyed digest under a key derived from SESSION_SECRET for one purpose
 * (base64url): what makes the anti-forgery token a function of its session.
 */
export function createMac(secret: string, purpose: string): (value: string) => string {
  const key = createHash("sha256").update(`mac\u0000${purpose}\u0000${secret}`).digest();
  return (value) => createHmac("sha256", key).update(value).digest("base64url");
}
