import { describe, expect, it } from "vitest";
import { translatedTemplate } from "./i18n-template.ts";

const words = {
  "Please enter a valid Age": "कृपया मान्य आयु लिखें",
  "You can only add {n} passengers": "आप केवल {n} यात्री जोड़ सकते हैं",
  "Name between {min} and {max}.": "नाम {min} से {max} के बीच।",
  "Berth {n} ({name})": "बर्थ {n} ({name})",
  Lower: "निचली",
};

describe("translatedTemplate", () => {
  it("translates a message the catalogue has word for word", () => {
    expect(translatedTemplate(words, "Please enter a valid Age")).toBe("कृपया मान्य आयु लिखें");
  });

  it("translates a filled template, carrying its values over", () => {
    expect(translatedTemplate(words, "You can only add 6 passengers")).toBe(
      "आप केवल 6 यात्री जोड़ सकते हैं",
    );
    expect(translatedTemplate(words, "Name between 3 and 35.")).toBe("नाम 3 से 35 के बीच।");
  });

  it("translates a filled value the catalogue has word for word", () => {
    expect(translatedTemplate(words, "Berth 34 (Lower)")).toBe("बर्थ 34 (निचली)");
    expect(translatedTemplate(words, "Berth 34 (XY)")).toBe("बर्थ 34 (XY)");
  });

  it("leaves a text the catalogue lacks in English", () => {
    expect(translatedTemplate(words, "Something new")).toBe("Something new");
    // The template's fixed words must match exactly (the dot is no wildcard).
    expect(translatedTemplate(words, "Name between 3 and 35!")).toBe("Name between 3 and 35!");
  });

  it("is the identity on the English catalogue", () => {
    const en = Object.fromEntries(Object.keys(words).map((k) => [k, k]));
    expect(translatedTemplate(en, "You can only add 6 passengers")).toBe(
      "You can only add 6 passengers",
    );
  });
});
