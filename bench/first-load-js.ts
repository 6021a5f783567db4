/**
 * W3 (../shared/design/targets.md): the JavaScript a browser loads on the first
 * load of the home page and of the search results page, brotli-compressed.
 *
 *   node bench/first-load-js.ts [from=NDLS_New Delhi] [to=HWH_Howrah]
 *
 * Builds the web bundle if stale (`ensureWebBuild`, honours WEB_BUILD_DIR),
 * starts the production server (`apps/web/server/main.ts`, a fresh PGlite, the
 * demo network unless RAILWAY_DATA_DIR is set), and reads the real HTML of
 * `/trains/` and of a results page: every `<link rel="modulepreload">`, every
 * preload the inline module script adds after the first paint, and every
 * module the inline `<script type="module">` imports. That set is checked
 * against React Router's client manifest (entry + its imports, the root route
 * and the page's route with their static imports); any difference is printed.
 * Each file is compressed with brotli at quality 11, as a static asset server
 * would precompress it, and the totals are compared with the 100 KiB target.
 * "shell" is the entry and the root route, the part every page loads. Chunks
 * loaded later with `import()` (dialogs, pickers, sheets) are not counted.
 * Exit code 1 when a page is over the target. Stops by itself.
 *
 * Then Chromium (CHROMIUM_PATH, default /usr/bin/chromium; skipped when absent
 * or with `--no-browser`) opens each page at 360 px and lists the JavaScript it
 * fetches in the first 5 s beyond that set, each with its brotli size: the
 * deferred parts' chunks (fetched while the page hydrates; their server HTML
 * shows and works until they arrive, components/deferred.tsx) and the lazy
 * chunks loaded once the page is idle (dialogs, pickers), not counted against
 * the target. It then presses a key and lists what the next 5 s fetch: on a
 * page that hydrates on intent (ADR 010, the results) that is when its
 * deferred parts and idle chunks come.
 *
 * `--manifest-only` skips the server and counts the manifest's sets (quicker,
 * for iterating on the bundle; the figures to report come from the full run).
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants } from "node:zlib";
import { addDays, istDate } from "@safar/domain/ist";
import { startProductionServer } from "../scripts/production-server.ts";
import { ensureWebBuild } from "../scripts/web-build.ts";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const BUILD_DIR = path.resolve(ROOT, "apps/web", process.env.WEB_BUILD_DIR ?? "build");
const CLIENT_DIR = path.join(BUILD_DIR, "client");
const TARGET_KIB = 100;

interface ManifestEntry {
  module: string;
  imports?: string[];
}
interface Manifest {
  entry: ManifestEntry;
  routes: Record<string, ManifestEntry & { id: string }>;
}

function readManifest(): Manifest {
  const dir = path.join(CLIENT_DIR, "assets");
  // The newest, should an earlier build have left one behind.
  const file = readdirSync(dir)
    .filter((f) => /^manifest-.*\.js$/.test(f))
    .sort((a, b) => statSync(path.join(dir, b)).mtimeMs - statSync(path.join(dir, a)).mtimeMs)[0];
  if (!file) throw new Error(`no manifest-*.js in ${dir}`);
  const text = readFileSync(path.join(dir, file), "utf8");
  const json = text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1);
  return JSON.parse(json) as Manifest;
}

function manifestSet(manifest: Manifest, routeIds: string[]): Set<string> {
  const out = new Set<string>();
  for (const entry of [manifest.entry, ...routeIds.map((id) => manifest.routes[id])]) {
    if (!entry) throw new Error(`route not in the manifest: ${routeIds.join(", ")}`);
    out.add(entry.module);
    for (const i of entry.imports ?? []) out.add(i);
  }
  return out;
}

/** The JavaScript files a page's HTML makes the browser load on first load. */
function htmlSet(html: string): Set<string> {
  const out = new Set<string>();
  for (const m of html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*>/g)) {
    const href = /\bhref="([^"]+)"/.exec(m[0])?.[1];
    if (href) out.add(href);
  }
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const attrs = m[1] ?? "";
    if (!/\btype="module"/.test(attrs)) continue;
    const src = /\bsrc="([^"]+)"/.exec(attrs)?.[1];
    if (src) out.add(src);
    const code = m[2] ?? "";
    // Its static imports (React Router's script as written) and `import()`s
    // (as rewritten to run after the first paint, components/scripts-after-paint.tsx)…
    for (const i of code.matchAll(/\bimport\b(?:\s*\(\s*|[^"';()]*)["']([^"']+\.js)["']/g)) {
      if (i[1]) out.add(i[1]);
    }
    // …and the preloads the rewritten script adds.
    const preloads = /for \(const href of (\[[^\]]*\])\)/.exec(code)?.[1];
    for (const href of preloads ? (JSON.parse(preloads) as string[]) : []) out.add(href);
  }
  return out;
}

const sizes = new Map<string, { raw: number; br: number }>();
function sizeOf(asset: string): { raw: number; br: number } {
  let s = sizes.get(asset);
  if (!s) {
    const body = readFileSync(path.join(CLIENT_DIR, asset));
    const br = brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }).length;
    s = { raw: body.length, br };
    sizes.set(asset, s);
  }
  return s;
}

const kib = (n: number) => (n / 1024).toFixed(1);

interface Page {
  name: string;
  path: string;
  routeId: string;
}

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

interface BrowserScripts {
  /** Fetched in the first `ms` after `load`, before any interaction. */
  atLoad: Set<string>;
  /** Fetched in the `ms` after a key press wakes the page (ADR 010; a page hydrated at load fetches nothing new). */
  afterWake: Set<string>;
}

