import { describe, expect, it } from "vitest";
import {
  afterPayment,
  confirmHref,
  describeBookingStatus,
  fareLineLabel,
  formatCountdown,
  isConfirmedStatus,
  loginHref,
  normaliseCardNumber,
  normaliseExpiry,
  orderProgress,
  PAYMENT_WINDOW_SECONDS,
  paymentMethodLabel,
  paymentRedirect,
  paymentStatusLabel,
  refundSentence,
  refundTitle,
  releasedSentence,
  reviewRedirect,
  secondsUntil,
  TIMER_OVER_TEXT,
  TIMER_WARNING_TEXT,
  timerAnnouncement,
  timerPhase,
} from "./format.ts";

describe("payment countdown", () => {
  it("formats whole minutes and seconds as mm:ss", () => {
    expect(formatCountdown(PAYMENT_WINDOW_SECONDS)).toBe("10:00");
    expect(formatCountdown(599)).toBe("09:59");
    expect(formatCountdown(120)).toBe("02:00");
    expect(formatCountdown(59)).toBe("00:59");
    expect(formatCountdown(0)).toBe("00:00");
  });

  it("clamps negative, fractional and non-finite input", () => {
    expect(formatCountdown(-5)).toBe("00:00");
    expect(formatCountdown(61.9)).toBe("01:01");
    expect(formatCountdown(Number.NaN)).toBe("00:00");
  });

  it("counts the seconds left up to the deadline, rounding up and never below zero", () => {
    const expiresAt = "2026-11-21T04:40:00.000Z";
    const at = (iso: string) => Date.parse(iso);
    expect(secondsUntil(expiresAt, at("2026-11-21T04:30:00.000Z"))).toBe(600);
    expect(secondsUntil(expiresAt, at("2026-11-21T04:39:59.600Z"))).toBe(1);
    expect(secondsUntil(expiresAt, at("2026-11-21T04:40:00.000Z"))).toBe(0);
    expect(secondsUntil(expiresAt, at("2026-11-21T05:00:00.000Z"))).toBe(0);
    expect(secondsUntil("not a date", 0)).toBe(0);
  });

  it("turns to the warning phase from 120 s and is over at 0 (spec §9)", () => {
    expect(timerPhase(600)).toBe("normal");
    expect(timerPhase(121)).toBe("normal");
    expect(timerPhase(120)).toBe("warning");
    expect(timerPhase(1)).toBe("warning");
    expect(timerPhase(0)).toBe("over");
  });

  it("announces only the entry into the warning phase and the end, never each second", () => {
    expect(timerAnnouncement(122, 121)).toBeNull();
    expect(timerAnnouncement(121, 120)).toBe(TIMER_WARNING_TEXT);
    expect(timerAnnouncement(120, 119)).toBeNull();
    expect(timerAnnouncement(1, 0)).toBe(TIMER_OVER_TEXT);
    expect(timerAnnouncement(0, 0)).toBeNull();
    // A tab woken after a long sleep jumps straight to the end.
    expect(timerAnnouncement(400, 0)).toBe(TIMER_OVER_TEXT);
  });
});

describe("passenger booking status in words", () => {
  it("spells out a confirmed berth and seat", () => {
    expect(describeBookingStatus("CNF/B2/34/LB")).toBe("Confirmed · Coach B2 · Berth 34 (Lower)");
    expect(describeBookingStatus("CNF/S10/7/SU")).toBe(
      "Confirmed · Coach S10 · Berth 7 (Side Upper)",
    );
    expect(describeBookingStatus("CNF/C1/12/WS")).toBe("Confirmed · Coach C1 · Seat 12 (Window)");
    expect(describeBookingStatus("cnf / a1 / 3 / ub")).toBe(
      "Confirmed · Coach A1 · Berth 3 (Upper)",
    );
    expect(describeBookingStatus("CNF")).toBe("Confirmed");
  });

  it("spells out an RAC berth, and shows RAC and waiting-list positions as they are", () => {
    expect(describeBookingStatus("RAC/S4/7/SL")).toBe("RAC · Coach S4 · Berth 7 (Side Lower)");
    expect(describeBookingStatus("RAC 3")).toBe("RAC 3");
    expect(describeBookingStatus("GNWL 12")).toBe("GNWL 12");
    expect(describeBookingStatus("WL 4")).toBe("WL 4");
  });

  it("names the other railway words, and says when there is no answer yet", () => {
    expect(describeBookingStatus("CAN")).toBe("Cancelled");
    expect(describeBookingStatus("NOSB")).toBe("No seat or berth (child)");
    expect(describeBookingStatus(null)).toBe("Not booked yet");
    expect(describeBookingStatus("")).toBe("Not booked yet");
  });

  it("tells a confirmed status", () => {
    expect(isConfirmedStatus("CNF/B2/34/LB")).toBe(true);
    expect(isConfirmedStatus("RAC 3")).toBe(false);
    expect(isConfirmedStatus(null)).toBe(false);
  });
});

