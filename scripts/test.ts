import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * `npm test`: every Vitest project, one after the other, then one closing line
 * `N passed, N failed, N skipped` summed over all of them; exits non-zero on
 * any failure.
 *
 * - unit, twice: TZ=UTC and TZ=Asia/Kolkata (house rule 8: nothing may depend
 *   on the server's time zone);
 * - integration: PGlite always, PostgreSQL too when TEST_DATABASE_URL is set;
 * - e2e: Chromium against the production build (demo network), then, when
 *   RAILWAY_DATA_DIR is set, the booking journey and connecting trains once
 *   more on that network.
 *
 * `npm test -- unit integration` runs only the named projects.
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const VITEST = path.join(ROOT, "node_modules/vitest/vitest.mjs");
/** How many of each run's slowest files the summary names (CI's budget is 30 minutes). */
const SLOWEST = 6;

interface Run {
  label: string;
  project: "unit" | "integration" | "e2e";
  env: Record<string, string>;
  /** Only these test files (default: the whole project). */
  files?: string[];
}

const RUNS: Run[] = [
  { label: "unit (TZ=UTC)", project: "unit", env: { TZ: "UTC" } },
  { label: "unit (TZ=Asia/Kolkata)", project: "unit", env: { TZ: "Asia/Kolkata" } },
  {
    label: process.env.TEST_DATABASE_URL
      ? "integration (PGlite + PostgreSQL)"
      : "integration (PGlite)",
    project: "integration",
    env: {},
  },
  { label: "e2e (Chromium)", project: "e2e", env: {} },
  // The booking journey again on the full network when there is one: a ticket
  // booked there and its PNR status by number and by shared link (issue 7);
  // and connecting trains where there are over a hundred (issue 21).
  ...(process.env.RAILWAY_DATA_DIR
    ? [
        {
          label: "e2e on the full network (booking journey, connections)",
          project: "e2e" as const,
          env: { E2E_NETWORK: "inherited" },
          files: [
            "apps/web/tests/e2e/booking-journey.e2e-test.ts",
            "apps/web/tests/e2e/connections.e2e-test.ts",
          ],
        },
      ]
    : []),
];

/** The fields of Vitest's JSON report that the summary needs. */
interface JsonReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  numFailedTestSuites: number;
  testResults: { name: string; startTime: number; endTime: number }[];
}

interface Outcome {
  label: string;
  passed: number;
  failed: number;
  skipped: number;
  seconds: number;
  /** The run's slowest files, `[path, seconds]`, slowest first. */
  slowest: [string, number][];
}

function runOne(run: Run, reportDir: string): Outcome {
  const report = path.join(
    reportDir,
    `${run.project}-${run.env.TZ ?? run.env.E2E_NETWORK ?? "default"}.json`.replace("/", "_"),
  );
  const started = Date.now();
  console.log(`\n━━ ${run.label} ━━`);
  const result = spawnSync(
    process.execPath,
    [
      VITEST,
      "run",
      "--project",
      run.project,
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${report}`,
      ...(run.files ?? []),
    ],
    { cwd: ROOT, stdio: "inherit", env: { ...process.env, ...run.env } },
  );
  const seconds = Math.round((Date.now() - started) / 100) / 10;
  if (!existsSync(report)) {
    // Vitest died before reporting (bad config, a crash): count the run as one failure.
    console.error(
      `${run.label}: Vitest exited with ${result.status ?? result.signal} and wrote no report`,
    );
    return { label: run.label, passed: 0, failed: 1, skipped: 0, seconds, slowest: [] };
  }
  const json = JSON.parse(readFileSync(report, "utf8")) as JsonReport;
  let failed = json.numFailedTests;
  // A file that fails outside a test (an import error, a failing hook) or an
  // unhandled error fails the run without failing a test: count it.
  if (result.status !== 0 && failed === 0) failed = Math.max(1, json.numFailedTestSuites);
  return {
    label: run.label,
    passed: json.numPassedTests,
    failed,
    skipped: json.numPendingTests + json.numTodoTests,
    seconds,
    slowest: json.testResults
      .map((r): [string, number] => [
        path.relative(ROOT, r.name),
        Math.round((r.endTime - r.startTime) / 100) / 10,
      ])
      .sort((a, b) => b[1] - a[1])
      .slice(0, SLOWEST),
  };
}

const wanted = process.argv.slice(2);
const unknown = wanted.filter((w) => !RUNS.some((r) => r.project === w));
if (unknown.length > 0) {
  console.error(`Unknown project(s): ${unknown.join(", ")}. Known: unit, integration, e2e.`);
  process.exit(2);
}
const runs = wanted.length > 0 ? RUNS.filter((r) => wanted.includes(r.project)) : RUNS;

// TEST_REPORT_DIR keeps Vitest's JSON reports there (per-test durations); else a temporary directory.
const keptReports = process.env.TEST_REPORT_DIR;
if (keptReports) mkdirSync(keptReports, { recursive: true });
const reportDir = keptReports ?? mkdtempSync(path.join(tmpdir(), "safar-test-"));
const outcomes: Outcome[] = [];
try {
  for (const run of runs) outcomes.push(runOne(run, reportDir));
} finally {
  if (!keptReports) rmSync(reportDir, { recursive: true, force: true });
}

const total = outcomes.reduce(
  (sum, o) => ({
    passed: sum.passed + o.passed,
    failed: sum.failed + o.failed,
    skipped: sum.skipped + o.skipped,
  }),
  { passed: 0, failed: 0, skipped: 0 },
);

console.log("\n━━ Slowest files (s) ━━");
for (const o of outcomes) {
  console.log(
    `${o.label}: ${o.slowest.map(([file, sec]) => `${path.basename(file)} ${sec}`).join(", ")}`,
  );
}

console.log("\n━━ Summary ━━");
const width = Math.max(...outcomes.map((o) => o.label.length));
for (const o of outcomes) {
  console.log(
    `${o.failed > 0 ? "✗" : "✓"} ${o.label.padEnd(width)}  ${o.passed} passed, ${o.failed} failed, ${o.skipped} skipped  (${o.seconds} s)`,
  );
}
console.log(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(total.failed > 0 || total.passed === 0 ? 1 : 0);
