import { SEO_ENDPOINTS, SEO_LISTS, type SeoList, SITEMAP_MAX_URLS } from "@safar/contracts/seo";
import { data } from "react-router";
import { apiContext } from "#server-context";
import { call } from "../../lib/api.server.ts";
import { SEO_CONTENT_PAGES, SITEMAP_LIST_PAGES } from "../../lib/route-table.ts";
import type { Route } from "./+types/sitemap-xml";

/**
 * `/sitemap.xml` (a sitemap index) and `/sitemaps/{list}-{n}.xml` (its
 * files): every train, station and route page, paged at the protocol's
 * 50,000 URLs a file (a URL here is under 200 bytes, so a file stays far
 * under 50 MB), and `/sitemaps/pages.xml` for the guides and the hubs.
 * Each file is written as a stream from one page of the API's lists, which
 * are derived once per process; nothing is built per request but the page
 * asked for.
 */
const XML_HEADERS = {
  "Content-Type": "application/xml; charset=utf-8",
  "Cache-Control": "public, max-age=3600",
};

const escapeXml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A response streaming `head`, one line per item, then `tail`. */
function streamXml(head: string, lines: readonly string[], tail: string): Response {
  const encoder = new TextEncoder();
  let i = 0;
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(head));
    },
    pull(controller) {
      const chunk = lines.slice(i, i + 1000);
      i += chunk.length;
      if (chunk.length > 0) controller.enqueue(encoder.encode(chunk.join("")));
      if (i >= lines.length) {
        controller.enqueue(encoder.encode(tail));
        controller.close();
      }
    },
  });
  return new Response(stream, { headers: XML_HEADERS });
}

const URLSET_HEAD =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
const urlLine = (loc: string) => `<url><loc>${escapeXml(loc)}</loc></url>\n`;

const FILE = /^(?:(trains|stations|routes-station|routes-city)-([1-9]\d{0,4})|pages)\.xml$/;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  const api = context.get(apiContext);

  if (params.file === undefined) {
    const answer = await call(api, SEO_ENDPOINTS.lists);
    if (!answer.ok) throw data(null, { status: 503 });
    const files = ["pages.xml"];
    for (const list of SEO_LISTS) {
      const total = answer.data.lists.find((l) => l.list === list)?.total ?? 0;
      const pages = Math.max(1, Math.ceil(total / SITEMAP_MAX_URLS));
      for (let n = 1; n <= pages; n++) files.push(`${list}-${n}.xml`);
    }
    return streamXml(
      '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n',
      files.map((f) => `<sitemap><loc>${escapeXml(`${origin}/sitemaps/${f}`)}</loc></sitemap>\n`),
      "</sitemapindex>\n",
    );
  }

  const match = FILE.exec(params.file);
  if (!match) throw data(null, { status: 404 });
  if (!match[1]) {
    const paths = [
      "/trains",
      "/trains/trains-sitemap",
      ...SITEMAP_LIST_PAGES.map((p) => `/trains/${p.list}/page1`),
      ...SEO_CONTENT_PAGES.map((p) => `/trains/${p.slug}`),
    ];
    return streamXml(
      URLSET_HEAD,
      paths.map((p) => urlLine(`${origin}${p}`)),
      "</urlset>\n",
    );
  }
  const answer = await call(api, SEO_ENDPOINTS.list, {
    params: { list: match[1] as SeoList },
    query: { page: Number(match[2]), size: SITEMAP_MAX_URLS },
  });
  if (!answer.ok) throw data(null, { status: answer.status === 404 ? 404 : 503 });
  return streamXml(
    URLSET_HEAD,
    answer.data.items.map((item) => urlLine(`${origin}${item.path}`)),
    "</urlset>\n",
  );
}
