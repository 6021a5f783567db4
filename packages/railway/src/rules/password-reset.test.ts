import { ERROR_MESSAGES } from "@safar/contracts/errors";
import { describe, expect, it } from "vitest";
import { checkPasswordResetAllowed } from "./password-reset.ts";
import { ist } from "./test-helpers.ts";

describe("password reset in Tatkal hours (10:30–11:30 IST)", () => {
  it.each([
    ["2026-03-09 10:29:59", true],
    ["2026-03-09 10:30:00", false],
    ["2026-03-09 11:29:59", false],
    ["2026-03-09 11:30:00", true],
    ["2026-03-09 22:45:00", true],
  ])("at %s allowed = %s", (now, allowed) => {
    expect(checkPasswordResetAllowed(ist(now)).ok).toBe(allowed);
  });

  it("refuses with the catalogue code and message", () => {
    expect(checkPasswordResetAllowed(new Date("2026-03-09T05:00:00Z"))).toEqual({
      ok: false,
      reason: "PASSWORD_RESET_TATKAL_NOT_ALLOWED",
      errorCode: "PASSWORD_RESET_TATKAL_NOT_ALLOWED",
      message: ERROR_MESSAGES.PASSWORD_RESET_TATKAL_NOT_ALLOWED,
    });
  });
});
