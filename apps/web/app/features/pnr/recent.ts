import { PNR_RECENT_MAX } from "@safar/contracts/pnr";
import { parseJsonArray } from "../../lib/storage.ts";

/**
 * Recent PNR searches kept on the device (`STORAGE_KEYS.pnrSearches`): the
 * most recent first, one entry per PNR, at most PNR_RECENT_MAX. Each keeps
 * the share link of its status page and a line about the journey; never a
 * passenger's name. The newest entry is also "the last PNR details shown"
 * (`/trains/current-status`).
 */
export interface RecentPnr {
  pnr: string;
  /** The status page (`/trains/pnr-enquiry/{pnr}/{token}`). */
  path: string;
  /** e.g. `12952 Mumbai Rajdhani · NDLS → MMCT · Wed, 25 Nov 2026`. */
  summary: string;
  /** When it was looked at (ms since 1970). */
  at: number;
}

const PNR = /^\d{10}$/;
const PATH = /^\/trains\/(?:pnr-enquiry|enquiry-pnr)\/\d{10}\/[A-Za-z0-9._-]{6,512}$/;

/** The stored list, read leniently: anything that does not fit is dropped. */
export function parseRecent(raw: string | null): RecentPnr[] {
  const out: RecentPnr[] = [];
  for (const item of parseJsonArray(raw)) {
    if (!item || typeof item !== "object") continue;
    const { pnr, path, summary, at } = item as Record<string, unknown>;
    if (typeof pnr !== "string" || !PNR.test(pnr)) continue;
    if (typeof path !== "string" || !PATH.test(path)) continue;
    if (out.some((e) => e.pnr === pnr)) continue;
    out.push({
      pnr,
      path,
      summary: typeof summary === "string" ? summary.slice(0, 200) : "",
      at: typeof at === "number" ? at : 0,
    });
    if (out.length >= PNR_RECENT_MAX) break;
  }
  return out;
}

/** The list with this entry first (replacing an older one of the same PNR). */
export function addRecent(list: readonly RecentPnr[], entry: RecentPnr): RecentPnr[] {
  return [entry, ...list.filter((e) => e.pnr !== entry.pnr)].slice(0, PNR_RECENT_MAX);
}

export function removeRecent(list: readonly RecentPnr[], pnr: string): RecentPnr[] {
  return list.filter((e) => e.pnr !== pnr);
}
