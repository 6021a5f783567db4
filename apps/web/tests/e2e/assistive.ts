import type { BrowserContext, Frame, Page } from "playwright-core";
import { expect } from "vitest";

/**
 * What a keyboard and a screen-reader user get, for the walk-through tests
 * (issue 23 item 4): where focus is and whether it can be seen, and what
 * the page's live regions say as they change.
 */

/** One stop of the focus: its role and name as the accessibility tree has them, and how it shows. */
export interface FocusStop {
  /** Playwright's aria snapshot of the focused element's first line: `button "Search trains"`. */
  aria: string;
  /** Why it cannot be seen, or null: no focus indicator, outside the viewport, under a fixed bar. */
  problem: string | null;
}

/** The focused element of `frame` (the main frame unless the focus is in a frame). */
async function focusedFrame(page: Page): Promise<Frame> {
  let frame = page.mainFrame();
  for (let i = 0; i < 3; i++) {
    const inner = await frame.evaluate(() => document.activeElement?.tagName === "IFRAME");
    if (!inner) break;
    const handle = await frame.evaluateHandle(() => document.activeElement);
    const child = await handle.asElement()?.contentFrame();
    if (!child) break;
    frame = child;
  }
  return frame;
}

/**
 * The focused element's role and name, and whether a sighted keyboard user
 * can see it: a focus indicator (outline or box-shadow, or one on an
 * ancestor label/chip that wraps it), its centre inside the viewport, and
 * the topmost element there being itself (not a sticky header or a bottom bar).
 */
export async function focusStop(page: Page): Promise<FocusStop> {
  const frame = await focusedFrame(page);
  const problem = await frame.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return "nothing has focus";
    // An outline or shadow on it, or on its ::after or ::before (a card's stretched link).
    const shows = (e: Element) =>
      [undefined, "::after", "::before"].some((pseudo) => {
        const s = getComputedStyle(e, pseudo);
        if (pseudo && s.content === "none") return false;
        const outline = s.outlineStyle !== "none" && Number.parseFloat(s.outlineWidth) > 0;
        return outline || (s.boxShadow !== "none" && s.boxShadow !== "");
      });
    // A visually hidden input (a radio or checkbox drawn as a chip) shows its focus on its label.
    let visible = shows(el);
    for (let a = el.parentElement, i = 0; !visible && a && i < 3; a = a.parentElement, i++) {
      visible = shows(a) && (a.tagName === "LABEL" || a.matches(":has(:focus-visible)"));
    }
    const sibling = el.nextElementSibling;
    if (!visible && sibling && el.matches("input")) visible = shows(sibling);
    if (!visible) return "no visible focus indicator";
    const r = el.getBoundingClientRect();
    const box = r.width < 2 || r.height < 2 ? el.parentElement?.getBoundingClientRect() : r;
    if (!box) return "no box";
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    if (x < 0 || y < 0 || x > innerWidth || y > innerHeight) {
      return `outside the viewport at ${Math.round(x)},${Math.round(y)}`;
    }
    const label = el.id ? document.querySelector(`label[for="${el.id}"]`) : null;
    const wraps = (n: Element) =>
      n === el || el.contains(n) || n.contains(el) || label?.contains(n) === true;
    // Its centre must show: the sticky header or a bottom bar over it counts as obscured.
    const top = document.elementFromPoint(x, y);
    if (!top) return "nothing at its centre";
    if (!wraps(top)) {
      const what = top.closest("header, nav, footer, [class]")?.className || top.tagName;
      return `hidden under ${String(what)}`;
    }
    return null;
  });
  const locator = frame.locator("*:focus").first();
  const aria = problem === "nothing has focus" ? "" : await ariaOf(locator);
  return { aria, problem };
}

async function ariaOf(locator: ReturnType<Frame["locator"]>): Promise<string> {
  const snapshot = await locator.ariaSnapshot({ timeout: 2_000 }).catch(() => "");
  const first = snapshot.split("\n")[0] ?? "";
  return first.replace(/^- /, "").replace(/:$/, "").trim();
}

/**
 * Presses `key` (Tab by default) until the focus is on `target` (matched
 * against its aria line, e.g. /^button "Search trains"/), checking at every
 * stop that the focus can be seen. Returns the stops passed on the way.
 */
export async function tabTo(
  page: Page,
  target: RegExp,
  options: { key?: "Tab" | "Shift+Tab"; max?: number } = {},
): Promise<FocusStop[]> {
  const stops: FocusStop[] = [];
  for (let i = 0; i < (options.max ?? 60); i++) {
    await page.keyboard.press(options.key ?? "Tab");
    const stop = await focusStop(page);
    stops.push(stop);
    // Past the end of the page the focus is in the browser's own controls; Tab goes on at the top.
    if (stop.problem === "nothing has focus") continue;
    expect(stop.problem, `focus on ${stop.aria} (after ${stops.length} keys)`).toBeNull();
    if (target.test(stop.aria)) return stops;
  }
  throw new Error(
    `${target} not reached by ${options.key ?? "Tab"}; passed ${stops.map((s) => s.aria).join(" | ")}`,
  );
}

