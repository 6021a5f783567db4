import { catalogue } from "./catalogue.ts";

/**
 * The fallback (not-found) page's and the error screen's words, sent by the
 * root loader with the shell's: an error boundary renders after the route's
 * own loader failed, so only the root's words reach it.
 */
export const ERRORS = catalogue(
  {
    nf_title: "Page not found",
    nf_lead: "We could not find this page. The link may be incomplete, or the page may have moved.",
    nf_searchTrains: "Search trains",
    nf_searchText: "Find trains between two stations, see seat availability and book.",
    nf_otherWays: "Other ways in",
    nf_pnr: "PNR Status",
    nf_trainStatus: "Train Status",
    nf_myBookings: "My Bookings",
    nf_help: "Help",
    err_notFoundText: "We could not find the page you asked for.",
    err_tryAgain: "Try again",
    err_goHome: "Go to home",
  },
  {
    nf_title: "पेज नहीं मिला",
    nf_lead: "हमें यह पेज नहीं मिला। हो सकता है लिंक अधूरा हो, या पेज कहीं और चला गया हो।",
    nf_searchTrains: "ट्रेन खोजें",
    nf_searchText: "दो स्टेशनों के बीच ट्रेनें खोजें, सीटों की उपलब्धता देखें और बुक करें।",
    nf_otherWays: "और रास्ते",
    nf_pnr: "PNR स्थिति",
    nf_trainStatus: "ट्रेन की स्थिति",
    nf_myBookings: "मेरी बुकिंग",
    nf_help: "सहायता",
    err_notFoundText: "आपने जो पेज माँगा, वह हमें नहीं मिला।",
    err_tryAgain: "फिर से प्रयास करें",
    err_goHome: "होम पर जाएँ",
  },
);

export type ErrorMessages = (typeof ERRORS)["en"];
