import {
  CLASS_CODES,
  type ClassCode,
  type QuotaCode,
  type SortOption,
  TIME_BUCKETS,
  type TimeBucket,
} from "@safar/contracts/code-tables";
import { STATION_CODE } from "@safar/contracts/route-params";
import {
  AC_CLASSES,
  type AvailabilityFilter,
  BUDGET_CLASSES,
  FILTER_TRAIN_TYPE_IDS,
  type FilterTrainType,
  filterChips,
  MINUTES_PER_DAY,
  NON_AC_CLASSES,
  type PartialSearchFilters,
  PartialSearchFiltersSchema,
  type TimeWindow,
} from "@safar/contracts/search-filters";
import {
  SMART_FILTER_FALLBACK_MESSAGE,
  type SmartFilterResult,
} from "@safar/contracts/smart-filter";
import { editDistance } from "@safar/domain/edit-distance";
import { readDevanagari } from "./devanagari.ts";

/**
 * The smart filter's parser (spec §2 "natural-language smart filter", issue 5
 * item 5): a traveller's sentence — English, Hinglish, Hindi, with typos — turned into
 * results-page filters and chips, deterministically, on our own server.
 *
 * How it reads a prompt:
 * 1. Normalise: Hindi words in Devanagari become their Hinglish keywords
 *    (`devanagari.ts`); lower case; ₹ / rs / rs. / inr / rupees mark money; 2,000 →
 *    2000; 2k → 2000; 6pm → 6 pm; p.m. → pm; 500-2000 → 500 to 2000;
 *    punctuation becomes space (":" and "." stay inside numbers: 6:30, 6.30).
 * 2. Walk the words left to right; at each word try, in order, a station named
 *    in `context.stations`, a price phrase, a time phrase, then the longest
 *    keyword phrase. Words nothing recognises are skipped ("wali", "train",
 *    "with", "chahiye", …).
 * 3. Keywords match exactly, as a plural (+s), or — for words of six letters
 *    or more that are not themselves keywords — within one typing error
 *    (two for nine letters or more): "slepper", "tatkaal", "rajdhni".
 *
 * Readings chosen (the spec gives none):
 * - Departure is the default side for times; "reaching", "arriving", "arrival",
 *   "pahunchne"… switch to arrival until "leaving", "departing", "nikalne"…
 *   switch back. Hindi puts the verb after the time ("subah pahunchne wali"),
 *   so a Hindi verb or the nouns "departure"/"arrival" up to three words after
 *   a time also decide its side.
 * - "after H" → window from H (inclusive); "before H" → to H (exclusive);
 *   "by H" → to H plus one minute (H included); "around/at H" or a bare
 *   "6 pm" → one hour either side; "between A and B" → A to B.
 * - A bare hour without am/pm: a neighbouring day-part word decides (subah,
 *   morning → AM; sham, raat, evening, night, dopahar, afternoon → PM);
 *   otherwise 7–11 are AM, 12 is noon, 1–6 are PM, 0 and 13–24 are 24-hour.
 * - Night words ("night", "raat") select the evening bucket (18–24, spec §9);
 *   "late night" / "der raat" a departure window 22:00–04:00; "overnight"
 *   departs in the evening and arrives early morning or morning.
 * - A number is money when it carries ₹/rs/rupees/k or is 25 or more after a
 *   price word ("under 2000"); "under/below/within/max/upto/budget/… N" is a
 *   maximum, "above/over/more than/min/at least N" a minimum, both inclusive.
 *   A marked amount with no price word ("₹2000 wali") is a maximum.
 * - "cheap"/"cheapest"/"sasta"/"sasti": the spec has no fare sort, and a
 *   price cap would need fares the parser does not see, so cheap words select
 *   the budget classes (SL, 2S) — only when the prompt names no class itself.
 * - "confirmed", "confirm ticket", "available", "no waiting" → confirmed seats
 *   only; "RAC chalega", "RAC ok", "or RAC", "RAC" → confirmed or RAC.
 * - Sort words: fastest/quickest → duration; earliest/first/early →
 *   departure ascending (arrival ascending after an arrival word or in
 *   "reaching early", "jaldi pahunchne"); latest/last/late → descending;
 *   "most seats"/"best availability" → availability; "jaldi" alone → fastest.
 * - A station is boarding after "from/board/boarding/departing from" or before
 *   "se" or "to" ("Delhi to Mumbai"); alighting after "to/till/reaching/arriving/for" or before "tak";
 *   otherwise its `side` in the context, if given; else it is not used.
 *   Names match whole words (longest name first); codes of three or more
 *   letters match a word exactly.
 * - A keyword with a negation ("not rajdhani", "except sleeper", "rajdhani
 *   nahi") is passed over: filters can only include. Negations with a meaning
 *   of their own are read as such: "non ac", "ac nahi", "no waiting",
 *   "wl nahi", "no rac".
 * - Several class words add up (AC + sleeper = either); the last quota, the
 *   last sort and the tightest price bounds win.
 */

export interface SmartFilterStation {
  code: string;
  name: string;
  /** Whether the results board or alight there; decides a station named without "from"/"to". */
  side?: "boarding" | "alighting";
}

export interface SmartFilterContext {
  stations?: readonly SmartFilterStation[];
}

// ── Normalising and tokens ───────────────────────────────────────────────────

