import { decodeDeeplink, deeplinkTarget } from "@safar/contracts/deeplink";
import { TRAVEL_APP_AFFILIATE_ID } from "@safar/contracts/partner-profiles";
import { classifyVisit } from "@safar/contracts/visit-source";
import { isbot } from "isbot";
import { redirect } from "react-router";
import { requestInfoContext } from "#server-context";
import { profileContext } from "../../lib/affiliate.server.ts";
import type { Route } from "./+types/deeplink";

/**
 * `/trains/deeplink/:payload` (spec §1 "deeplink handling", §5 "A deep-link
 * value must be valid base64"): the payload is base64(url) JSON naming a page
 * of ours (`@safar/contracts/deeplink`). The answer is a 302 to that page,
 * built from the validated fields only, never a URL from the payload (no
 * open redirect); a payload that does not decode or validate goes home, and
 * is logged. The visit source rides along in `seoData` (spec §4), except for
 * search crawlers. A resource route: it only ever answers with a redirect.
 */
export function loader({ params, request, context }: Route.LoaderArgs) {
  const link = decodeDeeplink(params.payload);
  if (!link) {
    context.get(requestInfoContext)?.log?.info({ deeplink: "invalid" }, "deep link did not decode");
  }
  const userAgent = request.headers.get("user-agent") ?? "";
  const inApp =
    context.get(profileContext) === TRAVEL_APP_AFFILIATE_ID || link?.platform !== undefined;
  const classified = isbot(userAgent)
    ? null
    : classifyVisit({ referrer: request.headers.get("referer") ?? "", url: request.url, inApp });
  // The link's own campaign, when the deep-link URL named none.
  const visit =
    classified && !classified.d3 && link?.utm_source
      ? { ...classified, d3: link.utm_source }
      : classified;
  throw redirect(deeplinkTarget(link, visit), {
    status: 302,
    headers: { "cache-control": "no-store", "x-robots-tag": "noindex" },
  });
}
