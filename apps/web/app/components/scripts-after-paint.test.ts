import { describe, expect, it } from "vitest";
import { afterFirstPaint, INTENT_EVENTS, isRewritable } from "./scripts-after-paint.tsx";

// React Router 8's inline module script, as `<Scripts>` writes it for a page of two routes.
const ROUTER_SCRIPT = `;
import * as route0 from "/assets/root-abc.js";
import * as route1 from "/assets/search-results-def.js";
  window.__reactRouterManifest = {"routes": {}};
  window.__reactRouterRouteModules = {"root":route0,"search-trains":route1};

import("/assets/entry.client-xyz.js");`;

const PRELOADS = [
  "/assets/entry.client-xyz.js",
  "/assets/root-abc.js",
  "/assets/search-results-def.js",
];

/** What a rewritten script does first: wait for a painted frame, then preload every module. */
const PAINTED_AND_PRELOADED = [
  "frame",
  "task after the frame",
  ...PRELOADS.map((href) => `modulepreload ${href}`),
];

/**
 * Runs a rewritten script with a stand-in for the page: frames and tasks run
 * when `paint()` is called, `import()` resolves to a module named after its
 * URL. Records what happened, in order.
 */
function run(
  code: string,
  visibility: "visible" | "hidden" = "visible",
  { failing = false }: { failing?: boolean } = {},
) {
  const events: string[] = [];
  const frames: (() => void)[] = [];
  const listeners = new Map<string, ((event: unknown) => void)[]>();
  const win: Record<string, unknown> = {
    dispatchEvent: (event: Event) => events.push(`event ${event.type}`),
    addEventListener: (type: string, listener: (event: unknown) => void) =>
      listeners.set(type, [...(listeners.get(type) ?? []), listener]),
    removeEventListener: (type: string, listener: (event: unknown) => void) =>
      listeners.set(
        type,
        (listeners.get(type) ?? []).filter((l) => l !== listener),
      ),
  };
  /** The page receives an event of `type` on `target`; answers whether its default was prevented. */
  const fire = (type: string, target: unknown = null) => {
    events.push(`user ${type}`);
    let prevented = false;
    const event = { type, target, preventDefault: () => (prevented = true) };
    for (const listener of listeners.get(type) ?? []) listener(event);
    return prevented;
  };
  const document = {
    visibilityState: visibility,
    createElement: () => ({}) as { rel?: string; href?: string },
    head: {
      append: (link: { rel: string; href: string }) => events.push(`${link.rel} ${link.href}`),
    },
  };
  const requestAnimationFrame = (callback: () => void) => {
    frames.push(() => {
      events.push("frame");
      callback();
    });
  };
  const setTimeout = (callback: () => void) => {
    frames.push(() => {
      events.push("task after the frame");
      callback();
    });
  };
  const load = (url: string) => {
    events.push(`import ${url}`);
    if (failing) return Promise.reject(new TypeError(`Failed to fetch ${url}`));
    if (url.includes("entry.client")) {
      events.push(
        `entry sees ${Object.keys(win)
          .filter((k) => k.startsWith("__"))
          .join(",")}`,
      );
    }
    return Promise.resolve({ url });
  };
  const body = code.replaceAll("import(", "load(").replaceAll("window.", "win.");
  const AsyncFunction = Object.getPrototypeOf(async () => undefined).constructor as new (
    ...args: string[]
  ) => (...values: unknown[]) => Promise<void>;
  const done = new AsyncFunction(
    "document",
    "requestAnimationFrame",
    "setTimeout",
    "load",
    "win",
    "Element",
    body,
  )(document, requestAnimationFrame, setTimeout, load, win, FakeElement);
  // A failing page's script rejects; the test reads `done` when it wants to.
  done.catch(() => undefined);
  const paint = async () => {
    while (frames.length) {
      frames.shift()?.();
      await Promise.resolve();
    }
  };
  return { events, win, done, paint, fire, listeners };
}

/**
 * Stands in for a DOM element: a `<button type="button">`, a link marked
 * `data-replay`, or anything else (`closest` answers for the first two only).
 */
class FakeElement {
  readonly kind: "button" | "marked link" | "other";
  readonly href: string | undefined;
  constructor(kind: "button" | "marked link" | "other", href?: string) {
    this.kind = kind;
    this.href = href;
  }
  closest(selector: string) {
    return selector === 'button[type="button"], [data-replay]' && this.kind !== "other"
      ? this
      : null;
  }
  hasAttribute(name: string) {
    return name === "data-replay" && this.kind === "marked link";
  }
}

