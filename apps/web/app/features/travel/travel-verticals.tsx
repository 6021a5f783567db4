import { Icon, type IconName } from "../../components/ui/icon.tsx";
import { translated, useMessages } from "../../lib/i18n.ts";
import { openThroughApp, useInApp } from "../../lib/in-app-state.ts";
import { deeplinkViaApp, TRAVEL_VERTICALS } from "../../lib/partner-behaviour.ts";
import { usePartnerProfile } from "../../lib/profile.ts";

/**
 * The travel-app landing's seven verticals (spec §2), as plain links. With
 * the travel app's deeplink handling, inside the app a vertical other than
 * Trains is handed to the app (`openDeepLink`) instead of opening here.
 */
export function TravelVerticals({
  label = "Travel",
  current,
}: {
  label?: string;
  /** The vertical this page belongs to. */
  current?: (typeof TRAVEL_VERTICALS)[number]["id"];
}) {
  const profile = usePartnerProfile();
  const { bridge } = useInApp();
  const viaApp = deeplinkViaApp(profile, bridge?.inApp ?? false);
  // A page that sent the verticals' words (home) shows them in its language.
  const t = useMessages<object>();
  return (
    <nav className="travel-verticals" aria-label={translated(t, label)}>
      <ul>
        {TRAVEL_VERTICALS.map((v) => (
          <li
            key={v.id}
            className={v.id === "internationalFlights" ? "travel-verticals__wide" : undefined}
          >
            <a
              className="travel-verticals__link"
              href={v.href}
              data-deeplink={viaApp && v.id !== "trains" ? "app" : undefined}
              aria-current={v.id === current ? "page" : undefined}
              onClick={(event) => {
                if (viaApp && v.id !== "trains" && openThroughApp(v.href)) event.preventDefault();
              }}
            >
              <span className="travel-verticals__icon">
                <Icon name={v.icon as IconName} />
              </span>
              <span>{translated(t, v.label)}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
