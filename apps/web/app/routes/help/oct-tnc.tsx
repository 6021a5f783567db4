import type { RouteHandle } from "../../lib/route-handle.ts";
import { pageSeo } from "../../lib/seo.ts";
import { RouteErrorBoundary, screenMeta } from "../shared/route-error.tsx";
import { Screen, SkeletonSection } from "../shared/screen.tsx";
import type { Route } from "./+types/oct-tnc";

/** `/trains/oct-tnc`: terms of one-click Tatkal scheduling (page code 5). */
export const handle = { pageCode: 5, headerTitle: "Tatkal Terms" } satisfies RouteHandle;

export function loader({ url }: Route.LoaderArgs) {
  return {
    seo: pageSeo(url, {
      title: "One-Click Tatkal Scheduling: Terms and Conditions",
      description:
        "The terms for scheduling a Tatkal booking in advance with Safar's one-click Tatkal: how scheduling, payment and cancellation work.",
    }),
  };
}

export const meta = screenMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function OctTnc() {
  return (
    <Screen
      title="One-click Tatkal scheduling: terms and conditions"
      lead="Schedule your Tatkal booking in advance. We notify you 15 minutes before Tatkal booking opens."
    >
      <SkeletonSection name="How scheduling works" lines={3} />
      <SkeletonSection name="Payment" />
      <SkeletonSection name="Limits and cancellation" />
    </Screen>
  );
}
