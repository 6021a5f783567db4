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
}
