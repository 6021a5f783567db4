import { z } from "zod";
import type { Endpoint } from "./endpoint.ts";
import { inputText, isoInstantText } from "./text.ts";

/**
 * The host's browser-test seams (ADR 013): a settable server clock
 * (`DEV_CLOCK=on`) and simulated railway faults (`DEV_FAULTS=on`).
 * Registered only when switched on, and answered only on the machine the
 * server runs on, as the outbox is (ADR 014).
 */

export const DevClockResponseSchema = z.object({ now: z.string() });

/** A new instant, or minutes to move forward (or back, negative). */
export const DevClockBodySchema = z.union([
  z.object({ now: isoInstantText() }).strict(),
  z.object({ advanceMinutes: z.number().int().min(-525_600).max(525_600) }).strict(),
]);

export const DevFaultsResponseSchema = z.object({ failing: z.array(z.string()) });

/** The railway gateway's calls to fail (names checked against the gateway by the host). */
export const DevFaultsBodySchema = z
  .object({ failing: z.array(inputText().min(1).max(64)).max(50) })
  .strict();

export const DEV_SEAM_ENDPOINTS = {
  clock: {
    operationId: "devClock",
    method: "GET",
    path: "/api/dev/clock",
    summary: "The server's time (DEV_CLOCK=on, this machine only)",
    query: z.object({}),
    response: DevClockResponseSchema,
    errors: ["dev_seam_local_only"],
  },
  setClock: {
    operationId: "devSetClock",
    method: "POST",
    path: "/api/dev/clock",
    summary:
      "Sets the server's time, or moves it by whole minutes (DEV_CLOCK=on, this machine only)",
    query: z.object({}),
    body: DevClockBodySchema,
    response: DevClockResponseSchema,
    errors: ["dev_seam_local_only"],
  },
  faults: {
    operationId: "devRailwayFaults",
    method: "GET",
    path: "/api/dev/railway-faults",
    summary: "The railway gateway calls made to fail (DEV_FAULTS=on, this machine only)",
    query: z.object({}),
    response: DevFaultsResponseSchema,
    errors: ["dev_seam_local_only"],
  },
  setFaults: {
    operationId: "devSetRailwayFaults",
    method: "POST",
    path: "/api/dev/railway-faults",
    summary: "Sets which railway gateway calls fail (DEV_FAULTS=on, this machine only)",
    query: z.object({}),
    body: DevFaultsBodySchema,
    response: DevFaultsResponseSchema,
    errors: ["dev_seam_local_only"],
  },
} as const satisfies Record<string, Endpoint>;
