/**
 * Partner profiles (spec §1): the direct site and the travel-app affiliate
 * differ only in data, never in code paths. The web shell picks a profile per
 * request (see `resolveAffiliate`), and the profile picks the theme.
 */

/** The affiliate id of the travel-app partner, as passed in `?platform=`. */
export const TRAVEL_APP_AFFILIATE_ID = "travelapp";

/** Affiliate clients that may be remembered between visits (spec §4 "Affiliate id"). */
export const AFFILIATE_CLIENTS = [TRAVEL_APP_AFFILIATE_ID] as const;
export type AffiliateId = (typeof AFFILIATE_CLIENTS)[number];

/** The query value that forgets a remembered affiliate. */
export const UNSET_AFFILIATE = "unset";
/** The query parameter that names the affiliate. */
export const AFFILIATE_QUERY_PARAM = "platform";
/** The cookie (and device-storage key) that remembers the affiliate. */
export const AFFILIATE_COOKIE = "safar_platform";

export type ProfileId = "default" | AffiliateId;
export type ThemeName = "default" | "travel";
export type ScreenNamePrefix = "TRAIN_DWEB" | "TRAIN_MWEB" | "TRAIN_AFFILIATE_TA";

/** Items of the mobile home bottom menu (spec §2 "Screen contents"). */
export type BottomMenuItem = "offers" | "help" | "myBookings";

/** Features a profile can switch off; shell and features check `isFeatureEnabled`. */
export type Feature =
  | BottomMenuItem
  | "login"
  | "hotels"
  | "smartFilter"
  | "tatkalScheduling"
  | "freeCancellation"
  | "recentSearches"
  | "serviceWorker"
  | "aadhaarLinkInApp";

export interface SupportInfo {
  email: string;
  /** Shown for the travel app only (spec §9 "A help number is shown for the travel app"). */
  helpNumber: string | null;
  helpUrl: string;
}

export interface PartnerProfile {
  id: ProfileId;
  /** Analytics screen-name prefix by device class (spec §9). */
  screenNamePrefix: Readonly<{ mobile: ScreenNamePrefix; desktop: ScreenNamePrefix }>;
  theme: ThemeName;
  /** The login page's theme flag (`/v1/api/login?theme=`). */
  loginTheme: "default" | "travel";
  /** Colour of the browser/app status bar (`<meta name="theme-color">`). */
  statusBarColor: string;
  /** The widget at the top of the train home. */
  homeWidget: "searchForm" | "travelLanding";
  /** The floating action widget on the home (null: none). */
  floatingWidget: "offers" | "help" | null;
  /** Where "Contact us" goes. */
  contactUsWidget: "careLink" | "helpNumber";
  supportInfo: SupportInfo;
  /** Entries of the booking menu (desktop drawer / account menu), in order. */
  bookingMenu: readonly { id: string; label: string; href: string }[];
  /** The mobile home bottom menu, in order: Offers, Help, My Bookings, less the disabled ones. */
  bottomMenu: readonly BottomMenuItem[];
  /** How the traveller pays. */
  paymentOption: "paymentGateway" | "parentWallet";
  /** What the device back button does on the train home. */
  homeBackHandling: "history" | "travelLanding";
  disabledFeatures: readonly Feature[];
  /** How deep links open. */
  deeplinkHandling: "sameWindow" | "parentApp";
  /** Query parameters every outgoing API call carries (spec §7 generic wrapper). */
  defaultParams: Readonly<Record<string, string>>;
  /** Query parameters stripped from incoming URLs before they are shared or canonicalised. */
  paramsToRemove: readonly string[];
  /** What happens after payment. */
  completeBookingMode: "orderSummary" | "parentOrderHistory";
  /** Where the signed-in user's details come from. */
  userInfoMethod: "session" | "parentBridge";
  /** What the header back arrow does. */
  backHandling: "history" | "parentApp";
  /** Layout density. */
  view: "responsive" | "webView";
  /** The storefront content service's storefront. */
  storefrontType: "trains" | "travel";
}

const BOTTOM_MENU_ORDER: readonly BottomMenuItem[] = ["offers", "help", "myBookings"];

function bottomMenu(disabled: readonly Feature[]): BottomMenuItem[] {
  return BOTTOM_MENU_ORDER.filter((item) => !disabled.includes(item));
}

const DEFAULT_DISABLED: readonly Feature[] = ["help"];
const TRAVEL_DISABLED: readonly Feature[] = ["myBookings", "hotels", "aadhaarLinkInApp"];

/** The booking menu's entries every profile ends with, after its own orders entry. */
const STATUS_AND_OFFERS_MENU: PartnerProfile["bookingMenu"] = [
  { id: "pnr", label: "PNR Status", href: "/trains/check-pnr" },
  { id: "liveStatus", label: "Train Status", href: "/trains/check-lts" },
  { id: "offers", label: "Offers", href: "/travel/offers" },
];

/** The direct site's status-bar colour; the web app's document falls back to it (root.tsx). */
export const DEFAULT_STATUS_BAR_COLOR = "#0b4a8f";

