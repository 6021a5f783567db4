/** A link of the header, drawer or bottom menu. */
export interface NavEntry {
  id: string;
  label: string;
  href: string;
}

/** The signed-in traveller's account page (ADR 030): the header's account button and the drawer. */
export const ACCOUNT_PATH = "/trains/account";

/** Links of the desktop header (apart from `nav.ts`, which the shell does not need: W3). */
export const PRIMARY_NAV: readonly NavEntry[] = [
  { id: "pnr", label: "PNR Status", href: "/trains/check-pnr" },
  { id: "liveStatus", label: "Train Status", href: "/trains/check-lts" },
  { id: "offers", label: "Offers", href: "/travel/offers" },
];
