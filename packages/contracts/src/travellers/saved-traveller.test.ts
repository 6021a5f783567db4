import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  applyTravellerEdit,
  chooseTraveller,
  formatDobString,
  mergeSamePeople,
  normaliseSavedTraveller,
  removeTraveller,
  type SavedTraveller,
  SavedTravellerInputSchema,
  SavedTravellerSchema,
  savedTravellersRefusal,
  travellerIdentity,
  validateSavedTravellerInput,
} from "./saved-traveller.ts";

const TODAY = "2026-11-22";

const t = (id: string, isDefault = false): SavedTraveller => ({
  id,
  name: `Person ${id.replace(/\d/g, "")}x`,
  age: 30,
  gender: "Female",
  berth: "NP",
  food: "D",
  nationality: "IN",
  isDefault,
});
const ids = (list: readonly { id: string; isDefault: boolean }[]) =>
  list.map((x) => (x.isDefault ? `${x.id}*` : x.id));

describe("normaliseSavedTraveller", () => {
  it("reads the spec's field names and splits a DD/MM/YYYY date of birth", () => {
    expect(
      normaliseSavedTraveller({
        person_id: 17,
        name: " Ravi Kumar ",
        age: "34",
        gender: "Male",
        trains_berth: "LB",
        trains_food: "V",
        nationality: "India",
        dob: "05/03/1990",
        default: true,
      }),
    ).toEqual({
      id: "17",
      name: "Ravi Kumar",
      age: 34,
      gender: "Male",
      berth: "LB",
      food: "V",
      nationality: "IN",
      dob: { day: 5, month: 3, year: 1990 },
      isDefault: true,
    });
  });

  it("formatDobString writes what the split reads", () => {
    expect(formatDobString({ day: 5, month: 3, year: 1990 })).toBe("05/03/1990");
    const back = normaliseSavedTraveller({
      id: 1,
      name: "Anita",
      age: 40,
      gender: "Female",
      dob: formatDobString({ day: 29, month: 2, year: 1988 }),
    });
    expect(back?.dob).toEqual({ day: 29, month: 2, year: 1988 });
  });

  it("a berth or food the train does not offer falls back to NP and D", () => {
    const stored = { id: "a", name: "Anita", age: 40, gender: "Female", berth: "SU", food: "J" };
    expect(
      normaliseSavedTraveller(stored, { berths: ["LB", "UB", "NP"], foods: ["V", "D"] }),
    ).toMatchObject({ berth: "NP", food: "D" });
    expect(normaliseSavedTraveller({ ...stored, berth: "??", food: null })).toMatchObject({
      berth: "NP",
      food: "D",
    });
    expect(normaliseSavedTraveller(stored)).toMatchObject({ berth: "SU", food: "J" });
  });

  it("keeps a foreign nationality and passport", () => {
    expect(
      normaliseSavedTraveller({
        id: "b",
        name: "John",
        age: 40,
        gender: "Male",
        nationality: "gb",
        passport: "123456789",
      }),
    ).toMatchObject({ nationality: "GB", passport: "123456789", isDefault: false });
  });

  it("drops a record without id, name, age or gender", () => {
    const ok = { id: "a", name: "Anita", age: 40, gender: "Female" };
    expect(normaliseSavedTraveller(ok)).not.toBeNull();
    expect(normaliseSavedTraveller({ ...ok, id: "" })).toBeNull();
    expect(normaliseSavedTraveller({ ...ok, name: " " })).toBeNull();
    expect(normaliseSavedTraveller({ ...ok, age: "x" })).toBeNull();
    expect(normaliseSavedTraveller({ ...ok, gender: "?" })).toBeNull();
  });

  it("its output passes SavedTravellerSchema", () => {
    const out = normaliseSavedTraveller({ id: 1, name: "Anita Rao", age: 40, gender: "Female" });
    expect(SavedTravellerSchema.safeParse(out).success).toBe(true);
  });
});

describe("changing the list", () => {
  const list = [t("1", true), t("2"), t("3"), t("4")];

  it("chooseTraveller puts the chosen one first, default; the rest keep their order", () => {
    expect(ids(chooseTraveller(list, "3"))).toEqual(["3*", "1", "2", "4"]);
    expect(ids(chooseTraveller(list, "1"))).toEqual(["1*", "2", "3", "4"]);
    expect(ids(chooseTraveller(list, "9"))).toEqual(ids(list));
    expect(ids(list)).toEqual(["1*", "2", "3", "4"]);
  });

  it("applyTravellerEdit replaces in place, or adds an unknown person to the front", () => {
    const edited = { ...t("3"), name: "Edited Name" };
    const out = applyTravellerEdit(list, edited);
    expect(ids(out)).toEqual(["1*", "2", "3", "4"]);
    expect(out[2]?.name).toBe("Edited Name");
    expect(ids(applyTravellerEdit(list, t("9")))).toEqual(["9", "1*", "2", "3", "4"]);
    expect(ids(applyTravellerEdit(list, t("4", true)))).toEqual(["1", "2", "3", "4*"]);
  });

  it("removeTraveller drops one by id", () => {
    expect(ids(removeTraveller(list, "2"))).toEqual(["1*", "3", "4"]);
    expect(ids(removeTraveller(list, "9"))).toEqual(ids(list));
  });

  it("property: choosing keeps every traveller once and leaves exactly one default", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 50 }), { minLength: 1, maxLength: 10 }),
        fc.array(fc.boolean(), { minLength: 10, maxLength: 10 }),
        fc.nat(),
        (numbers, defaults, pick) => {
          const before = numbers.map((n, i) => t(String(n), defaults[i] ?? false));
          const id = String(numbers[pick % numbers.length]);
          const after = chooseTraveller(before, id);
          expect([...after.map((x) => x.id)].sort()).toEqual([...before.map((x) => x.id)].sort());
          expect(after[0]?.id).toBe(id);
          expect(after.filter((x) => x.isDefault).map((x) => x.id)).toEqual([id]);
          expect(after.slice(1).map((x) => x.id)).toEqual(
            before.filter((x) => x.id !== id).map((x) => x.id),
          );
        },
      ),
    );
  });
});

