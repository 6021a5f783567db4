import {
  DEFAULT_PROFILE,
  type PartnerProfile,
  TRAVEL_APP_PROFILE,
} from "@safar/contracts/partner-profiles";
import { describe, expect, it } from "vitest";
import { BOTTOM_MENU_ENTRIES, drawerEntries } from "./nav.ts";
import { backThroughApp, signsInThroughApp } from "./partner-app.ts";
import {
  bookingComplete,
  contactUs,
  deeplinkViaApp,
  floatingWidget,
  homeBack,
  homeWidget,
  paymentPresentation,
  storefront,
  strippedAddress,
  TRAVEL_VERTICALS,
  withDefaultParams,
} from "./partner-behaviour.ts";

/**
 * Spec §1: the default site and the travel-app affiliate differ in sixteen
 * things. Each row is what the app does with one of them (the value a screen
 * shows or a behaviour takes), for both profiles: they must differ, and each
 * must be the one expected.
 */
interface Row {
  difference: string;
  observe: (profile: PartnerProfile) => unknown;
  default: unknown;
  travel: unknown;
}

const IN_APP = true;

const ROWS: Row[] = [
  {
    difference: "home widget",
    observe: homeWidget,
    default: null,
    travel: "verticals",
  },
  {
    difference: "floating widget",
    observe: floatingWidget,
    default: { label: "Offers", href: "/travel/offers" },
    travel: { label: "Help", href: "/care" },
  },
  {
    difference: "contact-us widget",
    observe: contactUs,
    default: { label: "Contact us", href: "/care" },
    travel: { label: "Call 0120 4456 456", href: "tel:01204456456" },
  },
  {
    difference: "support info",
    observe: (p) => [p.supportInfo.email, p.supportInfo.helpNumber],
    default: ["care@safar.example", null],
    travel: ["travel-care@safar.example", "0120 4456 456"],
  },
  {
    difference: "booking menu",
    observe: (p) => drawerEntries(p).map((e) => e.label),
    default: ["Home", "My Bookings", "PNR Status", "Train Status", "Offers", "Hotels"],
    travel: ["Home", "Your Orders", "PNR Status", "Train Status", "Offers", "Help"],
  },
  {
    difference: "payment option",
    observe: (p) => paymentPresentation(p).kind,
    default: "gateway",
    travel: "parentWallet",
  },
  {
    difference: "home back handling",
    observe: homeBack,
    default: null,
    travel: { label: "Back to travel", href: "/travel" },
  },
  {
    difference: "disabled features (home bottom menu)",
    observe: (p) => p.bottomMenu.map((item) => BOTTOM_MENU_ENTRIES[item].label),
    default: ["Offers", "My Bookings"],
    travel: ["Offers", "Help"],
  },
  {
    difference: "deeplink handling (inside the app)",
    observe: (p) => deeplinkViaApp(p, IN_APP),
    default: false,
    travel: true,
  },
  {
    difference: "default and removed parameters (defaults added)",
    observe: (p) => withDefaultParams(p, "/api/trains/v5/search?from=NDLS"),
    default: "/api/trains/v5/search?from=NDLS&client=web",
    travel: "/api/trains/v5/search?from=NDLS&client=web&affiliate=travelapp",
  },
  {
    difference: "default and removed parameters (removal)",
    observe: (p) => strippedAddress(p, "/trains/?platform=travelapp&sso_token=x&from=NDLS"),
    default: "/trains/?platform=travelapp&from=NDLS",
    travel: "/trains/?from=NDLS",
  },
  {
    difference: "complete-booking mode",
    observe: bookingComplete,
    default: { label: "See all my bookings", href: "/trains/mybookings", viaApp: false },
    travel: { label: "Go to Your Orders", href: "/myorders?type=travel_v2", viaApp: true },
  },
  {
    difference: "user-info method (inside the app)",
    observe: (p) => signsInThroughApp(p, IN_APP),
    default: false,
    travel: true,
  },
  {
    difference: "back handling (inside the app)",
    observe: (p) => backThroughApp(p, IN_APP),
    default: false,
    travel: true,
  },
  {
    difference: "view",
    observe: (p) => p.view,
    default: "responsive",
    travel: "webView",
  },
  {
    difference: "storefront type",
    observe: (p) => storefront(p).title,
    default: "IRCTC authorised partner",
    travel: "One app for every trip",
  },
  {
    difference: "status-bar colour",
    observe: (p) => p.statusBarColor,
    default: "#0b4a8f",
    travel: "#00285c",
  },
];

describe("the sixteen partner-profile differences (spec §1)", () => {
  it("has a row for each of the sixteen", () => {
    expect(new Set(ROWS.map((r) => r.difference.split(" (")[0])).size).toBe(16);
  });

  it.each(ROWS)("$difference differs, as expected, between the two profiles", (row) => {
    const direct = row.observe(DEFAULT_PROFILE);
    const travel = row.observe(TRAVEL_APP_PROFILE);
    expect(direct).toEqual(row.default);
    expect(travel).toEqual(row.travel);
    expect(direct).not.toEqual(travel);
  });
});

describe("in a browser (no host app)", () => {
  it("neither profile hands deeplinks, sign-in or back to an app", () => {
    for (const p of [DEFAULT_PROFILE, TRAVEL_APP_PROFILE]) {
      expect(deeplinkViaApp(p, false)).toBe(false);
      expect(signsInThroughApp(p, false)).toBe(false);
      expect(backThroughApp(p, false)).toBe(false);
    }
  });
});

describe("withDefaultParams", () => {
  it("keeps values already given and leaves other sites alone", () => {
    expect(withDefaultParams(TRAVEL_APP_PROFILE, "/x?client=HTML5")).toBe(
      "/x?client=HTML5&affiliate=travelapp",
    );
    expect(withDefaultParams(TRAVEL_APP_PROFILE, "https://elsewhere.example/a")).toBe(
      "https://elsewhere.example/a",
    );
  });

  it("strips nothing when no listed parameter is present", () => {
    expect(strippedAddress(DEFAULT_PROFILE, "/trains/?from=NDLS")).toBeNull();
  });
});

describe("the travel-app landing (spec §2)", () => {
  it("lists the seven verticals in the spec's order, Trains to the train home", () => {
    expect(TRAVEL_VERTICALS.map((v) => v.label)).toEqual([
      "Flights",
      "Bus",
      "Trains",
      "Hotels",
      "International Flights",
      "Offers",
      "Metro",
    ]);
    expect(TRAVEL_VERTICALS.find((v) => v.id === "trains")?.href).toBe("/trains/");
  });
});
