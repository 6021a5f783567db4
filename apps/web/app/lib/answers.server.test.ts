import { ERROR_MESSAGES } from "@safar/contracts/errors";
import { FAVOURITE_ENDPOINTS } from "@safar/contracts/favourites";
import {
  TATKAL_REMINDER_ENDPOINTS,
  TATKAL_REMINDER_MESSAGES,
} from "@safar/contracts/tatkal-reminders";
import { describe, expect, it } from "vitest";
import { ANSWERS } from "../i18n/answers.ts";
import { answerIn, answerOrNull } from "./answers.server.ts";

const DEVANAGARI = /[\u0900-\u097F]/;

/** The API's answers that the results and home screens show as sent, in the page's language (ADR 028). */
describe("API answers in the page's language", () => {
  it("keeps English exactly as sent", () => {
    const text = "We'll remind you at 09:45 tomorrow by SMS and e-mail";
    expect(answerIn("en", text)).toBe(text);
    expect(answerIn("en", ERROR_MESSAGES.favourite_limit)).toBe(ERROR_MESSAGES.favourite_limit);
    expect(answerOrNull("en", null)).toBeNull();
  });

  it("says a Tatkal reminder's answer in Hindi: time, day, date and channels", () => {
    expect(answerIn("hi", "We'll remind you at 09:45 tomorrow by SMS and e-mail")).toBe(
      "हम आपको कल 09:45 बजे SMS और ई-मेल से याद दिलाएँगे",
    );
    expect(answerIn("hi", "We'll remind you at 10:45 today by e-mail")).toBe(
      "हम आपको आज 10:45 बजे ई-मेल से याद दिलाएँगे",
    );
    expect(answerIn("hi", "We'll remind you at 09:45 on 28 Nov by SMS")).toBe(
      "हम आपको 28 नव॰ को 09:45 बजे SMS से याद दिलाएँगे",
    );
    expect(
      answerIn(
        "hi",
        "Tatkal opens at 10:00 for 12951 3A on 28 Nov — reminder sent by SMS and e-mail",
      ),
    ).toBe("28 नव॰ की 12951 3A का तत्काल 10:00 बजे खुलेगा — रिमाइंडर SMS और ई-मेल से भेज दिया गया");
    expect(answerIn("hi", TATKAL_REMINDER_MESSAGES.removed)).toBe("रिमाइंडर हटा दिया गया");
  });

  it("says the date refusals of the search in Hindi", () => {
    expect(answerIn("hi", "The journey date has passed.")).toBe("यात्रा की तिथि बीत चुकी है।");
    expect(answerIn("hi", "Bookings not open for this date")).toMatch(DEVANAGARI);
  });

  it("has Hindi for every refusal of Remind me, Remove and favourites", () => {
    const codes = new Set([
      ...TATKAL_REMINDER_ENDPOINTS.create.errors,
      ...TATKAL_REMINDER_ENDPOINTS.remove.errors,
      ...FAVOURITE_ENDPOINTS.save.errors,
      ...FAVOURITE_ENDPOINTS.remove.errors,
    ]);
    for (const code of codes) {
      const english = ERROR_MESSAGES[code as keyof typeof ERROR_MESSAGES];
      expect(answerIn("hi", english), code).toMatch(DEVANAGARI);
    }
    for (const english of Object.values(TATKAL_REMINDER_MESSAGES)) {
      expect(answerIn("hi", english), english).toMatch(DEVANAGARI);
    }
  });

  it("has the same keys in both languages, the English keyed by its wording", () => {
    expect(Object.keys(ANSWERS.hi).sort()).toEqual(Object.keys(ANSWERS.en).sort());
    for (const [key, en] of Object.entries(ANSWERS.en)) {
      expect(en).toBe(key);
      expect(ANSWERS.hi[key as keyof typeof ANSWERS.hi], key).toMatch(DEVANAGARI);
    }
  });

  it("leaves a text it does not know in English", () => {
    expect(answerIn("hi", "Something new from the API")).toBe("Something new from the API");
  });
});
