import { catalogue } from "./catalogue.ts";

/**
 * The account page's words (`/trains/account`, issue 25 items 4 and 5; ADR
 * 030): what Safar holds, consents, the download, retention, deletion.
 */
export const ACCOUNT = catalogue(
  {
    accountTitle: "My Account",
    accountLead: "What Safar holds about you, what you agreed to, and your choices.",
    accountSignedOut: "It seems you are logged out. Please login to continue.",
    accountLogin: "Login",
    accountDeletedNotice:
      "Your Safar account has been deleted. Bookings are kept only as tax and railway rules require, with names masked.",
    holdsTitle: "What we hold",
    holdsProfile: "Profile",
    holdsMobile: "Mobile",
    holdsEmail: "E-mail",
    holdsName: "Name",
    holdsSince: "Account since",
    holdsNone: "None",
    holdsTravellers: "Saved travellers",
    holdsRailwayIds: "Linked railway (IRCTC) user IDs",
    holdsOrders: "Orders",
    holdsMessages: "Messages sent to you",
    holdsFavourites: "Favourite routes",
    holdsCount: "{count}",
    holdsOrderLine: "Order {id}: train {train}, {from} to {to}, {date}",
    holdsMessageLine: "{channel} · {purpose} · {date}",
    holdsMore: "and {count} more; all are in the download.",
    consentTitle: "Your consents",
    consentLead:
      "Nothing is given until you give it. Change any of these at any time; each change is recorded with its time.",
    consent_marketing_sms: "Offers and travel tips by SMS",
    consent_marketing_email: "Offers and travel tips by e-mail",
    consent_cancellation_protection_terms: "The free cancellation (cancellation protection) terms",
    consentGivenAt: "Given {date}",
    consentWithdrawnAt: "Withdrawn {date}",
    consentNever: "Not given",
    consentSave: "Save my choices",
    consentSaved: "Your choices have been saved.",
    consentUnchanged: "Nothing was changed.",
    downloadTitle: "Download my data",
    downloadLead:
      "One JSON file with everything above: profile, saved travellers, railway IDs, orders, payments, refunds, favourites, reminders, consents, sign-ins and messages (sign-in codes masked).",
    downloadButton: "Download my data (JSON)",
    retentionTitle: "How long we keep it",
    retentionProfile:
      "Profile, saved travellers, favourites, railway IDs and consents: until you remove them or delete your account.",
    retentionOrders:
      "Orders, payments and refunds: 8 years after the end of the financial year they were made in (GST and income-tax records), with names masked once you delete your account.",
    retentionMessages:
      "Messages with sign-in codes: 1 day. Other messages (e-tickets, refunds): 90 days.",
    retentionSignIns: "Sign-in history: 1 year. Sessions: 7 days after they end.",
    deleteTitle: "Delete my account",
    deleteLead:
      "This cannot be undone. Your profile, saved travellers, favourites, linked railway IDs, reminders, consents and sign-in history are erased at once, and you are signed out everywhere. Orders and payments are kept only as tax and railway rules require, with names masked.",
    deleteSendOtp: "Send OTP to delete my account",
    deleteOtpLabel: "OTP",
    deleteOtpHint: "The 6 digit OTP we sent to {sentTo}",
    deleteConfirm: "I understand that deleting my account cannot be undone",
    deleteConfirmRequired: "Please confirm that you understand this cannot be undone",
    deleteButton: "Delete my account",
    deleteResend: "Send a new OTP",
  },
  {
    accountTitle: "मेरा खाता",
    accountLead: "सफ़र के पास आपकी कौन-सी जानकारी है, आपने किन बातों की सहमति दी, और आपके विकल्प।",
    accountSignedOut: "लगता है आप लॉग आउट हो गए हैं। जारी रखने के लिए कृपया लॉगिन करें।",
    accountLogin: "लॉगिन",
    accountDeletedNotice:
      "आपका सफ़र खाता हटा दिया गया है। बुकिंग केवल कर और रेलवे नियमों की ज़रूरत तक, नाम छिपाकर रखी जाती हैं।",
    holdsTitle: "हमारे पास क्या है",
    holdsProfile: "प्रोफ़ाइल",
    holdsMobile: "मोबाइल",
    holdsEmail: "ई-मेल",
    holdsName: "नाम",
    holdsSince: "खाता कब से",
    holdsNone: "कोई नहीं",
    holdsTravellers: "सहेजे गए यात्री",
    holdsRailwayIds: "जुड़ी हुई रेलवे (IRCTC) यूज़र आईडी",
    holdsOrders: "ऑर्डर",
    holdsMessages: "आपको भेजे गए संदेश",
    holdsFavourites: "पसंदीदा रूट",
    holdsCount: "{count}",
    holdsOrderLine: "ऑर्डर {id}: ट्रेन {train}, {from} से {to}, {date}",
    holdsMessageLine: "{channel} · {purpose} · {date}",
    holdsMore: "और {count}; सभी डाउनलोड में हैं।",
    consentTitle: "आपकी सहमतियाँ",
    consentLead:
      "जब तक आप न दें, कोई सहमति नहीं मानी जाती। इन्हें कभी भी बदलें; हर बदलाव उसके समय के साथ दर्ज होता है।",
    consent_marketing_sms: "SMS से ऑफ़र और यात्रा सुझाव",
    consent_marketing_email: "ई-मेल से ऑफ़र और यात्रा सुझाव",
    consent_cancellation_protection_terms: "फ़्री कैंसलेशन (कैंसलेशन सुरक्षा) की शर्तें",
    consentGivenAt: "{date} को दी गई",
    consentWithdrawnAt: "{date} को वापस ली गई",
    consentNever: "नहीं दी गई",
    consentSave: "मेरे विकल्प सहेजें",
    consentSaved: "आपके विकल्प सहेज लिए गए हैं।",
    consentUnchanged: "कुछ नहीं बदला।",
    downloadTitle: "मेरा डेटा डाउनलोड करें",
    downloadLead:
      "ऊपर की सारी जानकारी एक JSON फ़ाइल में: प्रोफ़ाइल, सहेजे गए यात्री, रेलवे आईडी, ऑर्डर, भुगतान, रिफ़ंड, पसंदीदा रूट, रिमाइंडर, सहमतियाँ, साइन-इन और संदेश (साइन-इन कोड छिपे हुए)।",
    downloadButton: "मेरा डेटा डाउनलोड करें (JSON)",
    retentionTitle: "हम इसे कितने समय रखते हैं",
    retentionProfile:
      "प्रोफ़ाइल, सहेजे गए यात्री, पसंदीदा रूट, रेलवे आईडी और सहमतियाँ: जब तक आप इन्हें हटाएँ या अपना खाता हटाएँ।",
    retentionOrders:
      "ऑर्डर, भुगतान और रिफ़ंड: जिस वित्त वर्ष में बने, उसके अंत से 8 वर्ष (GST और आयकर रिकॉर्ड); खाता हटाने पर नाम छिपा दिए जाते हैं।",
    retentionMessages: "साइन-इन कोड वाले संदेश: 1 दिन। अन्य संदेश (ई-टिकट, रिफ़ंड): 90 दिन।",
    retentionSignIns: "साइन-इन इतिहास: 1 वर्ष। सत्र: समाप्त होने के 7 दिन बाद तक।",
    deleteTitle: "मेरा खाता हटाएँ",
    deleteLead:
      "इसे वापस नहीं किया जा सकता। आपकी प्रोफ़ाइल, सहेजे गए यात्री, पसंदीदा रूट, जुड़ी रेलवे आईडी, रिमाइंडर, सहमतियाँ और साइन-इन इतिहास तुरंत मिटा दिए जाते हैं, और आप हर जगह से साइन आउट हो जाते हैं। ऑर्डर और भुगतान केवल कर और रेलवे नियमों की ज़रूरत तक, नाम छिपाकर रखे जाते हैं।",
    deleteSendOtp: "खाता हटाने के लिए OTP भेजें",
    deleteOtpLabel: "OTP",
    deleteOtpHint: "{sentTo} पर भेजा गया 6 अंकों का OTP",
    deleteConfirm: "मैं समझता/समझती हूँ कि खाता हटाना वापस नहीं किया जा सकता",
    deleteConfirmRequired: "कृपया पुष्टि करें कि आप समझते हैं कि इसे वापस नहीं किया जा सकता",
    deleteButton: "मेरा खाता हटाएँ",
    deleteResend: "नया OTP भेजें",
  },
);

export type AccountMessages = (typeof ACCOUNT)["en"];
