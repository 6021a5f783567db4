import { chromium } from "playwright-core";

const base = process.argv[2];
const token = process.argv[3];
const out = "/tmp/hi-info-shots";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const pages = [
  ["pnr-result", `/trains/pnr-enquiry/2345678901/${token}`],
  ["live-status", "/trains/liveTrainStatus?trainNumber=12952"],
  ["sign-in", "/v1/api/login"],
  ["results", process.argv[4]],
  ["not-found", "/trains/nothing-here"],
];
for (const width of [360, 1280]) {
  const context = await browser.newContext({
    viewport: { width, height: 800 },
    isMobile: width === 360,
  });
  await context.addCookies([{ name: "safar_lang", value: "hi", url: base }]);
  const page = await context.newPage();
  for (const [name, path] of pages) {
    await page.goto(base + path);
    await page.keyboard.press("Shift");
    await page.waitForTimeout(1500);
    const over = await page.evaluate(() => {
      const w = document.documentElement.clientWidth;
      return [...document.querySelectorAll("main *")]
        .filter((e) => {
          const r = e.getBoundingClientRect();
          return r.width > 0 && r.right > w + 1 && getComputedStyle(e).position !== "fixed";
        })
        .filter(
          (e) =>
            !e.closest(
              "[style*=overflow], .compact-list, .class-chips, .date-ribbon, .pnr-table-wrap, table, .coach__drawing",
            ),
        )
        .slice(0, 5)
        .map((e) => `${e.tagName}.${e.className} ${Math.round(e.getBoundingClientRect().right)}`);
    });
    const sw = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    console.log(
      width,
      name,
      "lang",
      await page.evaluate(() => document.documentElement.lang),
      "hscroll",
      sw,
      over.join(" | "),
    );
    await page.screenshot({ path: `${out}/${name}-${width}.png`, fullPage: true });
  }
  await context.close();
}
await browser.close();
