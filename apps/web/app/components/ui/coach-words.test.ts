import { BERTH_POSITION_NAMES, type BerthPosition } from "@safar/domain/coach-layout";
import { describe, expect, it } from "vitest";
import { COACH } from "../../i18n/coach.ts";
import { COACH_WORDS } from "./coach-words.ts";

describe("the coach drawing's words", () => {
  it("name each position as the domain does, in English", () => {
    for (const [position, name] of Object.entries(BERTH_POSITION_NAMES)) {
      expect(COACH_WORDS[`coachPos_${position as BerthPosition}`]).toBe(name);
    }
  });

  it("are the coach catalogue's English column, with Hindi for every one", () => {
    expect(COACH.en).toBe(COACH_WORDS);
    for (const [key, hindi] of Object.entries(COACH.hi)) {
      expect(hindi, key).toMatch(/\S/);
      // Placeholders kept: the same names in both languages.
      const names = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      expect(names(hindi), key).toEqual(names(COACH.en[key as keyof typeof COACH.en]));
    }
  });
});
