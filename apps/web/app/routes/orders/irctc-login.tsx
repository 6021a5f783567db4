import { BOOKING_ENDPOINTS } from "@safar/contracts/booking";
import { orderParamsSchema } from "@safar/contracts/route-params";
import { data } from "react-router";
import { apiContext } from "#server-context";
import { aadhaarViewFor } from "../../features/checkout/aadhaar.server.ts";
import type { AadhaarView } from "../../features/checkout/aadhaar.ts";
import { AadhaarStatus } from "../../features/checkout/aadhaar-status.tsx";
import { loginHref, summaryPath } from "../../features/checkout/format.ts";
import { OrderNotFound } from "../../features/checkout/order-parts.tsx";
import { CHECKOUT } from "../../i18n/checkout.ts";
import { codeWords } from "../../i18n/codes.ts";
import { ORDERS, type OrdersMessages } from "../../i18n/orders.ts";
import { call } from "../../lib/api.server.ts";
import { fill, useMessages } from "../../lib/i18n.ts";
import { localeOf } from "../../lib/locale.server.ts";
import type { RouteHandle } from "../../lib/route-handle.ts";
import { pageSeo } from "../../lib/seo.ts";
import { OrderGate } from "../shared/order-gate.tsx";
import { notFound, RouteErrorBoundary, screenMeta } from "../shared/route-error.tsx";
import { Screen } from "../shared/screen.tsx";
import type { Route } from "./+types/irctc-login";

/**
 * `/trains/irctc-login/:orderId`: the railway account login that completes
 * an order. The password is typed on the railway's own page only: this page
 * links there while the order waits for it. Signed out it asks to log in;
 * another account's order, or none, answers 404 as the API does.
 */
export const handle = { headerTitle: "IRCTC Login" } satisfies RouteHandle;

export function headers() {
  return { "cache-control": "no-store" };
}

type LoginView =
  | { kind: "loggedOut"; loginHref: string }
  | { kind: "notFound" }
  | { kind: "error"; message: string }
  | {
      kind: "order";
      railwayUserId: string;
      authorizationUrl: string | null;
      /** Tatkal (TQ/PT): the railway also asks for an Aadhaar OTP. */
      tatkal: boolean;
      aadhaar: AadhaarView | null;
    };

export async function loader({ request, params, url, context }: Route.LoaderArgs) {
  const locale = localeOf(request);
  const messages = { ...codeWords(locale), ...CHECKOUT[locale], ...ORDERS[locale] };
  const parsed = orderParamsSchema.safeParse(params);
  if (!parsed.success) notFound();
  const { orderId } = parsed.data;
  const seo = pageSeo(url, {
    title: "Complete Your Booking on IRCTC",
    description: "Enter your IRCTC password on the IRCTC website to confirm your booking.",
    indexable: false,
  });
  const summary = await call(context.get(apiContext), BOOKING_ENDPOINTS.summaryV1, {
    params: { orderId },
  });
  let view: LoginView;
  if (summary.ok) {
    const waiting = summary.data.header.status === 5;
    const { railwayUserId, quota } = summary.data.journey_details;
    view = {
      kind: "order",
      railwayUserId,
      authorizationUrl: waiting ? summary.data.railway_authorization_url : null,
      tatkal: quota === "TQ" || quota === "PT",
      aadhaar: await aadhaarViewFor(context.get(apiContext), request, railwayUserId, url.pathname),
    };
  } else if (summary.status === 404) view = { kind: "notFound" };
  else if (summary.status === 401 || summary.status === 403 || summary.status === 410) {
    view = { kind: "loggedOut", loginHref: loginHref(url.pathname) };
  } else view = { kind: "error", message: summary.message };
  return data(
    { seo, messages, orderId, view },
    { status: view.kind === "notFound" ? 404 : 200, headers: { "cache-control": "no-store" } },
  );
}

export const meta = screenMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function IrctcLogin({ loaderData }: Route.ComponentProps) {
  const { orderId, view } = loaderData;
  const t = useMessages<OrdersMessages>();
  const title = t.irctcTitle;
  if (view.kind === "loggedOut" || view.kind === "error") {
    return <OrderGate view={view} title={title} noneLead="" noneText="" />;
  }
  if (view.kind === "notFound") {
    return (
      <Screen title={title}>
        <OrderNotFound />
      </Screen>
    );
  }
  return (
    <Screen title={title} lead={fill(t.irctcLead, { orderId, id: view.railwayUserId })}>
      {view.aadhaar ? (
        <p>
          <AadhaarStatus view={view.aadhaar} />
        </p>
      ) : null}
      {view.authorizationUrl && view.tatkal ? <p>{t.irctcTatkal}</p> : null}
      {view.authorizationUrl ? (
        <p>
          <a className="button" href={view.authorizationUrl}>
            {t.signInRailway}
          </a>
        </p>
      ) : (
        <p>
          {t.irctcNotWaiting} <a href={summaryPath(orderId)}>{t.seeOrder}</a>
        </p>
      )}
    </Screen>
  );
}
