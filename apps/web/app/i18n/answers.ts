import { catalogue } from "./catalogue.ts";

/**
 * What the API answers to a traveller's action on the results and home
 * screens, shown as it comes (ADR 028): Remind me and Remove for Tatkal
 * reminders, saving and removing a favourite route, a class's Refresh, a
 * date the search will not take, the smart filter's refusals. Keyed by the
 * API's English wording (the spec's, exact) or the template it is filled
 * from; the route's action says it in the page's language on the server
 * (`answerIn`), so none of it reaches the first-load JavaScript.
 */
export const ANSWERS = catalogue(
  {
    // Tatkal reminders (v1/tatkal_reminder): what was done.
    "We'll remind you at {time} today by {channels}":
      "We'll remind you at {time} today by {channels}",
    "We'll remind you at {time} tomorrow by {channels}":
      "We'll remind you at {time} tomorrow by {channels}",
    "We'll remind you at {time} on {date} by {channels}":
      "We'll remind you at {time} on {date} by {channels}",
    "Tatkal opens at {time} for {train} {class} on {date} — reminder sent by {channels}":
      "Tatkal opens at {time} for {train} {class} on {date} — reminder sent by {channels}",
    "Tatkal opened at {time} for {train} {class} on {date} — reminder sent by {channels}":
      "Tatkal opened at {time} for {train} {class} on {date} — reminder sent by {channels}",
    "SMS and e-mail": "SMS and e-mail",
    "e-mail": "e-mail",
    "Reminder removed": "Reminder removed",
    // … and why not (spec §8 and the reminder's own checks).
    "There is no train with this number. Please check it and try again.":
      "There is no train with this number. Please check it and try again.",
    "This train does not run on this date from this station.":
      "This train does not run on this date from this station.",
    "This train does not stop at this station.": "This train does not stop at this station.",
    "This train does not have this class.": "This train does not have this class.",
    "Tatkal tickets are not sold in this class.": "Tatkal tickets are not sold in this class.",
    "Premium Tatkal is not sold in this class of this train.":
      "Premium Tatkal is not sold in this class of this train.",
    "Tatkal booking for this journey has already opened. You can book it now from the search results.":
      "Tatkal booking for this journey has already opened. You can book it now from the search results.",
    "You have 20 Tatkal reminders still to come. Please remove one before adding another.":
      "You have 20 Tatkal reminders still to come. Please remove one before adding another.",
    "Please choose a class": "Please choose a class",
    "Choose a class such as 3A or SL": "Choose a class such as 3A or SL",
    "Reminders are for Tatkal (TQ) or Premium Tatkal (PT) only":
      "Reminders are for Tatkal (TQ) or Premium Tatkal (PT) only",
    "Choose a reminder to remove": "Choose a reminder to remove",
    // Favourite routes.
    "You have 20 favourite routes. Please remove one before adding another.":
      "You have 20 favourite routes. Please remove one before adding another.",
    // A class's Refresh and the search: the date, the stations, anything else.
    "The journey date has passed.": "The journey date has passed.",
    "The date must be YYYY-MM-DD (or 8 digits YYYYMMDD / DDMMYYYY).":
      "The date must be YYYY-MM-DD (or 8 digits YYYYMMDD / DDMMYYYY).",
    "Bookings not open for this date": "Bookings not open for this date",
    "No Station Found": "No Station Found",
    // The smart filter's refusals.
    "Type what you are looking for.": "Type what you are looking for.",
    // Every screen's.
    "It seems you are logged out. Please login to continue.":
      "It seems you are logged out. Please login to continue.",
    "Oops, there was an issue": "Oops, there was an issue",
    "Sorry, something went wrong please try again.":
      "Sorry, something went wrong please try again.",
    "Sorry, something went wrong please try again later.":
      "Sorry, something went wrong please try again later.",
    "No internet connection": "No internet connection",
  },
  {
    "We'll remind you at {time} today by {channels}":
      "हम आपको आज {time} बजे {channels} से याद दिलाएँगे",
    "We'll remind you at {time} tomorrow by {channels}":
      "हम आपको कल {time} बजे {channels} से याद दिलाएँगे",
    "We'll remind you at {time} on {date} by {channels}":
      "हम आपको {date} को {time} बजे {channels} से याद दिलाएँगे",
    "Tatkal opens at {time} for {train} {class} on {date} — reminder sent by {channels}":
      "{date} की {train} {class} का तत्काल {time} बजे खुलेगा — रिमाइंडर {channels} से भेज दिया गया",
    "Tatkal opened at {time} for {train} {class} on {date} — reminder sent by {channels}":
      "{date} की {train} {class} का तत्काल {time} बजे खुल गया — रिमाइंडर {channels} से भेज दिया गया",
    "SMS and e-mail": "SMS और ई-मेल",
    "e-mail": "ई-मेल",
    "Reminder removed": "रिमाइंडर हटा दिया गया",
    "There is no train with this number. Please check it and try again.":
      "इस नंबर की कोई ट्रेन नहीं है। कृपया नंबर जाँचकर फिर से प्रयास करें।",
    "This train does not run on this date from this station.":
      "यह ट्रेन इस तिथि को इस स्टेशन से नहीं चलती।",
    "This train does not stop at this station.": "यह ट्रेन इस स्टेशन पर नहीं रुकती।",
    "This train does not have this class.": "इस ट्रेन में यह श्रेणी नहीं है।",
    "Tatkal tickets are not sold in this class.": "इस श्रेणी में तत्काल टिकट नहीं बिकते।",
    "Premium Tatkal is not sold in this class of this train.":
      "इस ट्रेन की इस श्रेणी में प्रीमियम तत्काल नहीं बिकता।",
    "Tatkal booking for this journey has already opened. You can book it now from the search results.":
      "इस यात्रा के लिए तत्काल बुकिंग खुल चुकी है। आप इसे अभी खोज के नतीजों से बुक कर सकते हैं।",
    "You have 20 Tatkal reminders still to come. Please remove one before adding another.":
      "आपके 20 तत्काल रिमाइंडर आने बाकी हैं। नया जोड़ने से पहले कृपया एक हटाएँ।",
    "Please choose a class": "कृपया श्रेणी चुनें",
    "Choose a class such as 3A or SL": "3A या SL जैसी कोई श्रेणी चुनें",
    "Reminders are for Tatkal (TQ) or Premium Tatkal (PT) only":
      "रिमाइंडर केवल तत्काल (TQ) या प्रीमियम तत्काल (PT) के लिए हैं",
    "Choose a reminder to remove": "हटाने के लिए कोई रिमाइंडर चुनें",
    "You have 20 favourite routes. Please remove one before adding another.":
      "आपके 20 पसंदीदा रूट हैं। नया जोड़ने से पहले कृपया एक हटाएँ।",
    "The journey date has passed.": "यात्रा की तिथि बीत चुकी है।",
    "The date must be YYYY-MM-DD (or 8 digits YYYYMMDD / DDMMYYYY).":
      "तिथि YYYY-MM-DD के रूप में हो (या 8 अंकों में YYYYMMDD / DDMMYYYY)।",
    "Bookings not open for this date": "इस तिथि के लिए आरक्षण अभी खुला नहीं है",
    "No Station Found": "कोई स्टेशन नहीं मिला",
    "Type what you are looking for.": "लिखें कि आप क्या खोज रहे हैं।",
    "It seems you are logged out. Please login to continue.":
      "लगता है आप लॉग आउट हो गए हैं। आगे बढ़ने के लिए कृपया लॉगिन करें।",
    "Oops, there was an issue": "उफ़, कोई समस्या आ गई",
    "Sorry, something went wrong please try again.": "क्षमा करें, कुछ गड़बड़ हो गई, कृपया फिर से प्रयास करें।",
    "Sorry, something went wrong please try again later.":
      "क्षमा करें, कुछ गड़बड़ हो गई, कृपया कुछ देर बाद फिर से प्रयास करें।",
    "No internet connection": "इंटरनेट कनेक्शन नहीं है",
  },
);
