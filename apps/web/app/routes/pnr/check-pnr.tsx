import type { RouteHandle } from "../../lib/route-handle.ts";
import { pageSeo } from "../../lib/seo.ts";
import { RouteErrorBoundary, screenMeta } from "../shared/route-error.tsx";
import { Screen } from "../shared/screen.tsx";
import type { Route } from "./+types/check-pnr";
import { PnrHomeSections } from "./pnr-home-sections.tsx";

/** `/trains/check-pnr`: PNR home. */
export const handle = { headerTitle: "PNR Status" } satisfies RouteHandle;

export function loader({ url }: Route.LoaderArgs) {
  return {
    seo: pageSeo(url, {
      title: "PNR Status Enquiry",
      description:
        "Check the PNR status of your Indian Railways ticket: confirmation, RAC and waiting-list position, coach and berth, and chart status.",
    }),
  };
}

export const meta = screenMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function CheckPnr() {
  return (
    <Screen
      title="Check PNR status"
      lead="See whether your ticket is confirmed, your coach and berth, and whether the chart is prepared."
    >
      <PnrHomeSections />
    </Screen>
  );
}
