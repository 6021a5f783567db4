import { catalogue } from "./catalogue.ts";

/**
 * The cancellation and refund policy page's words (spec §5; ADR 028): the
 * railway's charges, RAC and waitlist, free cancellation, refunds, the
 * TDR. Amounts come from `@safar/domain` and fill `{placeholders}`; the
 * English is the page's as it was.
 */
export const POLICY = catalogue(
  {
    policy_seoTitle: "Cancellation and Refund Policy",
    policy_seoDescription:
      "Cancellation charges and refund rules for your train booking, and when to file a TDR.",
    policy_title: "Cancellation and refund policy",
    policy_lead: "What you get back if you cancel, by class and by time before departure.",
    "Cancellation charges": "Cancellation charges",
    "RAC, waitlist, Tatkal and special trains": "RAC, waitlist, Tatkal and special trains",
    "Free cancellation": "Free cancellation",
    Refunds: "Refunds",
    "Filing a TDR": "Filing a TDR",
    policy_chargesIntro:
      "For a confirmed ticket the railway keeps a charge per passenger, by how long before the scheduled departure from your boarding station you cancel (Railway Passengers (Cancellation of Ticket and Refund of Fare) Rules, 2015). On AC classes, Executive and First Class, 5% GST is added to the charge.",
    policy_whenCaption: "When you cancel a confirmed ticket",
    policy_beforeDeparture: "Before departure",
    policy_chargePerPassenger: "Charge per passenger",
    policy_more48: "More than 48 hours",
    policy_flatOfClass: "The flat charge of the class (below)",
    policy_from48to12: "48 to 12 hours",
    policy_quarter: "25% of the fare, at least the flat charge",
    policy_from12to4: "12 to 4 hours, or until the chart is prepared if earlier",
    policy_half: "50% of the fare, at least the flat charge",
    policy_under4: "Less than 4 hours, or after the chart",
    policy_noRefundOnline: "No refund online; file a TDR if you did not travel",
    policy_flatCaption: "Flat charge per passenger",
    policy_class: "Class",
    policy_charge: "Charge",
    policy_gst: "GST",
    policy_total: "Total",
    policy_none: "None",
    policy_example:
      "For example, an AC 3 Tier ticket of ₹1,410.00 (Saraighat Express, Howrah to Kamakhya) cancelled three days before departure gets ₹1,221.00 back (₹180.00 and ₹9.00 GST kept); 24 hours before, ₹1,039.87 (25%: ₹352.50 and ₹17.63 GST kept); 6 hours before, ₹669.75 (50%: ₹705.00 and ₹35.25 GST kept).",
    policy_racWaitlist:
      "RAC and waitlisted tickets: the fare less a clerkage of {clerkage} per passenger ({clerkageGst} with GST on AC classes), if you cancel at least 30 minutes before departure; nothing after that.",
    policy_fullyWaitlisted:
      "A fully waitlisted e-ticket is cancelled automatically when the chart is prepared, and the fare less the same clerkage goes back to your payment method.",
    policy_mixedParty:
      "After the chart, confirmed passengers of a party with mixed status get the fare less clerkage only if the whole party cancels at least 30 minutes before departure.",
    policy_tatkal:
      "Confirmed Tatkal and Premium Tatkal tickets: no refund. Waitlisted Tatkal: the fare less clerkage.",
    policy_newTrains:
      "Vande Bharat Sleeper and Amrit Bharat trains (rules of January 2026): 25% kept more than 72 hours before departure, 50% from 72 to 8 hours, no refund in the last 8 hours.",
    policy_freeCover:
      "Free cancellation costs {percent}% of the adult fare per paying passenger, rounded up to the rupee, at least {min} and at most {max}. Cancel at least 4 hours before departure and you get the whole ticket fare of each passenger you cancel back, whatever the railway keeps: Safar pays the railway's charges for you.",
    policy_notRefunded:
      "Not refunded on any cancellation: the price of free cancellation, travel insurance, and the convenience fee of the ticket ({nonAc} non-AC, {ac} AC, per ticket) with its GST ({nonAcGst} and {acGst}).",
    policy_refundsText:
      "Refunds go back to the way you paid. Wallet payments are credited to your wallet at once. UPI, card and net banking refunds reach your account within 5 to 7 working days; the cancellation page of your order shows the date and each step of your refund.",
    policy_tdrText:
      "When a ticket cannot be cancelled online (after the chart, or less than 4 hours before departure), you may claim a refund by filing a Ticket Deposit Receipt (TDR), for example when the train ran more than 3 hours late and you did not travel (file before it actually leaves), or the AC did not work (within 20 hours of arrival). The railway decides TDR refunds, usually within 45 to 90 days.",
    policy_tdrLink: "TDR rules and reasons",
  },
  {
    policy_seoTitle: "रद्दीकरण और धनवापसी नीति",
    policy_seoDescription: "आपकी ट्रेन बुकिंग के रद्दीकरण शुल्क और धनवापसी के नियम, और टीडीआर कब फ़ाइल करें।",
    policy_title: "रद्दीकरण और धनवापसी नीति",
    policy_lead: "रद्द करने पर आपको कितना वापस मिलता है, श्रेणी और प्रस्थान से पहले के समय के अनुसार।",
    "Cancellation charges": "रद्दीकरण शुल्क",
    "RAC, waitlist, Tatkal and special trains": "RAC, प्रतीक्षा सूची, तत्काल और विशेष ट्रेनें",
    "Free cancellation": "मुफ़्त रद्दीकरण",
    Refunds: "धनवापसी",
    "Filing a TDR": "टीडीआर फ़ाइल करना",
    policy_chargesIntro:
      "कन्फ़र्म टिकट पर रेलवे हर यात्री पर एक शुल्क रखता है, जो इस पर निर्भर है कि आप अपने बोर्डिंग स्टेशन से निर्धारित प्रस्थान से कितने समय पहले रद्द करते हैं (रेल यात्री (टिकट रद्दीकरण और किराया वापसी) नियम, 2015)। वातानुकूलित श्रेणियों, एक्ज़ीक्यूटिव और प्रथम श्रेणी में शुल्क पर 5% GST जुड़ता है।",
    policy_whenCaption: "कन्फ़र्म टिकट रद्द करने पर",
    policy_beforeDeparture: "प्रस्थान से पहले",
    policy_chargePerPassenger: "प्रति यात्री शुल्क",
    policy_more48: "48 घंटे से अधिक",
    policy_flatOfClass: "श्रेणी का न्यूनतम शुल्क (नीचे)",
    policy_from48to12: "48 से 12 घंटे",
    policy_quarter: "किराये का 25%, कम से कम न्यूनतम शुल्क",
    policy_from12to4: "12 से 4 घंटे, या चार्ट बनने तक, जो पहले हो",
    policy_half: "किराये का 50%, कम से कम न्यूनतम शुल्क",
    policy_under4: "4 घंटे से कम, या चार्ट बनने के बाद",
    policy_noRefundOnline: "ऑनलाइन कोई धनवापसी नहीं; यात्रा न करने पर टीडीआर फ़ाइल करें",
    policy_flatCaption: "प्रति यात्री न्यूनतम शुल्क",
    policy_class: "श्रेणी",
    policy_charge: "शुल्क",
    policy_gst: "GST",
    policy_total: "कुल",
    policy_none: "कोई नहीं",
    policy_example:
      "उदाहरण के लिए, ₹1,410.00 का AC 3 टियर टिकट (Saraighat Express, Howrah से Kamakhya) प्रस्थान से तीन दिन पहले रद्द करने पर ₹1,221.00 वापस मिलते हैं (₹180.00 और ₹9.00 GST कटते हैं); 24 घंटे पहले, ₹1,039.87 (25%: ₹352.50 और ₹17.63 GST कटते हैं); 6 घंटे पहले, ₹669.75 (50%: ₹705.00 और ₹35.25 GST कटते हैं)।",
    policy_racWaitlist:
      "RAC और प्रतीक्षा सूची के टिकट: प्रति यात्री {clerkage} का लिपिकीय शुल्क काटकर किराया (वातानुकूलित श्रेणियों में GST सहित {clerkageGst}), अगर आप प्रस्थान से कम से कम 30 मिनट पहले रद्द करें; उसके बाद कुछ नहीं।",
    policy_fullyWaitlisted:
      "पूरी तरह प्रतीक्षा सूची वाला ई-टिकट चार्ट बनने पर अपने आप रद्द हो जाता है, और वही लिपिकीय शुल्क काटकर किराया आपके भुगतान माध्यम में लौट जाता है।",
    policy_mixedParty:
      "चार्ट के बाद, मिली-जुली स्थिति वाले दल के कन्फ़र्म यात्रियों को लिपिकीय शुल्क काटकर किराया तभी मिलता है जब पूरा दल प्रस्थान से कम से कम 30 मिनट पहले रद्द करे।",
    policy_tatkal:
      "कन्फ़र्म तत्काल और प्रीमियम तत्काल टिकट: कोई धनवापसी नहीं। प्रतीक्षा सूची वाला तत्काल: लिपिकीय शुल्क काटकर किराया।",
    policy_newTrains:
      "वंदे भारत स्लीपर और अमृत भारत ट्रेनें (जनवरी 2026 के नियम): प्रस्थान से 72 घंटे से अधिक पहले 25% कटता है, 72 से 8 घंटे के बीच 50%, आखिरी 8 घंटों में कोई धनवापसी नहीं।",
    policy_freeCover:
      "मुफ़्त रद्दीकरण का मूल्य हर भुगतान करने वाले यात्री के वयस्क किराये का {percent}% है, रुपये में ऊपर पूर्णांकित, कम से कम {min} और अधिकतम {max}। प्रस्थान से कम से कम 4 घंटे पहले रद्द करें तो रद्द किए गए हर यात्री का पूरा टिकट किराया वापस मिलता है, रेलवे चाहे जितना रखे: रेलवे के शुल्क Safar आपकी ओर से चुकाता है।",
    policy_notRefunded:
      "किसी भी रद्दीकरण पर वापस नहीं होते: मुफ़्त रद्दीकरण का मूल्य, यात्रा बीमा, और टिकट का सुविधा शुल्क (प्रति टिकट गैर-वातानुकूलित {nonAc}, वातानुकूलित {ac}) उसके GST के साथ ({nonAcGst} और {acGst})।",
    policy_refundsText:
      "धनवापसी उसी माध्यम में जाती है जिससे आपने भुगतान किया। वॉलेट से किए गए भुगतान तुरंत आपके वॉलेट में जमा होते हैं। UPI, कार्ड और नेट बैंकिंग की धनवापसी 5 से 7 कार्य दिवसों में आपके खाते में पहुँचती है; आपके ऑर्डर का रद्दीकरण पेज तारीख और धनवापसी का हर चरण दिखाता है।",
    policy_tdrText:
      "जब टिकट ऑनलाइन रद्द नहीं हो सकता (चार्ट के बाद, या प्रस्थान से 4 घंटे से कम पहले), तो आप टिकट डिपॉज़िट रसीद (टीडीआर) फ़ाइल करके धनवापसी का दावा कर सकते हैं, जैसे जब ट्रेन 3 घंटे से अधिक देर से चली और आपने यात्रा नहीं की (ट्रेन के वास्तव में चलने से पहले फ़ाइल करें), या AC काम नहीं कर रहा था (पहुँचने के 20 घंटे के भीतर)। टीडीआर की धनवापसी रेलवे तय करता है, आम तौर पर 45 से 90 दिनों में।",
    policy_tdrLink: "टीडीआर के नियम और कारण",
  },
);

export type PolicyMessages = (typeof POLICY)["en"];
