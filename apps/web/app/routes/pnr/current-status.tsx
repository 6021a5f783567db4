import { currentStatusParamsSchema } from "@safar/contracts/route-params";
import { useEffect, useState } from "react";
import { data, Link } from "react-router";
import { apiContext } from "#server-context";
import { JourneyRoute } from "../../components/ui/journey-route.tsx";
import { PnrProblem } from "../../features/pnr/pnr-problem.tsx";
import { PnrStatusView } from "../../features/pnr/pnr-status-view.tsx";
import type { RecentPnr } from "../../features/pnr/recent.ts";
import { useRecentPnrs } from "../../features/pnr/recent-pnrs.tsx";
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
import type { Route } from "./+types/current-status";
import { loadPnrView, PNR_PAGE_HEADERS, type PnrPageView } from "./pnr-load.server.ts";

/**
 * `/trains/current-status/:id/:token` (`id` is an order id, the token the
 * order's details-link token): the status of that order's PNR, names for the
 * signed-in owner only. `/trains/current-status`: the last PNR details shown
 * on this device (from device storage, once JavaScript runs), else a pointer
 * to the PNR form.
 */
export const handle = { headerTitle: "PNR Details" } satisfies RouteHandle;

export function headers() {
  return PNR_PAGE_HEADERS;
}

export async function loader({ params, url, context, request }: Route.LoaderArgs) {
  const locale = localeOf(request);
  const messages = { ...PNR[locale], ...COACH[locale] };
  const seo = pageSeo(url, {
    title: messages.seoDetailsTitle,
    description: messages.seoDetailsDescription,
    indexable: false,
  });
  const hasBooking = params.id !== undefined || params.token !== undefined;
  if (!hasBooking)
    return data({ seo, messages, view: null as PnrPageView | null }, { headers: PNR_PAGE_HEADERS });
  const parsed = currentStatusParamsSchema.safeParse(params);
  if (!parsed.success) notFound();
  const view = await loadPnrView(
    context.get(apiContext),
    { orderId: parsed.data.id, token: parsed.data.token },
    null,
  );
  return data({ seo, messages, view: view as PnrPageView | null }, { headers: PNR_PAGE_HEADERS });
}

export const meta = screenMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function CurrentStatus({ loaderData }: Route.ComponentProps) {
  const { view } = loaderData;
  const t = useMessages<PnrMessages>();
  if (view === null) return <LastDetails />;
  if (view.kind !== "status") {
    return (
      <Screen title={t.pnrDetails}>
        <PnrProblem kind={view.kind} message={view.message} pnr={view.pnr} />
      </Screen>
    );
  }
  return (
    <Screen
      title={t.pnrDetails}
      lead={`PNR ${view.status.pnr} · ${view.status.trainNumber} ${view.status.trainName}`}
      wide
    >
      <PnrStatusView status={view.status} nudge={view.nudge} />
    </Screen>
  );
}

/** The last PNR shown on this device, or a pointer to the PNR form. */
function LastDetails() {
  const t = useMessages<PnrMessages>();
  const [recent] = useRecentPnrs();
  const [last, setLast] = useState<RecentPnr | null>(null);
  useEffect(() => setLast(recent[0] ?? null), [recent]);
  return (
    <Screen title={t.pnrDetails} lead={t.lastLead}>
      <section className="screen-section" aria-labelledby="pnr-last-title" aria-live="polite">
        <h2 id="pnr-last-title" className="screen-section__title">
          {t.lastTitle}
        </h2>
        {last ? (
          <>
            <JourneyRoute trainNumber={`PNR ${last.pnr}`} trainName={last.summary} />
            <p>
              <Link className="button" to={last.path}>
                {fill(t.lastSee, { pnr: last.pnr })}
              </Link>
            </p>
          </>
        ) : (
          <p>
            {t.lastNonePre}
            <Link to="/trains/check-pnr">{t.checkAPnr}</Link>
            {t.lastNonePost}
          </p>
        )}
      </section>
    </Screen>
  );
}
