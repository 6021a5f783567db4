import { installErrorHandler } from "@safar/api/errors";
import type { RailwayGateway } from "@safar/railway/gateway";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { registerDevFaults, withRailwayFaults } from "./dev-faults.ts";

/** Two calls of the gateway are enough to see one fail and the other carry on. */
const fake = {
  pnrStatus: async (pnr: string) => ({ pnr }),
  runningStatus: async () => ({ ok: true }),
} as unknown as RailwayGateway;

describe("simulated railway faults", () => {
  it("fails only the listed calls, as a fault would, until the list changes", async () => {
    const failing = new Set<string>();
    const gateway = withRailwayFaults(fake, failing);
    await expect(gateway.pnrStatus("1234567890")).resolves.toEqual({ pnr: "1234567890" });
    failing.add("pnrStatus");
    await expect(gateway.pnrStatus("1234567890")).rejects.toThrow(/simulated railway fault/);
    await expect(gateway.runningStatus("12952", "2026-11-25", new Date())).resolves.toMatchObject({
      ok: true,
    });
    failing.clear();
    await expect(gateway.pnrStatus("1234567890")).resolves.toEqual({ pnr: "1234567890" });
  });

  it("is set over /api/dev/railway-faults, refusing names that are not gateway calls", async () => {
    const failing = new Set<string>();
    const app = Fastify();
    installErrorHandler(app);
    registerDevFaults(app, fake, failing);
    const set = await app.inject({
      method: "POST",
      url: "/api/dev/railway-faults",
      payload: { failing: ["runningStatus"] },
    });
    expect(set.json()).toEqual({ failing: ["runningStatus"] });
    expect([...failing]).toEqual(["runningStatus"]);
    for (const payload of [{ failing: ["dropTables"] }, { failing: "pnrStatus" }, {}]) {
      const refused = await app.inject({ method: "POST", url: "/api/dev/railway-faults", payload });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.code).toBe("validation_failed");
    }
    expect((await app.inject({ url: "/api/dev/railway-faults" })).json()).toEqual({
      failing: ["runningStatus"],
    });
    const remote = await app.inject({
      method: "POST",
      url: "/api/dev/railway-faults",
      payload: { failing: [] },
      remoteAddress: "203.0.113.5",
    });
    expect(remote.statusCode).toBe(403);
    expect([...failing]).toEqual(["runningStatus"]);
    await app.close();
  });
});
