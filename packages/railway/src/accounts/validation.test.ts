import { describe, expect, it } from "vitest";
import { USER_ID_MESSAGES } from "./refusals.ts";
import {
  checkPassword,
  checkUserId,
  classifyContact,
  isValidEmail,
  isValidMobile,
  isValidUserId,
  maskEmail,
  maskMobile,
} from "./validation.ts";

describe("railway user ID", () => {
  it("accepts 3 and 35 characters and refuses 2 and 36 with the length message", () => {
    expect(isValidUserId("abc")).toBe(true);
    expect(isValidUserId("a".repeat(35))).toBe(true);
    expect(checkUserId("ab")).toEqual({
      ok: false,
      reason: "user_id_invalid",
      message: USER_ID_MESSAGES.length,
    });
    expect(checkUserId("a".repeat(36))).toEqual({
      ok: false,
      reason: "user_id_invalid",
      message: USER_ID_MESSAGES.length,
    });
  });

  it("refuses an empty ID with the plain message", () => {
    expect(checkUserId("")).toEqual({
      ok: false,
      reason: "user_id_invalid",
      message: USER_ID_MESSAGES.invalid,
    });
  });

  it("accepts letters, digits and underscore in any position", () => {
    for (const id of ["Ravi_1", "_ravi", "ravi_", "___", "123", "R2D2_c3po"]) {
      expect(isValidUserId(id), id).toBe(true);
    }
  });

  it("refuses spaces (leading, inside, trailing) and other punctuation with the characters message", () => {
    for (const id of [" ravi", "ra vi", "ravi ", "ravi.k", "ravi-k", "ravi@x", "ravi\t1"]) {
      expect(checkUserId(id), JSON.stringify(id)).toEqual({
        ok: false,
        reason: "user_id_invalid",
        message: USER_ID_MESSAGES.characters,
      });
    }
  });

  it("refuses non-ASCII letters and digits", () => {
    for (const id of ["रवि_कुमार", "José_1", "ravi١٢٣", "ravi😀"]) {
      expect(isValidUserId(id), id).toBe(false);
    }
  });

  it("counts characters, not UTF-16 units, for the length", () => {
    // Three emoji are 6 UTF-16 units but 3 characters: long enough, wrong characters.
    expect(checkUserId("😀😀😀")).toMatchObject({ message: USER_ID_MESSAGES.characters });
    expect(checkUserId("😀")).toMatchObject({ message: USER_ID_MESSAGES.length });
  });

  it("is case-sensitive: the check keeps the ID as typed", () => {
    expect(isValidUserId("Ravi_1")).toBe(true);
    expect(isValidUserId("ravi_1")).toBe(true);
    expect("Ravi_1").not.toBe("ravi_1");
  });
});

describe("password policy", () => {
  it("accepts 8 to 15 characters with an upper, a lower and a digit", () => {
    expect(checkPassword("Abcdefg1")).toEqual({ ok: true });
    expect(checkPassword("Abcdefghijklm12")).toEqual({ ok: true });
    expect(checkPassword("Ab1!@#$%")).toEqual({ ok: true });
  });

  it("refuses 7 and 16 characters", () => {
    expect(checkPassword("Abcdef1")).toMatchObject({ ok: false, reason: "password_weak" });
    expect(checkPassword("Abcdefghijklm123")).toMatchObject({ ok: false, reason: "password_weak" });
  });

  it("refuses a password missing an upper, a lower or a digit", () => {
    expect(checkPassword("abcdefg1")).toMatchObject({ reason: "password_weak" });
    expect(checkPassword("ABCDEFG1")).toMatchObject({ reason: "password_weak" });
    expect(checkPassword("Abcdefgh")).toMatchObject({ reason: "password_weak" });
    expect(checkPassword("")).toMatchObject({ reason: "password_weak" });
  });
});

describe("mobile and email", () => {
  it("accepts 10 digits starting 6 to 9", () => {
    for (const m of ["6000000000", "7123456789", "8999999999", "9876543210"]) {
      expect(isValidMobile(m), m).toBe(true);
    }
  });

  it("refuses other first digits, other lengths, prefixes and separators", () => {
    for (const m of [
      "5876543210",
      "0987654321",
      "987654321",
      "98765432101",
      "+919876543210",
      "09876543210",
      "98765 43210",
      "98765-43210",
      "987654321a",
      "",
    ]) {
      expect(isValidMobile(m), m).toBe(false);
    }
  });

  it("accepts a basic email and refuses one without @, domain dot or with spaces", () => {
    expect(isValidEmail("ravi.kumar@example.co.in")).toBe(true);
    expect(isValidEmail("ravi.kumarexample.com")).toBe(false);
    expect(isValidEmail("ravi@example")).toBe(false);
    expect(isValidEmail("ravi kumar@example.com")).toBe(false);
    expect(isValidEmail(`${"a".repeat(250)}@x.in`)).toBe(false);
  });

  it("tells an email from a mobile in a forgot-ID box, trimming blanks", () => {
    expect(classifyContact(" 9876543210 ")).toEqual({ kind: "mobile", mobile: "9876543210" });
    expect(classifyContact("Ravi@Example.com")).toEqual({
      kind: "email",
      email: "Ravi@Example.com",
    });
    expect(classifyContact("ravi_1")).toBeNull();
    expect(classifyContact("1234567890")).toBeNull();
  });

  it("masks a mobile and an email for the 'OTP was sent to' notice", () => {
    expect(maskMobile("9876543210")).toBe("98******10");
    expect(maskEmail("ravi@example.com")).toBe("r***@example.com");
  });
});
