import {
  SITEMAP_LISTS,
  type SitemapList,
  sitemapListPath,
  sitemapListSchema,
  sitemapPageSegmentSchema,
} from "@safar/contracts/route-params";
import { SEO_ENDPOINTS } from "@safar/contracts/seo";
import { data, Link } from "react-router";
import { apiContext } from "#server-context";
import { Section } from "../../components/ui/section.tsx";
import { Breadcrumb } from "../../features/seo-pages/views.tsx";
import { call } from "../../lib/api.server.ts";
import type { RouteHandle } from "../../lib/route-handle.ts";
import { SITEMAP_LIST_PAGES } from "../../lib/route-table.ts";
import { pageSeo } from "../../lib/seo.ts";
import { breadcrumbList } from "../../lib/structured-data.ts";
import { notFound, RouteErrorBoundary, screenMeta } from "../shared/route-error.tsx";
import { LinkList, Screen } from "../shared/screen.tsx";
import type { Route } from "./+types/sitemap-list";

/**
 * The four `/trains/trains-sitemap-…-list/page:index` lists, 200 links a
 * page from the API's lists; a page past the last is a 404. The last
 * segment is literally `page` and a number; the route takes the whole
 * segment as `:page` and the schema parses it.
 */
function headingOf(list: SitemapList): string {
  return SITEMAP_LIST_PAGES.find((p) => p.list === list)?.title ?? SITEMAP_LISTS[list].name;
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export async function loader({ params, url, context }: Route.LoaderArgs) {
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
  const { items, pageCount } = answer.data;
  const heading = headingOf(list.data);
  const path = sitemapListPath(list.data, page.data);
  const crumbs = [
    { name: "Trains", path: "/trains" },
    { name: "Trains sitemap", path: "/trains/trains-sitemap" },
    { name: `${heading}: page ${page.data}`, path },
  ];
  return data(
    {
      seo: pageSeo(url, {
        title: `${heading}: Page ${page.data}`,
        description: `${heading} on Safar, page ${page.data} of ${pageCount}: ${items[0]?.text ?? ""} to ${items[items.length - 1]?.text ?? ""}.`,
        canonicalPath: path,
        jsonLd: [breadcrumbList(url.origin, crumbs)],
      }),
      crumbs,
      heading,
      itemName: SITEMAP_LISTS[list.data].name,
      items,
      page: page.data,
      pageCount,
      previous: page.data > 1 ? sitemapListPath(list.data, page.data - 1) : null,
      next: page.data < pageCount ? sitemapListPath(list.data, page.data + 1) : null,
    },
    { headers: { "Cache-Control": "public, max-age=0, s-maxage=300, stale-while-revalidate=60" } },
  );
}

/** Plain lists of links: JavaScript runs at the visitor's first touch (ADR 010). */
export const handle = { hydrate: "intent" } satisfies RouteHandle;

export const meta = screenMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function SitemapListPage({ loaderData }: Route.ComponentProps) {
  const { crumbs, heading, itemName, items, page, pageCount, previous, next } = loaderData;
  return (
    <Screen
      above={<Breadcrumb crumbs={crumbs} />}
      title={heading}
      lead={`Page ${page} of ${pageCount}`}
    >
      <Section name={`All ${itemName}`}>
        <LinkList plain links={items.map((i) => ({ href: i.path, text: i.text }))} />
      </Section>
      {previous || next ? (
        <nav aria-label="Pages">
          <ul className="link-list">
            {previous ? (
              <li>
                <Link to={previous} rel="prev">
                  Previous page
                </Link>
              </li>
            ) : null}
            {next ? (
              <li>
                <Link to={next} rel="next">
                  Next page
                </Link>
              </li>
            ) : null}
          </ul>
        </nav>
      ) : null}
      <p>
        <Link to="/trains/trains-sitemap">Back to the trains sitemap</Link>
      </p>
    </Screen>
  );
}
