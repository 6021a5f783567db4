import { AUTH_ENDPOINTS } from "@safar/contracts/auth";
import { data, Link, type MiddlewareFunction, redirect } from "react-router";
import { apiContext } from "#server-context";
import { AUTH, type AuthMessages } from "../../i18n/auth.ts";
import { useMessages } from "../../lib/i18n.ts";
import { localeOf } from "../../lib/locale.server.ts";
import type { RouteHandle } from "../../lib/route-handle.ts";
import { pageSeo } from "../../lib/seo.ts";
import { RouteErrorBoundary, screenMeta } from "../shared/route-error.tsx";
import { Screen } from "../shared/screen.tsx";
import "../../components/ui/forms.css";
import { call } from "../../lib/api.server.ts";
import { cookieHeaders, safeNext } from "../shared/api.server.ts";
import type { Route } from "./+types/logout";

/**
 * `/v1/api/logout`: signing out. A POST (the Logout button, a plain form)
 * ends the session and returns to `next`. A GET is the token-clearing path of
 * spec §2/§4 for mobile web: a login that expired clears the token here and
 * then signs in again; the page says so and offers Login. Either way the
 * session row is revoked and both cookies are cleared; the browser's stored
 * session is refetched (empty) at the next idle.
 */
export const handle = { hideFooter: true } satisfies RouteHandle;

async function endSession(context: Route.ActionArgs["context"]): Promise<Headers> {
  const res = await call(context.get(apiContext), AUTH_ENDPOINTS.logout);
  return cookieHeaders(res.ok ? res.setCookies : []);
}

/**
 * The token-clearing GET ends the session before any loader runs, so the
 * root loader (which reads the session for the header) already sees it
 * ended and the page does not show the user it just signed out.
 */
export const middleware: MiddlewareFunction<Response>[] = [
  async ({ request, context }, next) => {
    if (request.method !== "GET") return next();
    const cleared = await endSession(context);
    const response = await next();
    for (const cookie of cleared.getSetCookie()) response.headers.append("set-cookie", cookie);
    response.headers.set("cache-control", "no-store");
    return response;
  },
];

export function loader({ url, request }: Route.LoaderArgs) {
  const next = safeNext(url.searchParams.get("next"));
  return data(
    {
      messages: AUTH[localeOf(request)],
      seo: pageSeo(url, {
        title: "Signed Out",
        description: "You are signed out of Safar.",
        indexable: false,
      }),
      loginUrl: `/v1/api/login?${new URLSearchParams({ next })}`,
      next,
    },
    { headers: { "cache-control": "no-store" } },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const headers = await endSession(context);
  throw redirect(safeNext(String(form.get("next") ?? "")), { headers });
}

export const meta = screenMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function Logout({ loaderData }: Route.ComponentProps) {
  const t = useMessages<AuthMessages>();
  return (
    <Screen title={t.signedOutTitle} lead={t.signedOutLead}>
      <p className="form-actions">
        <Link className="button" to={loaderData.loginUrl}>
          {t.login}
        </Link>
        <Link to={loaderData.next}>{t.continueWithout}</Link>
      </p>
    </Screen>
  );
}
