import { LIVE_STATUS_ENDPOINTS } from "@safar/contracts/live-status";
import { describe, expect, it } from "vitest";
import { MAP_KEY_ENDPOINT } from "./use-map-key.ts";

/** The map's literal path (the declarations stay out of its chunk) is the declared one (ADR 016). */
describe("the map key's path", () => {
  it("is the declared one", () => {
    expect(MAP_KEY_ENDPOINT).toBe(LIVE_STATUS_ENDPOINTS.mapKey.path);
  });
});
