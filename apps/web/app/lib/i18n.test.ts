import { describe, expect, it } from "vitest";
import { SEARCH } from "../i18n/search.ts";
import { SHELL } from "../i18n/shell.ts";
import { formatJourneyDate, formatShortDate } from "./dates.ts";
import { fill, formatNumber, languageSwitchHref, translated } from "./i18n.ts";
import { translatedPattern } from "./i18n-patterns.ts";

describe("messages", () => {
  it("fills named placeholders and leaves unknown ones", () => {
    expect(fill("Call {number}", { number: "1800 11 1139" })).toBe("Call 1800 11 1139");
    expect(fill("{total} में से {shown} ट्रेनें", { shown: 3, total: 12 })).toBe("12 में से 3 ट्रेनें");
    expect(fill("{a} {b}", { a: 1 })).toBe("1 {b}");
  });

  it("shows an English text in the page's language when the catalogue has it", () => {
    expect(translated(SEARCH.hi, "No Station Found")).toBe("कोई स्टेशन नहीं मिला");
    expect(translated(SEARCH.en, "No Station Found")).toBe("No Station Found");
    expect(translated(SEARCH.hi, "Something not in it")).toBe("Something not in it");
  });

  it("reads a text by a wording with placeholders and fills the other language's (translatedPattern)", () => {
    const messages = {
      "Wrong OTP. {attemptsLeft} attempt(s) left": "गलत OTP। {attemptsLeft} प्रयास बाकी",
      "Between {from} and {to}.": "{from} और {to} के बीच।",
      exact: "सटीक",
    };
    expect(translatedPattern(messages, "Wrong OTP. 2 attempt(s) left")).toBe(
      "गलत OTP। 2 प्रयास बाकी",
    );
    expect(translatedPattern(messages, "Between New Delhi and Kota Junction.")).toBe(
      "New Delhi और Kota Junction के बीच।",
    );
    // Regular-expression characters in a wording are read as themselves.
    expect(translatedPattern(messages, "Wrong OTP. 2 attempt(s)xleft")).toBe(
      "Wrong OTP. 2 attempt(s)xleft",
    );
    expect(translatedPattern(messages, "Wrong OTP! 2 attempt(s) left")).toBe(
      "Wrong OTP! 2 attempt(s) left",
    );
    expect(translatedPattern(messages, "exact")).toBe("सटीक");
  });

  it("has Hindi (Devanagari) for every shell word but the language names", () => {
    for (const [key, text] of Object.entries(SHELL.hi)) {
      if (key === "otherLanguage" || key === "otherLanguageName") continue;
      expect(text, key).toMatch(/[\u0900-\u097F]/);
    }
  });

  it("links the switch back to the page", () => {
    expect(languageSwitchHref("hi", "/trains/?x=1")).toBe(
      "/language?to=hi&next=%2Ftrains%2F%3Fx%3D1",
    );
  });
});

describe("numbers and dates", () => {
  it("groups numbers the Indian way in both languages", () => {
    expect(formatNumber(100000, "en")).toBe("1,00,000");
    expect(formatNumber(12345678, "hi")).toBe("1,23,45,678");
  });

  it("writes journey dates in Hindi, the same everywhere", () => {
    expect(formatJourneyDate("2026-12-06", "en")).toBe("Sun, 6 Dec 2026");
    expect(formatJourneyDate("2026-12-06", "hi")).toBe("रवि, 6 दिस॰ 2026");
    expect(formatShortDate("2026-08-15", "hi")).toBe("शनि, 15 अग॰");
    expect(formatShortDate("2026-08-15")).toBe("Sat, 15 Aug");
  });
});
