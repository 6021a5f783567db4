import { describe, expect, it } from "vitest";
import { readCookie } from "./cookies.ts";

describe("readCookie", () => {
  it("reads one cookie among others, from a header, document.cookie or a header list", () => {
    expect(readCookie("a=1; safar_platform=travelapp; b=2", "safar_platform")).toBe("travelapp");
    expect(readCookie("x=1; safar_csrf=abc", "safar_csrf")).toBe("abc");
    expect(readCookie("a=1; b = 2", "b")).toBe("2");
    expect(readCookie("a=1; safar_csrf=tok%2Ben; b=2", "safar_csrf")).toBe("tok+en");
    expect(readCookie(["a=1", "b=2"], "b")).toBe("2");
  });

  it("is null for a missing cookie, a longer name, no header, or a value that does not decode", () => {
    expect(readCookie("a=1", "safar_platform")).toBeNull();
    expect(readCookie("safar_csrf_old=1", "safar_csrf")).toBeNull();
    expect(readCookie(null, "safar_platform")).toBeNull();
    expect(readCookie(undefined, "safar_platform")).toBeNull();
    expect(readCookie("safar_platform=%E0%A4", "safar_platform")).toBeNull();
    expect(readCookie("safar_csrf=%E0%A4%A", "safar_csrf")).toBeNull();
  });
});
