import { describe, expect, it } from "vitest";
import {
  AFFILIATE_CLIENTS,
  isFeatureEnabled,
  PARTNER_PROFILES,
  parsePlatform,
  profileFor,
  resolveAffiliate,
  TRAVEL_APP_AFFILIATE_ID,
} from "./partner-profiles.ts";

describe("resolveAffiliate (spec §4 Affiliate id)", () => {
  it("uses the default site when neither query nor storage names an affiliate", () => {
    expect(resolveAffiliate({ query: null, stored: null })).toEqual({
      profileId: "default",
      storage: "keep",
    });
  });

  it("takes a listed affiliate from the query and stores it", () => {
    expect(resolveAffiliate({ query: TRAVEL_APP_AFFILIATE_ID, stored: null })).toEqual({
      profileId: TRAVEL_APP_AFFILIATE_ID,
      storage: "set",
    });
  });

  it("accepts the query value case-insensitively and keeps an identical stored value", () => {
    expect(resolveAffiliate({ query: " TravelApp ", stored: TRAVEL_APP_AFFILIATE_ID })).toEqual({
      profileId: TRAVEL_APP_AFFILIATE_ID,
      storage: "keep",
    });
  });

  it("falls back to the stored affiliate when the query is absent", () => {
    expect(resolveAffiliate({ query: undefined, stored: TRAVEL_APP_AFFILIATE_ID })).toEqual({
      profileId: TRAVEL_APP_AFFILIATE_ID,
      storage: "keep",
    });
  });

  it("removes the stored affiliate on platform=unset", () => {
    expect(resolveAffiliate({ query: "unset", stored: TRAVEL_APP_AFFILIATE_ID })).toEqual({
      profileId: "default",
      storage: "remove",
    });
    expect(resolveAffiliate({ query: "unset", stored: null })).toEqual({
      profileId: "default",
      storage: "keep",
    });
  });

  it("never stores an unlisted client: the query is ignored and the stored value wins", () => {
    expect(resolveAffiliate({ query: "someoneelse", stored: null })).toEqual({
      profileId: "default",
      storage: "keep",
    });
    expect(resolveAffiliate({ query: "someoneelse", stored: TRAVEL_APP_AFFILIATE_ID })).toEqual({
      profileId: TRAVEL_APP_AFFILIATE_ID,
      storage: "keep",
    });
  });

  it("forgets a stored value that is not a listed client", () => {
    expect(resolveAffiliate({ query: null, stored: "retired-partner" })).toEqual({
      profileId: "default",
      storage: "remove",
    });
  });
});

describe("?platform= as people type it", () => {
  it.each([
    "travelapp",
    "TravelApp",
    "TRAVELAPP",
    "travel-app",
    "travel_app",
    "Travel App",
    " travel app ",
    "travel.app",
    "Travel-App",
  ])("%j is the travel app", (typed) => {
    expect(parsePlatform(typed)).toBe(TRAVEL_APP_AFFILIATE_ID);
    expect(resolveAffiliate({ query: typed, stored: null }).profileId).toBe(
      TRAVEL_APP_AFFILIATE_ID,
    );
  });

  it.each(["UNSET", " Unset "])("%j forgets the stored affiliate", (typed) => {
    expect(resolveAffiliate({ query: typed, stored: TRAVEL_APP_AFFILIATE_ID })).toEqual({
      profileId: "default",
      storage: "remove",
    });
  });

  it.each(["travel", "travelap", "app", "-", "   ", "travelapp2", "x".repeat(100)])(
    "unknown %j falls back to the default site",
    (typed) => {
      expect(resolveAffiliate({ query: typed, stored: null })).toEqual({
        profileId: "default",
        storage: "keep",
      });
    },
  );
});

describe("partner profiles (spec §1, §2)", () => {
  it("lists every affiliate client as a profile", () => {
    for (const id of AFFILIATE_CLIENTS) expect(profileFor(id).id).toBe(id);
  });

  it("the default site disables Help; the affiliate disables My Bookings", () => {
    expect(PARTNER_PROFILES.default.bottomMenu).toEqual(["offers", "myBookings"]);
    expect(isFeatureEnabled(PARTNER_PROFILES.default, "help")).toBe(false);
    expect(PARTNER_PROFILES.travelapp.bottomMenu).toEqual(["offers", "help"]);
    expect(isFeatureEnabled(PARTNER_PROFILES.travelapp, "myBookings")).toBe(false);
  });

  it("shows a help number only for the travel app, and each profile picks its theme", () => {
    expect(PARTNER_PROFILES.default.supportInfo.helpNumber).toBeNull();
    expect(PARTNER_PROFILES.travelapp.supportInfo.helpNumber).toMatch(/\d/);
    expect(PARTNER_PROFILES.default.theme).toBe("default");
    expect(PARTNER_PROFILES.travelapp.theme).toBe("travel");
    expect(PARTNER_PROFILES.default.statusBarColor).not.toBe(
      PARTNER_PROFILES.travelapp.statusBarColor,
    );
  });

  it("differs in every field the spec lists", () => {
    const fields = [
      "homeWidget",
      "floatingWidget",
      "contactUsWidget",
      "supportInfo",
      "bookingMenu",
      "paymentOption",
      "homeBackHandling",
      "disabledFeatures",
      "deeplinkHandling",
      "defaultParams",
      "paramsToRemove",
      "completeBookingMode",
      "userInfoMethod",
      "backHandling",
      "view",
      "storefrontType",
      "statusBarColor",
    ] as const;
    for (const field of fields) {
      expect(PARTNER_PROFILES.default[field], field).not.toEqual(PARTNER_PROFILES.travelapp[field]);
    }
  });
});
