import { describe, expect, it } from "vitest";
import { failureReasonHi, failureReasonOf, moneySentence, moneySentenceHi } from "./settlement.ts";

describe("what a failed booking tells the traveller (ADR 015)", () => {
  it("names the railway password step when the hold lapsed waiting for it", () => {
    expect(failureReasonOf({ reason: "authorization_timeout", message: "ignored" }, "asha_v")).toBe(
      "The password of IRCTC user ID asha_v was not entered on the railway's page in time, so the railway released the berths held for you.",
    );
  });

  it("says the railway released the berths for a lapsed hold, never 'before payment'", () => {
    const reason = failureReasonOf(
      {
        reason: "hold_expired",
        message:
          "The berths held for this booking were released: the booking was not completed in time",
      },
      "asha_v",
    );
    expect(reason).toBe(
      "The railway released the berths held for you before the booking could be completed.",
    );
    expect(reason).not.toMatch(/payment/);
  });

  it("passes on any other refusal of the railway as one sentence", () => {
    expect(failureReasonOf({ reason: "regret", message: "No berths left" }, "x")).toBe(
      "The railway could not book this ticket: No berths left.",
    );
    expect(failureReasonOf({ reason: "x", message: "Not bookable now." }, "x")).toBe(
      "The railway could not book this ticket: Not bookable now.",
    );
  });

  it("says a voided hold took nothing and a refund went back, with the amount in ₹", () => {
    expect(moneySentence({ status: "voided", amountPaise: 123450 })).toBe(
      "The ₹1,234.50 held on your payment method has been released. Nothing was charged.",
    );
    expect(moneySentence({ status: "captured", amountPaise: 123450 })).toBe(
      "₹1,234.50 has been refunded to your original payment method.",
    );
  });

  it("says the same in Hindi for a traveller whose language is Hindi, the railway's words as sent", () => {
    expect(failureReasonHi({ reason: "authorization_timeout", message: "ignored" }, "asha_v")).toBe(
      "IRCTC यूज़र आईडी asha_v का पासवर्ड रेलवे के पेज पर समय पर नहीं डाला गया, इसलिए रेलवे ने आपके लिए रोकी गई बर्थ छोड़ दीं।",
    );
    expect(failureReasonHi({ reason: "regret", message: "No berths left" }, "x")).toBe(
      "रेलवे यह टिकट बुक नहीं कर सका: No berths left.",
    );
    expect(moneySentenceHi({ status: "captured", amountPaise: 123450 })).toBe(
      "₹1,234.50 आपके मूल भुगतान माध्यम में लौटा दिए गए हैं।",
    );
    expect(moneySentenceHi({ status: "voided", amountPaise: 123450 })).toContain(
      "कोई राशि नहीं काटी गई",
    );
  });
});
