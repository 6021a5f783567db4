import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { RawNetwork, RawStation, RawTrain } from "../network/model.ts";

/**
 * Test helpers: a tiny reader for the demo and full networks (plain JSON, no
 * validation; the loader has its own tests) and factories for hand-made ones.
 */

const DEMO_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../data/demo");

export function readNetwork(dir: string): Pick<RawNetwork, "stations" | "trains"> {
  const stations = JSON.parse(
    readFileSync(path.join(dir, "stations.json"), "utf8"),
  ) as RawStation[];
  const trains = JSON.parse(readFileSync(path.join(dir, "trains.json"), "utf8")) as RawTrain[];
  return { stations, trains };
}

export const demoNetwork = () => readNetwork(DEMO_DIR);

/** The full open network when RAILWAY_DATA_DIR is set, else undefined. */
export function fullNetwork(): Pick<RawNetwork, "stations" | "trains"> | undefined {
  const dir = process.env.RAILWAY_DATA_DIR;
  return dir ? readNetwork(dir) : undefined;
}

export function station(
  code: string,
  name: string,
  state: string | null,
  lat: number | null = null,
  lon: number | null = null,
): RawStation {
  return { code, name, state, zone: null, lat, lon, coords: lat === null ? "none" : "exact" };
}

export function train(number: string, stops: string[]): RawTrain {
  return {
    number,
    name: `Train ${number}`,
    from: stops[0] ?? "",
    to: stops[stops.length - 1] ?? "",
    pair: null,
    durationMin: 600,
    distanceKm: 500,
    runsOn: [true, true, true, true, true, true, true],
    stops,
  };
}
