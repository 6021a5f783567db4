import type { RouteHandle } from "../../lib/route-handle.ts";
import { pageSeo } from "../../lib/seo.ts";
import { RouteErrorBoundary, screenMeta } from "../shared/route-error.tsx";
import { Screen, SkeletonSection } from "../shared/screen.tsx";
import type { Route } from "./+types/live-train-status";

/** `/trains/liveTrainStatus`: live status details. */
export const handle = { headerTitle: "Live Status" } satisfies RouteHandle;

export function loader({ url }: Route.LoaderArgs) {
  return {
    seo: pageSeo(url, {
      title: "Live Train Status Details",
      description:
        "Your train's running status stop by stop, its position on the map, expected delay and platform.",
    }),
  };
}

export const meta = screenMeta;
export const ErrorBoundary = RouteErrorBoundary;

/** Spec §2 "Live-status help cards: View on map, Expected delay, Edit Platform". */
export const LIVE_STATUS_HELP_CARDS = ["View on map", "Expected delay", "Edit Platform"] as const;

export default function LiveTrainStatus() {
  return (
    <Screen wide title="Live train status" lead="Running status, stop by stop.">
      <div className="screen-grid screen-grid--2">
        <SkeletonSection name="Running status" lines={4} />
        <SkeletonSection name="Map" lines={4} />
      </div>
      <section className="screen-section" aria-labelledby="section-help">
        <h2 id="section-help" className="screen-section__title">
          How to use live status
        </h2>
        <div className="screen-grid screen-grid--2">
          {LIVE_STATUS_HELP_CARDS.map((name) => (
            <SkeletonSection key={name} name={name} lines={1} level={3} />
          ))}
        </div>
      </section>
    </Screen>
  );
}
