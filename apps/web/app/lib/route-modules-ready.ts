/**
 * The hand-off between React Router's inline module script and the client
 * entry. The script sets `window.__reactRouterRouteModules` and then imports
 * the entry, which hydrates. The entry's chunk also holds React and the shell
 * (vite.config.ts), so when the script loads the route modules with `import()`
 * after the first paint (components/scripts-after-paint.tsx) the chunk can be
 * evaluated before the hand-off, as a route module's dependency: the entry
 * then waits for the script's event.
 */
export const ROUTE_MODULES_EVENT = "safar:route-modules";

export function whenRouteModulesReady(start: () => void): void {
  if ((window as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules) {
    start();
    return;
  }
  window.addEventListener(ROUTE_MODULES_EVENT, () => start(), { once: true });
}
