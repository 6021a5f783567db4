import { describe, expect, it } from "vitest";
import {
  checkOtpResend,
  DEFAULT_OTP_CONFIG,
  hashOtp,
  issueOtp,
  judgeOtp,
  newOtpCode,
  otpChannel,
  otpContact,
  otpMatches,
  otpSubject,
  otpText,
  type StoredOtp,
  storedOtpHash,
} from "./otp.ts";

const T0 = new Date("2026-03-10T06:00:00Z");
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

function stored(code: string, extra: Partial<StoredOtp> = {}): StoredOtp {
  return {
    codeHash: hashOtp("Ravi_1", "verify_mobile", code),
    attempts: 0,
    expiresAt: at(600),
    consumedAt: null,
    ...extra,
  };
}

describe("OTP codes", () => {
  it("are 6 digits with leading zeros kept, drawn from [0, 1 000 000)", () => {
    const calls: Array<[number, number]> = [];
    const code = newOtpCode((min, max) => {
      calls.push([min, max]);
      return 42;
    });
    expect(code).toBe("000042");
    expect(calls).toEqual([[0, 1_000_000]]);
    expect(newOtpCode(() => 999_999)).toBe("999999");
  });

  it("are stored hashed, salted by user ID and purpose", () => {
    const h = hashOtp("Ravi_1", "verify_mobile", "123456");
    expect(h).toMatch(/^[0-9a-f]{64}$/);
    expect(h).not.toContain("123456");
    expect(hashOtp("ravi_1", "verify_mobile", "123456")).not.toBe(h);
    expect(hashOtp("Ravi_1", "verify_email", "123456")).not.toBe(h);
    expect(otpMatches("Ravi_1", "verify_mobile", "123456", h)).toBe(true);
    expect(otpMatches("Ravi_1", "verify_mobile", "123457", h)).toBe(false);
  });

  it("go out in the agreed words", () => {
    expect(otpText("verify_mobile", "123456", "Ravi_1", 10)).toBe(
      "123456 is your OTP to verify your mobile for railway user ID Ravi_1. Valid for 10 minutes.",
    );
    expect(otpText("verify_email", "000001", "Ravi_1", 10)).toBe(
      "000001 is your OTP to verify your email for railway user ID Ravi_1. Valid for 10 minutes.",
    );
  });
});

describe("Aadhaar OTPs", () => {
  const HOLD = "6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b";

  it("go to the Aadhaar-linked mobile (the account's own, simulated) by SMS", () => {
    for (const purpose of ["aadhaar_auth", "aadhaar_booking", "aadhaar_mandate"] as const) {
      expect(otpContact(purpose)).toBe("mobile");
      expect(otpChannel(purpose)).toBe("sms");
    }
    expect(otpContact("link_email")).toBe("email");
    expect(otpContact("verify_email")).toBe("email");
  });

  it("name the booking a mandate authorises, and no more", () => {
    expect(
      otpText("aadhaar_mandate", "123456", "Ravi_1", 10, {
        mandate: "2 passengers in 3A (Tatkal) on 12952 NDLS to MMCT, Sat, 28 Nov 2026",
      }),
    ).toBe(
      "123456 is your OTP (Aadhaar) to let railway user ID Ravi_1 book 2 passengers in 3A (Tatkal) on 12952 NDLS to MMCT, Sat, 28 Nov 2026 automatically when Tatkal opens. Valid for 10 minutes. Do not share it.",
    );
  });

  it("are bound to their subject, which the row keeps beside the hash", () => {
    const stored = storedOtpHash("Ravi_1", "aadhaar_auth", "123456", "2346");
    expect(stored).toMatch(/^2346:[0-9a-f]{64}$/);
    expect(otpSubject(stored)).toBe("2346");
    expect(otpMatches("Ravi_1", "aadhaar_auth", "123456", stored)).toBe(true);
    expect(otpMatches("Ravi_1", "aadhaar_auth", "123457", stored)).toBe(false);
    // Another subject put in front of the same hash does not match: the hash binds it.
    const moved = `9999:${stored.slice(5)}`;
    expect(otpMatches("Ravi_1", "aadhaar_auth", "123456", moved)).toBe(false);
    expect(otpMatches("Asha_2", "aadhaar_auth", "123456", stored)).toBe(false);
    // Rows without a subject are stored and read as before.
    expect(storedOtpHash("Ravi_1", "verify_mobile", "123456")).toBe(
      hashOtp("Ravi_1", "verify_mobile", "123456"),
    );
    expect(otpSubject(hashOtp("Ravi_1", "verify_mobile", "123456"))).toBe("");
  });

  it("count an OTP bound to another hold as none sent", () => {
    const otp: StoredOtp = {
      codeHash: storedOtpHash("Ravi_1", "aadhaar_booking", "123456", HOLD),
      attempts: 0,
      expiresAt: at(600),
      consumedAt: null,
    };
    const judge = (subject: string) =>
      judgeOtp({ userId: "Ravi_1", purpose: "aadhaar_booking", code: "123456", subject }, otp, T0);
    expect(judge(HOLD)).toEqual({ outcome: "match" });
    expect(judge("00000000-0000-4000-8000-000000000000")).toMatchObject({
      refusal: { reason: "otp_not_requested" },
    });
    expect(
      judgeOtp({ userId: "Ravi_1", purpose: "aadhaar_booking", code: "", subject: HOLD }, otp, T0),
    ).toEqual({
      outcome: "refused",
      refusal: { ok: false, reason: "aadhaar_otp_required", message: "Please enter Aadhaar OTP" },
    });
  });

  it("name the last four digits or the PNR, never more of the number", () => {
    expect(otpText("aadhaar_auth", "123456", "Ravi_1", 10, { aadhaarLast4: "2346" })).toBe(
      "123456 is your OTP to authenticate Aadhaar XXXX XXXX 2346 with railway user ID Ravi_1. Valid for 10 minutes. Do not share it.",
    );
    expect(otpText("aadhaar_booking", "000042", "Ravi_1", 10, { pnr: "2412345678" })).toBe(
      "000042 is your OTP (Aadhaar) to confirm the Tatkal booking PNR 2412345678 of railway user ID Ravi_1. Valid for 10 minutes. Do not share it.",
    );
    const issued = issueOtp(
      { userId: "Ravi_1", mobile: "9876543201", email: "r@example.com" },
      "aadhaar_auth",
      T0,
      DEFAULT_OTP_CONFIG,
      () => 42,
      "2346",
      { aadhaarLast4: "2346" },
    );
    expect(issued.message).toMatchObject({ channel: "sms", to: "9876543201", kind: "otp" });
    expect(issued.row.codeHash).toBe(storedOtpHash("Ravi_1", "aadhaar_auth", "000042", "2346"));
    expect(issued.expiresAt).toEqual(at(600));
  });
});

