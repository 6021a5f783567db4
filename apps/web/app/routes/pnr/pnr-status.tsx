import { pnrStatusParamsSchema } from "@safar/contracts/route-params";
import type { RouteHandle } from "../../lib/route-handle.ts";
import { pageSeo } from "../../lib/seo.ts";
import { notFound, RouteErrorBoundary, screenMeta } from "../shared/route-error.tsx";
import { Screen, SkeletonSection } from "../shared/screen.tsx";
import type { Route } from "./+types/pnr-status";

/** `/trains/pnr-enquiry/:pnrNumber/:token` and `/trains/enquiry-pnr/:pnrNumber/:token`: PNR status. */
export const handle = { headerTitle: "PNR Status" } satisfies RouteHandle;

export function loader({ params, url }: Route.LoaderArgs) {
  const parsed = pnrStatusParamsSchema.safeParse(params);
  if (!parsed.success) notFound();
  const { pnrNumber } = parsed.data;
  return {
    seo: pageSeo(url, {
      title: `PNR ${pnrNumber} Status`,
      description: `Booking and current status of PNR ${pnrNumber}, passenger by passenger, with chart status.`,
      indexable: false,
    }),
    pnrNumber,
  };
}

export const meta = screenMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function PnrStatus({ loaderData }: Route.ComponentProps) {
  return (
    <Screen title={`PNR ${loaderData.pnrNumber}`} lead="Status of your booking.">
      <SkeletonSection name="Journey details" />
      <SkeletonSection name="Passenger status" lines={3} />
      <SkeletonSection name="Chart status" lines={1} />
    </Screen>
  );
}