/** The longest prompt read (the route refuses more than 500 characters before this). */
const MAX_READ = 2_000;

/** Hinglish counts before "hazaar"/"sau" ("do hazaar", "dedh hazaar", "paanch sau"). */
const HINDI_COUNTS: Record<string, number> = {
  ek: 1,
  dedh: 1.5,
  do: 2,
  dhai: 2.5,
  teen: 3,
  char: 4,
  chaar: 4,
  paanch: 5,
  panch: 5,
  chhe: 6,
  chhah: 6,
  saat: 7,
  aath: 8,
  nau: 9,
  das: 10,
};
const HINDI_AMOUNT = new RegExp(
  `\\b(${Object.keys(HINDI_COUNTS).join("|")})\\s+(hazaar|hazar|hajar|sau)\\b`,
  "g",
);
function hindiAmount(count: string, unit: string): string {
  const n = HINDI_COUNTS[count] ?? 0;
  return unit === "sau" ? ` ${n * 100} ` : ` ${n * 1000} `;
}

export function tokenize(prompt: string): string[] {
  let s = readDevanagari(prompt.slice(0, MAX_READ).normalize("NFKC")).toLowerCase();
  s = s.replace(HINDI_AMOUNT, (_m, n: string, unit: string) => hindiAmount(n, unit));
  s = s.replace(/₹/g, " rs ");
  s = s.replace(/\b([ap])\.\s?m\b\.?/g, "$1m");
  s = s.replace(/(\d),(?=\d)/g, "$1");
  s = s.replace(/\/-/g, " ");
  s = s.replace(/\b(rs|inr)\.?(?=\s|\d|$)/g, " rs ");
  s = s.replace(
    /(\d)(am|pm|k|rs|rupees|rupee|rupaye|rupay|hrs|hr|hours|hour|baje|thousand|hazaar|hazar)\b/g,
    "$1 $2",
  );
  s = s.replace(/(\d|am|pm|k)\s*-\s*(?=\d|rs\b)/g, "$1 to ");
  s = s.replace(/[^a-z0-9:.\s]/g, " ");
  s = s.replace(/(?<!\d)[.:]|[.:](?!\d)/g, " ");
  return s.split(/\s+/).filter((t) => t.length > 0);
}

const isNumber = (t: string | undefined): boolean => t !== undefined && /^\d+(\.\d+)?$/.test(t);
const isClock = (t: string | undefined): boolean => t !== undefined && /^\d{1,2}[:.]\d{2}$/.test(t);

// ── State ────────────────────────────────────────────────────────────────────

type Side = "departure" | "arrival";

interface State {
  classes: Set<ClassCode>;
  quota?: QuotaCode;
  min?: number;
  max?: number;
  departure: Set<TimeBucket>;
  arrival: Set<TimeBucket>;
  departureWindow: { from?: number; to?: number };
  arrivalWindow: { from?: number; to?: number };
  boarding: Set<string>;
  alighting: Set<string>;
  trainTypes: Set<FilterTrainType>;
  availability: AvailabilityFilter;
  noRac: boolean;
  sort?: SortOption;
  side: Side;
  cheap: boolean;
}

interface Cursor {
  tokens: readonly string[];
  state: State;
}

// ── Keyword phrases ──────────────────────────────────────────────────────────

type Effect = (c: Cursor, start: number, end: number) => void;

interface Phrase {
  words: string[];
  effect: Effect;
}

const PHRASES: Phrase[] = [];
/** Every keyword: a word that is one is never read as a typo of another. */
const VOCABULARY = new Set<string>();

function define(phrases: string[], effect: Effect): void {
  for (const p of phrases) {
    const words = p.split(" ");
    for (const w of words) VOCABULARY.add(w);
    PHRASES.push({ words, effect });
  }
}

const addClasses =
  (...codes: ClassCode[]): Effect =>
  (c) => {
    for (const code of codes) c.state.classes.add(code);
  };
const setQuota =
  (quota: QuotaCode): Effect =>
  (c) => {
    c.state.quota = quota;
  };
const addTypes =
  (...types: FilterTrainType[]): Effect =>
  (c) => {
    for (const t of types) c.state.trainTypes.add(t);
  };
const setSort =
  (sort: SortOption): Effect =>
  (c) => {
    c.state.sort = sort;
  };
const setSide =
  (side: Side): Effect =>
  (c) => {
    c.state.side = side;
  };

const ARRIVAL_HINDI = [
  "pahunchne",
  "pahuchne",
  "pahunche",
  "pahuche",
  "pahunchti",
  "pahunchta",
  "pahunchna",
  "pahunch",
  "pohchne",
  "pohonchne",
  "pahochne",
];
const DEPARTURE_HINDI = [
  "nikalne",
  "nikle",
  "nikalti",
  "nikalta",
  "chalne",
  "chale",
  "chalti",
  "chhutne",
  "chootne",
  "chhootne",
  "chutne",
];
const ARRIVAL_WORDS = [
  "reaching",
  "reach",
  "reaches",
  "arriving",
  "arrive",
  "arrives",
  "arrival",
  "arrivals",
  ...ARRIVAL_HINDI,
];
const DEPARTURE_WORDS = [
  "leaving",
  "leave",
  "leaves",
  "departing",
  "depart",
  "departs",
  "departure",
  "departures",
  "starting",
  "starts",
  ...DEPARTURE_HINDI,
];

