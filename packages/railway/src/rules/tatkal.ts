/**
 * Tatkal and Premium Tatkal windows (facts.md §2, §4; spec §6, §9).
 *
 * - Tatkal opens the day before the date of journey (journey date excluded),
 *   counted from the train's ORIGIN date: 10:00 IST for AC classes, 11:00 IST
 *   for non-AC classes. Premium Tatkal (PT) keeps the same windows.
 * - Which classes offer Tatkal is read from the fare table (`TATKAL` in
 *   `fares/fare.ts`) so a booking the rules allow can always be priced: no
 *   Tatkal in 1A (facts §2), FC, EA or the Vistadomes (fare module's choice).
 * - From 1 Jul 2025 online Tatkal is only for Aadhaar-verified railway users (spec §6);
 *   from 15 Jul 2025 each online Tatkal booking also needs an Aadhaar OTP (facts §4),
 *   asked on the railway's own page with the password (`accounts/aadhaar-auth.ts`).
 * - Agents are barred for the first 30 minutes of each Tatkal window
 *   (10:00–10:30 AC, 11:00–11:30 non-AC, facts §4, 2025); PT is e-ticket
 *   only with no agents at all (facts §2).
 * - The 15-minute notice (spec §9) starts 15 minutes before the opening.
 */
import type { ClassCode } from "@safar/contracts/code-tables";
import { isAcClass, TIMINGS } from "@safar/contracts/code-tables";
import { addDays, type IsoDate, istInstant } from "@safar/domain/ist";
import { TATKAL } from "../fares/fare.ts";

/** Premium Tatkal: not a quota of the search form (`QuotaCode`), but one the railway sells. */
export const PREMIUM_TATKAL_QUOTA = "PT";

// AC classes open at 10:00 (facts §4 lists 2A/3A/3E/CC/EC; the other AC codes follow them).

export interface TatkalConfig {
  acOpensAtTime: string;
  nonAcOpensAtTime: string;
  /** Days before the journey date (journey date excluded). */
  daysBefore: number;
  /** Online Tatkal needs an Aadhaar-verified user from this IST date. */
  aadhaarRequiredFrom: IsoDate;
  /** Each online Tatkal (and Premium Tatkal) booking needs an Aadhaar OTP from this IST date. */
  aadhaarOtpRequiredFrom: IsoDate;
  /** Agents may not book in the first minutes of each Tatkal window. */
  agentBarMinutes: number;
  noticeMinutes: number;
}

export const DEFAULT_TATKAL_CONFIG: TatkalConfig = {
  acOpensAtTime: "10:00",
  nonAcOpensAtTime: "11:00",
  daysBefore: 1,
  // facts.md §4: online Tatkal only for Aadhaar-authenticated users from 1 Jul 2025 [C: business-standard, republicworld, punemirror].
  aadhaarRequiredFrom: "2025-07-01",
  // facts.md §4: from 15 Jul 2025 an Aadhaar OTP for each online Tatkal booking [C: business-standard, republicworld, punemirror].
  aadhaarOtpRequiredFrom: "2025-07-15",
  // facts.md §4: agents barred 10:00–10:30 (AC) and 11:00–11:30 (non-AC) [C: business-standard, republicworld, punemirror].
  agentBarMinutes: 30,
  noticeMinutes: TIMINGS.tatkalNoticeMinutes,
};

/** The refusal's words when a user ID that is not Aadhaar-verified asks for Tatkal (spec §6). */
export const TATKAL_AADHAAR_REQUIRED =
  "Only Aadhaar-verified railway users can book Tatkal from July 1, 2025";

export function isTatkalQuota(quota: string): boolean {
  return quota === "TQ" || quota === PREMIUM_TATKAL_QUOTA;
}

/** True when the class sells Tatkal (and Premium Tatkal). */
export function tatkalOffered(classCode: ClassCode): boolean {
  return TATKAL[classCode] !== undefined;
}

/** The IST time Tatkal opens for a class: 10:00 AC, 11:00 non-AC. */
export function tatkalOpeningTime(
  classCode: ClassCode,
  config: TatkalConfig = DEFAULT_TATKAL_CONFIG,
): string {
  return isAcClass(classCode) ? config.acOpensAtTime : config.nonAcOpensAtTime;
}

/** The instant Tatkal opens for a journey date (the origin date) and class. */
export function tatkalOpensAt(
  date: IsoDate,
  classCode: ClassCode,
  config: TatkalConfig = DEFAULT_TATKAL_CONFIG,
): Date {
  return istInstant(addDays(date, -config.daysBefore), tatkalOpeningTime(classCode, config));
}

/** True in the agents' barred minutes right after the Tatkal opening. */
export function inTatkalAgentBar(
  now: Date,
  date: IsoDate,
  classCode: ClassCode,
  config: TatkalConfig = DEFAULT_TATKAL_CONFIG,
): boolean {
  const opens = tatkalOpensAt(date, classCode, config).getTime();
  const t = now.getTime();
  return t >= opens && t < opens + config.agentBarMinutes * 60_000;
}

/** True in the notice period just before the Tatkal opening (spec §9: 15 min). */
export function inTatkalNotice(
  now: Date,
  date: IsoDate,
  classCode: ClassCode,
  config: TatkalConfig = DEFAULT_TATKAL_CONFIG,
): boolean {
  const opens = tatkalOpensAt(date, classCode, config).getTime();
  const t = now.getTime();
  return t >= opens - config.noticeMinutes * 60_000 && t < opens;
}

/** True when online Tatkal needs an Aadhaar-verified user at `now`. */
export function tatkalNeedsAadhaar(
  now: Date,
  config: TatkalConfig = DEFAULT_TATKAL_CONFIG,
): boolean {
  return now.getTime() >= istInstant(config.aadhaarRequiredFrom, "00:00").getTime();
}

/** True when an online Tatkal booking made at `now` needs an Aadhaar OTP. */
export function tatkalNeedsAadhaarOtp(
  now: Date,
  config: TatkalConfig = DEFAULT_TATKAL_CONFIG,
): boolean {
  return now.getTime() >= istInstant(config.aadhaarOtpRequiredFrom, "00:00").getTime();
}
