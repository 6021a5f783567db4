import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/helper.ts";

describe("GET /api/trains/v1/user/address (spec §7; the GST section's pincode)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp("pglite");
  });
  afterAll(() => t.close());

  it("answers the state and the cities, the district's first", async () => {
    const res = await t.app.inject({ url: "/api/trains/v1/user/address?pincode=110001" });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.state).toBe("Delhi");
    expect(body.cities[0]).toBe("New Delhi");
  });

  it("refuses a malformed pincode with the spec's words, and an unknown one", async () => {
    const bad = await t.app.inject({ url: "/api/trains/v1/user/address?pincode=1234" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.pincode).toBe("Please enter a valid 6-digit Pincode");
    const unknown = await t.app.inject({ url: "/api/trains/v1/user/address?pincode=990001" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe("Please enter a valid Pincode");
  });
});
