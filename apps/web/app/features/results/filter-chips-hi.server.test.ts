import { filterChips, filtersFromSearchParams } from "@safar/contracts/search-filters";
import { describe, expect, it } from "vitest";
import { hindiChipLabel, hindiClock } from "./filter-chips-hi.server.ts";

const hindi = (query: string, names: Record<string, string> = {}) => {
  const filters = filtersFromSearchParams(new URLSearchParams(query));
  return filterChips(filters, names).map((c) =>
    hindiChipLabel({ ...c, english: c.label }, filters, names),
  );
};

describe("applied filter chips in Hindi", () => {
  it("words sort, quota, classes, price, times, stations and availability", () => {
    const english = filterChips(filtersFromSearchParams(new URLSearchParams("q=TQ&cls=3A")));
    expect(english.map((c) => c.label)).toEqual(["Tatkal quota", "AC 3 Tier"]);
    expect(hindi("q=TQ&cls=3A")).toEqual(["तत्काल कोटा", "वातानुकूलित 3 टियर"]);
    const all = hindi("sort=dep_asc&p=-2000&dep=early_morning,morning&bs=NDLS&av=avl", {
      NDLS: "New Delhi",
    });
    expect(all.join(" | ")).not.toMatch(
      /\b(quota|Under|Departs|Boarding|Confirmed|first|morning)\b/,
    );
    expect(all.join(" | ")).toMatch(/₹2,000 से कम/);
    expect(all.join(" | ")).toMatch(/New Delhi \(NDLS\)/);
  });

  it("says clock times as Hindi does and names train types in Hindi", () => {
    expect(hindiClock("after 6:00 PM")).toBe("after शाम 6:00");
    expect(hindiClock("12:30 AM – 5:00 AM")).toBe("रात 12:30 – सुबह 5:00");
    expect(hindiClock("by 12:00 PM")).toBe("by दोपहर 12:00");
    expect(hindiClock("before 9:15 PM")).toBe("before रात 9:15");
    const filters = { departureWindow: { from: 18 * 60 }, arrivalWindow: { to: 8 * 60 } };
    const chips = filterChips(filters).map((c) =>
      hindiChipLabel({ ...c, english: c.label }, filters, {}),
    );
    expect(chips).toEqual(["प्रस्थान: शाम 6:00 के बाद", "आगमन: सुबह 8:00 से पहले"]);
    expect(hindi("tt=rajdhani,vande-bharat")).toEqual(["राजधानी, वंदे भारत"]);
  });
});