/** A side decided by a Hindi verb or an arrival/departure noun just after position `from`. */
function sideAhead(tokens: readonly string[], from: number): Side | null {
  for (let k = from; k < Math.min(tokens.length, from + 3); k++) {
    const t = tokens[k] as string;
    if (ARRIVAL_HINDI.includes(t) || t === "arrival" || t === "arrivals") return "arrival";
    if (DEPARTURE_HINDI.includes(t) || t === "departure" || t === "departures") return "departure";
    if (isNumber(t) || isClock(t)) return null;
  }
  return null;
}

const addBuckets =
  (...buckets: TimeBucket[]): Effect =>
  (c, _start, end) => {
    // A day-part word just before a time ("sham 6 baje") only says AM or PM.
    const next = c.tokens[end];
    if (isNumber(next) || isClock(next)) return;
    const side = sideAhead(c.tokens, end) ?? c.state.side;
    const set = side === "arrival" ? c.state.arrival : c.state.departure;
    for (const b of buckets) set.add(b);
  };

const sortBySide =
  (asc: boolean): Effect =>
  (c, _start, end) => {
    const side = sideAhead(c.tokens, end) ?? c.state.side;
    if (side === "arrival") c.state.sort = asc ? "arrivalInAscending" : "arrivalInDescending";
    else c.state.sort = asc ? "departureInAscending" : "departureInDescending";
  };

// Classes
define(["ac", "a c", "aircon", "air conditioned", "ac class", "ac classes"], addClasses(
  ...AC_CLASSES,
));
define([
  "non ac",
  "nonac",
  "without ac",
  "no ac",
  "bina ac",
  "non airconditioned",
  "ac nahi",
  "ac nahin",
], addClasses(...NON_AC_CLASSES));
define(["sleeper", "sl", "sleeper class", "slpr", "sleeper coach"], addClasses("SL"));
define([
  "3a",
  "3ac",
  "3 ac",
  "ac3",
  "third ac",
  "3rd ac",
  "3 tier",
  "3tier",
  "three tier",
  "3 tier ac",
  "ac 3 tier",
  "third tier",
], addClasses("3A"));
define([
  "2a",
  "2ac",
  "2 ac",
  "ac2",
  "second ac",
  "2nd ac",
  "2 tier",
  "2tier",
  "two tier",
  "2 tier ac",
  "ac 2 tier",
  "second tier",
], addClasses("2A"));
define([
  "1a",
  "1ac",
  "1 ac",
  "ac1",
  "first ac",
  "1st ac",
  "first class ac",
  "ac first class",
  "1st class ac",
], addClasses("1A"));
define(["first class", "1st class"], addClasses("1A", "FC"));
define(["fc"], addClasses("FC"));
define([
  "3e",
  "economy",
  "3 economy",
  "3ac economy",
  "3 ac economy",
  "ac economy",
  "economy ac",
  "3 tier economy",
  "ac 3 economy",
], addClasses("3E"));
define(["cc", "chair car", "chaircar", "ac chair car", "ac chair", "chair"], addClasses("CC"));
define([
  "ec",
  "executive",
  "executive class",
  "executive chair car",
  "executive chair",
  "exec",
  "ac executive",
], addClasses("EC"));
define([
  "2s",
  "second sitting",
  "2nd sitting",
  "sitting",
  "second class",
  "2nd class",
  "seating",
], addClasses("2S"));
define(["vistadome", "vista dome"], addClasses("VS", "EV", "VC"));
define(["anubhuti"], addClasses("EA"));

// Quotas
define(["tatkal", "tatkaal", "tq", "premium tatkal", "tatkal quota"], setQuota("TQ"));
define(["ladies", "lady", "women", "woman", "female", "mahila", "ld", "ladies quota"], setQuota(
  "LD",
));
define([
  "senior citizen",
  "senior citizens",
  "sr citizen",
  "sr",
  "senior",
  "ss",
  "senior quota",
], setQuota("SS"));
define(["general quota", "gn", "general"], setQuota("GN"));

// Train types
define(["rajdhani"], addTypes("rajdhani"));
define(["shatabdi", "shatabadi"], addTypes("shatabdi"));
define(["jan shatabdi", "janshatabdi"], addTypes("jan-shatabdi"));
define(["vande bharat", "vandebharat", "vande", "vande bharat express"], addTypes("vande-bharat"));
define(["duronto"], addTypes("duronto"));
define(["garib rath", "garibrath", "garib"], addTypes("garib-rath"));
define(["humsafar", "hamsafar", "humsafer"], addTypes("humsafar"));
define(["tejas"], addTypes("tejas"));
define(["double decker", "doubledecker"], addTypes("double-decker"));
define(["antyodaya"], addTypes("antyodaya"));
define(["superfast", "super fast", "sf"], addTypes("superfast"));
define(["mail", "mail express"], addTypes("mail-express"));
// Bare "passenger" is left out: "for 2 passengers" is about people, not a train type.
define(["passenger train", "passenger trains"], addTypes("passenger"));

