import { orderParamsSchema } from "@safar/contracts/route-params";
import type { RouteHandle } from "../../lib/route-handle.ts";
import { pageSeo } from "../../lib/seo.ts";
import { notFound, RouteErrorBoundary, screenMeta } from "../shared/route-error.tsx";
import { Screen, SkeletonSection } from "../shared/screen.tsx";
import type { Route } from "./+types/irctc-login";

/** `/trains/irctc-login/:orderId`: the railway account login that completes an order. */
export const handle = { headerTitle: "IRCTC Login" } satisfies RouteHandle;

export function loader({ params, url }: Route.LoaderArgs) {
  const parsed = orderParamsSchema.safeParse(params);
  if (!parsed.success) notFound();
  return {
    seo: pageSeo(url, {
      title: "Complete Your Booking on IRCTC",
      description: "Enter your IRCTC password on the IRCTC website to confirm your booking.",
      indexable: false,
    }),
    orderId: parsed.data.orderId,
  };
}

export const meta = screenMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function IrctcLogin({ loaderData }: Route.ComponentProps) {
  return (
    <Screen
      title="Complete your booking on IRCTC"
      lead={`Order ${loaderData.orderId}: enter your IRCTC password on the IRCTC website to confirm the booking. Safar never stores your IRCTC password.`}
    >
      <SkeletonSection name="IRCTC sign-in" />
    </Screen>
  );
}
