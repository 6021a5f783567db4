import type { PartnerProfile } from "@safar/contracts/partner-profiles";
import { Link } from "react-router";
import { drawerEntries } from "../lib/nav.ts";
import { contactUs } from "../lib/partner-behaviour.ts";

/** The footer: every menu link (so they work before JavaScript) and the support details. */
export function SiteFooter({ profile }: { profile: PartnerProfile }) {
  const { supportInfo } = profile;
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <nav aria-label="Footer">
          <ul className="site-footer__links">
            {drawerEntries(profile).map((entry) => (
              <li key={entry.id}>
                <Link to={entry.href}>{entry.label}</Link>
              </li>
            ))}
            <li>
              <Link to="/trains/trains-sitemap">Sitemap</Link>
            </li>
          </ul>
        </nav>
        <p className="site-footer__support">
          <a href={contactUs(profile).href} data-contact-us={profile.contactUsWidget}>
            {contactUs(profile).label}
          </a>
          {" · "}
          <a href={`mailto:${supportInfo.email}`}>{supportInfo.email}</a>
        </p>
        <p className="site-footer__legal">
          Safar is an authorised partner for railway e-tickets. © Safar
        </p>
      </div>
    </footer>
  );
}
