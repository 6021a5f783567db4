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
import {
  durationIn,
  runDaysIn,
  SEO_PAGE_TEXTS,
  SEO_PAGES,
  type SeoPageMessages,
} from "../../i18n/seo-pages.ts";
import { type ApiOutcome, call } from "../../lib/api.server.ts";
import { formatShortDate } from "../../lib/dates.ts";
import { fill, useMessages } from "../../lib/i18n.ts";
import { localeOf } from "../../lib/locale.server.ts";
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
 * shares them (ADR 008). In Hindi at `?lang=hi` (or with the cookie), each
 * language its own canonical with `hreflang` alternates (ADR 028).
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

/** The railway's English run days and durations in the page's language (names and times unchanged). */
function localised<T>(value: T, locale: "en" | "hi"): T {
  if (locale === "en") return value;
  return JSON.parse(JSON.stringify(value), (key, v) =>
    key === "runDaysText" && typeof v === "string"
      ? runDaysIn(locale, v)
      : key === "duration" && typeof v === "string"
        ? durationIn(locale, v)
        : v,
  ) as T;
}

export async function loader({ params, url, request, context }: Route.LoaderArgs) {
  const slug = parseTrainsSlug(params.slug);
  if (!slug) notFound();
  const locale = localeOf(request);
  const messages = SEO_PAGES[locale];
  const t = SEO_PAGE_TEXTS[locale];
  const HOME: Crumb = { name: t.trains, path: "/trains" };
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
      { name: t.listOfTrains, path: sitemapListPath("trains-sitemap-trains-list", 1) },
      { name, path: page.path },
    ];
    const faqs = trainFaqs(page, locale);
    const first = page.stops[0];
    const last = page.stops[page.stops.length - 1];
    const seo = pageSeo(url, {
      title: fill(t.trainTitle, { train: name }),
      description: fill(t.trainDescription, {
        train: name,
        from: page.source.name,
        to: page.destination.name,
        stops: page.stops.length,
        duration: durationIn(locale, page.duration),
        days: runDaysIn(locale, page.runDaysText),
      }),
      canonicalPath: page.path,
      translated: true,
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
    return data(
      {
        seo,
        messages,
        crumbs,
        faqs,
        view: { kind: "train" as const, page: localised(page, locale) },
      },
      { headers },
    );
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
        name: t.listOfStations,
        path: sitemapListPath("trains-sitemap-stations-list", 1),
      },
      { name: `${s.name} (${s.code})`, path: s.path },
    ];
    const faqs = stationFaqs(page, locale);
    const seo = pageSeo(url, {
      title: fill(t.stationTitle, { station: s.name, code: s.code }),
      description: fill(t.stationDescription, {
        n: page.trains.length,
        station: s.name,
        code: s.code,
        state: s.state ? `, ${s.state}` : "",
      }),
      canonicalPath: s.path,
      translated: true,
      jsonLd: [
        breadcrumbList(url.origin, crumbs),
        trainStation({ ...s, url: absolute(s.path) }),
        faqPage(faqs),
      ],
    });
    return data(
      {
        seo,
        messages,
        crumbs,
        faqs,
        view: { kind: "station" as const, page: localised(page, locale) },
      },
      { headers },
    );
  }

  const page = answered(
    await call(api, SEO_ENDPOINTS.route, {
      query: { origin: slug.originSlug, destination: slug.destinationSlug },
    }),
  );
  canonicalOr301(page.path);
  const title = fill(t.routeName, { from: page.origin.name, to: page.destination.name });
  const list =
    page.origin.kind === "city" && page.destination.kind === "city"
      ? ({ name: t.cityRoutes, list: "trains-sitemap-routes-city-list" } as const)
      : ({ name: t.stationRoutes, list: "trains-sitemap-routes-station-list" } as const);
  const crumbs = [
    HOME,
    { name: list.name, path: sitemapListPath(list.list, 1) },
    { name: title, path: page.path },
  ];
  const faqs = routeFaqs(page, locale);
  const dates = Array.from({ length: 7 }, (_, i) => addDays(page.fromDate, i)).flatMap((date) => {
    const path = searchTrainsPath({
      source: page.origin.main,
      destination: page.destination.main,
      date,
    });
    const label =
      locale === "en"
        ? DATE_LABEL.format(new Date(`${date}T00:00:00Z`))
        : formatShortDate(date, locale);
    return path ? [{ date, path, label }] : [];
  });
  const seo = pageSeo(url, {
    title: fill(t.routeTitle, { route: title }),
    description: fill(t.routeDescription, {
      n: page.trains.length,
      from: page.origin.name,
      to: page.destination.name,
      connections:
        page.connections.length > 0 ? fill(t.routeConnections, { n: page.connections.length }) : "",
    }),
    canonicalPath: page.path,
    translated: true,
    jsonLd: [breadcrumbList(url.origin, crumbs), faqPage(faqs)],
  });
  return data(
    {
      seo,
      messages,
      crumbs,
      faqs,
      view: { kind: "route" as const, page: localised(page, locale), dates },
    },
    { headers },
  );
}

export const meta = screenMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function TrainsSlugPage({ loaderData }: Route.ComponentProps) {
  const { crumbs, faqs, view } = loaderData;
  const m = useMessages<SeoPageMessages>();
  const above = <Breadcrumb crumbs={crumbs} />;
  switch (view.kind) {
    case "route":
      return (
        <Screen
          wide
          above={above}
          title={fill(m.routeHeading, {
            from: view.page.origin.name,
            to: view.page.destination.name,
          })}
          lead={m.routeLead}
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
          title={fill(m.stationHeading, {
            station: view.page.station.name,
            code: view.page.station.code,
          })}
          lead={m.stationLead}
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
          lead={fill(m.trainLead, {
            from: view.page.source.name,
            to: view.page.destination.name,
            days: view.page.runDaysText,
          })}
        >
          <TrainPageView page={view.page} />
          <Faqs faqs={faqs} />
        </Screen>
      );
  }
}
