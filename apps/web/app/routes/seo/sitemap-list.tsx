import {
  SITEMAP_LISTS,
  sitemapListPath,
  sitemapListSchema,
  sitemapPageSegmentSchema,
} from "@safar/contracts/route-params";
import { SEO_ENDPOINTS } from "@safar/contracts/seo";
import { data, Link } from "react-router";
import { apiContext } from "#server-context";
import { Section } from "../../components/ui/section.tsx";
import { Breadcrumb } from "../../features/seo-pages/views.tsx";
import { SEO_PAGES } from "../../i18n/seo-pages.ts";
import { SITEMAP, type SitemapMessages } from "../../i18n/sitemap.ts";
import { call } from "../../lib/api.server.ts";
import { fill, useMessages } from "../../lib/i18n.ts";
import { localeOf } from "../../lib/locale.server.ts";
import type { RouteHandle } from "../../lib/route-handle.ts";
import { pageSeo } from "../../lib/seo.ts";
import { breadcrumbList } from "../../lib/structured-data.ts";
import { notFound, RouteErrorBoundary, screenMeta } from "../shared/route-error.tsx";
import { LinkList, Screen } from "../shared/screen.tsx";
import type { Route } from "./+types/sitemap-list";

/**
 * The four `/trains/trains-sitemap-…-list/page:index` lists, 200 links a
 * page from the API's lists; a page past the last is a 404. The last
 * segment is literally `page` and a number; the route takes the whole
 * segment as `:page` and the schema parses it. In Hindi at `?lang=hi`
 * (ADR 028), its links to the pages they list in Hindi too.
 */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

/** A route's `A to B trains` from the API, in the page's words; names as given. */
function itemText(t: SitemapMessages, text: string): string {
  const route = / to (.+) trains$/.exec(text);
  if (!route || route.index === 0) return text;
  return fill(t.sitemap_route, { from: text.slice(0, route.index), to: route[1] as string });
}

export async function loader({ params, url, request, context }: Route.LoaderArgs) {
  const list = sitemapListSchema.safeParse(url.pathname.split("/")[2]?.toLowerCase());
  const page = sitemapPageSegmentSchema.safeParse(params.page);
  if (!list.success || !page.success) notFound();
  const answer = await call(context.get(apiContext), SEO_ENDPOINTS.list, {
    params: { list: SITEMAP_LISTS[list.data].list },
    query: { page: page.data },
  });
  if (!answer.ok) {
    if (answer.status === 404) notFound();
    throw data(null, { status: 503 });
  }
  const locale = localeOf(request);
  const t = SITEMAP[locale];
  const lang = (path: string) => (locale === "hi" ? `${path}?lang=hi` : path);
  const { pageCount } = answer.data;
  const items =
    locale === "en"
      ? answer.data.items
      : answer.data.items.map((i) => ({ path: lang(i.path), text: itemText(t, i.text) }));
  const heading = t[`heading_${list.data}`];
  const path = sitemapListPath(list.data, page.data);
  const crumbs = [
    { name: t.sitemap_trains, path: lang("/trains") },
    { name: t.sitemap_crumb, path: lang("/trains/trains-sitemap") },
    { name: fill(t.sitemap_pageCrumb, { heading, page: page.data }), path: lang(path) },
  ];
  const pageLink = (n: number) => lang(sitemapListPath(list.data, n));
  return data(
    {
      messages: { ...SEO_PAGES[locale], ...t },
      seo: pageSeo(url, {
        title: fill(t.sitemap_pageTitle, { heading, page: page.data }),
        description: fill(t.sitemap_pageDescription, {
          heading,
          page: page.data,
          count: pageCount,
          first: items[0]?.text ?? "",
          last: items[items.length - 1]?.text ?? "",
        }),
        canonicalPath: path,
        translated: true,
        jsonLd: [breadcrumbList(url.origin, crumbs)],
      }),
      crumbs,
      heading,
      itemName: t[`name_${list.data}`],
      sectionId: `All ${SITEMAP_LISTS[list.data].name}`,
      items,
      page: page.data,
      pageCount,
      previous: page.data > 1 ? pageLink(page.data - 1) : null,
      next: page.data < pageCount ? pageLink(page.data + 1) : null,
      back: lang("/trains/trains-sitemap"),
    },
    { headers: { "Cache-Control": "public, max-age=0, s-maxage=300, stale-while-revalidate=60" } },
  );
}

/** Plain lists of links: JavaScript runs at the visitor's first touch (ADR 010). */
export const handle = { hydrate: "intent" } satisfies RouteHandle;

export const meta = screenMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function SitemapListPage({ loaderData }: Route.ComponentProps) {
  const { crumbs, heading, itemName, sectionId, items, page, pageCount, previous, next, back } =
    loaderData;
  const t = useMessages<SitemapMessages>();
  return (
    <Screen
      above={<Breadcrumb crumbs={crumbs} />}
      title={heading}
      lead={fill(t.sitemap_pageOf, { page, count: pageCount })}
    >
      <Section name={fill(t.sitemap_all, { name: itemName })} id={sectionId}>
        <LinkList plain links={items.map((i) => ({ href: i.path, text: i.text }))} />
      </Section>
      {previous || next ? (
        <nav aria-label={t.sitemap_pages}>
          <ul className="link-list">
            {previous ? (
              <li>
                <Link to={previous} rel="prev">
                  {t.sitemap_previous}
                </Link>
              </li>
            ) : null}
            {next ? (
              <li>
                <Link to={next} rel="next">
                  {t.sitemap_next}
                </Link>
              </li>
            ) : null}
          </ul>
        </nav>
      ) : null}
      <p>
        <Link to={back}>{t.sitemap_back}</Link>
      </p>
    </Screen>
  );
}
