import { Section } from "../../components/ui/section.tsx";
import type { RouteHandle } from "../../lib/route-handle.ts";
import { pageSeo } from "../../lib/seo.ts";
import { RouteErrorBoundary, screenMeta } from "../shared/route-error.tsx";
import { LinkList, Screen, SkeletonSection } from "../shared/screen.tsx";
import type { Route } from "./+types/hotels";

/** `/travel/hotels`: the hotels entry. */
export const handle = { headerTitle: "Hotels" } satisfies RouteHandle;

export function loader({ url }: Route.LoaderArgs) {
  return {
    seo: pageSeo(url, {
      title: "Hotels",
      description: "Find a hotel for your stay at the end of your train journey.",
    }),
  };
}

export const meta = screenMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function Hotels() {
  return (
    <Screen title="Hotels" lead="A place to stay at the end of your journey.">
      <SkeletonSection name="Find a hotel" lines={3} />
      <Section name="Travelling by train?">
        <LinkList links={[{ href: "/trains", text: "Search trains" }]} />
      </Section>
    </Screen>
  );
}