// Availability
define([
  "confirmed",
  "confirm",
  "cnf",
  "confirmed seat",
  "confirmed seats",
  "confirm seat",
  "confirm ticket",
  "confirmed ticket",
  "confirmed berth",
  "available",
  "availability",
  "avl",
  "seats available",
  "pakka",
  "pakki",
  "no waiting",
  "no waitlist",
  "no wl",
  "without waiting",
  "without waitlist",
  "bina waiting",
  "not waitlisted",
  "waiting nahi",
  "waiting nahin",
  "wl nahi",
  "wl nahin",
  "waitlist nahi",
], (c) => {
  if (c.state.availability === "any") c.state.availability = "available";
});
define(["no rac", "without rac", "bina rac", "not rac", "rac nahi", "rac nahin"], (c) => {
  c.state.availability = "available";
  c.state.noRac = true;
});
define([
  "rac",
  "rac chalega",
  "rac ok",
  "rac okay",
  "rac fine",
  "rac bhi",
  "or rac",
  "rac allowed",
  "including rac",
  "rac also",
  "rac chalegi",
], (c) => {
  if (!c.state.noRac) c.state.availability = "available_or_rac";
});

// Time of day
define([
  "early morning",
  "subah subah",
  "tadke",
  "bhor",
  "dawn",
  "before dawn",
  "early hours",
], addBuckets("early_morning"));
define(["morning", "subah", "subha", "sube", "savere", "savera", "sawere"], addBuckets("morning"));
define(["afternoon", "dopahar", "dopehar", "dopaher", "dupahar", "dopahr"], addBuckets(
  "afternoon",
));
define(["evening", "sham", "shaam", "saanj", "night", "raat", "tonight", "raat ko"], addBuckets(
  "evening",
));
define(["daytime", "day time", "din", "din mein"], addBuckets("morning", "afternoon"));
define(["late night", "der raat", "midnight train", "late night train"], (c, _s, end) => {
  const side = sideAhead(c.tokens, end) ?? c.state.side;
  const w = side === "arrival" ? c.state.arrivalWindow : c.state.departureWindow;
  w.from = 22 * 60;
  w.to = 4 * 60;
});
define(["overnight", "raat bhar", "overnight train"], (c) => {
  c.state.departure.add("evening");
  c.state.arrival.add("early_morning");
  c.state.arrival.add("morning");
});

// Sides
define(ARRIVAL_WORDS, setSide("arrival"));
define(DEPARTURE_WORDS, setSide("departure"));

// Sorts
define([
  "fastest",
  "quickest",
  "shortest",
  "fast",
  "quick",
  "least time",
  "less time",
  "shortest duration",
  "short duration",
  "shortest journey",
  "kam time",
  "kam samay",
  "minimum time",
  "least duration",
  "jaldi",
  "tez",
  "tezz",
  "sabse tez",
], (c, _s, end) => {
  const ahead = sideAhead(c.tokens, end);
  const jaldi = c.tokens[end - 1] === "jaldi";
  if (jaldi && ahead === "arrival") c.state.sort = "arrivalInAscending";
  else if (jaldi && ahead === "departure") c.state.sort = "departureInAscending";
  else c.state.sort = "durationInAscending";
});
define([
  "earliest",
  "first",
  "early",
  "earliest first",
  "first train",
  "pehli",
  "pehle wali",
], sortBySide(true));
define(["latest", "last", "late", "last train", "aakhri", "akhri"], sortBySide(false));
define([
  "reaching early",
  "reach early",
  "arrive early",
  "arriving early",
  "early arrival",
  "earliest arrival",
  "arrives earliest",
  "arrives early",
  "reaches early",
  "jaldi pahunchne",
  "jaldi pahunche",
  "jaldi pahuchne",
], setSort("arrivalInAscending"));
define(["reaching late", "arrive late", "late arrival", "latest arrival", "arriving late"], setSort(
  "arrivalInDescending",
));
define([
  "most seats",
  "more seats",
  "best availability",
  "sort by availability",
  "most available",
  "max seats",
  "zyada seat",
  "zyada seats",
  "jyada seat",
], setSort("availability"));
define(["recommended", "recommend", "best trains", "best train"], setSort("recommended"));

// Cheap
define([
  "cheap",
  "cheapest",
  "cheaper",
  "sasta",
  "sasti",
  "saste",
  "low fare",
  "lowest fare",
  "low price",
  "lowest price",
  "economical",
  "kam kiraya",
  "affordable",
  "low budget",
], (c) => {
  c.state.cheap = true;
});

PHRASES.sort((a, b) => b.words.length - a.words.length);

// Operators used by the price and time readers.
const PRICE_MAX = [
  "under",
  "below",
  "less than",
  "lesser than",
  "within",
  "max",
  "maximum",
  "upto",
  "up to",
  "at most",
  "atmost",
  "not more than",
  "no more than",
  "budget",
  "budget of",
  "cheaper than",
  "max price",
  "price under",
  "fare under",
  "price below",
];
const PRICE_MIN = [
  "above",
  "over",
  "more than",
  "min",
  "minimum",
  "at least",
  "atleast",
  "starting",
  "starting from",
  "greater than",
  "costlier than",
];
const TIME_AFTER = ["after", "post", "from", "since", "later than", "baad"];
const TIME_BEFORE = ["before", "till", "until", "earlier than", "pehle", "pahle", "upto", "up to"];
const TIME_BY = ["by"];
const TIME_AROUND = [
  "around",
  "at",
  "about",
  "approx",
  "approximately",
  "near",
  "lagbhag",
  "close to",
];
for (const list of [PRICE_MAX, PRICE_MIN, TIME_AFTER, TIME_BEFORE, TIME_BY, TIME_AROUND]) {
  for (const p of list) for (const w of p.split(" ")) VOCABULARY.add(w);
}
// Words that are not keywords but sit one typo away from one ("unavailable", "setting").
for (const w of [
  "between",
  "and",
  "to",
  "rs",
  "k",
  "am",
  "pm",
  "baje",
  "noon",
  "midnight",
  "unavailable",
  "setting",
  "passengers",
  "passenger",
  "waiting",
  "chutney",
  // Day words: the results are for one date, so these only say which day was meant.
  "kal",
  "parso",
  "parson",
  "aaj",
  "abhi",
]) {
  VOCABULARY.add(w);
}

