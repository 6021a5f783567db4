import type { Browser } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import {
  type ProductionServer,
  startProductionServer,
} from "../../../../scripts/production-server.ts";
import { launch } from "./browser.ts";
import { E2E_SERVER_ENV } from "./test-clock.ts";

/**
 * For a browser test that moves the clock by hours or days: a production
 * server of its own (as global-setup.ts's, plus `env`) and a browser,
 * started before the file's tests and stopped after, so the shared server
 * stays on its pinned day. Registers the hooks in the calling file.
 */
export function ownServer(
  env: Record<string, string> = {},
  /** The full network (`inherited`: RAILWAY_DATA_DIR, imported at start, so allow longer). */
  options: { network?: "demo" | "inherited"; timeoutMs?: number } = {},
) {
  let server: ProductionServer | undefined;
  let browser: Browser | undefined;
  // A start took over 60 s at load average 12 (results-dates, 28 Nov): a hang guard, not a goal.
  const timeoutMs = options.timeoutMs ?? 180_000;
  beforeAll(async () => {
    [server, browser] = await Promise.all([
      startProductionServer({
        network: options.network ?? "demo",
        env: { ...E2E_SERVER_ENV, ...env },
        timeoutMs,
      }),
      launch(),
    ]);
  }, timeoutMs + 60_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  return {
    get url(): string {
      if (!server) throw new Error("the server has not started");
      return server.url;
    },
    get browser(): Browser {
      if (!browser) throw new Error("the browser has not started");
      return browser;
    },
  };
}
