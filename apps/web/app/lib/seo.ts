import type { MetaDescriptor } from "react-router";

/**
 * Page metadata helpers. Spec §2 "Page title and description come from the
 * route result" and "Canonical and og:url are the lower-cased path for
 * /trains/, /bus/ and /flights/ roots": each loader returns `seo` built by
 * {@link pageSeo} from its request URL, and the route's `meta` turns it into
 * tags with {@link seoMeta}.
 */

const SITE_NAME = "Safar";

/** `NDLS to MMCT Trains` → `NDLS to MMCT Trains | Safar`. */
export function pageTitle(title: string): string {
  return `${title} | ${SITE_NAME}`;
}

export interface PageSeo {
  /** The full document title, brand included. */
  title: string;
  description: string;
  /** Absolute canonical URL (also og:url), or null for pages that have none (the fallback page). */
  canonical: string | null;
  /** False for private, per-user and transactional screens: `noindex, follow`. */
  indexable: boolean;
  /** schema.org objects, each rendered as a `<script type="application/ld+json">`. */
  jsonLd?: readonly Record<string, unknown>[];
  /** The page in each language (`hreflang` → URL, with `x-default`), for translated pages (ADR 028). */
  alternates?: Readonly<Record<string, string>>;
}

/**
 * What a loader returns: the page's metadata and its tags, made on the
 * server ({@link seoMeta}), so the route's `meta` only hands them over and
 * the tag-making code stays out of the browser's first load (W3).
 */
export interface PageSeoWithTags extends PageSeo {
  tags: MetaDescriptor[];
}

/** Path roots whose canonical path is lower-cased (spec §2). */
const LOWER_CASED_ROOTS = ["/trains", "/bus", "/flights"];

function underLowerCasedRoot(pathname: string): boolean {
  const lower = pathname.toLowerCase();
  return LOWER_CASED_ROOTS.some((root) => lower === root || lower.startsWith(`${root}/`));
}

/**
 * The canonical URL of a request: its origin and path, no query string or
 * fragment, the path lower-cased under /trains, /bus and /flights. A page
 * whose one form is not its lower-cased path (search results keep their
 * upper-case station codes, ADR 024) passes that form as `path`.
 */
export function canonicalUrl(url: URL, path?: string): string {
  if (path !== undefined) return `${url.origin}${path}`;
  const lower = underLowerCasedRoot(url.pathname) ? url.pathname.toLowerCase() : url.pathname;
  return `${url.origin}${lower}`;
}

export interface SeoInput {
  /** Title without the brand; {@link pageTitle} adds it. */
  title: string;
  description: string;
  /** Defaults to true. */
  indexable?: boolean;
  /** The page's one form when it is not the lower-cased request path (a path, encoded). */
  canonicalPath?: string;
  jsonLd?: readonly Record<string, unknown>[];
  /**
   * The page is translated (ADR 028): its Hindi URL is the same with
   * `?lang=hi`, the canonical of each is its own, and both are listed as
   * alternates.
   */
  translated?: boolean;
}

/** The `seo` a loader returns for the page at `url`. */
export function pageSeo(url: URL, input: SeoInput): PageSeoWithTags {
  const canonical = canonicalUrl(url, input.canonicalPath);
  const hindi = `${canonical}?lang=hi`;
  const seo: PageSeo = {
    title: pageTitle(input.title),
    description: input.description,
    canonical: input.translated && url.searchParams.get("lang") === "hi" ? hindi : canonical,
    indexable: input.indexable ?? true,
    ...(input.jsonLd ? { jsonLd: input.jsonLd } : {}),
    ...(input.translated
      ? { alternates: { "en-IN": canonical, "hi-IN": hindi, "x-default": canonical } }
      : {}),
  };
  return { ...seo, tags: seoMeta(seo) };
}

/** Metadata of the fallback page: no canonical, never indexed. */
export const NOT_FOUND_SEO: PageSeo = {
  title: pageTitle("Page Not Found"),
  description:
    "We could not find this page on Safar. Search trains, check your PNR status or follow a train live.",
  canonical: null,
  indexable: false,
};

/** Metadata of a page that failed for another reason. */
export const ERROR_SEO: PageSeo = {
  title: pageTitle("Something Went Wrong"),
  description: "Sorry, something went wrong please try again.",
  canonical: null,
  indexable: false,
};

/** The tags for a page: title, description, robots, canonical link and Open Graph. */
export function seoMeta(seo: PageSeo): MetaDescriptor[] {
  const tags: MetaDescriptor[] = [
    { title: seo.title },
    { name: "description", content: seo.description },
    { property: "og:title", content: seo.title },
    { property: "og:description", content: seo.description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: SITE_NAME },
  ];
  if (!seo.indexable) tags.push({ name: "robots", content: "noindex, follow" });
  if (seo.canonical) {
    tags.push({ tagName: "link", rel: "canonical", href: seo.canonical });
    tags.push({ property: "og:url", content: seo.canonical });
  }
  for (const [hrefLang, href] of Object.entries(seo.alternates ?? {})) {
    tags.push({ tagName: "link", rel: "alternate", hrefLang, href });
  }
  for (const item of seo.jsonLd ?? []) tags.push({ "script:ld+json": item });
  return tags;
}
