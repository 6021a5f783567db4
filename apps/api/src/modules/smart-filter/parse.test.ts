import {
  AC_CLASSES,
  NON_AC_CLASSES,
  type PartialSearchFilters,
} from "@safar/contracts/search-filters";
import {
  SMART_FILTER_FALLBACK_MESSAGE,
  SMART_FILTER_PROMPT_MAX,
  SmartFilterResultSchema,
} from "@safar/contracts/smart-filter";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseSmartFilter, type SmartFilterStation, tokenize } from "./parse.ts";

const STATIONS: SmartFilterStation[] = [
  { code: "NDLS", name: "New Delhi" },
  { code: "DLI", name: "Delhi" },
  { code: "NZM", name: "Hazrat Nizamuddin" },
  { code: "BCT", name: "Mumbai Central" },
  { code: "BDTS", name: "Bandra Terminus" },
  { code: "ST", name: "Surat" },
];

const parse = (prompt: string) => parseSmartFilter(prompt, { stations: STATIONS });
const AC = [...AC_CLASSES];
const NON_AC = [...NON_AC_CLASSES];

describe("the issue's three examples", () => {
  it("'AC trains after 6 pm under ₹2000'", () => {
    const r = parse("AC trains after 6 pm under ₹2000");
    expect(r.filters).toEqual({
      classes: AC,
      departureWindow: { from: 18 * 60 },
      price: { max: 2000 },
    });
    expect(r.chips.map((c) => c.label)).toEqual([
      "AC classes",
      "Under ₹2,000",
      "Departs after 6:00 PM",
    ]);
    expect(r.understood).toBe(true);
    expect(r.fallbackMessage).toBeNull();
  });

  it("'sleeper with confirmed seats, reaching before 8 am'", () => {
    const r = parse("sleeper with confirmed seats, reaching before 8 am");
    expect(r.filters).toEqual({
      classes: ["SL"],
      availability: "available",
      arrivalWindow: { to: 8 * 60 },
    });
    expect(r.chips.map((c) => c.label)).toEqual([
      "Sleeper Class",
      "Arrives before 8:00 AM",
      "Confirmed seats only",
    ]);
  });

  it("'subah wali train'", () => {
    const r = parse("subah wali train");
    expect(r.filters).toEqual({ departure: ["morning"] });
    expect(r.chips).toEqual([{ key: "departure", label: "Departs in the morning" }]);
  });
});

