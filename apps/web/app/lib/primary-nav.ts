/** A link of the header, drawer or bottom menu. */
export interface NavEntry {
  id: string;
  label: string;
  href: string;
}

/** Links of the desktop header (apart from `nav.ts`, which the shell does not need: W3). */
export const PRIMARY_NAV: readonly NavEntry[] = [
  { id: "pnr", label: "PNR Status", href: "/trains/check-pnr" },
  { id: "liveStatus", label: "Train Status", href: "/trains/check-lts" },
  { id: "offers", label: "Offers", href: "/travel/offers" },
];
