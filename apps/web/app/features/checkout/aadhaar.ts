import { isFeatureEnabled, type PartnerProfile } from "@safar/contracts/partner-profiles";
import type { DeviceClass } from "../../lib/device.ts";

/**
 * A railway user ID's Aadhaar authentication as the order screens show it
 * (issue 20): "Aadhaar authenticated · XXXX XXXX 1234", or a link to the
 * railway's own Aadhaar page (`aadhaarUrl`, from the railway-ID status).
 */
export interface AadhaarView {
  railwayUserId: string;
  authenticated: boolean;
  /** `XXXX XXXX 1234`; null when not authenticated (or flagged without a number). */
  masked: string | null;
  /** The railway's page, coming back to the screen it was opened from. */
  url: string;
  /** The device class of the request (its user agent), for where the link opens. */
  device: DeviceClass;
}

/**
 * Where the railway's Aadhaar page opens (spec §2 "Shell behaviour": "in the
 * app as embedded, on desktop in a new tab, otherwise in the same window").
 * In the app: a profile that is a web view inside the partner's app, unless
 * it switches the in-app Aadhaar link off (`aadhaarLinkInApp` in its
 * `disabledFeatures`: the travel app does), when the device decides.
 */
export type AadhaarLinkMode = "embedded" | "newTab" | "sameWindow";

export function aadhaarLinkMode(profile: PartnerProfile, device: DeviceClass): AadhaarLinkMode {
  if (profile.view === "webView" && isFeatureEnabled(profile, "aadhaarLinkInApp")) {
    return "embedded";
  }
  return device === "desktop" ? "newTab" : "sameWindow";
}
