import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  checkArea,
  checkCity,
  checkCompanyName,
  checkFlat,
  checkGstin,
  checkPincode,
  checkStreet,
  isGstBlank,
  isValidGstin,
  mergeGstDetails,
  sourceTimestamp,
  validateGstDetails,
} from "./gst.ts";
import type { FieldCheck } from "./messages.ts";

const messageOf = <T>(check: FieldCheck<T>): string | undefined =>
  check.ok ? undefined : check.message;
const SPECIAL = "Special characters like &, /, #, comma, etc. are not allowed";

describe("GST number", () => {
  it.each(["27AAPFU0939F1ZV", "29AAGCB7383J1Z4", "07ABCDE1234FAZ9"])("accepts %s", (gstin) => {
    expect(isValidGstin(gstin)).toBe(true);
  });

  it.each([
    "27AAPFU0939F1Z",
    "27AAPFU0939F1ZVX",
    "2AAAPFU0939F1ZV",
    "27AAPF00939F1ZV",
    "27AAPFU0939F0ZV",
    "27AAPFU0939F1YV",
    "27AAPFU09391FZV",
  ])("refuses %s", (gstin) => {
    expect(isValidGstin(gstin)).toBe(false);
    expect(messageOf(checkGstin(gstin))).toBe("Please enter a valid GST Number");
  });

  it("trims and upper-cases", () => {
    expect(checkGstin(" 27aapfu0939f1zv ")).toEqual({ ok: true, value: "27AAPFU0939F1ZV" });
  });

  it("property: any string of the GSTIN shape passes", () => {
    const pick = (chars: string, n: number) =>
      fc.array(fc.constantFrom(...chars), { minLength: n, maxLength: n }).map((a) => a.join(""));
    const digits = "0123456789";
    const letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
    const gstin = fc
      .tuple(
        pick(digits, 2),
        pick(letters, 5),
        pick(digits, 4),
        pick(letters, 1),
        pick(`123456789${letters}`, 1),
        pick(digits + letters, 1),
      )
      .map(([s, p, n, l, e, c]) => `${s}${p}${n}${l}${e}Z${c}`);
    fc.assert(
      fc.property(gstin, (g) => {
        expect(isValidGstin(g)).toBe(true);
      }),
    );
  });
});

describe("company, flat, street", () => {
  it.each([
    [checkCompanyName, "Acme Pvt. Ltd.", undefined],
    [checkCompanyName, "AB", "Please enter a valid Company Name"],
    [checkCompanyName, "A".repeat(75), undefined],
    [checkCompanyName, "A".repeat(76), "Please enter a valid Company Name"],
    [checkCompanyName, "", "Please enter a valid Company Name"],
    [checkCompanyName, "Tata & Sons", SPECIAL],
    [checkCompanyName, "...", "Please enter a valid Company Name"],
    [checkFlat, "B-12", undefined],
    [checkFlat, "12", "Please enter a valid Building/Flat Number"],
    [checkFlat, "A".repeat(31), "Please enter a valid Building/Flat Number"],
    [checkFlat, "12/B", SPECIAL],
    [checkFlat, "#12", SPECIAL],
    [checkStreet, "M.G. Road", undefined],
    [checkStreet, "", "Please enter a valid Street/Area/Road Name"],
    [checkStreet, "A".repeat(31), "Please enter a valid Street/Area/Road Name"],
    [checkStreet, "MG Road, Sector 5", SPECIAL],
  ])("%o %j", (check, typed, message) => {
    expect(messageOf(check(typed))).toBe(message);
  });
});

describe("pincode, city, area", () => {
  it("pincode: empty, malformed, good", () => {
    expect(messageOf(checkPincode(""))).toBe("Please enter a valid Pincode");
    expect(messageOf(checkPincode("012345"))).toBe("Please enter a valid 6-digit Pincode");
    expect(messageOf(checkPincode("40001"))).toBe("Please enter a valid 6-digit Pincode");
    expect(messageOf(checkPincode("4000011"))).toBe("Please enter a valid 6-digit Pincode");
    expect(messageOf(checkPincode("4000a1"))).toBe("Please enter a valid 6-digit Pincode");
    expect(checkPincode(" 400001 ")).toEqual({ ok: true, value: "400001" });
    expect(checkPincode(560001)).toEqual({ ok: true, value: "560001" });
  });

  it("city and area", () => {
    expect(checkCity("Navi Mumbai").ok).toBe(true);
    expect(messageOf(checkCity(""))).toBe("Please enter a valid city.");
    expect(messageOf(checkCity("123"))).toBe("Please enter a valid city.");
    expect(checkArea("Sector 17").ok).toBe(true);
    expect(messageOf(checkArea(""))).toBe("Please enter a valid Area");
    expect(messageOf(checkArea("17"))).toBe("Please enter a valid Area");
  });
});

