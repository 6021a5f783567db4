import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  checkCoachId,
  checkLowerBerths,
  TRAVELLER_FORM_DEFAULTS,
  type TravellerContext,
  TravellerDetailsFormSchema,
  validateTravellerDetails,
} from "./form.ts";

const CONTEXT: TravellerContext = { today: "2026-11-22", quota: "GN", foodRequired: true };

/**
 * A flat form post nested as the web app's form library posts it to the API
 * (`passengers[0].name` → `{ passengers: [{ name }] }`; reading real posts
 * is tested with the page, `confirm-post.server.test.ts`).
 */
function post(entries: Record<string, string>): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(entries)) {
    const path = key.replace(/\[(\d+)\]/g, ".$1").split(".");
    let node: Record<string, unknown> = root;
    path.slice(0, -1).forEach((part, i) => {
      node[part] ??= /^\d+$/.test(path[i + 1] ?? "") ? [] : {};
      node = node[part] as Record<string, unknown>;
    });
    node[path[path.length - 1] as string] = value;
  }
  return root;
}

const GOOD_POST = {
  "passengers[0].name": "Ravi Kumar",
  "passengers[0].age": "34",
  "passengers[0].gender": "Male",
  "passengers[0].berth": "LB",
  "passengers[0].food": "V",
  "passengers[1].name": "Baby Kumar",
  "passengers[1].age": "2",
  "passengers[1].gender": "Female",
  "contact.email": "ravi@example.com",
  "contact.mobile": "9876543210",
  autoUpgrade: "on",
  coachId: "b2",
  lowerBerths: "atLeastOneLowerBerth",
  "gst.gstIn": "",
  "gst.nameOnGst": "",
  policyAgreed: "on",
};

