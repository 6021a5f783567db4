import { GENERIC_MESSAGES } from "@safar/contracts/generic-messages";
import { isRouteErrorResponse, Link, useLocation } from "react-router";
import { withHomeMarker } from "../lib/home-link.ts";
import { Logo } from "./ui/logo.tsx";

/**
 * The friendly fallback of the root error boundary. Reporting and the one
 * automatic reload happen in entry.client.tsx (React's onCaughtError), so a
 * server-rendered error or a 404 is neither reported twice nor reloaded.
 */
export function RouteError({ error }: { error: unknown }) {
  const location = useLocation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = notFound ? GENERIC_MESSAGES.oops : GENERIC_MESSAGES.something_went_wrong;
  const message = notFound
    ? "We could not find the page you asked for."
    : GENERIC_MESSAGES.try_again;
  return (
    <div className="route-error">
      <header className="route-error__header">
        <Link to={withHomeMarker()} className="site-header__logo" aria-label="Safar home">
          <Logo />
        </Link>
      </header>
      <main id="main" className="route-error__main">
        <h1 className="route-error__title">{title}</h1>
        <p className="route-error__message">{message}</p>
        <div className="route-error__actions">
          {notFound ? null : (
            <a className="button" href={`${location.pathname}${location.search}`}>
              Try again
            </a>
          )}
          <Link className="button button--secondary" to={withHomeMarker()}>
            Go to home
          </Link>
        </div>
      </main>
    </div>
  );
}
