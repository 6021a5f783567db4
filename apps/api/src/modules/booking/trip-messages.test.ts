import { describe, expect, it } from "vitest";
import {
  secondFailedNotice,
  tripCancelledNotice,
  tripFailedNotice,
  tripMessage,
} from "./trip-messages.ts";

/** The two-train trip's SMS and e-mail (ADR 023) in English as before, and in Hindi (ADR 028). */
const frame = {
  orderId: "ord_1",
  fromCode: "AGC",
  toCode: "AJJ",
  firstTrain: "12280",
  secondTrain: "16032",
  link: "https://safar.example/trains/summary/ord_1",
};

describe("two-train trip messages", () => {
  it("keeps the English frame and sentences to the character", () => {
    const notice = tripFailedNotice(
      "ord_1",
      "The railway could not book this ticket: Full.",
      "₹1,250",
      "en",
    );
    expect(tripMessage(frame, notice, "en")).toEqual({
      subject: "Journey not booked, nothing charged: order ord_1",
      email: [
        "Your journey AGC to AJJ (trains 12280 and 16032):",
        "The first train could not be booked, so neither train was booked. The railway could not book this ticket: Full.",
        "The ₹1,250 held on your payment method has been released. Nothing was charged.",
        "Order details: https://safar.example/trains/summary/ord_1",
      ].join("\n"),
      sms: "Safar: order ord_1, AGC to AJJ (trains 12280 and 16032). The first train could not be booked, so neither train was booked. The railway could not book this ticket: Full. The ₹1,250 held on your payment method has been released. Nothing was charged. https://safar.example/trains/summary/ord_1",
    });
    const second = secondFailedNotice(
      {
        orderId: "ord_1",
        firstTrain: "12280",
        pnr: "4512345678",
        secondTrain: "16032",
        reason:
          "The railway released the berths held for you before the booking could be completed.",
        amount: "₹1,250",
        decideBy: "14:30",
      },
      "en",
    );
    expect(second.subject).toBe("Second train not booked, please choose by 14:30: order ord_1");
    expect(second.lines).toEqual([
      "Your first train 12280 is booked (PNR 4512345678), but the second train 16032 could not be booked. The railway released the berths held for you before the booking could be completed.",
      "Nothing has been charged: ₹1,250 is on hold.",
      "Please choose by 14:30: retry the second train, or cancel the first train with a full refund. If you do not choose, we will cancel the first train and release the amount.",
    ]);
    const cancelled = (how: Parameters<typeof tripCancelledNotice>[0]["how"]) =>
      tripCancelledNotice({ orderId: "ord_1", pnr: "4512345678", amount: "₹1,250", how }, "en");
    expect(cancelled("chosen").subject).toBe("Journey cancelled, nothing charged: order ord_1");
    expect(cancelled("chosen").lines[0]).toBe(
      "Your first train (PNR 4512345678) is cancelled, as you chose, because the second train could not be booked.",
    );
    expect(cancelled({ defaultAt: "14:30" }).lines[0]).toBe(
      "No choice was made by 14:30, so we cancelled your first train (PNR 4512345678) because the second train could not be booked.",
    );
    expect(cancelled({ refused: "Chart prepared." }).lines[0]).toBe(
      "The railway could not cancel your first train (PNR 4512345678): Chart prepared. The ticket stays valid.",
    );
    expect(cancelled("chosen").lines[1]).toBe(
      "The ₹1,250 held on your payment method has been released. Nothing was charged.",
    );
  });

  it("words them in Hindi: codes, trains, PNRs, times and amounts as printed", () => {
    const notice = tripFailedNotice("ord_1", "रेलवे यह टिकट बुक नहीं कर सका: Full.", "₹1,250", "hi");
    const hi = tripMessage(frame, notice, "hi");
    expect(hi.subject).toBe("यात्रा बुक नहीं हुई, कोई राशि नहीं कटी: ऑर्डर ord_1");
    expect(hi.email.split("\n")).toEqual([
      "आपकी यात्रा AGC से AJJ (ट्रेन 12280 और 16032):",
      "पहली ट्रेन बुक नहीं हो सकी, इसलिए कोई भी ट्रेन बुक नहीं की गई। रेलवे यह टिकट बुक नहीं कर सका: Full.",
      "आपके भुगतान माध्यम पर रोके गए ₹1,250 छोड़ दिए गए हैं। कोई राशि नहीं काटी गई।",
      "ऑर्डर का विवरण: https://safar.example/trains/summary/ord_1",
    ]);
    expect(hi.sms).toMatch(/^Safar: ऑर्डर ord_1, AGC से AJJ \(ट्रेन 12280 और 16032\)। पहली ट्रेन /);
    expect(hi.sms).toMatch(/ https:\/\/safar\.example\/trains\/summary\/ord_1$/);

    const second = secondFailedNotice(
      {
        orderId: "ord_1",
        firstTrain: "12280",
        pnr: "4512345678",
        secondTrain: "16032",
        reason: "बुकिंग पूरी होने से पहले रेलवे ने आपके लिए रोकी गई बर्थ छोड़ दीं।",
        amount: "₹1,250",
        decideBy: "14:30",
      },
      "hi",
    );
    expect(second.subject).toBe("दूसरी ट्रेन बुक नहीं हुई, कृपया 14:30 बजे तक चुनें: ऑर्डर ord_1");
    expect(second.lines[0]).toBe(
      "आपकी पहली ट्रेन 12280 बुक हो गई है (PNR 4512345678), लेकिन दूसरी ट्रेन 16032 बुक नहीं हो सकी। बुकिंग पूरी होने से पहले रेलवे ने आपके लिए रोकी गई बर्थ छोड़ दीं।",
    );
    expect(second.lines[1]).toBe("अभी कोई राशि नहीं काटी गई: ₹1,250 रोके गए हैं।");
    expect(second.lines[2]).toContain("कृपया 14:30 बजे तक चुनें");

    const cancelled = (how: Parameters<typeof tripCancelledNotice>[0]["how"]) =>
      tripCancelledNotice({ orderId: "ord_1", pnr: "4512345678", amount: "₹1,250", how }, "hi");
    expect(cancelled("chosen").subject).toBe("यात्रा रद्द, कोई राशि नहीं कटी: ऑर्डर ord_1");
    expect(cancelled("chosen").lines[0]).toContain("आपके चुनाव के अनुसार");
    expect(cancelled({ defaultAt: "14:30" }).lines[0]).toMatch(
      /^14:30 बजे तक कोई विकल्प नहीं चुना गया/,
    );
    // The railway's refusal as it sent it.
    expect(cancelled({ refused: "Chart prepared." }).lines[0]).toBe(
      "रेलवे आपकी पहली ट्रेन (PNR 4512345678) रद्द नहीं कर सका: Chart prepared. टिकट मान्य रहेगा।",
    );
    // No English left in the Hindi sentences (the railway's quoted words apart).
    for (const line of [...hi.email.split("\n"), ...second.lines, ...cancelled("chosen").lines]) {
      expect(line).not.toMatch(/\b(Your|journey|order|train|charged|choose|released)\b/);
    }
  });

  it("leaves the order link out when there is none", () => {
    const notice = tripFailedNotice("ord_1", "x", "₹1", "hi");
    const message = tripMessage({ ...frame, link: null }, notice, "hi");
    expect(message.email).not.toContain("ऑर्डर का विवरण");
    expect(message.sms.endsWith("कोई राशि नहीं काटी गई।")).toBe(true);
  });
});
