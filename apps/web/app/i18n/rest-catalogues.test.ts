import { ACCOUNT_DELETE_MESSAGES, ACCOUNT_DELETE_MESSAGES_HI } from "@safar/contracts/account";
import { TDR_REASON_LABELS, TDR_REASON_LABELS_HI } from "@safar/contracts/tdr";
import { describe, expect, it } from "vitest";
import { GUIDES } from "./guides.ts";
import { POLICY } from "./policy.ts";
import { RAILWAY_TEXTS } from "./railway.ts";
import { REFUNDS } from "./refunds.ts";
import { SITEMAP } from "./sitemap.ts";
import { INVOICE } from "./ticket.ts";
import { TRIPS } from "./trips.ts";

/** The catalogues of the later screens, the invoice and the messages (ADR 028). */
const CATALOGUES = {
  INVOICE,
  REFUNDS,
  RAILWAY_TEXTS,
  TRIPS,
  POLICY,
  SITEMAP,
  GUIDES,
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

describe("texts the railway sends in English", () => {
  it("are said in Hindi by their wording or template, dates with Hindi months", async () => {
    const { railwayWords } = await import("../lib/railway-words.ts");
    const hi = RAILWAY_TEXTS.hi;
    expect(railwayWords(hi, "Party partially travelled", "hi")).toBe(
      "दल के कुछ यात्रियों ने ही यात्रा की",
    );
    expect(railwayWords(hi, "The railway's decision by 3 Dec 2026", "hi")).toBe(
      "3 दिस॰ 2026 तक रेलवे का निर्णय",
    );
    expect(railwayWords(hi, "Credit to your UPI account by 9 Jan 2027", "hi")).toBe(
      "9 जन॰ 2027 तक आपके UPI खाते में जमा होगा",
    );
    expect(railwayWords(hi, "Refunded ₹1,410.00", "hi")).toBe("₹1,410.00 वापस किए गए");
    expect(
      railwayWords(
        hi,
        "Not travelled with the party, so the fare less the clerkage of ₹60.00 and its GST of ₹3.00 is refunded.",
        "hi",
      ),
    ).toBe(
      "दल के साथ यात्रा नहीं की, इसलिए ₹60.00 का लिपिकीय शुल्क और उस पर ₹3.00 GST काटकर किराया वापस किया जाता है।",
    );
    // Class names and lateness inside the railway's decision notes.
    expect(
      railwayWords(
        hi,
        "Travelled in Sleeper Class, so the difference between the AC 3 Tier fare and the Sleeper Class fare is refunded.",
        "hi",
      ),
    ).toBe(
      "शयनयान श्रेणी (स्लीपर) में यात्रा की, इसलिए वातानुकूलित 3 टियर और शयनयान श्रेणी (स्लीपर) के किराये का अंतर वापस किया जाता है।",
    );
    expect(
      railwayWords(
        hi,
        "The train left the boarding station 3 h 20 min late, more than 3 hours, so the full fare is refunded.",
        "hi",
      ),
    ).toBe(
      "ट्रेन बोर्डिंग स्टेशन से 3 घंटे 20 मिनट देर से चली, 3 घंटे से अधिक देर से, इसलिए पूरा किराया वापस किया जाता है।",
    );
    expect(
      railwayWords(
        hi,
        "The train left the boarding station 4 h late, more than 3 hours, so the full fare is refunded.",
        "hi",
      ),
    ).toMatch(/^ट्रेन बोर्डिंग स्टेशन से 4 घंटे देर से चली, /);
    expect(
      railwayWords(
        hi,
        "The train left the boarding station 45 min late, not more than 3 hours, so no refund is due.",
        "hi",
      ),
    ).toBe("ट्रेन बोर्डिंग स्टेशन से 45 मिनट देर से चली, 3 घंटे से अधिक देर से नहीं, इसलिए कोई धनवापसी देय नहीं है।");
    expect(
      railwayWords(
        hi,
        "The train left the boarding station on time, not more than 3 hours, so no refund is due.",
        "hi",
      ),
    ).toMatch(/^ट्रेन बोर्डिंग स्टेशन से समय पर चली, /);
    // English stays as sent; a text the catalogue lacks stays English.
    expect(railwayWords(RAILWAY_TEXTS.en, "Refunded ₹1,410.00", "en")).toBe("Refunded ₹1,410.00");
    expect(railwayWords(hi, "Something new from the railway", "hi")).toBe(
      "Something new from the railway",
    );
  });
});
