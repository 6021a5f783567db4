import type { PartnerProfile } from "@safar/contracts/partner-profiles";
import { Link } from "react-router";
import type { ShellMessages } from "../i18n/shell.ts";
import { fill, useMessages } from "../lib/i18n.ts";
import { drawerEntries } from "../lib/nav.ts";
import { contactUs } from "../lib/partner-behaviour.ts";

/** The footer: every menu link (so they work before JavaScript) and the support details. */
export function SiteFooter({ profile }: { profile: PartnerProfile }) {
  const { supportInfo } = profile;
  const t = useMessages<ShellMessages>();
  const contact = contactUs(profile);
  const number = supportInfo.helpNumber;
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <nav aria-label={t.footerNav}>
          <ul className="site-footer__links">
            {drawerEntries(profile).map((entry) => (
              <li key={entry.id}>
                <Link to={entry.href}>
                  {t[`nav_${entry.id}` as keyof ShellMessages] ?? entry.label}
                </Link>
              </li>
            ))}
            <li>
              <Link to="/trains/trains-sitemap">{t.sitemap}</Link>
            </li>
          </ul>
        </nav>
        <p className="site-footer__support">
          <a href={contact.href} data-contact-us={profile.contactUsWidget}>
            {contact.href.startsWith("tel:") && number
              ? fill(t.callNumber, { number })
              : t.contactUs}
          </a>
          {" · "}
          <a href={`mailto:${supportInfo.email}`}>{supportInfo.email}</a>
        </p>
        <p className="site-footer__legal">{t.legal}</p>
      </div>
    </footer>
  );
}
