import { describe, expect, it } from "vitest";
import { ROUTE_TABLE, SEO_CONTENT_PAGES } from "../../lib/route-table.ts";
import {
  allContentPages,
  contentPage,
  linkParts,
  pageText,
  structuredData,
} from "./content-pages.ts";
import { HINDI_GUIDES } from "./content-pages-hi.ts";

const words = (text: string) => text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;

describe("SEO guides", () => {
  const pages = allContentPages();

  it("has a guide for each of the twelve slugs of spec §2", () => {
    expect(pages.map((p) => p.slug)).toEqual(SEO_CONTENT_PAGES.map((p) => p.slug));
    expect(contentPage("TATKAL-Railway-Reservation")?.slug).toBe("tatkal-railway-reservation");
    expect(contentPage("tatkal")).toBeNull();
  });

  it.each(pages.map((p) => [p.slug, p] as const))(
    "%s has 400 to 900 words and no placeholder",
    (_slug, page) => {
      const text = pageText(page);
      expect(words(text)).toBeGreaterThanOrEqual(400);
      expect(words(text)).toBeLessThanOrEqual(900);
      expect(text).not.toMatch(/coming soon/i);
      expect(page.description.length).toBeLessThanOrEqual(160);
      expect(page.faq.length).toBeGreaterThan(0);
    },
  );

  it("links only to pages that exist", () => {
    const paths = new Set(
      ROUTE_TABLE.flatMap((e) => e.samples.filter((s) => s.status === 200).map((s) => s.url)),
    );
    const links = pages.flatMap(collectLinks);
    expect(links.length).toBeGreaterThan(20);
    for (const href of links) expect(paths, href).toContain(href);
    for (const p of pages) for (const r of p.related) expect(contentPage(r)).not.toBeNull();
  });

  it("gives search engines the breadcrumb and the FAQ as JSON-LD, with nothing that closes the script", () => {
    const page = contentPage("tdr-rules");
    if (!page) throw new Error("no guide");
    const json = structuredData("https://safar.example", page.slug, page.heading, [
      ...page.faq,
      { q: "</script><b>x</b>", a: "See [My bookings](/trains/mybookings)." },
    ]);
    expect(json).not.toContain("</script");
    const [crumbs, faq] = JSON.parse(json);
    expect(crumbs).toMatchObject({
      "@type": "BreadcrumbList",
      itemListElement: [
        { position: 1, name: "Trains", item: "https://safar.example/trains" },
        { position: 2, name: "TDR rules", item: "https://safar.example/trains/tdr-rules" },
      ],
    });
    expect(faq["@type"]).toBe("FAQPage");
    expect(faq.mainEntity).toHaveLength(page.faq.length + 1);
    expect(faq.mainEntity.at(-1).acceptedAnswer.text).toBe("See My bookings.");
  });

  it("states Tatkal times and the booking window from the shared figures", () => {
    const tatkal = guideText("tatkal-railway-reservation");
    expect(tatkal).toContain("10:00 AM for AC classes and 11:00 AM for non-AC classes");
    expect(tatkal).toContain("Sleeper (SL)\n30%\n₹100\n₹200\n500 km");
    expect(guideText("railway-reservation")).toContain("the advance reservation period is 60 days");
  });
});

function collectLinks(page: ReturnType<typeof allContentPages>[number]): string[] {
  const texts: string[] = [];
  for (const s of page.sections) {
    for (const b of s.blocks) {
      if (typeof b === "string") texts.push(b);
      else if ("list" in b) texts.push(...b.list);
      else if ("steps" in b) texts.push(...b.steps);
    }
  }
  for (const f of page.faq) texts.push(f.a);
  return texts.flatMap((t) => linkParts(t).flatMap((part) => ("href" in part ? [part.href] : [])));
}

function guideText(slug: string): string {
  const page = contentPage(slug);
  if (!page) throw new Error(`no guide ${slug}`);
  return pageText(page);
}

describe("SEO guides in Hindi (ADR 028)", () => {
  const hindi = SEO_CONTENT_PAGES.flatMap((p) => {
    const page = contentPage(p.slug, "hi");
    return page && HINDI_GUIDES.has(p.slug) ? [page] : [];
  });

  it("has the Hindi copy of every guide, the English unchanged", () => {
    expect(hindi.map((p) => p.slug)).toEqual(SEO_CONTENT_PAGES.map((p) => p.slug));
    expect([...HINDI_GUIDES]).toEqual(SEO_CONTENT_PAGES.map((p) => p.slug));
    expect(contentPage("pnr-status", "hi")?.heading).toBe("PNR स्थिति");
    expect(contentPage("PNR-Status", "en")?.heading).toBe("PNR status");
    expect(contentPage("irctc", "hi")?.heading).toBe("IRCTC ट्रेन टिकट बुकिंग");
  });

  it.each(hindi.map((p) => [p.slug, p] as const))(
    "%s: Hindi throughout, the English's shape, links to pages that exist",
    (slug, page) => {
      const english = contentPage(slug) as NonNullable<ReturnType<typeof contentPage>>;
      expect(page.sections.length).toBe(english.sections.length);
      expect(page.faq.length).toBe(english.faq.length);
      expect(page.related).toEqual(english.related);
      expect(page.landing).toBe(english.landing);
      expect(page.description.length).toBeLessThanOrEqual(160);
      for (const text of [page.title, page.heading, page.intro, ...page.faq.map((f) => f.q)]) {
        expect(text).toMatch(/[\u0900-\u097F]/);
      }
      const paths = new Set(
        ROUTE_TABLE.flatMap((e) => e.samples.filter((s) => s.status === 200).map((s) => s.url)),
      );
      for (const href of collectLinks(page)) {
        expect(href).toMatch(/\?lang=hi$/);
        expect(paths, href).toContain(href.replace(/\?lang=hi$/, ""));
      }
      expect(words(pageText(page))).toBeGreaterThanOrEqual(300);
    },
  );

  it("names the Hindi breadcrumb and URLs in the JSON-LD", () => {
    const page = contentPage("tdr-rules", "hi");
    if (!page) throw new Error("no guide");
    const [crumbs] = JSON.parse(
      structuredData("https://safar.example", page.slug, page.heading, page.faq, true),
    );
    expect(crumbs.itemListElement).toMatchObject([
      { name: "ट्रेनें", item: "https://safar.example/trains?lang=hi" },
      { name: "टीडीआर नियम", item: "https://safar.example/trains/tdr-rules?lang=hi" },
    ]);
  });
});
