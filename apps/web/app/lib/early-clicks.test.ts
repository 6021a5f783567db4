import { describe, expect, it } from "vitest";
import {
  EARLY_CLICKS,
  HYDRATION_STARTED,
  hydratingOnIntent,
  markHydrationStarted,
  replayEarlyClicks,
  takeEarlyClick,
} from "./early-clicks.ts";

function control(options: { connected?: boolean; disabled?: boolean; replay?: string } = {}) {
  const clicks: number[] = [];
  return {
    isConnected: options.connected ?? true,
    disabled: options.disabled ?? false,
    getAttribute: (name: string) => (name === "data-replay" ? (options.replay ?? null) : null),
    click: () => clicks.push(1),
    clicks,
  };
}

describe("early clicks (ADR 010)", () => {
  it("clicks each kept control again once, and empties the list", () => {
    const menu = control();
    const win = { [EARLY_CLICKS]: [menu] };
    replayEarlyClicks(win);
    replayEarlyClicks(win);
    expect(menu.clicks).toHaveLength(1);
    expect(win[EARLY_CLICKS]).toEqual([]);
  });

  it("skips a control that left the page or is disabled", () => {
    const gone = control({ connected: false });
    const disabled = control({ disabled: true });
    replayEarlyClicks({ [EARLY_CLICKS]: [gone, disabled] });
    expect(gone.clicks).toHaveLength(0);
    expect(disabled.clicks).toHaveLength(0);
  });

  it("leaves a marked element to the component that renders its hydrated form, once", () => {
    const menu = control();
    const filters = control({ replay: "filters" });
    const win = { [EARLY_CLICKS]: [menu, filters] };
    replayEarlyClicks(win);
    expect(menu.clicks).toHaveLength(1);
    expect(filters.clicks).toHaveLength(0);
    expect(takeEarlyClick("schedule", win)).toBe(false);
    expect(takeEarlyClick("filters", win)).toBe(true);
    expect(takeEarlyClick("filters", win)).toBe(false);
    expect(takeEarlyClick("filters", {})).toBe(false);
  });

  it("does nothing on a page that kept no clicks (hydrated at load)", () => {
    expect(() => replayEarlyClicks({})).not.toThrow();
  });

  it("tells a page hydrating on intent (its script kept a list) from one hydrating at load", () => {
    expect(hydratingOnIntent({ [EARLY_CLICKS]: [] })).toBe(true);
    expect(hydratingOnIntent({})).toBe(false);
  });

  it("marks the start of hydration, which stops the page's script keeping clicks", () => {
    const win: Record<string, unknown> = {};
    markHydrationStarted(win);
    expect(win[HYDRATION_STARTED]).toBe(true);
  });
});
