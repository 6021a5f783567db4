import { describe, expect, it } from "vitest";
import { ACCOUNT_REFUSALS, accountRefusal, fill } from "./refusals.ts";

describe("account refusals", () => {
  it("fill placeholders and leave unknown ones as written", () => {
    expect(fill("Wait {seconds} s, {who}", { seconds: 5 })).toBe("Wait 5 s, {who}");
  });

  it("build the refusal from the table, with the partner error code for the Tatkal block", () => {
    expect(accountRefusal("otp_wrong", { attemptsLeft: 3 })).toEqual({
      ok: false,
      reason: "otp_wrong",
      message: "Wrong OTP. 3 attempt(s) left",
    });
    expect(accountRefusal("PASSWORD_RESET_TATKAL_NOT_ALLOWED")).toEqual({
      ok: false,
      reason: "PASSWORD_RESET_TATKAL_NOT_ALLOWED",
      message: "Password reset is not allowed during tatkal",
      errorCode: "PASSWORD_RESET_TATKAL_NOT_ALLOWED",
    });
  });

  it("carry the spec's OTP texts", () => {
    expect(ACCOUNT_REFUSALS.mobile_otp_required).toBe("Please enter Mobile OTP");
    expect(ACCOUNT_REFUSALS.email_otp_required).toBe("Please enter Email OTP");
  });
});