function wordMatches(token: string, word: string): boolean {
  if (token === word || token === `${word}s`) return true;
  if (word.length < 6 || VOCABULARY.has(token) || /\d/.test(token)) return false;
  const allowed = word.length >= 9 ? 2 : 1;
  return editDistance(token, word, allowed) <= allowed;
}

/** The length of the first of `phrases` found at `at` (exact words only), or 0. */
function operatorAt(tokens: readonly string[], at: number, phrases: readonly string[]): number {
  let best = 0;
  for (const p of phrases) {
    const words = p.split(" ");
    if (words.every((w, k) => tokens[at + k] === w)) best = Math.max(best, words.length);
  }
  return best;
}

function phraseAt(tokens: readonly string[], at: number): Phrase | null {
  for (const p of PHRASES) {
    if (
      p.words.every(
        (w, k) => tokens[at + k] !== undefined && wordMatches(tokens[at + k] as string, w),
      )
    ) {
      return p;
    }
  }
  return null;
}

// ── Money ────────────────────────────────────────────────────────────────────

interface Amount {
  rupees: number;
  marked: boolean;
  end: number;
}

const CURRENCY_AFTER = ["rs", "rupees", "rupee", "rupaye", "rupay", "inr"];
const THOUSAND = ["k", "thousand", "hazaar", "hazar", "hajar"];

function amountAt(tokens: readonly string[], at: number): Amount | null {
  let i = at;
  let marked = false;
  if (tokens[i] === "rs" || tokens[i] === "inr") {
    marked = true;
    i++;
  }
  const t = tokens[i];
  if (t === undefined || !isNumber(t)) return null;
  let value = Number(t);
  i++;
  if (tokens[i] !== undefined && THOUSAND.includes(tokens[i] as string)) {
    value *= 1000;
    marked = true;
    i++;
  }
  if (tokens[i] !== undefined && CURRENCY_AFTER.includes(tokens[i] as string)) {
    marked = true;
    i++;
  }
  const next = tokens[i];
  if (next === "am" || next === "pm" || next === "baje" || next === "hrs" || next === "hr") {
    if (!marked) return null;
  }
  if (next === "hours" || next === "hour" || next === "minutes" || next === "mins") return null;
  const rupees = Math.round(value);
  if (!Number.isFinite(rupees) || rupees < 1 || rupees > 1_000_000) return null;
  return { rupees, marked, end: i };
}

const isMoney = (a: Amount | null, withOperator: boolean): a is Amount =>
  a !== null && (a.marked || (withOperator && a.rupees >= 25));

function setMax(state: State, rupees: number): void {
  state.max = state.max === undefined ? rupees : Math.min(state.max, rupees);
}
function setMin(state: State, rupees: number): void {
  state.min = state.min === undefined ? rupees : Math.max(state.min, rupees);
}

const POSTFIX_MAX = [
  "se kam",
  "ke andar",
  "ke neeche",
  "ke niche",
  "se neeche",
  "se niche",
  "se sasta",
  "se sasti",
  "se saste",
  "tak",
  "or less",
  "or below",
  "max",
  "and below",
  "and under",
];
const POSTFIX_MIN = [
  "se zyada",
  "se jyada",
  "se upar",
  "ke upar",
  "or more",
  "and above",
  "or above",
  "plus",
];

/** Reads a price phrase at `at`; the index after it, or null. */
function readPrice(c: Cursor, at: number): number | null {
  const { tokens, state } = c;
  // between A and B / from A to B
  const rangeOp = tokens[at] === "between" || tokens[at] === "from" ? 1 : 0;
  const first = amountAt(tokens, at + rangeOp);
  if (
    first &&
    (tokens[first.end] === "and" || tokens[first.end] === "to" || tokens[first.end] === "se")
  ) {
    const second = amountAt(tokens, first.end + 1);
    if (
      second &&
      (first.marked || second.marked || first.rupees >= 25 || second.rupees >= 25) &&
      !(tokens[second.end] === "am" || tokens[second.end] === "pm")
    ) {
      const [lo, hi] = first.rupees <= second.rupees ? [first, second] : [second, first];
      setMin(state, lo.rupees);
      setMax(state, hi.rupees);
      return second.end;
    }
  }
  const maxOp = operatorAt(tokens, at, PRICE_MAX);
  if (maxOp) {
    const a = amountAt(tokens, at + maxOp);
    if (isMoney(a, true)) {
      setMax(state, a.rupees);
      return a.end;
    }
  }
  const minOp = operatorAt(tokens, at, PRICE_MIN);
  if (minOp) {
    const a = amountAt(tokens, at + minOp);
    if (isMoney(a, true)) {
      setMin(state, a.rupees);
      return a.end;
    }
  }
  const bare = amountAt(tokens, at);
  if (bare) {
    const postMax = operatorAt(tokens, bare.end, POSTFIX_MAX);
    const postMin = operatorAt(tokens, bare.end, POSTFIX_MIN);
    if (postMax && isMoney(bare, true)) {
      setMax(state, bare.rupees);
      return bare.end + postMax;
    }
    if (postMin && isMoney(bare, true)) {
      setMin(state, bare.rupees);
      return bare.end + postMin;
    }
    if (bare.marked) {
      setMax(state, bare.rupees);
      return bare.end;
    }
  }
  return null;
}

