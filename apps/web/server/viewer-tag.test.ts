import { SESSION_COOKIE } from "@safar/contracts/auth";
import { describe, expect, it } from "vitest";
import { viewerTag } from "./viewer-tag.ts";

describe("viewerTag", () => {
  it("is anon without a session cookie", () => {
    expect(viewerTag(undefined)).toBe("anon");
    expect(viewerTag("safar_affiliate=travelapp")).toBe("anon");
    expect(viewerTag(`${SESSION_COOKIE}=`)).toBe("anon");
  });

  it("is a stable tag per session that does not show the token", () => {
    const a = viewerTag(`x=1; ${SESSION_COOKIE}=token-a; y=2`);
    expect(a).toBe(viewerTag(`${SESSION_COOKIE}=token-a`));
    expect(a).not.toBe(viewerTag(`${SESSION_COOKIE}=token-b`));
    expect(a).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(a).not.toContain("token");
  });
});
