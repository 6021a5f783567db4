import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

/**
 * Unit and integration files at once: Vitest's default is one fewer than the
 * cores, a single worker on CI's 2 cores with the other core idle.
 */
const WORKERS = Math.max(2, availableParallelism() - 1);

/**
 * Three projects, chosen by file suffix (house rule 8):
 * - unit: `*.test.ts(x)` beside the code, no database, no server;
 * - integration: `*.integration-test.ts`, on PGlite and, with TEST_DATABASE_URL, PostgreSQL;
 * - e2e: `apps/web/tests/e2e/*.e2e-test.ts`, Chromium through playwright-core against a built server.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["{apps,packages}/**/*.test.{ts,tsx}"],
          exclude: ["**/node_modules/**", "**/build/**"],
          // scripts/test.ts runs this project twice: TZ=UTC and TZ=Asia/Kolkata (house rule 8).
          env: { TZ: process.env.TZ || "UTC" },
          // Property tests run hundreds of cases; a busy 2-core machine can take 3× the idle time.
          testTimeout: 15_000,
          // Files share a worker's module cache: importing the modules again for each of ~200 files
          // was three quarters of the project's time (279 s isolated, 97 s shared, same machine).
          isolate: false,
          maxWorkers: WORKERS,
        },
      },
      {
        test: {
          name: "integration",
          include: ["{apps,packages}/**/*.integration-test.ts"],
          setupFiles: ["packages/test-kit/src/integration-setup.ts"],
          // The production web bundle imports the context tokens natively; the
          // host under test must hold the same instances (see vite.config.ts).
          server: { deps: { external: [/apps\/web\/app\/lib\/server-context\.ts$/] } },
          exclude: ["**/node_modules/**", "**/build/**"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          isolate: false,
          maxWorkers: WORKERS,
        },
      },
      {
        test: {
          name: "e2e",
          include: ["apps/web/tests/e2e/**/*.e2e-test.ts"],
          globalSetup: ["apps/web/tests/e2e/global-setup.ts"],
          testTimeout: 60_000,
          // expect.poll's default (1 s) is too short for a page on a loaded 2-core machine.
          expect: { poll: { timeout: 10_000 } },
          // A file that starts a server of its own waits for it (up to 180 s on a busy machine).
          hookTimeout: 200_000,
          // Files run E2E_WORKERS at once, each worker on its own server (global-setup.ts).
          maxWorkers: Math.max(1, Number(process.env.E2E_WORKERS ?? 2)),
        },
      },
    ],
  },
});
