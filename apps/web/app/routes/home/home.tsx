import type { RouteHandle } from "../../lib/route-handle.ts";
import { pageSeo } from "../../lib/seo.ts";
import { RouteErrorBoundary, screenMeta } from "../shared/route-error.tsx";
import { LinkList, Screen, Section, SkeletonSection } from "../shared/screen.tsx";
import type { Route } from "./+types/home";

/** `/` and `/trains` (optional `?platform=` is read by the shell for the affiliate id). */
export const handle = { showBottomMenu: true } satisfies RouteHandle;

export function loader({ url }: Route.LoaderArgs) {
  return {
    seo: pageSeo(url, {
      title: "Train Ticket Booking: Search Trains, PNR and Live Status",
      description:
        "Book IRCTC train tickets on Safar, an authorised IRCTC partner. Search trains between stations, check seat availability, PNR status and live running status.",
    }),
  };
}

export const meta = screenMeta;
export const ErrorBoundary = RouteErrorBoundary;

/** Spec §2 "Home quick links: PNR Status, Train Status, Order Food (external railway catering site)". */
export const HOME_QUICK_LINKS = [
  { href: "/trains/check-pnr", text: "PNR Status" },
  { href: "/trains/check-lts", text: "Train Status" },
  { href: "https://www.ecatering.irctc.co.in/", text: "Order Food", external: true },
] as const;

export default function Home() {
  return (
    <Screen
      title="Book train tickets"
      lead="Search trains between any two stations, check seat availability and book in a few steps."
    >
      <SkeletonSection name="Search trains" lines={3}>
        <p>Choose your from and to stations and a journey date.</p>
      </SkeletonSection>
      <Section name="Quick links">
        <LinkList links={HOME_QUICK_LINKS} />
      </Section>
      <SkeletonSection name="Recent searches" />
    </Screen>
  );
}
