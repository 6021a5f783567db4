import type { RouteHandle } from "../../lib/route-handle.ts";
import { pageSeo } from "../../lib/seo.ts";
import { RouteErrorBoundary, screenMeta } from "../shared/route-error.tsx";
import { Screen, SkeletonSection } from "../shared/screen.tsx";
import type { Route } from "./+types/review";

/** `/trains/review`: booking review (page code 3). */
export const handle = { pageCode: 3, headerTitle: "Review Booking" } satisfies RouteHandle;

export function loader({ url }: Route.LoaderArgs) {
  return {
    seo: pageSeo(url, {
      title: "Review Your Booking",
      description: "Check your journey, travellers and fare before you pay.",
      indexable: false,
    }),
  };
}

export const meta = screenMeta;
export const ErrorBoundary = RouteErrorBoundary;

export const REVIEW_SECTIONS = [
  "Journey details",
  "Travellers",
  "Contact details",
  "Fare summary",
] as const;

export default function Review() {
  return (
    <Screen title="Review your booking" lead="Check everything before you pay.">
      {REVIEW_SECTIONS.map((name) => (
        <SkeletonSection key={name} name={name} />
      ))}
    </Screen>
  );
}
