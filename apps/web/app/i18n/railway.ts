import { CLASS_NAMES } from "@safar/contracts/code-tables";
import { TDR_REASON_LABELS, TDR_REASON_LABELS_HI } from "@safar/contracts/tdr";
import { catalogue } from "./catalogue.ts";
import { SEARCH } from "./search.ts";

/**
 * Texts the railway (and the API after it) sends in English and the
 * traveller reads (ADR 028): a TDR's reasons, why a reason cannot be filed
 * now, a claim's state and tracker, the railway's notes on its decision.
 * Keyed by their English wording, or by the template they are filled from
 * (`translatedTemplate`); a text not here stays English. Names, class
 * names, amounts and dates inside them are carried over.
 */
const TEXTS = catalogue(
  {
    // Why a reason cannot be filed now (the railway's words).
    "No TDR is needed: the refund is made automatically":
      "No TDR is needed: the refund is made automatically",
    "A TDR for a late train can be filed only when it is more than 3 hours late":
      "A TDR for a late train can be filed only when it is more than 3 hours late",
    "The train's departure is not known yet": "The train's departure is not known yet",
    "This TDR can be filed once the train has arrived":
      "This TDR can be filed once the train has arrived",
    "This TDR needs the certificate issued on board":
      "This TDR needs the certificate issued on board",
    "The time to file this TDR has passed": "The time to file this TDR has passed",
    "A TDR cannot be filed for this PNR": "A TDR cannot be filed for this PNR",
    "This TDR can be filed once the chart is prepared":
      "This TDR can be filed once the chart is prepared",
    "This TDR is for RAC passengers": "This TDR is for RAC passengers",
    "This TDR can be filed once the journey has begun, with the certificate issued on board":
      "This TDR can be filed once the journey has begun, with the certificate issued on board",
    "The certificate's time must be during the journey, not in the future":
      "The certificate's time must be during the journey, not in the future",
    "A TDR is already filed for one of these passengers":
      "A TDR is already filed for one of these passengers",
    "A TDR can be filed only for a booked ticket.": "A TDR can be filed only for a booked ticket.",
    // A claim's state and tracker (the API's words).
    Filed: "Filed",
    "Under review by the railway": "Under review by the railway",
    Rejected: "Rejected",
    "Refunded {amount}": "Refunded {amount}",
    "TDR filed": "TDR filed",
    "Under review by the railway from {date}": "Under review by the railway from {date}",
    "The railway's decision by {date}": "The railway's decision by {date}",
    "On its way to your original payment method": "On its way to your original payment method",
    "Credited to your {method}": "Credited to your {method}",
    "Credit to your {method} by {date}": "Credit to your {method} by {date}",
    wallet: "wallet",
    "UPI account": "UPI account",
    card: "card",
    "bank account": "bank account",
    "original payment method": "original payment method",
    "Progress of the TDR: {reason}": "Progress of the TDR: {reason}",
    tdr_passenger: "Passenger {number}",
    ", done on ": ", done on ",
    ", expected": ", expected",
    // The railway's notes on its decision.
    "The full fare is refunded.": "The full fare is refunded.",
    "The status at the chart was worse than at booking, so the full fare is refunded.":
      "The status at the chart was worse than at booking, so the full fare is refunded.",
    "The coach was not attached, so the full fare is refunded.":
      "The coach was not attached, so the full fare is refunded.",
    "No berth or seat was given, so the full fare is refunded.":
      "No berth or seat was given, so the full fare is refunded.",
    "The train was diverted away from the boarding or destination station, so the full fare is refunded.":
      "The train was diverted away from the boarding or destination station, so the full fare is refunded.",
    "The train ended short of the destination, so the full fare is refunded.":
      "The train ended short of the destination, so the full fare is refunded.",
    "The connecting train was missed, so the full fare is refunded.":
      "The connecting train was missed, so the full fare is refunded.",
    "RAC at the chart and not travelled, so the fare less the clerkage of {clerkage} and its GST of {gst} is refunded.":
      "RAC at the chart and not travelled, so the fare less the clerkage of {clerkage} and its GST of {gst} is refunded.",
    "RAC at the chart and not travelled, so the fare less the clerkage of {clerkage} is refunded.":
      "RAC at the chart and not travelled, so the fare less the clerkage of {clerkage} is refunded.",
    "Not travelled with the party, so the fare less the clerkage of {clerkage} and its GST of {gst} is refunded.":
      "Not travelled with the party, so the fare less the clerkage of {clerkage} and its GST of {gst} is refunded.",
    "Not travelled with the party, so the fare less the clerkage of {clerkage} is refunded.":
      "Not travelled with the party, so the fare less the clerkage of {clerkage} is refunded.",
    "The AC did not work, so the difference between the {booked} fare and the {other} fare is refunded.":
      "The AC did not work, so the difference between the {booked} fare and the {other} fare is refunded.",
    "Travelled in {lower}, so the difference between the {booked} fare and the {other} fare is refunded.":
      "Travelled in {lower}, so the difference between the {booked} fare and the {other} fare is refunded.",
    "The fare of the class travelled in is not less than the fare paid, so no refund is due.":
      "The fare of the class travelled in is not less than the fare paid, so no refund is due.",
    // How late, said in the sentence (the railway writes `3 h 20 min late`); before the general form.
    "The train left the boarding station {h} h {m} min late, not more than 3 hours, so no refund is due.":
      "The train left the boarding station {h} h {m} min late, not more than 3 hours, so no refund is due.",
    "The train left the boarding station {h} h {m} min late, more than 3 hours, so the full fare is refunded.":
      "The train left the boarding station {h} h {m} min late, more than 3 hours, so the full fare is refunded.",
    "The train left the boarding station {h} h late, not more than 3 hours, so no refund is due.":
      "The train left the boarding station {h} h late, not more than 3 hours, so no refund is due.",
    "The train left the boarding station {h} h late, more than 3 hours, so the full fare is refunded.":
      "The train left the boarding station {h} h late, more than 3 hours, so the full fare is refunded.",
    "The train left the boarding station {m} min late, not more than 3 hours, so no refund is due.":
      "The train left the boarding station {m} min late, not more than 3 hours, so no refund is due.",
    "The train left the boarding station {m} min late, more than 3 hours, so the full fare is refunded.":
      "The train left the boarding station {m} min late, more than 3 hours, so the full fare is refunded.",
    "The train left the boarding station {late}, not more than 3 hours, so no refund is due.":
      "The train left the boarding station {late}, not more than 3 hours, so no refund is due.",
    "The train left the boarding station {late}, more than 3 hours, so the full fare is refunded.":
      "The train left the boarding station {late}, more than 3 hours, so the full fare is refunded.",
    "on time": "on time",
    "Not RAC at the chart, so no refund is due for an RAC passenger not travelled.":
      "Not RAC at the chart, so no refund is due for an RAC passenger not travelled.",
    "The status at the chart was not worse than at booking, so no refund is due.":
      "The status at the chart was not worse than at booking, so no refund is due.",
    "{booked} is not an AC class, so no refund is due for AC failure.":
      "{booked} is not an AC class, so no refund is due for AC failure.",
    "The train has no class below {booked}, so no refund is due.":
      "The train has no class below {booked}, so no refund is due.",
    "An excess fare paid to the ticket examiner is refunded by the railway's zonal office against its receipt, not on this ticket, so nothing is refunded here.":
      "An excess fare paid to the ticket examiner is refunded by the railway's zonal office against its receipt, not on this ticket, so nothing is refunded here.",
    "No TDR is needed for a cancelled train: the refund is made automatically.":
      "No TDR is needed for a cancelled train: the refund is made automatically.",
    "Cancelled, so the cancellation's refund stands instead of a TDR refund.":
      "Cancelled, so the cancellation's refund stands instead of a TDR refund.",
    // A cancellation's refund steps (the API's words).
    "Cancellation requested": "Cancellation requested",
    "Refund {amount} processed": "Refund {amount} processed",
    "Refund processed": "Refund processed",
    "Refund could not be credited to your {method} — claim it by {date}":
      "Refund could not be credited to your {method} — claim it by {date}",
    "Refund could not be credited to your {method} — claim it":
      "Refund could not be credited to your {method} — claim it",
    "Sent to UPI ID {upiId}": "Sent to UPI ID {upiId}",
    "Credited to your wallet (not claimed within 10 days)":
      "Credited to your wallet (not claimed within 10 days)",
    // The refund rule of each passenger's cancellation (the API's words for the railway's rule).
    "Flat charge (more than 48 hours before departure)":
      "Flat charge (more than 48 hours before departure)",
    "25% of the fare (48 to 12 hours before departure)":
      "25% of the fare (48 to 12 hours before departure)",
    "50% of the fare (12 to 4 hours before departure, before the chart)":
      "50% of the fare (12 to 4 hours before departure, before the chart)",
    "No refund less than 4 hours before departure (file a TDR)":
      "No refund less than 4 hours before departure (file a TDR)",
    "No refund after the chart is prepared (file a TDR)":
      "No refund after the chart is prepared (file a TDR)",
    "No refund on confirmed Tatkal tickets": "No refund on confirmed Tatkal tickets",
    "25% of the fare (more than 72 hours before departure)":
      "25% of the fare (more than 72 hours before departure)",
    "50% of the fare (72 to 8 hours before departure)":
      "50% of the fare (72 to 8 hours before departure)",
    "No refund less than 8 hours before departure": "No refund less than 8 hours before departure",
    "Clerkage (whole party with mixed status, after the chart)":
      "Clerkage (whole party with mixed status, after the chart)",
    "Clerkage ₹60 per passenger (RAC or waitlisted)":
      "Clerkage ₹60 per passenger (RAC or waitlisted)",
    "No refund less than 30 minutes before departure":
      "No refund less than 30 minutes before departure",
    "Train cancelled: full refund": "Train cancelled: full refund",
    "Waitlisted at the chart: cancelled automatically":
      "Waitlisted at the chart: cancelled automatically",
    "Free cancellation: full fare refunded": "Free cancellation: full fare refunded",
    // Why the railway did not book (the API's words around the railway's own).
    "The password of IRCTC user ID {id} was not entered on the railway's page in time, so the railway released the berths held for you.":
      "The password of IRCTC user ID {id} was not entered on the railway's page in time, so the railway released the berths held for you.",
    "The railway released the berths held for you before the booking could be completed.":
      "The railway released the berths held for you before the booking could be completed.",
    "The railway could not book this ticket: {reason}":
      "The railway could not book this ticket: {reason}",
    "REGRET/WL: no berths and the waiting list is full.":
      "REGRET/WL: no berths and the waiting list is full.",
    "Payment time ran out": "Payment time ran out",
  },
  {
    "No TDR is needed: the refund is made automatically":
      "टीडीआर की ज़रूरत नहीं: धनवापसी अपने आप होती है",
    "A TDR for a late train can be filed only when it is more than 3 hours late":
      "देर से चल रही ट्रेन का टीडीआर तभी फ़ाइल हो सकता है जब वह 3 घंटे से अधिक देर से हो",
    "The train's departure is not known yet": "ट्रेन के प्रस्थान की जानकारी अभी नहीं है",
    "This TDR can be filed once the train has arrived":
      "यह टीडीआर ट्रेन के पहुँचने के बाद फ़ाइल किया जा सकता है",
    "This TDR needs the certificate issued on board": "इस टीडीआर के लिए ट्रेन में जारी प्रमाणपत्र ज़रूरी है",
    "The time to file this TDR has passed": "यह टीडीआर फ़ाइल करने का समय बीत चुका है",
    "A TDR cannot be filed for this PNR": "इस PNR के लिए टीडीआर फ़ाइल नहीं किया जा सकता",
    "This TDR can be filed once the chart is prepared":
      "यह टीडीआर चार्ट बनने के बाद फ़ाइल किया जा सकता है",
    "This TDR is for RAC passengers": "यह टीडीआर RAC यात्रियों के लिए है",
    "This TDR can be filed once the journey has begun, with the certificate issued on board":
      "यह टीडीआर यात्रा शुरू होने के बाद, ट्रेन में जारी प्रमाणपत्र के साथ फ़ाइल किया जा सकता है",
    "The certificate's time must be during the journey, not in the future":
      "प्रमाणपत्र का समय यात्रा के दौरान का होना चाहिए, भविष्य का नहीं",
    "A TDR is already filed for one of these passengers":
      "इनमें से एक यात्री के लिए टीडीआर पहले ही फ़ाइल हो चुका है",
    "A TDR can be filed only for a booked ticket.":
      "टीडीआर केवल बुक हुए टिकट के लिए फ़ाइल किया जा सकता है।",
    Filed: "फ़ाइल किया गया",
    "Under review by the railway": "रेलवे जाँच कर रहा है",
    Rejected: "अस्वीकृत",
    "Refunded {amount}": "{amount} वापस किए गए",
    "TDR filed": "टीडीआर फ़ाइल किया गया",
    "Under review by the railway from {date}": "{date} से रेलवे जाँच करेगा",
    "The railway's decision by {date}": "{date} तक रेलवे का निर्णय",
    "On its way to your original payment method": "आपके मूल भुगतान माध्यम में भेजा जा रहा है",
    "Credited to your {method}": "आपके {method} में जमा",
    "Credit to your {method} by {date}": "{date} तक आपके {method} में जमा होगा",
    wallet: "वॉलेट",
    "UPI account": "UPI खाते",
    card: "कार्ड",
    "bank account": "बैंक खाते",
    "original payment method": "मूल भुगतान माध्यम",
    "Progress of the TDR: {reason}": "टीडीआर की प्रगति: {reason}",
    tdr_passenger: "यात्री {number}",
    ", done on ": ", पूरा हुआ ",
    ", expected": ", अपेक्षित",
    "The full fare is refunded.": "पूरा किराया वापस किया जाता है।",
    "The status at the chart was worse than at booking, so the full fare is refunded.":
      "चार्ट पर स्थिति बुकिंग के समय से खराब थी, इसलिए पूरा किराया वापस किया जाता है।",
    "The coach was not attached, so the full fare is refunded.":
      "कोच नहीं लगाया गया, इसलिए पूरा किराया वापस किया जाता है।",
    "No berth or seat was given, so the full fare is refunded.":
      "बर्थ या सीट नहीं दी गई, इसलिए पूरा किराया वापस किया जाता है।",
    "The train was diverted away from the boarding or destination station, so the full fare is refunded.":
      "ट्रेन का मार्ग बदलकर बोर्डिंग या गंतव्य स्टेशन से हटा दिया गया, इसलिए पूरा किराया वापस किया जाता है।",
    "The train ended short of the destination, so the full fare is refunded.":
      "ट्रेन गंतव्य से पहले ही समाप्त हो गई, इसलिए पूरा किराया वापस किया जाता है।",
    "The connecting train was missed, so the full fare is refunded.":
      "कनेक्टिंग ट्रेन छूट गई, इसलिए पूरा किराया वापस किया जाता है।",
    "RAC at the chart and not travelled, so the fare less the clerkage of {clerkage} and its GST of {gst} is refunded.":
      "चार्ट पर RAC था और यात्रा नहीं की, इसलिए {clerkage} का लिपिकीय शुल्क और उस पर {gst} GST काटकर किराया वापस किया जाता है।",
    "RAC at the chart and not travelled, so the fare less the clerkage of {clerkage} is refunded.":
      "चार्ट पर RAC था और यात्रा नहीं की, इसलिए {clerkage} का लिपिकीय शुल्क काटकर किराया वापस किया जाता है।",
    "Not travelled with the party, so the fare less the clerkage of {clerkage} and its GST of {gst} is refunded.":
      "दल के साथ यात्रा नहीं की, इसलिए {clerkage} का लिपिकीय शुल्क और उस पर {gst} GST काटकर किराया वापस किया जाता है।",
    "Not travelled with the party, so the fare less the clerkage of {clerkage} is refunded.":
      "दल के साथ यात्रा नहीं की, इसलिए {clerkage} का लिपिकीय शुल्क काटकर किराया वापस किया जाता है।",
    "The AC did not work, so the difference between the {booked} fare and the {other} fare is refunded.":
      "AC काम नहीं कर रहा था, इसलिए {booked} और {other} के किराये का अंतर वापस किया जाता है।",
    "Travelled in {lower}, so the difference between the {booked} fare and the {other} fare is refunded.":
      "{lower} में यात्रा की, इसलिए {booked} और {other} के किराये का अंतर वापस किया जाता है।",
    "The fare of the class travelled in is not less than the fare paid, so no refund is due.":
      "जिस श्रेणी में यात्रा की उसका किराया चुकाए गए किराये से कम नहीं है, इसलिए कोई धनवापसी देय नहीं है।",
    "The train left the boarding station {h} h {m} min late, not more than 3 hours, so no refund is due.":
      "ट्रेन बोर्डिंग स्टेशन से {h} घंटे {m} मिनट देर से चली, 3 घंटे से अधिक देर से नहीं, इसलिए कोई धनवापसी देय नहीं है।",
    "The train left the boarding station {h} h {m} min late, more than 3 hours, so the full fare is refunded.":
      "ट्रेन बोर्डिंग स्टेशन से {h} घंटे {m} मिनट देर से चली, 3 घंटे से अधिक देर से, इसलिए पूरा किराया वापस किया जाता है।",
    "The train left the boarding station {h} h late, not more than 3 hours, so no refund is due.":
      "ट्रेन बोर्डिंग स्टेशन से {h} घंटे देर से चली, 3 घंटे से अधिक देर से नहीं, इसलिए कोई धनवापसी देय नहीं है।",
    "The train left the boarding station {h} h late, more than 3 hours, so the full fare is refunded.":
      "ट्रेन बोर्डिंग स्टेशन से {h} घंटे देर से चली, 3 घंटे से अधिक देर से, इसलिए पूरा किराया वापस किया जाता है।",
    "The train left the boarding station {m} min late, not more than 3 hours, so no refund is due.":
      "ट्रेन बोर्डिंग स्टेशन से {m} मिनट देर से चली, 3 घंटे से अधिक देर से नहीं, इसलिए कोई धनवापसी देय नहीं है।",
    "The train left the boarding station {m} min late, more than 3 hours, so the full fare is refunded.":
      "ट्रेन बोर्डिंग स्टेशन से {m} मिनट देर से चली, 3 घंटे से अधिक देर से, इसलिए पूरा किराया वापस किया जाता है।",
    "The train left the boarding station {late}, not more than 3 hours, so no refund is due.":
      "ट्रेन बोर्डिंग स्टेशन से {late} चली, 3 घंटे से अधिक देर से नहीं, इसलिए कोई धनवापसी देय नहीं है।",
    "The train left the boarding station {late}, more than 3 hours, so the full fare is refunded.":
      "ट्रेन बोर्डिंग स्टेशन से {late} चली, 3 घंटे से अधिक देर से, इसलिए पूरा किराया वापस किया जाता है।",
    "on time": "समय पर",
    "Not RAC at the chart, so no refund is due for an RAC passenger not travelled.":
      "चार्ट पर RAC नहीं था, इसलिए यात्रा न करने वाले RAC यात्री की धनवापसी देय नहीं है।",
    "The status at the chart was not worse than at booking, so no refund is due.":
      "चार्ट पर स्थिति बुकिंग के समय से खराब नहीं थी, इसलिए कोई धनवापसी देय नहीं है।",
    "{booked} is not an AC class, so no refund is due for AC failure.":
      "{booked} AC श्रेणी नहीं है, इसलिए AC खराबी की धनवापसी देय नहीं है।",
    "The train has no class below {booked}, so no refund is due.":
      "इस ट्रेन में {booked} से नीचे कोई श्रेणी नहीं है, इसलिए कोई धनवापसी देय नहीं है।",
    "An excess fare paid to the ticket examiner is refunded by the railway's zonal office against its receipt, not on this ticket, so nothing is refunded here.":
      "टिकट परीक्षक को दिया गया अधिक किराया रेलवे का क्षेत्रीय कार्यालय उसकी रसीद पर लौटाता है, इस टिकट पर नहीं, इसलिए यहाँ कुछ वापस नहीं होता।",
    "No TDR is needed for a cancelled train: the refund is made automatically.":
      "रद्द ट्रेन के लिए टीडीआर की ज़रूरत नहीं: धनवापसी अपने आप होती है।",
    "Cancelled, so the cancellation's refund stands instead of a TDR refund.":
      "टिकट रद्द है, इसलिए टीडीआर की जगह रद्दीकरण की धनवापसी लागू होती है।",
    "Cancellation requested": "रद्दीकरण का अनुरोध किया गया",
    "Refund {amount} processed": "{amount} की धनवापसी संसाधित",
    "Refund processed": "धनवापसी संसाधित",
    "Refund could not be credited to your {method} — claim it by {date}":
      "धनवापसी आपके {method} में जमा नहीं हो सकी — {date} तक क्लेम करें",
    "Refund could not be credited to your {method} — claim it":
      "धनवापसी आपके {method} में जमा नहीं हो सकी — इसे क्लेम करें",
    "Sent to UPI ID {upiId}": "UPI ID {upiId} पर भेजी गई",
    "Credited to your wallet (not claimed within 10 days)":
      "आपके वॉलेट में जमा (10 दिनों में क्लेम नहीं की गई)",
    "Flat charge (more than 48 hours before departure)": "न्यूनतम शुल्क (प्रस्थान से 48 घंटे से अधिक पहले)",
    "25% of the fare (48 to 12 hours before departure)": "किराये का 25% (प्रस्थान से 48 से 12 घंटे पहले)",
    "50% of the fare (12 to 4 hours before departure, before the chart)":
      "किराये का 50% (प्रस्थान से 12 से 4 घंटे पहले, चार्ट से पहले)",
    "No refund less than 4 hours before departure (file a TDR)":
      "प्रस्थान से 4 घंटे से कम पहले कोई धनवापसी नहीं (टीडीआर फ़ाइल करें)",
    "No refund after the chart is prepared (file a TDR)":
      "चार्ट बनने के बाद कोई धनवापसी नहीं (टीडीआर फ़ाइल करें)",
    "No refund on confirmed Tatkal tickets": "कन्फ़र्म तत्काल टिकटों पर कोई धनवापसी नहीं",
    "25% of the fare (more than 72 hours before departure)":
      "किराये का 25% (प्रस्थान से 72 घंटे से अधिक पहले)",
    "50% of the fare (72 to 8 hours before departure)": "किराये का 50% (प्रस्थान से 72 से 8 घंटे पहले)",
    "No refund less than 8 hours before departure": "प्रस्थान से 8 घंटे से कम पहले कोई धनवापसी नहीं",
    "Clerkage (whole party with mixed status, after the chart)":
      "लिपिकीय शुल्क (मिली-जुली स्थिति वाला पूरा दल, चार्ट के बाद)",
    "Clerkage ₹60 per passenger (RAC or waitlisted)":
      "प्रति यात्री ₹60 लिपिकीय शुल्क (RAC या प्रतीक्षा सूची)",
    "No refund less than 30 minutes before departure": "प्रस्थान से 30 मिनट से कम पहले कोई धनवापसी नहीं",
    "Train cancelled: full refund": "ट्रेन रद्द: पूरी धनवापसी",
    "Waitlisted at the chart: cancelled automatically": "चार्ट पर प्रतीक्षा सूची में: अपने आप रद्द",
    "Free cancellation: full fare refunded": "मुफ़्त रद्दीकरण: पूरा किराया वापस",
    "The password of IRCTC user ID {id} was not entered on the railway's page in time, so the railway released the berths held for you.":
      "IRCTC यूज़र आईडी {id} का पासवर्ड रेलवे के पेज पर समय पर नहीं डाला गया, इसलिए रेलवे ने आपके लिए रोकी गई बर्थ छोड़ दीं।",
    "The railway released the berths held for you before the booking could be completed.":
      "बुकिंग पूरी होने से पहले रेलवे ने आपके लिए रोकी गई बर्थ छोड़ दीं।",
    "The railway could not book this ticket: {reason}": "रेलवे यह टिकट बुक नहीं कर सका: {reason}",
    "REGRET/WL: no berths and the waiting list is full.":
      "REGRET/WL: कोई बर्थ नहीं और प्रतीक्षा सूची भी भर चुकी है।",
    "Payment time ran out": "भुगतान का समय समाप्त हो गया",
  },
);

