import { catalogue } from "./catalogue.ts";

/**
 * The e-ticket PDF's words (ADR 018, 028): labels, headings and the ERS's
 * standing instructions. The English is the ticket's as it was; names,
 * codes, PNR and amounts stay as printed in both.
 */
export const TICKET = catalogue(
  {
    title: "Electronic Reservation Slip (ERS)",
    subtitle: "Indian Railways e-ticket booked through Safar",
    journey: "Journey",
    passengers: "Passengers",
    fare: "Fare",
    booking: "Booking",
    instructions: "Instructions",
    pnr: "PNR",
    train: "Train",
    class: "Class",
    quota: "Quota",
    from: "From",
    boardingAt: "Boarding at",
    to: "To",
    departure: "Departure",
    arrival: "Arrival",
    number: "#",
    name: "Name",
    age: "Age",
    gender: "Gender",
    bookingStatus: "Booking status",
    currentStatus: "Current status",
    berthChoice: "Berth choice",
    totalPaid: "Total paid",
    order: "Order",
    bookedOn: "Booked on",
    railwayUserId: "Railway user ID",
    transaction: "Transaction",
    paidBy: "Paid by",
    status: "Status",
    instruction_1:
      "Carry this e-ticket (on paper or on your phone) and the original of the identity proof named at booking; without it every passenger on the ticket travels without a ticket.",
    instruction_2:
      "Passengers with a fully waitlisted e-ticket are not allowed to board. A fully waitlisted e-ticket is cancelled automatically when the chart is prepared and its fare refunded to the payment method.",
    instruction_3:
      "A passenger still waitlisted after the chart may not travel in a reserved coach, even when others on the ticket are confirmed.",
    instruction_4:
      "Coaches and berths are final when the chart is prepared: by 21:00 the evening before for trains leaving 05:00–14:00, about 8 hours before departure for the others. The order page and the PNR status show them.",
    instruction_5:
      "Cancel on Safar before the chart to get a refund by the railway's rules; after the chart, file a TDR for the reasons the railway allows.",
    instruction_6:
      "Middle berths are for sleeping between 22:00 and 06:00; let the lower-berth passenger sit outside those hours.",
  },
  {
    title: "इलेक्ट्रॉनिक आरक्षण पर्ची (ERS)",
    subtitle: "Safar से बुक किया गया भारतीय रेल ई-टिकट",
    journey: "यात्रा",
    passengers: "यात्री",
    fare: "किराया",
    booking: "बुकिंग",
    instructions: "निर्देश",
    pnr: "PNR",
    train: "ट्रेन",
    class: "श्रेणी",
    quota: "कोटा",
    from: "कहाँ से",
    boardingAt: "बोर्डिंग स्टेशन",
    to: "कहाँ तक",
    departure: "प्रस्थान",
    arrival: "आगमन",
    number: "क्र.",
    name: "नाम",
    age: "आयु",
    gender: "लिंग",
    bookingStatus: "बुकिंग स्थिति",
    currentStatus: "वर्तमान स्थिति",
    berthChoice: "बर्थ वरीयता",
    totalPaid: "कुल भुगतान",
    order: "ऑर्डर",
    bookedOn: "बुकिंग की तारीख",
    railwayUserId: "रेलवे यूज़र आईडी",
    transaction: "लेन-देन",
    paidBy: "भुगतान का तरीका",
    status: "स्थिति",
    instruction_1:
      "यह ई-टिकट (कागज़ पर या फ़ोन में) और बुकिंग के समय बताए गए पहचान पत्र का मूल साथ रखें; उसके बिना टिकट के सभी यात्री बिना टिकट माने जाएँगे।",
    instruction_2:
      "पूरी तरह प्रतीक्षा सूची वाले ई-टिकट के यात्रियों को ट्रेन में चढ़ने की अनुमति नहीं है। चार्ट बनने पर ऐसा ई-टिकट अपने-आप रद्द हो जाता है और किराया भुगतान के माध्यम में लौटा दिया जाता है।",
    instruction_3:
      "चार्ट के बाद भी प्रतीक्षा सूची में रहा यात्री आरक्षित कोच में यात्रा नहीं कर सकता, भले ही टिकट के दूसरे यात्री कन्फ़र्म हों।",
    instruction_4:
      "कोच और बर्थ चार्ट बनने पर तय होते हैं: 05:00–14:00 के बीच चलने वाली ट्रेनों के लिए पिछली शाम 21:00 तक, बाकी के लिए प्रस्थान से लगभग 8 घंटे पहले। ऑर्डर पेज और PNR स्थिति में ये दिखते हैं।",
    instruction_5:
      "रेलवे के नियमों के अनुसार रिफ़ंड के लिए चार्ट से पहले Safar पर रद्द करें; चार्ट के बाद, रेलवे द्वारा मान्य कारणों के लिए TDR दर्ज करें।",
    instruction_6:
      "मिडिल बर्थ 22:00 से 06:00 के बीच सोने के लिए है; इन घंटों के बाहर लोअर बर्थ वाले यात्री को बैठने दें।",
  },
);

/**
 * The tax invoice PDF's words (ADR 028). The English is the invoice's as it
 * was; the seller's name and address, GSTINs, order, PNR and amounts stay
 * as printed in both.
 */
export const INVOICE = catalogue(
  {
    title: "Tax invoice",
    invoice: "Invoice {number}",
    sellerHeading: "Seller",
    buyerHeading: "Buyer",
    charges: "Charges",
    seller: "Seller",
    address: "Address",
    gstin: "GSTIN",
    billedTo: "Billed to",
    buyerGstin: "Buyer GSTIN",
    order: "Order",
    pnr: "PNR",
    date: "Date",
    total: "Total",
    note: "The railway's ticket fare is collected on behalf of Indian Railways and is shown on the e-ticket.",
  },
  {
    title: "कर बीजक (टैक्स इनवॉइस)",
    invoice: "बीजक {number}",
    sellerHeading: "विक्रेता",
    buyerHeading: "क्रेता",
    charges: "शुल्क",
    seller: "विक्रेता",
    address: "पता",
    gstin: "GSTIN",
    billedTo: "बिल प्राप्तकर्ता",
    buyerGstin: "क्रेता का GSTIN",
    order: "ऑर्डर",
    pnr: "PNR",
    date: "तारीख",
    total: "कुल",
    note: "रेलवे का टिकट किराया भारतीय रेल की ओर से लिया जाता है और ई-टिकट पर दिखाया गया है।",
  },
);

/** Hindi words of the values the ticket prints from codes; a code not here prints as it is. */
export const TICKET_VALUES_HI: Readonly<Record<string, string>> = {
  // Fare lines (by id)
  ticket_fare: "टिकट किराया",
  convenience_fee: "सुविधा शुल्क",
  gst_on_fee: "सुविधा शुल्क पर GST",
  free_cancellation: "मुफ़्त रद्दीकरण",
  insurance: "यात्रा बीमा",
  // Berths
  LB: "लोअर",
  MB: "मिडिल",
  UB: "अपर",
  SL: "साइड लोअर",
  SM: "साइड मिडिल",
  SU: "साइड अपर",
  WS: "खिड़की",
  AS: "गलियारा",
  MS: "बीच",
  NB: "बर्थ नहीं",
  NP: "कोई वरीयता नहीं",
  // Payment methods
  wallet: "वॉलेट",
  upi: "UPI",
  card: "कार्ड",
  netbanking: "नेट बैंकिंग",
  // Genders
  M: "पुरुष",
  F: "महिला",
  T: "ट्रांसजेंडर",
};
