import type { TrainType } from "../network/model.ts";

/**
 * The train type, from the name and the number alone (facts.md §9).
 *
 * The open data abbreviates names heavily ("Bhopal Shtbdi", "Ljn Bpl G Rath",
 * "Goda Ndls Hmsfr", "Bsp Ndls Raj EX", "Jnshtbdi"), so every pattern accepts
 * the abbreviations found there. Station codes inside names (SMVB, the
 * Bengaluru terminal) must not read as "VB": patterns match whole words.
 *
 * Precedence, most specific first: Vande Bharat, Rajdhani (a "Tejas Rajdhani"
 * is a Rajdhani), Jan Shatabdi before Shatabdi, Duronto, Garib Rath, Humsafar,
 * Tejas, Double Decker, Antyodaya; then the number: first digit 5/6/7 →
 * passenger (5 conventional passenger, 6 MEMU, 7 DEMU); 12xxx/22xxx/20xxx or a
 * superfast marker in the name ("SF", "Sfast", "Superfast", "Sup") →
 * superfast; everything else → mail/express.
 */

const PATTERNS: readonly (readonly [TrainType, RegExp])[] = [
  ["vande-bharat", /\bvande\b|\bvb\b/i],
  ["rajdhani", /\brajdh|\braj(\s+ex\w*)?$/i],
  // "Jan Shatabdi", "Janshatabdi", "Janshtbdi", "Jansatabdi", "Jnshtbdi", "Janst" — not "Jan Sadharan".
  ["jan-shatabdi", /\bja?n\s*sh?a?t/i],
  // "Shatabdi", "Shtbdi", "Shatabadi", "Swran Shtbd"; Gatimaan (a 160 km/h CC/EC day train) rides with them.
  ["shatabdi", /\bsh?a?ta?b|\bshtb|\bgatima+n/i],
  ["duronto", /duront|\bdrnt/i],
  // "Garib Rath", "Garibrath", "G Rath", "Grath" — not "Garib Nawaz".
  ["garib-rath", /garib\s*rath|\bg\s*rath|\bgrath/i],
  // "Humsafar", "Hamsafar", "Humsfr", "Hmsfr", "Humsafr".
  ["humsafar", /\bh[au]m\s*s|\bhmsf/i],
  ["tejas", /\btejas\b/i],
  ["double-decker", /\bdouble|\bdd\b|\buday\b/i],
  ["antyodaya", /\bantyod/i],
];

const SUPERFAST_NAME = /\bsf\b|\bs\s?f\b|\bsfast|\bsuperfast|\bsup\b/i;

export function trainTypeOf(number: string, name: string): TrainType {
  for (const [type, pattern] of PATTERNS) if (pattern.test(name)) return type;
  const first = number[0];
  if (first === "5" || first === "6" || first === "7") return "passenger";
  if (/^(1|2|0)2/.test(number) || number.startsWith("20") || SUPERFAST_NAME.test(name))
    return "superfast";
  return "mail-express";
}

/** All-AC trains that are not a named premium type ("Ltt HW AC Exp", "Lko Ndls AC SF"): premium AC rake. */
export function isAcExpress(name: string): boolean {
  return /\bac\b/i.test(name);
}

/** Short day trains seated rather than berthed ("Intercity", "ICE"). */
export function isIntercity(name: string): boolean {
  return /\binter\s*city|\bicty\b|\bice\b/i.test(name);
}

/** The Vande Bharat sleeper (Jan 2026): berths, not chairs. */
export function isSleeperService(name: string): boolean {
  return /\bsleeper\b/i.test(name);
}

/**
 * Which cancellation slabs a train's tickets follow: the 16 Jan 2026
 * notification's (>72 h 25 %, 72–8 h 50 %, <8 h nil) for the Vande Bharat
 * sleeper and Amrit Bharat II (facts.md §6, §13); the 2015 rules otherwise.
 * facts.md names no Amrit Bharat generation in train names, so any "Amrit
 * Bharat" train takes the 2026 slabs.
 */
export function refundSchemeOf(train: {
  type: TrainType;
  name: string;
}): "standard" | "vande_bharat_sleeper" {
  if (train.type === "vande-bharat" && isSleeperService(train.name)) return "vande_bharat_sleeper";
  if (/\bamrit\s*bharat\b/i.test(train.name)) return "vande_bharat_sleeper";
  return "standard";
}

/** Types whose fare carries the superfast charge: the superfast and premium types (facts.md §5, §9). */
export function chargesSuperfast(type: TrainType): boolean {
  return type !== "mail-express" && type !== "passenger";
}

/**
 * Types whose fare includes catering (facts.md §5: Rajdhani, Shatabdi,
 * Duronto, Vande Bharat; Tejas as a premium day train with meals served).
 * Humsafar meals are optional, Garib Rath has none.
 */
export function includesCatering(type: TrainType): boolean {
  return (
    type === "rajdhani" ||
    type === "shatabdi" ||
    type === "duronto" ||
    type === "vande-bharat" ||
    type === "tejas"
  );
}
