import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ROUTE_MODULES_EVENT, whenRouteModulesReady } from "./route-modules-ready.ts";

// A window is an event target with React Router's globals on it.
let win: EventTarget & { __reactRouterRouteModules?: unknown };

describe("whenRouteModulesReady", () => {
  beforeEach(() => {
    win = new EventTarget();
    vi.stubGlobal("window", win);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("starts at once when React Router has handed over the route modules", () => {
    win.__reactRouterRouteModules = { root: {} };
    const start = vi.fn();
    whenRouteModulesReady(start);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it("waits for the inline script's event when the entry ran first, and starts once", () => {
    const start = vi.fn();
    whenRouteModulesReady(start);
    expect(start).not.toHaveBeenCalled();
    win.__reactRouterRouteModules = { root: {} };
    win.dispatchEvent(new Event(ROUTE_MODULES_EVENT));
    win.dispatchEvent(new Event(ROUTE_MODULES_EVENT));
    expect(start).toHaveBeenCalledTimes(1);
  });
});
