import { currentStatusParamsSchema } from "@safar/contracts/route-params";
import type { RouteHandle } from "../../lib/route-handle.ts";
import { pageSeo } from "../../lib/seo.ts";
import { notFound, RouteErrorBoundary, screenMeta } from "../shared/route-error.tsx";
import { Screen, SkeletonSection } from "../shared/screen.tsx";
import type { Route } from "./+types/current-status";

/**
 * `/trains/current-status/:id/:token` (`id` is an order id) and
 * `/trains/current-status` (the last PNR details shown): PNR details.
 */
export const handle = { headerTitle: "PNR Details" } satisfies RouteHandle;

export function loader({ params, url }: Route.LoaderArgs) {
  const hasBooking = params.id !== undefined || params.token !== undefined;
  if (hasBooking && !currentStatusParamsSchema.safeParse(params).success) notFound();
  return {
    seo: pageSeo(url, {
      title: "PNR Details",
      description: "Current status, journey and passenger details of your booking.",
      indexable: false,
    }),
  };
}

export const meta = screenMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function CurrentStatus() {
  return (
    <Screen title="PNR details" lead="Current status of your booking.">
      <SkeletonSection name="Booking status" lines={1} />
      <SkeletonSection name="Journey details" />
      <SkeletonSection name="Passenger details" lines={3} />
    </Screen>
  );
}
