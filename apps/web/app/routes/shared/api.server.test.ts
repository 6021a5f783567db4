import { describe, expect, it } from "vitest";
import { safeNext } from "./api.server.ts";

/** Where a browser would go for `href` on a page of this site. */
const resolved = (href: string) => new URL(href, "https://safar.example/v1/api/login");

describe("safeNext (issue 16 item 7)", () => {
  it("keeps a path on this site, with its query and fragment", () => {
    expect(safeNext("/trains/check-pnr")).toBe("/trains/check-pnr");
    expect(safeNext("/trains/review?order=12#pay")).toBe("/trains/review?order=12#pay");
  });

  it.each([
    ["a tab between the slashes", "/\t/evil.example"],
    ["a newline between the slashes", "/\n/evil.example"],
    ["a carriage return", "/\r/evil.example"],
    ["a backslash", "/\\evil.example"],
    ["a backslash after a tab", "/\t\\evil.example"],
    ["two slashes", "//evil.example"],
    ["a scheme", "https://evil.example/"],
    ["javascript:", "javascript:alert(1)"],
    ["leading space", " //evil.example"],
    ["no leading slash", "evil.example"],
  ])("never leaves the site: %s", (_name, value) => {
    const next = safeNext(value);
    expect(resolved(next).origin).toBe("https://safar.example");
    // biome-ignore lint/suspicious/noControlCharactersInRegex: their absence is the point
    expect(next).not.toMatch(/[\u0000-\u001f\u007f\\]/);
  });

  it("gives a path that can be a Location header (no control characters)", () => {
    for (const value of [
      "/trains\n",
      "/trains\r\nSet-Cookie: x=1",
      "/trains\u0000",
      "/tr\u007fains",
    ]) {
      const next = safeNext(value);
      // biome-ignore lint/suspicious/noControlCharactersInRegex: their absence is the point
      expect(next).not.toMatch(/[\u0000-\u001f\u007f]/);
      expect(() => new Headers({ location: next })).not.toThrow();
    }
  });

  it("falls back to the train home for nothing or too much", () => {
    expect(safeNext(null)).toBe("/trains");
    expect(safeNext("")).toBe("/trains");
    expect(safeNext(`/${"a".repeat(1_000)}`)).toBe("/trains");
  });
});
