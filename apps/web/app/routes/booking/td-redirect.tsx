import { Link } from "react-router";
import type { RouteHandle } from "../../lib/route-handle.ts";
import { pageSeo } from "../../lib/seo.ts";
import { RouteErrorBoundary, screenMeta } from "../shared/route-error.tsx";
import { Screen } from "../shared/screen.tsx";
import type { Route } from "./+types/td-redirect";

/** `/trains/tdredirect`: the hop back to traveller details (page code 2). */
export const handle = { pageCode: 2, headerTitle: "Add Travellers" } satisfies RouteHandle;

export function loader({ url }: Route.LoaderArgs) {
  return {
    seo: pageSeo(url, {
      title: "Returning to Traveller Details",
      description: "Taking you back to the traveller details of your train booking.",
      indexable: false,
    }),
  };
}

export const meta = screenMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function TdRedirect() {
  return (
    <Screen
      title="Taking you back to traveller details"
      lead="If nothing happens, continue with the link below."
    >
      <p>
        <Link className="button" to="/trains/confirm">
          Continue to traveller details
        </Link>
      </p>
    </Screen>
  );
}