describe("validateTravellerDetails", () => {
  it("accepts a plain form post and normalises it", () => {
    expect(validateTravellerDetails(post(GOOD_POST), CONTEXT)).toEqual({
      ok: true,
      value: {
        passengers: [
          {
            name: "Ravi Kumar",
            age: 34,
            gender: "Male",
            nationality: "IN",
            berth: "LB",
            food: "V",
            category: "adult",
          },
          {
            name: "Baby Kumar",
            age: 2,
            gender: "Female",
            nationality: "IN",
            berth: "NB",
            food: "D",
            category: "infant",
          },
        ],
        contact: { email: "ravi@example.com", mobile: "9876543210" },
        noFood: false,
        autoUpgrade: true,
        coachId: "B2",
        lowerBerths: "atLeastOneLowerBerth",
        insuranceOpted: false,
        freeCancellationOpted: false,
        policyAgreed: true,
      },
    });
  });

  it("accepts the same details as JSON", () => {
    const result = validateTravellerDetails(
      {
        passengers: [{ name: "Ravi Kumar", age: 34, gender: "Male", food: "V" }],
        contact: { email: "ravi@example.com", mobile: "9876543210" },
        policyAgreed: true,
        insuranceOpted: true,
      },
      CONTEXT,
    );
    expect(result.ok && result.value.insuranceOpted).toBe(true);
  });

  it("keys errors by field path", () => {
    const result = validateTravellerDetails(
      post({
        ...GOOD_POST,
        "passengers[0].name": "R",
        "passengers[1].age": "",
        "contact.email": "ravi@",
        "contact.mobile": "12",
        coachId: "22",
        lowerBerths: "all",
        "gst.gstIn": "27AAPFU0939F1ZV",
        "gst.pin": "0123",
        policyAgreed: "",
      }),
      CONTEXT,
    );
    expect(result).toEqual({
      ok: false,
      fields: {
        "passengers.0.name":
          "As per IRCTC rules, traveller name should be between 3 and 35 and only character.",
        "passengers.1.age": "Please enter a valid Age",
        "contact.email": "Please enter a valid email address",
        "contact.mobile": "Please enter a valid 10 digit mobile number",
        coachId: "Please enter a coach as a letter followed by a number, e.g. B2",
        lowerBerths: "Please select a valid lower berth option",
        "gst.nameOnGst": "Please enter a valid Company Name",
        "gst.flat": "Please enter a valid Building/Flat Number",
        "gst.street": "Please enter a valid Street/Area/Road Name",
        "gst.pin": "Please enter a valid 6-digit Pincode",
        "gst.city": "Please enter a valid city.",
        "gst.area": "Please enter a valid Area",
        policyAgreed: "Please agree to the cancellation and refund policy to continue",
      },
    });
  });

  it("an unticked policy box (absent from the post) is refused", () => {
    const { policyAgreed: _, ...rest } = GOOD_POST;
    const result = validateTravellerDetails(post(rest), CONTEXT);
    expect(result.ok ? {} : result.fields).toEqual({
      policyAgreed: "Please agree to the cancellation and refund policy to continue",
    });
    expect(TRAVELLER_FORM_DEFAULTS.policyAgreed).toBe(true);
  });

  it("list-level problems come as `passengers` and `message`", () => {
    expect(validateTravellerDetails(post({ policyAgreed: "on" }), CONTEXT)).toMatchObject({
      ok: false,
      message: "Please add at least one traveller to continue",
      fields: { passengers: "Please add at least one traveller to continue" },
    });
    const infantsOnly = post({
      ...GOOD_POST,
      "passengers[0].age": "3",
    });
    expect(validateTravellerDetails(infantsOnly, CONTEXT)).toMatchObject({
      ok: false,
      message: "Please add adult passenger, only infant not allowed",
    });
  });

  it("applies the maxima, quota and food rules of the context", () => {
    const five = Object.fromEntries(
      [0, 1, 2, 3, 4].flatMap((i) => [
        [`passengers[${i}].name`, "Ravi Kumar"],
        [`passengers[${i}].age`, "30"],
        [`passengers[${i}].gender`, "Male"],
      ]),
    );
    const form = post({ ...five, "contact.email": "r@x.in", "contact.mobile": "9876543210" });
    const withPolicy = { ...form, policyAgreed: true, noFood: true };
    expect(validateTravellerDetails(withPolicy, CONTEXT).ok).toBe(true);
    expect(validateTravellerDetails(withPolicy, { ...CONTEXT, maxPassengers: 4 })).toMatchObject({
      ok: false,
      message: "You can only add 4 passengers",
    });
    const ladies = validateTravellerDetails(withPolicy, { ...CONTEXT, quota: "LD" });
    expect(ladies.ok ? [] : Object.keys(ladies.fields)).toEqual(
      [0, 1, 2, 3, 4].map((i) => `passengers.${i}.gender`),
    );
    expect(
      validateTravellerDetails({ ...withPolicy, noFood: false }, CONTEXT).ok ? [] : ["refused"],
    ).toEqual(["refused"]);
    expect(
      validateTravellerDetails(
        { ...withPolicy, noFood: false },
        { ...CONTEXT, foodRequired: false },
      ).ok,
    ).toBe(true);
  });

  it("checks a foreign national's date of birth against today", () => {
    const foreign = post({
      ...GOOD_POST,
      "passengers[0].nationality": "GB",
      "passengers[0].passport": "123456789",
      "passengers[0].dob": "2020-01-01",
    });
    expect(validateTravellerDetails(foreign, CONTEXT)).toMatchObject({
      ok: false,
      fields: { "passengers.0.dob": "Please enter a valid date of birth" },
    });
    const grownUp = {
      ...foreign,
      passengers: [{ ...(foreign.passengers as object[])[0], dob: "1980-06-15" }],
    };
    expect(validateTravellerDetails(grownUp, CONTEXT).ok).toBe(true);
  });

  it("refuses a shape that is not a form", () => {
    expect(validateTravellerDetails("nonsense", CONTEXT).ok).toBe(false);
    expect(validateTravellerDetails({ passengers: "x", policyAgreed: "maybe" }, CONTEXT)).toEqual({
      ok: false,
      fields: { passengers: expect.any(String), policyAgreed: "Expected a checkbox value" },
    });
  });

  it("property: any party of more than the maximum passengers is refused", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 5 }), (max, extra) => {
        const passengers = Array.from({ length: max + extra }, () => ({
          name: "Anita Rao",
          age: "30",
          gender: "Female",
          food: "V",
        }));
        const input = {
          passengers,
          contact: { email: "a@b.in", mobile: "9876543210" },
          policyAgreed: "on",
        };
        const result = validateTravellerDetails(input, { ...CONTEXT, maxPassengers: max });
        expect(result).toMatchObject({ ok: false, message: `You can only add ${max} passengers` });
      }),
    );
  });
});

describe("TravellerDetailsFormSchema", () => {
  it("applies the single-field rules with their messages and paths, not the party rules", () => {
    const parsed = TravellerDetailsFormSchema.safeParse(
      post({ ...GOOD_POST, "passengers[1].gender": "" }),
    );
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => [i.path, i.message])).toEqual([
      [["passengers", 1, "gender"], "Please select your gender"],
    ]);
    const noPassengers = post({
      "contact.email": "r@x.in",
      "contact.mobile": "9876543210",
      policyAgreed: "on",
    });
    expect(TravellerDetailsFormSchema.safeParse(noPassengers).success).toBe(true);
  });

  it("turns checkbox strings into booleans", () => {
    const parsed = TravellerDetailsFormSchema.parse(post(GOOD_POST));
    expect(parsed).toMatchObject({ autoUpgrade: true, noFood: false, policyAgreed: true });
  });
});

describe("coach and lower berths", () => {
  it.each([
    ["", undefined],
    ["B2", "B2"],
    [" s10 ", "S10"],
  ])("coach %j is %j", (typed, coach) => {
    expect(checkCoachId(typed)).toEqual({ ok: true, value: coach });
  });

  it.each(["2", "B", "BB2", "B02", "B100", "B-2"])("refuses coach %j", (typed) => {
    expect(checkCoachId(typed).ok).toBe(false);
  });

  it("lower berths: none or one of the two options", () => {
    expect(checkLowerBerths("")).toEqual({ ok: true, value: undefined });
    expect(checkLowerBerths("twoLowerBerths")).toEqual({ ok: true, value: "twoLowerBerths" });
    expect(checkLowerBerths("3").ok).toBe(false);
  });
});
