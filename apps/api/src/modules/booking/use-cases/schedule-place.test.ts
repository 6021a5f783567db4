import { describe, expect, it } from "vitest";
import { scheduleNoticeWords } from "./schedule-place.ts";

/** One-click Tatkal's notice before the opening (ADR 022), in English as before and in Hindi (ADR 028). */
describe("one-click Tatkal notice words", () => {
  const input = {
    orderId: "ord_7",
    trainNumber: "12951",
    classCode: "3A",
    journeyDate: "2026-12-03",
    // 10:00 IST
    opensAt: new Date("2026-12-02T04:30:00Z"),
    heldPaise: 245_000,
  };

  it("keeps the English to the character", () => {
    expect(scheduleNoticeWords(input, "en")).toEqual({
      subject: "Tatkal opens at 10:00: your booking ord_7 is ready",
      text: "Your one-click Tatkal booking of 12951 3A (Tatkal) on 2026-12-03 is placed by itself when Tatkal opens at 10:00. ₹2,450.00 is held in your wallet and taken only if a ticket is issued.",
    });
  });

  it("words it in Hindi, the train, class, date, time and amount as printed", () => {
    expect(scheduleNoticeWords(input, "hi")).toEqual({
      subject: "तत्काल 10:00 बजे खुलेगा: आपकी बुकिंग ord_7 तैयार है",
      text: "आपकी 2026-12-03 की 12951 3A (तत्काल) की वन-क्लिक तत्काल बुकिंग 10:00 बजे तत्काल खुलते ही अपने आप हो जाएगी। आपके वॉलेट में ₹2,450.00 रोके गए हैं, जो टिकट जारी होने पर ही लिए जाएँगे।",
    });
  });
});
