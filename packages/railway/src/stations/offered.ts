import type { RawNetwork } from "../network/model.ts";

/**
 * Which stations station search offers a traveller (issue 19, item 5). The
 * open network lists 9,090 codes, but only 3,343 have a train of trains.json
 * stopping there; the rest are goods yards, cabins, junction cabins, sidings,
 * halts of trains the data lacks, and the old codes of renamed stations (BCT
 * beside MMCT, CSTM beside CSMT). Offering them leads a traveller to a station
 * no journey starts from. A station is offered when:
 *
 * 1. it is not an old code replaced by a current one of the network
 *    (`REPLACED_CODES`); searching the old code or the old name finds the
 *    current station instead, as travellers still type them;
 * 2. some train of the network stops there;
 * 3. its name does not say it is a cabin, goods yard, yard or siding
 *    (`NON_PASSENGER_NAME`), unless it is a stop reviewed as a passenger
 *    station (`PASSENGER_STOPS_DESPITE_NAME`).
 *
 * Every station stays in the network (lookups by code, journeys, tickets): it
 * is only left out of search, the state lists and the popular stations.
 */

/**
 * Old station codes and the codes that replace them, the first one present in
 * the network winning. Sources: stations.json marks a renamed station that
 * took its old site `coords: "renamed"` (same coordinates as the old code, on
 * which no train of trains.json stops), and raw/stations_dict.json, the newer
 * code list, lacks every old code here. JHS and VGLB: the open data still
 * calls Virangana Lakshmibai Jhansi VGLB; its current code is VGLJ (the demo
 * network's). Checked against the open data by `offered.test.ts` when
 * RAILWAY_DATA_DIR is set.
 */
export const REPLACED_CODES: Readonly<Record<string, readonly string[]>> = {
  ALD: ["PRYJ"], // Allahabad Jn → Prayagraj Jn
  ALY: ["PRRB"], // Allahabad City → Prayagraj Rambagh
  BCT: ["MMCT"], // Mumbai Central (the old code of the same station)
  COI: ["PCOI"], // Cheoki → Prayagraj Cheoki
  CSTM: ["CSMT"], // Mumbai CST → Chhatrapati Shivaji Maharaj Terminus
  DRGJ: ["PYGS"], // Daraganj → Prayagraj Sangam
  FD: ["AYC"], // Faizabad Jn → Ayodhya Cantt
  GR: ["KLBG"], // Gulbarga → Kalaburagi
  HBD: ["NDPM"], // Hoshangabad → Narmadapuram
  HBJ: ["RKMP"], // Habibganj → Rani Kamalapati
  JHS: ["VGLJ", "VGLB"], // Jhansi Jn → Virangana Lakshmibai Jhansi
  MGS: ["DDU"], // Mughal Sarai Jn → Pt. Deen Dayal Upadhyaya Jn
  MUV: ["BSBS"], // Manduadih → Banaras
  SBI: ["SBIB"], // Sabarmati Jn → Sabarmati BG
};

/**
 * Words of a printed name that mark a place no passenger boards at: a cabin
 * (block cabin, junction cabin, link cabin: "FLYOVER CABIN MUGHALSARAI",
 * "HUBLI EAST CAB"), a block hut, a signal panel, a goods yard, a marshalling
 * yard, a siding. Not "GATE" or "WORKSHOP": Surendranagar Gate and Jagadhri
 * Workshop are passenger stations.
 */
export const NON_PASSENGER_NAME =
  /\b(CABINE?|CABN|CAB|BLOCK HUT|PANEL|GOODS|YARD|YD|SIDING|SDG|MARSHALL?ING)\b/i;

/**
 * Stops whose names match `NON_PASSENGER_NAME` but where the open data has
 * passenger trains stopping, reviewed one by one: Sogariya (SGAC) is the origin
 * of 20451/20452, Sarona (SZB) a stop of 18529/18530 at Raipur, Kalamboli
 * (KLMG) a stop of 10105 Diva–Sawantwadi. A new network with another such stop
 * leaves it out of search until it is reviewed here.
 */
export const PASSENGER_STOPS_DESPITE_NAME: ReadonlySet<string> = new Set(["KLMG", "SGAC", "SZB"]);

export type ExclusionReason = "replaced" | "no-train" | "non-passenger-name";

export interface StationOffer {
  /** Codes station search offers. */
  offered: ReadonlySet<string>;
  /** Old code → the current code of this network that replaces it (the old code need not be in the network). */
  replacedBy: ReadonlyMap<string, string>;
  /** Every station of the network left out, with the first rule that left it out. */
  excluded: ReadonlyMap<string, ExclusionReason>;
}

/** Applies the rules above to a network; pure. */
export function stationOffer(
  network: Pick<RawNetwork, "stations" | "trains">,
  replacedCodes: Readonly<Record<string, readonly string[]>> = REPLACED_CODES,
  reviewedStops: ReadonlySet<string> = PASSENGER_STOPS_DESPITE_NAME,
): StationOffer {
  const present = new Set(network.stations.map((s) => s.code));
  const stopped = new Set<string>();
  for (const train of network.trains) for (const code of train.stops) stopped.add(code);
  const replacedBy = new Map<string, string>();
  for (const [old, candidates] of Object.entries(replacedCodes)) {
    const current = candidates.find((c) => c !== old && present.has(c));
    if (current !== undefined) replacedBy.set(old, current);
  }
  const offered = new Set<string>();
  const excluded = new Map<string, ExclusionReason>();
  for (const s of network.stations) {
    if (replacedBy.has(s.code)) excluded.set(s.code, "replaced");
    else if (!stopped.has(s.code)) excluded.set(s.code, "no-train");
    else if (NON_PASSENGER_NAME.test(s.name) && !reviewedStops.has(s.code))
      excluded.set(s.code, "non-passenger-name");
    else offered.add(s.code);
  }
  return { offered, replacedBy, excluded };
}
