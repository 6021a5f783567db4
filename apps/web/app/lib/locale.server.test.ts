import { describe, expect, it } from "vitest";
import { localeCookie, localeOf, negotiateLocale, switchTarget } from "./locale.server.ts";

const at = (path: string) => new URL(path, "http://localhost:3000");

describe("the page's language (ADR 028)", () => {
  it("is English without a choice, whatever the browser prefers", () => {
    expect(negotiateLocale(at("/trains/"), null)).toBe("en");
    const request = new Request("http://localhost:3000/trains/", {
      headers: { "accept-language": "hi-IN,hi;q=0.9" },
    });
    expect(localeOf(request)).toBe("en");
  });

  it("is the remembered choice from the cookie", () => {
    expect(negotiateLocale(at("/trains/"), "safar_platform=web; safar_lang=hi")).toBe("hi");
    expect(negotiateLocale(at("/trains/"), "safar_lang=en")).toBe("en");
    expect(negotiateLocale(at("/trains/"), "safar_lang=fr")).toBe("en");
    expect(negotiateLocale(at("/trains/"), "xsafar_lang=hi")).toBe("en");
  });

  it("is the URL's ?lang= first (a page's URL per language)", () => {
    expect(negotiateLocale(at("/trains/?lang=hi"), null)).toBe("hi");
    expect(negotiateLocale(at("/trains/?lang=en"), "safar_lang=hi")).toBe("en");
    expect(negotiateLocale(at("/trains/?lang=xx"), "safar_lang=hi")).toBe("hi");
  });
});

describe("the language switch", () => {
  it("remembers the choice for a year, on the whole site", () => {
    expect(localeCookie("hi", false)).toBe("safar_lang=hi; Path=/; Max-Age=31536000; SameSite=Lax");
    expect(localeCookie("en", true)).toMatch(/; Secure$/);
  });

  it("goes back to a path of this site only, without ?lang=", () => {
    expect(switchTarget("/trains/searchTrains/NDLS_x/HWH_y/20261206?quota=GN")).toBe(
      "/trains/searchTrains/NDLS_x/HWH_y/20261206?quota=GN",
    );
    expect(switchTarget("/trains/?lang=en&x=1")).toBe("/trains/?x=1");
    for (const bad of [null, "", "https://evil.example/", "//evil.example/", "/\\evil.example"]) {
      expect(switchTarget(bad)).toBe("/trains/");
    }
  });
});
