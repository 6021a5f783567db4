import type { PartnerProfile } from "@safar/contracts/partner-profiles";
import { setInAppState } from "./in-app-state.ts";
import { signsInThroughApp } from "./partner-app.ts";
import { strippedAddress } from "./partner-behaviour.ts";

/** Where a sign-in link of this site goes (the web login page), or null for other links. */
export function loginLinkTarget(anchor: HTMLAnchorElement): string | null {
  if (anchor.origin !== window.location.origin) return null;
  if (!anchor.pathname.startsWith("/v1/api/login")) return null;
  const next = new URL(anchor.href).searchParams.get("next");
  return next?.startsWith("/") && !next.startsWith("//") ? next : window.location.pathname;
}

/**
 * Once, after hydration (loaded then, never in the first-load JavaScript,
 * W3): strips the profile's parameters from the address (spec §1
 * parameters to remove), then looks for the host app. Inside it: the
 * status-bar colour is the profile's, the app's loader is dismissed, and
 * with the travel app's user-info method the app's token signs in (spec §4
 * "In the app: login via the bridge"); sign-in links ask the app instead of
 * opening the web login. `onSignedIn` reloads the page's data. Answers the
 * cleanup.
 */
export function bootInApp(
  profile: PartnerProfile,
  signedIn: boolean,
  onSignedIn: (next: string | null) => void,
): () => void {
  const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
  const cleaned = strippedAddress(profile, here);
  if (cleaned) window.history.replaceState(window.history.state, "", cleaned);

  let cancelled = false;
  let removeClicks: (() => void) | null = null;
  const boot = async ([{ nativeBridge }, { createInAppClient }]: [
    typeof import("./native-bridge.ts"),
    typeof import("./in-app.ts"),
  ]) => {
    const bridge = await nativeBridge();
    if (cancelled || !bridge.inApp) return;
    const client = createInAppClient({
      bridge,
      profile,
      fetch: window.fetch.bind(window),
      signedIn,
    });
    setInAppState({ bridge, client });
    document.documentElement.dataset.inApp = "true";
    void bridge.call("setStatusBarColor", { color: profile.statusBarColor });
    void bridge.call("dismissLoader", {});
    if (!signsInThroughApp(profile, true)) return;
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.("a");
      const next = anchor ? loginLinkTarget(anchor) : null;
      if (next === null) return;
      event.preventDefault();
      void client.login().then((ok) => ok && onSignedIn(next));
    };
    document.addEventListener("click", onClick, true);
    removeClicks = () => document.removeEventListener("click", onClick, true);
    if (!signedIn && (await client.login())) onSignedIn(null);
  };
  // Offline at load the chunks cannot come; try again once back online.
  let removeRetry: (() => void) | null = null;
  const load = () => {
    Promise.all([import("./native-bridge.ts"), import("./in-app.ts")]).then(boot, () => {
      if (cancelled) return;
      const retry = () => {
        removeRetry = null;
        load();
      };
      window.addEventListener("online", retry, { once: true });
      removeRetry = () => window.removeEventListener("online", retry);
    });
  };
  load();
  return () => {
    cancelled = true;
    removeClicks?.();
    removeRetry?.();
  };
}
