import { isLocale } from "@safar/contracts/locale";
import { redirect } from "react-router";
import { localeCookie, switchTarget } from "../../lib/locale.server.ts";
import type { Route } from "./+types/language";

/**
 * `/language?to=hi&next=/trains/…`: the header's language switch, a plain
 * link so it works before JavaScript. Remembers the choice in a cookie and
 * goes back to the page (ADR 028). An unknown language changes nothing.
 */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const to = url.searchParams.get("to");
  const next = switchTarget(url.searchParams.get("next"));
  if (!isLocale(to)) return redirect(next);
  const secure = url.protocol === "https:" || request.headers.get("x-forwarded-proto") === "https";
  return redirect(next, {
    headers: { "Set-Cookie": localeCookie(to, secure), "Cache-Control": "no-store" },
  });
}
