import type { RouteHandle } from "../../lib/route-handle.ts";
import { pageSeo } from "../../lib/seo.ts";
import { RouteErrorBoundary, screenMeta } from "../shared/route-error.tsx";
import { Screen, SkeletonSection } from "../shared/screen.tsx";
import type { Route } from "./+types/offers";

/** `/travel/offers`. */
export const handle = { headerTitle: "Offers" } satisfies RouteHandle;

export function loader({ url }: Route.LoaderArgs) {
  return {
    seo: pageSeo(url, {
      title: "Offers on Train Tickets",
      description: "Current offers and promo codes for train ticket bookings on Safar.",
    }),
  };
}

export const meta = screenMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function Offers() {
  return (
    <Screen title="Offers" lead="Save on your next train booking.">
      <SkeletonSection name="Current offers" lines={3} />
    </Screen>
  );
}
