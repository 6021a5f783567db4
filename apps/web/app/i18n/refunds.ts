import { catalogue } from "./catalogue.ts";

/**
 * The words of an unclaimed refund (spec §2, §9): My bookings' cards and
 * their claim form, the notice after a claim, and the order page's link to
 * the claim. The bank's reasons for returning a refund arrive from the API
 * in English and are keyed by that wording (ADR 028).
 */
export const REFUNDS = catalogue(
  {
    method_upi: "UPI account",
    method_card: "card",
    method_netbanking: "bank account",
    method_other: "payment method",
    claimLink: "Refund could not be credited to your {method} — claim it",
    expiredOn: "Not claimed within 10 days: credited to your wallet{when}.",
    claimedUpi: "Claimed: sent to UPI ID {upiId}{when}.",
    claimedWallet: "Claimed: credited to your wallet{when}.",
    onDate: " on {date}",
    toClaim: "To claim",
    inWallet: "In your wallet",
    claimed: "Claimed",
    cardTitle: "Refund of {money}: {train}",
    fromTo: "{from} to {to}",
    orderDetails: "Order details",
    whyBounced: "Why it bounced: ",
    paidWith: " (paid with {method} {instrument})",
    claimBy: "Claim by {date}",
    linkSent: " · claim link sent {date}",
    whereTo: "Where should {money} go?",
    safarWallet: "Safar wallet",
    atOnce: "Credited at once",
    aUpiId: "A UPI ID",
    openAccount: "Of an account that is open; enter it below",
    upiLabel: "UPI ID (for a claim to UPI)",
    upiHint: "For example name@okbank",
    claimMoney: "Claim {money}",
    sentToUpi: "{money} has been sent to UPI ID {upiId}.",
    addedBalance: "{money} has been added to your wallet. Your wallet balance is {balance}.",
    added: "{money} has been added to your wallet.",
    "The card you paid with is closed, so the bank returned the refund.":
      "The card you paid with is closed, so the bank returned the refund.",
    "The bank account of the UPI ID you paid with is closed, so the bank returned the refund.":
      "The bank account of the UPI ID you paid with is closed, so the bank returned the refund.",
    "Choose where the refund should go": "Choose where the refund should go",
    "Choose a refund to claim": "Choose a refund to claim",
    "This refund has already been claimed, or its claim time is over and it went to your wallet.":
      "This refund has already been claimed, or its claim time is over and it went to your wallet.",
    "This UPI ID cannot receive the refund: its bank account is closed. Please give another UPI ID or choose your wallet.":
      "This UPI ID cannot receive the refund: its bank account is closed. Please give another UPI ID or choose your wallet.",
  },
  {
    method_upi: "UPI खाते",
    method_card: "कार्ड",
    method_netbanking: "बैंक खाते",
    method_other: "भुगतान माध्यम",
    claimLink: "धनवापसी आपके {method} में जमा नहीं हो सकी — इसे क्लेम करें",
    expiredOn: "10 दिनों में क्लेम नहीं की गई: आपके वॉलेट में जमा की गई{when}।",
    claimedUpi: "क्लेम की गई: UPI ID {upiId} पर भेजी गई{when}।",
    claimedWallet: "क्लेम की गई: आपके वॉलेट में जमा की गई{when}।",
    onDate: " {date} को",
    toClaim: "क्लेम बाकी",
    inWallet: "आपके वॉलेट में",
    claimed: "क्लेम की गई",
    cardTitle: "{money} की धनवापसी: {train}",
    fromTo: "{from} से {to}",
    orderDetails: "ऑर्डर का विवरण",
    whyBounced: "क्यों लौटी: ",
    paidWith: " ({method} {instrument} से भुगतान)",
    claimBy: "{date} तक क्लेम करें",
    linkSent: " · क्लेम का लिंक {date} को भेजा गया",
    whereTo: "{money} कहाँ जाए?",
    safarWallet: "सफ़र वॉलेट",
    atOnce: "तुरंत जमा",
    aUpiId: "कोई UPI ID",
    openAccount: "किसी चालू खाते की; नीचे लिखें",
    upiLabel: "UPI ID (UPI में क्लेम के लिए)",
    upiHint: "उदाहरण: name@okbank",
    claimMoney: "{money} क्लेम करें",
    sentToUpi: "{money} UPI ID {upiId} पर भेज दिए गए हैं।",
    addedBalance: "{money} आपके वॉलेट में जोड़ दिए गए हैं। आपके वॉलेट में अब {balance} हैं।",
    added: "{money} आपके वॉलेट में जोड़ दिए गए हैं।",
    "The card you paid with is closed, so the bank returned the refund.":
      "आपने जिस कार्ड से भुगतान किया था वह बंद हो चुका है, इसलिए बैंक ने धनवापसी लौटा दी।",
    "The bank account of the UPI ID you paid with is closed, so the bank returned the refund.":
      "आपने जिस UPI ID से भुगतान किया था उसका बैंक खाता बंद हो चुका है, इसलिए बैंक ने धनवापसी लौटा दी।",
    "Choose where the refund should go": "चुनें कि धनवापसी कहाँ जाए",
    "Choose a refund to claim": "क्लेम करने के लिए कोई धनवापसी चुनें",
    "This refund has already been claimed, or its claim time is over and it went to your wallet.":
      "यह धनवापसी पहले ही क्लेम की जा चुकी है, या इसके क्लेम का समय बीत गया और यह आपके वॉलेट में चली गई।",
    "This UPI ID cannot receive the refund: its bank account is closed. Please give another UPI ID or choose your wallet.":
      "इस UPI ID पर धनवापसी नहीं भेजी जा सकती: इसका बैंक खाता बंद है। कृपया कोई और UPI ID दें या अपना वॉलेट चुनें।",
  },
);

export type RefundsMessages = (typeof REFUNDS)["en"];
