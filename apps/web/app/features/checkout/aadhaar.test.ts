import {
  DEFAULT_PROFILE,
  type PartnerProfile,
  TRAVEL_APP_PROFILE,
} from "@safar/contracts/partner-profiles";
import { describe, expect, it } from "vitest";
import { aadhaarLinkMode } from "./aadhaar.ts";

describe("the Aadhaar link (spec §2: embedded in the app, a new tab on desktop, else the same window)", () => {
  it("opens in a new tab on desktop and in the same window on phones and tablets", () => {
    expect(aadhaarLinkMode(DEFAULT_PROFILE, "desktop")).toBe("newTab");
    expect(aadhaarLinkMode(DEFAULT_PROFILE, "mobile")).toBe("sameWindow");
    expect(aadhaarLinkMode(DEFAULT_PROFILE, "tablet")).toBe("sameWindow");
  });

  it("is embedded in an app's web view that allows it, whatever the device", () => {
    const inApp: PartnerProfile = { ...TRAVEL_APP_PROFILE, disabledFeatures: [] };
    expect(aadhaarLinkMode(inApp, "mobile")).toBe("embedded");
    expect(aadhaarLinkMode(inApp, "desktop")).toBe("embedded");
  });

  it("follows the device in the travel app, which switches the in-app link off", () => {
    expect(TRAVEL_APP_PROFILE.disabledFeatures).toContain("aadhaarLinkInApp");
    expect(aadhaarLinkMode(TRAVEL_APP_PROFILE, "mobile")).toBe("sameWindow");
    expect(aadhaarLinkMode(TRAVEL_APP_PROFILE, "desktop")).toBe("newTab");
  });
});
