import type { PartnerProfile } from "@safar/contracts/partner-profiles";
import { NavLink } from "react-router";
import type { ShellMessages } from "../i18n/shell.ts";
import { useMessages } from "../lib/i18n.ts";
import { BOTTOM_MENU_ENTRIES } from "../lib/nav.ts";
import { Icon, type IconName } from "./ui/icon.tsx";

/**
 * The mobile home bottom menu (spec §2): Offers, Help, My Bookings, less
 * what the partner profile disables. Shown where a route's handle sets
 * `showBottomMenu`; hidden on desktop.
 */
export function BottomMenu({ profile }: { profile: PartnerProfile }) {
  const t = useMessages<ShellMessages>();
  return (
    <nav className="bottom-menu" aria-label={t.homeMenu}>
      <ul>
        {profile.bottomMenu.map((item) => {
          const entry = BOTTOM_MENU_ENTRIES[item];
          return (
            <li key={entry.id}>
              <NavLink to={entry.href} className="bottom-menu__link">
                <Icon name={entry.icon as IconName} />
                <span>{t[`nav_${entry.id}` as keyof ShellMessages] ?? entry.label}</span>
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
