import { describe, expect, it } from "vitest";
import { openingWhen } from "./opening-words.ts";

const ist = (s: string) => new Date(`${s}+05:30`);
const now = ist("2026-01-26T21:15:00");

describe("openingWhen", () => {
  it("says it in English as the domain does", () => {
    expect(openingWhen(ist("2026-01-27T10:00:00"), now, "en")).toBe("10:00 tomorrow");
    expect(openingWhen(ist("2026-01-26T23:00:00"), now, "en")).toBe("23:00 today");
  });

  it("says today, tomorrow or the day in Hindi, on the IST clock", () => {
    expect(openingWhen(ist("2026-01-26T23:00:00"), now, "hi")).toBe("आज 23:00 बजे");
    expect(openingWhen(ist("2026-01-27T10:00:00"), now, "hi")).toBe("कल 10:00 बजे");
    expect(openingWhen(ist("2026-01-28T08:00:00"), now, "hi")).toBe("बुध, 28 जन॰ को 08:00 बजे");
  });
});
