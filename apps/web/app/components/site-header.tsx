import type { Ref } from "react";
import { Link, NavLink } from "react-router";
import type { ShellMessages } from "../i18n/shell.ts";
import { withHomeMarker } from "../lib/home-link.ts";
import { fill, translated, useMessages } from "../lib/i18n.ts";
import { PRIMARY_NAV } from "../lib/primary-nav.ts";
import { Icon } from "./ui/icon.tsx";
import { Logo } from "./ui/logo.tsx";

export interface SiteHeaderProps {
  drawerOpen: boolean;
  onMenu: () => void;
  menuButtonRef: Ref<HTMLButtonElement>;
  /** The sign-in page, for the Login link before JavaScript runs. */
  loginHref: string;
  onLogin: () => void;
  /** The signed-in user (the Login link becomes their account page's link). */
  viewer: { label: string } | null;
  /** A page title and back target for the mobile header (route handle). */
  title?: string;
  backTo?: string;
  /** The back arrow handed to the host app (spec §1 back handling); true when it took it. */
  onBack?: () => boolean;
  /** The language switch: the other language's link back to this page (ADR 028). */
  language: { href: string; lang: string };
}

/**
 * The site header: 63 px on desktop with the logo linking home, the main
 * links and Login; on mobile (from 360 px) a compact bar with the menu
 * button, the logo (or a back arrow and page title) and Login. Beside a
 * page title the account button shrinks to its icon on a phone (its name
 * stays for screen readers), so the title is not cut short.
 */
export function SiteHeader({
  drawerOpen,
  onMenu,
  menuButtonRef,
  loginHref,
  onLogin,
  viewer,
  title,
  backTo,
  onBack,
  language,
}: SiteHeaderProps) {
  const t = useMessages<ShellMessages>();
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <button
          ref={menuButtonRef}
          type="button"
          className="icon-button site-header__menu"
          aria-label={t.openMenu}
          aria-haspopup="dialog"
          aria-expanded={drawerOpen}
          onClick={onMenu}
        >
          <Icon name="menu" />
        </button>
        {title ? (
          <div className="site-header__page">
            <Link
              className="icon-button site-header__back"
              to={backTo ?? "/trains/"}
              onClick={(event) => {
                if (onBack?.()) event.preventDefault();
              }}
            >
              <Icon name="back" />
              <span className="visually-hidden">{t.back}</span>
            </Link>
            <p className="site-header__title">{translated(t, title)}</p>
          </div>
        ) : null}
        <Link
          className={title ? "site-header__logo site-header__logo--desktop" : "site-header__logo"}
          to={withHomeMarker()}
          aria-label={t.homeLink}
        >
          <Logo />
        </Link>
        <nav className="site-header__nav" aria-label={t.mainNav}>
          <ul>
            {PRIMARY_NAV.map((entry) => (
              <li key={entry.id}>
                <NavLink to={entry.href}>
                  {t[`nav_${entry.id}` as keyof ShellMessages] ?? entry.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {/* A plain link: sets the language and comes back, before JavaScript too. */}
        <a
          className="site-header__lang"
          href={language.href}
          lang={language.lang}
          hrefLang={language.lang}
          rel="nofollow"
          title={t.otherLanguageName}
          data-language-switch=""
        >
          {t.otherLanguage}
        </a>
        {viewer ? (
          <Link
            className={
              title ? "site-header__login site-header__login--compact" : "site-header__login"
            }
            // nav.ts's ACCOUNT_PATH, written out: importing it would export it from the shell chunk (W3).
            to="/trains/account"
            aria-label={fill(t.viewerAccount, { name: viewer.label })}
          >
            <Icon name="user" />
            <span className="site-header__viewer">{viewer.label}</span>
          </Link>
        ) : (
          <a
            className={
              title ? "site-header__login site-header__login--compact" : "site-header__login"
            }
            href={loginHref}
            onClick={(event) => {
              event.preventDefault();
              onLogin();
            }}
          >
            <Icon name="user" />
            <span className="site-header__login-text">{t.login}</span>
          </a>
        )}
      </div>
    </header>
  );
}
