import { catalogue } from "./catalogue.ts";

/** Home's favourite routes (issue 25 item 1): each with today's availability, and Remove. */
export const FAVOURITES = catalogue(
  {
    favTitle: "Your favourite routes",
    favTo: "to",
    favToday: "{date}: seats on {available} of {trains} trains",
    favNoTrains: "No trains on {date}",
    favBest: "Best: {train}, {cls} {status}",
    favUnknown: "Availability could not be checked",
    favSee: "See trains",
    favRemove: "Remove",
    favRemoveLabel: "Remove {from} to {to} from favourites",
    favRemoved: "Route removed from favourites",
    favEmpty: "Save a route from the search results to see it here with today's availability.",
  },
  {
    favTitle: "आपके पसंदीदा रूट",
    favTo: "से",
    favToday: "{date}: {trains} में से {available} ट्रेनों में सीटें",
    favNoTrains: "{date} को कोई ट्रेन नहीं",
    favBest: "सबसे अच्छा: {train}, {cls} {status}",
    favUnknown: "उपलब्धता जाँची नहीं जा सकी",
    favSee: "ट्रेनें देखें",
    favRemove: "हटाएँ",
    favRemoveLabel: "{from} से {to} को पसंदीदा से हटाएँ",
    favRemoved: "रूट पसंदीदा से हटा दिया गया",
    favEmpty: "खोज परिणामों से कोई रूट सहेजें, फिर वह यहाँ आज की उपलब्धता के साथ दिखेगा।",
  },
);

export type FavouritesMessages = (typeof FAVOURITES)["en"];
