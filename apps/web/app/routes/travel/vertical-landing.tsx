import "../../features/travel/travel.css";
import { Link } from "react-router";
import { Section } from "../../components/ui/section.tsx";
import { TravelVerticals } from "../../features/travel/travel-verticals.tsx";
import type { RouteHandle } from "../../lib/route-handle.ts";
import { pageSeo } from "../../lib/seo.ts";
import { notFound, RouteErrorBoundary, screenMeta } from "../shared/route-error.tsx";
import { LinkList, Screen } from "../shared/screen.tsx";
import type { Route } from "./+types/vertical-landing";

/**
 * `/bus/`, `/flights/`, `/international-flights/`, `/metro/`: the travel
 * landing's other verticals. Safar books trains only, so each says so plainly
 * and offers what exists: the train search and train status pages.
 */
export const handle = {} satisfies RouteHandle;

const VERTICALS = {
  bus: {
    title: "Bus Tickets",
    heading: "Bus tickets",
    id: "bus",
    noun: "bus tickets",
    lead: "Safar does not sell bus tickets. Trains run between most cities buses serve, often overnight with a berth.",
  },
  flights: {
    title: "Flights",
    heading: "Flights",
    id: "flights",
    noun: "flights",
    lead: "Safar does not sell flight tickets. For trips within India, Rajdhani, Shatabdi and Vande Bharat trains link the big cities.",
  },
  "international-flights": {
    title: "International Flights",
    heading: "International flights",
    id: "internationalFlights",
    noun: "international flights",
    lead: "Safar does not sell international flight tickets. It books Indian Railways tickets, for the journey to or from the airport city.",
  },
  metro: {
    title: "Metro",
    heading: "Metro",
    id: "metro",
    noun: "metro tickets",
    lead: "Safar does not sell metro tickets: each city's metro sells its own. Safar books Indian Railways trains between cities.",
  },
} as const;

export function loader({ url }: Route.LoaderArgs) {
  const key = url.pathname.split("/").filter(Boolean)[0]?.toLowerCase() ?? "";
  if (!Object.hasOwn(VERTICALS, key)) notFound();
  const vertical = VERTICALS[key as keyof typeof VERTICALS];
  return {
    seo: pageSeo(url, {
      title: vertical.title,
      description: `Safar books Indian Railways train tickets; ${vertical.noun} are not sold here. Search trains instead.`,
    }),
    vertical,
  };
}

export const meta = screenMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function VerticalLanding({ loaderData }: Route.ComponentProps) {
  const { vertical } = loaderData;
  return (
    <Screen title={vertical.heading} lead={vertical.lead}>
      <p>
        <Link className="button" to="/trains/">
          Search trains
        </Link>
      </p>
      <Section name="On Safar">
        <LinkList
          links={[
            { href: "/trains/check-pnr", text: "PNR Status" },
            { href: "/trains/check-lts", text: "Train Status" },
            { href: "/travel/offers", text: "Offers on train tickets" },
          ]}
        />
      </Section>
      <Section name="Other ways to travel">
        <TravelVerticals label="All travel" current={vertical.id} />
      </Section>
    </Screen>
  );
}
