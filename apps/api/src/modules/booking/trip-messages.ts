import type { Locale } from "@safar/contracts/locale";

/**
 * The SMS and e-mail about a two-train trip (ADR 023) in the account's stored
 * language (ADR 028), as the single-train messages are: the English as it
 * always was, to the character; the Hindi with names, codes, PNRs, times and
 * amounts as printed and the railway's own words as it sent them.
 */

/** What the messages name: the journey, its two trains, the order and its page. */
export interface TripMessageFrame {
  orderId: string;
  fromCode: string;
  toCode: string;
  firstTrain: string;
  secondTrain: string;
  link: string | null | undefined;
}

/** One notice: its purpose's subject and the sentences that say what happened. */
export interface TripNotice {
  subject: string;
  lines: readonly string[];
}

export interface TripMessage {
  subject: string;
  email: string;
  sms: string;
}

/** The e-mail and the SMS of a notice about the trip, in `locale`. */
export function tripMessage(
  frame: TripMessageFrame,
  notice: TripNotice,
  locale: Locale,
): TripMessage {
  const { orderId, fromCode, toCode, firstTrain, secondTrain, link } = frame;
  if (locale === "hi") {
    const what = `${fromCode} से ${toCode} (ट्रेन ${firstTrain} और ${secondTrain})`;
    return {
      subject: notice.subject,
      email: [
        `आपकी यात्रा ${what}:`,
        ...notice.lines,
        ...(link ? [`ऑर्डर का विवरण: ${link}`] : []),
      ].join("\n"),
      sms: `Safar: ऑर्डर ${orderId}, ${what}। ${notice.lines.join(" ")}${link ? ` ${link}` : ""}`,
    };
  }
  const what = `${fromCode} to ${toCode} (trains ${firstTrain} and ${secondTrain})`;
  return {
    subject: notice.subject,
    email: [
      `Your journey ${what}:`,
      ...notice.lines,
      ...(link ? [`Order details: ${link}`] : []),
    ].join("\n"),
    sms: `Safar: order ${orderId}, ${what}. ${notice.lines.join(" ")}${link ? ` ${link}` : ""}`,
  };
}

const released = (amount: string, locale: Locale) =>
  locale === "hi"
    ? `आपके भुगतान माध्यम पर रोके गए ${amount} छोड़ दिए गए हैं। कोई राशि नहीं काटी गई।`
    : `The ${amount} held on your payment method has been released. Nothing was charged.`;

/**
 * The first train could not be booked, so neither was. `reason` is the
 * failure's sentence in `locale` (`failureReasonOf` / `failureReasonHi`).
 */
export function tripFailedNotice(
  orderId: string,
  reason: string,
  amount: string,
  locale: Locale,
): TripNotice {
  if (locale === "hi") {
    return {
      subject: `यात्रा बुक नहीं हुई, कोई राशि नहीं कटी: ऑर्डर ${orderId}`,
      lines: [
        `पहली ट्रेन बुक नहीं हो सकी, इसलिए कोई भी ट्रेन बुक नहीं की गई। ${reason}`,
        released(amount, locale),
      ],
    };
  }
  return {
    subject: `Journey not booked, nothing charged: order ${orderId}`,
    lines: [
      `The first train could not be booked, so neither train was booked. ${reason}`,
      released(amount, locale),
    ],
  };
}

/** The second train could not be booked: the traveller chooses by `decideBy` (IST `HH:MM`). */
export function secondFailedNotice(
  input: {
    orderId: string;
    firstTrain: string;
    pnr: string | null;
    secondTrain: string;
    reason: string;
    amount: string;
    decideBy: string;
  },
  locale: Locale,
): TripNotice {
  const { orderId, firstTrain, pnr, secondTrain, reason, amount, decideBy } = input;
  if (locale === "hi") {
    return {
      subject: `दूसरी ट्रेन बुक नहीं हुई, कृपया ${decideBy} बजे तक चुनें: ऑर्डर ${orderId}`,
      lines: [
        `आपकी पहली ट्रेन ${firstTrain} बुक हो गई है (PNR ${pnr}), लेकिन दूसरी ट्रेन ${secondTrain} बुक नहीं हो सकी। ${reason}`,
        `अभी कोई राशि नहीं काटी गई: ${amount} रोके गए हैं।`,
        `कृपया ${decideBy} बजे तक चुनें: दूसरी ट्रेन के लिए फिर से कोशिश करें, या पहली ट्रेन रद्द करें और पूरा पैसा वापस पाएँ। अगर आप नहीं चुनते, तो हम पहली ट्रेन रद्द करके राशि छोड़ देंगे।`,
      ],
    };
  }
  return {
    subject: `Second train not booked, please choose by ${decideBy}: order ${orderId}`,
    lines: [
      `Your first train ${firstTrain} is booked (PNR ${pnr}), but the second train ${secondTrain} could not be booked. ${reason}`,
      `Nothing has been charged: ${amount} is on hold.`,
      `Please choose by ${decideBy}: retry the second train, or cancel the first train with a full refund. If you do not choose, we will cancel the first train and release the amount.`,
    ],
  };
}

/**
 * The first train cancelled and nothing charged: as the traveller chose, by
 * default at `decideBy` (IST `HH:MM`), or the railway refused to cancel
 * (`refused`: its own words, as sent) and the ticket stands.
 */
export function tripCancelledNotice(
  input: {
    orderId: string;
    pnr: string | null;
    amount: string;
    how: { refused: string } | { defaultAt: string } | "chosen";
  },
  locale: Locale,
): TripNotice {
  const { orderId, pnr, amount, how } = input;
  const hi = locale === "hi";
  let first: string;
  if (typeof how === "object" && "refused" in how) {
    first = hi
      ? `रेलवे आपकी पहली ट्रेन (PNR ${pnr}) रद्द नहीं कर सका: ${how.refused} टिकट मान्य रहेगा।`
      : `The railway could not cancel your first train (PNR ${pnr}): ${how.refused} The ticket stays valid.`;
  } else if (typeof how === "object") {
    first = hi
      ? `${how.defaultAt} बजे तक कोई विकल्प नहीं चुना गया, इसलिए दूसरी ट्रेन बुक न हो पाने के कारण हमने आपकी पहली ट्रेन (PNR ${pnr}) रद्द कर दी।`
      : `No choice was made by ${how.defaultAt}, so we cancelled your first train (PNR ${pnr}) because the second train could not be booked.`;
  } else {
    first = hi
      ? `आपके चुनाव के अनुसार, दूसरी ट्रेन बुक न हो पाने के कारण आपकी पहली ट्रेन (PNR ${pnr}) रद्द कर दी गई है।`
      : `Your first train (PNR ${pnr}) is cancelled, as you chose, because the second train could not be booked.`;
  }
  return {
    subject: hi
      ? `यात्रा रद्द, कोई राशि नहीं कटी: ऑर्डर ${orderId}`
      : `Journey cancelled, nothing charged: order ${orderId}`,
    lines: [first, released(amount, locale)],
  };
}
