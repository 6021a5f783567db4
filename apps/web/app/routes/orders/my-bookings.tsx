import {
  MY_BOOKINGS_TABS,
  myBookingsQuerySchema,
  queryObject,
} from "@safar/contracts/route-params";
import { Link } from "react-router";
import type { RouteHandle } from "../../lib/route-handle.ts";
import { pageSeo } from "../../lib/seo.ts";
import { RouteErrorBoundary, screenMeta } from "../shared/route-error.tsx";
import { Screen, SkeletonSection } from "../shared/screen.tsx";
import type { Route } from "./+types/my-bookings";

/**
 * `/trains/mybookings` and `/travel/mybookings`. The tabs are links
 * (`?tab=`), so they work before JavaScript loads.
 */
export const handle = { headerTitle: "Your Orders" } satisfies RouteHandle;

type Tab = (typeof MY_BOOKINGS_TABS)[number];

/** Spec §2 "My bookings tabs: Travel Bookings, Trips, All Bookings, Unclaimed refunds". */
export const MY_BOOKINGS_TAB_LABELS: Record<Tab, string> = {
  travel: "Travel Bookings",
  trips: "Trips",
  all: "All Bookings",
  "unclaimed-refunds": "Unclaimed refunds",
};

/** What each tab lists (spec §2 labels: "All Trips" heads the trips tab). */
const TAB_SECTION: Record<Tab, string> = {
  travel: "Travel bookings",
  trips: "All Trips",
  all: "All bookings",
  "unclaimed-refunds": "Unclaimed refunds",
};

export function loader({ url }: Route.LoaderArgs) {
  const { tab } = myBookingsQuerySchema.parse(queryObject(url.searchParams));
  return {
    seo: pageSeo(url, {
      title: "My Bookings",
      description: "Your train bookings, trips and unclaimed refunds on Safar.",
      indexable: false,
    }),
    tab,
    basePath: url.pathname,
  };
}

export const meta = screenMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function MyBookings({ loaderData }: Route.ComponentProps) {
  const { tab, basePath } = loaderData;
  return (
    <Screen
      wide
      title="Your Orders"
      above={
        <nav aria-label="Breadcrumb" className="breadcrumb">
          <Link to="/trains">Home</Link>
        </nav>
      }
    >
      <nav aria-label="Booking lists">
        <ul className="tab-list">
          {MY_BOOKINGS_TABS.map((t) => (
            <li key={t}>
              <Link
                to={t === "travel" ? basePath : `${basePath}?tab=${t}`}
                aria-current={t === tab ? "page" : undefined}
              >
                {MY_BOOKINGS_TAB_LABELS[t]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <SkeletonSection name={TAB_SECTION[tab]} lines={3} />
    </Screen>
  );
}
