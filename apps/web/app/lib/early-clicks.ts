/**
 * Clicks made before a page hydrated on intent (ADR 010) had hydrated.
 *
 * The page's inline script (components/scripts-after-paint.tsx) keeps every
 * click on a `<button type="button">` (a control that does nothing without
 * JavaScript) in `window[EARLY_CLICKS]` until the entry sets
 * `window[HYDRATION_STARTED]`, just before it hydrates: from then on React
 * handles a click itself (it hydrates at once and dispatches it). Once the
 * page has hydrated, `replayEarlyClicks` clicks each kept control again, so
 * the tap that woke the page opens the menu it was meant for.
 */
export const EARLY_CLICKS = "__safarEarlyClicks";
export const HYDRATION_STARTED = "__safarHydrationStarted";

type EarlyWindow = Record<typeof EARLY_CLICKS, Element[] | undefined> &
  Record<typeof HYDRATION_STARTED, boolean | undefined>;

/** Stops keeping clicks: React is about to handle them. */
export function markHydrationStarted(win: object = window): void {
  (win as EarlyWindow)[HYDRATION_STARTED] = true;
}

/** Clicks again, once, each control clicked before hydration that is still on the page and enabled. */
export function replayEarlyClicks(win: object = window): void {
  const kept = (win as EarlyWindow)[EARLY_CLICKS]?.splice(0) ?? [];
  for (const control of kept) {
    if (!control.isConnected || (control as HTMLButtonElement).disabled) continue;
    (control as HTMLElement).click();
  }
}

/** Whether this page was loaded to hydrate on intent and has started to (its script kept a list). */
export function hydratingOnIntent(win: object = window): boolean {
  return Array.isArray((win as EarlyWindow)[EARLY_CLICKS]);
}
