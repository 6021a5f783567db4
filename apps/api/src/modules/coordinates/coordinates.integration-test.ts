import { COORDINATE_MESSAGES, NearestStationsSchema } from "@safar/contracts/coordinates";
import { testDatabaseKinds } from "@safar/test-kit/database";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/helper.ts";

/** The nearest station (issue 25 item 2) on the demo network. */

const URL = "/api/trains/v1/user/coordinates";

describe.each(testDatabaseKinds())("v1/user/coordinates on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  const ask = (payload: object) => t.app.inject({ method: "POST", url: URL, payload });

  it("offers the stations nearest a point in central Delhi, nearest first, with the city and state", async () => {
    const res = await ask({ lat: 28.6415, lon: 77.2193 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const body = NearestStationsSchema.parse(res.json());
    expect(body.stations[0]?.code).toBe("NDLS");
    expect(body.stations.length).toBeGreaterThan(1);
    const distances = body.stations.map((s) => s.distanceKm);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(body.state).toBe("Delhi");
  });

  it("answers no station, and empty city and state, far from any line (spec §8 'Location failure')", async () => {
    const body = NearestStationsSchema.parse((await ask({ lat: 0, lon: 0 })).json());
    expect(body).toEqual({ stations: [], city: "", state: "" });
  });

  it("refuses a position that is not one, naming the field", async () => {
    const res = await ask({ lat: 123, lon: "east" });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      lat: COORDINATE_MESSAGES.latitude,
      lon: COORDINATE_MESSAGES.longitude,
    });
  });

  it("says the same of a latitude below -90 as of one above 90", async () => {
    const res = await ask({ lat: -91, lon: 77 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ lat: COORDINATE_MESSAGES.latitude });
  });
});
