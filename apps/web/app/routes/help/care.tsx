import { SUPPORT_EMAIL } from "@safar/contracts/errors";
import { Section } from "../../components/ui/section.tsx";
import type { RouteHandle } from "../../lib/route-handle.ts";
import { pageSeo } from "../../lib/seo.ts";
import { RouteErrorBoundary, screenMeta } from "../shared/route-error.tsx";
import { LinkList, Screen, SkeletonSection } from "../shared/screen.tsx";
import type { Route } from "./+types/care";

/** `/care`: help. */
export const handle = { headerTitle: "Help" } satisfies RouteHandle;

export function loader({ url }: Route.LoaderArgs) {
  return {
    seo: pageSeo(url, {
      title: "Help and Support",
      description:
        "Help with your Safar train bookings: cancellations, refunds, TDR, PNR status and contacting our support team.",
    }),
  };
}

export const meta = screenMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function Care() {
  return (
    <Screen title="Help and support" lead="Answers about bookings, cancellations and refunds.">
      <Section name="Your bookings">
        <LinkList
          links={[
            { href: "/trains/mybookings", text: "My Bookings" },
            { href: "/trains/check-pnr", text: "PNR Status" },
            { href: "/trains/tdr-rules", text: "TDR rules" },
          ]}
        />
      </Section>
      <SkeletonSection name="Frequently asked questions" lines={3} />
      <Section name="Contact us">
        <p>
          Write to us at <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
        </p>
      </Section>
    </Screen>
  );
}
