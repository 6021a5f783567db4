import { describe, expect, it } from "vitest";
import {
  DEEPLINK_FALLBACK,
  DEEPLINK_MAX_LENGTH,
  decodeDeeplink,
  deeplinkTarget,
  encodeDeeplink,
} from "./deeplink.ts";
import { encodeSeoData } from "./visit-source.ts";

const b64 = (text: string) => Buffer.from(text, "utf8").toString("base64");
const search = {
  page: "search",
  source: { code: "NDLS", name: "New Delhi" },
  destination: { code: "MMCT", name: "Mumbai Central" },
  date: "2026-12-01",
} as const;

describe("deep links (spec §5: a deep-link value must be valid base64)", () => {
  it("decodes base64 and base64url JSON naming a page of ours", () => {
    expect(decodeDeeplink(b64(JSON.stringify(search)))).toMatchObject(search);
    expect(decodeDeeplink(encodeDeeplink(search))).toMatchObject(search);
  });

  it("opens the search results built from the validated fields", () => {
    expect(deeplinkTarget(decodeDeeplink(encodeDeeplink({ ...search, quota: "TQ" })), null)).toBe(
      "/trains/searchTrains/NDLS_New%20Delhi/MMCT_Mumbai%20Central/20261201?quota=TQ",
    );
    expect(deeplinkTarget(decodeDeeplink(encodeDeeplink({ page: "pnr" })), null)).toBe(
      "/trains/check-pnr",
    );
  });

  it.each([
    ["not base64", "not base64!"],
    ["base64 of no JSON", b64("hello")],
    ["an unknown page", b64(JSON.stringify({ page: "admin" }))],
    ["a URL instead of a page", b64(JSON.stringify({ page: "https://evil.example/" }))],
    [
      "a lower-case station code",
      b64(JSON.stringify({ ...search, source: { code: "ndls", name: "x" } })),
    ],
    ["a control character", b64(JSON.stringify({ ...search, date: "2026-12-01\n" }))],
    ["an unknown platform", b64(JSON.stringify({ page: "home", platform: "evil" }))],
    ["too long", "A".repeat(DEEPLINK_MAX_LENGTH + 4)],
    ["invalid UTF-8", Buffer.from([0xff, 0xfe, 0xfd]).toString("base64")],
  ])("refuses %s, and so opens home", (_, value) => {
    expect(decodeDeeplink(value)).toBeNull();
    expect(deeplinkTarget(decodeDeeplink(value), null)).toBe(DEEPLINK_FALLBACK);
  });

  it("never leaves the site: extra fields such as url are dropped", () => {
    const link = decodeDeeplink(b64(JSON.stringify({ page: "home", url: "https://evil.example" })));
    expect(link).toEqual({ page: "home" });
    expect(deeplinkTarget(link, null)).toBe("/trains");
  });

  it("opens home when the page's own rule refuses it (the same station twice)", () => {
    const same = { ...search, destination: search.source };
    expect(deeplinkTarget(decodeDeeplink(encodeDeeplink(same)), null)).toBe("/trains");
  });

  it("carries the platform, the campaign and the visit source", () => {
    const link = decodeDeeplink(
      encodeDeeplink({ page: "home", platform: "travelapp", utm_source: "push" }),
    );
    const visit = { d1: "app", d2: "deeplink", d3: "push" } as const;
    expect(deeplinkTarget(link, visit)).toBe(
      `/trains?platform=travelapp&utm_source=push&seoData=${encodeSeoData(visit)}`,
    );
  });
});