/** The JavaScript a real browser fetches in the first `ms` of each page, and after waking it. */
async function browserScripts(
  origin: string,
  pages: Page[],
  ms: number,
): Promise<Map<string, BrowserScripts>> {
  const { chromium } = await import("playwright-core");
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-dev-shm-usage"],
  });
  const out = new Map<string, BrowserScripts>();
  try {
    for (const page of pages) {
      const context = await browser.newContext({
        viewport: { width: 360, height: 740 },
        isMobile: true,
        hasTouch: true,
      });
      const tab = await context.newPage();
      const scripts: BrowserScripts = { atLoad: new Set(), afterWake: new Set() };
      let seen = scripts.atLoad;
      tab.on("request", (req) => {
        const url = new URL(req.url());
        if (url.origin === origin && url.pathname.endsWith(".js")) seen.add(url.pathname);
      });
      await tab.goto(`${origin}${page.path}`, { waitUntil: "load" });
      await tab.waitForTimeout(ms);
      seen = scripts.afterWake;
      await tab.keyboard.press("Shift");
      await tab.waitForTimeout(ms);
      out.set(page.name, scripts);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return out;
}

interface Fetched {
  html: Map<string, string>;
  browser: Map<string, BrowserScripts> | null;
}

/** Starts the production server, fetches each page's HTML and, optionally, loads it in Chromium. */
async function fetchPages(pages: Page[], useBrowser: boolean): Promise<Fetched> {
  const server = await startProductionServer();
  const html = new Map<string, string>();
  try {
    for (const page of pages) {
      const res = await fetch(`${server.url}${page.path}`);
      if (res.status !== 200) throw new Error(`GET ${page.path} answered ${res.status}`);
      html.set(page.name, await res.text());
    }
    const browser = useBrowser ? await browserScripts(server.url, pages, 5000) : null;
    return { html, browser };
  } finally {
    await server.stop();
  }
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const manifestOnly = args.includes("--manifest-only");
  const [from = "NDLS_New Delhi", to = "HWH_Howrah"] = args.filter((a) => !a.startsWith("--"));
  const date = addDays(istDate(new Date()), 5).replaceAll("-", "");
  const pages: Page[] = [
    { name: "home", path: "/trains/", routeId: "home-trains" },
    {
      name: "results",
      path: `/trains/searchTrains/${encodeURIComponent(from)}/${encodeURIComponent(to)}/${date}`,
      routeId: "search-trains",
    },
  ];
  ensureWebBuild();
  const manifest = readManifest();

  const useBrowser = !args.includes("--no-browser") && existsSync(CHROMIUM);
  const fetched = manifestOnly ? null : await fetchPages(pages, useBrowser);
  const html = fetched?.html;
  const shell = manifestSet(manifest, ["root"]);
  console.log(
    `W3 first-load JavaScript, brotli quality 11 (build: ${path.relative(ROOT, BUILD_DIR)})`,
  );
  const printSet = (title: string, files: Set<string>, marked?: Set<string>) => {
    const rows = [...files].map((f) => ({ f, ...sizeOf(f) })).sort((a, b) => b.br - a.br);
    const raw = rows.reduce((s, r) => s + r.raw, 0);
    const br = rows.reduce((s, r) => s + r.br, 0);
    console.log(`\n${title}: ${rows.length} files, ${kib(raw)} KiB raw, ${kib(br)} KiB brotli`);
    for (const r of rows) {
      const tag = marked?.has(r.f) ? "  (shell)" : "";
      console.log(
        `  ${kib(r.br).padStart(6)} KiB  ${kib(r.raw).padStart(6)} KiB raw  ${r.f}${tag}`,
      );
    }
    return br;
  };
  printSet("shell (entry + root route)", shell);

  let failed = false;
  const summary: string[] = [];
  for (const page of pages) {
    const fromManifest = manifestSet(manifest, ["root", page.routeId]);
    const fromHtml = html ? htmlSet(html.get(page.name) ?? "") : fromManifest;
    const onlyHtml = [...fromHtml].filter((f) => !fromManifest.has(f));
    const onlyManifest = [...fromManifest].filter((f) => !fromHtml.has(f));
    const source = html ? `GET ${page.path}` : `manifest, route ${page.routeId}`;
    const br = printSet(`${page.name} (${source})`, fromHtml, shell);
    if (onlyHtml.length || onlyManifest.length) {
      console.log(
        `  differs from the manifest: only in the HTML ${onlyHtml.join(", ") || "—"}; only in the manifest ${onlyManifest.join(", ") || "—"}`,
      );
    }
    const seen = fetched?.browser?.get(page.name);
    if (seen) {
      const describe = (files: string[]) =>
        files.length
          ? `${files.length} chunks, ${kib(files.reduce((sum, f) => sum + sizeOf(f).br, 0))} KiB brotli (not counted): ${files.map((f) => `${f} ${kib(sizeOf(f).br)}`).join(", ")}`
          : "nothing";
      const later = [...seen.atLoad].filter((f) => !fromHtml.has(f));
      const woken = [...seen.afterWake].filter((f) => !fromHtml.has(f) && !seen.atLoad.has(f));
      console.log(`  Chromium, first 5 s: the set above + ${describe(later)}`);
      console.log(`  then 5 s after a key wakes the page: ${describe(woken)}`);
    }
    const pass = br / 1024 <= TARGET_KIB;
    failed ||= !pass;
    summary.push(
      `${page.name}: ${kib(br)} KiB brotli (target ≤ ${TARGET_KIB} KiB): ${pass ? "pass" : "over"}`,
    );
  }
  console.log(`\n${summary.join("\n")}`);
  return failed ? 1 : 0;
}

process.exitCode = await main();
