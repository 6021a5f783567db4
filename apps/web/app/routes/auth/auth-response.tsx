import { AUTH_ENDPOINTS } from "@safar/contracts/auth";
import { data, Link, redirect } from "react-router";
import { apiContext } from "#server-context";
import { AUTH, type AuthMessages } from "../../i18n/auth.ts";
import { useMessages } from "../../lib/i18n.ts";
import { translatedPattern } from "../../lib/i18n-patterns.ts";
import { localeOf } from "../../lib/locale.server.ts";
import { AUTH_RESPONSE_MESSAGE } from "../../lib/login.ts";
import { useNonce } from "../../lib/nonce.tsx";
import type { RouteHandle } from "../../lib/route-handle.ts";
import { pageSeo } from "../../lib/seo.ts";
import { RouteErrorBoundary, screenMeta } from "../shared/route-error.tsx";
import { Screen } from "../shared/screen.tsx";
import "../../components/ui/forms.css";
import { call } from "../../lib/api.server.ts";
import { cookieHeaders, safeNext } from "../shared/api.server.ts";
import type { Route } from "./+types/auth-response";

/**
 * `/v1/api/authresponse?code=…&isIframe=…&next=…`: where sign-in returns to
 * (spec §2, §4, §7). The loader trades the one-time code for a session (the
 * API sets the session and anti-forgery cookies, and records the login).
 * Framed, the page posts the auth-response message with the session to the
 * page that opened the overlay, which stores it, closes the frame and reloads
 * its path (spec §4); not framed, it redirects to `next`. A missing, used or
 * expired code says so and offers to sign in again.
 */
export const handle = { hideHeader: true, hideFooter: true } satisfies RouteHandle;

export async function loader({ url, context, request }: Route.LoaderArgs) {
  const messages = AUTH[localeOf(request)];
  const seo = pageSeo(url, {
    title: "Signing You In",
    description: "Completing your sign-in to Safar.",
    indexable: false,
  });
  const next = safeNext(url.searchParams.get("next"));
  const isIframe = url.searchParams.get("isIframe") === "true";
  const code = url.searchParams.get("code");
  const loginAgain = `/v1/api/login?${new URLSearchParams({ isIframe: String(isIframe), next })}`;
  if (!code) {
    return {
      seo,
      messages,
      next,
      loginAgain,
      session: null,
      error: "This sign-in link is incomplete.",
    };
  }
  const exchanged = await call(context.get(apiContext), AUTH_ENDPOINTS.token, { body: { code } });
  if (!exchanged.ok) {
    return { seo, messages, next, loginAgain, session: null, error: exchanged.message };
  }
  const headers = cookieHeaders(exchanged.setCookies);
  if (!isIframe) throw redirect(next, { headers });
  return data(
    { seo, messages, next, loginAgain, session: exchanged.data, error: null },
    { headers },
  );
}

export const meta = screenMeta;
export const ErrorBoundary = RouteErrorBoundary;

/** JSON for an inline script: nothing in it can close the script element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028|\u2029/g, "");
}

export default function AuthResponse({ loaderData }: Route.ComponentProps) {
  const nonce = useNonce();
  const { session, next, error, loginAgain } = loaderData;
  const t = useMessages<AuthMessages>();
  if (!session?.user) {
    return (
      <Screen title={t.notCompleteTitle} lead={error ? translatedPattern(t, error) : undefined}>
        <p className="form-actions">
          <Link className="button" to={loginAgain}>
            {t.loginAgain}
          </Link>
        </p>
      </Screen>
    );
  }
  const message = { type: AUTH_RESPONSE_MESSAGE, user: session.user.info, session };
  const script = `(function(){var m=${scriptJson(message)};var next=${scriptJson(next)};if(window.parent&&window.parent!==window){window.parent.postMessage(m,location.origin);}else{location.replace(next);}})();`;
  return (
    <Screen title={t.signedInTitle} lead={t.takingBack}>
      <p>
        <a href={next} target="_top">
          {t.continue}
        </a>
      </p>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the auth-response hand-off must run before hydration; its JSON is escaped */}
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: script }} />
    </Screen>
  );
}
