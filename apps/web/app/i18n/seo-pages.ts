import type { Locale } from "@safar/contracts/locale";
import { catalogue } from "./catalogue.ts";

/**
 * The words of the route, station and train pages (spec §2, ADR 024), sent
 * by their loader (ADR 028). Station and train names, codes, times and fares
 * are the data's and stay as printed.
 */
export const SEO_PAGES = catalogue(
  {
    breadcrumb: "Breadcrumb",
    faqs: "Frequently asked questions",
    runningDays: "Running days",
    runs: "runs",
    doesNotRun: "does not run",
    day_0: "Monday",
    day_1: "Tuesday",
    day_2: "Wednesday",
    day_3: "Thursday",
    day_4: "Friday",
    day_5: "Saturday",
    day_6: "Sunday",
    letter_0: "M",
    letter_1: "T",
    letter_2: "W",
    letter_3: "T",
    letter_4: "F",
    letter_5: "S",
    letter_6: "S",
    // Train
    trainFacts: "{from} to {to}: {duration}, {km} km, {stops} stops. {type}",
    cateringIncluded: ", catering included",
    fullStop: ".",
    liveStatus: "Live running status",
    checkPnr: "Check PNR status",
    bookRoute: "Book {from} to {to}",
    schedule: "Schedule",
    stopsOf: "Stops of {train}",
    station: "Station",
    arrives: "Arrives",
    departs: "Departs",
    halt: "Halt",
    day: "Day",
    km: "Km",
    kmUnit: "km",
    starts: "Starts",
    ends: "Ends",
    minutes: "{n} min",
    classesAndFares: "Classes and fares",
    faresNote: "Adult fares, general quota, end to end",
    faresNoteDate: " for the run of {date}",
    coachComposition: "Coach composition",
    coachesFromEngine: "Coaches from the engine",
    engine: "Engine",
    similarTrains: "Similar trains",
    returnTrain: "the return train",
    // Station
    departures: "Departures",
    arrivals: "Arrivals",
    trainsLeaving: "Trains leaving {station}",
    trainsArriving: "Trains arriving at {station}",
    noneLeaves: "No train leaves from here.",
    noneArrives: "No train arrives here.",
    train: "Train",
    toCol: "To",
    fromCol: "From",
    runsCol: "Runs",
    routesFromStation: "Routes from this station",
    trainsOne: "{n} train",
    trainsMany: "{n} trains",
    stationInformation: "Station information",
    code: "Code",
    city: "City",
    state: "State",
    zone: "Railway zone",
    trainsCalling: "Trains calling",
    facilitiesNote:
      "Facilities (waiting rooms, food, parking) are not published for this station yet.",
    mapLabel: "{station} and {n} stations nearby",
    openMap: "Open {station} on OpenStreetMap",
    nearbyStations: "Nearby stations",
    // Route
    bookOnRoute: "Book on this route",
    seatsFor: "Seat availability for {from} to {to}:",
    fastest: "Fastest:",
    cheapest: "Cheapest:",
    cheapestText: "{fare} in {class} on {train}",
    directTrains: "Direct trains ({n})",
    fastestTag: "Fastest",
    fares: "Fares",
    noDirect: "No direct train runs on this route; see the connections below.",
    connections: "Connections with one change",
    via: "Via {station} ({code}), {duration} in all, {wait} min to change",
    // Headings and leads
    routeHeading: "{from} to {to} trains",
    routeLead:
      "Every direct train with its timings, running days and fares; pick a date to check seats and book.",
    stationHeading: "{station} ({code}) railway station",
    stationLead: "Trains leaving and arriving, by time of day, with their running days.",
    trainLead: "{from} to {to}, {days}.",
  },
  {
    breadcrumb: "ब्रेडक्रंब",
    faqs: "अक्सर पूछे जाने वाले प्रश्न",
    runningDays: "चलने के दिन",
    runs: "चलती है",
    doesNotRun: "नहीं चलती",
    day_0: "सोमवार",
    day_1: "मंगलवार",
    day_2: "बुधवार",
    day_3: "गुरुवार",
    day_4: "शुक्रवार",
    day_5: "शनिवार",
    day_6: "रविवार",
    letter_0: "सो",
    letter_1: "मं",
    letter_2: "बु",
    letter_3: "गु",
    letter_4: "शु",
    letter_5: "श",
    letter_6: "र",
    trainFacts: "{from} से {to}: {duration}, {km} किमी, {stops} स्टेशन। {type}",
    cateringIncluded: ", खानपान शामिल",
    fullStop: "।",
    liveStatus: "लाइव रनिंग स्टेटस",
    checkPnr: "PNR स्थिति देखें",
    bookRoute: "{from} से {to} बुक करें",
    schedule: "समय-सारणी",
    stopsOf: "{train} के ठहराव",
    station: "स्टेशन",
    arrives: "आगमन",
    departs: "प्रस्थान",
    halt: "ठहराव",
    day: "दिन",
    km: "किमी",
    kmUnit: "किमी",
    starts: "आरंभ",
    ends: "समाप्त",
    minutes: "{n} मिनट",
    classesAndFares: "श्रेणियाँ और किराया",
    faresNote: "वयस्क किराया, सामान्य कोटा, आरंभ से अंत तक",
    faresNoteDate: ", {date} की यात्रा के लिए",
    coachComposition: "कोच संरचना",
    coachesFromEngine: "इंजन से कोच",
    engine: "इंजन",
    similarTrains: "मिलती-जुलती ट्रेनें",
    returnTrain: "वापसी की ट्रेन",
    departures: "प्रस्थान",
    arrivals: "आगमन",
    trainsLeaving: "{station} से जाने वाली ट्रेनें",
    trainsArriving: "{station} पहुँचने वाली ट्रेनें",
    noneLeaves: "यहाँ से कोई ट्रेन नहीं चलती।",
    noneArrives: "यहाँ कोई ट्रेन नहीं पहुँचती।",
    train: "ट्रेन",
    toCol: "कहाँ तक",
    fromCol: "कहाँ से",
    runsCol: "चलती है",
    routesFromStation: "इस स्टेशन से मार्ग",
    trainsOne: "{n} ट्रेन",
    trainsMany: "{n} ट्रेनें",
    stationInformation: "स्टेशन की जानकारी",
    code: "कोड",
    city: "शहर",
    state: "राज्य",
    zone: "रेलवे ज़ोन",
    trainsCalling: "रुकने वाली ट्रेनें",
    facilitiesNote: "इस स्टेशन की सुविधाओं (प्रतीक्षालय, भोजन, पार्किंग) की जानकारी अभी प्रकाशित नहीं हुई है।",
    mapLabel: "{station} और आसपास के {n} स्टेशन",
    openMap: "{station} को OpenStreetMap पर खोलें",
    nearbyStations: "आसपास के स्टेशन",
    bookOnRoute: "इस मार्ग पर बुक करें",
    seatsFor: "{from} से {to} सीटों की उपलब्धता:",
    fastest: "सबसे तेज़:",
    cheapest: "सबसे सस्ता:",
    cheapestText: "{train} में {class} श्रेणी, {fare}",
    directTrains: "सीधी ट्रेनें ({n})",
    fastestTag: "सबसे तेज़",
    fares: "किराया",
    noDirect: "इस मार्ग पर कोई सीधी ट्रेन नहीं चलती; नीचे कनेक्शन देखें।",
    connections: "एक बदलाव वाले कनेक्शन",
    via: "{station} ({code}) होकर, कुल {duration}, बदलने के लिए {wait} मिनट",
    routeHeading: "{from} से {to} ट्रेनें",
    routeLead: "हर सीधी ट्रेन, उसके समय, चलने के दिन और किराये के साथ; सीटें देखने और बुक करने के लिए तारीख चुनें।",
    stationHeading: "{station} ({code}) रेलवे स्टेशन",
    stationLead: "दिन के समय के क्रम में जाने और आने वाली ट्रेनें, उनके चलने के दिनों के साथ।",
    trainLead: "{from} से {to}, {days}।",
  },
);

