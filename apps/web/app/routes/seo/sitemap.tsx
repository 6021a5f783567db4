import { SITEMAP_LISTS, type SitemapList, sitemapListPath } from "@safar/contracts/route-params";
import { SEO_ENDPOINTS } from "@safar/contracts/seo";
import { data } from "react-router";
import { apiContext } from "#server-context";
import { Section } from "../../components/ui/section.tsx";
import { call } from "../../lib/api.server.ts";
import type { RouteHandle } from "../../lib/route-handle.ts";
import { SEO_CONTENT_PAGES } from "../../lib/route-table.ts";
import { pageSeo } from "../../lib/seo.ts";
import { breadcrumbList } from "../../lib/structured-data.ts";
import { RouteErrorBoundary, screenMeta } from "../shared/route-error.tsx";
import { LinkList, Screen } from "../shared/screen.tsx";
import type { Route } from "./+types/sitemap";

/** `/trains/trains-sitemap`: the four lists (with how many pages each holds) and the guides. */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export async function loader({ url, context }: Route.LoaderArgs) {
  const answer = await call(context.get(apiContext), SEO_ENDPOINTS.lists);
  const totals = new Map(answer.ok ? answer.data.lists.map((l) => [l.list, l.total]) : []);
  const lists = (Object.keys(SITEMAP_LISTS) as SitemapList[]).map((list) => {
    const total = totals.get(SITEMAP_LISTS[list].list);
    return {
      href: sitemapListPath(list, 1),
      text: `All ${SITEMAP_LISTS[list].name}${total === undefined ? "" : ` (${total.toLocaleString("en-IN")})`}`,
    };
  });
  return data(
    {
      seo: pageSeo(url, {
        title: "Trains Sitemap",
        description:
          "Browse every train, station and route on Safar, and our guides to PNR status, Tatkal and railway reservation.",
        jsonLd: [
          breadcrumbList(url.origin, [
            { name: "Trains", path: "/trains" },
            { name: "Trains sitemap", path: "/trains/trains-sitemap" },
          ]),
        ],
      }),
      lists,
    },
    answer.ok
      ? {
          headers: {
            "Cache-Control": "public, max-age=0, s-maxage=300, stale-while-revalidate=60",
          },
        }
      : {},
  );
}

/** Plain lists of links: JavaScript runs at the visitor's first touch (ADR 010). */
export const handle = { hydrate: "intent" } satisfies RouteHandle;

export const meta = screenMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function Sitemap({ loaderData }: Route.ComponentProps) {
  return (
    <Screen title="Trains sitemap" lead="Every train, station and route, and our guides.">
      <Section name="Trains, stations and routes">
        <LinkList links={loaderData.lists} />
      </Section>
      <Section name="Guides">
        <LinkList
          plain
          links={SEO_CONTENT_PAGES.map((p) => ({ href: `/trains/${p.slug}`, text: p.title }))}
        />
      </Section>
    </Screen>
  );
}
