import { AUTH_ENDPOINTS, SESSION_COOKIE } from "@safar/contracts/auth";
import { LANGUAGE_TAGS } from "@safar/contracts/locale";
import { DEFAULT_STATUS_BAR_COLOR, PARTNER_PROFILES } from "@safar/contracts/partner-profiles";
import type { ReactNode } from "react";
import { Meta, Outlet, ScrollRestoration } from "react-router";
import { type ApiClient, apiContext, requestInfoContext } from "#server-context";
import type { Route } from "./+types/root";
import { AppShell } from "./components/app-shell.tsx";
import { deferredPart, deferredPartsReady } from "./components/deferred.tsx";
import { RootLinks } from "./components/root-links.tsx";
import { ScriptsAfterPaint } from "./components/scripts-after-paint.tsx";
import { ERRORS } from "./i18n/errors.ts";
import { SHELL } from "./i18n/shell.ts";
import { affiliateMiddleware, profileContext } from "./lib/affiliate.server.ts";
import { call } from "./lib/api.server.ts";
import { localeOf } from "./lib/locale.server.ts";
import { parseHostList } from "./lib/login.ts";
import { useNonce } from "./lib/nonce.tsx";
import { type RootData, useRootData, type Viewer } from "./lib/profile.ts";
import { ERROR_SEO, NOT_FOUND_SEO, seoMeta } from "./lib/seo.ts";
import "./styles/tokens.css";
import "./styles/app.css";
import "./styles/shell.css";

/** Shown only when something failed: not in the first-load JavaScript (W3). */
const RouteError = deferredPart(() =>
  import("./components/route-error.tsx").then((m) => m.RouteError),
);

/** Picks the partner profile (and so the theme) before anything renders. */
export const middleware = [affiliateMiddleware];

export async function loader({ context, request }: Route.LoaderArgs): Promise<RootData> {
  // The page renders deferred parts in the same pass as the rest (never a fallback).
  await deferredPartsReady();
  const profileId = context.get(profileContext);
  const locale = localeOf(request);
  return {
    profileId,
    profile: PARTNER_PROFILES[profileId],
    loginFrameHosts: parseHostList(process.env.LOGIN_FRAME_HOSTS),
    hostname: new URL(request.url).hostname,
    styleNonce: context.get(requestInfoContext).styleNonce ?? "",
    viewer: await viewerOf(request, context.get(apiContext)),
    locale,
    messages: { ...SHELL[locale], ...ERRORS[locale] },
    seoFallback: { notFound: seoMeta(NOT_FOUND_SEO), error: seoMeta(ERROR_SEO) },
  };
}

/** Who is signed in, read only when the request carries the session cookie. */
async function viewerOf(request: Request, api: ApiClient): Promise<Viewer | null> {
  if (!request.headers.get("cookie")?.includes(`${SESSION_COOKIE}=`)) return null;
  const session = await call(api, AUTH_ENDPOINTS.session);
  const info = session.ok && session.data.isLogin ? session.data.user?.info : undefined;
  if (!info) return null;
  return { label: info.firstName || info.mobile || info.email };
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  // Around the root error boundary too, when the root loader may not have answered.
  const root = useRootData();
  const profile = root?.profile;
  return (
    <html
      lang={LANGUAGE_TAGS[root?.locale ?? "en"]}
      data-theme={profile?.theme ?? "default"}
      data-view={profile?.view ?? "responsive"}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={profile?.statusBarColor ?? DEFAULT_STATUS_BAR_COLOR} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="manifest" href="/manifest.webmanifest" />
        <Meta />
        <RootLinks nonce={nonce} />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <ScriptsAfterPaint nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <AppShell>
      <Outlet />
    </AppShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
