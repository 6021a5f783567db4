import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  checkEmail,
  checkLoginIdentifier,
  checkMobile,
  checkOtp,
  classifyLoginIdentifier,
  isValidEmail,
  isValidMobile,
  isValidOtp,
  normaliseMobile,
  validateContact,
} from "./contact.ts";

describe("email", () => {
  it.each(["ravi@example.com", "a.b+c@mail.co.in", "X@Y.IO"])("accepts %s", (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each(["", "ravi", "ravi@example", "ravi @example.com", "@example.com", "a@b@c.com"])(
    "refuses %j",
    (email) => {
      expect(isValidEmail(email)).toBe(false);
      expect(checkEmail(email)).toEqual({
        ok: false,
        message: "Please enter a valid email address",
      });
    },
  );

  it("trims the ends and refuses more than 254 characters", () => {
    expect(checkEmail("  ravi@example.com ")).toEqual({ ok: true, value: "ravi@example.com" });
    expect(isValidEmail(`${"a".repeat(245)}@example.com`)).toBe(false);
  });
});

describe("mobile", () => {
  it("is 10 digits starting 1 to 9", () => {
    expect(isValidMobile("9876543210")).toBe(true);
    expect(isValidMobile("1234567890")).toBe(true);
    expect(isValidMobile("0876543210")).toBe(false);
    expect(isValidMobile("987654321")).toBe(false);
    expect(isValidMobile("98765432100")).toBe(false);
  });

  it("property: every 10-digit string starting 1 to 9 is a mobile, nothing shorter or longer is", () => {
    const digits = (n: number) =>
      fc.array(fc.constantFrom(..."0123456789"), { minLength: n, maxLength: n });
    fc.assert(
      fc.property(fc.constantFrom(..."123456789"), digits(9), (first, rest) => {
        expect(isValidMobile(first + rest.join(""))).toBe(true);
        expect(isValidMobile(first + rest.join("").slice(1))).toBe(false);
        expect(isValidMobile(`${first + rest.join("")}0`)).toBe(false);
      }),
    );
  });

  it("drops spaces, hyphens and a leading +91 or 0", () => {
    expect(normaliseMobile("98765 43210")).toBe("9876543210");
    expect(normaliseMobile("+91 98765-43210")).toBe("9876543210");
    expect(normaliseMobile("09876543210")).toBe("9876543210");
    expect(normaliseMobile("+44 98765 43210")).toBeNull();
    expect(checkMobile("12345")).toEqual({
      ok: false,
      message: "Please enter a valid 10 digit mobile number",
    });
  });

  it("validateContact keys errors by email and mobile", () => {
    expect(validateContact({ email: "r@x.in", mobile: "9876543210" })).toEqual({
      ok: true,
      value: { email: "r@x.in", mobile: "9876543210" },
    });
    expect(validateContact({})).toEqual({
      ok: false,
      fields: {
        email: "Please enter a valid email address",
        mobile: "Please enter a valid 10 digit mobile number",
      },
    });
  });
});

describe("login identifier and OTP", () => {
  it("classifies a mobile or an email, lower-casing the email", () => {
    expect(classifyLoginIdentifier(" 9876543210 ")).toEqual({
      kind: "mobile",
      value: "9876543210",
    });
    expect(classifyLoginIdentifier(" Ravi@Example.COM ")).toEqual({
      kind: "email",
      value: "ravi@example.com",
    });
    expect(classifyLoginIdentifier("ravi")).toBeNull();
    expect(classifyLoginIdentifier("ravi@example")).toBeNull();
    expect(classifyLoginIdentifier("0000000000")).toBeNull();
    expect(checkLoginIdentifier("abc")).toEqual({
      ok: false,
      message: "Please enter a valid email or phone number",
    });
  });

  it("an OTP is 6 digits", () => {
    expect(isValidOtp("012345")).toBe(true);
    expect(isValidOtp("12345")).toBe(false);
    expect(isValidOtp("1234567")).toBe(false);
    expect(isValidOtp("12a456")).toBe(false);
    expect(checkOtp(" 123456 ", "login")).toEqual({ ok: true, value: "123456" });
  });

  it("an empty OTP names the channel; a malformed one asks for 6 digits", () => {
    expect(checkOtp("", "mobile")).toEqual({ ok: false, message: "Please enter Mobile OTP" });
    expect(checkOtp(undefined, "email")).toEqual({ ok: false, message: "Please enter Email OTP" });
    expect(checkOtp("", "login")).toEqual({ ok: false, message: "Please enter the 6 digit OTP" });
    expect(checkOtp("12", "mobile")).toEqual({
      ok: false,
      message: "Please enter the 6 digit OTP",
    });
  });
});