/** The TDR reasons, keyed by the railway's English label. */
const REASONS = {
  en: Object.fromEntries(Object.values(TDR_REASON_LABELS).map((l) => [l, l])),
  hi: Object.fromEntries(
    Object.entries(TDR_REASON_LABELS).map(([code, l]) => [
      l,
      TDR_REASON_LABELS_HI[code as keyof typeof TDR_REASON_LABELS],
    ]),
  ),
} as const;

/**
 * Class names inside the railway's notes (`the AC 3 Tier fare`), keyed by the
 * railway's English name: a template's value is said in these words.
 */
const CLASSES = {
  en: {
    ...Object.fromEntries(Object.values(CLASS_NAMES).map((name) => [name, name])),
    "non-AC": "non-AC",
    "a lower class": "a lower class",
  },
  hi: {
    ...Object.fromEntries(
      Object.entries(CLASS_NAMES).map(([code, name]) => [
        name,
        (SEARCH.hi as Readonly<Record<string, string>>)[`class_${code}`] ?? name,
      ]),
    ),
    "non-AC": "बिना एसी श्रेणी",
    "a lower class": "निचली श्रेणी",
  },
} as const;

export const RAILWAY_TEXTS = {
  en: { ...TEXTS.en, ...REASONS.en, ...CLASSES.en },
  hi: { ...TEXTS.hi, ...REASONS.hi, ...CLASSES.hi },
} as const;

export type RailwayTextsMessages = (typeof TEXTS)["en"];
