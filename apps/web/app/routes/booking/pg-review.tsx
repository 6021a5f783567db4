import type { RouteHandle } from "../../lib/route-handle.ts";
import { pageSeo } from "../../lib/seo.ts";
import { RouteErrorBoundary, screenMeta } from "../shared/route-error.tsx";
import { Screen, SkeletonSection } from "../shared/screen.tsx";
import type { Route } from "./+types/pg-review";

/** `/trains/pg-review`: payment review (page code 4). */
export const handle = { pageCode: 4, headerTitle: "Payment" } satisfies RouteHandle;

export function loader({ url }: Route.LoaderArgs) {
  return {
    seo: pageSeo(url, {
      title: "Payment",
      description: "Pay for your train booking.",
      indexable: false,
    }),
  };
}

export const meta = screenMeta;
export const ErrorBoundary = RouteErrorBoundary;

export const PAYMENT_SECTIONS = ["Time left to pay", "Fare summary", "Payment options"] as const;

export default function PgReview() {
  return (
    <Screen title="Pay for your booking" lead="Your seats are held while you pay.">
      {PAYMENT_SECTIONS.map((name) => (
        <SkeletonSection key={name} name={name} />
      ))}
    </Screen>
  );
}
