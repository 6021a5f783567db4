import { parseTrainsSlug, searchTrainsPath, sitemapListPath } from "@safar/contracts/route-params";
import { SEO_ENDPOINTS } from "@safar/contracts/seo";
import { addDays } from "@safar/domain/ist";
import { data, redirect } from "react-router";
import { apiContext } from "#server-context";
import { routeFaqs, stationFaqs, trainFaqs } from "../../features/seo-pages/faqs.ts";
import {
  Breadcrumb,
  Faqs,
  RoutePageView,
  StationPageView,
  TrainPageView,
} from "../../features/seo-pages/views.tsx";
import { type ApiOutcome, call } from "../../lib/api.server.ts";
import type { RouteHandle } from "../../lib/route-handle.ts";
import { pageSeo } from "../../lib/seo.ts";
import {
  breadcrumbList,
  type Crumb,
  faqPage,
  trainStation,
  trainTrip,
} from "../../lib/structured-data.ts";
import { notFound, RouteErrorBoundary, screenMeta } from "../shared/route-error.tsx";
import { Screen } from "../shared/screen.tsx";
import type { Route } from "./+types/trains-slug";

/**
 * `/trains/:slug`: the route page (`:origin-to-:destination-trains`), station
 * page (`:stationCode-:stationName-railway-station`) and train page
 * (`:trainNumber-:trainName`) share one dynamic segment, because React
 * Router only reads a parameter that fills a whole segment. The slug is
 * parsed with Zod and dispatched to the API's SEO endpoints; an unknown
 * train, station or route is the fallback page with 404, and a known one
 * under another spelling is redirected (301) to its one canonical path
 * (ADR 024). The pages are the same for everyone: the origin's page cache
 * shares them (ADR 008).
 */
export const handle = {
  // Plain HTML (links, tables): JavaScript runs at the visitor's first touch (ADR 010).
  hydrate: "intent",
} satisfies RouteHandle;

/** Timetable pages: shared for five minutes, then served stale for one while one request renders. */
const SEO_PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=300, stale-while-revalidate=60";

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

const HOME: Crumb = { name: "Trains", path: "/trains" };

function answered<T>(answer: ApiOutcome<T>): T {
  if (answer.ok) return answer.data;
  if (answer.status === 404 || answer.status === 400) notFound();
  throw data(null, { status: 503 });
}