describe("fare and payment words", () => {
  it("labels fare lines, the ticket fare with its travellers", () => {
    expect(fareLineLabel({ id: "ticket_fare", label: "Ticket fare" }, 2)).toBe(
      "Ticket fare (2 travellers)",
    );
    expect(fareLineLabel({ id: "ticket_fare", label: "Ticket fare" }, 1)).toBe(
      "Ticket fare (1 traveller)",
    );
    expect(fareLineLabel({ id: "gst_on_fee", label: "x" }, 2)).toBe("GST on convenience fee");
    expect(fareLineLabel({ id: "insurance", label: "x" }, 2)).toBe("Travel insurance");
  });

  it("names payment methods", () => {
    expect(paymentMethodLabel("netbanking")).toBe("Net banking");
    expect(paymentMethodLabel("upi")).toBe("UPI");
    expect(paymentMethodLabel(null)).toBe("Not paid yet");
  });

  it("words the refund with ₹ and Indian grouping", () => {
    expect(refundSentence(123456750)).toBe(
      "₹12,34,567.50 has been refunded to your original payment method.",
    );
  });

  it("titles a wallet refund as credited to the wallet, any other as sent to the payment method", () => {
    expect(refundTitle(79500, "wallet")).toBe("₹795.00 has been credited to your wallet.");
    expect(refundTitle(79500, "upi")).toBe(
      "₹795.00 has been refunded to your original payment method.",
    );
  });

  it("words a released hold and the payment states of an authorisation (ADR 015)", () => {
    expect(releasedSentence(123450)).toBe(
      "The ₹1,234.50 held on your payment method has been released. Nothing was charged.",
    );
    expect(paymentStatusLabel("authorized")).toBe("On hold, not charged yet");
    expect(paymentStatusLabel("voided")).toBe("Hold released, nothing charged");
    expect(paymentStatusLabel("captured")).toBe("Paid");
  });
});

describe("order progress (spec §4)", () => {
  const states = (status: number) => orderProgress(status).map((s) => `${s.label}:${s.state}`);

  it("walks payment received, booking in-process, booking successful", () => {
    expect(states(1)).toEqual([
      "Payment received:current",
      "Booking in-process:todo",
      "Booking successful:todo",
    ]);
    expect(states(5)).toEqual([
      "Payment received:done",
      "Booking in-process:current",
      "Booking pending:todo",
    ]);
    expect(states(7)).toEqual([
      "Payment received:done",
      "Booking in-process:done",
      "Booking successful:done",
    ]);
  });

  it("names the outcome when the booking failed, was cancelled or the payment failed", () => {
    expect(states(6)[2]).toBe("Booking failed:failed");
    expect(states(18)[2]).toBe("Booking cancelled:failed");
    expect(states(10)[2]).toBe("Train cancelled:failed");
    expect(states(2)[0]).toBe("Payment failed:failed");
  });
});

describe("where an order belongs", () => {
  it("keeps drafts on review, sends paying orders to payment and the rest to the summary", () => {
    expect(reviewRedirect(0, "26112100000001")).toBeNull();
    expect(reviewRedirect(1, "26112100000001")).toBe("/trains/pg-review?orderId=26112100000001");
    expect(reviewRedirect(2, "26112100000001")).toBe("/trains/pg-review?orderId=26112100000001");
    expect(reviewRedirect(7, "26112100000001")).toBe("/trains/summary/26112100000001");
    expect(paymentRedirect(1, "1234567890")).toBeNull();
    expect(paymentRedirect(2, "1234567890")).toBeNull();
    expect(paymentRedirect(0, "1234567890")).toBe("/trains/review?orderId=1234567890");
    for (const status of [5, 6, 7]) {
      expect(paymentRedirect(status, "1234567890")).toBe("/trains/summary/1234567890");
    }
  });

  it("links to sign-in with the way back, and to the traveller details of the journey", () => {
    expect(loginHref("/trains/review?orderId=123")).toBe(
      "/v1/api/login?next=%2Ftrains%2Freview%3ForderId%3D123",
    );
    const journey = {
      trainNumber: "12301",
      trainName: "Howrah Rajdhani",
      from: "NDLS",
      fromName: "New Delhi",
      to: "HWH",
      toName: "Howrah Junction",
      date: "2026-11-25",
      departure: "16:50",
      arrival: "09:55",
      classCode: "3A",
      quota: "GN",
      pnr: null,
      railwayUserId: "asha_v",
    };
    expect(confirmHref(journey)).toBe(
      "/trains/confirm?train=12301&class=3A&quota=GN&date=2026-11-25&from=NDLS&to=HWH",
    );
    expect(confirmHref(journey, "AVAILABLE-0044")).toContain("&status=AVAILABLE-0044");
  });
});

describe("payment form input", () => {
  it("reads card expiries typed with or without the slash", () => {
    expect(normaliseExpiry("1228")).toBe("12/28");
    expect(normaliseExpiry("12/28")).toBe("12/28");
    expect(normaliseExpiry(" 12 / 2028 ")).toBe("12/2028");
    expect(normaliseExpiry("12-28")).toBe("12/28");
    expect(normaliseExpiry("1/28")).toBe("1/28");
  });

  it("drops the spaces and dashes of a card number", () => {
    expect(normaliseCardNumber("4111 1111-1111 1111")).toBe("4111111111111111");
  });
});

describe("after an authorised payment", () => {
  it("goes to the railway's password page as a document, else to the order", () => {
    expect(
      afterPayment("/railway/authorize?hold=abc&return=%2Ftrains%2Fsummary%2F123", "12345678"),
    ).toEqual({
      path: "/railway/authorize?hold=abc&return=%2Ftrains%2Fsummary%2F123",
      document: true,
    });
    expect(afterPayment("/trains/summary/12345678", "12345678")).toEqual({
      path: "/trains/summary/12345678",
      document: false,
    });
  });

  it("never leaves the site", () => {
    for (const bad of [
      "https://evil.example/",
      "//evil.example/x",
      "/\\evil.example",
      "",
      undefined,
    ]) {
      expect(afterPayment(bad, "12345678")).toEqual({
        path: "/trains/summary/12345678",
        document: false,
      });
    }
  });
});
