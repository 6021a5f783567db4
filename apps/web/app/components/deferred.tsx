import { type ComponentType, lazy, memo, Suspense, use } from "react";
import { loadWithRetry } from "../lib/chunk-retry.ts";

/**
 * Server-rendered parts whose JavaScript is not needed for the first
 * interaction (W3, bench/first-load-js.ts): their code is a separate chunk,
 * fetched as soon as the module that declares the part is evaluated, never
 * preloaded by the page's HTML.
 *
 * - Server: the module is loaded when the server starts (and the root loader
 *   waits for `deferredPartsReady()`), so the part renders in the same pass
 *   as the rest of the page: the same HTML as a static import, inside a
 *   Suspense boundary's comment markers.
 * - First load: React hydrates around the boundary and keeps its server HTML
 *   (links and forms work without JavaScript) until the chunk arrives, then
 *   hydrates it.
 * - Later renders: the module is loaded and the part renders synchronously.
 *   A part declared after the first render (a route module loaded by a
 *   client navigation) that is still loading holds the navigation's
 *   transition, so the old page stays until the new one can show whole:
 *   never an empty gap where the part goes.
 *
 * The part is memoised: a dehydrated boundary whose props change before its
 * chunk arrives is rendered again on the client, so give it props that stay
 * the same (loader data, stable callbacks), never objects made in render.
 */
const pending: Promise<unknown>[] = [];
let booted = false;

/** The shell calls this once the first page has hydrated (an effect). */
export function markBooted(): void {
  booted = true;
}

/** Every deferred part's module, loaded. */
export function deferredPartsReady(): Promise<unknown> {
  return Promise.all(pending);
}

export type DeferredPart<P extends object> = ComponentType<P> & {
  /** Settles when the part's module is loaded. */
  ready: Promise<unknown>;
};

export function deferredPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
): DeferredPart<P> {
  let loaded: ComponentType<P> | undefined;
  const declaredAfterBoot = booted;
  const ready = loadWithRetry(() => load()).then((component) => {
    loaded = component;
    return component;
  });
  // Rendering reports a failure (through the error boundary); nothing else should.
  const settled = ready.catch(() => undefined);
  pending.push(settled);
  const Lazy = lazy<ComponentType<P>>(() => {
    const component = loaded;
    if (component === undefined) return ready.then((c) => ({ default: c }));
    // A thenable that settles at once: React.lazy resolves it without suspending.
    const now = {
      // biome-ignore lint/suspicious/noThenProperty: a thenable on purpose (React.lazy reads it)
      then(resolve: (value: { default: ComponentType<P> }) => void) {
        resolve({ default: component });
        return now;
      },
    };
    return now as unknown as Promise<{ default: ComponentType<P> }>;
  });
  const part = memo((props: P) => {
    // Outside the boundary: suspends the navigation's transition, not the part.
    if (declaredAfterBoot && loaded === undefined) use(settled);
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  });
  return Object.assign(part as unknown as ComponentType<P>, { ready: settled });
}
