import {
  type BottomMenuItem,
  isFeatureEnabled,
  type PartnerProfile,
} from "@safar/contracts/partner-profiles";
import { withHomeMarker } from "./home-link.ts";

import type { NavEntry } from "./primary-nav.ts";

/** The signed-in traveller's account page (ADR 030): in the drawer; the header writes it out (W3). */
export const ACCOUNT_PATH = "/trains/account";

/** The side drawer's links: home, the profile's booking menu, then hotels and help when enabled. */
export function drawerEntries(profile: PartnerProfile): NavEntry[] {
  const entries: NavEntry[] = [{ id: "home", label: "Home", href: withHomeMarker() }];
  entries.push(...profile.bookingMenu);
  if (isFeatureEnabled(profile, "hotels")) {
    entries.push({ id: "hotels", label: "Hotels", href: "/travel/hotels" });
  }
  if (isFeatureEnabled(profile, "help")) {
    entries.push({ id: "help", label: "Help", href: profile.supportInfo.helpUrl });
  }
  return entries;
}

/** The home bottom menu (spec §2): Offers, Help, My Bookings, less what the profile disables. */
export const BOTTOM_MENU_ENTRIES: Readonly<Record<BottomMenuItem, NavEntry & { icon: string }>> = {
  offers: { id: "offers", label: "Offers", href: "/travel/offers", icon: "offers" },
  help: { id: "help", label: "Help", href: "/care", icon: "help" },
  myBookings: {
    id: "myBookings",
    label: "My Bookings",
    href: "/trains/mybookings",
    icon: "bookings",
  },
};
