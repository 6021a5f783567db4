import AxeBuilder from "@axe-core/playwright";
import { chromium } from "playwright-core";
const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const ctx = await b.newContext({ baseURL: "http://localhost:3222", viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, reducedMotion: process.env.RM ? "reduce" : "no-preference" });
const page = await ctx.newPage();
const urls = ["/trains", "/trains/searchTrains/NDLS_New%20Delhi/MMCT_Mumbai%20Central/20261127", "/trains/pnr-status"];
for (let round = 0; round < 2; round++)
for (const u of urls) {
  let t = Date.now();
  await page.goto(u); await page.waitForLoadState("load");
  const load = Date.now() - t;
  const times: Record<string, number> = {};
  for (const [name, mk] of [
    ["legacy", () => new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ["violations"] })],
    ["nocontrast", () => new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ["violations"] }).disableRules(["color-contrast"])],
    ["tags", () => new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ["violations"] }).withTags(["wcag2a","wcag2aa","wcag21a","wcag21aa","wcag22aa","best-practice"])],
  ] as const) { t = Date.now(); const r = await mk().analyze(); times[name] = Date.now() - t; times[name+"_v"] = r.violations.length; }
  console.log(u.slice(0, 40), "load", load, JSON.stringify(times));
}
await b.close();
