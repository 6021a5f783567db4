import { ACCOUNT_DELETE_MESSAGES, ACCOUNT_DELETE_MESSAGES_HI } from "@safar/contracts/account";
import { TDR_REASON_LABELS, TDR_REASON_LABELS_HI } from "@safar/contracts/tdr";
import { describe, expect, it } from "vitest";
import { INVOICE } from "./ticket.ts";

/** The catalogues of the later screens, the invoice and the messages (ADR 028). */
const CATALOGUES = {
  INVOICE,
  TDR_REASONS: { en: TDR_REASON_LABELS, hi: TDR_REASON_LABELS_HI },
  ACCOUNT_DELETE: { en: ACCOUNT_DELETE_MESSAGES, hi: ACCOUNT_DELETE_MESSAGES_HI },
};

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe("the later screens' catalogues", () => {
  for (const [name, c] of Object.entries(CATALOGUES)) {
    it(`${name}: the same keys in both, the Hindi with the English's placeholders, in Devanagari`, () => {
      const en = c.en as Record<string, string>;
      const hi = c.hi as Record<string, string>;
      expect(Object.keys(hi).sort(), name).toEqual(Object.keys(en).sort());
      for (const [key, english] of Object.entries(en)) {
        const hindi = hi[key] as string;
        expect(placeholders(hindi), `${name}.${key}`).toEqual(placeholders(english));
        // Codes and names stay as written ("PNR", "GSTIN"); anything with a word has Hindi.
        if (/[a-z]{3,}/.test(english.replace(/\{\w+\}/g, ""))) {
          expect(hindi, `${name}.${key}`).toMatch(/[\u0900-\u097F]/);
        }
      }
    });

    it(`${name}: English entries keyed by their wording are that wording`, () => {
      for (const [key, en] of Object.entries(c.en as Record<string, string>)) {
        if (!key.includes("_") && (/\s/.test(key) || /^[A-Z]/.test(key)))
          expect(en, `${name}.${key}`).toBe(key);
      }
    });
  }
});
