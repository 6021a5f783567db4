import { describe, expect, it } from "vitest";
import {
  alternateIntent,
  alternatesKey,
  alternatesLookupUrl,
  distanceWords,
  nearbyIntent,
  nearbyLookupUrl,
  parseAlternatesKey,
  parseStationIntent,
} from "./lookup.ts";

describe("the nearby and alternate station lookups", () => {
  it("ask the home route for a station's neighbours and a pair's alternates", () => {
    expect(nearbyLookupUrl("NDLS")).toBe("/trains?nearStation=NDLS");
    const q = { from: "NDLS", to: "HWH", date: "2026-12-08", quota: "GN" };
    expect(alternatesLookupUrl(q)).toBe("/trains?alternateStations=NDLS-HWH-2026-12-08-GN");
    expect(parseAlternatesKey(alternatesKey(q))).toEqual(q);
  });

  it("refuse a key that is not FROM-TO-DATE-QUOTA", () => {
    expect(parseAlternatesKey("NDLS-HWH-20261208-GN")).toBeNull();
    expect(parseAlternatesKey("ndls-HWH-2026-12-08-GN")).toBeNull();
    expect(parseAlternatesKey("")).toBeNull();
  });

  it("say a distance to a tenth of a km under 10 km, in whole km above", () => {
    expect(distanceWords(2.24)).toBe("2.2 km");
    expect(distanceWords(0.4)).toBe("0.4 km");
    expect(distanceWords(12.6)).toBe("13 km");
  });
});

describe("the station intents of the form's buttons", () => {
  it("round-trip a nearby choice and an alternate pair", () => {
    expect(parseStationIntent(nearbyIntent("from", "DLI"))).toEqual({
      kind: "nearby",
      target: "from",
      code: "DLI",
    });
    expect(parseStationIntent(alternateIntent("DLI", "HWH"))).toEqual({
      kind: "alternate",
      from: "DLI",
      to: "HWH",
    });
  });

  it("ignore anything else: the search, a swap, a malformed or same-station pair", () => {
    for (const value of [
      "search",
      "swap",
      "nearby:via:DLI",
      "nearby:from:dli",
      "alternate:DLI:DLI",
      null,
    ]) {
      expect(parseStationIntent(value)).toBeNull();
    }
  });
});
