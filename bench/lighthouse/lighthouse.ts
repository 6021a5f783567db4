/**
 * W2 (../shared/design/targets.md): Lighthouse, mobile, on the production server.
 *
 *   node bench/lighthouse/lighthouse.ts [--runs 3] [--block '*.js' ...] [path ...]
 *
 * Builds the web bundle if stale (`ensureWebBuild`, the build of
 * `WEB_BUILD_DIR`), starts the production server (`apps/web/server/main.ts`,
 * `NODE_ENV=production`) on a fresh PGlite and the network of
 * RAILWAY_DATA_DIR (the demo network without it), launches headless Chromium
 * (`CHROMIUM_PATH`, default /usr/bin/chromium) and runs Lighthouse with its
 * default config (mobile emulation, simulated throttling) `runs` times on
 * each path. `{date}` in a path becomes the date five days ahead in India
 * (yyyymmdd). Without paths: home and the results page of a busy pair of the
 * demo network (NDLS → HWH).
 *
 * Prints, per page, the median of the four category scores and of LCP, TBT,
 * CLS and FCP against the targets, and every audit that failed in any run.
 * The JSON reports go to a temporary directory (printed), never the repo.
 * Exit code 1 when a page misses a target. `--block <pattern>` (repeatable)
 * makes Chromium refuse matching URLs, for what-if runs (`--block '*.js'`:
 * the page as it is before its JavaScript). `--traces` also saves each run's
 * trace (unthrottled, as observed; Lighthouse multiplies CPU time by 4).
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { addDays, istDate } from "@safar/domain/ist";
import { launch } from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";
import { startProductionServer } from "../../scripts/production-server.ts";
import { ensureWebBuild } from "../../scripts/web-build.ts";

const DEFAULT_PATHS = ["/", "/trains/searchTrains/NDLS_New Delhi/HWH_Howrah Junction/{date}"];

/** W2's targets: category scores (0–100) and metric ceilings. */
const CATEGORY_TARGETS = {
  performance: 95,
  accessibility: 100,
  "best-practices": 95,
  seo: 95,
} as const;
type Category = keyof typeof CATEGORY_TARGETS;
const CATEGORIES = Object.keys(CATEGORY_TARGETS) as Category[];

const METRICS = [
  { id: "largest-contentful-paint", label: "LCP", unit: "ms", max: 1500 },
  { id: "total-blocking-time", label: "TBT", unit: "ms", max: 100 },
  { id: "cumulative-layout-shift", label: "CLS", unit: "", max: 0.02 },
  { id: "first-contentful-paint", label: "FCP", unit: "ms", max: null },
] as const;

interface Failing {
  category: string;
  title: string;
  score: number;
  display: string;
  runs: number;
}

interface PageResult {
  path: string;
  scores: Record<Category, number>;
  metrics: Record<string, number>;
  failing: Failing[];
  /** Lighthouse's CPU benchmark of this machine during the runs (a quiet desktop scores 1,000–2,500). */
  benchmarkIndex: number;
  ok: boolean;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] ?? Number.NaN)
    : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

function get(port: number, target: string): Promise<number> {
  return new Promise((resolve) => {
    http
      .get({ host: "127.0.0.1", port, path: target }, (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      })
      .on("error", () => resolve(0));
  });
}

/** The audits of a category that did not pass (metrics are reported separately). */
function failingAudits(lhr: Result): Omit<Failing, "runs">[] {
  const out: Omit<Failing, "runs">[] = [];
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      if (ref.group === "metrics") continue;
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1) continue;
      if (audit.scoreDisplayMode === "informative" || audit.scoreDisplayMode === "manual") continue;
      out.push({
        category,
        title: `${ref.id}: ${audit.title}`,
        score: audit.score,
        display: audit.displayValue ?? "",
      });
    }
  }
  return out;
}

interface AuditOptions {
  url: string;
  chromePort: number;
  runs: number;
  reportDir: string;
  name: string;
  /** URL patterns Chromium refuses (Lighthouse's blockedUrlPatterns), for what-if runs. */
  blocked: string[];
  /** Also write each run's performance trace (`<name>-<run>.trace.json`). */
  traces: boolean;
}

