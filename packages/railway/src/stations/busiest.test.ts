import { describe, expect, it } from "vitest";
import { BUSIEST_STATIONS } from "./busiest.ts";
import { CITIES } from "./cities.ts";

const cityOf = (code: string) => CITIES.find((c) => c.codes.includes(code))?.name;

describe("BUSIEST_STATIONS", () => {
  it("names each station once", () => {
    expect(new Set(BUSIEST_STATIONS).size).toBe(BUSIEST_STATIONS.length);
  });

  it("starts with Mumbai, Bengaluru, Chennai, Kolkata, Delhi and Hyderabad, then their second stations", () => {
    const six = ["Mumbai", "Bengaluru", "Chennai", "Kolkata", "Delhi", "Hyderabad"];
    expect(BUSIEST_STATIONS.slice(0, 6).map(cityOf)).toEqual(six);
    expect(BUSIEST_STATIONS.slice(6, 12).map(cityOf)).toEqual(six);
  });

  it("gives every station of the six cities before any other city's", () => {
    const six = new Set(["Mumbai", "Bengaluru", "Chennai", "Kolkata", "Delhi", "Hyderabad"]);
    const firstOther = BUSIEST_STATIONS.findIndex((c) => !six.has(cityOf(c) ?? ""));
    expect(BUSIEST_STATIONS.slice(firstOther).every((c) => !six.has(cityOf(c) ?? ""))).toBe(true);
  });
});
