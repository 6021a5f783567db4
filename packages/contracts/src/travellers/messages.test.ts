import { describe, expect, it } from "vitest";
import { checkEmail, checkLoginIdentifier, checkMobile, checkOtp } from "./contact.ts";
import { checkCoachId, checkLowerBerths, validateTravellerDetails } from "./form.ts";
import {
  checkArea,
  checkCity,
  checkCompanyName,
  checkFlat,
  checkGstin,
  checkPincode,
  checkStreet,
} from "./gst.ts";
import {
  type FieldCheck,
  type FieldsCheck,
  fillMessage,
  TRAVELLER_MESSAGES,
  type TravellerMessageKey,
} from "./messages.ts";
import {
  addInfantRefusal,
  addPassengerRefusal,
  checkPartyCounts,
  policyRefusal,
  quotaRefusal,
  resolveFood,
} from "./party.ts";
import {
  checkAge,
  checkBerth,
  checkDob,
  checkGender,
  checkName,
  checkNationality,
  checkPassport,
  passengerCategory,
} from "./passenger.ts";
import { savedTravellersRefusal } from "./saved-traveller.ts";

const TODAY = "2026-11-22";

const message = <T>(check: FieldCheck<T>): string | undefined =>
  check.ok ? undefined : check.message;
const field = <T>(check: FieldsCheck<T>, key: string): string | undefined =>
  check.ok ? undefined : check.fields[key];
const adult = (food?: "V" | "D") => ({
  category: passengerCategory(30),
  ...(food ? { food } : {}),
});

/** One rule producing each message of the table, and the values its placeholders get. */
const PRODUCERS: Record<TravellerMessageKey, () => string | undefined> = {
  nameRequired: () => message(checkName(" ")),
  nameRule: () => message(checkName("Al")),
  ageInvalid: () => message(checkAge("abc")),
  ageMax: () => message(checkAge(126)),
  genderRequired: () => message(checkGender("")),
  passportInvalid: () => message(checkPassport("AB#123456")),
  passportLength: () => message(checkPassport("AB12")),
  dobInvalid: () => message(checkDob("31/02/2000", TODAY)),
  nationalityInvalid: () => message(checkNationality("Indiaa")),
  berthInvalid: () => message(checkBerth("XX")),
  emailInvalid: () => message(checkEmail("a@b")),
  mobileInvalid: () => message(checkMobile("0123456789")),
  loginIdentifierInvalid: () => message(checkLoginIdentifier("abc")),
  mobileOtpRequired: () => message(checkOtp("", "mobile")),
  emailOtpRequired: () => message(checkOtp("", "email")),
  otpInvalid: () => message(checkOtp("12345", "login")),
  maxLimitReached: () => addPassengerRefusal(6),
  maxPassengers: () => checkPartyCounts([30, 30, 30, 30, 30, 30, 30]),
  maxInfants: () => checkPartyCounts([30, 1, 2, 3]),
  noTraveller: () => checkPartyCounts([]),
  onlyInfants: () => checkPartyCounts([1]),
  ladiesQuota: () => quotaRefusal({ age: 30, gender: "Male" }, "LD"),
  foodRequired: () =>
    field(resolveFood([adult()], { foodRequired: true, noFood: false }), "passengers.0.food"),
  noFoodAllOrNone: () =>
    field(resolveFood([adult("V"), adult("D")], { foodRequired: true, noFood: false }), "noFood"),
  coachInvalid: () => message(checkCoachId("22")),
  lowerBerthsInvalid: () => message(checkLowerBerths("x")),
  policyRequired: () => policyRefusal(false),
  savedTravellersLogin: () => savedTravellersRefusal(false),
  gstNumberInvalid: () => message(checkGstin("123")),
  companyNameInvalid: () => message(checkCompanyName("AB")),
  flatInvalid: () => message(checkFlat("")),
  streetInvalid: () => message(checkStreet("x".repeat(31))),
  gstSpecialCharacters: () => message(checkCompanyName("Tata & Sons")),
  pincodeRequired: () => message(checkPincode("")),
  pincodeInvalid: () => message(checkPincode("012345")),
  cityInvalid: () => message(checkCity("")),
  areaInvalid: () => message(checkArea("")),
};

const PLACEHOLDER_VALUES = { min: 3, max: 35, maxAge: 125, n: 6 } as const;
const FILLED: Partial<Record<TravellerMessageKey, Record<string, number>>> = {
  passportLength: { min: 6, max: 15 },
  maxInfants: { n: 2 },
};

describe("TRAVELLER_MESSAGES", () => {
  it("every message in the table is produced by some rule", () => {
    expect(Object.keys(PRODUCERS).sort()).toEqual(Object.keys(TRAVELLER_MESSAGES).sort());
    for (const [key, template] of Object.entries(TRAVELLER_MESSAGES)) {
      const values = FILLED[key as TravellerMessageKey] ?? PLACEHOLDER_VALUES;
      expect(PRODUCERS[key as TravellerMessageKey](), key).toBe(
        fillMessage(template as string, values),
      );
    }
  });

  it("no two keys share a message, and no produced message keeps a placeholder", () => {
    const values = Object.values(TRAVELLER_MESSAGES);
    expect(new Set(values).size).toBe(values.length);
    for (const produce of Object.values(PRODUCERS)) expect(produce()).not.toMatch(/\{\w+\}/);
  });
});