describe("OTP resend limits", () => {
  it("allows the first OTP", () => {
    expect(checkOtpResend([], T0)).toEqual({ ok: true });
  });

  it("refuses another within 30 seconds, saying how long to wait, and allows it at 30", () => {
    expect(checkOtpResend([T0], at(10))).toEqual({
      ok: false,
      reason: "otp_too_soon",
      message: "Please wait 20 seconds before requesting another OTP",
    });
    expect(checkOtpResend([T0], at(29.5))).toMatchObject({ reason: "otp_too_soon" });
    expect(checkOtpResend([T0], at(30))).toEqual({ ok: true });
  });

  it("refuses a sixth within a sliding hour and allows it once the first is an hour old", () => {
    const five = [0, 60, 120, 180, 240].map(at);
    expect(checkOtpResend(five, at(300))).toEqual({
      ok: false,
      reason: "otp_limit",
      message: "Too many OTPs requested. Please try again in 55 minute(s)",
    });
    expect(checkOtpResend(five, at(3599))).toMatchObject({ reason: "otp_limit" });
    expect(checkOtpResend(five, at(3600))).toEqual({ ok: true });
  });

  it("ignores OTPs older than an hour", () => {
    const old = [-4000, -3900, -3800, -3700, -3650].map(at);
    expect(checkOtpResend(old, T0)).toEqual({ ok: true });
  });
});

describe("judging an entered OTP", () => {
  const input = (code: string) => ({ userId: "Ravi_1", purpose: "verify_mobile" as const, code });

  it("asks for the OTP when the box is empty, in the spec's words per channel", () => {
    expect(judgeOtp(input(""), stored("123456"), T0)).toEqual({
      outcome: "refused",
      refusal: { ok: false, reason: "mobile_otp_required", message: "Please enter Mobile OTP" },
    });
    expect(
      judgeOtp({ userId: "Ravi_1", purpose: "verify_email", code: " " }, stored("123456"), T0),
    ).toEqual({
      outcome: "refused",
      refusal: { ok: false, reason: "email_otp_required", message: "Please enter Email OTP" },
    });
  });

  it("refuses a code that is not 6 digits without using an attempt", () => {
    for (const code of ["12345", "1234567", "12a456"]) {
      expect(judgeOtp(input(code), stored("123456"), T0)).toMatchObject({
        outcome: "refused",
        refusal: { reason: "otp_format" },
      });
    }
  });

  it("matches the right code before expiry", () => {
    expect(judgeOtp(input("123456"), stored("123456"), at(599))).toEqual({ outcome: "match" });
  });

  it("counts a wrong code, locking on the fifth", () => {
    expect(judgeOtp(input("654321"), stored("123456"), T0)).toEqual({
      outcome: "wrong",
      attempts: 1,
      locked: false,
    });
    expect(judgeOtp(input("654321"), stored("123456", { attempts: 4 }), T0)).toEqual({
      outcome: "wrong",
      attempts: 5,
      locked: true,
    });
  });

  it("refuses even the right code once locked", () => {
    expect(
      judgeOtp(input("123456"), stored("123456", { attempts: DEFAULT_OTP_CONFIG.maxAttempts }), T0),
    ).toMatchObject({ outcome: "refused", refusal: { reason: "otp_locked" } });
  });

  it("refuses the right code at and after expiry", () => {
    expect(judgeOtp(input("123456"), stored("123456"), at(600))).toMatchObject({
      refusal: { reason: "otp_expired" },
    });
  });

  it("refuses when no OTP was sent or the newest was used", () => {
    expect(judgeOtp(input("123456"), null, T0)).toMatchObject({
      refusal: { reason: "otp_not_requested" },
    });
    expect(judgeOtp(input("123456"), stored("123456", { consumedAt: T0 }), T0)).toMatchObject({
      refusal: { reason: "otp_not_requested" },
    });
  });
});
