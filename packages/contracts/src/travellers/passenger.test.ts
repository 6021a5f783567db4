import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { FieldCheck } from "./messages.ts";
import {
  checkAge,
  checkBerth,
  checkDob,
  checkFood,
  checkGender,
  checkName,
  checkNationality,
  checkPassport,
  dobWindow,
  parseDateParts,
  passengerCategory,
  validatePassenger,
  yearsBefore,
} from "./passenger.ts";

const TODAY = "2026-11-22";
const NAME_RULE =
  "As per IRCTC rules, traveller name should be between 3 and 35 and only character.";

const messageOf = <T>(check: FieldCheck<T>): string | undefined =>
  check.ok ? undefined : check.message;
const valueIn = <T>(check: FieldCheck<T>): T | undefined => (check.ok ? check.value : undefined);

describe("checkName", () => {
  it.each([
    ["Ravi Kumar", "Ravi Kumar"],
    ["  Anita  ", "Anita"],
    ["Jean-Luc Picard", "Jean-Luc Picard"],
    ["Kumar, Ravi", "Kumar, Ravi"],
    ["Abc", "Abc"],
    ["A".repeat(35), "A".repeat(35)],
  ])("accepts %j", (typed, clean) => {
    expect(valueIn(checkName(typed))).toBe(clean);
  });

  it.each([
    ["", "Please enter a valid Full Name"],
    ["   ", "Please enter a valid Full Name"],
    [undefined, "Please enter a valid Full Name"],
    ["Al", NAME_RULE],
    ["A".repeat(36), NAME_RULE],
    ["Ravi  Kumar", NAME_RULE],
    ["Ravi Kumar 2", NAME_RULE],
    ["D'Souza", NAME_RULE],
    ["Ravi.Kumar", NAME_RULE],
    ["-Ravi", NAME_RULE],
    ["रवि कुमार", NAME_RULE],
  ])("refuses %j", (typed, message) => {
    expect(messageOf(checkName(typed))).toBe(message);
  });

  it("property: any name of the allowed shape, 3 to 35 long, passes with its ends trimmed", () => {
    const letter = fc.constantFrom(..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ");
    const inner = fc.constantFrom(..."abcXYZ-,");
    const word = fc
      .tuple(letter, fc.array(inner, { maxLength: 8 }))
      .map(([first, rest]) => first + rest.join(""));
    const name = fc
      .array(word, { minLength: 1, maxLength: 5 })
      .map((words) => words.join(" "))
      .filter((n) => n.length >= 3 && n.length <= 35);
    const space = fc.constantFrom("", " ", "  ", "\t");
    fc.assert(
      fc.property(name, space, space, (n, before, after) => {
        expect(checkName(`${before}${n}${after}`)).toEqual({ ok: true, value: n });
      }),
    );
  });
});

describe("checkAge", () => {
  it.each([
    [0, 0],
    ["0", 0],
    [" 42 ", 42],
    [125, 125],
    ["125", 125],
  ])("accepts %j", (typed, age) => {
    expect(valueIn(checkAge(typed))).toBe(age);
  });

  it.each([
    ["", "Please enter a valid Age"],
    [undefined, "Please enter a valid Age"],
    ["abc", "Please enter a valid Age"],
    ["12.5", "Please enter a valid Age"],
    [12.5, "Please enter a valid Age"],
    [-1, "Please enter a valid Age"],
    ["-1", "Please enter a valid Age"],
    [Number.NaN, "Please enter a valid Age"],
    [126, "Age should be less than or equal to 125 years."],
    ["999", "Age should be less than or equal to 125 years."],
  ])("refuses %j", (typed, message) => {
    expect(messageOf(checkAge(typed))).toBe(message);
  });
});

describe("checkGender and category", () => {
  it("accepts the three genders in any case and refuses anything else", () => {
    expect(valueIn(checkGender("Male"))).toBe("Male");
    expect(valueIn(checkGender(" female "))).toBe("Female");
    expect(valueIn(checkGender("TRANSGENDER"))).toBe("Transgender");
    for (const typed of ["", undefined, "M", "Other"]) {
      expect(messageOf(checkGender(typed))).toBe("Please select your gender");
    }
  });

  it.each([
    [0, "infant"],
    [4, "infant"],
    [5, "child"],
    [11, "child"],
    [12, "adult"],
    [59, "adult"],
    [60, "senior"],
    [125, "senior"],
  ])("age %i is %s", (age, category) => {
    expect(passengerCategory(age)).toBe(category);
  });
});

describe("nationality and passport", () => {
  it("defaults to IN and normalises India", () => {
    expect(valueIn(checkNationality(undefined))).toBe("IN");
    expect(valueIn(checkNationality(""))).toBe("IN");
    expect(valueIn(checkNationality("India"))).toBe("IN");
    expect(valueIn(checkNationality("INDIA"))).toBe("IN");
    expect(valueIn(checkNationality("np"))).toBe("NP");
    expect(messageOf(checkNationality("Nepal"))).toBe("Please select a valid nationality");
  });

  it("accepts 6 to 15 letters and digits, upper-cased", () => {
    expect(valueIn(checkPassport(" z1234567 "))).toBe("Z1234567");
    expect(valueIn(checkPassport("A12345"))).toBe("A12345");
    expect(valueIn(checkPassport("A".repeat(15)))).toBe("A".repeat(15));
  });

  it.each([
    ["", "Please enter a valid Passport Number"],
    ["Z123-4567", "Please enter a valid Passport Number"],
    ["Z123 4567", "Please enter a valid Passport Number"],
    ["Z12#4567", "Please enter a valid Passport Number"],
    ["A1234", "Passport Number should be 6 to 15 letters or digits"],
    ["A".repeat(16), "Passport Number should be 6 to 15 letters or digits"],
  ])("refuses passport %j", (typed, message) => {
    expect(messageOf(checkPassport(typed))).toBe(message);
  });
});

describe("date of birth", () => {
  it("reads an object, 'DD/MM/YYYY' and 'YYYY-MM-DD'", () => {
    const d = { day: 5, month: 3, year: 1990 };
    expect(parseDateParts({ day: "5", month: "03", year: "1990" })).toEqual(d);
    expect(parseDateParts("05/03/1990")).toEqual(d);
    expect(parseDateParts("1990-03-05")).toEqual(d);
    expect(parseDateParts("05-03-1990")).toBeUndefined();
    expect(parseDateParts("5/3")).toBeUndefined();
    expect(parseDateParts({ day: 5, month: 3 })).toBeUndefined();
  });

  it("the window runs from 125 years to 11 years before today, both included", () => {
    expect(dobWindow(TODAY)).toEqual({ earliest: "1901-11-22", latest: "2015-11-22" });
    expect(valueIn(checkDob("22/11/2015", TODAY))).toEqual({ day: 22, month: 11, year: 2015 });
    expect(valueIn(checkDob("22/11/1901", TODAY))).toEqual({ day: 22, month: 11, year: 1901 });
    expect(messageOf(checkDob("23/11/2015", TODAY))).toBe("Please enter a valid date of birth");
    expect(messageOf(checkDob("21/11/1901", TODAY))).toBe("Please enter a valid date of birth");
  });

  it("a 29 February today looks back to 28 February", () => {
    expect(yearsBefore("2028-02-29", 11)).toBe("2017-02-28");
    expect(yearsBefore("2028-02-29", 12)).toBe("2016-02-29");
  });

  it.each([
    ["32/01/1990"],
    ["00/01/1990"],
    ["10/13/1990"],
    ["10/00/1990"],
    ["29/02/1991"],
    ["31/04/1990"],
    ["aa/bb/cccc"],
    [""],
    [undefined],
  ])("refuses %j", (typed) => {
    expect(messageOf(checkDob(typed, TODAY))).toBe("Please enter a valid date of birth");
  });

  it("without today only the calendar is checked", () => {
    expect(checkDob("01/01/2025").ok).toBe(true);
    expect(checkDob("29/02/2025").ok).toBe(false);
  });

  it("property: an accepted date of birth means an age of 11 to 125 on that day", () => {
    const date = fc
      .date({ min: new Date(Date.UTC(1850, 0, 1)), max: new Date(Date.UTC(2100, 11, 31)) })
      .filter((d) => !Number.isNaN(d.getTime()))
      .map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(date, date, (today, dob) => {
        const [ty, tm, td] = today.split("-").map(Number) as [number, number, number];
        const [by, bm, bd] = dob.split("-").map(Number) as [number, number, number];
        const age = ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
        const accepted = checkDob(dob, today).ok;
        if (accepted) expect(age >= 11 && age <= 125).toBe(true);
        if (age >= 11 && age < 125) expect(accepted).toBe(true);
      }),
    );
  });
});