describe("fillMessage", () => {
  it("fills every placeholder, leaves unknown ones, and types the names", () => {
    expect(fillMessage("between {min} and {max}, {min} again", { min: 3, max: "35" })).toBe(
      "between 3 and 35, 3 again",
    );
    expect(fillMessage(TRAVELLER_MESSAGES.maxInfants, { n: 2 })).toBe("You can only add 2 infants");
    const loose: string = "{a} and {b}";
    expect(fillMessage(loose, {})).toBe("{a} and {b}");
    // @ts-expect-error: `n` is the only placeholder of this template
    fillMessage(TRAVELLER_MESSAGES.maxPassengers, { count: 2 });
  });
});

/**
 * The spec's own words (§5), copied from the spec into this test (not read
 * from messages.ts), checked against what the rules produce.
 */
describe("spec §5 wording, exactly", () => {
  const full = (input: unknown) =>
    validateTravellerDetails(input, { today: TODAY, quota: "GN", foodRequired: false });
  const fieldsOf = (input: unknown) => {
    const r = full(input);
    return r.ok ? {} : r.fields;
  };

  it("passenger name, age, gender, passport, date of birth", () => {
    expect(message(checkName(""))).toBe("Please enter a valid Full Name");
    // Spec: 'As per IRCTC rules, traveller name should be between {min} and {max} and only character.'
    expect(message(checkName("Jo"))).toBe(
      "As per IRCTC rules, traveller name should be between 3 and 35 and only character.",
    );
    // Spec: 'Age should be less than or equal to {maxAge} years.'
    expect(message(checkAge(200))).toBe("Age should be less than or equal to 125 years.");
    expect(message(checkAge(""))).toBe("Please enter a valid Age");
    expect(message(checkGender(undefined))).toBe("Please select your gender");
    expect(message(checkPassport("12-34"))).toBe("Please enter a valid Passport Number");
    expect(message(checkDob("32/01/2000", TODAY))).toBe("Please enter a valid date of birth");
  });

  it("the same words through the whole form", () => {
    const fields = fieldsOf({
      passengers: [
        { name: "", age: "", gender: "" },
        { name: "Jo", age: "130", gender: "Male", nationality: "US", passport: "#", dob: "x" },
      ],
    });
    expect(fields).toMatchObject({
      "passengers.0.name": "Please enter a valid Full Name",
      "passengers.0.age": "Please enter a valid Age",
      "passengers.0.gender": "Please select your gender",
      "passengers.1.name":
        "As per IRCTC rules, traveller name should be between 3 and 35 and only character.",
      "passengers.1.age": "Age should be less than or equal to 125 years.",
      "passengers.1.passport": "Please enter a valid Passport Number",
      "passengers.1.dob": "Please enter a valid date of birth",
      "contact.email": "Please enter a valid email address",
    });
  });

  it("contact", () => {
    expect(message(checkEmail("nobody"))).toBe("Please enter a valid email address");
    expect(message(checkLoginIdentifier("nobody"))).toBe(
      "Please enter a valid email or phone number",
    );
    expect(message(checkOtp("", "mobile"))).toBe("Please enter Mobile OTP");
    expect(message(checkOtp("", "email"))).toBe("Please enter Email OTP");
  });

  it("passenger counts", () => {
    expect(addPassengerRefusal(6)).toBe("Cannot add more passenger. Max limit reached");
    // Spec: 'You can only add {n} infants'; 'You can only add {n} passengers'
    expect(addInfantRefusal(2)).toBe("You can only add 2 infants");
    expect(checkPartyCounts([20, 20, 20, 20, 20, 20, 20])).toBe("You can only add 6 passengers");
    expect(checkPartyCounts([])).toBe("Please add at least one traveller to continue");
    expect(checkPartyCounts([2])).toBe("Please add adult passenger, only infant not allowed");
  });

  it("ladies quota and food: the spec's own sentences (it quotes no message for them)", () => {
    // Spec: 'The ladies quota rejects adult male or transgender passengers.'
    expect(quotaRefusal({ age: 40, gender: "Transgender" }, "LD")).toBe(
      "The ladies quota rejects adult male or transgender passengers.",
    );
    // Spec: 'Food type must be chosen for the train. The no-food checkbox applies to all passengers or to none.'
    expect(
      field(resolveFood([adult()], { foodRequired: true, noFood: false }), "passengers.0.food"),
    ).toBe("Food type must be chosen for the train.");
    expect(
      field(resolveFood([adult("V"), adult("D")], { foodRequired: true, noFood: false }), "noFood"),
    ).toBe("The no-food checkbox applies to all passengers or to none.");
  });

  it("saved travellers, with the curly apostrophe", () => {
    const text = savedTravellersRefusal(false);
    expect(text).toBe("Please login to view saved traveller’s list");
    expect(text?.charCodeAt(text.indexOf("s list") - 1)).toBe(0x2019);
  });

  it("GST", () => {
    expect(message(checkGstin("27AAPFU0939F1Z"))).toBe("Please enter a valid GST Number");
    expect(message(checkCompanyName("A"))).toBe("Please enter a valid Company Name");
    expect(message(checkFlat("1"))).toBe("Please enter a valid Building/Flat Number");
    expect(message(checkStreet("R"))).toBe("Please enter a valid Street/Area/Road Name");
    expect(message(checkStreet("Road #5"))).toBe(
      "Special characters like &, /, #, comma, etc. are not allowed",
    );
    expect(message(checkPincode(""))).toBe("Please enter a valid Pincode");
    expect(message(checkPincode("99"))).toBe("Please enter a valid 6-digit Pincode");
    expect(message(checkCity(""))).toBe("Please enter a valid city.");
    expect(message(checkArea(""))).toBe("Please enter a valid Area");
    expect(fieldsOf({ gst: { gstIn: "x" } })).toMatchObject({
      "gst.gstIn": "Please enter a valid GST Number",
      "gst.pin": "Please enter a valid Pincode",
      "gst.city": "Please enter a valid city.",
    });
  });
});
