/**
 * Installability (issue 23 item 2, ADR 029): `node bench/installable.ts`.
 *
 * Builds the web bundle if stale, starts the production server (demo
 * network), opens `/trains/` in Chromium as a phone at 360 px in a fresh
 * profile (installability is not checked in incognito contexts), waits until
 * the service worker controls the page and prints Chromium's own verdict,
 * `Page.getInstallabilityErrors` (what Android Chrome checks before offering
 * to install), the manifest's parse errors and the worker's size. Lighthouse
 * 12 has no PWA category any more, so this is the check. Exit code 1 when
 * Chromium names any installability error.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync } from "node:zlib";
import { chromium } from "playwright-core";
import { startProductionServer } from "../scripts/production-server.ts";
import { ensureWebBuild } from "../scripts/web-build.ts";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const BUILD = path.resolve(ROOT, "apps/web", process.env.WEB_BUILD_DIR ?? "build");

ensureWebBuild();
const server = await startProductionServer({ network: "demo", timeoutMs: 180_000 });
const profile = mkdtempSync(path.join(os.tmpdir(), "safar-installable-"));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-dev-shm-usage"],
  viewport: { width: 360, height: 740 },
  isMobile: true,
  hasTouch: true,
  userAgent:
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Mobile Safari/537.36",
});
let failed = false;
try {
  const page = await context.newPage();
  await page.goto(`${server.url}/trains/`);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller));
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = (await cdp.send("Page.getInstallabilityErrors")) as {
    installabilityErrors: Array<{ errorId: string }>;
  };
  const manifest = (await cdp.send("Page.getAppManifest")) as {
    url: string;
    errors: Array<{ message: string }>;
  };
  const sw = readFileSync(path.join(BUILD, "client/trains/sw.js"));
  console.log(`manifest: ${manifest.url}, parse errors: ${manifest.errors.length}`);
  console.log(
    `service worker: /trains/sw.js, ${(sw.length / 1024).toFixed(1)} KiB, ${(brotliCompressSync(sw).length / 1024).toFixed(1)} KiB brotli`,
  );
  console.log(
    `installability errors: ${installabilityErrors.length === 0 ? "none" : installabilityErrors.map((e) => e.errorId).join(", ")}`,
  );
  failed = installabilityErrors.length > 0 || manifest.errors.length > 0;
} finally {
  await context.close();
  rmSync(profile, { recursive: true, force: true });
  await server.stop();
}
process.exit(failed ? 1 : 0);
