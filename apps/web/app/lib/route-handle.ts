/**
 * What a route module may export as `handle` to steer the application shell.
 * The shell reads every match's handle through `useMatches()`; the deepest
 * match that sets a field wins.
 *
 * ```ts
 * export const handle: RouteHandle = { hideHeader: true, hideFooter: true };
 * ```
 */
export interface RouteHandle {
  /** Hide the site header (e.g. full-screen flows embedded in a partner app). */
  hideHeader?: boolean;
  /** Hide the site footer. */
  hideFooter?: boolean;
  /** The spec's page code for analytics and error reports (spec §3 page codes). */
  pageCode?: number;
  /** Hide the mobile home bottom menu (Offers, Help, My Bookings); shown only where a page asks for it. */
  showBottomMenu?: boolean;
  /** A page title for the mobile header (the back-arrow header); falls back to the brand. */
  headerTitle?: string;
  /** Where the mobile header's back arrow goes; the shell falls back to the remembered back URL. */
  backTo?: string;
  /**
   * When a page loaded from the server hydrates (ADR 010): `"load"` (the
   * default) once its JavaScript arrives; `"intent"` at the first touch,
   * pointer, key, focus, scroll or click, its JavaScript fetched after the
   * first paint but run only then. Only for a page whose server HTML works on
   * its own and that needs no script before the traveller acts (no timer, no
   * storage read that changes what is shown).
   */
  hydrate?: "load" | "intent";
}
