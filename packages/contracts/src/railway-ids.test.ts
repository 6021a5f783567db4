import { describe, expect, it } from "vitest";
import {
  LinkRailwayIdRequestSchema,
  MAX_LINKED_RAILWAY_IDS,
  RAILWAY_ID_MESSAGES,
  RAILWAY_USER_ID_MESSAGES,
  railwayUserIdProblem,
  VerifyRailwayIdRequestSchema,
} from "./railway-ids.ts";

describe("railway user IDs on the partner side", () => {
  it("words the user-ID refusals exactly as spec §5 does", () => {
    expect(RAILWAY_USER_ID_MESSAGES).toEqual({
      invalid: "Please enter a valid User ID",
      length: "Please enter a valid User ID. An IRCTC User ID is 3 to 35 characters long",
      characters:
        "Please enter a valid User ID. An IRCTC User ID can only contain alphabets, numbers and \u2018_\u2019",
    });
  });

  it("words the OTP and reset texts as spec §5 and §8 do", () => {
    expect(RAILWAY_ID_MESSAGES.mobileOtpRequired).toBe("Please enter Mobile OTP");
    expect(RAILWAY_ID_MESSAGES.emailOtpRequired).toBe("Please enter Email OTP");
    expect(RAILWAY_ID_MESSAGES.resetLinkSent).toBe(
      "Password reset link has been sent to Email address.",
    );
    expect(RAILWAY_ID_MESSAGES.resetBlockedInTatkal).toBe(
      "Password reset is not allowed during tatkal",
    );
  });

  it.each([
    ["", RAILWAY_USER_ID_MESSAGES.invalid],
    ["ab", RAILWAY_USER_ID_MESSAGES.length],
    ["a".repeat(36), RAILWAY_USER_ID_MESSAGES.length],
    ["ravi kumar", RAILWAY_USER_ID_MESSAGES.characters],
    [" ravi", RAILWAY_USER_ID_MESSAGES.characters],
    ["ravi-kumar", RAILWAY_USER_ID_MESSAGES.characters],
    ["rävi", RAILWAY_USER_ID_MESSAGES.characters],
    ["😀😀😀", RAILWAY_USER_ID_MESSAGES.characters],
    ["abc", null],
    ["Ravi_Kumar_1", null],
    ["a".repeat(35), null],
  ])("judges %j", (value, message) => {
    expect(railwayUserIdProblem(value)).toBe(message);
  });

  it("keeps the case and spaces of an ID as typed, refusing rather than trimming", () => {
    expect(LinkRailwayIdRequestSchema.parse({ userId: "Ravi_1" })).toEqual({ userId: "Ravi_1" });
    const r = LinkRailwayIdRequestSchema.safeParse({ userId: "Ravi_1 " });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(RAILWAY_USER_ID_MESSAGES.characters);
    const missing = LinkRailwayIdRequestSchema.safeParse({});
    expect(missing.error?.issues[0]?.message).toBe(RAILWAY_USER_ID_MESSAGES.invalid);
  });

  it("takes either OTP of a verification, or both", () => {
    expect(VerifyRailwayIdRequestSchema.parse({ userId: "abc", mobileOtp: "" })).toEqual({
      userId: "abc",
      mobileOtp: "",
    });
    expect(MAX_LINKED_RAILWAY_IDS).toBe(10);
  });
});
