import { describe, expect, it } from "vitest";
import { AUTH } from "./auth.ts";
import { ERRORS } from "./errors.ts";
import { LIVE } from "./live-status.ts";
import { PNR } from "./pnr.ts";

/** The PNR, live-status, sign-in and error screens' catalogues (ADR 028). */
const CATALOGUES = { PNR, LIVE, AUTH, ERRORS };

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe("the information screens' catalogues", () => {
  for (const [name, c] of Object.entries(CATALOGUES)) {
    it(`${name}: the Hindi has the English's placeholders and is written in Devanagari`, () => {
      for (const [key, en] of Object.entries(c.en)) {
        const hi = (c.hi as Record<string, string>)[key] as string;
        expect(placeholders(hi), `${name}.${key}`).toEqual(placeholders(en));
        // Codes and names stay as written ("PNR {pnr}"); anything with a word has Hindi.
        if (/[a-z]{3,}/.test(en.replace(/\{\w+\}/g, ""))) {
          expect(hi, `${name}.${key}`).toMatch(/[\u0900-\u097F]/);
        }
      }
    });

    it(`${name}: English entries keyed by their wording are that wording`, () => {
      for (const [key, en] of Object.entries(c.en)) {
        if (!key.includes("_") && (/\s/.test(key) || /^[A-Z]/.test(key)))
          expect(en, `${name}.${key}`).toBe(key);
      }
    });
  }
});