describe("more prompts", () => {
  it.each<[string, PartialSearchFilters]>([
    // English
    ["3A between rs 500 and 2,000", { classes: ["3A"], price: { min: 500, max: 2000 } }],
    ["third AC above 1500", { classes: ["3A"], price: { min: 1500 } }],
    ["2 tier ac less than 3000 rupees", { classes: ["2A"], price: { max: 3000 } }],
    ["first AC or two tier", { classes: ["1A", "2A"] }],
    ["executive chair car on a shatabdi", { classes: ["EC"], trainTypes: ["shatabdi"] }],
    ["chair car around 7am", { classes: ["CC"], departureWindow: { from: 360, to: 480 } }],
    ["non-ac trains", { classes: NON_AC }],
    ["second sitting for senior citizens", { classes: ["2S"], quota: "SS" }],
    ["3 tier economy tatkal", { classes: ["3E"], quota: "TQ" }],
    ["ladies quota sleeper", { quota: "LD", classes: ["SL"] }],
    [
      "fastest rajdhani or duronto",
      { sort: "durationInAscending", trainTypes: ["rajdhani", "duronto"] },
    ],
    [
      "vande bharat reaching by 10 pm",
      { trainTypes: ["vande-bharat"], arrivalWindow: { to: 1321 } },
    ],
    ["garib rath, humsafar, tejas", { trainTypes: ["garib-rath", "humsafar", "tejas"] }],
    ["earliest train", { sort: "departureInAscending" }],
    ["last train of the day", { sort: "departureInDescending" }],
    ["reaching early", { sort: "arrivalInAscending" }],
    ["most seats", { sort: "availability" }],
    ["between 6 and 10 pm", { departureWindow: { from: 1080, to: 1320 } }],
    ["6pm-9pm", { departureWindow: { from: 1080, to: 1260 } }],
    [
      "leaving after 18:00 and reaching before 8 am",
      { departureWindow: { from: 1080 }, arrivalWindow: { to: 480 } },
    ],
    [
      "overnight 3 tier",
      { classes: ["3A"], departure: ["evening"], arrival: ["early_morning", "morning"] },
    ],
    ["late night departures", { departureWindow: { from: 1320, to: 240 } }],
    ["afternoon or evening trains", { departure: ["afternoon", "evening"] }],
    ["arriving in the early morning", { arrival: ["early_morning"] }],
    ["RAC is fine", { availability: "available_or_rac" }],
    ["no waiting list please", { availability: "available" }],
    ["from new delhi to bandra terminus", { boarding: ["NDLS"], alighting: ["BDTS"] }],
    ["ndls to bct", { boarding: ["NDLS"], alighting: ["BCT"] }],
    ["reaching mumbai central by 8", { alighting: ["BCT"], arrivalWindow: { to: 481 } }],
    // Hinglish
    ["sham 6 baje ke baad nikalne wali", { departureWindow: { from: 1080 } }],
    ["8 baje tak pahunchne wali tatkal", { quota: "TQ", arrivalWindow: { to: 481 } }],
    ["subah pahunchne wali train", { arrival: ["morning"] }],
    ["dopahar wali AC chair car", { departure: ["afternoon"], classes: ["CC"] }],
    ["raat ki train", { departure: ["evening"] }],
    ["shaam ko nikalne wali", { departure: ["evening"] }],
    ["jaldi pahunchne wali", { sort: "arrivalInAscending" }],
    ["RAC chalega", { availability: "available_or_rac" }],
    ["confirm ticket chahiye", { availability: "available" }],
    [
      "tatkal mein AC 3 tier chahiye 1500 se kam",
      { quota: "TQ", classes: ["3A"], price: { max: 1500 } },
    ],
    ["nizamuddin se mumbai central tak", { boarding: ["NZM"], alighting: ["BCT"] }],
    ["sasti train", { classes: ["SL", "2S"] }],
    ["sabse sasta AC", { classes: AC }],
    // Typos and number forms
    ["slepper under 2k", { classes: ["SL"], price: { max: 2000 } }],
    ["sleeper clas under 1.5k", { classes: ["SL"], price: { max: 1500 } }],
    ["rs. 1500 tak ka 2ac", { classes: ["2A"], price: { max: 1500 } }],
    ["under Rs1500 tatkaal", { price: { max: 1500 }, quota: "TQ" }],
    ["rajdhni in the evning", { trainTypes: ["rajdhani"], departure: ["evening"] }],
    ["₹500-₹2000 ladies", { quota: "LD", price: { min: 500, max: 2000 } }],
    ["budget 2,500/-", { price: { max: 2500 } }],
    ["confirmd seats after 9 p.m.", { availability: "available", departureWindow: { from: 1260 } }],
  ])("%j", (prompt, filters) => {
    const r = parse(prompt);
    expect(r.filters).toEqual(filters);
    expect(r.understood).toBe(true);
    expect(r.fallbackMessage).toBeNull();
    expect(r.chips.length).toBeGreaterThan(0);
  });
});

describe("readings chosen", () => {
  it("reads a bare hour by its day-part word, else 7–11 as AM and 1–6 as PM", () => {
    expect(parse("after 7").filters.departureWindow).toEqual({ from: 7 * 60 });
    expect(parse("after 5").filters.departureWindow).toEqual({ from: 17 * 60 });
    expect(parse("after 12").filters.departureWindow).toEqual({ from: 12 * 60 });
    expect(parse("raat 10 baje ke baad").filters).toEqual({ departureWindow: { from: 22 * 60 } });
    expect(parse("subah 5 baje ke baad").filters).toEqual({ departureWindow: { from: 5 * 60 } });
  });

  it("keeps the last quota and sort, the tightest price, and adds classes up", () => {
    expect(parse("tatkal ... actually ladies").filters.quota).toBe("LD");
    expect(parse("fastest, or rather earliest").filters.sort).toBe("departureInAscending");
    expect(parse("under 3000 and below 2000").filters.price).toEqual({ max: 2000 });
    expect(parse("sleeper or 3A").filters.classes).toEqual(["3A", "SL"]);
  });

  it("does not read a train number, a passenger count or hours of travel as money or time", () => {
    expect(parse("12951").understood).toBe(false);
    expect(parse("for 2 passengers").understood).toBe(false);
    expect(parse("under 10 hours").understood).toBe(false);
  });

  it("uses a station's side when it is named without from or to", () => {
    const r = parseSmartFilter("via surat please", {
      stations: [{ code: "ST", name: "Surat", side: "alighting" }],
    });
    expect(r.filters).toEqual({ boarding: ["ST"] });
    const s = parseSmartFilter("surat", {
      stations: [{ code: "ST", name: "Surat", side: "alighting" }],
    });
    expect(s.filters).toEqual({ alighting: ["ST"] });
    expect(parse("surat").understood).toBe(false);
  });

  it("does not take a word two stations share ('delhi') as either of the longer names", () => {
    expect(parse("delhi se").filters).toEqual({ boarding: ["DLI"] });
    expect(parse("new delhi se").filters).toEqual({ boarding: ["NDLS"] });
  });

  it("gives station chips the stations' names", () => {
    expect(parse("from new delhi").chips).toEqual([
      { key: "boarding", label: "Boarding at New Delhi (NDLS)" },
    ]);
  });

  it("shows a chip for an explicit 'recommended'", () => {
    expect(parse("recommended").chips).toEqual([{ key: "sort", label: "Recommended" }]);
  });

  it("passes over negated keywords, but reads negations that mean something", () => {
    expect(parse("not rajdhani").understood).toBe(false);
    expect(parse("rajdhani nahi, shatabdi").filters).toEqual({ trainTypes: ["shatabdi"] });
    expect(parse("except sleeper, 3A").filters).toEqual({ classes: ["3A"] });
    expect(parse("ac nahi chahiye").filters).toEqual({ classes: NON_AC });
    expect(parse("wl nahi chahiye").filters).toEqual({ availability: "available" });
    expect(parse("confirmed or RAC").filters).toEqual({ availability: "available_or_rac" });
    expect(parse("RAC nahi, confirmed only").filters).toEqual({ availability: "available" });
  });

  it("reads noon and midnight, and never a bare number alone as a time", () => {
    expect(parse("before 12 noon").filters).toEqual({ departureWindow: { to: 720 } });
    expect(parse("by midnight").chips).toEqual([
      { key: "departureWindow", label: "Departs before midnight" },
    ]);
    expect(parse("15 seats").understood).toBe(false);
    expect(parse("under 24").understood).toBe(false);
    expect(parse("after 18").filters).toEqual({ departureWindow: { from: 1080 } });
    expect(parse("18:00 ke baad").filters).toEqual({ departureWindow: { from: 1080 } });
  });

  it("leaves 'cheap' out when a class is named", () => {
    expect(parse("cheapest 2A").filters).toEqual({ classes: ["2A"] });
  });
});

