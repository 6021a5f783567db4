import { Link } from "react-router";
import type { RouteHandle } from "../../lib/route-handle.ts";
import { pageSeo } from "../../lib/seo.ts";
import { notFound, RouteErrorBoundary, screenMeta } from "../shared/route-error.tsx";
import { Screen } from "../shared/screen.tsx";
import type { Route } from "./+types/vertical-landing";

/** `/bus/`, `/flights/`, `/international-flights/`: placeholders, since Safar books trains. */
export const handle = {} satisfies RouteHandle;

const VERTICALS = {
  bus: { title: "Bus Tickets", heading: "Bus tickets", noun: "bus tickets" },
  flights: { title: "Flights", heading: "Flights", noun: "flights" },
  "international-flights": {
    title: "International Flights",
    heading: "International flights",
    noun: "international flights",
  },
} as const;

export function loader({ url }: Route.LoaderArgs) {
  const key = url.pathname.split("/").filter(Boolean)[0]?.toLowerCase() ?? "";
  if (!Object.hasOwn(VERTICALS, key)) notFound();
  const vertical = VERTICALS[key as keyof typeof VERTICALS];
  return {
    seo: pageSeo(url, {
      title: vertical.title,
      description: `Safar books Indian Railways train tickets; ${vertical.noun} are not available here. Search trains instead.`,
    }),
    vertical,
  };
}

export const meta = screenMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function VerticalLanding({ loaderData }: Route.ComponentProps) {
  const { vertical } = loaderData;
  return (
    <Screen
      title={vertical.heading}
      lead={`Safar books train tickets. Booking ${vertical.noun} is not available here.`}
    >
      <p>
        <Link className="button" to="/trains">
          Search trains
        </Link>
      </p>
    </Screen>
  );
}