/** The focus is on `target` now, and can be seen. */
export async function expectFocus(page: Page, target: RegExp): Promise<void> {
  await expect.poll(async () => (await focusStop(page)).aria, { timeout: 10_000 }).toMatch(target);
  const stop = await focusStop(page);
  expect(stop.problem, `focus on ${stop.aria}`).toBeNull();
}

declare global {
  interface Window {
    __announced?: { text: string; politeness: string; at: number }[];
  }
}

/**
 * Records, in every page of the context, what its live regions would say:
 * each time the text of an `aria-live` region (not `off`), a `status`,
 * `alert` or `log` already in the page changes, or an `alert` is inserted
 * with text, its new text (what a screen reader speaks; an empty region says
 * nothing). A status that arrives with its text says nothing.
 */
export async function recordAnnouncements(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const said: { text: string; politeness: string; at: number }[] = [];
    window.__announced = said;
    const LIVE =
      '[aria-live]:not([aria-live="off"]), [role="status"], [role="alert"], [role="log"]';
    const last = new WeakMap<Element, string>();
    const regionOf = (n: Node | null): Element | null => {
      const el = n instanceof Element ? n : (n?.parentElement ?? null);
      return el?.closest(LIVE) ?? null;
    };
    const note = (region: Element) => {
      // The outermost live region speaks (a status inside a live region is one announcement).
      let outer = region;
      for (let up = region.parentElement?.closest(LIVE); up; up = up.parentElement?.closest(LIVE))
        outer = up;
      const text = (outer.textContent ?? "").replace(/\s+/g, " ").trim();
      if (last.get(outer) === text) return;
      last.set(outer, text);
      if (!text) return;
      const politeness =
        outer.getAttribute("aria-live") ??
        (outer.getAttribute("role") === "alert" ? "assertive" : "polite");
      said.push({ text, politeness, at: Date.now() });
    };
    const observe = () => {
      // What is there at load is the page, not an announcement.
      for (const r of document.querySelectorAll(LIVE))
        last.set(r, (r.textContent ?? "").replace(/\s+/g, " ").trim());
      new MutationObserver((records) => {
        const touched = new Set<Element>();
        for (const m of records) {
          const region = regionOf(m.target);
          if (region) touched.add(region);
          for (const added of m.addedNodes) {
            if (!(added instanceof Element)) continue;
            // A live region that arrives with its text is not read out (screen readers
            // speak changes of a region already there), except an alert.
            for (const inner of [added, ...added.querySelectorAll(LIVE)]) {
              if (!inner.matches(LIVE) || last.has(inner) || regionOf(inner.parentElement))
                continue;
              if (inner.getAttribute("role") === "alert") touched.add(inner);
              else last.set(inner, (inner.textContent ?? "").replace(/\s+/g, " ").trim());
            }
          }
        }
        for (const r of touched) note(r);
      }).observe(document.documentElement, {
        subtree: true,
        childList: true,
        characterData: true,
        attributes: true,
        attributeFilter: ["hidden", "aria-hidden"],
      });
    };
    if (document.readyState === "loading") {
      document.addEventListener("DOMContentLoaded", observe, { once: true });
    } else observe();
  });
}

/** What the page's live regions have said since it loaded. */
export async function announced(page: Page): Promise<string[]> {
  return page.evaluate(() => (window.__announced ?? []).map((a) => a.text));
}

/** Waits until a live region of the page has said something matching `text`. */
export async function expectAnnounced(page: Page, text: RegExp): Promise<void> {
  await expect
    .poll(async () => (await announced(page)).some((t) => text.test(t)), {
      timeout: 10_000,
      message: `announced ${text}`,
    })
    .toBe(true);
}

/** What a screen reader reads out with the focused control: invalid or not, and its description. */
export async function focusedDescription(page: Page): Promise<string> {
  const frame = await focusedFrame(page);
  return frame.evaluate(() => {
    const field = document.activeElement;
    const ids = field?.getAttribute("aria-describedby")?.split(/\s+/) ?? [];
    const words = ids.map((id) => document.getElementById(id)?.textContent?.trim() ?? "");
    const invalid = field?.getAttribute("aria-invalid") === "true" ? "invalid: " : "";
    return `${invalid}${words.filter(Boolean).join(" ")}`;
  });
}
