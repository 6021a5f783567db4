import { describe, expect, it } from "vitest";
import { SEARCH } from "../../i18n/search.ts";
import { SEARCH_MESSAGES } from "./messages.ts";

describe("the search form's messages in both languages (ADR 028)", () => {
  it("keeps the spec's English wording of the search form's messages", () => {
    for (const text of Object.values(SEARCH_MESSAGES)) {
      expect((SEARCH.en as Record<string, string>)[text]).toBe(text);
      expect((SEARCH.hi as Record<string, string>)[text]).toMatch(/[\u0900-\u097F]/);
    }
  });
});
