import { describe, expect, it } from "vitest";
import {
  classifyVisit,
  decodeSeoData,
  defaultVisitSource,
  encodeSeoData,
  visitSourceLabel,
  withSeoData,
} from "./visit-source.ts";

const site = "https://safar.example";

describe("visit source rules (spec §4)", () => {
  it("is SEO when the referrer is present and not one of our own sites", () => {
    const visit = classifyVisit({
      referrer: "https://www.google.com/search?q=trains",
      url: `${site}/trains/check-pnr`,
      inApp: false,
    });
    expect(visit).toEqual({ d1: "seo", d2: "google.com", d3: "" });
  });

  it("is direct when the referrer is ours (the site itself or a sister site)", () => {
    for (const referrer of [`${site}/trains`, "https://offers.safar.example/x", ""]) {
      const visit = classifyVisit({ referrer, url: `${site}/trains`, inApp: false });
      expect(visit).toEqual({ d1: "direct", d2: "home", d3: "" });
    }
  });

  it("is direct when the referrer is not a web page", () => {
    const visit = classifyVisit({
      referrer: "android-app://com.example",
      url: `${site}/`,
      inApp: false,
    });
    expect(visitSourceLabel(visit)).toBe("direct-home");
  });

  it("is app inside the native app, whatever the referrer", () => {
    const visit = classifyVisit({
      referrer: "https://www.google.com/",
      url: `${site}/trains/check-lts?utm_source=push`,
      inApp: true,
    });
    expect(visit).toEqual({ d1: "app", d2: "check-lts", d3: "push" });
  });

  it("takes a valid seoData carried on the landing URL", () => {
    const carried = { d1: "seo", d2: "bing.com", d3: "summer" } as const;
    const url = `${site}/trains?seoData=${encodeSeoData(carried)}`;
    expect(classifyVisit({ referrer: "", url, inApp: false })).toEqual(carried);
  });

  it("ignores a seoData that does not decode or carries personal data", () => {
    const phone = encodeSeoData({ d1: "seo", d2: "x", d3: "9876543210" });
    for (const value of ["@@@", "bm90IHBhaXJz", phone]) {
      expect(decodeSeoData(value)).toBeNull();
      const url = `${site}/trains?seoData=${value}`;
      expect(classifyVisit({ referrer: "", url, inApp: false }).d1).toBe("direct");
    }
  });

  it("defaults to direct-app in the app and direct-home on the web", () => {
    expect(visitSourceLabel(defaultVisitSource(true))).toBe("direct-app");
    expect(visitSourceLabel(defaultVisitSource(false))).toBe("direct-home");
  });

  it("round-trips seoData and adds it to same-site paths only", () => {
    const visit = { d1: "direct", d2: "home", d3: "" } as const;
    expect(decodeSeoData(encodeSeoData(visit))).toEqual(visit);
    expect(withSeoData("/trains?x=1", visit)).toBe(`/trains?x=1&seoData=${encodeSeoData(visit)}`);
    expect(withSeoData("//evil.example/x", visit)).toBe("//evil.example/x");
    // A crawler has no visit source: the path is left as it is.
    expect(withSeoData("/trains", null)).toBe("/trains");
  });
});
