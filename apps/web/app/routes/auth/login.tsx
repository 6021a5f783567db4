import { AUTH_ENDPOINTS, LOGIN_OTP_LENGTH } from "@safar/contracts/auth";
import { loginQuerySchema, queryObject } from "@safar/contracts/route-params";
import { useEffect, useRef } from "react";
import { data, Form, Link, redirectDocument, useLocation, useNavigation } from "react-router";
import { apiContext } from "#server-context";
import { AUTH, type AuthMessages } from "../../i18n/auth.ts";
import { fill, useMessages } from "../../lib/i18n.ts";
import { translatedPattern } from "../../lib/i18n-patterns.ts";
import { localeOf } from "../../lib/locale.server.ts";
import type { RouteHandle } from "../../lib/route-handle.ts";
import { pageSeo } from "../../lib/seo.ts";
import { RouteErrorBoundary, screenMeta } from "../shared/route-error.tsx";
import { Screen } from "../shared/screen.tsx";
import "../../components/ui/forms.css";
import { call } from "../../lib/api.server.ts";
import { cookieHeaders, safeNext } from "../shared/api.server.ts";
import type { Route } from "./+types/login";

/**
 * `/v1/api/login` and `/v1/api/login/travel` (`?isIframe=true&theme=…&next=…`):
 * the sign-in page the login overlay frames (spec §2, §4, §7). Two steps, each
 * a plain form that works before JavaScript loads: a 10-digit mobile or an
 * email, then the 6-digit OTP sent there (read it from the outbox in
 * development). A right OTP redirects to `/v1/api/authresponse` with a
 * one-time authorization code (spec §7: response type code). It never shows
 * the site header or footer (a route handle cannot depend on the query);
 * opened outside a frame it offers a link back to Safar.
 */
export const handle = { hideHeader: true, hideFooter: true } satisfies RouteHandle;

function readQuery(url: URL) {
  const query = loginQuerySchema.parse(queryObject(url.searchParams));
  const travel = url.pathname.toLowerCase().endsWith("/travel");
  return {
    isIframe: query.isIframe,
    /** The theme flag; the shell's Layout themes the document (the login page does not restyle itself). */
    theme: query.theme ?? (travel ? "travel" : "default"),
    next: safeNext(url.searchParams.get("next")),
  };
}

export function loader({ url, request }: Route.LoaderArgs) {
  return {
    messages: AUTH[localeOf(request)],
    seo: pageSeo(url, {
      title: "Sign In",
      description: "Sign in to Safar to see your bookings and saved travellers.",
      indexable: false,
    }),
    ...readQuery(url),
  };
}

export type LoginActionData =
  | { step: "identifier"; identifier: string; error: string }
  | { step: "otp"; identifier: string; notice: string; error?: string };

