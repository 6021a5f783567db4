import { filterChips, type PartialSearchFilters } from "@safar/contracts/search-filters";
import { describe, expect, it } from "vitest";
import type { ApiClient } from "#server-context";
import { runSmartFilter } from "./smart-filter.server.ts";

/** The parser's answer for 'AC trains after 6 pm from New Delhi', as the API gives it (English chips). */
const filters: PartialSearchFilters = {
  classes: ["1A", "2A", "3A"],
  departureWindow: { from: 18 * 60 },
  boarding: ["NDLS"],
};
const api = (status = 200): ApiClient => ({
  fetch: async () =>
    new Response(
      JSON.stringify(
        status === 200
          ? {
              data: {
                filters,
                chips: filterChips(filters, { NDLS: "New Delhi" }),
                understood: true,
              },
              fallback_message: null,
            }
          : { error: { code: "internal", message: "boom" } },
      ),
      { status, headers: { "content-type": "application/json" } },
    ),
});
const input = {
  url: new URL("https://safar.example/trains/searchTrains/NDLS_New%20Delhi/HWH_Howrah/20261203"),
  prompt: "AC trains after 6 pm from New Delhi",
  from: "NDLS",
  to: "HWH",
  date: "2026-12-03",
  stations: ["NDLS|New Delhi", "HWH|Howrah"],
};

describe("the smart filter's answer in the page's language", () => {
  it("shows what it understood as the API words it on an English page", async () => {
    const answer = await runSmartFilter(api(), input);
    expect(answer.chips).toEqual(filterChips(filters, { NDLS: "New Delhi" }).map((c) => c.label));
    expect(answer.chips).toContain("Departs after 6:00 PM");
    expect(answer.chips).toContain("Boarding at New Delhi (NDLS)");
  });

  it("says the chips and the refusals in Hindi on a Hindi page, names and codes as written", async () => {
    const answer = await runSmartFilter(api(), { ...input, locale: "hi" });
    expect(answer.understood).toBe(true);
    expect(answer.chips).toContain("प्रस्थान: शाम 6:00 के बाद");
    expect(answer.chips).toContain("यहाँ से चढ़ना: New Delhi (NDLS)");
    expect(answer.chips.join(" ")).not.toMatch(/Departs|Boarding|after/);
    const empty = await runSmartFilter(api(), { ...input, prompt: " ", locale: "hi" });
    expect(empty.error).toBe("लिखें कि आप क्या खोज रहे हैं।");
    const failed = await runSmartFilter(api(500), { ...input, locale: "hi" });
    expect(failed.error).toBe("क्षमा करें, कुछ गड़बड़ हो गई, कृपया फिर से प्रयास करें।");
  });
});