async function audit({
  url,
  chromePort,
  runs,
  reportDir,
  name,
  blocked,
  traces,
}: AuditOptions): Promise<Result[]> {
  const results: Result[] = [];
  for (let run = 1; run <= runs; run++) {
    const result = await lighthouse(url, {
      port: chromePort,
      output: "json",
      logLevel: "error",
      ...(blocked.length ? { blockedUrlPatterns: blocked } : {}),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError)
      throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
    writeFileSync(path.join(reportDir, `${name}-${run}.json`), JSON.stringify(lhr));
    if (traces) {
      writeFileSync(
        path.join(reportDir, `${name}-${run}.trace.json`),
        JSON.stringify(result.artifacts.Trace),
      );
    }
    results.push(lhr);
  }
  return results;
}

function summarise(pagePath: string, lhrs: Result[]): PageResult {
  const scores = {} as Record<Category, number>;
  for (const category of CATEGORIES) {
    scores[category] = Math.round(
      median(lhrs.map((l) => (l.categories[category]?.score ?? 0) * 100)),
    );
  }
  const metrics: Record<string, number> = {};
  for (const metric of METRICS) {
    metrics[metric.id] = median(lhrs.map((l) => l.audits[metric.id]?.numericValue ?? Number.NaN));
  }
  const failing = new Map<string, Failing>();
  for (const lhr of lhrs) {
    for (const f of failingAudits(lhr)) {
      const key = `${f.category} ${f.title}`;
      const seen = failing.get(key);
      if (seen) seen.runs++;
      else failing.set(key, { ...f, runs: 1 });
    }
  }
  const ok =
    CATEGORIES.every((c) => scores[c] >= CATEGORY_TARGETS[c]) &&
    METRICS.every((m) => m.max === null || (metrics[m.id] ?? Number.POSITIVE_INFINITY) <= m.max);
  const benchmarkIndex = median(lhrs.map((l) => l.environment.benchmarkIndex));
  return { path: pagePath, scores, metrics, failing: [...failing.values()], benchmarkIndex, ok };
}

function print(page: PageResult, runs: number): void {
  const verdict = (pass: boolean) => (pass ? "pass" : "BELOW");
  console.log(
    `\n${page.path}  (median of ${runs}; CPU benchmark index ${page.benchmarkIndex.toFixed(0)})`,
  );
  for (const c of CATEGORIES) {
    const score = page.scores[c];
    console.log(
      `  ${c.padEnd(15)} ${String(score).padStart(3)}  target ≥ ${CATEGORY_TARGETS[c]}  ${verdict(score >= CATEGORY_TARGETS[c])}`,
    );
  }
  for (const m of METRICS) {
    const value = page.metrics[m.id] ?? Number.NaN;
    const shown = m.unit ? `${value.toFixed(0)} ms` : value.toFixed(3);
    const target =
      m.max === null
        ? ""
        : `target ≤ ${m.unit ? `${m.max} ms` : m.max}  ${verdict(value <= m.max)}`;
    console.log(`  ${m.label.padEnd(15)} ${shown.padStart(8)}  ${target}`);
  }
  if (page.failing.length === 0) {
    console.log("  failing audits: none");
    return;
  }
  console.log("  failing audits (category, audit, score, runs):");
  for (const f of page.failing) {
    console.log(
      `    ${f.category.padEnd(15)} ${f.title}  ${f.score.toFixed(2)}${f.display ? ` (${f.display})` : ""}  ${f.runs}/${runs}`,
    );
  }
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      runs: { type: "string", default: "3" },
      block: { type: "string", multiple: true, default: [] },
      traces: { type: "boolean", default: false },
    },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error("--runs must be a whole number ≥ 1");
  const date = addDays(istDate(new Date()), 5).replaceAll("-", "");
  const paths = (positionals.length ? positionals : DEFAULT_PATHS).map((p) =>
    p.replaceAll("{date}", date),
  );

  ensureWebBuild();
  const reportDir = mkdtempSync(path.join(os.tmpdir(), "safar-w2-reports-"));
  const server = await startProductionServer();
  const port = server.port;
  // Whatever ends this process (an error Chromium's launcher throws outside our promise chain) ends the server too.
  process.once("exit", () => void server.stop());
  let chrome: Awaited<ReturnType<typeof launch>> | undefined;
  const pages: PageResult[] = [];
  let version = "";
  try {
    chrome = await launch({
      chromePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
      chromeFlags: ["--headless=new", "--no-sandbox"],
    });
    for (const [i, pagePath] of paths.entries()) {
      // Paths may be given as typed (spaces) or already percent-encoded.
      const target = /%[0-9A-Fa-f]{2}/.test(pagePath) ? pagePath : encodeURI(pagePath);
      // Warm the server (caches, the first render of a route) before measuring.
      for (let w = 0; w < 2; w++) {
        const status = await get(port, target);
        if (status !== 200) console.warn(`warning: ${pagePath} answered ${status}`);
      }
      const lhrs = await audit({
        url: `http://127.0.0.1:${port}${target}`,
        chromePort: chrome.port,
        runs,
        reportDir,
        name: `page${i + 1}`,
        blocked: values.block,
        traces: values.traces,
      });
      version = lhrs[0]?.lighthouseVersion ?? version;
      const page = summarise(pagePath, lhrs);
      print(page, runs);
      pages.push(page);
    }
  } finally {
    chrome?.kill();
    await server.stop();
  }

  const network = process.env.RAILWAY_DATA_DIR
    ? `open data (${process.env.RAILWAY_DATA_DIR})`
    : "demo";
  console.log(`\nW2: Lighthouse ${version} mobile, simulated throttling, network ${network}`);
  console.log(`reports: ${reportDir}`);
  console.log(
    `load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}, ${os.cpus().length} cores`,
  );
  const below = pages.filter((p) => !p.ok).map((p) => p.path);
  console.log(below.length ? `below target: ${below.join(", ")}` : "all pages meet W2");
  if (below.length) process.exitCode = 1;
}

await main();
