import { describe, expect, it } from "vitest";
import { canonicalUrl, NOT_FOUND_SEO, pageSeo, pageTitle, seoMeta } from "./seo.ts";

const at = (path: string) => new URL(path, "https://safar.example");

describe("canonical URL (spec §2: the lower-cased path for /trains/, /bus/ and /flights/ roots)", () => {
  it.each([
    ["/trains", "https://safar.example/trains"],
    ["/trains/", "https://safar.example/trains/"],
    ["/Trains/Check-PNR", "https://safar.example/trains/check-pnr"],
    [
      "/trains/searchTrains/NDLS_New%20Delhi/MMCT_Mumbai%20Central/20260815?quota=TQ",
      "https://safar.example/trains/searchtrains/ndls_new%20delhi/mmct_mumbai%20central/20260815",
    ],
    ["/BUS/", "https://safar.example/bus/"],
    ["/Flights/Delhi?x=1#top", "https://safar.example/flights/delhi"],
  ])("%s → %s", (path, canonical) => {
    expect(canonicalUrl(at(path))).toBe(canonical);
  });
  it.each([
    ["/travel/MyBookings?tab=trips", "https://safar.example/travel/MyBookings"],
    ["/v1/api/login?isIframe=true", "https://safar.example/v1/api/login"],
    ["/International-Flights/", "https://safar.example/International-Flights/"],
    ["/trainsX/Page", "https://safar.example/trainsX/Page"],
    ["/", "https://safar.example/"],
  ])("keeps the case outside those roots: %s", (path, canonical) => {
    expect(canonicalUrl(at(path))).toBe(canonical);
  });
  it("names a page's one form when it passes it (ADR 024: results keep upper-case codes)", () => {
    const url = at("/TRAINS/searchtrains/NDLS_new%20delhi/MMCT_Mumbai%20Central/20260815?x=1");
    const form = "/trains/searchTrains/NDLS_New%20Delhi/MMCT_Mumbai%20Central/20260815";
    expect(canonicalUrl(url, form)).toBe(`https://safar.example${form}`);
    const seo = pageSeo(url, {
      title: "NDLS to MMCT Trains",
      description: "d",
      canonicalPath: form,
    });
    expect(seo.canonical).toBe(`https://safar.example${form}`);
  });
  it("uses the request's origin", () => {
    expect(canonicalUrl(new URL("http://127.0.0.1:3400/Trains"))).toBe(
      "http://127.0.0.1:3400/trains",
    );
  });
});

describe("page metadata", () => {
  it("adds the brand to titles", () => {
    expect(pageTitle("PNR Status Enquiry")).toBe("PNR Status Enquiry | Safar");
  });
  it("renders title, description, canonical, og:url and og:title", () => {
    const seo = pageSeo(at("/Trains/check-pnr?x=1"), {
      title: "PNR Status Enquiry",
      description: "Check PNR.",
    });
    expect(seoMeta(seo)).toEqual([
      { title: "PNR Status Enquiry | Safar" },
      { name: "description", content: "Check PNR." },
      { property: "og:title", content: "PNR Status Enquiry | Safar" },
      { property: "og:description", content: "Check PNR." },
      { property: "og:type", content: "website" },
      { property: "og:site_name", content: "Safar" },
      { tagName: "link", rel: "canonical", href: "https://safar.example/trains/check-pnr" },
      { property: "og:url", content: "https://safar.example/trains/check-pnr" },
    ]);
  });
  it("marks private pages noindex", () => {
    const seo = pageSeo(at("/trains/confirm"), { title: "T", description: "D", indexable: false });
    expect(seoMeta(seo)).toContainEqual({ name: "robots", content: "noindex, follow" });
  });
  it("gives the fallback page no canonical and noindex", () => {
    const tags = seoMeta(NOT_FOUND_SEO);
    expect(tags).toContainEqual({ title: "Page Not Found | Safar" });
    expect(tags).toContainEqual({ name: "robots", content: "noindex, follow" });
    expect(tags.some((t) => "rel" in t || ("property" in t && t.property === "og:url"))).toBe(
      false,
    );
  });
});

describe("JSON-LD", () => {
  it("renders each schema.org object as a ld+json script after the other tags", () => {
    const item = { "@context": "https://schema.org", "@type": "BreadcrumbList" };
    const seo = pageSeo(at("/trains/x"), { title: "T", description: "d", jsonLd: [item] });
    expect(seoMeta(seo).at(-1)).toEqual({ "script:ld+json": item });
    expect(seoMeta(pageSeo(at("/trains/x"), { title: "T", description: "d" }))).not.toContainEqual(
      expect.objectContaining({ "script:ld+json": expect.anything() }),
    );
  });

  it("gives a translated page its URL per language, canonical and alternates (ADR 028)", () => {
    const en = pageSeo(at("/trains/?x=1"), { title: "T", description: "d", translated: true });
    expect(en.canonical).toBe("https://safar.example/trains/");
    expect(en.tags).toContainEqual({
      tagName: "link",
      rel: "alternate",
      hrefLang: "hi-IN",
      href: "https://safar.example/trains/?lang=hi",
    });
    expect(en.tags).toContainEqual({
      tagName: "link",
      rel: "alternate",
      hrefLang: "x-default",
      href: "https://safar.example/trains/",
    });
    const hi = pageSeo(at("/trains/?lang=hi"), { title: "T", description: "d", translated: true });
    expect(hi.canonical).toBe("https://safar.example/trains/?lang=hi");
    expect(pageSeo(at("/trains/?lang=hi"), { title: "T", description: "d" }).canonical).toBe(
      "https://safar.example/trains/",
    );
  });
});
