import { catalogue } from "./catalogue.ts";

/**
 * Home's protection cards (spec §3 free-cancellation home nudge, §4 cohorts
 * A, B, C, easy_tatkal; §7 `v1/insurance/homepage`): the words per cohort,
 * the figures from the API.
 */
export const PROTECTION = catalogue(
  {
    protectTitle: "Travel protection",
    nudge_A_title: "Free cancellation: get your full fare back",
    nudge_A_text:
      "Add free cancellation when you book, and cancel up to 4 hours before departure for a refund of the whole ticket fare.",
    nudge_B_title: "Plans may change? Book with free cancellation",
    nudge_B_text:
      "From {from} a traveller: cancel up to 4 hours before departure and get the whole ticket fare back, with no cancellation charges.",
    nudge_easy_tatkal_title: "Tatkal with free cancellation",
    nudge_easy_tatkal_text:
      "Confirmed Tatkal tickets get no refund from the railway on cancellation. Add free cancellation at review and get the whole fare back up to 4 hours before departure.",
    insuranceTitle: "Travel insurance for {premium} a traveller",
    insuranceCover: "What it covers",
    insurance_0: "Death or permanent total disability",
    insurance_1: "Permanent partial disability",
    insurance_2: "Hospitalisation expenses",
    insurance_3: "Transport of mortal remains",
    insuranceWho:
      "For Indian nationals aged {age} or more, on confirmed and RAC tickets; chosen for all travellers of a booking or none.",
  },
  {
    protectTitle: "यात्रा सुरक्षा",
    nudge_A_title: "फ़्री कैंसलेशन: पूरा किराया वापस पाएँ",
    nudge_A_text:
      "बुकिंग के समय फ़्री कैंसलेशन जोड़ें, और प्रस्थान से 4 घंटे पहले तक रद्द करने पर पूरा टिकट किराया वापस पाएँ।",
    nudge_B_title: "योजना बदल सकती है? फ़्री कैंसलेशन के साथ बुक करें",
    nudge_B_text:
      "प्रति यात्री {from} से: प्रस्थान से 4 घंटे पहले तक रद्द करें और बिना कैंसलेशन शुल्क पूरा टिकट किराया वापस पाएँ।",
    nudge_easy_tatkal_title: "फ़्री कैंसलेशन के साथ तत्काल",
    nudge_easy_tatkal_text:
      "कन्फ़र्म तत्काल टिकट रद्द करने पर रेलवे से कोई रिफ़ंड नहीं मिलता। रिव्यू पर फ़्री कैंसलेशन जोड़ें और प्रस्थान से 4 घंटे पहले तक पूरा किराया वापस पाएँ।",
    insuranceTitle: "प्रति यात्री {premium} में यात्रा बीमा",
    insuranceCover: "इसमें क्या शामिल है",
    insurance_0: "मृत्यु या स्थायी पूर्ण विकलांगता",
    insurance_1: "स्थायी आंशिक विकलांगता",
    insurance_2: "अस्पताल में भर्ती का खर्च",
    insurance_3: "पार्थिव शरीर का परिवहन",
    insuranceWho:
      "{age} वर्ष या उससे अधिक आयु के भारतीय नागरिकों के लिए, कन्फ़र्म और RAC टिकट पर; बुकिंग के सभी यात्रियों के लिए या किसी के लिए नहीं।",
  },
);

export type ProtectionMessages = (typeof PROTECTION)["en"];
