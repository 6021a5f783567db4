import { LiveMapSchema } from "@safar/contracts/live-status";
import { describe, expect, it } from "vitest";
import { liveMapGeometry, type MapStop } from "./live-map.ts";

// Four stops on a line of latitude 20°N, 0–300 km; the third has no coordinates.
const stops: MapStop[] = [
  { code: "AAA", name: "Aa", distanceKm: 0, lat: 20, lng: 70 },
  { code: "BBB", name: "Bb", distanceKm: 100, lat: 20, lng: 71 },
  { code: "CCC", name: "Cc", distanceKm: 200, lat: null, lng: null },
  { code: "DDD", name: "Dd", distanceKm: 300, lat: 20, lng: 73 },
];

describe("liveMapGeometry (spec §4 map segments)", () => {
  it("leaves out stops without coordinates, and answers null with fewer than two located", () => {
    const map = liveMapGeometry(stops, { state: "not_started" });
    expect(map?.stations.map((s) => s.code)).toEqual(["AAA", "BBB", "DDD"]);
    expect(
      liveMapGeometry(
        stops.map((s) => (s.code === "AAA" ? s : { ...s, lat: null })),
        { state: "not_started" },
      ),
    ).toBeNull();
  });

  it("draws the whole route as train_start before the train leaves, the train at its origin", () => {
    const map = liveMapGeometry(stops, { state: "not_started" });
    expect(map?.segments).toEqual([
      {
        kind: "train_start",
        points: [
          [20, 70],
          [20, 71],
          [20, 73],
        ],
      },
    ]);
    expect(map?.train).toEqual({ lat: 20, lng: 70 });
    // Standing at the origin is still the start.
    expect(liveMapGeometry(stops, { state: "at_station", index: 0 })?.segments[0]?.kind).toBe(
      "train_start",
    );
  });

  it("splits the route at the train interpolated by the section's fraction while running", () => {
    const map = liveMapGeometry(stops, {
      state: "between",
      fromIndex: 0,
      toIndex: 1,
      fraction: 0.25,
    });
    expect(map?.train).toEqual({ lat: 20, lng: 70.25 });
    expect(map?.segments).toEqual([
      {
        kind: "travelled",
        points: [
          [20, 70],
          [20, 70.25],
        ],
      },
      {
        kind: "remaining",
        points: [
          [20, 70.25],
          [20, 71],
          [20, 73],
        ],
      },
    ]);
    expect(LiveMapSchema.parse(map)).toEqual(map);
  });

  it("places a train next to a stop without coordinates by distance between the located ones", () => {
    // Between CCC (200 km, unlocated) and DDD (300 km), half way: 250 km of 100–300 → 3/4 from BBB.
    const map = liveMapGeometry(stops, {
      state: "between",
      fromIndex: 2,
      toIndex: 3,
      fraction: 0.5,
    });
    expect(map?.train).toEqual({ lat: 20, lng: 72.5 });
    expect(map?.segments.map((s) => [s.kind, s.points.length])).toEqual([
      ["travelled", 3],
      ["remaining", 2],
    ]);
  });

  it("puts a train standing at a station on it, the station ending the travelled part", () => {
    const map = liveMapGeometry(stops, { state: "at_station", index: 1 });
    expect(map?.train).toEqual({ lat: 20, lng: 71 });
    expect(map?.segments).toEqual([
      {
        kind: "travelled",
        points: [
          [20, 70],
          [20, 71],
        ],
      },
      {
        kind: "remaining",
        points: [
          [20, 71],
          [20, 73],
        ],
      },
    ]);
  });

  it("draws the whole route as terminated once arrived, the train at its destination", () => {
    const map = liveMapGeometry(stops, { state: "arrived" });
    expect(map?.segments.map((s) => s.kind)).toEqual(["terminated"]);
    expect(map?.segments[0]?.points).toHaveLength(3);
    expect(map?.train).toEqual({ lat: 20, lng: 73 });
  });

  it("shows a cancelled run's route with no train", () => {
    const map = liveMapGeometry(stops, { state: "cancelled" });
    expect(map?.segments.map((s) => s.kind)).toEqual(["train_start"]);
    expect(map?.train).toBeNull();
  });

  it("clamps a fraction out of 0–1 to the section", () => {
    const past = liveMapGeometry(stops, {
      state: "between",
      fromIndex: 0,
      toIndex: 1,
      fraction: 7,
    });
    expect(past?.train).toEqual({ lat: 20, lng: 71 });
  });
});
