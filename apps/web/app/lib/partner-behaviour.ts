import type { PartnerProfile } from "@safar/contracts/partner-profiles";

/**
 * What each partner-profile difference of spec §1 does in the web app, as
 * pure functions of the profile: the shell, the home, the payment page and
 * the in-app wiring call these, and `partner-behaviour.test.ts` checks both
 * profiles against each.
 */

export interface LinkSpec {
  label: string;
  href: string;
}

/** The travel-app landing (spec §2 "Travel-app landing"). */
export const TRAVEL_LANDING_PATH = "/travel";

/** The seven verticals of the travel-app landing, in the spec's order. */
export const TRAVEL_VERTICALS = [
  { id: "flights", label: "Flights", href: "/flights/", icon: "plane" },
  { id: "bus", label: "Bus", href: "/bus/", icon: "bus" },
  { id: "trains", label: "Trains", href: "/trains/", icon: "train" },
  { id: "hotels", label: "Hotels", href: "/travel/hotels", icon: "hotel" },
  {
    id: "internationalFlights",
    label: "International Flights",
    href: "/international-flights/",
    icon: "globe",
  },
  { id: "offers", label: "Offers", href: "/travel/offers", icon: "offers" },
  { id: "metro", label: "Metro", href: "/metro/", icon: "metro" },
] as const;

/** homeWidget: what sits above the train home's search form (null: the form alone). */
export function homeWidget(profile: PartnerProfile): "verticals" | null {
  return profile.homeWidget === "travelLanding" ? "verticals" : null;
}

/** floatingWidget: the floating action link of the home. */
export function floatingWidget(profile: PartnerProfile): LinkSpec | null {
  switch (profile.floatingWidget) {
    case "offers":
      return { label: "Offers", href: "/travel/offers" };
    case "help":
      return { label: "Help", href: profile.supportInfo.helpUrl };
    default:
      return null;
  }
}

/** `tel:` form of a printed phone number. */
export function telHref(number: string): string {
  return `tel:${number.replace(/[^\d+]/g, "")}`;
}

/** contactUsWidget: where the footer's "Contact us" goes. */
export function contactUs(profile: PartnerProfile): LinkSpec {
  const number = profile.supportInfo.helpNumber;
  if (profile.contactUsWidget === "helpNumber" && number) {
    return { label: `Call ${number}`, href: telHref(number) };
  }
  return { label: "Contact us", href: profile.supportInfo.helpUrl };
}

/** homeBackHandling: the home's back link (null: the browser's own history). */
export function homeBack(profile: PartnerProfile): LinkSpec | null {
  return profile.homeBackHandling === "travelLanding"
    ? { label: "Back to travel", href: TRAVEL_LANDING_PATH }
    : null;
}

/** deeplinkHandling: whether a link to another vertical is handed to the parent app. */
export function deeplinkViaApp(profile: PartnerProfile, inApp: boolean): boolean {
  return profile.deeplinkHandling === "parentApp" && inApp;
}

/** defaultParams: the profile's parameters added to a same-site URL where absent (spec §7). */
export function withDefaultParams(profile: PartnerProfile, input: string): string {
  const base = "http://same.site";
  const url = new URL(input, base);
  if (url.origin !== base && !input.startsWith("/")) return input;
  for (const [key, value] of Object.entries(profile.defaultParams)) {
    if (!url.searchParams.has(key)) url.searchParams.set(key, value);
  }
  return url.origin === base ? `${url.pathname}${url.search}${url.hash}` : url.toString();
}

/**
 * paramsToRemove: the address without the parameters the profile strips
 * (tokens, and for the travel app the platform once remembered), or null
 * when there is none to strip.
 */
export function strippedAddress(profile: PartnerProfile, pathAndQuery: string): string | null {
  const url = new URL(pathAndQuery, "http://same.site");
  const present = profile.paramsToRemove.filter((p) => url.searchParams.has(p));
  if (present.length === 0) return null;
  for (const p of present) url.searchParams.delete(p);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * completeBookingMode: where a paid order's page sends the traveller on: the
 * site's own bookings, or the parent app's order history (spec §2
 * `/myorders?type=travel_v2`; in the app through the bridge).
 */
export function bookingComplete(profile: PartnerProfile): LinkSpec & { viaApp: boolean } {
  return profile.completeBookingMode === "parentOrderHistory"
    ? { label: "Go to Your Orders", href: "/myorders?type=travel_v2", viaApp: true }
    : { label: "See all my bookings", href: "/trains/mybookings", viaApp: false };
}

/** paymentOption: how the payment page offers to pay. */
export function paymentPresentation(profile: PartnerProfile): {
  kind: "gateway" | "parentWallet";
  heading: string | null;
} {
  return profile.paymentOption === "parentWallet"
    ? { kind: "parentWallet", heading: "Pay with your travel app wallet" }
    : { kind: "gateway", heading: null };
}

// userInfoMethod and backHandling: in `partner-app.ts`, which the shell needs (W3).

/** storefrontType: the home banner the storefront content service gives each storefront. */
export const STOREFRONTS = {
  trains: {
    title: "IRCTC authorised partner",
    text: "Book confirmed train tickets, check PNR status and follow your train live.",
    link: { label: "See train offers", href: "/travel/offers" },
  },
  travel: {
    title: "One app for every trip",
    text: "Trains here, and flights, buses and hotels in the travel app: pay from its wallet.",
    link: { label: "All travel offers", href: "/travel/offers" },
  },
} as const satisfies Record<PartnerProfile["storefrontType"], unknown>;

export function storefront(profile: PartnerProfile) {
  return STOREFRONTS[profile.storefrontType];
}
