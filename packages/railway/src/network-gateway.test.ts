/**
 * The railway's read side as the partner side calls it, on the demo network
 * always and on the full open network when RAILWAY_DATA_DIR is set (CI).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { journeyFare } from "./fares/journey-fare.ts";
import { loadConfiguredNetwork } from "./network/load.ts";
import {
  buildNetworkReadModel,
  createNetworkGateway,
  type NetworkReadModel,
  type RailwayNetworkGateway,
} from "./network-gateway.ts";

const full = Boolean(process.env.RAILWAY_DATA_DIR);
const DATE = "2026-12-02"; // a Wednesday
/** The railway's clock: search results quote the fares in force at it. */
const QUOTED_AT = new Date("2026-11-25T10:00:00+05:30");

describe(`the railway read side on the ${full ? "full" : "demo"} network`, () => {
  let model: NetworkReadModel;
  let railway: RailwayNetworkGateway;

  beforeAll(async () => {
    const { network } = await loadConfiguredNetwork(process.env.RAILWAY_DATA_DIR || undefined);
    model = buildNetworkReadModel(network);
    railway = createNetworkGateway(model, () => QUOTED_AT);
  });

  it.each([
    ["NDLS", "MMCT", "12952"],
    ["HWH", "MAS", "12839"],
    ["SBC", "MAS", "12028"],
    ["CSMT", "MAO", "10103"],
  ])(
    "finds %s → %s with train %s, its times and a fare for every class",
    async (from, to, number) => {
      const result = await railway.searchJourneys(from, to, DATE);
      const journey = result.direct.find((j) => j.trainNumber === number);
      expect(journey, `${number} between ${from} and ${to}`).toBeDefined();
      if (!journey) return;
      expect(journey.from).toBe(from);
      expect(journey.to).toBe(to);
      expect(journey.departure.date).toBe(DATE);
      expect(journey.departure.time).toMatch(/^\d\d:\d\d$/);
      expect(journey.arrival.abs - journey.departure.abs).toBe(journey.durationMin);
      const train = model.timetable.find((t) => t.number === number);
      expect(train).toBeDefined();
      if (!train) return;
      expect(journey.fares.map((f) => f.classCode)).toEqual([...train.classes]);
      for (const f of journey.fares) {
        expect(f.total).toBe(
          journeyFare(train, from, to, f.classCode, { bookedAt: QUOTED_AT }).total,
        );
      }
      // Station names are readable, not the printed abbreviations.
      expect(journey.fromName).not.toBe(journey.fromName.toUpperCase());
    },
  );

  it("offers connecting journeys where no direct train runs", async () => {
    let found = 0;
    const codes = model.network.trains.slice(0, 40).flatMap((t) => [t.from, t.to]);
    for (const a of codes.slice(0, 20)) {
      for (const b of codes.slice(20, 40)) {
        if (a === b) continue;
        const r = await railway.searchJourneys(a, b, DATE);
        if (r.direct.length === 0 && r.connections.length > 0) found++;
      }
    }
    expect(found).toBeGreaterThan(0);
  });

  it("finds stations by city and by typo, and trains by number and name", async () => {
    const delhi = (await railway.findStations("Delhi", 10)).map((h) => h.station.code);
    expect(delhi).toEqual(expect.arrayContaining(["NDLS", "NZM"]));
    expect((await railway.findStations("Bengaluru", 5)).map((h) => h.station.code)).toContain(
      "SBC",
    );
    expect((await railway.findStations("Bangalor", 5)).map((h) => h.station.code)).toContain("SBC");
    expect((await railway.findTrains("12952", 1))[0]?.number).toBe("12952");
    const schedule = await railway.trainSchedule("12952");
    expect(schedule?.stops.at(0)?.code).toBe("NDLS");
    expect(schedule?.stops.at(-1)?.code).toBe("MMCT");
  });

  it("lists the calls at a station by time of day, with the days the train calls there", async () => {
    const calls = await railway.stationCalls("NDLS");
    expect(calls.length).toBeGreaterThan(0);
    const times = calls.map((c) => c.departure ?? c.arrival ?? "");
    expect(times).toEqual([...times].sort());
    const schedule = await railway.trainSchedule("12952");
    const call = calls.find((c) => c.trainNumber === "12952");
    expect(call).toMatchObject({
      source: { code: schedule?.source },
      arrival: null,
      departure: schedule?.stops[0]?.departure,
      day: 1,
    });
    expect(call?.runDays).toEqual(schedule?.runDays);
  });

  it("lists every served station and every train once, by code and number", async () => {
    const stations = await railway.servedStations();
    const codes = stations.map((s) => s.code);
    expect(codes).toEqual([...new Set(codes)].sort());
    expect(codes).toContain("NDLS");
    const trains = await railway.trainList();
    expect(trains.length).toBe(model.timetable.length);
    expect(trains.map((t) => t.number)).toEqual(trains.map((t) => t.number).sort());
    expect((await railway.trainRake("12952"))?.length).toBeGreaterThan(0);
    expect(await railway.trainRake("99999")).toBeNull();
    const mumbai = (await railway.cities()).find((c) => c.name === "Mumbai");
    expect(mumbai?.codes.length).toBeGreaterThan(0);
    for (const code of mumbai?.codes ?? []) expect(await railway.station(code)).not.toBeNull();
  });
});
