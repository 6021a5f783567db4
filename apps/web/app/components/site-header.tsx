import type { Ref } from "react";
import { Link, NavLink } from "react-router";
import { withHomeMarker } from "../lib/home-link.ts";
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
  /** The signed-in user (the Login link becomes their account link). */
  viewer: { label: string } | null;
  /** A page title and back target for the mobile header (route handle). */
  title?: string;
  backTo?: string;
  /** The back arrow handed to the host app (spec §1 back handling); true when it took it. */
  onBack?: () => boolean;
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
}: SiteHeaderProps) {
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <button
          ref={menuButtonRef}
          type="button"
          className="icon-button site-header__menu"
          aria-label="Open menu"
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
              <span className="visually-hidden">Back</span>
            </Link>
            <p className="site-header__title">{title}</p>
          </div>
        ) : null}
        <Link
          className={title ? "site-header__logo site-header__logo--desktop" : "site-header__logo"}
          to={withHomeMarker()}
          aria-label="Safar home"
        >
          <Logo />
        </Link>
        <nav className="site-header__nav" aria-label="Main">
          <ul>
            {PRIMARY_NAV.map((entry) => (
              <li key={entry.id}>
                <NavLink to={entry.href}>{entry.label}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {viewer ? (
          <Link
            className={
              title ? "site-header__login site-header__login--compact" : "site-header__login"
            }
            to="/trains/mybookings"
            aria-label={`${viewer.label}: my bookings`}
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
            <span className="site-header__login-text">Login</span>
          </a>
        )}
      </div>
    </header>
  );
}
