import { describe, expect, it } from "vitest";
import { affiliateCookie } from "./affiliate.server.ts";

describe("affiliate cookie", () => {
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