describe("afterFirstPaint", () => {
  const code = afterFirstPaint(ROUTER_SCRIPT, PRELOADS);

  it("keeps no static import, so the browser fetches nothing when it parses the script", () => {
    expect(code).not.toMatch(/^\s*import\s*[^\s(]/m);
  });

  it("waits for a frame to be painted, then preloads, then imports the same modules in the same order", async () => {
    const page = run(code);
    await Promise.resolve();
    expect(page.events).toEqual([]);
    await page.paint();
    await page.done;
    expect(page.events).toEqual([
      ...PAINTED_AND_PRELOADED,
      "import /assets/root-abc.js",
      "import /assets/search-results-def.js",
      "import /assets/entry.client-xyz.js",
      // React Router's hand-off is in place before the entry runs,
      "entry sees __reactRouterManifest,__reactRouterRouteModules",
      // and announced, for an entry chunk a route module loaded earlier (lib/route-modules-ready.ts).
      "event safar:route-modules",
    ]);
    expect(page.win.__reactRouterRouteModules).toEqual({
      root: { url: "/assets/root-abc.js" },
      "search-trains": { url: "/assets/search-results-def.js" },
    });
  });

  it("starts at once in a hidden tab, which paints nothing", async () => {
    const page = run(code, "hidden");
    await page.done;
    expect(page.events[0]).toBe("modulepreload /assets/entry.client-xyz.js");
    expect(page.events).toContain("import /assets/entry.client-xyz.js");
  });

  it("binds the modules of a route with client loaders the way React Router does", async () => {
    const split = `;
import * as route0_clientLoader from "/assets/a-loader.js";
import * as route0_main from "/assets/a.js";
const route0 = {...route0_clientLoader,...route0_main};
  window.__reactRouterRouteModules = {"a":route0};

import("/assets/entry.client-xyz.js");`;
    const page = run(afterFirstPaint(split, ["/assets/a.js"]));
    await page.paint();
    await page.done;
    expect(page.win.__reactRouterRouteModules).toEqual({ a: { url: "/assets/a.js" } });
  });

  it("leaves a script with any other static import exactly as it was (the development server's HMR runtime)", () => {
    const dev = `import "/@id/__x00__virtual:react-router/inject-hmr-runtime";${ROUTER_SCRIPT}`;
    expect(afterFirstPaint(dev, PRELOADS)).toBe(dev);
  });

  it("leaves a script without route imports as it was", () => {
    expect(afterFirstPaint(" ", PRELOADS)).toBe(" ");
  });
});

describe("afterFirstPaint, hydrating on intent (ADR 010)", () => {
  const code = afterFirstPaint(ROUTER_SCRIPT, PRELOADS, { onIntent: true });
  const settle = async () => {
    for (let i = 0; i < 10; i++) await Promise.resolve();
  };

  it("preloads after the first frame but imports nothing until the traveller acts", async () => {
    const page = run(code);
    await page.paint();
    await settle();
    expect(page.events).toEqual(PAINTED_AND_PRELOADED);
    page.fire("touchstart");
    await page.done;
    expect(page.events.slice(PAINTED_AND_PRELOADED.length)).toEqual([
      "user touchstart",
      "import /assets/root-abc.js",
      "import /assets/search-results-def.js",
      "import /assets/entry.client-xyz.js",
      "entry sees __safarEarlyClicks,__reactRouterManifest,__reactRouterRouteModules",
      "event safar:route-modules",
    ]);
  });

  it("wakes on each kind of intent, and stops listening for the others", async () => {
    for (const type of INTENT_EVENTS) {
      const page = run(code);
      await page.paint();
      page.fire(type);
      await page.done;
      expect(page.events).toContain("import /assets/entry.client-xyz.js");
      // Only the click keeper is left listening.
      for (const other of INTENT_EVENTS) {
        expect(page.listeners.get(other)?.length ?? 0).toBe(other === "click" ? 1 : 0);
      }
    }
  });

  it("keeps clicks on JavaScript-only buttons and marked links until hydration starts, and no others", async () => {
    const page = run(code);
    await page.paint();
    const menu = new FakeElement("button");
    const filters = new FakeElement("marked link", "/results#filters");
    const link = new FakeElement("other");
    expect(page.fire("click", menu)).toBe(false);
    // A marked link is stopped: its hydrated form acts instead.
    expect(page.fire("click", filters)).toBe(true);
    // Any other link or submit button keeps its behaviour.
    expect(page.fire("click", link)).toBe(false);
    await page.done;
    expect(page.win.__safarEarlyClicks).toEqual([menu, filters]);
    page.win.__safarHydrationStarted = true;
    expect(page.fire("click", filters)).toBe(false);
    expect(page.win.__safarEarlyClicks).toEqual([menu, filters]);
  });

  it("follows a stopped link after all when the page's modules fail to load", async () => {
    const assigned: string[] = [];
    const page = run(code, "visible", { failing: true });
    page.win.location = { assign: (href: string) => assigned.push(href) };
    await page.paint();
    page.fire("click", new FakeElement("marked link", "/results#filters"));
    await expect(page.done).rejects.toThrow(/Failed to fetch/);
    expect(assigned).toEqual(["/results#filters"]);
  });

  it("is the plain after-paint script without the option", () => {
    expect(afterFirstPaint(ROUTER_SCRIPT, PRELOADS, { onIntent: false })).toBe(
      afterFirstPaint(ROUTER_SCRIPT, PRELOADS),
    );
    expect(afterFirstPaint(ROUTER_SCRIPT, PRELOADS)).not.toContain("__safarEarlyClicks");
  });
});

describe("isRewritable", () => {
  it("recognises React Router's script, and nothing with another static import", () => {
    expect(isRewritable(ROUTER_SCRIPT)).toBe(true);
    expect(isRewritable(`import "/@vite/client";\n${ROUTER_SCRIPT}`)).toBe(false);
    expect(isRewritable(' import("/assets/entry.js");')).toBe(false);
  });

  it("is what afterFirstPaint acts on", () => {
    for (const code of [ROUTER_SCRIPT, `import "/x.js";${ROUTER_SCRIPT}`, " "]) {
      expect(afterFirstPaint(code, PRELOADS) !== code).toBe(isRewritable(code));
    }
  });
});
