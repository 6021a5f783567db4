import type { RouteHandle } from "../../lib/route-handle.ts";
import { pageSeo } from "../../lib/seo.ts";
import { RouteErrorBoundary, screenMeta } from "../shared/route-error.tsx";
import { Screen } from "../shared/screen.tsx";
import type { Route } from "./+types/check-lts";
import { LiveStatusHomeSections } from "./live-status-home-sections.tsx";

/** `/trains/check-lts`: live status home. */
export const handle = { headerTitle: "Train Status" } satisfies RouteHandle;

export function loader({ url }: Route.LoaderArgs) {
  return {
    seo: pageSeo(url, {
      title: "Live Train Status: Where Is My Train?",
      description:
        "Follow any Indian Railways train live: current location, expected delay and platform at your station.",
    }),
  };
}

export const meta = screenMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function CheckLts() {
  return (
    <Screen
      title="Live train status"
      lead="Where is your train now, and when will it reach your station?"
    >
      <LiveStatusHomeSections />
    </Screen>
  );
}
