import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { chromium } from "playwright-core";
const require = createRequire(import.meta.url);
const src = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");
console.log("axe src KiB", (src.length / 1024).toFixed(0));
const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const ctx = await b.newContext({ baseURL: "http://localhost:3222", viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
const page = await ctx.newPage();
for (const u of ["/trains", "/trains/searchTrains/NDLS_New%20Delhi/MMCT_Mumbai%20Central/20261127", "/trains/pnr-status", "/trains"]) {
  await page.goto(u);
  let t = Date.now();
  await page.evaluate(src);
  const inject = Date.now() - t; t = Date.now();
  const n = await page.evaluate(async () => (await (window as any).axe.run(document, { resultTypes: ["violations"] })).violations.length);
  const run = Date.now() - t; t = Date.now();
  await page.evaluate(async () => (await (window as any).axe.run(document, { resultTypes: ["violations"] })).violations.length);
  const run2 = Date.now() - t;
  console.log(u.slice(0, 30), { inject, run, run2, n });
}
await b.close();
