import type { Route } from "./+types/robots";

/**
 * `/robots.txt`: crawl everything but the API and the per-traveller and
 * transactional pages (they say `noindex` too), and find the sitemap index.
 */
const DISALLOWED = [
  "/api/",
  "/v1/api/",
  "/dev/",
  "/trains/confirm",
  "/trains/tdredirect",
  "/trains/review",
  "/trains/pg-review",
  "/trains/mybookings",
  "/travel/mybookings",
  "/trains/summary/",
  "/trains/history/",
  "/trains/irctc-login/",
  "/trains/current-status/",
  "/trains/pnr-enquiry/",
  "/trains/enquiry-pnr/",
];

export function loader({ request }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  const body = [
    "User-agent: *",
    "Allow: /",
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
