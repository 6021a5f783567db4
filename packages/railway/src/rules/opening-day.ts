/**
 * Who may book on the ARP opening day (facts.md §4, 2025–26 changes). Online,
 * the opening day is reserved to Aadhaar-verified users for a period that
 * grew in steps: the first 15 minutes (from 1 Oct 2025), 08:00–12:00 (from
 * 29 Dec 2025), 08:00–16:00 (from 5 Jan 2026), the whole day (from 12 Jan
 * 2026; sources differ on the exact window [X], so the steps are
 * configuration, each with its source). A step counts from the opening day's
 * IST date. Agents are barred for the first minutes of the opening (10
 * minutes in the 2025 rule). Counter (PRS) bookings are not restricted, and
 * this railway sells online only.
 */
import { addDays, type IsoDate, istDate, istInstant } from "@safar/domain/ist";

export interface OpeningDayStep {
  /** In force for opening days on or after this IST date. */
  from: IsoDate;
  /** Aadhaar-only online booking until this IST time on the opening day ("24:00" = the whole day). */
  aadhaarOnlyUntil: string;
  /** facts.md section and citation. */
  source: string;
}

export interface OpeningDayConfig {
  steps: readonly OpeningDayStep[];
  agentBarMinutes: number;
}

export const DEFAULT_OPENING_DAY_CONFIG: OpeningDayConfig = {
  steps: [
    {
      from: "2025-10-01",
      aadhaarOnlyUntil: "08:15",
      source:
        "facts.md §4: first 15 min of the ARP opening from 1 Oct 2025 [C: thehansindia, newsdrum]",
    },
    {
      // facts.md §4 mentions "a 08:00–12:00 step" without its date; the date is the Railway Board order's.
      from: "2025-12-29",
      aadhaarOnlyUntil: "12:00",
      source:
        "facts.md §4 (the 08:00–12:00 step); from 29 Dec 2025 per the Railway Board order of 18 Dec 2025 (newindianexpress 27 Dec 2025, indiatoday 30 Dec 2025)",
    },
    {
      from: "2026-01-05",
      aadhaarOnlyUntil: "16:00",
      source: "facts.md §4: 08:00–16:00 from 5 Jan 2026 [C: ndtv travel, newsbytes, gyankosh]",
    },
    {
      from: "2026-01-12",
      aadhaarOnlyUntil: "24:00",
      source:
        "facts.md §4: the whole opening day from 12 Jan 2026 [C: ndtv travel, gyankosh; X: newsbytes says 08:00–16:00]",
    },
  ],
  // facts.md §4: agents still barred for the first 10 minutes at counters (1 Oct 2025) [C: thehansindia, newsdrum].
  agentBarMinutes: 10,
};

/** The instant until which the opening day `openingDate` is Aadhaar-only online, or undefined when no rule is in force. */
export function aadhaarOnlyUntil(
  openingDate: IsoDate,
  config: OpeningDayConfig = DEFAULT_OPENING_DAY_CONFIG,
): Date | undefined {
  let step: OpeningDayStep | undefined;
  for (const s of config.steps)
    if (s.from <= openingDate && (!step || s.from >= step.from)) step = s;
  if (!step) return undefined;
  return step.aadhaarOnlyUntil === "24:00"
    ? istInstant(addDays(openingDate, 1), "00:00")
    : istInstant(openingDate, step.aadhaarOnlyUntil);
}

/** True when, on an opening day, `now` is in the Aadhaar-only period. */
export function openingDayNeedsAadhaar(
  now: Date,
  config: OpeningDayConfig = DEFAULT_OPENING_DAY_CONFIG,
): boolean {
  const until = aadhaarOnlyUntil(istDate(now), config);
  return until !== undefined && now.getTime() < until.getTime();
}
