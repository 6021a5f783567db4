import { SITEMAP_LISTS, type SitemapList, sitemapListPath } from "@safar/contracts/route-params";
import { Section } from "../../components/ui/section.tsx";
import { SEO_CONTENT_PAGES } from "../../lib/route-table.ts";
import { pageSeo } from "../../lib/seo.ts";
import { RouteErrorBoundary, screenMeta } from "../shared/route-error.tsx";
import { LinkList, Screen } from "../shared/screen.tsx";
import type { Route } from "./+types/sitemap";

/** `/trains/trains-sitemap`. */
export function loader({ url }: Route.LoaderArgs) {
  return {
    seo: pageSeo(url, {
      title: "Trains Sitemap",
      description:
        "Browse every train, station and route on Safar, and our guides to PNR status, Tatkal and railway reservation.",
    }),
  };
}

export const meta = screenMeta;
export const ErrorBoundary = RouteErrorBoundary;

const LIST_LINKS = (Object.keys(SITEMAP_LISTS) as SitemapList[]).map((list) => ({
  href: sitemapListPath(list, 1),
  text: `All ${SITEMAP_LISTS[list].name}`,
}));

export default function Sitemap() {
  return (
    <Screen title="Trains sitemap" lead="Every train, station and route, and our guides.">
      <Section name="Trains, stations and routes">
        <LinkList links={LIST_LINKS} />
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
