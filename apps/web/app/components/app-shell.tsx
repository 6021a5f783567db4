import { LANGUAGE_TAGS } from "@safar/contracts/locale";
import { TRAVEL_APP_AFFILIATE_ID } from "@safar/contracts/partner-profiles";
import { setNonce } from "get-nonce";
import { type ReactNode, Suspense, useCallback, useEffect, useRef, useState } from "react";
import {
  type BlockerFunction,
  NavigationType,
  useBlocker,
  useLocation,
  useNavigate,
  useRevalidator,
} from "react-router";
import type { ShellMessages } from "../i18n/shell.ts";
import { lazyWithRetry } from "../lib/chunk-retry.ts";
import { withClientErrors } from "../lib/client-errors-lazy.ts";
import { hydratingOnIntent, replayEarlyClicks } from "../lib/early-clicks.ts";
import { markNavigated } from "../lib/first-load.ts";
import { languageSwitchHref, useMessages } from "../lib/i18n.ts";
import { useInApp } from "../lib/in-app-state.ts";
import { loginCanClose, loginOpensInFrame, loginUrl } from "../lib/login.ts";
import { warmRouteModuleRetry } from "../lib/navigation-retry.ts";
import { backThroughApp } from "../lib/partner-app.ts";
import { usePartnerProfile, useRootData } from "../lib/profile.ts";
import { useShellHandle } from "../lib/shell-handle.ts";
import { installShellApi, type ModalCloseReason, shell, useShell } from "../lib/shell-store.ts";
import { STORAGE_KEYS, writeString } from "../lib/storage.ts";
import { loginThroughApp, useInAppBoot } from "../lib/use-in-app-boot.ts";
import { deferredPart, markBooted } from "./deferred.tsx";
import { PageProgress, usePageBusy } from "./loaders.tsx";
// Not deferred either: its menu button is a plain button that works only once hydrated.
import { SiteHeader } from "./site-header.tsx";
// Not deferred: the no-internet banner and snackbars must work when the
// connection drops before a deferred chunk could arrive (spec §1, §4).
import { OfflineBanner, SnackbarHost } from "./snackbar-host.tsx";

const loadOverlays = () => import("./overlays.tsx");
const Overlays = lazyWithRetry(loadOverlays);
// A page hydrated on intent (ADR 010) starts hydrating because the traveller
// is acting, often a tap on the menu: its dialogs' chunk is fetched alongside
// hydration instead of after it (React.lazy then finds it loaded).
if (typeof window !== "undefined" && hydratingOnIntent()) loadOverlays().catch(() => undefined);
// Server-rendered, not needed for the first interaction: hydrated when their chunk arrives (W3).
const SiteFooter = deferredPart(() => import("./site-footer.tsx").then((m) => m.SiteFooter));
const BottomMenu = deferredPart(() => import("./bottom-menu.tsx").then((m) => m.BottomMenu));
const LoaderHost = deferredPart(() => import("./loaders-host.tsx").then((m) => m.LoaderHost));
// Focus and notices after a client navigation (W3: its chunk is fetched at boot; a
// navigation before it arrives keeps the focus where it was).
const RouteChange = deferredPart(() => import("./route-focus.tsx").then((m) => m.RouteChange));

/** Loads the dialogs' chunk once the page is idle, so the first open is instant. */
function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === "function") {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout: 3000 });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = window.setTimeout(() => setIdle(true), 1500);
    return () => window.clearTimeout(handle);
  }, []);
  return idle;
}

/** Browser-only wiring that runs once: the typed API, connectivity, the service worker. */
function useShellLifecycle(styleNonce: string | undefined): void {
  const firstStyleNonce = useRef(styleNonce);
  useEffect(() => {
    // Style elements injected later (dialog scroll lock) need the document's nonce.
    if (firstStyleNonce.current) setNonce(firstStyleNonce.current);
    // The page has hydrated: deferred parts declared from now on belong to a navigation.
    markBooted();
    installShellApi();
    // A page hydrated on intent (ADR 010): the tap that woke it reaches its button now.
    replayEarlyClicks();
    const update = () => shell.setOffline(!navigator.onLine);
    update();
    window.addEventListener("online", update);
    window.addEventListener("offline", update);
    const registerWorker = () => {
      import("../lib/service-worker.ts")
        .then((m) => m.syncServiceWorker())
        .catch((error: unknown) => {
          // Offline (or gone offline mid-fetch) is not a fault: try again when back online.
          if (!navigator.onLine) window.addEventListener("online", registerWorker, { once: true });
          else withClientErrors((m) => m.reportClientError("unhandled", error));
        });
    };
    if (document.readyState === "complete") registerWorker();
    else window.addEventListener("load", registerWorker, { once: true });
    return () => {
      window.removeEventListener("online", update);
      window.removeEventListener("offline", update);
      window.removeEventListener("load", registerWorker);
    };
  }, []);
}

/**
 * The application shell around every page: skip link, header with the side
 * drawer, the no-internet banner, main content, footer, mobile bottom menu,
 * snackbars, loaders and the dialogs (error modal, login overlay).
 */
