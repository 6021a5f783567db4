import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { plainEntries, readPostedForm } from "./confirm-post.server.ts";

/** The traveller-details post read by the form library (was `parseTravellerDetailsForm`). */

const values = (entries: [string, unknown][]) => readPostedForm(plainEntries(entries)).values;
const post = (entries: Record<string, string>) => values(Object.entries(entries));

describe("reading the traveller-details post", () => {
  it("nests bracket and dot names into objects and arrays", () => {
    expect(
      post({
        "passengers[0].name": "A",
        "passengers.1.name": "B",
        "passengers[1][age]": "5",
        "contact.email": "x@y.in",
        noFood: "on",
      }),
    ).toEqual({
      passengers: [{ name: "A" }, { name: "B", age: "5" }],
      contact: { email: "x@y.in" },
      noFood: "on",
    });
  });

  it("closes gaps left by removed rows, in index order", () => {
    expect(post({ "passengers[3].name": "C", "passengers[0].name": "A" })).toEqual({
      passengers: [{ name: "A" }, { name: "C" }],
    });
  });

  it("keeps the last of a repeated name; skips files and odd names", () => {
    const out = values([
      ["policyAgreed", "false"],
      ["policyAgreed", "true"],
      ["__proto__.polluted", "yes"],
      ["passengers[0].constructor", "x"],
      ["a.b.c.d.e", "too deep"],
      ["passengers[100].name", "too far"],
      ["weird key", "x"],
      ["__intent__", "{not json"],
      ["upload", { name: "file.pdf" }],
    ]);
    expect(out).toEqual({ passengers: [], policyAgreed: "true" });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("reads the page's own fields: intent, rows, ticks, the railway ID, save new", () => {
    const form = new FormData();
    for (const [k, v] of [
      ["intent", "remove:1"],
      ["rows", "9"],
      ["saved", "7"],
      ["saved", "8"],
      ["railwayUserId", "  ravi_1 "],
      ["saveNew", "on"],
    ]) {
      form.append(k as string, v as string);
    }
    expect(readPostedForm(form)).toMatchObject({
      intent: { kind: "remove", index: 1 },
      rows: 6,
      savedIds: ["7", "8"],
      railwayUserId: "ravi_1",
      saveNew: true,
    });
    expect(readPostedForm(new FormData())).toEqual({
      intent: { kind: "continue" },
      values: { passengers: [] },
      rows: 1,
      savedIds: [],
      railwayUserId: "",
      saveNew: false,
    });
  });

  it("a field of the wrong shape reads as absent", () => {
    expect(post({ "contact.email.x": "a", "passengers[0].dob.day": "01", coachId: "B2" })).toEqual({
      passengers: [{}],
      contact: {},
      coachId: "B2",
    });
  });

  it("property: a flat record of passenger fields survives the round trip", () => {
    const field = fc.string({ maxLength: 12 });
    const row = fc.record({ name: field, age: field, gender: field });
    fc.assert(
      fc.property(fc.array(row, { minLength: 1, maxLength: 8 }), (rows) => {
        const entries: [string, string][] = [];
        rows.forEach((r, i) => {
          for (const [k, v] of Object.entries(r)) entries.push([`passengers[${i}].${k}`, v]);
        });
        expect(values(entries)).toEqual({ passengers: rows });
      }),
    );
  });
});
