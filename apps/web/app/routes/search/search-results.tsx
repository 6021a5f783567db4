import {
  queryObject,
  searchQuerySchema,
  searchTrainsParamsSchema,
} from "@safar/contracts/route-params";
import { useRememberBackUrl } from "../../lib/back-navigation.ts";
import type { RouteHandle } from "../../lib/route-handle.ts";
import { pageSeo } from "../../lib/seo.ts";
import { formatJourneyDate } from "../shared/dates.ts";
import { lookUpStation } from "../shared/network-lookup.server.ts";
import { notFound, RouteErrorBoundary, screenMeta } from "../shared/route-error.tsx";
import { Screen, SkeletonSection } from "../shared/screen.tsx";
import type { Route } from "./+types/search-results";

/**
 * `/trains/searchTrains/:source/:destination/:departureDate` and
 * `/trains/searchAlternateTrains/…`: stations are `{code}_{name}` with the
 * code in capitals, the date 8 digits YYYYMMDD (spec §5).
 */
export const handle = { pageCode: 1, headerTitle: "Search Results" } satisfies RouteHandle;

export async function loader({ params, url, pattern, context }: Route.LoaderArgs) {
  const parsed = searchTrainsParamsSchema.safeParse(params);
  if (!parsed.success) notFound();
  const { source, destination, departureDate } = parsed.data;
  for (const station of [source, destination]) {
    if ((await lookUpStation(context, station.code)).status === "missing") notFound();
  }
  const alternate = pattern.toLowerCase().includes("searchalternatetrains");
  const dateLabel = formatJourneyDate(departureDate);
  const route = `${source.code} to ${destination.code}`;
  return {
    seo: pageSeo(url, {
      title: alternate ? `Alternate Trains: ${route}` : `${route} Trains`,
      description: `${alternate ? "Alternate trains" : "Trains"} from ${source.name} (${source.code}) to ${destination.name} (${destination.code}) on ${dateLabel}: compare timings, classes, fares and seat availability.`,
      indexable: false,
    }),
    source,
    destination,
    departureDate,
    dateLabel,
    alternate,
    query: searchQuerySchema.parse(queryObject(url.searchParams)),
  };
}

export const meta = screenMeta;
export const ErrorBoundary = RouteErrorBoundary;

/** Spec §2 "Search results sections: direct trains, nearby stations, connecting (stitched) trains, alternate dates, no-trains-found". */
export const RESULT_SECTIONS = [
  "Direct trains",
  "Nearby stations",
  "Connecting trains",
  "Alternate dates",
  "No trains found",
] as const;

export default function SearchResults({ loaderData }: Route.ComponentProps) {
  const { source, destination, dateLabel, alternate } = loaderData;
  useRememberBackUrl("search");
  return (
    <Screen
      wide
      title={`${source.name} to ${destination.name}`}
      lead={`${alternate ? "Alternate trains" : "Trains"} on ${dateLabel} · ${source.code} → ${destination.code}`}
    >
      <div className="screen-grid screen-grid--aside">
        <SkeletonSection name="Sort and filter" lines={4} />
        <div>
          {RESULT_SECTIONS.map((name) => (
            <SkeletonSection key={name} name={name} />
          ))}
        </div>
      </div>
    </Screen>
  );
}
