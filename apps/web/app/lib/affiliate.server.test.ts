import { describe, expect, it } from "vitest";
import { affiliateCookie, readCookie } from "./affiliate.server.ts";

describe("affiliate cookie", () => {
  it("reads one cookie among others", () => {
    expect(readCookie("a=1; safar_platform=travelapp; b=2", "safar_platform")).toBe("travelapp");
    expect(readCookie("a=1", "safar_platform")).toBeNull();
    expect(readCookie(null, "safar_platform")).toBeNull();
    expect(readCookie("safar_platform=%E0%A4", "safar_platform")).toBeNull();
  });

  it("sets, removes or leaves the cookie as the resolution says", () => {
    expect(affiliateCookie({ profileId: "travelapp", storage: "set" }, true)).toBe(
      "safar_platform=travelapp; Max-Age=31536000; Path=/; SameSite=Lax; HttpOnly; Secure",
    );
    expect(affiliateCookie({ profileId: "default", storage: "remove" }, false)).toBe(
      "safar_platform=; Max-Age=0; Path=/; SameSite=Lax; HttpOnly",
    );
    expect(affiliateCookie({ profileId: "travelapp", storage: "keep" }, false)).toBeNull();
  });
});
