import { createHash } from "node:crypto";

/** sha256 hex: a deletion code is stored only as this. */
export function tokenHash(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}
