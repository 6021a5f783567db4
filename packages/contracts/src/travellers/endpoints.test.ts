import { describe, expect, it } from "vitest";
import { z } from "zod";
import { BERTH_CODES, CLASS_CODES } from "../code-tables.ts";
import {
  BERTHS_BY_CLASS,
  berthOptionsFor,
  offeredOptionsFor,
  SAVED_TRAVELLER_API_MESSAGES,
  SAVED_TRAVELLERS_MAX,
  SavedTravellersQuerySchema,
  SavedTravellersResponseSchema,
  TdDetailsRequestSchema,
  TdStateRequestSchema,
  TRAVELLERS_ENDPOINTS,
} from "./endpoints.ts";
import { normaliseSavedTraveller } from "./saved-traveller.ts";

const issues = (result: { success: boolean; error?: z.ZodError }) =>
  result.error?.issues.map((i) => [i.path.join("."), i.message]);

describe("berths offered per class", () => {
  it("every class offers No berth and No preference, and only known codes", () => {
    for (const code of CLASS_CODES) {
      const berths = berthOptionsFor(code);
      expect(berths).toContain("NB");
      expect(berths).toContain("NP");
      for (const b of berths) expect(BERTH_CODES).toContain(b);
      expect(new Set(berths).size).toBe(berths.length);
    }
    expect(Object.keys(BERTHS_BY_CLASS).sort()).toEqual([...CLASS_CODES].sort());
  });

  it("follows the coach layouts: cabins, 2A without middles, seats by the window", () => {
    expect(berthOptionsFor("1A")).toEqual(["LB", "UB", "NB", "NP"]);
    expect(berthOptionsFor("2A")).not.toContain("MB");
    expect(berthOptionsFor("SL")).toEqual(["LB", "MB", "UB", "SL", "SU", "NB", "NP"]);
    expect(berthOptionsFor("3A")).toContain("SM");
    expect(berthOptionsFor("CC")).toEqual(["WS", "NB", "NP"]);
    expect(berthOptionsFor(undefined)).toEqual(BERTH_CODES);
  });

  it("a saved berth the class does not offer reads as NP", () => {
    const stored = { id: 1, name: "Anita Rao", age: 40, gender: "Female", berth: "SU", food: "V" };
    expect(normaliseSavedTraveller(stored, offeredOptionsFor("CC"))?.berth).toBe("NP");
    expect(normaliseSavedTraveller(stored, offeredOptionsFor("SL"))?.berth).toBe("SU");
    expect(normaliseSavedTraveller(stored, offeredOptionsFor(undefined))?.food).toBe("V");
  });
});

describe("SavedTravellersQuerySchema", () => {
  it("reads a class code in any case, keeps the wrapper's defaults, drops unknown parameters", () => {
    expect(SavedTravellersQuerySchema.parse({ classCode: " sl ", isH5: "true", x: "1" })).toEqual({
      classCode: "SL",
      isH5: true,
      locale: "en-IN",
      client: "HTML5",
    });
    expect(SavedTravellersQuerySchema.parse({}).classCode).toBeUndefined();
  });

  it("refuses an unknown class with our message", () => {
    expect(issues(SavedTravellersQuerySchema.safeParse({ classCode: "ZZ" }))).toEqual([
      ["classCode", SAVED_TRAVELLER_API_MESSAGES.classInvalid],
    ]);
  });
});

describe("TdDetailsRequestSchema", () => {
  it("create drops an id and keeps the fields as typed", () => {
    expect(
      TdDetailsRequestSchema.parse({
        action: "create",
        traveller: { id: "9", name: "Anita Rao", age: "40", gender: "female", extra: 1 },
      }),
    ).toEqual({ action: "create", traveller: { name: "Anita Rao", age: "40", gender: "female" } });
  });

  it("edit needs the traveller's id; a number is read as its digits", () => {
    expect(
      TdDetailsRequestSchema.parse({ action: "edit", traveller: { id: 12, name: "Anita Rao" } }),
    ).toEqual({ action: "edit", traveller: { id: "12", name: "Anita Rao" } });
    expect(issues(TdDetailsRequestSchema.safeParse({ action: "edit", traveller: {} }))).toEqual([
      ["traveller.id", SAVED_TRAVELLER_API_MESSAGES.travellerIdRequired],
    ]);
    expect(
      issues(TdDetailsRequestSchema.safeParse({ action: "delete", traveller: { id: " " } })),
    ).toEqual([["traveller.id", SAVED_TRAVELLER_API_MESSAGES.travellerIdRequired]]);
  });

  it("delete takes the id only", () => {
    expect(
      TdDetailsRequestSchema.parse({ action: "delete", traveller: { id: "3", name: "x" } }),
    ).toEqual({ action: "delete", traveller: { id: "3" } });
  });

  it("refuses an unknown action and a traveller of the wrong shape", () => {
    expect(TdDetailsRequestSchema.safeParse({ action: "rename", traveller: {} }).success).toBe(
      false,
    );
    expect(
      issues(
        TdDetailsRequestSchema.safeParse({ action: "create", traveller: { name: 5 } }),
      )?.[0]?.[0],
    ).toBe("traveller.name");
  });

  it("td_state takes the chosen id", () => {
    expect(TdStateRequestSchema.parse({ chosenId: 4 })).toEqual({ chosenId: "4" });
    expect(TdStateRequestSchema.safeParse({}).success).toBe(false);
  });
});

describe("the answer and the registry", () => {
  it("the answer carries the list and the limit", () => {
    expect(
      SavedTravellersResponseSchema.safeParse({
        travellers: [],
        maxTravellers: SAVED_TRAVELLERS_MAX,
      }).success,
    ).toBe(true);
    expect(SAVED_TRAVELLER_API_MESSAGES.limitReached).toContain("20");
  });

  it("every schema of the registry has a JSON Schema (for the OpenAPI document)", () => {
    for (const e of Object.values(TRAVELLERS_ENDPOINTS)) {
      expect(e.path.startsWith("/api/trains/v1/user/")).toBe(true);
      const schemas = [e.query, e.response, ...("body" in e ? [e.body] : [])];
      for (const schema of schemas) {
        expect(() => z.toJSONSchema(schema, { io: "input" })).not.toThrow();
      }
    }
  });
});