export type SeoPageMessages = (typeof SEO_PAGES)["en"];

/**
 * Words made on the server only (titles, descriptions, breadcrumbs), in each
 * language; the FAQs' are in `features/seo-pages/faqs.ts`.
 */
export const SEO_PAGE_TEXTS = catalogue(
  {
    trains: "Trains",
    listOfTrains: "List of trains",
    listOfStations: "List of railway stations",
    cityRoutes: "Train routes between cities",
    stationRoutes: "Train routes between stations",
    trainTitle: "{train}: Route, Schedule and Running Status",
    trainDescription:
      "{train} from {from} to {to}: {stops} stops, {duration}, {days}. Timetable, classes, fares, coach position and live running status.",
    stationTitle: "{station} ({code}) Railway Station: Trains and Timetable",
    stationDescription:
      "{n} trains at {station} ({code}){state}: departures and arrivals with timings, running days, nearby stations and routes.",
    routeName: "{from} to {to} Trains",
    routeTitle: "{route}: Timetable, Fares and Availability",
    routeDescription:
      "{n} direct trains from {from} to {to}{connections}: timings, journey time, running days, classes and fares. Check seat availability and book on Safar.",
    routeConnections: " and {n} connections",
  },
  {
    trains: "ट्रेनें",
    listOfTrains: "ट्रेनों की सूची",
    listOfStations: "रेलवे स्टेशनों की सूची",
    cityRoutes: "शहरों के बीच ट्रेन मार्ग",
    stationRoutes: "स्टेशनों के बीच ट्रेन मार्ग",
    trainTitle: "{train}: मार्ग, समय-सारणी और रनिंग स्टेटस",
    trainDescription:
      "{from} से {to} तक {train}: {stops} स्टेशन, {duration}, {days}। समय-सारणी, श्रेणियाँ, किराया, कोच की स्थिति और लाइव रनिंग स्टेटस।",
    stationTitle: "{station} ({code}) रेलवे स्टेशन: ट्रेनें और समय-सारणी",
    stationDescription:
      "{station} ({code}){state} पर {n} ट्रेनें: समय, चलने के दिन, आसपास के स्टेशन और मार्गों के साथ प्रस्थान और आगमन।",
    routeName: "{from} से {to} ट्रेनें",
    routeTitle: "{route}: समय-सारणी, किराया और उपलब्धता",
    routeDescription:
      "{from} से {to} तक {n} सीधी ट्रेनें{connections}: समय, यात्रा अवधि, चलने के दिन, श्रेणियाँ और किराया। सीटों की उपलब्धता देखें और Safar पर बुक करें।",
    routeConnections: " और {n} कनेक्शन",
  },
);

const HI_DAYS: Readonly<Record<string, string>> = {
  Mon: "सोम",
  Tue: "मंगल",
  Wed: "बुध",
  Thu: "गुरु",
  Fri: "शुक्र",
  Sat: "शनि",
  Sun: "रवि",
};

/** The railway's `everyday` / `runs on Mon, Wed` (spec §9) in the page's language. */
export function runDaysIn(locale: Locale, text: string): string {
  if (locale === "en") return text;
  if (text === "everyday") return "प्रतिदिन";
  if (text === "runs on no day") return "किसी दिन नहीं";
  const days = /^runs on (.+)$/.exec(text)?.[1];
  if (!days) return text;
  return `${days
    .split(", ")
    .map((d) => HI_DAYS[d] ?? d)
    .join(", ")} को चलती है`;
}

/** `15h 32m` in the page's language (`15 घं 32 मि`); anything else as given. */
export function durationIn(locale: Locale, text: string): string {
  if (locale === "en") return text;
  const m = /^(\d+)h (\d+)m$/.exec(text);
  return m ? `${m[1]} घं ${m[2]} मि` : text;
}
