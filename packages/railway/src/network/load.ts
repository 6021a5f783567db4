import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import type { NetworkSource, RawNetwork, RawStation, RawTrain } from "./model.ts";

/**
 * Reads a network from a directory holding `stations.json` and `trains.json`
 * (format: `../shared/railway-data/README.md`), validates it and returns it as
 * a `RawNetwork`.
 *
 * Policy on bad input — reject, with one exception:
 * - Anything malformed (a file missing or not JSON, a field of the wrong type,
 *   `runsOn` without seven flags, fewer than two stops), any duplicate station
 *   code or train number, and any broken reference (a stop, origin or
 *   destination that is not a station; an origin or destination that is not the
 *   first or last stop; a station twice in one train) rejects the whole network
 *   with a `NetworkFileError` naming the file, the index and the field. Nothing
 *   is returned, so nothing is imported and the database keeps what it had.
 * - Skipped with a warning: a station with an empty name that no train stops at
 *   (the open data has one), since it can never be shown.
 * - Cleared to null, with a warning: a `pair` that names no train in the file
 *   (the open data has 29, 12 of them the text "No Pair").
 */

export const STATIONS_FILE = "stations.json";
export const TRAINS_FILE = "trains.json";

/** The demo network shipped with the project, used when RAILWAY_DATA_DIR is unset. */
export const DEMO_NETWORK_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../data/demo",
);

export interface NetworkProblem {
  file: string;
  /** Position in the file's array; null for the file as a whole. */
  index: number | null;
  /** Dotted path of the field within the entry, e.g. `runsOn` or `stops.3`; null for the whole entry. */
  field: string | null;
  message: string;
}

function describe(p: NetworkProblem): string {
  const where = [p.file, p.index === null ? null : `[${p.index}]`, p.field ? `.${p.field}` : null]
    .filter(Boolean)
    .join("");
  return `${where}: ${p.message}`;
}

/** The network files cannot be used; `problems` lists every reason (the first few in `message`). */
export class NetworkFileError extends Error {
  readonly problems: readonly NetworkProblem[];
  constructor(problems: readonly NetworkProblem[]) {
    const shown = problems.slice(0, 5).map(describe);
    const more = problems.length > 5 ? `\n… and ${problems.length - 5} more` : "";
    super(`Invalid railway network: ${shown.join("; ")}${more}`);
    this.name = "NetworkFileError";
    this.problems = problems;
  }
}

export interface LoadedNetwork {
  network: RawNetwork;
  /** Problems that did not stop the load (see the policy above), one line each. */
  warnings: readonly string[];
}

const code = z.string().min(1);

const stationSchema = z.strictObject({
  code,
  name: z.string(),
  state: z.string().min(1).nullable(),
  stateInferred: z.boolean().optional(),
  zone: z.string().nullable(),
  lat: z.number().min(-90).max(90).nullable(),
  lon: z.number().min(-180).max(180).nullable(),
  coords: z.enum(["exact", "renamed", "interpolated", "none"]),
});

const trainSchema = z.strictObject({
  number: z.string().regex(/^\d{5}$/, "must be a 5-digit train number"),
  name: z.string().min(1),
  from: code,
  to: code,
  pair: z.string().min(1).nullable(),
  durationMin: z.number().int().positive(),
  distanceKm: z.number().int().positive(),
  runsOn: z.array(z.boolean()).length(7, "must have seven flags, Monday first"),
  stops: z.array(code).min(2, "must list at least two stops"),
});

async function readJsonArray(
  dir: string,
  file: string,
): Promise<{ bytes: Buffer; items: unknown[] }> {
  let bytes: Buffer;
  try {
    bytes = await readFile(path.join(dir, file));
  } catch (err) {
    const reason =
      (err as NodeJS.ErrnoException).code === "ENOENT" ? "file not found" : String(err);
    throw new NetworkFileError([
      { file, index: null, field: null, message: `${reason} in ${dir}` },
    ]);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(bytes.toString("utf8"));
  } catch (err) {
    throw new NetworkFileError([
      { file, index: null, field: null, message: `not valid JSON (${(err as Error).message})` },
    ]);
  }
  if (!Array.isArray(parsed)) {
    throw new NetworkFileError([
      { file, index: null, field: null, message: "must be a JSON array" },
    ]);
  }
  return { bytes, items: parsed };
}

function validateEach<T>(
  file: string,
  items: unknown[],
  schema: z.ZodType<T>,
  problems: NetworkProblem[],
): T[] {
  const out: T[] = [];
  items.forEach((item, index) => {
    const result = schema.safeParse(item);
    if (result.success) {
      out.push(result.data);
      return;
    }
    for (const issue of result.error.issues) {
      problems.push({
        file,
        index,
        field: issue.path.length ? issue.path.join(".") : null,
        message: issue.message,
      });
    }
  });
  return out;
}

