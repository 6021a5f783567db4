import { describe, expect, it } from "vitest";
import { mandatePath, portalPath, returnPathWith, sameOriginPath } from "./paths.ts";

describe("portal paths", () => {
  it("build the pages' paths with their query", () => {
    expect(portalPath("register")).toBe("/railway/register");
    expect(portalPath("authorize", { hold: "h-1", return: "/trains/review?x=1&y=2" })).toBe(
      "/railway/authorize?hold=h-1&return=%2Ftrains%2Freview%3Fx%3D1%26y%3D2",
    );
    expect(portalPath("reset_password", { token: "" })).toBe("/railway/reset-password");
    expect(portalPath("aadhaar", { userId: "Asha_1", return: "/trains/summary/7" })).toBe(
      "/railway/aadhaar?userId=Asha_1&return=%2Ftrains%2Fsummary%2F7",
    );
  });

  it("build the mandate page's path with the request, its signature and the way back", () => {
    expect(
      mandatePath(
        {
          railwayUserId: "Asha_1",
          trainNumber: "12952",
          from: "NDLS",
          to: "MMCT",
          date: "2026-11-28",
          classCode: "3A",
          quota: "TQ",
          passengers: 2,
        },
        "s1g",
        "/trains/review?orderId=7",
      ),
    ).toBe(
      "/railway/mandate?train=12952&from=NDLS&to=MMCT&date=2026-11-28&class=3A&quota=TQ&passengers=2&user=Asha_1&sig=s1g&return=%2Ftrains%2Freview%3ForderId%3D7",
    );
  });

  it.each([
    "//evil.example",
    "//evil.example/trains",
    "/\\evil.example",
    "\\\\evil.example",
    "https://evil.example/",
    "javascript:alert(1)",
    "trains",
    "",
    "/trains\nSet-Cookie: x=1",
    "/\t/evil.example",
    `/${"a".repeat(1_000)}`,
  ])("refuse %j as a return path", (value) => {
    expect(sameOriginPath(value)).toBeNull();
    expect(returnPathWith(value, { authorized: "1" })).toBe("/trains?authorized=1");
  });

  it("keep a path of this site, adding to its query before the fragment", () => {
    expect(sameOriginPath("/trains/review?order=7")).toBe("/trains/review?order=7");
    expect(returnPathWith("/trains/review?order=7#pay", { authorized: "1" })).toBe(
      "/trains/review?order=7&authorized=1#pay",
    );
    expect(returnPathWith("/a/../trains", {})).toBe("/trains");
    expect(returnPathWith(undefined, {}, "/")).toBe("/");
  });
});