const DATE_LABEL = new Intl.DateTimeFormat("en-IN", {
  weekday: "short",
  day: "numeric",
  month: "short",
  timeZone: "UTC",
});

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const slug = parseTrainsSlug(params.slug);
  if (!slug) notFound();
  const api = context.get(apiContext);
  const headers = { "Cache-Control": SEO_PAGE_CACHE_CONTROL };
  const canonicalOr301 = (path: string) => {
    if (url.pathname !== path) throw redirect(`${path}${url.search}`, 301);
  };
  const absolute = (path: string) => `${url.origin}${path}`;

  if (slug.kind === "train") {
    const page = answered(
      await call(api, SEO_ENDPOINTS.train, { params: { trainNumber: slug.trainNumber } }),
    );
    canonicalOr301(page.path);
    const name = `${page.trainNumber} ${page.trainName}`;
    const crumbs = [
      HOME,
      { name: "List of trains", path: sitemapListPath("trains-sitemap-trains-list", 1) },
      { name, path: page.path },
    ];
    const faqs = trainFaqs(page);
    const first = page.stops[0];
    const last = page.stops[page.stops.length - 1];
    const seo = pageSeo(url, {
      title: `${name}: Route, Schedule and Running Status`,
      description: `${name} from ${page.source.name} to ${page.destination.name}: ${page.stops.length} stops, ${page.duration}, ${page.runDaysText}. Timetable, classes, fares, coach position and live running status.`,
      canonicalPath: page.path,
      jsonLd: [
        breadcrumbList(url.origin, crumbs),
        trainTrip({
          url: absolute(page.path),
          trainNumber: page.trainNumber,
          trainName: page.trainName,
          from: page.source.name,
          to: page.destination.name,
          departure: first?.departure ?? null,
          arrival: last?.arrival ?? null,
        }),
        faqPage(faqs),
      ],
    });
    return data({ seo, crumbs, faqs, view: { kind: "train" as const, page } }, { headers });
  }

  if (slug.kind === "station") {
    const page = answered(
      await call(api, SEO_ENDPOINTS.station, { params: { code: slug.stationCode } }),
    );
    canonicalOr301(page.station.path);
    const s = page.station;
    const crumbs = [
      HOME,
      {
        name: "List of railway stations",
        path: sitemapListPath("trains-sitemap-stations-list", 1),
      },
      { name: `${s.name} (${s.code})`, path: s.path },
    ];
    const faqs = stationFaqs(page);
    const seo = pageSeo(url, {
      title: `${s.name} (${s.code}) Railway Station: Trains and Timetable`,
      description: `${page.trains.length} trains at ${s.name} (${s.code})${s.state ? `, ${s.state}` : ""}: departures and arrivals with timings, running days, nearby stations and routes.`,
      canonicalPath: s.path,
      jsonLd: [
        breadcrumbList(url.origin, crumbs),
        trainStation({ ...s, url: absolute(s.path) }),
        faqPage(faqs),
      ],
    });
    return data({ seo, crumbs, faqs, view: { kind: "station" as const, page } }, { headers });
  }

  const page = answered(
    await call(api, SEO_ENDPOINTS.route, {
      query: { origin: slug.originSlug, destination: slug.destinationSlug },
    }),
  );
  canonicalOr301(page.path);
  const title = `${page.origin.name} to ${page.destination.name} Trains`;
  const list =
    page.origin.kind === "city" && page.destination.kind === "city"
      ? ({ name: "Train routes between cities", list: "trains-sitemap-routes-city-list" } as const)
      : ({
          name: "Train routes between stations",
          list: "trains-sitemap-routes-station-list",
        } as const);
  const crumbs = [
    HOME,
    { name: list.name, path: sitemapListPath(list.list, 1) },
    { name: title, path: page.path },
  ];
  const faqs = routeFaqs(page);
  const dates = Array.from({ length: 7 }, (_, i) => addDays(page.fromDate, i)).flatMap((date) => {
    const path = searchTrainsPath({
      source: page.origin.main,
      destination: page.destination.main,
      date,
    });
    return path ? [{ date, path, label: DATE_LABEL.format(new Date(`${date}T00:00:00Z`)) }] : [];
  });
  const seo = pageSeo(url, {
    title: `${title}: Timetable, Fares and Availability`,
    description: `${page.trains.length} direct trains from ${page.origin.name} to ${page.destination.name}${page.connections.length > 0 ? ` and ${page.connections.length} connections` : ""}: timings, journey time, running days, classes and fares. Check seat availability and book on Safar.`,
    canonicalPath: page.path,
    jsonLd: [breadcrumbList(url.origin, crumbs), faqPage(faqs)],
  });
  return data({ seo, crumbs, faqs, view: { kind: "route" as const, page, dates } }, { headers });
}

export const meta = screenMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function TrainsSlugPage({ loaderData }: Route.ComponentProps) {
  const { crumbs, faqs, view } = loaderData;
  const above = <Breadcrumb crumbs={crumbs} />;
  switch (view.kind) {
    case "route":
      return (
        <Screen
          wide
          above={above}
          title={`${view.page.origin.name} to ${view.page.destination.name} trains`}
          lead="Every direct train with its timings, running days and fares; pick a date to check seats and book."
        >
          <RoutePageView page={view.page} dates={view.dates} />
          <Faqs faqs={faqs} />
        </Screen>
      );
    case "station":
      return (
        <Screen
          wide
          above={above}
          title={`${view.page.station.name} (${view.page.station.code}) railway station`}
          lead="Trains leaving and arriving, by time of day, with their running days."
        >
          <StationPageView page={view.page} />
          <Faqs faqs={faqs} />
        </Screen>
      );
    case "train":
      return (
        <Screen
          wide
          above={above}
          title={`${view.page.trainNumber} ${view.page.trainName}`}
          lead={`${view.page.source.name} to ${view.page.destination.name}, ${view.page.runDaysText}.`}
        >
          <TrainPageView page={view.page} />
          <Faqs faqs={faqs} />
        </Screen>
      );
  }
}
