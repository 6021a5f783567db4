import { catalogue } from "./catalogue.ts";

/**
 * The home page's words beside the search form's (ADR 028), sent by the home
 * loader with `SEARCH`: the edit-journey panel, recent searches, the
 * calendar, the Tatkal notices and reminder cards, and the partner parts
 * (storefront banner, travel verticals, back link), whose English comes from
 * the partner profile and is keyed by its wording.
 */
export const HOME = catalogue(
  {
    editJourneyTitle: "Edit journey",
    closeEditJourney: "Close edit journey",
    yourJourney: "Your journey",
    notChosen: "Not chosen",
    stationsByState: "Stations by state",
    state: "State",
    chooseState: "Choose a state",
    loadingStations: "Loading stations…",
    stationsIn: "Stations in {state}",
    setAsFrom: "Set {name} as From",
    setAsTo: "Set {name} as To",
    recentSearches: "Recent searches",
    recentTo: " to ",
    closeCalendar: "Close calendar",
    calToday: "Today, {date}",
    calMark: "{date}, {kind}: {name}",
    calNotBookable: "{date}, not bookable",
    calSelected: "{date}, selected",
    calMarksThisMonth: "{kind}s this month",
    calNext: "Go to the Next Month",
    calPrevious: "Go to the Previous Month",
    tatkalOpensSoon: "Tatkal opens soon",
    searchTrain: "Search train {number}",
    tatkalReminders: "Tatkal reminders",
    remove: "Remove",
    removeLabel: "Remove {label}",
    noReminders: "No Tatkal reminders to come.",
    Highlights: "Highlights",
    "IRCTC authorised partner": "IRCTC authorised partner",
    "Book confirmed train tickets, check PNR status and follow your train live.":
      "Book confirmed train tickets, check PNR status and follow your train live.",
    "See train offers": "See train offers",
    "One app for every trip": "One app for every trip",
    "Trains here, and flights, buses and hotels in the travel app: pay from its wallet.":
      "Trains here, and flights, buses and hotels in the travel app: pay from its wallet.",
    "All travel offers": "All travel offers",
    "Book travel": "Book travel",
    Travel: "Travel",
    Flights: "Flights",
    Bus: "Bus",
    Trains: "Trains",
    Hotels: "Hotels",
    "International Flights": "International Flights",
    Offers: "Offers",
    Metro: "Metro",
    Help: "Help",
    "Back to travel": "Back to travel",
  },
  {
    editJourneyTitle: "यात्रा बदलें",
    closeEditJourney: "यात्रा बदलना बंद करें",
    yourJourney: "आपकी यात्रा",
    notChosen: "नहीं चुना गया",
    stationsByState: "राज्यवार स्टेशन",
    state: "राज्य",
    chooseState: "राज्य चुनें",
    loadingStations: "स्टेशन लोड हो रहे हैं…",
    stationsIn: "{state} के स्टेशन",
    setAsFrom: "{name} को ‘कहाँ से’ चुनें",
    setAsTo: "{name} को ‘कहाँ तक’ चुनें",
    recentSearches: "हाल की खोजें",
    recentTo: " से ",
    closeCalendar: "कैलेंडर बंद करें",
    calToday: "आज, {date}",
    calMark: "{date}, {kind}: {name}",
    calNotBookable: "{date}, बुकिंग नहीं हो सकती",
    calSelected: "{date}, चुनी गई",
    calMarksThisMonth: "इस महीने के {kind}",
    calNext: "अगला महीना",
    calPrevious: "पिछला महीना",
    tatkalOpensSoon: "तत्काल जल्द खुलेगा",
    searchTrain: "ट्रेन {number} खोजें",
    tatkalReminders: "तत्काल रिमाइंडर",
    remove: "हटाएँ",
    removeLabel: "हटाएँ: {label}",
    noReminders: "आगे कोई तत्काल रिमाइंडर नहीं है।",
    Highlights: "मुख्य बातें",
    "IRCTC authorised partner": "IRCTC का अधिकृत भागीदार",
    "Book confirmed train tickets, check PNR status and follow your train live.":
      "कन्फ़र्म ट्रेन टिकट बुक करें, PNR स्थिति देखें और अपनी ट्रेन की लाइव स्थिति जानें।",
    "See train offers": "ट्रेन ऑफ़र देखें",
    "One app for every trip": "हर यात्रा के लिए एक ऐप",
    "Trains here, and flights, buses and hotels in the travel app: pay from its wallet.":
      "ट्रेनें यहाँ, और फ़्लाइट, बसें व होटल ट्रैवल ऐप में: उसी के वॉलेट से भुगतान करें।",
    "All travel offers": "सभी ट्रैवल ऑफ़र",
    "Book travel": "यात्रा बुक करें",
    Travel: "यात्रा",
    Flights: "फ़्लाइट",
    Bus: "बस",
    Trains: "ट्रेनें",
    Hotels: "होटल",
    "International Flights": "अंतरराष्ट्रीय फ़्लाइट",
    Offers: "ऑफ़र",
    Metro: "मेट्रो",
    Help: "सहायता",
    "Back to travel": "ट्रैवल पर वापस",
  },
);

