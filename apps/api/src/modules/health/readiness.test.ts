import { describe, expect, it } from "vitest";
import { createReadiness } from "./readiness.ts";

describe("readiness", () => {
  it("is barred as starting until marked ready, then not barred", () => {
    const readiness = createReadiness();
    expect(readiness.barred()).toBe("starting");
    readiness.markReady();
    expect(readiness.barred()).toBeNull();
  });

  it("is barred as draining once a shutdown began, even before it was ready", () => {
    const ready = createReadiness();
    ready.markReady();
    ready.drain();
    expect(ready.barred()).toBe("draining");
    const early = createReadiness();
    early.drain();
    expect(early.barred()).toBe("draining");
  });
});
