import { catalogue } from "./catalogue.ts";

/**
 * The words of a two-train journey (ADR 023): the booking, review and
 * payment screens of `/trains/connecting/…`, the legs and the change
 * between them, the stitched booking button and the trip's status box on
 * each train's order page. The trip's state in a sentence arrives from
 * the API in English and is said sentence by sentence by its templates
 * (ADR 028); names, codes, PNRs, times and amounts stay as printed.
 */
export const TRIPS = catalogue(
  {
    // The status box.
    trip_twoTrainsOneBooking: "Two trains, one booking: {total}",
    trip_reviewAndBook: "Review and book both trains",
    trip_completePayment: "Complete the payment",
    trip_paymentFailed: "Payment failed",
    trip_signInOnce: "Sign in to the railway once to book both trains",
    trip_signInRailway: "Sign in to the railway",
    trip_waitingRailway:
      "Waiting for the railway to confirm your berths. Reload this page in a moment.",
    trip_secondNotBooked: "Second train {train} could not be booked",
    trip_firstBookedHeld:
      "Your first train {train} is booked (PNR {pnr}). Nothing has been charged: {total} is on hold.",
    trip_chooseBy: "Choose by {when}",
    trip_chooseByRest:
      ": retry the second train, or cancel the first train with a full refund. If you do not choose by then, we cancel the first train and release the amount.",
    trip_retrySecond: "Retry the second train",
    trip_retryHint:
      "We ask the railway for berths on {train} again; you sign in to the railway once more. {total} stays on hold until both trains are booked.",
    trip_cancelFirst: "Cancel the first train — full refund",
    trip_cancelHint:
      "We cancel {train} (PNR {pnr}) with the railway and release the {total} held. Nothing is charged.",
    trip_retryingSecond: "Retrying the second train",
    trip_cancellingFirst: "Cancelling the first train",
    trip_cancelling: "Cancelling",
    trip_bothBooked: "Both trains booked",
    trip_oneCancelled: "One train cancelled",
    trip_bothCancelled: "Both trains cancelled",
    trip_notBooked: "Journey not booked",
    trip_journeyCancelled: "Journey cancelled",
    // The stitched booking button (spec §4).
    trip_stitched_book_now: "Book now",
    trip_stitched_booked: "Booked",
    trip_stitched_retry: "Retry the second train",
    trip_stitched_disabled: "Booking in progress",
    trip_stitched_payment_failure: "Payment failed — pay again",
    trip_stitched_cancelled: "Cancelled",
    // The legs.
    trip_firstTrain: "First train",
    trip_secondTrain: "Second train",
    trip_departs: "Departs",
    trip_arrives: "Arrives",
    trip_changeAt: "Change at {name} ({code})",
    trip_changeFrom:
      "Change from {name} ({code}) to {toName} ({toCode}), {km} km (about {min} min on foot)",
    trip_wait: " · wait {wait}",
    trip_waitHours: "{h}h {m}m",
    trip_waitMinutes: "{m} min",
    trip_trainsOfJourney: "Trains of this journey",
    "First train": "First train",
    "Second train": "Second train",
    // Booking both trains.
    trip_bookTwo: "Book two trains",
    trip_bookTwoNoneLead:
      "Choose a journey with a change of trains from the search results to book both at once.",
    trip_searchTrains: "Search trains",
    trip_chooseConnecting: "Please choose a connecting journey from the search results.",
    "This link does not name a connecting journey": "This link does not name a connecting journey",
    "Please choose a connecting journey from the search results.":
      "Please choose a connecting journey from the search results.",
    "This train or station does not exist": "This train or station does not exist",
    "These two trains cannot be booked together": "These two trains cannot be booked together",
    trip_bookLead:
      "{from} to {to}, {duration} with a change at {at}. One form, one payment, two tickets.",
    trip_trainStatus: "Train {train}: {status}",
    trip_bothNeedSeats:
      "This journey can be booked only when both trains have seats or a waiting list to join.",
    trip_payOnceNote:
      "You pay once for both trains. The amount is only held until the railway issues both tickets; if the second train cannot be booked, you choose between trying it again and cancelling the first with a full refund.",
    // Review.
    trip_reviewTitle: "Review your journey",
    trip_reviewLead: "Two trains, one booking. Check everything before you pay.",
    trip_holding: "Holding your berths on both trains with the railway…",
    trip_changedFirst: "First train: {message} ({seen} → {now})",
    trip_changedSecond: "Second train: {message} ({seen} → {now})",
    trip_confirmNewStatus:
      "Confirm below to continue with the new seat status, or choose another journey.",
    Trains: "Trains",
    Travellers: "Travellers",
    "Contact details": "Contact details",
    "Fare summary": "Fare summary",
    trip_travellerMeta: "{age} yrs · {gender} · on both trains",
    trip_ticketsSentHere:
      "Both e-tickets are sent here once the railway books both trains. IRCTC user ID: {id}.",
    trip_totalBoth: "Total for both trains",
    trip_searchAgain: "Search again",
    trip_continueNewStatus: "Continue with the new seat status",
    trip_bookBothPay: "Book both trains · pay {amount}",
    trip_payHint: "One payment for both trains, held until the railway issues both tickets.",
    // Payment.
    "Amount to pay": "Amount to pay",
    "Payment options": "Payment options",
    trip_payTitle: "Pay for your journey",
    trip_payLead: "{first}, then {second}: one payment for both trains.",
    trip_heldNote:
      "Held on your payment method, and taken only when the railway issues both tickets.",
    trip_bothHeld: "Both trains' berths stay held for a short while. Pay again to book both.",
    trip_payAgain: "Pay again",
    // The trip's state (the API's sentences).
    "Review both trains and pay {amount} once for the whole journey.":
      "Review both trains and pay {amount} once for the whole journey.",
    "Pay {amount} once for both trains.": "Pay {amount} once for both trains.",
    "The amount is only held until the railway issues both tickets.":
      "The amount is only held until the railway issues both tickets.",
    "Your payment did not go through.": "Your payment did not go through.",
    "No money was taken.": "No money was taken.",
    "Please try the payment again.": "Please try the payment again.",
    "{amount} is on hold, not charged.": "{amount} is on hold, not charged.",
    "Sign in to the railway once to book both trains; the amount is taken only when both tickets are issued.":
      "Sign in to the railway once to book both trains; the amount is taken only when both tickets are issued.",
    "The first train is booked (PNR {pnr}), but the second train could not be booked.":
      "The first train is booked (PNR {pnr}), but the second train could not be booked.",
    "Nothing has been charged: {amount} is on hold.":
      "Nothing has been charged: {amount} is on hold.",
    "Please choose by {time}: retry the second train, or cancel the first train with a full refund.":
      "Please choose by {time}: retry the second train, or cancel the first train with a full refund.",
    "If you do not choose, we will cancel the first train and release the amount.":
      "If you do not choose, we will cancel the first train and release the amount.",
    "Trying the second train again: sign in to the railway to confirm it.":
      "Trying the second train again: sign in to the railway to confirm it.",
    "{amount} stays on hold, not charged.": "{amount} stays on hold, not charged.",
    "Cancelling the first train with the railway.": "Cancelling the first train with the railway.",
    "Nothing will be charged.": "Nothing will be charged.",
    "Both trains are cancelled.": "Both trains are cancelled.",
    "Each train's refund is on its own page.": "Each train's refund is on its own page.",
    "The first train is cancelled (its refund is on its page); the second train stays booked.":
      "The first train is cancelled (its refund is on its page); the second train stays booked.",
    "The second train is cancelled (its refund is on its page); the first train stays booked.":
      "The second train is cancelled (its refund is on its page); the first train stays booked.",
    "Both trains are booked.": "Both trains are booked.",
    "{amount} was paid once for the whole journey.":
      "{amount} was paid once for the whole journey.",
    "Your journey could not be booked, so neither train was booked.":
      "Your journey could not be booked, so neither train was booked.",
    "The {amount} held on your payment method has been released.":
      "The {amount} held on your payment method has been released.",
    "Nothing was charged.": "Nothing was charged.",
    "The railway could not cancel the first train, so its ticket stays valid.":
      "The railway could not cancel the first train, so its ticket stays valid.",
    "You did not choose in time, so we cancelled the first train because the second could not be booked.":
      "You did not choose in time, so we cancelled the first train because the second could not be booked.",
    "The first train was cancelled because the second could not be booked.":
      "The first train was cancelled because the second could not be booked.",
  },
  {
    trip_twoTrainsOneBooking: "दो ट्रेनें, एक बुकिंग: {total}",
    trip_reviewAndBook: "दोनों ट्रेनें देखें और बुक करें",
    trip_completePayment: "भुगतान पूरा करें",
    trip_paymentFailed: "भुगतान विफल",
    trip_signInOnce: "दोनों ट्रेनें बुक करने के लिए रेलवे में एक बार साइन इन करें",
    trip_signInRailway: "रेलवे में साइन इन करें",
    trip_waitingRailway: "रेलवे से आपकी बर्थ की पुष्टि की प्रतीक्षा है। थोड़ी देर में यह पेज फिर से लोड करें।",
    trip_secondNotBooked: "दूसरी ट्रेन {train} बुक नहीं हो सकी",
    trip_firstBookedHeld:
      "आपकी पहली ट्रेन {train} बुक है (PNR {pnr})। कोई राशि नहीं काटी गई: {total} रोके गए हैं।",
    trip_chooseBy: "{when} तक चुनें",
    trip_chooseByRest:
      ": दूसरी ट्रेन के लिए फिर से कोशिश करें, या पहली ट्रेन पूरी धनवापसी के साथ रद्द करें। तब तक न चुनने पर हम पहली ट्रेन रद्द करके राशि छोड़ देंगे।",
    trip_retrySecond: "दूसरी ट्रेन के लिए फिर से कोशिश करें",
    trip_retryHint:
      "हम रेलवे से {train} में फिर से बर्थ माँगते हैं; आप एक बार और रेलवे में साइन इन करते हैं। दोनों ट्रेनें बुक होने तक {total} रोके रहेंगे।",
    trip_cancelFirst: "पहली ट्रेन रद्द करें — पूरी धनवापसी",
    trip_cancelHint:
      "हम रेलवे से {train} (PNR {pnr}) रद्द करवाते हैं और रोके गए {total} छोड़ देते हैं। कोई राशि नहीं कटती।",
    trip_retryingSecond: "दूसरी ट्रेन के लिए फिर से कोशिश",
    trip_cancellingFirst: "पहली ट्रेन रद्द की जा रही है",
    trip_cancelling: "रद्द किया जा रहा है",
    trip_bothBooked: "दोनों ट्रेनें बुक",
    trip_oneCancelled: "एक ट्रेन रद्द",
    trip_bothCancelled: "दोनों ट्रेनें रद्द",
    trip_notBooked: "यात्रा बुक नहीं हुई",
    trip_journeyCancelled: "यात्रा रद्द",
    trip_stitched_book_now: "अभी बुक करें",
    trip_stitched_booked: "बुक हो गया",
    trip_stitched_retry: "दूसरी ट्रेन के लिए फिर से कोशिश करें",
    trip_stitched_disabled: "बुकिंग जारी है",
    trip_stitched_payment_failure: "भुगतान विफल — फिर से भुगतान करें",
    trip_stitched_cancelled: "रद्द",
    trip_firstTrain: "पहली ट्रेन",
    trip_secondTrain: "दूसरी ट्रेन",
    trip_departs: "प्रस्थान",
    trip_arrives: "आगमन",
    trip_changeAt: "{name} ({code}) पर ट्रेन बदलें",
    trip_changeFrom:
      "{name} ({code}) से {toName} ({toCode}) जाकर ट्रेन बदलें, {km} किमी (पैदल लगभग {min} मिनट)",
    trip_wait: " · प्रतीक्षा {wait}",
    trip_waitHours: "{h} घंटे {m} मिनट",
    trip_waitMinutes: "{m} मिनट",
    trip_trainsOfJourney: "इस यात्रा की ट्रेनें",
    "First train": "पहली ट्रेन",
    "Second train": "दूसरी ट्रेन",
    trip_bookTwo: "दो ट्रेनें बुक करें",
    trip_bookTwoNoneLead: "दोनों को एक साथ बुक करने के लिए खोज परिणामों से ट्रेन बदलने वाली कोई यात्रा चुनें।",
    trip_searchTrains: "ट्रेनें खोजें",
    trip_chooseConnecting: "कृपया खोज परिणामों से कोई कनेक्टिंग यात्रा चुनें।",
    "This link does not name a connecting journey": "यह लिंक किसी कनेक्टिंग यात्रा का नहीं है",
    "Please choose a connecting journey from the search results.":
      "कृपया खोज परिणामों से कोई कनेक्टिंग यात्रा चुनें।",
    "This train or station does not exist": "यह ट्रेन या स्टेशन मौजूद नहीं है",
    "These two trains cannot be booked together": "ये दो ट्रेनें एक साथ बुक नहीं हो सकतीं",
    trip_bookLead: "{from} से {to}, {duration}, {at} पर ट्रेन बदलकर। एक फ़ॉर्म, एक भुगतान, दो टिकट।",
    trip_trainStatus: "ट्रेन {train}: {status}",
    trip_bothNeedSeats: "यह यात्रा तभी बुक हो सकती है जब दोनों ट्रेनों में सीटें हों या प्रतीक्षा सूची में जगह हो।",
    trip_payOnceNote:
      "आप दोनों ट्रेनों के लिए एक बार भुगतान करते हैं। राशि तब तक केवल रोकी जाती है जब तक रेलवे दोनों टिकट जारी न कर दे; अगर दूसरी ट्रेन बुक न हो सके, तो आप उसके लिए फिर से कोशिश करने या पहली को पूरी धनवापसी के साथ रद्द करने में से चुनते हैं।",
    trip_reviewTitle: "अपनी यात्रा देखें",
    trip_reviewLead: "दो ट्रेनें, एक बुकिंग। भुगतान से पहले सब कुछ जाँच लें।",
    trip_holding: "रेलवे के पास दोनों ट्रेनों में आपकी बर्थ रोकी जा रही हैं…",
    trip_changedFirst: "पहली ट्रेन: {message} ({seen} → {now})",
    trip_changedSecond: "दूसरी ट्रेन: {message} ({seen} → {now})",
    trip_confirmNewStatus: "नई सीट स्थिति के साथ आगे बढ़ने के लिए नीचे पुष्टि करें, या कोई और यात्रा चुनें।",
    Trains: "ट्रेनें",
    Travellers: "यात्री",
    "Contact details": "संपर्क विवरण",
    "Fare summary": "किराये का सारांश",
    trip_travellerMeta: "{age} वर्ष · {gender} · दोनों ट्रेनों में",
    trip_ticketsSentHere:
      "रेलवे के दोनों ट्रेनें बुक करते ही दोनों ई-टिकट यहाँ भेजे जाते हैं। IRCTC यूज़र आईडी: {id}।",
    trip_totalBoth: "दोनों ट्रेनों का कुल",
    trip_searchAgain: "फिर से खोजें",
    trip_continueNewStatus: "नई सीट स्थिति के साथ आगे बढ़ें",
    trip_bookBothPay: "दोनों ट्रेनें बुक करें · {amount} का भुगतान करें",
    trip_payHint: "दोनों ट्रेनों के लिए एक भुगतान, रेलवे के दोनों टिकट जारी करने तक रोका हुआ।",
    "Amount to pay": "देय राशि",
    "Payment options": "भुगतान के विकल्प",
    trip_payTitle: "अपनी यात्रा का भुगतान करें",
    trip_payLead: "{first}, फिर {second}: दोनों ट्रेनों के लिए एक भुगतान।",
    trip_heldNote: "आपके भुगतान माध्यम पर रोकी जाती है, और रेलवे के दोनों टिकट जारी करने पर ही ली जाती है।",
    trip_bothHeld: "दोनों ट्रेनों की बर्थ थोड़ी देर के लिए रोकी रहती हैं। दोनों बुक करने के लिए फिर से भुगतान करें।",
    trip_payAgain: "फिर से भुगतान करें",
    "Review both trains and pay {amount} once for the whole journey.":
      "दोनों ट्रेनें देखें और पूरी यात्रा के लिए एक बार {amount} का भुगतान करें।",
    "Pay {amount} once for both trains.": "दोनों ट्रेनों के लिए एक बार {amount} का भुगतान करें।",
    "The amount is only held until the railway issues both tickets.":
      "रेलवे के दोनों टिकट जारी करने तक राशि केवल रोकी जाती है।",
    "Your payment did not go through.": "आपका भुगतान नहीं हो सका।",
    "No money was taken.": "कोई राशि नहीं ली गई।",
    "Please try the payment again.": "कृपया फिर से भुगतान करें।",
    "{amount} is on hold, not charged.": "{amount} रोके गए हैं, काटे नहीं गए।",
    "Sign in to the railway once to book both trains; the amount is taken only when both tickets are issued.":
      "दोनों ट्रेनें बुक करने के लिए रेलवे में एक बार साइन इन करें; राशि दोनों टिकट जारी होने पर ही ली जाती है।",
    "The first train is booked (PNR {pnr}), but the second train could not be booked.":
      "पहली ट्रेन बुक है (PNR {pnr}), पर दूसरी ट्रेन बुक नहीं हो सकी।",
    "Nothing has been charged: {amount} is on hold.": "कोई राशि नहीं काटी गई: {amount} रोके गए हैं।",
    "Please choose by {time}: retry the second train, or cancel the first train with a full refund.":
      "कृपया {time} तक चुनें: दूसरी ट्रेन के लिए फिर से कोशिश करें, या पहली ट्रेन पूरी धनवापसी के साथ रद्द करें।",
    "If you do not choose, we will cancel the first train and release the amount.":
      "न चुनने पर हम पहली ट्रेन रद्द करके राशि छोड़ देंगे।",
    "Trying the second train again: sign in to the railway to confirm it.":
      "दूसरी ट्रेन के लिए फिर से कोशिश: पुष्टि के लिए रेलवे में साइन इन करें।",
    "{amount} stays on hold, not charged.": "{amount} रोके रहेंगे, काटे नहीं जाएँगे।",
    "Cancelling the first train with the railway.": "रेलवे से पहली ट्रेन रद्द करवाई जा रही है।",
    "Nothing will be charged.": "कोई राशि नहीं काटी जाएगी।",
    "Both trains are cancelled.": "दोनों ट्रेनें रद्द हैं।",
    "Each train's refund is on its own page.": "हर ट्रेन की धनवापसी उसके अपने पेज पर है।",
    "The first train is cancelled (its refund is on its page); the second train stays booked.":
      "पहली ट्रेन रद्द है (उसकी धनवापसी उसके पेज पर है); दूसरी ट्रेन बुक रहेगी।",
    "The second train is cancelled (its refund is on its page); the first train stays booked.":
      "दूसरी ट्रेन रद्द है (उसकी धनवापसी उसके पेज पर है); पहली ट्रेन बुक रहेगी।",
    "Both trains are booked.": "दोनों ट्रेनें बुक हैं।",
    "{amount} was paid once for the whole journey.": "पूरी यात्रा के लिए एक बार {amount} का भुगतान हुआ।",
    "Your journey could not be booked, so neither train was booked.":
      "आपकी यात्रा बुक नहीं हो सकी, इसलिए कोई भी ट्रेन बुक नहीं हुई।",
    "The {amount} held on your payment method has been released.":
      "आपके भुगतान माध्यम पर रोके गए {amount} छोड़ दिए गए हैं।",
    "Nothing was charged.": "कोई राशि नहीं काटी गई।",
    "The railway could not cancel the first train, so its ticket stays valid.":
      "रेलवे पहली ट्रेन रद्द नहीं कर सका, इसलिए उसका टिकट मान्य रहेगा।",
    "You did not choose in time, so we cancelled the first train because the second could not be booked.":
      "आपने समय पर नहीं चुना, इसलिए दूसरी ट्रेन बुक न हो पाने के कारण हमने पहली ट्रेन रद्द कर दी।",
    "The first train was cancelled because the second could not be booked.":
      "दूसरी ट्रेन बुक न हो पाने के कारण पहली ट्रेन रद्द कर दी गई।",
  },
);

export type TripsMessages = (typeof TRIPS)["en"];
