import type { LiveStatusResponse } from "@safar/contracts/live-status";
import { describe, expect, it } from "vitest";
import { mapCaption } from "./map-caption.ts";

const stop = (code: string, name: string) => ({
  code,
  name,
  day: 1,
  distanceKm: 0,
  scheduledArrival: null,
  scheduledDeparture: null,
  expectedArrival: null,
  expectedDeparture: null,
  delayMin: 0,
  platform: 1,
  platformChanged: false,
  state: "upcoming" as const,
});

const status = (
  position: Partial<LiveStatusResponse["position"]>,
  extra = {},
): LiveStatusResponse => ({
  trainNumber: "12952",
  trainName: "Mumbai Rajdhani",
  runDate: "2026-11-25",
  cancelled: false,
  serverTime: "2026-11-25T15:30:00.000Z",
  position: {
    state: "between",
    lastCode: null,
    nextCode: null,
    fraction: null,
    distanceKm: null,
    delayMin: 0,
    ...position,
  },
  terminated: false,
  stops: [stop("NDLS", "New Delhi"), stop("KOTA", "Kota Junction"), stop("MMCT", "Mumbai Central")],
  map: { stations: [], segments: [], train: null },
  ...extra,
});

describe("mapCaption, the map's text alternative", () => {
  it("names the two stations a running train is between", () => {
    expect(mapCaption(status({ state: "between", lastCode: "NDLS", nextCode: "KOTA" }))).toBe(
      "Map: train 12952 Mumbai Rajdhani between New Delhi and Kota Junction.",
    );
  });

  it("says where a standing train is, and the start and the end of the run", () => {
    expect(mapCaption(status({ state: "at_station", lastCode: "KOTA" }))).toBe(
      "Map: train 12952 Mumbai Rajdhani at Kota Junction, on its way to Mumbai Central.",
    );
    expect(mapCaption(status({ state: "not_started" }))).toBe(
      "Map: train 12952 Mumbai Rajdhani has not yet left New Delhi; route to Mumbai Central.",
    );
    expect(mapCaption(status({ state: "arrived", lastCode: "MMCT" }))).toBe(
      "Map: train 12952 Mumbai Rajdhani has reached Mumbai Central.",
    );
  });

  it("says so for a cancelled run and for a route without positions", () => {
    expect(mapCaption(status({ state: "cancelled" }, { cancelled: true }))).toBe(
      "Map: train 12952 Mumbai Rajdhani from New Delhi to Mumbai Central; this run is cancelled.",
    );
    expect(mapCaption(status({}, { map: null }))).toBe(
      "No map for train 12952 Mumbai Rajdhani: its stations have no known positions.",
    );
  });
});
