import { SEAT_STATUS, type SeatStatusCode } from "@safar/contracts/code-tables";
import type { BerthType } from "./layout.ts";

/**
 * Availability and passenger statuses as the railway prints them (facts.md
 * §3.1, spec §4 "Seat availability colour"), as structured values, with
 * `format*` (value → text) and `parse*` (text → value). Parsing is lenient
 * about case and spaces; formatting always gives the canonical text, so
 * `parse(format(s))` is `s` and `format(parse(t))` is `t` for canonical `t`.
 *
 * Canonical forms chosen:
 * - Availability (search page): `AVAILABLE-0044`, `CURR_AVBL-0012` (4-digit
 *   counts, as facts.md's scraped samples), `RAC 12` (facts.md writes "RAC n"
 *   with a space), `GNWL35/WL20` (booking position / current position, no
 *   spaces, as in the availability feed) or `GNWL35` with no current figure,
 *   `REGRET/WL`, `NOT AVAILABLE`, `TRAIN DEPARTED`, `BOOKING NOT YET OPENED`
 *   (issue 4's wording; facts.md's scraped `BOOKING NOT STARTED` is accepted when parsing),
 *   and `BOOKING CLOSED` after the last chart (facts.md gives no text: chosen).
 * - Passenger (PNR status): `CNF/B2/34/LB`, `CNF` (1A before charting, no
 *   berth yet), `RAC 5` or with its side-lower after allotment
 *   `RAC/S4/71/SL`, `GNWL 45`, `WL 12` (current position), `RLWL 5`, `CAN`,
 *   `MOD`, `RELEASED`, `NOSB` (child without berth); a booking/current pair
 *   prints as facts.md's "GNWL 45/WL 30".
 */

// ── Waitlist kinds ───────────────────────────────────────────────────────────

/** Waitlist list prefixes (facts.md §3.1): GNWL, RLWL, PQWL, RSWL, RQWL, TQWL. */
export const WAITLIST_LISTS = ["GN", "RL", "PQ", "RS", "RQ", "TQ"] as const;
export type WaitlistList = (typeof WAITLIST_LISTS)[number];

const LIST_ALT = WAITLIST_LISTS.join("|");

// ── Availability ─────────────────────────────────────────────────────────────

export type AvailabilityStatus =
  | { kind: "available"; count: number }
  | { kind: "current_available"; count: number }
  | { kind: "rac"; position: number }
  | { kind: "waitlist"; list: WaitlistList; position: number; current: number | null }
  | { kind: "regret" }
  | { kind: "not_available" }
  | { kind: "departed" }
  | { kind: "not_opened" }
  | { kind: "closed" };

const pad4 = (n: number) => String(n).padStart(4, "0");

export function formatAvailability(s: AvailabilityStatus): string {
  switch (s.kind) {
    case "available":
      return `AVAILABLE-${pad4(s.count)}`;
    case "current_available":
      return `CURR_AVBL-${pad4(s.count)}`;
    case "rac":
      return `RAC ${s.position}`;
    case "waitlist":
      return s.current === null
        ? `${s.list}WL${s.position}`
        : `${s.list}WL${s.position}/WL${s.current}`;
    case "regret":
      return "REGRET/WL";
    case "not_available":
      return "NOT AVAILABLE";
    case "departed":
      return "TRAIN DEPARTED";
    case "not_opened":
      return "BOOKING NOT YET OPENED";
    case "closed":
      return "BOOKING CLOSED";
  }
}

export type ParseResult<T> = { ok: true; status: T } | { ok: false; reason: "unrecognised" };

const squash = (text: string) => text.trim().toUpperCase().replace(/\s+/g, " ");

const AVAILABILITY_WORDS: Record<string, AvailabilityStatus> = {
  "REGRET/WL": { kind: "regret" },
  REGRET: { kind: "regret" },
  "NOT AVAILABLE": { kind: "not_available" },
  "TRAIN DEPARTED": { kind: "departed" },
  "BOOKING NOT STARTED": { kind: "not_opened" },
  "BOOKING NOT YET OPENED": { kind: "not_opened" },
  "BOOKING CLOSED": { kind: "closed" },
};

export function parseAvailability(text: string): ParseResult<AvailabilityStatus> {
  const t = squash(text);
  const word = AVAILABILITY_WORDS[t.replace(/\s*\/\s*/g, "/")];
  if (word) return { ok: true, status: word };
  let m = /^AVAILABLE\s*-\s*(\d+)$/.exec(t);
  if (m) return { ok: true, status: { kind: "available", count: Number(m[1]) } };
  m = /^CURR_AVBL\s*-\s*(\d+)$/.exec(t);
  if (m) return { ok: true, status: { kind: "current_available", count: Number(m[1]) } };
  m = /^RAC\s*(\d+)$/.exec(t);
  if (m) return { ok: true, status: { kind: "rac", position: Number(m[1]) } };
  m = new RegExp(`^(${LIST_ALT})WL\\s*(\\d+)(?:\\s*/\\s*WL\\s*(\\d+))?$`).exec(t);
  if (m)
    return {
      ok: true,
      status: {
        kind: "waitlist",
        list: m[1] as WaitlistList,
        position: Number(m[2]),
        current: m[3] === undefined ? null : Number(m[3]),
      },
    };
  return { ok: false, reason: "unrecognised" };
}

// ── Groups, codes and colours (spec §4 "Seat availability colour") ──────────

/** Spec §4 status groups; "" means nothing known yet ("check availability"). */
export type StatusGroup =
  | "AVL"
  | "Curr AVL"
  | "Not AVL"
  | "RAC"
  | "WL"
  | "Departed"
  | "Closed"
  | "";