export type HomeMessages = (typeof HOME)["en"];

/**
 * The calendar's holidays in Hindi (`@safar/contracts/trains/holidays`'s
 * names): the home loader says them so on a Hindi page. A name not here stays
 * as the list has it.
 */
export const HOLIDAY_NAMES_HI: Readonly<Record<string, string>> = {
  "Republic Day": "गणतंत्र दिवस",
  Holi: "होली",
  "Id-ul-Fitr": "ईद-उल-फ़ित्र",
  "Ram Navami": "राम नवमी",
  "Mahavir Jayanti": "महावीर जयंती",
  "Good Friday": "गुड फ़्राइडे",
  "Buddha Purnima": "बुद्ध पूर्णिमा",
  "Id-ul-Zuha (Bakrid)": "ईद-उल-ज़ुहा (बकरीद)",
  Muharram: "मुहर्रम",
  "Independence Day": "स्वतंत्रता दिवस",
  "Milad-un-Nabi": "मिलाद-उन-नबी",
  Janmashtami: "जन्माष्टमी",
  "Gandhi Jayanti": "गांधी जयंती",
  Dussehra: "दशहरा",
  Diwali: "दीपावली",
  "Guru Nanak Jayanti": "गुरु नानक जयंती",
  Christmas: "क्रिसमस",
};

/**
 * The edit-journey panel's states and union territories in Hindi, keyed as
 * the station list spells them (`features/search/states.ts`); the value
 * sent stays the English one. A state not here is shown as the list has it.
 */
export const STATE_NAMES_HI: Readonly<Record<string, string>> = {
  "Andhra Pradesh": "आंध्र प्रदेश",
  "Arunachal Pradesh": "अरुणाचल प्रदेश",
  Assam: "असम",
  Bihar: "बिहार",
  Chandigarh: "चंडीगढ़",
  Chhattisgarh: "छत्तीसगढ़",
  Delhi: "दिल्ली",
  Goa: "गोवा",
  Gujarat: "गुजरात",
  Haryana: "हरियाणा",
  "Himachal Pradesh": "हिमाचल प्रदेश",
  "Jammu and Kashmir": "जम्मू और कश्मीर",
  Jharkhand: "झारखंड",
  Karnataka: "कर्नाटक",
  Kerala: "केरल",
  "Madhya Pradesh": "मध्य प्रदेश",
  Maharashtra: "महाराष्ट्र",
  Manipur: "मणिपुर",
  Meghalaya: "मेघालय",
  Mizoram: "मिज़ोरम",
  Nagaland: "नागालैंड",
  Odisha: "ओडिशा",
  Puducherry: "पुदुच्चेरी",
  Punjab: "पंजाब",
  Rajasthan: "राजस्थान",
  Sikkim: "सिक्किम",
  "Tamil Nadu": "तमिलनाडु",
  Telangana: "तेलंगाना",
  Tripura: "त्रिपुरा",
  "Uttar Pradesh": "उत्तर प्रदेश",
  Uttarakhand: "उत्तराखंड",
  "West Bengal": "पश्चिम बंगाल",
};