// ── Times ────────────────────────────────────────────────────────────────────

const PM_HINTS = [
  "pm",
  "sham",
  "shaam",
  "evening",
  "night",
  "raat",
  "dopahar",
  "afternoon",
  "tonight",
];
const AM_HINTS = ["am", "subah", "subha", "morning", "savere", "tadke"];

interface Clock {
  minute: number;
  /** An hour with am/pm, a 24-hour time, noon, midnight or "baje". */
  explicit: boolean;
  end: number;
}

function dayPartHint(tokens: readonly string[], at: number, end: number): "am" | "pm" | null {
  for (let k = Math.max(0, at - 3); k < Math.min(tokens.length, end + 3); k++) {
    const t = tokens[k] as string;
    if (k >= at && k < end) continue;
    if (PM_HINTS.includes(t)) return "pm";
    if (AM_HINTS.includes(t)) return "am";
  }
  return null;
}

/** A clock time at `at`: `6`, `6 pm`, `6:30 pm`, `18:00`, `1800 hrs`, `6 baje`, `noon`. */
function clockAt(tokens: readonly string[], at: number): Clock | null {
  const t = tokens[at];
  if (t === "noon" || t === "midday") return { minute: 12 * 60, explicit: true, end: at + 1 };
  if (t === "midnight") return { minute: 0, explicit: true, end: at + 1 };
  let hour: number;
  let minute = 0;
  let twentyFour = false;
  let bare = false;
  if (t !== undefined && isClock(t)) {
    const [h, m] = t.split(/[:.]/).map(Number) as [number, number];
    hour = h;
    minute = m;
    twentyFour = t.startsWith("0") || h >= 13;
  } else if (t !== undefined && /^\d{1,2}$/.test(t)) {
    hour = Number(t);
    // Read as 24-hour, but a bare number is never sure to be a time ("15 seats").
    twentyFour = hour >= 13 || hour === 0 || (t.length === 2 && t.startsWith("0"));
    bare = true;
  } else if (t !== undefined && /^\d{4}$/.test(t)) {
    hour = Number(t.slice(0, 2));
    minute = Number(t.slice(2));
    const suffix = tokens[at + 1];
    if (suffix !== "hrs" && suffix !== "hr" && suffix !== "hours") return null;
    twentyFour = true;
  } else {
    return null;
  }
  if (minute > 59 || hour > 24 || (hour === 24 && minute > 0)) return null;
  let end = at + 1;
  const suffix = tokens[end];
  let meridiem: "am" | "pm" | null = null;
  let explicit = twentyFour && !bare;
  if ((suffix === "noon" || suffix === "midnight") && hour === 12 && minute === 0) {
    return { minute: suffix === "noon" ? 12 * 60 : 0, explicit: true, end: end + 1 };
  }
  if (suffix === "am" || suffix === "pm") {
    if (hour < 1 || hour > 12) return null;
    meridiem = suffix;
    explicit = true;
    end++;
  } else if (suffix === "baje" || suffix === "oclock" || suffix === "hrs" || suffix === "hr") {
    explicit = true;
    end++;
  } else if (suffix === "o" && tokens[end + 1] === "clock") {
    explicit = true;
    end += 2;
  }
  if (!twentyFour && meridiem === null) {
    const hint = dayPartHint(tokens, at, end);
    if (hint) meridiem = hint;
    else if (hour >= 7 && hour <= 11) meridiem = "am";
    else if (hour === 12) meridiem = "pm";
    else if (hour >= 1 && hour <= 6) meridiem = "pm";
  }
  let h24 = hour;
  if (meridiem === "am") h24 = hour === 12 ? 0 : hour;
  if (meridiem === "pm") h24 = hour === 12 ? 12 : hour + 12;
  return { minute: h24 * 60 + minute, explicit, end };
}

type TimeOp = "after" | "before" | "by" | "around";

const POSTFIX_TIME: [string[], TimeOp][] = [
  [["ke baad", "ke bad", "baad", "onwards", "or later", "and later", "se aage"], "after"],
  [["se pehle", "se pahle", "ke pehle", "pehle", "se phle", "or earlier", "and earlier"], "before"],
  [["tak", "take"], "by"],
  [["ke aas paas", "ke aaspaas", "ke around", "ish"], "around"],
];