describe("validateGstDetails", () => {
  const good = {
    gstIn: "27aapfu0939f1zv",
    nameOnGst: "Acme Pvt Ltd",
    flat: "Unit 4",
    street: "Linking Road",
    pin: "400050",
    state: "Maharashtra",
    city: "Mumbai",
    area: "Bandra West",
  };

  it("normalises a complete section", () => {
    expect(validateGstDetails(good)).toEqual({
      ok: true,
      value: { ...good, gstIn: "27AAPFU0939F1ZV" },
    });
  });

  it("keys every error by field", () => {
    expect(validateGstDetails({ gstIn: "x", flat: "a/b" })).toEqual({
      ok: false,
      fields: {
        gstIn: "Please enter a valid GST Number",
        nameOnGst: "Please enter a valid Company Name",
        flat: SPECIAL,
        street: "Please enter a valid Street/Area/Road Name",
        pin: "Please enter a valid Pincode",
        city: "Please enter a valid city.",
        area: "Please enter a valid Area",
      },
    });
  });

  it("a section of blanks is no GST", () => {
    expect(isGstBlank(undefined)).toBe(true);
    expect(isGstBlank({ gstIn: " ", city: "" })).toBe(true);
    expect(isGstBlank({ pin: "4" })).toBe(false);
  });
});

describe("mergeGstDetails", () => {
  const older = {
    gstin: "27AAPFU0939F1ZV",
    name_on_gst: "Old Name",
    flat: "Flat 1",
    street: "Old Street",
    city: "Pune",
    state: "Maharashtra",
    pincode: 411001,
    last_updated_at: "2025-01-01T10:00:00Z",
  };
  const newer = {
    gst_number: "29aagcb7383j1z4",
    company_name: "New Name",
    company_address: "New Road",
    city: "Bengaluru",
    state: "Karnataka",
    pincode: "560001",
    last_updated_at: "2025-06-01 09:00:00",
  };

  it("keeps details that already have a GST number", () => {
    const current = { gstIn: "07ABCDE1234FAZ9", nameOnGst: "Mine" };
    expect(mergeGstDetails(current, [older, newer])).toEqual(current);
  });

  it("otherwise takes the newest source, reading the aliases", () => {
    expect(mergeGstDetails({ area: "Koramangala", flat: "Typed" }, [older, newer])).toEqual({
      gstIn: "29AAGCB7383J1Z4",
      nameOnGst: "New Name",
      flat: "Typed",
      street: "New Road",
      city: "Bengaluru",
      state: "Karnataka",
      pin: "560001",
      area: "Koramangala",
    });
    expect(mergeGstDetails(undefined, [newer, older]).gstIn).toBe("29AAGCB7383J1Z4");
  });

  it("ignores sources without a GST number, and missing sources", () => {
    expect(mergeGstDetails({}, [older, { ...newer, gst_number: "" }, null]).gstIn).toBe(
      "27AAPFU0939F1ZV",
    );
    expect(mergeGstDetails({ area: "X" }, [null, undefined])).toEqual({ area: "X" });
  });

  it("ties and unreadable times: the first given wins; a readable time beats none", () => {
    const a = { ...older, last_updated_at: "2025-01-01T00:00:00Z" };
    const b = { ...newer, last_updated_at: "2025-01-01T05:30:00+05:30" };
    expect(mergeGstDetails({}, [a, b]).gstIn).toBe("27AAPFU0939F1ZV");
    expect(mergeGstDetails({}, [b, a]).gstIn).toBe("29AAGCB7383J1Z4");
    expect(mergeGstDetails({}, [{ ...older, last_updated_at: "soon" }, newer]).gstIn).toBe(
      "29AAGCB7383J1Z4",
    );
  });

  it("reads times the same whatever the process time zone (no zone means IST)", () => {
    expect(sourceTimestamp("2025-06-01 09:00:00")).toBe(Date.UTC(2025, 5, 1, 3, 30));
    expect(sourceTimestamp("2025-06-01")).toBe(Date.UTC(2025, 4, 31, 18, 30));
    expect(sourceTimestamp(1_700_000_000_000)).toBe(1_700_000_000_000);
    expect(sourceTimestamp("1700000000000")).toBe(1_700_000_000_000);
    expect(sourceTimestamp(undefined)).toBe(-Infinity);
    expect(sourceTimestamp("June 1")).toBe(-Infinity);
  });
});
