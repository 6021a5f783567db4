import { describe, expect, it, vi } from "vitest";

vi.mock("./route-module-retry.ts", () => ({
  pendingRouteModules: () => [{ module: "/assets/route.js" }],
  preloadRouteModules: async () => undefined,
}));

const { chunkRetryInstrumentation } = await import("./navigation-retry.ts");

type Hooks = {
  navigate: (handler: () => Promise<unknown>, info: object) => Promise<void>;
  fetch: (handler: () => Promise<unknown>, info: object) => Promise<void>;
};

function instrumented() {
  const calls: string[] = [];
  const instrumentation = chunkRetryInstrumentation({
    onStart: () => calls.push("start"),
    onSettled: () => calls.push("settled"),
    onFailure: () => calls.push("failure"),
  });
  let hooks: Hooks | undefined;
  instrumentation.router?.({
    instrument: (h: unknown) => {
      hooks = h as Hooks;
    },
  } as never);
  if (!hooks) throw new Error("the instrumentation did not instrument the router");
  return { calls, hooks };
}

describe("chunkRetryInstrumentation", () => {
  it("marks a navigation's wait for its route modules, then runs it", async () => {
    const { calls, hooks } = instrumented();
    await hooks.navigate(async () => calls.push("run"), {
      to: "/trains/check-lts",
      currentUrl: "/",
    });
    expect(calls).toEqual(["start", "settled", "run"]);
  });

  it("loads a fetcher's route modules without dimming the page", async () => {
    const { calls, hooks } = instrumented();
    await hooks.fetch(async () => calls.push("run"), {
      href: "/trains/check-lts?trainQuery=99999",
      currentUrl: "/trains/liveTrainStatus?trainNumber=99999",
    });
    expect(calls).toEqual(["run"]);
  });
});
