import { myOrdersQuerySchema, queryObject } from "@safar/contracts/route-params";
import { Section } from "../../components/ui/section.tsx";
import type { RouteHandle } from "../../lib/route-handle.ts";
import { pageSeo } from "../../lib/seo.ts";
import { RouteErrorBoundary, screenMeta } from "../shared/route-error.tsx";
import { LinkList, Screen, SkeletonSection } from "../shared/screen.tsx";
import type { Route } from "./+types/my-orders";

/** `/myorders?type=travel_v2`: order history. */
export const handle = { headerTitle: "Order History" } satisfies RouteHandle;

export function loader({ url }: Route.LoaderArgs) {
  const { type } = myOrdersQuerySchema.parse(queryObject(url.searchParams));
  return {
    seo: pageSeo(url, {
      title: "Order History",
      description: "All your Safar orders in one place.",
      indexable: false,
    }),
    type: type ?? null,
  };
}

export const meta = screenMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function MyOrders() {
  return (
    <Screen title="Order history" lead="Every order you have placed with Safar.">
      <SkeletonSection name="Travel orders" lines={3} />
      <Section name="Train bookings">
        <LinkList links={[{ href: "/trains/mybookings", text: "My Bookings" }]} />
      </Section>
    </Screen>
  );
}