/** Checks parsed entries against each other; pure, exported for tests. */
export function checkNetwork(
  stations: readonly RawStation[],
  trains: readonly RawTrain[],
): { stations: RawStation[]; trains: RawTrain[]; problems: NetworkProblem[]; warnings: string[] } {
  const problems: NetworkProblem[] = [];
  const warnings: string[] = [];
  const stationIndex = new Map<string, number>();
  stations.forEach((s, index) => {
    const first = stationIndex.get(s.code);
    if (first !== undefined) {
      problems.push({
        file: STATIONS_FILE,
        index,
        field: "code",
        message: `duplicate station code "${s.code}" (first at index ${first})`,
      });
    } else stationIndex.set(s.code, index);
  });
  const trainNumbers = new Map<string, number>();
  const used = new Set<string>();
  trains.forEach((t, index) => {
    const first = trainNumbers.get(t.number);
    if (first !== undefined) {
      problems.push({
        file: TRAINS_FILE,
        index,
        field: "number",
        message: `duplicate train number "${t.number}" (first at index ${first})`,
      });
    } else trainNumbers.set(t.number, index);
    const seen = new Set<string>();
    t.stops.forEach((stop, i) => {
      used.add(stop);
      if (!stationIndex.has(stop)) {
        problems.push({
          file: TRAINS_FILE,
          index,
          field: `stops.${i}`,
          message: `unknown station code "${stop}"`,
        });
      }
      if (seen.has(stop)) {
        problems.push({
          file: TRAINS_FILE,
          index,
          field: `stops.${i}`,
          message: `station "${stop}" appears twice`,
        });
      }
      seen.add(stop);
    });
    for (const field of ["from", "to"] as const) {
      const value = t[field];
      if (!stationIndex.has(value)) {
        problems.push({
          file: TRAINS_FILE,
          index,
          field,
          message: `unknown station code "${value}"`,
        });
      }
    }
    if (t.stops[0] !== t.from) {
      problems.push({
        file: TRAINS_FILE,
        index,
        field: "from",
        message: `"${t.from}" is not the first stop ("${t.stops[0]}")`,
      });
    }
    if (t.stops[t.stops.length - 1] !== t.to) {
      problems.push({
        file: TRAINS_FILE,
        index,
        field: "to",
        message: `"${t.to}" is not the last stop ("${t.stops[t.stops.length - 1]}")`,
      });
    }
  });
  const keptTrains = trains.map((t, index) => {
    if (t.pair === null || trainNumbers.has(t.pair)) return t;
    warnings.push(
      `${TRAINS_FILE}[${index}].pair: train ${t.number} names pair "${t.pair}", which is not a train in the file: cleared`,
    );
    return { ...t, pair: null };
  });
  const kept: RawStation[] = [];
  stations.forEach((s, index) => {
    if (s.name.trim() !== "") {
      kept.push(s);
    } else if (used.has(s.code)) {
      problems.push({
        file: STATIONS_FILE,
        index,
        field: "name",
        message: `station "${s.code}" has no name but trains stop at it`,
      });
    } else {
      warnings.push(
        `${STATIONS_FILE}[${index}].name: station "${s.code}" has no name and no train stops at it: skipped`,
      );
    }
  });
  return { stations: kept, trains: keptTrains, problems, warnings };
}

/** SHA-256 over both files, each prefixed by its name, so any byte changed gives another checksum. */
export function networkChecksum(stationsBytes: Uint8Array, trainsBytes: Uint8Array): string {
  const hash = createHash("sha256");
  hash.update(`${STATIONS_FILE}\n${stationsBytes.length}\n`);
  hash.update(stationsBytes);
  hash.update(`\n${TRAINS_FILE}\n${trainsBytes.length}\n`);
  hash.update(trainsBytes);
  return hash.digest("hex");
}

/** Reads and validates the network in `dir`; throws `NetworkFileError` on bad input (see the policy above). */
export async function loadNetwork(dir: string, source: NetworkSource): Promise<LoadedNetwork> {
  // Both files are read before any failure is reported, so the error names every
  // unreadable file, stations first, whichever read finished first.
  const [stationsRead, trainsRead] = await Promise.allSettled([
    readJsonArray(dir, STATIONS_FILE),
    readJsonArray(dir, TRAINS_FILE),
  ]);
  if (stationsRead.status === "rejected" || trainsRead.status === "rejected") {
    const unreadable = [stationsRead, trainsRead].flatMap((r) =>
      r.status === "rejected"
        ? r.reason instanceof NetworkFileError
          ? r.reason.problems
          : [{ file: "?", index: null, field: null, message: String(r.reason) }]
        : [],
    );
    throw new NetworkFileError(unreadable);
  }
  const stationsFile = stationsRead.value;
  const trainsFile = trainsRead.value;
  const problems: NetworkProblem[] = [];
  const parsedStations = validateEach(STATIONS_FILE, stationsFile.items, stationSchema, problems);
  const parsedTrains = validateEach(TRAINS_FILE, trainsFile.items, trainSchema, problems);
  if (problems.length) throw new NetworkFileError(problems);
  const stations: RawStation[] = parsedStations.map((s) => {
    const station: RawStation = {
      code: s.code,
      name: s.name,
      state: s.state,
      zone: s.zone,
      lat: s.lat,
      lon: s.lon,
      coords: s.coords,
    };
    if (s.stateInferred !== undefined) station.stateInferred = s.stateInferred;
    return station;
  });
  const checked = checkNetwork(stations, parsedTrains);
  if (checked.problems.length) throw new NetworkFileError(checked.problems);
  return {
    network: {
      source,
      checksum: networkChecksum(stationsFile.bytes, trainsFile.bytes),
      stations: checked.stations,
      trains: checked.trains,
    },
    warnings: checked.warnings,
  };
}

/** The network the product runs on: the open data at `railwayDataDir` when set, else the demo network. */
export function loadConfiguredNetwork(railwayDataDir: string | undefined): Promise<LoadedNetwork> {
  return railwayDataDir
    ? loadNetwork(railwayDataDir, "open-data")
    : loadNetwork(DEMO_NETWORK_DIR, "demo");
}