function applyTime(state: State, side: Side, op: TimeOp, minute: number): void {
  const w = side === "arrival" ? state.arrivalWindow : state.departureWindow;
  switch (op) {
    case "after":
      w.from = minute % MINUTES_PER_DAY;
      break;
    case "before":
      w.to = minute === 0 ? MINUTES_PER_DAY : minute;
      break;
    case "by":
      w.to = minute === 0 ? MINUTES_PER_DAY : Math.min(MINUTES_PER_DAY, minute + 1);
      break;
    case "around":
      w.from = (minute - 60 + MINUTES_PER_DAY) % MINUTES_PER_DAY;
      w.to = (minute + 60) % MINUTES_PER_DAY;
      break;
  }
}

/** Reads a time phrase at `at`; the index after it, or null. */
function readTime(c: Cursor, at: number): number | null {
  const { tokens, state } = c;
  // between A and B / from A to B / A to B (the last needs an explicit time)
  {
    const prefix = tokens[at] === "between" || tokens[at] === "from" ? 1 : 0;
    const a = clockAt(tokens, at + prefix);
    if (a && (tokens[a.end] === "and" || tokens[a.end] === "to" || tokens[a.end] === "se")) {
      const b = clockAt(tokens, a.end + 1);
      const sure = a.explicit || b?.explicit || prefix === 1;
      if (b && sure && a.minute !== b.minute) {
        const side = sideAhead(tokens, b.end) ?? state.side;
        const w = side === "arrival" ? state.arrivalWindow : state.departureWindow;
        // "6 to 10 pm": the pm of the end applies to a bare start that would otherwise be AM.
        let from = a.minute;
        if (!a.explicit && tokens[b.end - 1] === "pm" && from < 12 * 60) from += 12 * 60;
        w.from = from;
        w.to = b.minute === 0 ? MINUTES_PER_DAY : b.minute;
        return b.end;
      }
    }
  }
  const ops: [string[], TimeOp][] = [
    [TIME_AFTER, "after"],
    [TIME_BEFORE, "before"],
    [TIME_BY, "by"],
    [TIME_AROUND, "around"],
  ];
  for (const [phrases, op] of ops) {
    const n = operatorAt(tokens, at, phrases);
    if (!n) continue;
    const clock = clockAt(tokens, at + n);
    if (!clock) continue;
    const side = sideAhead(tokens, clock.end) ?? state.side;
    applyTime(state, side, op, clock.minute);
    return clock.end;
  }
  // A time first, its operator after (Hindi) or none ("6 pm train").
  const clock = clockAt(tokens, at);
  if (!clock?.explicit) return null;
  for (const [phrases, op] of POSTFIX_TIME) {
    const n = operatorAt(tokens, clock.end, phrases);
    if (n) {
      const side = sideAhead(tokens, clock.end + n) ?? state.side;
      applyTime(state, side, op, clock.minute);
      return clock.end + n;
    }
  }
  const side = sideAhead(tokens, clock.end) ?? state.side;
  applyTime(state, side, "around", clock.minute);
  return clock.end;
}

// ── Stations ─────────────────────────────────────────────────────────────────

const BOARDING_BEFORE = ["from", "board", "boarding", "via", "frm"];
const ALIGHTING_BEFORE = [
  "to",
  "till",
  "until",
  "reaching",
  "reach",
  "reaches",
  "arriving",
  "arrive",
  "arrives",
  "for",
  "upto",
  "alight",
  "alighting",
  "destination",
  "towards",
];

interface StationName {
  code: string;
  words: string[];
  side?: "boarding" | "alighting";
}

/** Words of station names too common to name one station on their own. */
const GENERIC_STATION_WORDS = new Set([
  "junction",
  "jn",
  "jct",
  "central",
  "terminus",
  "terminal",
  "road",
  "city",
  "cantt",
  "cantonment",
  "station",
  "new",
  "old",
  "east",
  "west",
  "north",
  "south",
  "halt",
  "nagar",
]);

/**
 * The ways a prompt may name the context's stations, longest first: the whole
 * name, the code (three letters or more), and any single word of a longer
 * name that no other station shares and that is not generic ("Nizamuddin"
 * for Hazrat Nizamuddin, but never "Central").
 */
function stationNames(context: SmartFilterContext): StationName[] {
  const out: StationName[] = [];
  const wordOwners = new Map<string, Set<string>>();
  const stations: { code: string; words: string[]; side?: "boarding" | "alighting" }[] = [];
  for (const s of (context.stations ?? []).slice(0, 200)) {
    const code = String(s.code ?? "").toUpperCase();
    if (!STATION_CODE.test(code)) continue;
    const words = tokenize(String(s.name ?? "")).slice(0, 8);
    stations.push({ code, words, side: s.side });
    for (const w of words) {
      const owners = wordOwners.get(w) ?? new Set<string>();
      owners.add(code);
      wordOwners.set(w, owners);
    }
  }
  for (const { code, words, side } of stations) {
    if (words.length > 0) out.push({ code, words, side });
    if (code.length >= 3) out.push({ code, words: [code.toLowerCase()], side });
    if (words.length < 2) continue;
    for (const w of words) {
      const unique = wordOwners.get(w)?.size === 1;
      if (unique && w.length >= 4 && !GENERIC_STATION_WORDS.has(w) && !/\d/.test(w)) {
        out.push({ code, words: [w], side });
      }
    }
  }
  return out.sort((a, b) => b.words.length - a.words.length);
}

