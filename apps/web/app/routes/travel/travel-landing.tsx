import "../../features/travel/travel.css";
import { Section } from "../../components/ui/section.tsx";
import { TravelVerticals } from "../../features/travel/travel-verticals.tsx";
import { usePartnerProfile } from "../../lib/profile.ts";
import type { RouteHandle } from "../../lib/route-handle.ts";
import { pageSeo } from "../../lib/seo.ts";
import { RouteErrorBoundary, screenMeta } from "../shared/route-error.tsx";
import { LinkList, Screen } from "../shared/screen.tsx";
import type { Route } from "./+types/travel-landing";

/**
 * `/travel`: the travel-app landing (spec §2 "Travel-app landing: Flights,
 * Bus, Trains, Hotels, International Flights, Offers, Metro"), where the
 * travel app's train home goes back to (home back handling).
 */
export const handle = {} satisfies RouteHandle;

export function loader({ url }: Route.LoaderArgs) {
  return {
    seo: pageSeo(url, {
      title: "Travel: Flights, Bus, Trains and Hotels",
      description:
        "Start a trip: trains are booked on Safar, and flights, buses, hotels and metro from the travel app.",
    }),
  };
}

export const meta = screenMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function TravelLanding() {
  // The profile's own orders entry: My Bookings on the site, Your Orders in the travel app.
  const orders = usePartnerProfile().bookingMenu[0];
  return (
    <Screen
      title="Where to next?"
      lead="Train tickets are booked right here. The other tiles say what each offers."
      wide
    >
      <TravelVerticals />
      <Section name="Popular on trains">
        <LinkList
          links={[
            { href: "/trains/check-pnr", text: "PNR Status" },
            { href: "/trains/check-lts", text: "Train Status" },
            ...(orders ? [{ href: orders.href, text: orders.label }] : []),
          ]}
        />
      </Section>
    </Screen>
  );
}