describe("nothing understood", () => {
  it.each(["", "   ", "hello there", "what is the weather in Mumbai", "!!!???", "१२३"])(
    "%j gets the fallback message",
    (prompt) => {
      const r = parse(prompt);
      expect(r).toEqual({
        filters: {},
        chips: [],
        understood: false,
        fallbackMessage: SMART_FILTER_FALLBACK_MESSAGE,
      });
    },
  );
});

describe("tokens", () => {
  it("normalises money, numbers, clock times and punctuation", () => {
    expect(tokenize("Under ₹2,000/- after 6:30PM, 2k; Rs.1500 p.m. non-AC 3-tier 500-900")).toEqual(
      [
        "under",
        "rs",
        "2000",
        "after",
        "6:30",
        "pm",
        "2",
        "k",
        "rs",
        "1500",
        "pm",
        "non",
        "ac",
        "3",
        "tier",
        "500",
        "to",
        "900",
      ],
    );
  });
});

describe("totality", () => {
  const words = fc.constantFrom(
    "ac",
    "after",
    "before",
    "by",
    "under",
    "between",
    "and",
    "to",
    "from",
    "6",
    "8",
    "pm",
    "am",
    "18:00",
    "rs",
    "₹",
    "2k",
    "2,000",
    "subah",
    "sham",
    "raat",
    "baje",
    "ke",
    "baad",
    "tak",
    "se",
    "pehle",
    "reaching",
    "leaving",
    "sleeper",
    "3a",
    "tatkal",
    "rac",
    "confirmed",
    "delhi",
    "new",
    "mumbai",
    "central",
    "fastest",
    "jaldi",
    "sasta",
    "-",
    ",",
    ".",
    ":",
    "0",
    "24",
    "99999999",
  );
  const prompts = fc.oneof(
    fc.string({ maxLength: SMART_FILTER_PROMPT_MAX }),
    fc.string({ unit: "grapheme", maxLength: 200 }),
    fc.array(words, { maxLength: 40 }).map((w) => w.join(" ")),
  );

  it("never throws and always returns a schema-valid, self-consistent result", () => {
    fc.assert(
      fc.property(prompts, (prompt) => {
        const r = parse(prompt);
        expect(SmartFilterResultSchema.safeParse(r).success).toBe(true);
        expect(r.understood).toBe(Object.keys(r.filters).length > 0);
        expect(r.fallbackMessage === null).toBe(r.understood);
        expect(r.chips.length > 0).toBe(r.understood);
        // Deterministic.
        expect(parse(prompt)).toEqual(r);
      }),
      { numRuns: 400 },
    );
  });
});

