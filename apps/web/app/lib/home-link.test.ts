import { describe, expect, it } from "vitest";
import { withHomeMarker } from "./home-link.ts";

describe("withHomeMarker (spec §2: the home link adds from=travelHome when absent)", () => {
  it("adds from=travelHome to the home path", () => {
    expect(withHomeMarker()).toBe("/trains/?from=travelHome");
  });
  it("keeps other parameters and the hash", () => {
    expect(withHomeMarker("/trains/?platform=travelapp#top")).toBe(
      "/trains/?platform=travelapp&from=travelHome#top",
    );
  });
  it("leaves an existing from untouched", () => {
    expect(withHomeMarker("/trains/?from=app")).toBe("/trains/?from=app");
  });
});
