/**
 * Draws the install icons of the web app manifest from public/favicon.svg,
 * once, with Chromium (playwright-core): `node scripts/pwa-icons.ts`. The
 * PNGs are committed under apps/web/public/icons/ (see its README).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const PUBLIC = path.join(ROOT, "apps/web/public");
const svg = readFileSync(path.join(PUBLIC, "favicon.svg"), "utf8");
/** The favicon's glyph alone, for the maskable icon's full-bleed square. */
const glyph = /<path[^>]*\/>/.exec(svg)?.[0] ?? "";
const BRAND = /fill="(#[0-9a-f]{6})"/i.exec(svg)?.[1] ?? "#0b5cad";

// Maskable: the whole square is the brand colour and the glyph sits within the
// central 60 % (the safe zone is the central circle of 80 %).
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${BRAND}"/><g transform="translate(16 16) scale(0.7) translate(-16 -16)">${glyph}</g></svg>`;

const ICONS = [
  { file: "safar-192.png", size: 192, svg },
  { file: "safar-512.png", size: 512, svg },
  { file: "safar-maskable-512.png", size: 512, svg: maskable },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox"],
});
try {
  for (const icon of ICONS) {
    const page = await browser.newPage({
      viewport: { width: icon.size, height: icon.size },
      deviceScaleFactor: 1,
    });
    const sized = icon.svg.replace("<svg ", `<svg width="${icon.size}" height="${icon.size}" `);
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{display:block}</style>${sized}`,
    );
    await page.locator("svg").screenshot({
      path: path.join(PUBLIC, "icons", icon.file),
      omitBackground: true,
    });
    await page.close();
  }
} finally {
  await browser.close();
}
