import { GENERIC_MESSAGES } from "@safar/contracts/generic-messages";
import { isRouteErrorResponse, Link, useLocation } from "react-router";
import type { ErrorMessages } from "../i18n/errors.ts";
import type { ShellMessages } from "../i18n/shell.ts";
import { withHomeMarker } from "../lib/home-link.ts";
import { translated, useMessages } from "../lib/i18n.ts";
import { Logo } from "./ui/logo.tsx";

/**
 * The friendly fallback of the root error boundary. Reporting and the one
 * automatic reload happen in entry.client.tsx (React's onCaughtError), so a
 * server-rendered error or a 404 is neither reported twice nor reloaded.
 */
export function RouteError({ error }: { error: unknown }) {
  const location = useLocation();
  // The root loader's words when it answered; English before it did (they come with the page).
  const t = useMessages<Partial<ErrorMessages & ShellMessages>>();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = translated(
    t,
    notFound ? GENERIC_MESSAGES.oops : GENERIC_MESSAGES.something_went_wrong,
  );
  const message = notFound
    ? (t.err_notFoundText ?? "We could not find the page you asked for.")
    : translated(t, GENERIC_MESSAGES.try_again);
  return (
    <div className="route-error">
      <header className="route-error__header">
        <Link
          to={withHomeMarker()}
          className="site-header__logo"
          aria-label={t.homeLink ?? "Safar home"}
        >
          <Logo />
        </Link>
      </header>
      <main id="main" className="route-error__main">
        <h1 className="route-error__title">{title}</h1>
        <p className="route-error__message">{message}</p>
        <div className="route-error__actions">
          {notFound ? null : (
            <a className="button" href={`${location.pathname}${location.search}`}>
              {t.err_tryAgain ?? "Try again"}
            </a>
          )}
          <Link className="button button--secondary" to={withHomeMarker()}>
            {t.err_goHome ?? "Go to home"}
          </Link>
        </div>
      </main>
    </div>
  );
}
