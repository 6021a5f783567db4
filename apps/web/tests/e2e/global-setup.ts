import type { TestProject } from "vitest/node";
import { startProductionServer } from "../../../../scripts/production-server.ts";
import { ensureWebBuild } from "../../../../scripts/web-build.ts";

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
  // server always runs on it; the full network (RAILWAY_DATA_DIR in CI) is
  // covered by the integration tests and the benches.
  const server = await startProductionServer({ network: "demo" });
  project.provide("baseURL", server.url);
  return () => server.stop();
}