describe("saved traveller input", () => {
  it("SavedTravellerInputSchema applies the passenger rules, food defaulting to D", () => {
    expect(
      SavedTravellerInputSchema.parse({ name: " Anita Rao ", age: "40", gender: "female" }),
    ).toEqual({
      name: "Anita Rao",
      age: 40,
      gender: "Female",
      nationality: "IN",
      berth: "NP",
      food: "D",
      isDefault: false,
    });
    const bad = SavedTravellerInputSchema.safeParse({ name: "A", age: 130, gender: "" });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["name", "As per IRCTC rules, traveller name should be between 3 and 35 and only character."],
      ["age", "Age should be less than or equal to 125 years."],
      ["gender", "Please select your gender"],
    ]);
  });

  it("validateSavedTravellerInput adds the date-of-birth window", () => {
    const foreign = {
      id: "7",
      name: "John Smith",
      age: 9,
      gender: "Male",
      nationality: "GB",
      passport: "123456789",
      dob: "01/01/2017",
      isDefault: true,
    };
    expect(SavedTravellerInputSchema.safeParse(foreign).success).toBe(true);
    expect(validateSavedTravellerInput(foreign, TODAY)).toEqual({
      ok: false,
      fields: { dob: "Please enter a valid date of birth" },
    });
    const ok = validateSavedTravellerInput({ ...foreign, dob: "01/01/1990", age: 36 }, TODAY);
    expect(ok.ok && ok.value).toMatchObject({ id: "7", isDefault: true, dob: { year: 1990 } });
    expect(validateSavedTravellerInput({ name: 5 }, TODAY).ok).toBe(false);
  });

  it("logged-out users are asked to log in", () => {
    expect(savedTravellersRefusal(true)).toBeUndefined();
    expect(savedTravellersRefusal(false)).toBe("Please login to view saved traveller’s list");
  });
});

describe("one entry per person", () => {
  const vijay = { name: "Vijay Singh", age: 45, gender: "Male" };

  it("is the same person for the same name (any case or spacing), age and gender", () => {
    expect(travellerIdentity({ ...vijay, name: "  vijay   SINGH " })).toBe(
      travellerIdentity(vijay),
    );
    expect(travellerIdentity({ ...vijay, gender: "male" })).toBe(travellerIdentity(vijay));
    expect(travellerIdentity({ ...vijay, age: 46 })).not.toBe(travellerIdentity(vijay));
    expect(travellerIdentity({ ...vijay, gender: "Female" })).not.toBe(travellerIdentity(vijay));
    expect(travellerIdentity({ ...vijay, name: "Vijay Sinha" })).not.toBe(travellerIdentity(vijay));
  });

  const people: Record<string, string> = {
    a: "vijay",
    b: "asha",
    c: "vijay",
    d: "vijay",
    e: "ravi",
  };
  const who = (x: { id: string }) => people[x.id] ?? x.id;
  const l = (...entries: string[]) =>
    entries.map((e) => ({ id: e.replace("*", ""), isDefault: e.endsWith("*") }));

  it("keeps the first entry of a person in its place and drops the others", () => {
    const merged = mergeSamePeople(l("b*", "a", "e", "c", "d"), who);
    expect(ids(merged.list)).toEqual(["b*", "a", "e"]);
    expect(merged.dropped).toEqual(["c", "d"]);
  });

  it("keeps the entry asked for, and passes a dropped default on to it (first, the only default)", () => {
    const merged = mergeSamePeople(l("a*", "b", "c"), who, "c");
    expect(ids(merged.list)).toEqual(["c*", "b"]);
    expect(merged.dropped).toEqual(["a"]);
  });

  it("changes nothing in a list of different people", () => {
    const list = l("a*", "b", "e");
    expect(mergeSamePeople(list, who)).toEqual({ list, dropped: [] });
  });

  it("always leaves each person once, at most one default (first), every entry kept or dropped", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 40 }), { maxLength: 12 }),
        fc.integer({ min: 1, max: 4 }),
        fc.boolean(),
        fc.nat(11),
        (numbers, kinds, firstIsDefault, keepAt) => {
          // As stored: the default, if any, first.
          const list = numbers.map((n, i) => ({
            id: String(n),
            isDefault: firstIsDefault && i === 0,
          }));
          const person = (x: { id: string }) => String(Number(x.id) % kinds);
          const keepId = list[keepAt]?.id;
          const { list: out, dropped } = mergeSamePeople(list, person, keepId);
          expect(new Set(out.map(person)).size).toBe(out.length);
          expect(out.length + dropped.length).toBe(list.length);
          if (keepId !== undefined) expect(dropped).not.toContain(keepId);
          expect(out.filter((x) => x.isDefault).length).toBe(
            firstIsDefault && list.length > 0 ? 1 : 0,
          );
          if (out.some((x) => x.isDefault)) expect(out[0]?.isDefault).toBe(true);
        },
      ),
    );
  });
});