export function AppShell({ children }: { children: ReactNode }) {
  const profile = usePartnerProfile();
  const root = useRootData();
  const handle = useShellHandle();
  const location = useLocation();
  const busy = usePageBusy();
  const idle = useIdle();
  const errorModal = useShell((s) => s.errorModal);
  const loginOpen = useShell((s) => s.loginOpen);
  const loaderVisible = useShell((s) => s.loader.isLoaderVisible || s.fullScreenLoader);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [overlaysUsed, setOverlaysUsed] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const firstLocationKey = useRef(location.key);

  useShellLifecycle(root?.styleNonce);

  useEffect(() => {
    if (location.key !== firstLocationKey.current) markNavigated();
  }, [location.key]);

  useEffect(() => {
    const context = { pageCode: handle.pageCode, profileId: profile.id };
    withClientErrors((m) => m.setErrorContext(context));
  }, [handle.pageCode, profile.id]);

  useEffect(() => {
    writeString(STORAGE_KEYS.travelAppFlag, profile.id === TRAVEL_APP_AFFILIATE_ID ? "1" : "0");
  }, [profile.id]);

  // In the host app (ADR 026): the app's sign-in, status-bar colour and back.
  const signedIn = Boolean(root?.viewer);
  const { revalidate } = useRevalidator();
  const navigate = useNavigate();
  const inApp = useInApp();
  useInAppBoot(profile, signedIn, (next) => {
    if (next && next !== window.location.pathname) navigate(next);
    else void revalidate();
  });
  const onBack = backThroughApp(profile, inApp.bridge?.inApp ?? false)
    ? () => {
        void inApp.bridge?.call("navigate", { to: "back" });
        return true;
      }
    : undefined;

  const canCloseLogin = loginCanClose(location.pathname);
  const closeDrawer = useCallback((_reason: ModalCloseReason) => setDrawerOpen(false), []);
  const openDrawer = useCallback(() => setDrawerOpen(true), []);
  const openLogin = useCallback(() => {
    if (!loginThroughApp(profile, () => void revalidate())) shell.openLogin();
  }, [profile, revalidate]);

  // Device back closes the topmost dialog instead of leaving the page (spec §4).
  const closable = drawerOpen || errorModal !== null || (loginOpen && canCloseLogin);
  const shouldBlock = useCallback<BlockerFunction>(
    ({ historyAction }) => closable && historyAction === NavigationType.Pop,
    [closable],
  );
  const blocker = useBlocker(shouldBlock);
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    blocker.reset();
    if (shell.getState().errorModal) shell.closeErrorModal("back");
    else if (shell.getState().loginOpen) shell.closeLogin("back");
    else setDrawerOpen(false);
  }, [blocker]);

  const anyOverlay = drawerOpen || errorModal !== null || loginOpen;
  useEffect(() => {
    if (anyOverlay || idle) setOverlaysUsed(true);
  }, [anyOverlay, idle]);
  // Idle: the code that loads a navigation's route modules, ready for the first one.
  useEffect(() => {
    if (idle) warmRouteModuleRetry();
  }, [idle]);
  // Idle: the stored session is reused or fetched again (spec §4 Session), in
  // the app through its client, which waits for the app's sign-in; analytics start.
  const inAppClient = inApp.client;
  useEffect(() => {
    if (!idle) return;
    const fetcher = inAppClient ? inAppClient.request : undefined;
    import("../lib/idle-tasks.ts")
      .then((m) => m.runIdleTasks(signedIn, fetcher as typeof fetch | undefined))
      .catch(() => undefined);
  }, [idle, signedIn, inAppClient]);

  const hostname = root?.hostname ?? "";
  const inFrame = loginOpensInFrame(hostname, root?.loginFrameHosts ?? []);
  const theme = profile.loginTheme;
  const t = useMessages<ShellMessages>();
  const other = root?.locale === "hi" ? "en" : "hi";
  const language = {
    href: languageSwitchHref(other, `${location.pathname}${location.search}`),
    lang: LANGUAGE_TAGS[other],
  };

  return (
    <>
      <a className="skip-link" href="#main">
        {t.skipToMain}
      </a>
      <PageProgress />
      <div className="shell" inert={loaderVisible}>
        {handle.hideHeader ? null : (
          <SiteHeader
            drawerOpen={drawerOpen}
            onMenu={openDrawer}
            menuButtonRef={menuButtonRef}
            loginHref={loginUrl({ hostname, theme, inFrame: false, next: location.pathname })}
            onLogin={openLogin}
            viewer={root?.viewer ?? null}
            title={handle.headerTitle}
            backTo={handle.backTo}
            onBack={onBack}
            language={language}
          />
        )}
        <main
          id="main"
          tabIndex={-1}
          className={busy ? "shell__main is-busy" : "shell__main"}
          aria-busy={busy || undefined}
        >
          <OfflineBanner />
          {children}
        </main>
        {handle.hideFooter ? null : <SiteFooter profile={profile} />}
        {handle.showBottomMenu ? <BottomMenu profile={profile} /> : null}
      </div>
      <SnackbarHost />
      <RouteChange />
      <LoaderHost />
      {overlaysUsed || anyOverlay ? (
        <Suspense fallback={null}>
          <Overlays
            profile={profile}
            errorModal={errorModal}
            drawerOpen={drawerOpen}
            onDrawerClose={closeDrawer}
            menuButtonRef={menuButtonRef}
            signedIn={signedIn}
            login={{
              open: loginOpen,
              canClose: canCloseLogin,
              frameUrl: inFrame ? loginUrl({ hostname, theme, inFrame: true }) : null,
              pageUrl: loginUrl({ hostname, theme, inFrame: false, next: location.pathname }),
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
