import { MemoryStorage } from "@safar/test-kit/memory-storage";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { backUrl, DEFAULT_BACK_URL, isSafeLocalPath, rememberBackUrl } from "./back-navigation.ts";
import { STORAGE_KEYS } from "./storage.ts";

const memory = (): Storage => new MemoryStorage();

let local: Storage;
let session: Storage;
beforeEach(() => {
  local = memory();
  session = memory();
  vi.stubGlobal("window", { localStorage: local, sessionStorage: session });
});
afterEach(() => vi.unstubAllGlobals());

describe("back navigation memory (spec §2)", () => {
  it("defaults to /trains/", () => {
    expect(DEFAULT_BACK_URL).toBe("/trains/");
    expect(backUrl("search")).toBe("/trains/");
    expect(backUrl("confirm")).toBe("/trains/");
  });

  it("remembers the last search-results and confirm URLs separately", () => {
    rememberBackUrl("search", "/trains/searchTrains/NDLS_New-Delhi/BCT_Mumbai/20261201?quota=GN");
    rememberBackUrl("confirm", "/trains/confirm?train=12951");
    rememberBackUrl("search", "/trains/searchTrains/NDLS_New-Delhi/HWH_Howrah/20261202");
    expect(backUrl("search")).toBe("/trains/searchTrains/NDLS_New-Delhi/HWH_Howrah/20261202");
    expect(backUrl("confirm")).toBe("/trains/confirm?train=12951");
  });

  it("prefers this tab's value and falls back to the device's", () => {
    rememberBackUrl("search", "/trains/searchTrains/A_a/B_b/20261201");
    session.clear();
    expect(backUrl("search")).toBe("/trains/searchTrains/A_a/B_b/20261201");
    session.setItem(STORAGE_KEYS.searchUrl, "/trains/searchTrains/C_c/D_d/20261201");
    expect(backUrl("search")).toBe("/trains/searchTrains/C_c/D_d/20261201");
  });

  it("never remembers or returns a URL off this site", () => {
    for (const bad of [
      "https://evil.example/",
      "//evil.example/x",
      "/\\evil.example",
      "javascript:alert(1)",
      "/a\nb",
      "",
    ]) {
      expect(isSafeLocalPath(bad), bad).toBe(false);
      rememberBackUrl("confirm", bad);
    }
    expect(backUrl("confirm")).toBe("/trains/");
    local.setItem(STORAGE_KEYS.confirmUrl, "//evil.example/");
    expect(backUrl("confirm")).toBe("/trains/");
  });
});
