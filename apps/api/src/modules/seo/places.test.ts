import { describe, expect, it } from "vitest";
import { buildPlaceIndex } from "./places.ts";

const stations = [
  { code: "NDLS", name: "New Delhi", importance: 10 },
  { code: "DLI", name: "Delhi", importance: 8 },
  { code: "MMCT", name: "Mumbai Central", importance: 9 },
  { code: "CSMT", name: "Chhatrapati Shivaji Maharaj Terminus Mumbai", importance: 9 },
  // Two stations of one name: the busier keeps the bare name as an alias.
  { code: "AAA", name: "Rampur", importance: 2 },
  { code: "BBB", name: "Rampur", importance: 5 },
  // `to` is a word of the route slug: never bare.
  { code: "TOR", name: "To Road", importance: 1 },
];
const cities = [
  { name: "Delhi", aliases: ["Delhi", "Dilli", "New Delhi"], codes: ["NDLS", "DLI"] },
  { name: "Mumbai", aliases: ["Mumbai", "Bombay"], codes: ["CSMT", "MMCT"] },
];

describe("route-page place slugs", () => {
  const index = buildPlaceIndex(stations, cities);

  it("gives a city its name and a station its own name when no other place has it", () => {
    expect(index.resolve("mumbai")).toMatchObject({
      canonical: true,
      place: { kind: "city", name: "Mumbai", codes: ["CSMT", "MMCT"] },
    });
    expect(index.resolve("new-delhi")).toMatchObject({
      canonical: true,
      place: { kind: "station", slug: "new-delhi", codes: ["NDLS"] },
    });
    expect(index.resolve("mumbai-central")?.place.codes).toEqual(["MMCT"]);
  });

  it("adds the code to a station whose name a city or another station has, or that holds 'to'", () => {
    expect(index.station("DLI")?.slug).toBe("delhi-dli");
    expect(index.resolve("delhi")?.place.kind).toBe("city");
    expect(index.station("AAA")?.slug).toBe("rampur-aaa");
    expect(index.station("BBB")?.slug).toBe("rampur-bbb");
    expect(index.station("TOR")?.slug).toBe("to-road-tor");
  });

  it("resolves other spellings to the same place, not as canonical (a 301)", () => {
    expect(index.resolve("bombay")).toMatchObject({ canonical: false, place: { slug: "mumbai" } });
    expect(index.resolve("ndls")).toMatchObject({ canonical: false, place: { slug: "new-delhi" } });
    expect(index.resolve("rampur")).toMatchObject({
      canonical: false,
      place: { slug: "rampur-bbb" },
    });
    expect(index.resolve("NEW-DELHI")?.canonical).toBe(true);
  });

  it("knows a station's city and nothing of unknown slugs", () => {
    expect(index.cityOf("MMCT")?.slug).toBe("mumbai");
    expect(index.cityOf("AAA")).toBeUndefined();
    expect(index.resolve("nowhere")).toBeNull();
  });
});
