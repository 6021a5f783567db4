import { pnrStatusParamsSchema } from "@safar/contracts/route-params";
import { data } from "react-router";
import { apiContext } from "#server-context";
import { PnrProblem } from "../../features/pnr/pnr-problem.tsx";
import { PnrStatusView } from "../../features/pnr/pnr-status-view.tsx";
import { COACH } from "../../i18n/coach.ts";
import { PNR, type PnrMessages } from "../../i18n/pnr.ts";
import { fill, useMessages } from "../../lib/i18n.ts";
import { localeOf } from "../../lib/locale.server.ts";
import type { RouteHandle } from "../../lib/route-handle.ts";
import { pageSeo } from "../../lib/seo.ts";
import { notFound, RouteErrorBoundary, screenMeta } from "../shared/route-error.tsx";
import { Screen } from "../shared/screen.tsx";
import "../../components/ui/forms.css";
import "../../features/pnr/pnr.css";
import type { Route } from "./+types/pnr-status";
import { loadPnrView, PNR_PAGE_HEADERS } from "./pnr-load.server.ts";

/**
 * `/trains/pnr-enquiry/:pnrNumber/:token` and `/trains/enquiry-pnr/:pnrNumber/:token`:
 * PNR status (spec §2, §7 `v1/status`). The token is the PNR's share token;
 * anyone with the link sees the statuses, the ticket's owner (signed in) also
 * the names. A wrong token, an unknown PNR or a railway failure still answer
 * 200 with the page saying so and a form to check the PNR.
 */
export const handle = { headerTitle: "PNR Status" } satisfies RouteHandle;

export function headers() {
  return PNR_PAGE_HEADERS;
}

export async function loader({ params, url, context, request }: Route.LoaderArgs) {
  const parsed = pnrStatusParamsSchema.safeParse(params);
  if (!parsed.success) notFound();
  const { pnrNumber, token } = parsed.data;
  const locale = localeOf(request);
  const messages = { ...PNR[locale], ...COACH[locale] };
  const seo = pageSeo(url, {
    title: fill(messages.seoStatusTitle, { pnr: pnrNumber }),
    description: fill(messages.seoStatusDescription, { pnr: pnrNumber }),
    indexable: false,
  });
  const view = await loadPnrView(context.get(apiContext), { pnr: pnrNumber, token }, pnrNumber);
  return data({ seo, messages, pnrNumber, view }, { headers: PNR_PAGE_HEADERS });
}

export const meta = screenMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function PnrStatus({ loaderData }: Route.ComponentProps) {
  const { pnrNumber, view } = loaderData;
  const t = useMessages<PnrMessages>();
  const title = fill(t.pnrTitle, { pnr: pnrNumber });
  if (view.kind !== "status") {
    return (
      <Screen title={title}>
        <PnrProblem kind={view.kind} message={view.message} pnr={view.pnr} />
      </Screen>
    );
  }
  return (
    <Screen title={title} lead={`${view.status.trainNumber} ${view.status.trainName}`} wide>
      <PnrStatusView status={view.status} nudge={view.nudge} />
    </Screen>
  );
}
