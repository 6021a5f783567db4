import { cancellationPolicyParamsSchema } from "@safar/contracts/route-params";
import type { RouteHandle } from "../../lib/route-handle.ts";
import { pageSeo } from "../../lib/seo.ts";
import { notFound, RouteErrorBoundary, screenMeta } from "../shared/route-error.tsx";
import { Screen, SkeletonSection } from "../shared/screen.tsx";
import type { Route } from "./+types/cancellation-policy";

/** `/trains/cancellationPolicy/:reviewInfo`: `reviewInfo` is a base64 deep-link value (spec §5). */
export const handle = { headerTitle: "Cancellation" } satisfies RouteHandle;

export function loader({ params, url }: Route.LoaderArgs) {
  if (!cancellationPolicyParamsSchema.safeParse(params).success) notFound();
  return {
    seo: pageSeo(url, {
      title: "Cancellation and Refund Policy",
      description:
        "Cancellation charges and refund rules for your train booking, and when to file a TDR.",
      indexable: false,
    }),
  };
}

export const meta = screenMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function CancellationPolicy() {
  return (
    <Screen
      title="Cancellation and refund policy"
      lead="What you get back if you cancel, by class and by time before departure."
    >
      <SkeletonSection name="Cancellation charges" lines={3} />
      <SkeletonSection name="Refund rules" />
      <SkeletonSection name="Filing a TDR" />
    </Screen>
  );
}
