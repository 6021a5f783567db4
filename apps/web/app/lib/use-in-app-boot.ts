import type { PartnerProfile } from "@safar/contracts/partner-profiles";
import { useEffect } from "react";
import { getInAppState } from "./in-app-state.ts";
import { signsInThroughApp } from "./partner-app.ts";

/** In-app mode's start, after hydration (`in-app-boot.ts`, loaded then: not in the first-load JavaScript, W3). */
export function useInAppBoot(
  profile: PartnerProfile,
  signedIn: boolean,
  onSignedIn: (next: string | null) => void,
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per document, on purpose.
  useEffect(() => {
    let cleanup: (() => void) | null = null;
    let gone = false;
    void import("./in-app-boot.ts").then((m) => {
      if (!gone) cleanup = m.bootInApp(profile, signedIn, onSignedIn);
    });
    return () => {
      gone = true;
      cleanup?.();
    };
  }, []);
}

/** The header's Login in the app: the app's sign-in; false when the web one must open. */
export function loginThroughApp(profile: PartnerProfile, onSignedIn: () => void): boolean {
  const { bridge, client } = getInAppState();
  if (!bridge || !client || !signsInThroughApp(profile, bridge.inApp)) return false;
  void client.login().then((ok) => ok && onSignedIn());
  return true;
}
