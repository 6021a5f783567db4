import { orderParamsSchema } from "@safar/contracts/route-params";
import type { RouteHandle } from "../../lib/route-handle.ts";
import { pageSeo } from "../../lib/seo.ts";
import { notFound, RouteErrorBoundary, screenMeta } from "../shared/route-error.tsx";
import { Screen, SkeletonSection } from "../shared/screen.tsx";
import type { Route } from "./+types/order-details";

/** `/trains/history/:orderId` and `/trains/summary/:orderId`: order details. */
export const handle = { headerTitle: "Order Details" } satisfies RouteHandle;

export function loader({ params, url }: Route.LoaderArgs) {
  const parsed = orderParamsSchema.safeParse(params);
  if (!parsed.success) notFound();
  const { orderId } = parsed.data;
  return {
    seo: pageSeo(url, {
      title: `Order ${orderId}`,
      description: `Status, journey, passengers, fare and refunds of your Safar order ${orderId}.`,
      indexable: false,
    }),
    orderId,
  };
}

export const meta = screenMeta;
export const ErrorBoundary = RouteErrorBoundary;

export const ORDER_SECTIONS = [
  "Booking status",
  "Journey details",
  "Passenger details",
  "Fare and payment details",
  "Refund summary",
  "Contact us",
] as const;

export default function OrderDetails({ loaderData }: Route.ComponentProps) {
  return (
    <Screen title={`Order ${loaderData.orderId}`}>
      {ORDER_SECTIONS.map((name) => (
        <SkeletonSection key={name} name={name} />
      ))}
    </Screen>
  );
}
