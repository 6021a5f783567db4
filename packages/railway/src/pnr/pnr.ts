import { seededRandom } from "@safar/domain/random";
import {
  type OriginStation,
  type PrsRegion,
  REGION_DIGITS,
  regionOfDigit,
  regionOfStation,
} from "./region.ts";

/**
 * PNR numbers (facts.md §8): ten digits, the first naming the PRS region of
 * the train's originating station (see `region.ts`).
 *
 * The simulation numbers its bookings 0, 1, 2, … and turns each sequence
 * number into a PNR with a keyed permutation, so that
 * - PNRs are unique within a run: the last nine digits are a bijection of the
 *   sequence number (a 30-bit Feistel network with cycle walking onto
 *   0 … 999 999 999), whatever the first digit is;
 * - the same seed gives the same PNRs (deterministic, replayable);
 * - consecutive bookings do not get guessable consecutive numbers.
 * Not cryptographic: it only hides the order from casual eyes.
 *
 * facts.md says digits 2–3 name the PRS and the last seven are random; the
 * simulation keeps a single PRS per region, so all nine are the keyed body
 * (chosen). One run can issue at most 10⁹ PNRs.
 */

export const PNR_LENGTH = 10;
export const PNR_BODY_SPACE = 1_000_000_000;

const ROUNDS = 6;
const HALF_BITS = 15;
const HALF_MASK = (1 << HALF_BITS) - 1;

export interface PnrKey {
  readonly rounds: readonly number[];
  readonly digitKey: number;
}

/** Round keys for one run of the simulation, from its seed. */
export function pnrKey(seed: number): PnrKey {
  const random = seededRandom(seed ^ 0x5eed_b00c);
  const next = () => Math.floor(random() * 0x1_0000_0000) >>> 0;
  const rounds = Array.from({ length: ROUNDS }, next);
  return { rounds, digitKey: next() };
}

function mix(x: number): number {
  let h = x >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d);
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b);
  return (h ^ (h >>> 16)) >>> 0;
}

function feistel30(x: number, key: PnrKey): number {
  let left = (x >>> HALF_BITS) & HALF_MASK;
  let right = x & HALF_MASK;
  for (const k of key.rounds) {
    const f = mix(right ^ k) & HALF_MASK;
    const nextRight = left ^ f;
    left = right;
    right = nextRight;
  }
  return ((left << HALF_BITS) | right) >>> 0;
}

/** The keyed bijection of 0 … 999 999 999 onto itself (cycle walking over 2³⁰). */
export function permuteBody(sequence: number, key: PnrKey): number {
  let x = feistel30(sequence, key);
  while (x >= PNR_BODY_SPACE) x = feistel30(x, key);
  return x;
}

export type PnrGenerateResult =
  | { ok: true; pnr: string; region: PrsRegion }
  | { ok: false; reason: "sequence_out_of_range" };

/**
 * The PNR of booking number `sequence` (0-based, unique within the run) for a
 * train leaving from `origin`.
 */
export function generatePnr(
  key: PnrKey,
  sequence: number,
  origin: OriginStation,
): PnrGenerateResult {
  if (!Number.isInteger(sequence) || sequence < 0 || sequence >= PNR_BODY_SPACE)
    return { ok: false, reason: "sequence_out_of_range" };
  const { region } = regionOfStation(origin);
  const digits = REGION_DIGITS[region];
  const digit = digits[mix(sequence ^ key.digitKey) % digits.length] as number;
  const body = permuteBody(sequence, key);
  return { ok: true, pnr: `${digit}${String(body).padStart(9, "0")}`, region };
}

export type PnrValidation =
  | { ok: true; pnr: string; region: PrsRegion }
  | { ok: false; reason: "empty" | "not_digits" | "wrong_length" | "bad_first_digit" };

/** Strips the spaces and hyphens people type or copy (e.g. "245-1234567"). */
export function normalizePnr(input: string): string {
  return input.replace(/[\s-]/g, "");
}

/** Checks a typed PNR: ten digits, the first naming a PRS region (1–9). */
export function validatePnr(input: string): PnrValidation {
  const pnr = normalizePnr(input);
  if (pnr === "") return { ok: false, reason: "empty" };
  if (!/^\d+$/.test(pnr)) return { ok: false, reason: "not_digits" };
  if (pnr.length !== PNR_LENGTH) return { ok: false, reason: "wrong_length" };
  const region = regionOfDigit(Number(pnr[0]));
  if (!region) return { ok: false, reason: "bad_first_digit" };
  return { ok: true, pnr, region };
}

/** Display grouping used on tickets and SMS: first three digits, hyphen, last seven ("245-1234567"). */
export function formatPnr(pnr: string): string {
  const p = normalizePnr(pnr);
  return p.length === PNR_LENGTH ? `${p.slice(0, 3)}-${p.slice(3)}` : p;
}

/** Hides all but the last four digits, for logs and notifications ("******4567"). */
export function maskPnr(pnr: string): string {
  const p = normalizePnr(pnr);
  return p.length <= 4 ? p : `${"*".repeat(p.length - 4)}${p.slice(-4)}`;
}
