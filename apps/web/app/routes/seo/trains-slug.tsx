import { parseTrainsSlug, type TrainsSlug } from "@safar/contracts/route-params";
import { Link } from "react-router";
import { Section } from "../../components/ui/section.tsx";
import type { RouteHandle } from "../../lib/route-handle.ts";
import { pageSeo, type SeoInput } from "../../lib/seo.ts";
import { lookUpPlace, lookUpStation, lookUpTrain } from "../shared/network-lookup.server.ts";
import { notFound, RouteErrorBoundary, screenMeta } from "../shared/route-error.tsx";
import { LinkList, Screen, SkeletonSection } from "../shared/screen.tsx";
import type { Route } from "./+types/trains-slug";

/**
 * `/trains/:slug`: the route page (`:origin-to-:destination-trains`), station
 * page (`:stationCode-:stationName-railway-station`) and train page
 * (`:trainNumber-:trainName`) share one dynamic segment, because React
 * Router only reads a parameter that fills a whole segment. The slug is
 * parsed with Zod and dispatched; a slug that is none of them is the
 * fallback page with 404. Static /trains/… routes rank above this one.
 */
export const handle = {} satisfies RouteHandle;

function seoFor(page: TrainsSlug): SeoInput {
  switch (page.kind) {
    case "route":
      return {
        title: `${page.originName} to ${page.destinationName} Trains: Timetable, Fares and Availability`,
        description: `Trains from ${page.originName} to ${page.destinationName}: timings, journey time, classes, fares and seat availability. Book on Safar.`,
      };
    case "station":
      return {
        title: `${page.stationName} (${page.stationCode}) Railway Station: Trains and Timetable`,
        description: `Trains arriving at and departing from ${page.stationName} (${page.stationCode}) railway station, with timings and platforms.`,
      };
    case "train":
      return {
        title: `${page.trainNumber} ${page.trainName}: Route, Schedule and Running Status`,
        description: `${page.trainNumber} ${page.trainName} timetable, stops, classes, fares and live running status.`,
      };
  }
}

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const page = parseTrainsSlug(params.slug);
  if (!page) notFound();
  const existence =
    page.kind === "route"
      ? [
          await lookUpPlace(context, page.originSlug),
          await lookUpPlace(context, page.destinationSlug),
        ]
      : page.kind === "station"
        ? [await lookUpStation(context, page.stationCode)]
        : [await lookUpTrain(context, page.trainNumber)];
  if (existence.some((e) => e.status === "missing")) notFound();
  return { seo: pageSeo(url, seoFor(page)), page };
}

export const meta = screenMeta;
export const ErrorBoundary = RouteErrorBoundary;

function RoutePage({ page }: { page: Extract<TrainsSlug, { kind: "route" }> }) {
  return (
    <Screen
      title={`${page.originName} to ${page.destinationName} trains`}
      lead="Timetable, journey time, classes and fares of every train on this route."
    >
      <SkeletonSection name="Trains on this route" lines={4} />
      <Section name="Book on this route">
        <p>Pick a date to see seat availability and book.</p>
        <Link className="button" to="/trains">
          Search trains
        </Link>
      </Section>
      <SkeletonSection name="Frequently asked questions" />
    </Screen>
  );
}

function StationPage({ page }: { page: Extract<TrainsSlug, { kind: "station" }> }) {
  return (
    <Screen
      title={`${page.stationName} (${page.stationCode}) railway station`}
      lead="Trains that stop here, with timings and platforms."
    >
      <SkeletonSection name="Trains from this station" lines={4} />
      <SkeletonSection name="Station information" />
    </Screen>
  );
}

function TrainPage({ page }: { page: Extract<TrainsSlug, { kind: "train" }> }) {
  return (
    <Screen
      title={`${page.trainNumber} ${page.trainName}`}
      lead="Route, schedule, classes and running status."
    >
      <SkeletonSection name="Schedule" lines={4} />
      <SkeletonSection name="Classes and fares" />
      <Section name="Running status">
        <LinkList links={[{ href: "/trains/check-lts", text: "Check live train status" }]} />
      </Section>
    </Screen>
  );
}

export default function TrainsSlugPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  switch (page.kind) {
    case "route":
      return <RoutePage page={page} />;
    case "station":
      return <StationPage page={page} />;
    case "train":
      return <TrainPage page={page} />;
  }
}
