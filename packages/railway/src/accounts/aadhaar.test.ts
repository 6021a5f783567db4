import { describe, expect, it } from "vitest";
import { checkAadhaarNumber, maskAadhaar, verhoeffDigit, verhoeffValid } from "./aadhaar.ts";

/** Valid by Verhoeff, worked out independently of the code under test. */
const VALID = "234123412346";

describe("the Verhoeff check digit", () => {
  it("agrees with the published example and a worked number", () => {
    expect(verhoeffDigit("236")).toBe(3);
    expect(verhoeffValid("2363")).toBe(true);
    expect(verhoeffValid(VALID)).toBe(true);
    expect(verhoeffDigit(VALID.slice(0, 11))).toBe(6);
  });

  it("catches every single wrong digit and every swap of neighbours", () => {
    for (let i = 0; i < VALID.length; i++) {
      for (let d = 0; d <= 9; d++) {
        if (String(d) === VALID[i]) continue;
        const typo = `${VALID.slice(0, i)}${d}${VALID.slice(i + 1)}`;
        expect(verhoeffValid(typo), typo).toBe(false);
      }
      if (i + 1 < VALID.length && VALID[i] !== VALID[i + 1]) {
        const swap = `${VALID.slice(0, i)}${VALID[i + 1]}${VALID[i]}${VALID.slice(i + 2)}`;
        expect(verhoeffValid(swap), swap).toBe(false);
      }
    }
  });
});

describe("an Aadhaar number as typed", () => {
  it("is taken with or without spaces, keeping the last four digits only", () => {
    expect(checkAadhaarNumber(VALID)).toEqual({ ok: true, last4: "2346" });
    expect(checkAadhaarNumber(" 2341 2341 2346 ")).toEqual({ ok: true, last4: "2346" });
    expect(checkAadhaarNumber("2341  23412346")).toEqual({ ok: true, last4: "2346" });
  });

  it.each([
    ["", "aadhaar_required", "Please enter your 12 digit Aadhaar number"],
    ["   ", "aadhaar_required", "Please enter your 12 digit Aadhaar number"],
    ["23412341234", "aadhaar_length", "An Aadhaar number has 12 digits; you typed 11"],
    ["2341234123461", "aadhaar_length", "An Aadhaar number has 12 digits; you typed 13"],
    [
      "2341-2341-2346",
      "aadhaar_characters",
      "An Aadhaar number has digits only. Please type its 12 digits (spaces between groups are fine)",
    ],
    ["2341 2341 234O", "aadhaar_characters", expect.any(String)],
    ["२३४१२३४१२३४६", "aadhaar_characters", expect.any(String)],
    [
      "134123412346",
      "aadhaar_first_digit",
      "An Aadhaar number never starts with 0 or 1. Please check the number",
    ],
    ["034123412346", "aadhaar_first_digit", expect.any(String)],
    [
      "234123412347",
      "aadhaar_checksum",
      "This is not a valid Aadhaar number: a digit may be mistyped. Please check the number",
    ],
  ])("refuses %j (%s) in words", (typed, reason, message) => {
    expect(checkAadhaarNumber(typed)).toEqual({ ok: false, reason, message });
  });

  it("never carries the number in a refusal", () => {
    const refused = checkAadhaarNumber("234123412347");
    expect(JSON.stringify(refused)).not.toContain("23412341234");
  });

  it("is shown masked to its last four digits", () => {
    expect(maskAadhaar("2346")).toBe("XXXX XXXX 2346");
  });
});
