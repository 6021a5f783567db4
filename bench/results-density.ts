/**
 * How much of a results page a traveller sees at once (issue 21 item 1): at
 * 360 × 740 and 1280 × 800, the full page height, where the first train
 * starts, and how many trains show whole (every class) on the first screen.
 *
 *   RAILWAY_DATA_DIR=../shared/railway-data node bench/results-density.ts \
 *     [--at 2026-12-01T10:00:00+05:30] [--days 5] [--out dir] [FROM_Name TO_Name ...]
 *
 * Builds the web bundle if stale, starts the production server with its clock
 * at `--at` (DEV_CLOCK; default 10:00 IST on 1 Dec 2026), opens each pair's
 * results `--days` ahead of that day (default 5; 0 is the same day), wakes the
 * page (a key, ADR 010) and waits for the network to settle. Pairs default to
 * NDLS → HWH and NDLS → CNB (24 trains on 6 Dec 2026 on the open data). With
 * `--out`, a first-screen and a full-page screenshot of each page at each
 * width go there. Stops by itself.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { addDays, istDate } from "@safar/domain/ist";
import { startProductionServer } from "../scripts/production-server.ts";
import { ensureWebBuild } from "../scripts/web-build.ts";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const VIEWPORTS = [
  { name: "360", width: 360, height: 740, mobile: true },
  { name: "1280", width: 1280, height: 800, mobile: false },
] as const;

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  if (i < 0) return undefined;
  const value = args[i + 1];
  args.splice(i, 2);
  return value;
}

interface Measure {
  height: number;
  trains: number;
  firstTrainTop: number | null;
  wholeOnFirstScreen: number;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const at = option(args, "--at") ?? "2026-12-01T10:00:00+05:30";
  const days = Number(option(args, "--days") ?? "5");
  const out = option(args, "--out");
  const pairs =
    args.length >= 2
      ? args
      : ["NDLS_New Delhi", "HWH_Howrah Junction", "NDLS_New Delhi", "CNB_Kanpur Central"];
  if (out) mkdirSync(out, { recursive: true });
  const date = addDays(istDate(new Date(at)), days);
  ensureWebBuild();
  const server = await startProductionServer({
    env: { DEV_CLOCK: at },
    output: "ignore",
    // The full network takes a while to load on a busy machine.
    timeoutMs: 300_000,
  });
  const { chromium } = await import("playwright-core");
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-dev-shm-usage"],
  });
  console.log(
    `clock ${at}, journey date ${date}, network ${process.env.RAILWAY_DATA_DIR ?? "demo"}`,
  );
  console.log(
    "| pair | width | trains | page height px | first train top px | trains whole on first screen |",
  );
  console.log("|---|---|---|---|---|---|");
  try {
    for (let i = 0; i + 1 < pairs.length; i += 2) {
      const from = pairs[i] as string;
      const to = pairs[i + 1] as string;
      const url = `${server.url}/trains/searchTrains/${encodeURIComponent(from)}/${encodeURIComponent(to)}/${date.replaceAll("-", "")}`;
      // The first request of a pair plays its runs' other travellers: warm it.
      await fetch(url);
      for (const v of VIEWPORTS) {
        const context = await browser.newContext({
          viewport: { width: v.width, height: v.height },
          isMobile: v.mobile,
          hasTouch: v.mobile,
        });
        await context.clock.install({ time: new Date(at) });
        const page = await context.newPage();
        await page.goto(url);
        await page.keyboard.press("Shift");
        await page.waitForLoadState("networkidle");
        await page.waitForTimeout(500);
        const m: Measure = await page.evaluate((screen) => {
          const cards = [...document.querySelectorAll<HTMLElement>("#direct [data-train]")];
          const boxes = cards.map((c) => c.getBoundingClientRect());
          return {
            height: document.documentElement.scrollHeight,
            trains: cards.length,
            firstTrainTop: boxes[0] ? Math.round(boxes[0].top + window.scrollY) : null,
            wholeOnFirstScreen: boxes.filter((b) => b.bottom + window.scrollY <= screen).length,
          };
        }, v.height);
        const label = `${from.slice(0, from.indexOf("_"))}-${to.slice(0, to.indexOf("_"))}`;
        console.log(
          `| ${label} | ${v.name} | ${m.trains} | ${m.height} | ${m.firstTrainTop ?? "—"} | ${m.wholeOnFirstScreen} |`,
        );
        if (out) {
          await page.screenshot({ path: path.join(out, `${label}-${v.name}.png`) });
          await page.screenshot({
            path: path.join(out, `${label}-${v.name}-full.png`),
            fullPage: true,
          });
        }
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
