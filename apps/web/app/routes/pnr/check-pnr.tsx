import { ERROR_MESSAGES } from "@safar/contracts/errors";
import { PNR_ENDPOINTS, PNR_INVALID_MESSAGE } from "@safar/contracts/pnr";
import { pnrNumberSchema } from "@safar/contracts/route-params";
import { data, redirect } from "react-router";
import { apiContext } from "#server-context";
import { PNR, type PnrMessages } from "../../i18n/pnr.ts";
import { call } from "../../lib/api.server.ts";
import { useMessages } from "../../lib/i18n.ts";
import { localeOf } from "../../lib/locale.server.ts";
import type { RouteHandle } from "../../lib/route-handle.ts";
import { pageSeo } from "../../lib/seo.ts";
import { RouteErrorBoundary, screenMeta } from "../shared/route-error.tsx";
import { Screen } from "../shared/screen.tsx";
import type { Route } from "./+types/check-pnr";
import { PnrHomeSections } from "./pnr-home-sections.tsx";
import { PNR_PAGE_HEADERS } from "./pnr-load.server.ts";

/**
 * `/trains/check-pnr`: PNR home. The form sends `?pnr=` here (GET, so it
 * works before JavaScript loads): a valid PNR the railway knows redirects to
 * its status page `/trains/pnr-enquiry/{pnr}/{shareToken}`; otherwise the
 * page shows why beside the field ('Enter a valid PNR', an unknown PNR,
 * 'PNR status currently unavailable') with the typed value kept.
 */
export const handle = { headerTitle: "PNR Status" } satisfies RouteHandle;

export async function loader({ url, context, request }: Route.LoaderArgs) {
  const messages = PNR[localeOf(request)];
  const seo = pageSeo(url, {
    title: messages.seoEnquiryTitle,
    description: messages.seoEnquiryDescription,
  });
  const typed = url.searchParams.get("pnr");
  if (typed === null) return data({ seo, messages, pnr: "", error: null as string | null });
  const pnr = typed.trim().slice(0, 20);
  const valid = pnrNumberSchema.safeParse(pnr);
  let error: string;
  if (!valid.success) error = PNR_INVALID_MESSAGE;
  else {
    const answer = await call(context.get(apiContext), PNR_ENDPOINTS.status, {
      query: { pnr: valid.data },
    });
    if (answer.ok) throw redirect(answer.data.sharePath);
    error = answer.status >= 500 ? ERROR_MESSAGES.pnr_status_unavailable : answer.message;
  }
  return data({ seo, messages, pnr, error: error as string | null }, { headers: PNR_PAGE_HEADERS });
}

export const meta = screenMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function CheckPnr({ loaderData }: Route.ComponentProps) {
  const t = useMessages<PnrMessages>();
  return (
    <Screen title={t.checkPnrTitle} lead={t.checkPnrLead}>
      <PnrHomeSections pnr={loaderData.pnr} error={loaderData.error} />
    </Screen>
  );
}
