import { catalogue } from "./catalogue.ts";

/**
 * The search results' words (spec §2 Search results), sent by the results
 * loader: the page, its summary bar, sort and filters, and the availability
 * words of the class tiles (`status_*`, `{n}` the count with its space).
 * The filter panel's legends and choices reach the page as English from the
 * server's panel and are keyed by that wording (`translatePanel`).
 */
export const RESULTS = catalogue(
  {
    alternateTrains: "Alternate trains",
    directTrains: "Direct trains",
    noTrainsFound: "No trains found",
    sorryNoTrains: "Sorry, no trains found!",
    clearFilters: "Clear filters",
    availabilityAsOf: "Availability as of {time} IST.",
    loadingSchedule: "Loading the schedule…",
    scheduleOf: "{train}: schedule",
    from: "From",
    to: "To",
    date: "Date",
    quota: "Quota",
    trainClass: "Class",
    modify: "Modify",
    modifySearch: " search",
    sortBy: "Sort by: ",
    sortAndFilter: "Sort & filter",
    countOne: "{n} train",
    countMany: "{n} trains",
    countOf: "{shown} of {total} trains",
    filtersOne: " · {n} filter applied",
    filtersMany: " · {n} filters applied",
    doesNotRun: "Does not run",
    status_AVL: "Available{n}",
    status_CurrAVL: "Current avl{n}",
    status_RAC: "RAC{n}",
    status_WL: "WL{n}",
    status_Regret: "Regret",
    status_NotAVL: "Not available",
    status_Departed: "Departed",
    status_NotOpen: "Not open yet",
    status_Closed: "Booking closed",
    status_Check: "Check availability",
    "Sort by": "Sort by",
    Recommended: "Recommended",
    "Duration: Shortest first": "Duration: Shortest first",
    "Departure: Early first": "Departure: Early first",
    "Departure: Late first": "Departure: Late first",
    "Arrival: Early first": "Arrival: Early first",
    "Arrival: Late first": "Arrival: Late first",
    Availability: "Availability",
    "Fastest first": "Fastest first",
    "Earliest departure first": "Earliest departure first",
    "Latest departure first": "Latest departure first",
    "Earliest arrival first": "Earliest arrival first",
    "Latest arrival first": "Latest arrival first",
    "Best availability first": "Best availability first",
    "Any quota": "Any quota",
    Class: "Class",
    Price: "Price",
    "Departure time": "Departure time",
    "Arrival time": "Arrival time",
    "Boarding stations": "Boarding stations",
    "Alighting stations": "Alighting stations",
    "Train type": "Train type",
    "Any availability": "Any availability",
    "Available seats only": "Available seats only",
    "Available or RAC": "Available or RAC",
    "Early Morning": "Early Morning",
    Morning: "Morning",
    Afternoon: "Afternoon",
    Evening: "Evening",
    General: "General",
    Tatkal: "Tatkal",
    "Sr Citizen": "Sr Citizen",
    Ladies: "Ladies",
  },
  {
    alternateTrains: "वैकल्पिक ट्रेनें",
    directTrains: "सीधी ट्रेनें",
    noTrainsFound: "कोई ट्रेन नहीं मिली",
    sorryNoTrains: "क्षमा करें, कोई ट्रेन नहीं मिली!",
    clearFilters: "फ़िल्टर हटाएँ",
    availabilityAsOf: "{time} IST तक की उपलब्धता।",
    loadingSchedule: "समय-सारणी लोड हो रही है…",
    scheduleOf: "{train}: समय-सारणी",
    from: "कहाँ से",
    to: "कहाँ तक",
    date: "तिथि",
    quota: "कोटा",
    trainClass: "श्रेणी",
    modify: "बदलें",
    modifySearch: " (खोज)",
    sortBy: "क्रम: ",
    sortAndFilter: "क्रम और फ़िल्टर",
    countOne: "{n} ट्रेन",
    countMany: "{n} ट्रेनें",
    countOf: "{total} में से {shown} ट्रेनें",
    filtersOne: " · {n} फ़िल्टर लगा है",
    filtersMany: " · {n} फ़िल्टर लगे हैं",
    doesNotRun: "नहीं चलती",
    status_AVL: "उपलब्ध{n}",
    status_CurrAVL: "करंट उपलब्ध{n}",
    status_RAC: "आरएसी{n}",
    status_WL: "प्रतीक्षा सूची{n}",
    status_Regret: "खेद (रिग्रेट)",
    status_NotAVL: "उपलब्ध नहीं",
    status_Departed: "प्रस्थान कर चुकी",
    status_NotOpen: "आरक्षण अभी नहीं खुला",
    status_Closed: "बुकिंग बंद",
    status_Check: "उपलब्धता देखें",
    "Sort by": "क्रम",
    Recommended: "सुझाई गई",
    "Duration: Shortest first": "यात्रा समय: सबसे कम पहले",
    "Departure: Early first": "प्रस्थान: जल्दी वाली पहले",
    "Departure: Late first": "प्रस्थान: देर वाली पहले",
    "Arrival: Early first": "आगमन: जल्दी वाली पहले",
    "Arrival: Late first": "आगमन: देर वाली पहले",
    Availability: "उपलब्धता",
    "Fastest first": "सबसे कम समय वाली पहले",
    "Earliest departure first": "सबसे पहले प्रस्थान वाली पहले",
    "Latest departure first": "सबसे देर से प्रस्थान वाली पहले",
    "Earliest arrival first": "सबसे पहले पहुँचने वाली पहले",
    "Latest arrival first": "सबसे देर से पहुँचने वाली पहले",
    "Best availability first": "सबसे अच्छी उपलब्धता पहले",
    "Any quota": "कोई भी कोटा",
    Class: "श्रेणी",
    Price: "किराया",
    "Departure time": "प्रस्थान समय",
    "Arrival time": "आगमन समय",
    "Boarding stations": "चढ़ने के स्टेशन",
    "Alighting stations": "उतरने के स्टेशन",
    "Train type": "ट्रेन का प्रकार",
    "Any availability": "कोई भी उपलब्धता",
    "Available seats only": "केवल उपलब्ध सीटें",
    "Available or RAC": "उपलब्ध या आरएसी",
    "Early Morning": "तड़के",
    Morning: "सुबह",
    Afternoon: "दोपहर",
    Evening: "शाम",
    General: "सामान्य",
    Tatkal: "तत्काल",
    "Sr Citizen": "वरिष्ठ नागरिक",
    Ladies: "महिला",
  },
);

export type ResultsMessages = (typeof RESULTS)["en"];

/**
 * The filter panel the server built in English, its `legend`s and `label`s
 * in the page's language where the catalogue has them (codes, counts and
 * links untouched).
 */
export function translatePanel<T>(value: T, messages: Readonly<Record<string, string>>): T {
  if (Array.isArray(value)) return value.map((v) => translatePanel(v, messages)) as T;
  if (value === null || typeof value !== "object") return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    out[key] =
      (key === "legend" || key === "label") && typeof v === "string"
        ? (messages[v] ?? v)
        : translatePanel(v, messages);
  }
  return out as T;
}
