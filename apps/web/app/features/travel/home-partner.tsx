import { Icon } from "../../components/ui/icon.tsx";
import { translated, useMessages } from "../../lib/i18n.ts";
import { openThroughApp, useInApp } from "../../lib/in-app-state.ts";
import { floatingWidget, homeBack, homeWidget, storefront } from "../../lib/partner-behaviour.ts";
import { usePartnerProfile } from "../../lib/profile.ts";
import { TravelVerticals } from "./travel-verticals.tsx";

/**
 * The train home's partner parts (spec §1): the home widget (the travel
 * app's verticals above the form) with the home back link (to the travel
 * landing; in the app, back to the app), the storefront's banner and the
 * floating widget (Offers on the site, Help in the travel app).
 */
export function HomePartnerTop() {
  const profile = usePartnerProfile();
  const { bridge } = useInApp();
  const back = homeBack(profile);
  const widget = homeWidget(profile);
  const t = useMessages<object>();
  if (!back && !widget) return null;
  return (
    <div className="home-partner-bar" data-home-widget={widget ?? undefined}>
      {back ? (
        <a
          className="home-partner-bar__back"
          href={back.href}
          onClick={(event) => {
            // In the app the travel landing is the app's own home.
            if (bridge?.inApp) {
              event.preventDefault();
              void bridge.call("navigate", { to: "home" });
            }
          }}
        >
          <Icon name="back" />
          {translated(t, back.label)}
        </a>
      ) : null}
      {widget === "verticals" ? (
        <TravelVerticals label={translated(t, "Book travel")} current="trains" />
      ) : null}
    </div>
  );
}

export function StorefrontBanner() {
  const profile = usePartnerProfile();
  const content = storefront(profile);
  const t = useMessages<object>();
  return (
    <aside
      className="storefront-banner"
      aria-label={translated(t, "Highlights")}
      data-storefront={profile.storefrontType}
    >
      <p className="storefront-banner__title">{translated(t, content.title)}</p>
      <p>{translated(t, content.text)}</p>
      <a href={content.link.href}>{translated(t, content.link.label)}</a>
    </aside>
  );
}

export function FloatingWidget() {
  const profile = usePartnerProfile();
  const link = floatingWidget(profile);
  const t = useMessages<object>();
  if (!link) return null;
  return (
    <a
      className="floating-widget"
      href={link.href}
      data-floating-widget={profile.floatingWidget ?? undefined}
      onClick={(event) => {
        if (link.href === profile.supportInfo.helpUrl && openThroughApp(link.href, "pushWindow")) {
          event.preventDefault();
        }
      }}
    >
      <Icon name={profile.floatingWidget === "help" ? "help" : "offers"} />
      {translated(t, link.label)}
    </a>
  );
}
