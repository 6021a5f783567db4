import { orderParamsSchema } from "@safar/contracts/route-params";
import { loginHref } from "../../features/checkout/format.ts";
import type { ApiOutcome } from "../../lib/api.server.ts";
import { pageSeo } from "../../lib/seo.ts";
import { notFound } from "../shared/route-error.tsx";

/** What a page under an order shows instead of its own screen: signed out, or the API's refusal. */
export type GateView =
  | { kind: "loggedOut"; loginHref: string }
  | { kind: "error"; message: string };

/**
 * The usual answers of an order's sub-page (resend, boarding, TDR): the
 * data, a sign-in prompt, 404 for someone else's order (as the API), or
 * the refusal's words.
 */
export function orderPageView<T>(
  res: ApiOutcome<T>,
  pathname: string,
): { kind: "page"; data: T } | GateView {
  if (res.ok) return { kind: "page", data: res.data };
  if (res.status === 404) notFound();
  if (res.status === 401 || res.status === 403 || res.status === 410) {
    return { kind: "loggedOut", loginHref: loginHref(pathname) };
  }
  return { kind: "error", message: res.message };
}

/** The order id in an order page's URL, or the 404 page. */
export function orderIdParam(params: Record<string, string | undefined>): string {
  const parsed = orderParamsSchema.safeParse(params);
  if (!parsed.success) notFound();
  return parsed.data.orderId;
}

/** An order's own pages are never indexed. */
export function orderPageSeo(url: URL, title: string, description: string) {
  return pageSeo(url, { title, description, indexable: false });
}
