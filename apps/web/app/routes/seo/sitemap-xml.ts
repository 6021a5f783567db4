import { LANGUAGE_TAGS, LOCALE_PARAM } from "@safar/contracts/locale";
import { SEO_ENDPOINTS, SEO_LISTS, type SeoList, SITEMAP_MAX_URLS } from "@safar/contracts/seo";
import { data } from "react-router";
import { apiContext } from "#server-context";
import { call } from "../../lib/api.server.ts";
import { SEO_CONTENT_PAGES, SITEMAP_LIST_PAGES } from "../../lib/route-table.ts";
import type { Route } from "./+types/sitemap-xml";
import { HINDI_GUIDES } from "./content-pages-hi.ts";

/**
 * `/sitemap.xml` (a sitemap index) and `/sitemaps/{list}-{n}.xml` (its
 * files): every train, station and route page, paged at the protocol's
 * 50,000 URLs a file (a URL here is under 200 bytes, so a file stays far
 * under 50 MB), and `/sitemaps/pages.xml` for the guides and the hubs.
 * Each file is written as a stream from one page of the API's lists, which
 * are derived once per process; nothing is built per request but the page
 * asked for. The train, station and route pages are listed in both
 * languages (ADR 028): each URL with its `xhtml:link` alternates, so a file
 * holds 25,000 pages (50,000 URLs). In `pages.xml` home and the HTML
 * sitemap are listed in both languages the same way.
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

const urlLine = (loc: string) => `<url><loc>${escapeXml(loc)}</loc></url>\n`;

const TRANSLATED_URLSET_HEAD =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
/** Pages a file lists: two URLs each (English and Hindi), within the protocol's 50,000. */
const PAGES_PER_FILE = SITEMAP_MAX_URLS / 2;

/** A page's English and Hindi URLs, each naming both (and x-default) as alternates. */
function translatedLines(english: string): string {
  const hindi = `${english}?${LOCALE_PARAM}=hi`;
  const links = [
    [LANGUAGE_TAGS.en, english],
    [LANGUAGE_TAGS.hi, hindi],
    ["x-default", english],
  ]
    .map(
      ([lang, href]) =>
        `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(href as string)}"/>`,
    )
    .join("");
  return `<url><loc>${escapeXml(english)}</loc>${links}</url>\n<url><loc>${escapeXml(hindi)}</loc>${links}</url>\n`;
}

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
      const pages = Math.max(1, Math.ceil(total / PAGES_PER_FILE));
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
    // Home, the HTML sitemap and the guides in Hindi: both URLs, with alternates; the rest once.
    const translated = [
      "/trains",
      "/trains/trains-sitemap",
      ...SITEMAP_LIST_PAGES.map((p) => `/trains/${p.list}/page1`),
      ...SEO_CONTENT_PAGES.filter((p) => HINDI_GUIDES.has(p.slug)).map((p) => `/trains/${p.slug}`),
    ];
    const english = SEO_CONTENT_PAGES.filter((p) => !HINDI_GUIDES.has(p.slug)).map(
      (p) => `/trains/${p.slug}`,
    );
    return streamXml(
      TRANSLATED_URLSET_HEAD,
      [
        ...translated.map((p) => translatedLines(`${origin}${p}`)),
        ...english.map((p) => urlLine(`${origin}${p}`)),
      ],
      "</urlset>\n",
    );
  }
  const answer = await call(api, SEO_ENDPOINTS.list, {
    params: { list: match[1] as SeoList },
    query: { page: Number(match[2]), size: PAGES_PER_FILE },
  });
  if (!answer.ok) throw data(null, { status: answer.status === 404 ? 404 : 503 });
  return streamXml(
    TRANSLATED_URLSET_HEAD,
    answer.data.items.map((item) => translatedLines(`${origin}${item.path}`)),
    "</urlset>\n",
  );
}
