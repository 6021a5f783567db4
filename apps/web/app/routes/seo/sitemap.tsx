import { SITEMAP_LISTS, type SitemapList, sitemapListPath } from "@safar/contracts/route-params";
import { SEO_ENDPOINTS } from "@safar/contracts/seo";
import { data } from "react-router";
import { apiContext } from "#server-context";
import { Section } from "../../components/ui/section.tsx";
import { SITEMAP, type SitemapMessages } from "../../i18n/sitemap.ts";
import { call } from "../../lib/api.server.ts";
import { fill, formatNumber, translated, useMessages } from "../../lib/i18n.ts";
import { localeOf } from "../../lib/locale.server.ts";
import type { RouteHandle } from "../../lib/route-handle.ts";
import { SEO_CONTENT_PAGES } from "../../lib/route-table.ts";
import { pageSeo } from "../../lib/seo.ts";
import { breadcrumbList } from "../../lib/structured-data.ts";
import { RouteErrorBoundary, screenMeta } from "../shared/route-error.tsx";
import { LinkList, Screen } from "../shared/screen.tsx";
import type { Route } from "./+types/sitemap";
import { contentPageHi } from "./content-pages-hi.ts";

/**
 * `/trains/trains-sitemap`: the four lists (with how many pages each holds)
 * and the guides; in Hindi at `?lang=hi` (ADR 028), its links to the lists
 * in Hindi too.
 */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export async function loader({ url, request, context }: Route.LoaderArgs) {
  const locale = localeOf(request);
  const t = SITEMAP[locale];
  const lang = (path: string) => (locale === "hi" ? `${path}?lang=hi` : path);
  const answer = await call(context.get(apiContext), SEO_ENDPOINTS.lists);
  const totals = new Map(answer.ok ? answer.data.lists.map((l) => [l.list, l.total]) : []);
  const lists = (Object.keys(SITEMAP_LISTS) as SitemapList[]).map((list) => {
    const total = totals.get(SITEMAP_LISTS[list].list);
    const name = t[`name_${list}`];
    return {
      href: lang(sitemapListPath(list, 1)),
      text:
        total === undefined
          ? fill(t.sitemap_all, { name })
          : fill(t.sitemap_allCount, { name, count: formatNumber(total, locale) }),
    };
  });
  return data(
    {
      messages: t,
      seo: pageSeo(url, {
        title: t.sitemap_title,
        description: t.sitemap_description,
        translated: true,
        jsonLd: [
          breadcrumbList(url.origin, [
            { name: t.sitemap_trains, path: lang("/trains") },
            { name: t.sitemap_crumb, path: lang("/trains/trains-sitemap") },
          ]),
        ],
      }),
      lists,
      // A guide with a Hindi version is linked in Hindi on the Hindi page.
      guides: SEO_CONTENT_PAGES.map((p) => {
        const hindi = locale === "hi" ? contentPageHi(p.slug) : null;
        return hindi
          ? { href: lang(`/trains/${p.slug}`), text: hindi.title }
          : { href: `/trains/${p.slug}`, text: p.title };
      }),
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
  const t = useMessages<SitemapMessages>();
  return (
    <Screen title={t.sitemap_heading} lead={t.sitemap_lead}>
      <Section name={translated(t, "Trains, stations and routes")} id="Trains, stations and routes">
        <LinkList links={loaderData.lists} />
      </Section>
      <Section name={translated(t, "Guides")} id="Guides">
        <LinkList plain links={loaderData.guides} />
      </Section>
    </Screen>
  );
}