/**
 * Each step answers the sign-in state cookie the API set (issue 16 item 8):
 * the authorization code is bound to it, so the browser must keep it.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const url = new URL(request.url);
  const { isIframe, next } = readQuery(url);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "send");
  const identifier = String(form.get("identifier") ?? "").slice(0, 320);
  const api = context.get(apiContext);

  if (intent === "verify") {
    const otp = String(form.get("otp") ?? "").slice(0, 20);
    const verified = await call(api, AUTH_ENDPOINTS.otpVerify, { body: { identifier, otp } });
    if (!verified.ok) {
      return answer({ step: "otp", identifier, notice: "", error: verified.message });
    }
    const params = new URLSearchParams({
      code: verified.data.code,
      isIframe: String(isIframe),
      next,
    });
    // A document load: the auth response hands off in an inline script, which only a document runs.
    throw redirectDocument(`/v1/api/authresponse?${params.toString()}`, {
      headers: cookieHeaders(verified.setCookies),
    });
  }

  const sent = await call(api, AUTH_ENDPOINTS.otpSend, { body: { identifier } });
  if (!sent.ok) {
    // A resend refused (too soon, too many) keeps the traveller on the OTP step.
    return answer(
      intent === "resend"
        ? { step: "otp", identifier, notice: "", error: sent.message }
        : { step: "identifier", identifier, error: sent.message },
    );
  }
  return answer({ step: "otp", identifier, notice: sent.data.message }, sent.setCookies);
}

function answer(value: LoginActionData, setCookies: readonly string[] = []) {
  return data(value, { headers: cookieHeaders(setCookies) });
}

export const meta = screenMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const onOtpStep = actionData?.step === "otp";
  const t = useMessages<AuthMessages>();
  return (
    <Screen title={t.signInTitle} lead={t.signInLead}>
      {onOtpStep ? (
        <OtpStep data={actionData} busy={busy} />
      ) : (
        <IdentifierStep
          identifier={actionData?.identifier ?? ""}
          error={actionData?.step === "identifier" ? actionData.error : undefined}
          busy={busy}
        />
      )}
      {loaderData.isIframe ? null : (
        <p>
          <Link to={loaderData.next}>{t.backToSafar}</Link>
        </p>
      )}
    </Screen>
  );
}

function IdentifierStep({
  identifier,
  error,
  busy,
}: {
  identifier: string;
  error: string | undefined;
  busy: boolean;
}) {
  const t = useMessages<AuthMessages>();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (error) input.current?.focus();
  }, [error]);
  return (
    <Form method="post" className="form" noValidate>
      <input type="hidden" name="intent" value="send" />
      <div className="form-field">
        <label className="form-field__label" htmlFor="login-identifier">
          {t.mobileOrEmail}
        </label>
        <input
          ref={input}
          id="login-identifier"
          name="identifier"
          className="form-field__control"
          type="text"
          inputMode="email"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          defaultValue={identifier}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "login-identifier-error" : "login-identifier-hint"}
        />
        {error ? (
          <p id="login-identifier-error" className="form-field__error" role="alert">
            {translatedPattern(t, error)}
          </p>
        ) : (
          <p id="login-identifier-hint" className="form-field__hint">
            {t.identifierHint}
          </p>
        )}
      </div>
      <div className="form-actions">
        <button type="submit" className="button" disabled={busy}>
          {t.getOtp}
        </button>
      </div>
    </Form>
  );
}

function OtpStep({
  data,
  busy,
}: {
  data: Extract<LoginActionData, { step: "otp" }>;
  busy: boolean;
}) {
  const t = useMessages<AuthMessages>();
  const input = useRef<HTMLInputElement>(null);
  const location = useLocation();
  useEffect(() => {
    input.current?.focus();
  }, []);
  return (
    <>
      {data.notice ? (
        <p className="form-status" role="status">
          {translatedPattern(t, data.notice)}
        </p>
      ) : null}
      <Form method="post" className="form" noValidate>
        <input type="hidden" name="identifier" value={data.identifier} />
        <div className="form-field">
          <label className="form-field__label" htmlFor="login-otp">
            {t.enterOtp}
          </label>
          <input
            ref={input}
            id="login-otp"
            name="otp"
            className="form-field__control form-field__control--otp"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={LOGIN_OTP_LENGTH}
            required
            aria-invalid={data.error ? true : undefined}
            aria-describedby={data.error ? "login-otp-error" : "login-otp-hint"}
          />
          {data.error ? (
            <p id="login-otp-error" className="form-field__error" role="alert">
              {translatedPattern(t, data.error)}
            </p>
          ) : (
            <p id="login-otp-hint" className="form-field__hint">
              {fill(t.otpHint, { digits: LOGIN_OTP_LENGTH, to: data.identifier })}
            </p>
          )}
        </div>
        <div className="form-actions">
          <button type="submit" name="intent" value="verify" className="button" disabled={busy}>
            {t.verify}
          </button>
          <button
            type="submit"
            name="intent"
            value="resend"
            className="link-button"
            disabled={busy}
          >
            {t.resendOtp}
          </button>
        </div>
      </Form>
      <p>
        <Link to={`${location.pathname}${location.search}`} replace>
          {t.useAnother}
        </Link>
      </p>
    </>
  );
}
