import { useRememberBackUrl } from "../../lib/back-navigation.ts";
import type { RouteHandle } from "../../lib/route-handle.ts";
import { pageSeo } from "../../lib/seo.ts";
import { RouteErrorBoundary, screenMeta } from "../shared/route-error.tsx";
import { Screen, SkeletonSection } from "../shared/screen.tsx";
import type { Route } from "./+types/confirm";

/** `/trains/confirm`: traveller details (page code 2). */
export const handle = { pageCode: 2, headerTitle: "Add Travellers" } satisfies RouteHandle;

export function loader({ url }: Route.LoaderArgs) {
  return {
    seo: pageSeo(url, {
      title: "Traveller Details",
      description: "Add travellers, contact details and preferences for your train booking.",
      indexable: false,
    }),
  };
}

export const meta = screenMeta;
export const ErrorBoundary = RouteErrorBoundary;

/**
 * Spec §2, in order: train details, free cancellation, railway user ID,
 * traveller details (or logged-out variant), food-selection checkbox,
 * contact information, additional preferences, GST details, insurance, terms.
 */
export const TRAVELLER_DETAILS_SECTIONS = [
  "Train details",
  "Free cancellation",
  "IRCTC user ID",
  "Traveller details",
  "Food selection",
  "Contact information",
  "Additional preferences",
  "GST details",
  "Travel insurance",
  "Terms and conditions",
] as const;

export default function Confirm() {
  useRememberBackUrl("confirm");
  return (
    <Screen title="Book your ticket" lead="Add who is travelling and how we can reach you.">
      {TRAVELLER_DETAILS_SECTIONS.map((name) => (
        <SkeletonSection key={name} name={name} />
      ))}
    </Screen>
  );
}
