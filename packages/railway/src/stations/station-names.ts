import type { RawStation } from "../network/model.ts";
import { displayName } from "./text.ts";

/**
 * The name a station is shown by (issue 19, item 5). The open data prints
 * names in upper case, abbreviated to fit a ticket (initials, "NGR" for
 * Nagar, "T" for Terminus); a name written by hand in mixed case (the demo network,
 * some entries of the open data) is already readable and only re-cased
 * (`displayName`). For upper-case names:
 *
 * 1. a station of `STATION_NAMES` takes its full name from there;
 * 2. otherwise the words of `STATION_NAME_WORDS` are written out, then
 *    `displayName` title-cases the rest ("RAM NGR" → "Ram Nagar").
 *
 * The printed name stays searchable and is still what a ticket prints.
 */

/**
 * Full names of stations whose printed names are abbreviated beyond
 * recognition, or of the big terminals, by their public names (the station
 * boards and the railway's own station pages). Written by hand.
 */
export const STATION_NAMES: Readonly<Record<string, string>> = {
  CSMT: "Chhatrapati Shivaji Maharaj Terminus",
  DADN: "Dr Ambedkar Nagar",
  DDCC: "Daund Chord Line",
  DDU: "Pt. Deen Dayal Upadhyaya Jn",
  KOP: "Chhatrapati Shahu Maharaj Terminus Kolhapur",
  MAS: "MGR Chennai Central",
  NZM: "Hazrat Nizamuddin",
  PCOI: "Prayagraj Cheoki",
  PRRB: "Prayagraj Rambagh",
  PYGS: "Prayagraj Sangam",
  SBC: "KSR Bengaluru City Jn",
  SHRN: "Sant Hirdaram Nagar",
  SSPN: "Sri Sathya Sai Prasanthi Nilayam",
  SVDK: "Shri Mata Vaishno Devi Katra",
  TVC: "Thiruvananthapuram Central",
  VGLB: "Virangana Lakshmibai Jhansi",
  VSKP: "Visakhapatnam",
  YNRK: "Yog Nagari Rishikesh",
};

/**
 * Abbreviated words of printed names written out (upper case in, upper case
 * out; `displayName` cases them). "JN" stays: "Pune Jn" is how the railway
 * writes a junction. A trailing dot is dropped ("… JN." → "… Jn").
 */
export const STATION_NAME_WORDS: Readonly<Record<string, string>> = {
  CANT: "CANTT",
  CNTL: "CENTRAL",
  HLT: "HALT",
  NGR: "NAGAR",
  RD: "ROAD",
  TERM: "TERMINUS",
  TRM: "TERMINAL",
};

function isUpperCase(name: string): boolean {
  return name === name.toUpperCase();
}

/** The readable name of a station (see the rules above). */
export function stationDisplayName(station: Pick<RawStation, "code" | "name">): string {
  const printed = station.name.trim();
  if (!isUpperCase(printed)) return displayName(printed);
  const full = STATION_NAMES[station.code];
  if (full !== undefined) return full;
  const written = printed
    .replace(/[A-Z0-9]+\.?/g, (word) => {
      const bare = word.replace(/\.$/, "");
      const expanded = STATION_NAME_WORDS[bare];
      if (expanded !== undefined) return expanded;
      return bare === "JN" ? bare : word;
    })
    .replace(/\s+/g, " ");
  return displayName(written);
}