function readStation(c: Cursor, at: number, names: readonly StationName[]): number | null {
  const { tokens, state } = c;
  for (const s of names) {
    if (!s.words.every((w, k) => tokens[at + k] === w)) continue;
    // A one-word name that is also a keyword ("Tejas", "AC") is read as the keyword.
    if (s.words.length === 1 && VOCABULARY.has(s.words[0] as string)) continue;
    const end = at + s.words.length;
    let before = tokens[at - 1];
    if (before === "at" || before === "station") before = tokens[at - 2];
    const after = tokens[end];
    let side: "boarding" | "alighting" | undefined;
    if (before !== undefined && BOARDING_BEFORE.includes(before)) side = "boarding";
    else if (before !== undefined && ALIGHTING_BEFORE.includes(before)) side = "alighting";
    else if (after === "se" || after === "to") side = "boarding";
    else if (after === "tak" || after === "ko") side = "alighting";
    else side = s.side;
    if (!side) return end;
    (side === "boarding" ? state.boarding : state.alighting).add(s.code);
    return end;
  }
  return null;
}

// ── The parser ───────────────────────────────────────────────────────────────

const NEGATION_BEFORE = ["not", "no", "except", "excluding", "without", "bina", "na"];
const NEGATION_AFTER = ["nahi", "nahin", "nai", "mat"];

function windowOf(w: { from?: number; to?: number }): TimeWindow | undefined {
  if (w.from === undefined && w.to === undefined) return undefined;
  if (w.from !== undefined && w.to !== undefined && w.from === w.to) return undefined;
  const out: TimeWindow = {};
  if (w.from !== undefined) out.from = w.from;
  if (w.to !== undefined) out.to = w.to;
  return out;
}

const BUCKET_ORDER = TIME_BUCKETS.map((b) => b.id);
const inOrder = <T extends string>(order: readonly T[], set: Set<T>): T[] =>
  order.filter((v) => set.has(v));

function toFilters(state: State): PartialSearchFilters {
  const f: PartialSearchFilters = {};
  if (state.sort) f.sort = state.sort;
  if (state.quota) f.quota = state.quota;
  if (state.cheap && state.classes.size === 0 && state.max === undefined) {
    for (const code of BUDGET_CLASSES) state.classes.add(code);
  }
  if (state.classes.size) f.classes = inOrder(CLASS_CODES, state.classes);
  if (state.min !== undefined || state.max !== undefined) {
    let { min, max } = state;
    if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min];
    f.price = {};
    if (min !== undefined) f.price.min = min;
    if (max !== undefined) f.price.max = max;
  }
  if (state.departure.size) f.departure = inOrder(BUCKET_ORDER, state.departure);
  if (state.arrival.size) f.arrival = inOrder(BUCKET_ORDER, state.arrival);
  const dw = windowOf(state.departureWindow);
  const aw = windowOf(state.arrivalWindow);
  if (dw) f.departureWindow = dw;
  if (aw) f.arrivalWindow = aw;
  if (state.boarding.size) f.boarding = [...state.boarding].sort();
  if (state.alighting.size) f.alighting = [...state.alighting].sort();
  if (state.trainTypes.size) f.trainTypes = inOrder(FILTER_TRAIN_TYPE_IDS, state.trainTypes);
  if (state.availability !== "any") f.availability = state.availability;
  return f;
}

/**
 * Turns a prompt into filters and chips. Deterministic and total: any string
 * gives a result that `SmartFilterResultSchema` accepts; when nothing is
 * understood, `understood` is false and `fallbackMessage` says what to try.
 */
export function parseSmartFilter(
  prompt: string,
  context: SmartFilterContext = {},
): SmartFilterResult {
  const tokens = tokenize(typeof prompt === "string" ? prompt : "");
  const state: State = {
    classes: new Set(),
    departure: new Set(),
    arrival: new Set(),
    departureWindow: {},
    arrivalWindow: {},
    boarding: new Set(),
    alighting: new Set(),
    trainTypes: new Set(),
    availability: "any",
    noRac: false,
    side: "departure",
    cheap: false,
  };
  const cursor: Cursor = { tokens, state };
  const names = stationNames(context);
  let i = 0;
  while (i < tokens.length) {
    const next = readStation(cursor, i, names) ?? readPrice(cursor, i) ?? readTime(cursor, i);
    if (next !== null && next > i) {
      i = next;
      continue;
    }
    const phrase = phraseAt(tokens, i);
    if (phrase) {
      const end = i + phrase.words.length;
      // A negated keyword ("not rajdhani", "rajdhani nahi") cannot be said as a
      // filter (filters only include), so it is passed over.
      const negated =
        NEGATION_BEFORE.includes(tokens[i - 1] ?? "") || NEGATION_AFTER.includes(tokens[end] ?? "");
      if (!negated) phrase.effect(cursor, i, end);
      i = end;
      continue;
    }
    i++;
  }
  const parsed = PartialSearchFiltersSchema.safeParse(toFilters(state));
  const filters = parsed.success ? parsed.data : {};
  const understood = Object.keys(filters).length > 0;
  const stationLabels: Record<string, string> = {};
  for (const s of context.stations ?? []) {
    const code = String(s.code ?? "").toUpperCase();
    if (s.name && !stationLabels[code]) stationLabels[code] = s.name;
  }
  return {
    filters,
    chips: filterChips(filters, stationLabels, { includeDefaultSort: true }),
    understood,
    fallbackMessage: understood ? null : SMART_FILTER_FALLBACK_MESSAGE,
  };
}
