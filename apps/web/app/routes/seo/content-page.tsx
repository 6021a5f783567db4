import { istDate } from "@safar/domain/ist";
import { clockContext } from "#server-context";
import type { RouteHandle } from "../../lib/route-handle.ts";
import { pageSeo } from "../../lib/seo.ts";
import { LiveStatusHomeSections } from "../live-status/live-status-home-sections.tsx";
import { PnrHomeSections } from "../pnr/pnr-home-sections.tsx";
import { notFound, RouteErrorBoundary, screenMeta } from "../shared/route-error.tsx";
import { Screen, SkeletonSection } from "../shared/screen.tsx";
import type { Route } from "./+types/content-page";
import { contentPage } from "./content-pages.ts";

/** The twelve SEO content pages under /trains/ (one route entry each, this one module). */
export const handle = {} satisfies RouteHandle;

export function loader({ url, context }: Route.LoaderArgs) {
  const slug = url.pathname.split("/").filter(Boolean).at(-1) ?? "";
  const page = contentPage(slug);
  if (!page) notFound();
  return {
    seo: pageSeo(url, { title: page.title, description: page.description }),
    page,
    today: istDate(context.get(clockContext)()),
  };
}

export const meta = screenMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <Screen title={page.heading} lead={page.intro}>
      {page.landing === "pnr" ? <PnrHomeSections /> : null}
      {page.landing === "live-status" ? <LiveStatusHomeSections today={loaderData.today} /> : null}
      {page.sections.map((name) => (
        <SkeletonSection key={name} name={name} />
      ))}
    </Screen>
  );
}