describe("Hindi and Hinglish (issue 23)", () => {
  it("'kal subah delhi se AC': morning departures in AC, boarding at Delhi", () => {
    expect(parse("kal subah delhi se AC").filters).toEqual({
      classes: AC,
      departure: ["morning"],
      boarding: ["DLI"],
    });
  });

  it("'sleeper 1000 ke andar': sleeper under ₹1,000", () => {
    expect(parse("sleeper 1000 ke andar").filters).toEqual({
      classes: ["SL"],
      price: { max: 1000 },
    });
  });

  it("reads the same prompts written in Devanagari", () => {
    expect(parse("कल सुबह एसी").filters).toEqual({ classes: AC, departure: ["morning"] });
    expect(parse("स्लीपर १००० के अंदर").filters).toEqual({ classes: ["SL"], price: { max: 1000 } });
  });

  it("reads Hindi times, verbs, quotas and seats", () => {
    expect(parse("शाम 6 बजे के बाद").filters).toEqual({ departureWindow: { from: 18 * 60 } });
    expect(parse("सुबह 8 बजे से पहले पहुंचने वाली").filters).toEqual({
      arrivalWindow: { to: 8 * 60 },
    });
    expect(parse("तत्काल में कन्फर्म सीट").filters).toEqual({
      quota: "TQ",
      availability: "available",
    });
    expect(parse("राजधानी 3 एसी आरएसी चलेगा").filters).toEqual({
      classes: ["3A"],
      trainTypes: ["rajdhani"],
      availability: "available_or_rac",
    });
    expect(parse("सस्ता वाला").filters).toEqual({ classes: ["SL", "2S"] });
  });

  it("reads day and day-part words: kal, parso, aaj with subah, dopahar, shaam, raat", () => {
    expect(parse("parso raat ki train").filters).toEqual({ departure: ["evening"] });
    expect(parse("aaj dopahar sleeper").filters).toEqual({
      classes: ["SL"],
      departure: ["afternoon"],
    });
    expect(parse("kal shaam ko AC 3 tier").filters).toEqual({
      classes: ["3A"],
      departure: ["evening"],
    });
    expect(parse("परसों सुबह").filters).toEqual({ departure: ["morning"] });
  });

  it("names no filter for a day word alone (the results are for one date)", () => {
    for (const prompt of ["kal", "parso", "aaj", "abhi", "परसों"]) {
      expect(parse(prompt).understood).toBe(false);
    }
  });

  it("reads se and tak as the stations' sides and tak as a price or time bound", () => {
    expect(parse("delhi se surat tak").filters).toEqual({ boarding: ["DLI"], alighting: ["ST"] });
    expect(parse("2000 tak").filters).toEqual({ price: { max: 2000 } });
    expect(parse("dopahar 2 baje tak pahunchne wali").filters).toEqual({
      arrivalWindow: { to: 14 * 60 + 1 },
    });
  });

  it("reads Hinglish price bounds: ke neeche, se sasta, and counted thousands", () => {
    expect(parse("1000 ke niche").filters).toEqual({ price: { max: 1000 } });
    expect(parse("sleeper 800 ke neeche").filters).toEqual({
      classes: ["SL"],
      price: { max: 800 },
    });
    expect(parse("1500 se sasta").filters).toEqual({ price: { max: 1500 } });
    expect(parse("do hazaar tak").filters).toEqual({ price: { max: 2000 } });
    expect(parse("dedh hazaar se kam").filters).toEqual({ price: { max: 1500 } });
    expect(parse("paanch sau se upar").filters).toEqual({ price: { min: 500 } });
    expect(parse("दो हज़ार के अंदर").filters).toEqual({ price: { max: 2000 } });
    expect(parse("do log").filters).toEqual({});
  });

  it("reads sasta as cheap classes and tez as fastest first", () => {
    expect(parse("sabse sasta").filters).toEqual({ classes: ["SL", "2S"] });
    expect(parse("sabse tez").filters).toEqual({ sort: "durationInAscending" });
    expect(parse("सबसे तेज़").filters).toEqual({ sort: "durationInAscending" });
  });

  it("reads letters with a nukta however they are encoded", () => {
    const composed = "\u095B\u094D\u092F\u093E\u0926\u093E"; // ज़्यादा with the precomposed letter
    const decomposed = "\u091C\u093C\u094D\u092F\u093E\u0926\u093E";
    expect(parse(`${composed} सीट`).filters).toEqual(parse(`${decomposed} सीट`).filters);
    expect(parse(`${composed} सीट`).filters).toEqual({ sort: "availability" });
  });

  it("leaves Hindi it does not know to the fallback message", () => {
    const r = parse("नमस्ते दुनिया");
    expect(r.understood).toBe(false);
    expect(r.fallbackMessage).toBe(SMART_FILTER_FALLBACK_MESSAGE);
  });
});
