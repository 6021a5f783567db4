import {
  RAILWAY_ID_MESSAGES,
  RAILWAY_USER_ID_MESSAGES,
  railwayUserIdProblem,
} from "@safar/contracts/railway-ids";
import { describe, expect, it } from "vitest";
import { ACCOUNT_NOTICES, ACCOUNT_REFUSALS, USER_ID_MESSAGES } from "./refusals.ts";
import { checkUserId } from "./validation.ts";

/** The partner checks user IDs before asking the railway: both must say the same. */
describe("the partner's user-ID rule and the railway's", () => {
  it("use the same words", () => {
    expect(RAILWAY_USER_ID_MESSAGES).toEqual(USER_ID_MESSAGES);
    expect(RAILWAY_ID_MESSAGES.mobileOtpRequired).toBe(ACCOUNT_REFUSALS.mobile_otp_required);
    expect(RAILWAY_ID_MESSAGES.emailOtpRequired).toBe(ACCOUNT_REFUSALS.email_otp_required);
    expect(RAILWAY_ID_MESSAGES.resetLinkSent).toBe(ACCOUNT_NOTICES.resetLinkSent);
  });

  it.each(["", "ab", "abc", " abc", "a_b_C_9", "a".repeat(35), "a".repeat(36), "ab-c", "ábc"])(
    "judge %j alike",
    (value) => {
      const railway = checkUserId(value);
      expect(railwayUserIdProblem(value)).toBe(railway.ok ? null : railway.message);
    },
  );
});
