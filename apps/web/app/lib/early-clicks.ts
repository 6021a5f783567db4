/**
 * Clicks made before a page hydrated on intent (ADR 010) had hydrated.
 *
 * The page's inline script (components/scripts-after-paint.tsx) keeps, in
 * `window[EARLY_CLICKS]`, every click on a `<button type="button">` (a control
 * that does nothing without JavaScript) and on an element marked
 * `data-replay="<key>"` (a link whose server-HTML behaviour the hydrated page
 * replaces: the script stops the link, and follows it after all should the
 * JavaScript fail to load). It keeps them until the entry sets
 * `window[HYDRATION_STARTED]`, just before it hydrates: from then on React
 * handles a click itself (it hydrates at once and dispatches it).
 *
 * Once the page has hydrated, `replayEarlyClicks` clicks each kept button
 * again, so the tap that woke the page opens the menu it was meant for; a
 * marked element is left to the component that renders its hydrated form,
 * which asks `takeEarlyClick(key)` when it mounts.
 */
export const EARLY_CLICKS = "__safarEarlyClicks";
export const HYDRATION_STARTED = "__safarHydrationStarted";

type EarlyWindow = Record<typeof EARLY_CLICKS, Element[] | undefined> &
  Record<typeof HYDRATION_STARTED, boolean | undefined>;

/** Stops keeping clicks: React is about to handle them. */
export function markHydrationStarted(win: object = window): void {
  (win as EarlyWindow)[HYDRATION_STARTED] = true;
}

const replayKey = (element: Element): string | null => element.getAttribute("data-replay");

/**
 * Clicks again, once, each button clicked before hydration that is still on
 * the page and enabled; marked elements stay for `takeEarlyClick`.
 */
export function replayEarlyClicks(win: object = window): void {
  const list = (win as EarlyWindow)[EARLY_CLICKS];
  if (!list) return;
  const buttons = list.filter((control) => replayKey(control) === null);
  const marked = list.filter((control) => replayKey(control) !== null);
  list.splice(0, list.length, ...marked);
  for (const control of buttons) {
    if (!control.isConnected || (control as HTMLButtonElement).disabled) continue;
    (control as HTMLElement).click();
  }
}

/** Whether an element marked `data-replay={key}` was clicked before hydration (once: the click is consumed). */
export function takeEarlyClick(key: string, win: object = window): boolean {
  const list = (win as EarlyWindow)[EARLY_CLICKS];
  const index = list?.findIndex((control) => replayKey(control) === key) ?? -1;
  if (!list || index < 0) return false;
  list.splice(index, 1);
  return true;
}

/** Whether this page was loaded to hydrate on intent and has started to (its script kept a list). */
export function hydratingOnIntent(win: object = window): boolean {
  return Array.isArray((win as EarlyWindow)[EARLY_CLICKS]);
}
