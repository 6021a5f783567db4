/**
 * Password hashing for railway accounts: scrypt from node:crypto (memory-hard,
 * no native dependency), a random 16-byte salt per password, stored as
 * `scrypt$N$r$p$salt$hash` with salt and hash in base64 so the cost can be
 * raised later without breaking old hashes. Verification re-derives with the
 * stored parameters and compares with `timingSafeEqual`. Nothing here logs.
 */
import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from "node:crypto";

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

/** 2^14 × 8 × 128 B = 16 MiB per hash, ~50 ms on a server core. */
export const DEFAULT_SCRYPT: ScryptParams = { N: 16_384, r: 8, p: 1 };
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

function derive(
  password: string,
  salt: Buffer,
  params: ScryptParams,
  keyLength = KEY_LENGTH,
): Promise<Buffer> {
  const options: ScryptOptions = {
    N: params.N,
    r: params.r,
    p: params.p,
    maxmem: 256 * params.N * params.r + 1024 * 1024,
  };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFC"), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(
  password: string,
  params: ScryptParams = DEFAULT_SCRYPT,
  salt: Buffer = randomBytes(SALT_LENGTH),
): Promise<string> {
  const key = await derive(password, salt, params);
  return [
    "scrypt",
    params.N,
    params.r,
    params.p,
    salt.toString("base64"),
    key.toString("base64"),
  ].join("$");
}

/** True when `password` matches a stored `scrypt$…` hash; false for a malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return false;
  const [N, r, p] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  if (![N, r, p].every((n) => Number.isSafeInteger(n) && n > 0)) return false;
  const salt = Buffer.from(parts[4] ?? "", "base64");
  const expected = Buffer.from(parts[5] ?? "", "base64");
  if (salt.length === 0 || expected.length === 0) return false;
  try {
    const actual = await derive(password, salt, { N, r, p }, expected.length);
    return timingSafeEqual(actual, expected);
  } catch {
    return false; // parameters scrypt refuses (N not a power of two, too much memory)
  }
}
