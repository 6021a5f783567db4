import { catalogue } from "./catalogue.ts";

/**
 * A seat status as `seatStatusWords` says it in English ('Available 578',
 * 'WL 20'), keyed by that wording (`{n}` the number), for the booking
 * screens' loaders to send with their own words (`translatedTemplate`).
 */
export const SEAT_STATUS = catalogue(
  {
    "Available {n}": "Available {n}",
    "Current availability {n}": "Current availability {n}",
    "RAC {n}": "RAC {n}",
    "WL {n}": "WL {n}",
    Regret: "Regret",
    "Not available": "Not available",
    Departed: "Departed",
    "Not open yet": "Not open yet",
    "Booking closed": "Booking closed",
  },
  {
    "Available {n}": "उपलब्ध {n}",
    "Current availability {n}": "करंट उपलब्धता {n}",
    "RAC {n}": "आरएसी {n}",
    "WL {n}": "प्रतीक्षा सूची {n}",
    Regret: "खेद (रिग्रेट)",
    "Not available": "उपलब्ध नहीं",
    Departed: "प्रस्थान कर चुकी",
    "Not open yet": "आरक्षण अभी नहीं खुला",
    "Booking closed": "बुकिंग बंद",
  },
);
