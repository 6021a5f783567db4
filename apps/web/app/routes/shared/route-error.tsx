import { data, isRouteErrorResponse, type MetaDescriptor, useRouteError } from "react-router";
import { deferredPart } from "../../components/deferred.tsx";
import type { PageSeoWithTags } from "../../lib/seo.ts";

/** The fallback page: server-rendered, its code not in every page's first load (W3). */
const NotFoundScreen = deferredPart(() =>
  import("./not-found-screen.tsx").then((m) => m.NotFoundScreen),
);

/**
 * How a route says "this URL names nothing": throw `notFound()` from the
 * loader. The route's ErrorBoundary then renders the fallback page and the
 * response carries HTTP 404. Every invalid parameter (a slug that is none of
 * the page kinds, a malformed station, date, PNR, order id…) takes this path:
 * one status for every URL that does not exist, rather than 400 for some.
 */
export function notFound(): never {
  throw data(null, { status: 404 });
}

function isNotFound(error: unknown): boolean {
  return isRouteErrorResponse(error) && error.status === 404;
}

/**
 * The error boundary of every screen route: the fallback page for a 404;
 * anything else is rethrown to the shell's root boundary.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  if (isNotFound(error)) return <NotFoundScreen />;
  throw error;
}

/**
 * The `meta` of every screen route: the tags of the loader's `seo`, or the
 * fallback page's from the root loader (`seoFallback`); all made on the server.
 */
export function screenMeta({
  loaderData,
  error,
  matches,
}: {
  loaderData?: { seo: PageSeoWithTags } | undefined;
  error?: unknown;
  matches?: readonly unknown[];
}): MetaDescriptor[] {
  const root = (matches?.[0] as { loaderData?: { seoFallback?: SeoFallback } } | undefined)
    ?.loaderData?.seoFallback;
  if (error != null) return (isNotFound(error) ? root?.notFound : root?.error) ?? [];
  return loaderData?.seo.tags ?? root?.notFound ?? [];
}

/** The fallback page's tags and those of a page that failed, sent by the root loader. */
export interface SeoFallback {
  notFound: MetaDescriptor[];
  error: MetaDescriptor[];
}
