import { loginQuerySchema, queryObject } from "@safar/contracts/route-params";
import { Link } from "react-router";
import type { RouteHandle } from "../../lib/route-handle.ts";
import { pageSeo } from "../../lib/seo.ts";
import { RouteErrorBoundary, screenMeta } from "../shared/route-error.tsx";
import { Screen } from "../shared/screen.tsx";
import type { Route } from "./+types/login";

/**
 * `/v1/api/login` and `/v1/api/login/travel` (`?isIframe=true&theme=…`): the
 * sign-in page the login overlay frames. It never shows the site header or
 * footer (a route handle cannot depend on the query); opened outside a frame
 * it offers a link back to Safar instead. Sign-in itself arrives later.
 */
export const handle = { hideHeader: true, hideFooter: true } satisfies RouteHandle;

export function loader({ url }: Route.LoaderArgs) {
  const query = loginQuerySchema.parse(queryObject(url.searchParams));
  const travel = url.pathname.toLowerCase().endsWith("/travel");
  return {
    seo: pageSeo(url, {
      title: "Sign In",
      description: "Sign in to Safar to see your bookings and saved travellers.",
      indexable: false,
    }),
    isIframe: query.isIframe,
    /** The theme flag; the shell's Layout themes the document (the login page does not restyle itself). */
    theme: query.theme ?? (travel ? "travel" : "default"),
  };
}

export const meta = screenMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function Login({ loaderData }: Route.ComponentProps) {
  return (
    <Screen
      title="Sign in to Safar"
      lead="Signing in arrives with a later update. You can already search trains, check PNR status and follow a train live without signing in."
    >
      {loaderData.isIframe ? null : (
        <p>
          <Link className="button" to="/trains">
            Back to Safar
          </Link>
        </p>
      )}
    </Screen>
  );
}