/** The direct site's profile. */
export const DEFAULT_PROFILE: PartnerProfile = {
  id: "default",
  screenNamePrefix: { mobile: "TRAIN_MWEB", desktop: "TRAIN_DWEB" },
  theme: "default",
  loginTheme: "default",
  statusBarColor: DEFAULT_STATUS_BAR_COLOR,
  homeWidget: "searchForm",
  floatingWidget: "offers",
  contactUsWidget: "careLink",
  supportInfo: { email: "care@safar.example", helpNumber: null, helpUrl: "/care" },
  bookingMenu: [
    { id: "myBookings", label: "My Bookings", href: "/trains/mybookings" },
    ...STATUS_AND_OFFERS_MENU,
  ],
  bottomMenu: bottomMenu(DEFAULT_DISABLED),
  paymentOption: "paymentGateway",
  homeBackHandling: "history",
  disabledFeatures: DEFAULT_DISABLED,
  deeplinkHandling: "sameWindow",
  defaultParams: { client: "web" },
  paramsToRemove: ["sso_token", "wallet_token"],
  completeBookingMode: "orderSummary",
  userInfoMethod: "session",
  backHandling: "history",
  view: "responsive",
  storefrontType: "trains",
};

export const TRAVEL_APP_PROFILE: PartnerProfile = {
  id: TRAVEL_APP_AFFILIATE_ID,
  screenNamePrefix: { mobile: "TRAIN_AFFILIATE_TA", desktop: "TRAIN_AFFILIATE_TA" },
  theme: "travel",
  loginTheme: "travel",
  statusBarColor: "#00285c",
  homeWidget: "travelLanding",
  floatingWidget: "help",
  contactUsWidget: "helpNumber",
  supportInfo: {
    email: "travel-care@safar.example",
    helpNumber: "0120 4456 456",
    helpUrl: "/care",
  },
  bookingMenu: [
    { id: "orders", label: "Your Orders", href: "/myorders?type=travel_v2" },
    ...STATUS_AND_OFFERS_MENU,
  ],
  bottomMenu: bottomMenu(TRAVEL_DISABLED),
  paymentOption: "parentWallet",
  homeBackHandling: "travelLanding",
  disabledFeatures: TRAVEL_DISABLED,
  deeplinkHandling: "parentApp",
  defaultParams: { client: "web", affiliate: TRAVEL_APP_AFFILIATE_ID },
  paramsToRemove: ["sso_token", "wallet_token", AFFILIATE_QUERY_PARAM],
  completeBookingMode: "parentOrderHistory",
  userInfoMethod: "parentBridge",
  backHandling: "parentApp",
  view: "webView",
  storefrontType: "travel",
};

export const PARTNER_PROFILES: Readonly<Record<ProfileId, PartnerProfile>> = {
  default: DEFAULT_PROFILE,
  travelapp: TRAVEL_APP_PROFILE,
};

export function isAffiliateClient(value: string | null | undefined): value is AffiliateId {
  return (AFFILIATE_CLIENTS as readonly string[]).includes(value ?? "");
}

export function isFeatureEnabled(profile: PartnerProfile, feature: Feature): boolean {
  return !profile.disabledFeatures.includes(feature);
}

/**
 * A `?platform=` value as people type it: case, spaces, hyphens, underscores
 * and dots do not matter (`Travel App`, `travel-app`, `TravelApp`,
 * `travel_app` are all `travelapp`). Null when empty or absurdly long.
 */
export function parsePlatform(raw: string | null | undefined): string | null {
  if (!raw || raw.length > 64) return null;
  const folded = raw.toLowerCase().replace(/[\s_.-]+/g, "");
  return folded.length > 0 ? folded : null;
}

export interface AffiliateResolution {
  /** The profile to render. */
  profileId: ProfileId;
  /**
   * What to do with the remembered value: `set` stores `profileId`, `remove`
   * forgets it, `keep` leaves storage as it is.
   */
  storage: "set" | "remove" | "keep";
}

/**
 * The affiliate for a request (spec §4 "Affiliate id"): the `platform` query
 * value, else the stored value, else the default site. `unset` removes the
 * stored value; only listed affiliate clients are stored, and an unknown
 * query value falls back to what is stored.
 */
export function resolveAffiliate(input: {
  query: string | null | undefined;
  stored: string | null | undefined;
}): AffiliateResolution {
  const query = parsePlatform(input.query);
  const stored = isAffiliateClient(input.stored) ? input.stored : null;
  if (query === UNSET_AFFILIATE) {
    return { profileId: "default", storage: input.stored ? "remove" : "keep" };
  }
  if (isAffiliateClient(query)) {
    return { profileId: query, storage: query === input.stored ? "keep" : "set" };
  }
  if (stored) return { profileId: stored, storage: "keep" };
  // A stored value that is no longer a listed client is forgotten.
  return { profileId: "default", storage: input.stored ? "remove" : "keep" };
}

export function profileFor(id: ProfileId): PartnerProfile {
  return PARTNER_PROFILES[id];
}
