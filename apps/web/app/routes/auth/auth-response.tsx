import { Link } from "react-router";
import type { RouteHandle } from "../../lib/route-handle.ts";
import { pageSeo } from "../../lib/seo.ts";
import { RouteErrorBoundary, screenMeta } from "../shared/route-error.tsx";
import { Screen } from "../shared/screen.tsx";
import type { Route } from "./+types/auth-response";

/** `/v1/api/authresponse`: where sign-in returns to (spec §2, §7). A placeholder until sign-in arrives. */
export const handle = { hideHeader: true, hideFooter: true } satisfies RouteHandle;

export function loader({ url }: Route.LoaderArgs) {
  return {
    seo: pageSeo(url, {
      title: "Signing You In",
      description: "Completing your sign-in to Safar.",
      indexable: false,
    }),
  };
}

export const meta = screenMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function AuthResponse() {
  return (
    <Screen title="Signing you in" lead="Signing in arrives with a later update.">
      <p>
        <Link to="/trains">Back to Safar</Link>
      </p>
    </Screen>
  );
}
