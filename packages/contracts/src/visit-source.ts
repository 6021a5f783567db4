import { z } from "zod";
import { inputText } from "./text.ts";

/**
 * Visit source (spec §4): where a visit came from, decided once per browser
 * session and carried between sites in the `seoData` URL parameter as encoded
 * d1, d2, d3 pairs.
 *
 * - d1: `seo` (a referrer that is not one of our own sites), `app` (inside the
 *   native app), else `direct`;
 * - d2: for `seo` the referring host (`google.com`), otherwise the landing
 *   page (`home`, `searchTrains`, …), or `app` / `home` by default;
 * - d3: the campaign (`utm_source`), or empty.
 *
 * Default, when nothing says otherwise: `direct-app` in the app, `direct-home`
 * on the web. Search-crawler user agents get no visit source and no `seoData`.
 */

export const VISIT_SOURCES = ["seo", "direct", "app"] as const;
export type VisitSourceKind = (typeof VISIT_SOURCES)[number];

/** The URL parameter that carries the visit source between sites. */
export const SEO_DATA_PARAM = "seoData";

/** The product's own family of sites: a referrer on one of these (or a subdomain) is not SEO. */
export const OWN_SITE_DOMAINS = ["safar.example", "localhost"] as const;

/** A d2/d3 value: a host name, a page or a campaign code; never free text. */
const TOKEN = /^[A-Za-z0-9._-]{0,64}$/;
/** Ten digits in a row are a phone number or a PNR, never a campaign. */
const LONG_NUMBER = /\d{10}/;

export const visitTokenSchema = inputText()
  .regex(TOKEN, "Letters, digits, '.', '_' and '-' only, at most 64")
  .refine((s) => !LONG_NUMBER.test(s), "No phone numbers or PNRs");

export const VisitSourceSchema = z.strictObject({
  d1: z.enum(VISIT_SOURCES),
  d2: visitTokenSchema,
  d3: visitTokenSchema,
});
export type VisitSource = z.infer<typeof VisitSourceSchema>;

/** `direct-app` in the app, `direct-home` on the web (spec §4 "Default"). */
export function defaultVisitSource(inApp: boolean): VisitSource {
  return { d1: "direct", d2: inApp ? "app" : "home", d3: "" };
}

/** `seo-google.com`, `direct-home`: the visit source in one word. */
export function visitSourceLabel(visit: VisitSource): string {
  return `${visit.d1}-${visit.d2}`;
}

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** Decodes base64 or base64url (padding optional) to UTF-8 text; null when it is not. */
export function decodeBase64Text(value: string, maxLength = 4096): string | null {
  if (value.length === 0 || value.length > maxLength) return null;
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(value)) return null;
  const standard = value.replace(/=+$/, "").replace(/-/g, "+").replace(/_/g, "/");
  if (standard.length % 4 === 1) return null;
  try {
    const binary = atob(standard + "=".repeat((4 - (standard.length % 4)) % 4));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** The `seoData` value: base64url of `d1=…&d2=…&d3=…`. */
export function encodeSeoData(visit: VisitSource): string {
  const pairs = new URLSearchParams({ d1: visit.d1, d2: visit.d2, d3: visit.d3 });
  return toBase64Url(pairs.toString());
}

/** The visit source a `seoData` value carries, or null when it does not decode or validate. */
export function decodeSeoData(value: string | null | undefined): VisitSource | null {
  if (!value) return null;
  const text = decodeBase64Text(value, 512);
  if (text === null) return null;
  const pairs = new URLSearchParams(text);
  const parsed = VisitSourceSchema.safeParse({
    d1: pairs.get("d1") ?? "",
    d2: pairs.get("d2") ?? "",
    d3: pairs.get("d3") ?? "",
  });
  return parsed.success ? parsed.data : null;
}

/** `path` with `seoData` set (replacing any), or unchanged when there is no visit source (a crawler). */
export function withSeoData(path: string, visit: VisitSource | null): string {
  if (!visit || !path.startsWith("/") || path.startsWith("//")) return path;
  const url = new URL(path, "http://x");
  url.searchParams.set(SEO_DATA_PARAM, encodeSeoData(visit));
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Whether `host` is one of ours: the site's own host, or a domain of `OWN_SITE_DOMAINS` or under one. */
export function isOwnSite(host: string, siteHost: string): boolean {
  const h = host.toLowerCase().replace(/\.$/, "");
  if (h === siteHost.toLowerCase()) return true;
  return OWN_SITE_DOMAINS.some((domain) => h === domain || h.endsWith(`.${domain}`));
}

/** The landing page as a d2 token: `home` for `/` and `/trains`, else its first page segment. */
export function landingPage(pathname: string): string {
  const segments = pathname.split("/").filter(Boolean);
  const page = segments[0] === "trains" ? segments[1] : segments[0];
  if (!page) return "home";
  const token = page.replace(/[^A-Za-z0-9._-]/g, "").slice(0, 64);
  return visitTokenSchema.safeParse(token).success && token ? token : "page";
}

function tokenOrEmpty(value: string | null | undefined): string {
  const token = (value ?? "").trim().slice(0, 64);
  return visitTokenSchema.safeParse(token).success ? token : "";
}

export interface VisitInput {
  /** `document.referrer` (or the Referer header); empty when none. */
  referrer: string;
  /** The URL of the page the visit landed on. */
  url: string;
  /** Inside the native app. */
  inApp: boolean;
}

/**
 * Classifies a visit's first page (spec §4): `app` inside the native app;
 * `seo` when the referrer is present and not one of our own sites; `direct`
 * otherwise. A valid `seoData` on the landing URL wins: it was decided by the
 * site the traveller came from.
 */
export function classifyVisit(input: VisitInput): VisitSource {
  const url = new URL(input.url);
  const carried = decodeSeoData(url.searchParams.get(SEO_DATA_PARAM));
  if (carried) return carried;
  const campaign = tokenOrEmpty(url.searchParams.get("utm_source"));
  if (input.inApp) return { d1: "app", d2: landingPage(url.pathname), d3: campaign };
  let referrerHost: string | null = null;
  try {
    const ref = new URL(input.referrer);
    if (ref.protocol === "http:" || ref.protocol === "https:") referrerHost = ref.hostname;
  } catch {
    referrerHost = null;
  }
  if (referrerHost && !isOwnSite(referrerHost, url.hostname)) {
    const host = tokenOrEmpty(referrerHost.replace(/^www\./, "")) || "other";
    return { d1: "seo", d2: host, d3: campaign };
  }
  return { d1: "direct", d2: landingPage(url.pathname), d3: campaign };
}
