/**
 * The engine on a real network: the demo network always, the full open
 * network when RAILWAY_DATA_DIR is set (CI). Nothing here is a stored
 * result: answers are checked against the brute-force enumerator and
 * against facts of the named trains.
 */

import { seededRandom } from "@safar/domain/random";
import { beforeAll, describe, expect, it } from "vitest";
import { journeyFare } from "../fares/journey-fare.ts";
import { loadConfiguredNetwork } from "../network/load.ts";
import type { TimetabledTrain } from "../network/model.ts";
import { buildTimetable } from "../timetable/build.ts";
import { bruteForceConnections, bruteForceDirect } from "./brute-force.ts";
import { epochDay, isoDate } from "./calendar.ts";
import { buildJourneyEngine, type JourneyEngine } from "./engine.ts";

const SEED = 20261122;
const PAIRS = 200;

const rng = seededRandom;

const source = process.env.RAILWAY_DATA_DIR ? "the full network" : "the demo network";

describe(`journey search on ${source}`, () => {
  let engine: JourneyEngine;
  let trains: TimetabledTrain[];

  beforeAll(async () => {
    const { network } = await loadConfiguredNetwork(process.env.RAILWAY_DATA_DIR || undefined);
    trains = buildTimetable(network);
    engine = buildJourneyEngine(trains, network.stations);
  });

  it("finds the trunk-route trains of the issue", () => {
    const date = "2026-12-02";
    const numbers = (a: string, b: string) => engine.direct(a, b, date).map((j) => j.trainNumber);
    expect(numbers("NDLS", "MMCT")).toContain("12952"); // Mumbai Rajdhani
    expect(numbers("HWH", "MAS")).toContain("12839"); // Howrah–Chennai Mail
    expect(numbers("SBC", "MAS")).toContain("12028"); // Shatabdi, not on Tuesdays
    expect(numbers("CSMT", "MAO")).toContain("10103"); // Mandovi Express
    for (const j of engine.direct("NDLS", "MMCT", date)) {
      expect(j.departure.date).toBe(date);
      expect(j.arrival.abs).toBeGreaterThan(j.departure.abs);
      expect(j.from).toBe("NDLS");
      expect(j.to).toBe("MMCT");
    }
  });

  it("prices every class of every result as the fare rules do for that stretch", () => {
    const bookedAt = new Date("2026-11-25T10:00:00+05:30");
    for (const j of engine.direct("NDLS", "MMCT", "2026-12-02", bookedAt)) {
      const train = trains.find((t) => t.number === j.trainNumber) as TimetabledTrain;
      expect(j.fares.map((f) => f.classCode)).toEqual([...train.classes]);
      for (const f of j.fares) {
        expect(f.total).toBe(journeyFare(train, j.from, j.to, f.classCode, { bookedAt }).total);
        expect(f.total % 500).toBe(0); // rounded up to the next ₹5
        expect(f.total).toBeGreaterThan(0);
      }
    }
  });

  it(`gives exactly the brute-force answers (direct and connections) on ${PAIRS} seeded random station pairs`, () => {
    const random = rng(SEED);
    const calling = [...new Set(trains.flatMap((t) => t.stops.map((s) => s.code)))].sort();
    const base = epochDay("2026-12-01");
    let connections = 0;
    let onlyConnections = 0;
    for (let n = 0; n < PAIRS; n++) {
      const a = calling[Math.floor(random() * calling.length)] as string;
      let b = calling[Math.floor(random() * calling.length)] as string;
      if (b === a) b = calling[(calling.indexOf(a) + 1) % calling.length] as string;
      const date = isoDate(base + Math.floor(random() * 7));
      const got = engine.search(a, b, date);
      expect(got.direct).toEqual(bruteForceDirect(trains, engine.stations, a, b, date));
      expect(got.connections).toEqual(bruteForceConnections(trains, engine.stations, a, b, date));
      connections += got.connections.length;
      if (got.direct.length === 0 && got.connections.length > 0) onlyConnections++;
    }
    expect(connections).toBeGreaterThan(0);
    // Connecting journeys appear where no direct train runs.
    expect(onlyConnections).toBeGreaterThan(0);
  }, 180_000);

  it("keeps every connection within the transfer rules", () => {
    const found = engine.connections("NDLS", "MAO", "2026-12-02");
    for (const c of found) {
      expect(c.transfer.waitMin).toBeGreaterThanOrEqual(30 + c.transfer.walkMin);
      expect(c.transfer.waitMin).toBeLessThanOrEqual(720);
      expect(c.transfer.walkKm).toBeLessThanOrEqual(2);
      expect(c.legs[0].departure.date).toBe("2026-12-02");
    }
  });
});