export function statusGroup(s: AvailabilityStatus | null): StatusGroup {
  if (s === null) return "";
  switch (s.kind) {
    case "available":
      return "AVL";
    case "current_available":
      return "Curr AVL";
    case "rac":
      return "RAC";
    case "waitlist":
      return "WL";
    case "regret":
    case "not_available":
      return "Not AVL";
    case "departed":
      return "Departed";
    // Chosen: "not yet open" is shown like "closed" — nothing can be booked now.
    case "not_opened":
    case "closed":
      return "Closed";
  }
}

/**
 * The one-character status code of spec §4's second reading: 0 NOT AVL,
 * 1 CNF (available), 2 RAC, 3 (any other) WL. Regret, departed, not opened and
 * closed are all "0".
 */
export type AvailabilityCode = "0" | "1" | "2" | "3";

export function availabilityCode(s: AvailabilityStatus): AvailabilityCode {
  switch (s.kind) {
    case "available":
    case "current_available":
      return "1";
    case "rac":
      return "2";
    case "waitlist":
      return "3";
    default:
      return "0";
  }
}

export type AvailabilityColour = "red" | "amber" | "green";

/**
 * Spec §4: the first character of the status code — 0 not available (red),
 * 1 or 2 available (green), anything else waitlist (amber). The spec lists
 * the colours as "red, amber, green" without pairing them; red for not
 * available and green for available is the reading chosen.
 */
export function colourOfCode(code: string): AvailabilityColour {
  const first = code.trim().charAt(0);
  if (first === "0") return "red";
  if (first === "1" || first === "2") return "green";
  return "amber";
}

export function availabilityColour(s: AvailabilityStatus): AvailabilityColour {
  return colourOfCode(availabilityCode(s));
}

/**
 * The spec §9 seat-status code (`SEAT_STATUS`: available 1, waiting 3, RAC 0,
 * TQWL 2) of a bookable status, or null when nothing can be booked.
 */
export function seatStatusCode(s: AvailabilityStatus): SeatStatusCode | null {
  switch (s.kind) {
    case "available":
    case "current_available":
      return SEAT_STATUS.available;
    case "rac":
      return SEAT_STATUS.rac;
    case "waitlist":
      return s.list === "TQ" ? SEAT_STATUS.tqwl : SEAT_STATUS.waiting;
    default:
      return null;
  }
}

// ── Passenger statuses (PNR) ─────────────────────────────────────────────────

export interface SeatRef {
  coach: string;
  berth: number;
  type: BerthType;
}

export type PassengerStatus =
  | { kind: "confirmed"; seat: SeatRef | null }
  | { kind: "rac"; position: number; seat: null }
  | { kind: "rac"; position: null; seat: SeatRef }
  /** `list` null is the bare current-position form `WL 12`. */
  | { kind: "waitlist"; list: WaitlistList | null; position: number }
  | { kind: "cancelled" }
  | { kind: "modified" }
  | { kind: "released" }
  | { kind: "no_berth" };

const seatText = (s: SeatRef) => `${s.coach}/${s.berth}/${s.type}`;

export function formatPassengerStatus(s: PassengerStatus): string {
  switch (s.kind) {
    case "confirmed":
      return s.seat ? `CNF/${seatText(s.seat)}` : "CNF";
    case "rac":
      return s.seat ? `RAC/${seatText(s.seat)}` : `RAC ${s.position}`;
    case "waitlist":
      return `${s.list ?? ""}WL ${s.position}`;
    case "cancelled":
      return "CAN";
    case "modified":
      return "MOD";
    case "released":
      return "RELEASED";
    case "no_berth":
      return "NOSB";
  }
}

const BERTH_TYPES_ALT = "LB|MB|UB|SL|SM|SU|WS|MS|AS";
const SEAT_RE = `([A-Z]{1,2}\\d{1,2})\\s*/\\s*(\\d{1,3})\\s*/\\s*(${BERTH_TYPES_ALT})`;

const PASSENGER_WORDS: Record<string, PassengerStatus> = {
  CNF: { kind: "confirmed", seat: null },
  CAN: { kind: "cancelled" },
  MOD: { kind: "modified" },
  RELEASED: { kind: "released" },
  NOSB: { kind: "no_berth" },
};

export function parsePassengerStatus(text: string): ParseResult<PassengerStatus> {
  const t = squash(text);
  const word = PASSENGER_WORDS[t];
  if (word) return { ok: true, status: word };
  let m = new RegExp(`^(CNF|RAC)\\s*/\\s*${SEAT_RE}$`).exec(t);
  if (m) {
    const seat: SeatRef = { coach: m[2] as string, berth: Number(m[3]), type: m[4] as BerthType };
    return {
      ok: true,
      status: m[1] === "CNF" ? { kind: "confirmed", seat } : { kind: "rac", position: null, seat },
    };
  }
  m = /^RAC\s*(\d+)$/.exec(t);
  if (m) return { ok: true, status: { kind: "rac", position: Number(m[1]), seat: null } };
  m = new RegExp(`^(${LIST_ALT})?WL\\s*(\\d+)$`).exec(t);
  if (m)
    return {
      ok: true,
      status: {
        kind: "waitlist",
        list: (m[1] as WaitlistList | undefined) ?? null,
        position: Number(m[2]),
      },
    };
  return { ok: false, reason: "unrecognised" };
}

/**
 * A passenger's booking status and current status as one line, facts.md's
 * "GNWL 45/WL 30" (status at booking / status now).
 */
export function formatStatusPair(booking: PassengerStatus, current: PassengerStatus): string {
  return `${formatPassengerStatus(booking)}/${formatPassengerStatus(current)}`;
}
