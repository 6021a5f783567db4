import { STATION_CODE } from "./results-url.ts";

/**
 * Turning what a traveller typed into one station (spec §5 Search, §8 'No
 * Station Found'). The typeahead endpoint (`v3/station?q=`) ranks its hits
 * and tolerates typos; the form takes its best hit, except that a station
 * code typed exactly wins over the ranking ("BCT" is Mumbai Central even if
 * a city called "Bct…" ranked first). Text in the picker's display form
 * "New Delhi (NDLS)" is read as the code in brackets.
 */
export interface StationOption {
  code: string;
  name: string;
  city?: string | null;
  state?: string | null;
}

/** The code in "Name (CODE)", or the whole text when it is a code; null otherwise. */
export function codeInText(text: string): string | null {
  const trimmed = text.trim();
  const bracket = /\(([A-Za-z][A-Za-z0-9]{0,5})\)\s*$/.exec(trimmed);
  if (bracket?.[1]) return bracket[1].toUpperCase();
  const upper = trimmed.toUpperCase();
  return STATION_CODE.test(upper) ? upper : null;
}

/** The query to send to the typeahead for a typed text. */
export function queryForText(text: string): string {
  return codeInText(text) ?? text.trim();
}

/** The station a typed text means, from the typeahead's hits (best first); null when none. */
export function pickStation<T extends StationOption>(text: string, hits: readonly T[]): T | null {
  const code = codeInText(text);
  if (code) {
    const exact = hits.find((h) => h.code === code);
    if (exact) return exact;
  }
  return hits[0] ?? null;
}

/** How the picker shows a chosen station in its text box. */
export function stationLabel(station: Pick<StationOption, "code" | "name">): string {
  return `${station.name} (${station.code})`;
}

const norm = (s: string) => s.trim().replace(/\s+/g, " ").toUpperCase();

/**
 * Whether typed text still names a station the picker chose: its display
 * form, its name or its code. A hidden code left over from an earlier choice
 * (the text edited without JavaScript) does not.
 */
export function textNamesStation(
  text: string,
  station: Pick<StationOption, "code" | "name">,
): boolean {
  const t = norm(text);
  return (
    t === norm(stationLabel(station)) ||
    t === norm(station.name) ||
    t === station.code.toUpperCase()
  );
}
