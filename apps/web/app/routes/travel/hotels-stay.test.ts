import { describe, expect, it } from "vitest";
import { mapSearchUrl, parseStay } from "./hotels-stay.ts";

const q = (s: string) => new URLSearchParams(s);
const TODAY = "2026-11-27";

describe("the hotels home's stay form", () => {
  it("asks nothing without fields", () => {
    expect(parseStay(q(""), TODAY)).toEqual({ stay: null, errors: {} });
  });

  it("reads a stay", () => {
    expect(parseStay(q("place=New+Delhi&checkIn=2026-11-28&nights=2"), TODAY).stay).toEqual({
      place: "New Delhi",
      checkIn: "2026-11-28",
      nights: 2,
    });
  });

  it("says what is wrong with each field", () => {
    const { stay, errors } = parseStay(q("place=%3Cscript%3E&checkIn=2026-11-26&nights=0"), TODAY);
    expect(stay).toBeNull();
    expect(errors).toEqual({
      place: "Please enter a city or station name",
      checkIn: "Please choose a check-in date from today on",
      nights: "Please choose 1 to 30 nights",
    });
    expect(parseStay(q("place=Pune&checkIn=2026-02-30&nights=31"), TODAY).errors).toMatchObject({
      checkIn: expect.any(String),
      nights: expect.any(String),
    });
  });

  it("links out to OpenStreetMap's search, the place encoded", () => {
    expect(mapSearchUrl("Howrah & Co")).toBe(
      "https://www.openstreetmap.org/search?query=hotels%20near%20Howrah%20%26%20Co",
    );
  });
});
