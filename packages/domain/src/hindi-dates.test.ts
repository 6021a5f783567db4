import { describe, expect, it } from "vitest";
import { HI_MONTHS, HI_MONTHS_LONG, HI_WEEKDAYS, HI_WEEKDAYS_LONG } from "./hindi-dates.ts";
import { MONTH_NAMES, WEEKDAY_NAMES } from "./ist.ts";

describe("Hindi day and month names", () => {
  it("index as the English tables do: Sunday first, January first", () => {
    expect(HI_WEEKDAYS).toHaveLength(WEEKDAY_NAMES.length);
    expect(HI_WEEKDAYS_LONG).toHaveLength(WEEKDAY_NAMES.length);
    expect(HI_MONTHS).toHaveLength(MONTH_NAMES.length);
    expect(HI_MONTHS_LONG).toHaveLength(MONTH_NAMES.length);
    expect(HI_WEEKDAYS[0]).toBe("रवि");
    expect(HI_WEEKDAYS_LONG[3]).toBe("बुधवार");
    expect(HI_MONTHS[10]).toBe("नव॰");
    expect(HI_MONTHS_LONG[11]).toBe("दिसंबर");
  });

  it("a short name is its long name or an abbreviation of it", () => {
    HI_WEEKDAYS.forEach((short, i) => {
      expect(HI_WEEKDAYS_LONG[i]?.startsWith(short)).toBe(true);
    });
    HI_MONTHS.forEach((short, i) => {
      const long = HI_MONTHS_LONG[i] ?? "";
      if (short.endsWith("॰")) expect(long.startsWith(short.slice(0, -1))).toBe(true);
      else expect(short).toBe(long);
    });
  });
});
