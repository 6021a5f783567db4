/**
 * Masks what names a person in an order kept after its account was deleted
 * (ADR 030): each word of a name keeps its first letter ("Rahul Kumar" →
 * "R•••• K••••"); an e-mail, mobile, passport or date of birth becomes dots.
 * Train, station and GST (business) details are left as they are.
 */
const NAME_KEYS = new Set(["name", "fullName", "passengerName", "firstName", "lastName"]);
const GONE_KEYS = new Set([
  "email",
  "mobile",
  "passport",
  "passportNumber",
  "dob",
  "emails",
  "mobiles",
]);
/** Sub-trees that name trains and stations, never people. */
const SKIP_KEYS = new Set(["stations", "train", "from", "to", "boarding", "gst", "gstDetails"]);

export const DOTS = "••••";

export function maskName(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => `${word.slice(0, 1)}${"•".repeat(Math.max(word.length - 1, 1))}`)
    .join(" ");
}

export function maskPersonal(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(maskPersonal);
  if (value === null || typeof value !== "object") return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
    if (SKIP_KEYS.has(key)) out[key] = v;
    else if (NAME_KEYS.has(key) && typeof v === "string") out[key] = maskName(v);
    else if (GONE_KEYS.has(key) && v !== null && v !== "") {
      out[key] = Array.isArray(v) ? v.map(() => DOTS) : DOTS;
    } else out[key] = maskPersonal(v);
  }
  return out;
}
