import { AUTH_ENDPOINTS, SESSION_COOKIE } from "@safar/contracts/auth";
import { readCookie } from "@safar/contracts/cookies";
import { isLocale } from "@safar/contracts/locale";
import { redirect } from "react-router";
import { apiContext } from "#server-context";
import { call } from "../../lib/api.server.ts";
import { localeCookie, switchTarget } from "../../lib/locale.server.ts";
import type { Route } from "./+types/language";

/**
 * `/language?to=hi&next=/trains/…`: the header's language switch, a plain
 * link so it works before JavaScript. Remembers the choice in a cookie and
 * goes back to the page (ADR 028); signed in, the account stores it too, so
 * SMS and mail sent later by the jobs go in it. An unknown language changes
 * nothing.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const to = url.searchParams.get("to");
  const next = switchTarget(url.searchParams.get("next"));
  if (!isLocale(to)) return redirect(next);
  if (readCookie(request.headers.get("cookie"), SESSION_COOKIE)) {
    // Best effort: a stale session or a failed call leaves the cookie's choice alone.
    await call(context.get(apiContext), AUTH_ENDPOINTS.language, { body: { language: to } });
  }
  const secure = url.protocol === "https:" || request.headers.get("x-forwarded-proto") === "https";
  return redirect(next, {
    headers: { "Set-Cookie": localeCookie(to, secure), "Cache-Control": "no-store" },
  });
}
