import { legacyRedirectTarget } from "@safar/contracts/route-params";
import { redirect } from "react-router";
import type { Route } from "./+types/legacy-redirect";
import { notFound } from "./shared/route-error.tsx";

/**
 * `/train-tickets/…` → `/trains/…` and `/bus-tickets/…` → `/bus/…` (spec §2
 * legacy prefixes), a permanent redirect that keeps the query string. A
 * resource route: it only ever answers with the redirect.
 */
export function loader({ url }: Route.LoaderArgs) {
  const target = legacyRedirectTarget(url.pathname, url.search);
  if (!target) notFound();
  throw redirect(target, 301);
}