describe("berth and food", () => {
  it("berth defaults to NP, must be a berth code", () => {
    expect(valueIn(checkBerth(undefined))).toBe("NP");
    expect(valueIn(checkBerth("lb"))).toBe("LB");
    expect(messageOf(checkBerth("XX"))).toBe("Please select a valid berth preference");
  });

  it("food is undefined until chosen, must be a food code", () => {
    expect(checkFood("")).toEqual({ ok: true, value: undefined });
    expect(valueIn(checkFood("v"))).toBe("V");
    expect(messageOf(checkFood("Veg"))).toBe("Food type must be chosen for the train.");
  });
});

describe("validatePassenger", () => {
  it("normalises an Indian adult, dropping passport and date of birth", () => {
    const result = validatePassenger(
      {
        name: " Ravi Kumar ",
        age: "34",
        gender: "male",
        nationality: "India",
        passport: "Z1234567",
        dob: "01/01/1990",
        food: "V",
      },
      { today: TODAY },
    );
    expect(result).toEqual({
      ok: true,
      value: {
        name: "Ravi Kumar",
        age: 34,
        gender: "Male",
        nationality: "IN",
        berth: "NP",
        food: "V",
        category: "adult",
      },
    });
  });

  it("needs passport and date of birth for a foreign national", () => {
    const result = validatePassenger(
      { name: "John Smith", age: 40, gender: "Male", nationality: "gb" },
      { today: TODAY },
    );
    expect(result).toEqual({
      ok: false,
      fields: {
        passport: "Please enter a valid Passport Number",
        dob: "Please enter a valid date of birth",
      },
    });
    const ok = validatePassenger(
      {
        name: "John Smith",
        age: 40,
        gender: "Male",
        nationality: "GB",
        passport: "123456789",
        dob: { day: "2", month: "3", year: "1986" },
        berth: "UB",
      },
      { today: TODAY },
    );
    expect(ok.ok && ok.value).toMatchObject({
      nationality: "GB",
      passport: "123456789",
      dob: { day: 2, month: 3, year: 1986 },
      berth: "UB",
    });
  });

  it("an infant gets no berth and no meal", () => {
    const result = validatePassenger({ name: "Baby Rao", age: 2, gender: "Female", berth: "LB" });
    expect(result.ok && result.value).toMatchObject({
      category: "infant",
      berth: "NB",
      food: "D",
    });
  });

  it("keys every error by its field", () => {
    const result = validatePassenger({ berth: "QQ", food: "Q", nationality: "xyz" });
    expect(result).toEqual({
      ok: false,
      fields: {
        name: "Please enter a valid Full Name",
        age: "Please enter a valid Age",
        gender: "Please select your gender",
        nationality: "Please select a valid nationality",
        berth: "Please select a valid berth preference",
        food: "Food type must be chosen for the train.",
      },
    });
  });
});
