import {
  SITEMAP_LISTS,
  type SitemapList,
  sitemapListPath,
  sitemapListSchema,
  sitemapPageSegmentSchema,
} from "@safar/contracts/route-params";
import { Link } from "react-router";
import { SITEMAP_LIST_PAGES } from "../../lib/route-table.ts";
import { pageSeo } from "../../lib/seo.ts";
import { sitemapPageCount } from "../shared/network-lookup.server.ts";
import { notFound, RouteErrorBoundary, screenMeta } from "../shared/route-error.tsx";
import { Screen, SkeletonSection } from "../shared/screen.tsx";
import type { Route } from "./+types/sitemap-list";

/**
 * The four `/trains/trains-sitemap-…-list/page:index` lists. The last
 * segment is literally `page` and a number; the route takes the whole
 * segment as `:page` and the schema parses it.
 */
function headingOf(list: SitemapList): string {
  return SITEMAP_LIST_PAGES.find((p) => p.list === list)?.title ?? SITEMAP_LISTS[list].name;
}

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const list = sitemapListSchema.safeParse(url.pathname.split("/")[2]?.toLowerCase());
  const page = sitemapPageSegmentSchema.safeParse(params.page);
  if (!list.success || !page.success) notFound();
  const count = await sitemapPageCount(context, list.data);
  if (count !== null && page.data > count) notFound();
  const heading = headingOf(list.data);
  return {
    seo: pageSeo(url, {
      title: `${heading}: Page ${page.data}`,
      description: `${heading} on Safar, page ${page.data}.`,
    }),
    heading,
    itemName: SITEMAP_LISTS[list.data].name,
    page: page.data,
    previous: page.data > 1 ? sitemapListPath(list.data, page.data - 1) : null,
    next: count !== null && page.data < count ? sitemapListPath(list.data, page.data + 1) : null,
  };
}

export const meta = screenMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function SitemapListPage({ loaderData }: Route.ComponentProps) {
  const { heading, itemName, page, previous, next } = loaderData;
  return (
    <Screen title={`${heading}: page ${page}`}>
      <SkeletonSection name={`All ${itemName}`} lines={4} />
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
