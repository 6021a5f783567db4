import type { TestProject } from "vitest/node";
import { startProductionServer } from "../../../../scripts/production-server.ts";
import { ensureWebBuild } from "../../../../scripts/web-build.ts";
import { E2E_SERVER_ENV } from "./test-clock.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
  }
}

/**
 * Builds the production bundle if stale and starts the real server on a free
 * port with a throw-away PGlite directory and the demo network; the browser
 * tests get its URL.
 */
export default async function setup(project: TestProject) {
  ensureWebBuild();
  // The browser tests name trains and station pairs of the demo network, so the
  // server runs on it; the full network (RAILWAY_DATA_DIR in CI) is covered by
  // the integration tests and the benches. `E2E_NETWORK=inherited` runs them on
  // RAILWAY_DATA_DIR instead, for the journeys whose train and stations exist
  // there too (the booking journey: 12952 New Delhi → Mumbai Central).
  // DEV_CLOCK: the server's clock starts at the pinned E2E_START, so every run
  // sees the same day and weekday (test-clock.ts); tests of time-dependent
  // screens move it and put it back; and
  // DEV_FAULTS: tests of the 'currently unavailable' messages make railway
  // calls fail; each puts things back when it finishes.
  // RATE_LIMIT_*: every browser test reaches this one server from 127.0.0.1,
  // so the whole run is one client to the per-client limits (R6), and it signs
  // in dozens of times; they are raised here. The limits themselves are tested
  // at their real values in apps/api/src/rate-limit.integration-test.ts and,
  // through the pages, apps/web/server/rate-limit.integration-test.ts.
  // OUTBOX_PAGE=local (the default, named here because the tests depend on
  // it): the tests read sign-in OTPs from /api/dev/outbox, and the browser
  // opens /dev/outbox, both straight from 127.0.0.1 by that name (ADR 014).
  const server = await startProductionServer({
    network: process.env.E2E_NETWORK === "inherited" ? "inherited" : "demo",
    env: E2E_SERVER_ENV,
    // A machine shared with other builds can take over a minute to import the network.
    timeoutMs: 180_000,
  });
  project.provide("baseURL", server.url);
  return () => server.stop();
}
