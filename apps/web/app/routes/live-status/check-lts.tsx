import { istDate } from "@safar/domain/ist";
import { apiContext, clockContext } from "#server-context";
import { STOPS_PARAM, TRAIN_QUERY_PARAM } from "../../features/live-status/lookup.ts";
import { LIVE, type LiveMessages } from "../../i18n/live-status.ts";
import { useMessages } from "../../lib/i18n.ts";
import { localeOf } from "../../lib/locale.server.ts";
import type { RouteHandle } from "../../lib/route-handle.ts";
import { pageSeo } from "../../lib/seo.ts";
import { RouteErrorBoundary, screenMeta } from "../shared/route-error.tsx";
import { Screen } from "../shared/screen.tsx";
import type { Route } from "./+types/check-lts";
import { findTrains, trainStops } from "./live-status.server.ts";
import { LiveStatusHomeSections } from "./live-status-home-sections.tsx";

/** `/trains/check-lts`: live status home. */
export const handle = { headerTitle: "Train Status" } satisfies RouteHandle;

/**
 * The page, or one of the enhanced form's lookups (fetcher loads):
 * `?trainQuery=` trains by number or name, `?stopsOf=` a train's stops.
 */
export async function loader({ url, context, request }: Route.LoaderArgs) {
  const today = istDate(context.get(clockContext)());
  const trainQuery = url.searchParams.get(TRAIN_QUERY_PARAM);
  if (trainQuery !== null) {
    const query = trainQuery.trim().slice(0, 60);
    const trains = await findTrains(context.get(apiContext), query);
    return { kind: "trains" as const, today, query, trains };
  }
  const stopsOf = url.searchParams.get(STOPS_PARAM);
  if (stopsOf !== null) {
    const found = await trainStops(context.get(apiContext), stopsOf.trim());
    return {
      kind: "stops" as const,
      today,
      trainNumber: stopsOf.trim(),
      stops: found?.stops ?? [],
    };
  }
  return {
    kind: "page" as const,
    today,
    messages: LIVE[localeOf(request)],
    seo: pageSeo(url, {
      title: LIVE[localeOf(request)].seoCheckTitle,
      description: LIVE[localeOf(request)].seoCheckDescription,
    }),
  };
}

export function meta({ loaderData, error, matches }: Route.MetaArgs) {
  return screenMeta({
    loaderData: loaderData?.kind === "page" ? loaderData : undefined,
    error,
    matches,
  });
}
export const ErrorBoundary = RouteErrorBoundary;

export default function CheckLts({ loaderData }: Route.ComponentProps) {
  const t = useMessages<LiveMessages>();
  return (
    <Screen title={t.liveTrainStatus} lead={t.homeLead}>
      <LiveStatusHomeSections today={loaderData.today} />
    </Screen>
  );
}
