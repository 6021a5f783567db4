import { TIME_BUCKETS } from "@safar/contracts/code-tables";
import {
  AC_CLASSES,
  BUDGET_CLASSES,
  NON_AC_CLASSES,
  type PartialSearchFilters,
  SORT_LABELS,
  TRAIN_TYPE_NAMES,
} from "@safar/contracts/search-filters";
import { RESULTS } from "../../i18n/results.ts";
import { SEARCH } from "../../i18n/search.ts";

/**
 * An applied filter's chip in Hindi (ADR 028), made from the filters beside
 * the English label `filterChips` gave; prices, clock times, codes and
 * station names as written. The English label where no Hindi is known.
 */
export function hindiChipLabel(
  chip: { key: string; english: string },
  filters: PartialSearchFilters,
  stationNames: Readonly<Record<string, string>>,
): string {
  const words: Readonly<Record<string, string>> = { ...SEARCH.hi, ...RESULTS.hi };
  const station = (code: string) => (stationNames[code] ? `${stationNames[code]} (${code})` : code);
  const bucket = (id: string) => {
    const name = TIME_BUCKETS.find((b) => b.id === id)?.name ?? id;
    return words[name] ?? name;
  };
  const same = (a: readonly string[], b: readonly string[]) =>
    a.length === b.length && a.every((x) => b.includes(x));
  const window = (text: string) =>
    hindiClock(text)
      .replace(/^after (.+)$/, "$1 के बाद")
      .replace(/^before midnight$/, "आधी रात से पहले")
      .replace(/^before (.+)$/, "$1 से पहले")
      .replace(/^by (.+)$/, "$1 तक");
  switch (chip.key) {
    case "sort":
      return (filters.sort && words[SORT_LABELS[filters.sort]]) ?? chip.english;
    case "quota":
      return filters.quota
        ? `${words[`quota_${filters.quota}`] ?? filters.quota} कोटा`
        : chip.english;
    case "classes": {
      const c = filters.classes ?? [];
      if (same(c, AC_CLASSES)) return "एसी श्रेणियाँ";
      if (same(c, NON_AC_CLASSES)) return "बिना एसी श्रेणियाँ";
      if (same(c, BUDGET_CLASSES)) return "किफ़ायती श्रेणियाँ (शयनयान, द्वितीय श्रेणी सिटिंग)";
      return c.map((code) => words[`class_${code}`] ?? code).join(", ");
    }
    case "price":
      return chip.english.replace(/^Under (.+)$/, "$1 से कम").replace(/^Above (.+)$/, "$1 से अधिक");
    case "departure":
      return `प्रस्थान: ${(filters.departure ?? []).map(bucket).join(" या ")}`;
    case "arrival":
      return `आगमन: ${(filters.arrival ?? []).map(bucket).join(" या ")}`;
    case "departureWindow":
      return `प्रस्थान: ${window(chip.english.replace(/^Departs /, ""))}`;
    case "arrivalWindow":
      return `आगमन: ${window(chip.english.replace(/^Arrives /, ""))}`;
    case "boarding":
      return `यहाँ से चढ़ना: ${(filters.boarding ?? []).map(station).join(" या ")}`;
    case "alighting":
      return `यहाँ उतरना: ${(filters.alighting ?? []).map(station).join(" या ")}`;
    case "trainTypes":
      return (
        (filters.trainTypes ?? [])
          .map((id) => words[TRAIN_TYPE_NAMES[id]] ?? TRAIN_TYPE_NAMES[id])
          .join(", ") || chip.english
      );
    case "availability":
      return filters.availability === "available" ? "केवल कन्फ़र्म सीटें" : "कन्फ़र्म या आरएसी सीटें";
    default:
      return chip.english;
  }
}

/** The part of the day a Hindi clock time names: रात until 4, सुबह until noon, दोपहर until 4, शाम until 8. */
function dayPart(h24: number): string {
  if (h24 < 4) return "रात";
  if (h24 < 12) return "सुबह";
  if (h24 < 16) return "दोपहर";
  if (h24 < 20) return "शाम";
  return "रात";
}

/** `6:00 PM` → `शाम 6:00`, `12:30 AM` → `रात 12:30`: clock times as Hindi says them (Latin digits). */
export function hindiClock(text: string): string {
  return text.replace(
    /\b(\d{1,2}):(\d{2}) (AM|PM)\b/g,
    (_, h: string, mm: string, half: string) => {
      const h12 = Number(h);
      const h24 = (h12 % 12) + (half === "PM" ? 12 : 0);
      return `${dayPart(h24)} ${h12}:${mm}`;
    },
  );
}
