import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { TravellerFormPostSchema } from "./form.ts";
import {
  parseTravellerFormIntent,
  type TravellerFormIntent,
  travellerFormIntentValue,
} from "./form-intent.ts";

const EVERY: TravellerFormIntent[] = [
  { kind: "continue" },
  { kind: "schedule" },
  { kind: "add" },
  { kind: "remove", index: 2 },
  { kind: "quickbook" },
  { kind: "idsend" },
  { kind: "idverify" },
  { kind: "forgotid" },
  { kind: "forgotpw" },
  { kind: "cancel-edit" },
  { kind: "edit", id: "7" },
  { kind: "save", id: "7" },
  { kind: "delete", id: "x:y" },
  { kind: "default", id: "7" },
];

describe("the traveller form's intents", () => {
  it("names each of the 14 intents as its button's value and reads it back", () => {
    expect(EVERY.map(travellerFormIntentValue)).toEqual([
      "continue",
      "schedule",
      "add",
      "remove:2",
      "quickbook",
      "idsend",
      "idverify",
      "forgotid",
      "forgotpw",
      "cancel-edit",
      "edit:7",
      "save:7",
      "delete:x:y",
      "default:7",
    ]);
    for (const intent of EVERY) {
      expect(parseTravellerFormIntent(travellerFormIntentValue(intent))).toEqual(intent);
    }
  });

  it("a missing or unknown value is Continue", () => {
    for (const value of [undefined, "", "foo", "edit", "remove", "ADD"]) {
      expect(parseTravellerFormIntent(value)).toEqual({ kind: "continue" });
    }
    expect(parseTravellerFormIntent("remove:x")).toEqual({ kind: "remove", index: Number.NaN });
  });

  it("property: any string reads as one of the kinds", () => {
    const kinds = new Set(EVERY.map((i) => i.kind));
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(kinds.has(parseTravellerFormIntent(s).kind)).toBe(true);
      }),
    );
  });

  it("the post's schema reads the intent and never fails on a wrong shape", () => {
    expect(TravellerFormPostSchema.parse({ intent: "save:7" }).intent).toEqual({
      kind: "save",
      id: "7",
    });
    const odd = TravellerFormPostSchema.parse({
      intent: ["a"],
      rows: "x",
      saved: "7",
      contact: "text",
      passengers: [undefined, "text", { name: "A", age: ["1"] }],
      edit: { id: "7", name: { first: "R" } },
    });
    expect(odd).toMatchObject({
      intent: { kind: "continue" },
      rows: 0,
      saved: ["7"],
      passengers: [{}, { name: "A" }],
      edit: { id: "7" },
    });
    expect(odd.contact).toBeUndefined();
  });
});
