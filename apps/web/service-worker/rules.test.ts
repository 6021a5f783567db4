import { describe, expect, it } from "vitest";
import { isKeptDocument, isKeptPage, ticketOf } from "./rules.ts";

const at = (path: string) => new URL(path, "https://safar.example");

describe("what the service worker keeps", () => {
  it("keeps the ticket, PNR, live-status and bookings pages", () => {
    for (const path of [
      "/trains/summary/26081500001",
      "/trains/history/26081500001",
      "/trains/pnr-enquiry/1234567890/Xy7_k2-Lm9q",
      "/trains/enquiry-pnr/1234567890/Xy7_k2-Lm9q",
      "/trains/current-status/1234567890/Xy7_k2-Lm9q",
      "/trains/liveTrainStatus?trainNo=12951&date=20261127",
      "/trains/mybookings",
    ]) {
      expect(isKeptPage(at(path)), path).toBe(true);
    }
  });

  it("does not keep searches, checkout or other pages", () => {
    for (const path of [
      "/trains/",
      "/trains/searchTrains/NDLS_New%20Delhi/MMCT_Mumbai%20Central/20260815",
      "/trains/review",
      "/trains/summary/26081500001/cancel",
      "/trains/summary/26081500001/e-ticket.pdf",
      "/trains/check-pnr",
    ]) {
      expect(isKeptPage(at(path)), path).toBe(false);
    }
  });

  it("keeps the e-ticket PDF only", () => {
    expect(isKeptDocument(at("/trains/summary/26081500001/e-ticket.pdf"))).toBe(true);
    expect(isKeptDocument(at("/trains/summary/26081500001/invoice.pdf"))).toBe(false);
  });

  it("finds the e-ticket of an order page", () => {
    expect(ticketOf(at("/trains/summary/26081500001"))).toBe(
      "/trains/summary/26081500001/e-ticket.pdf",
    );
    expect(ticketOf(at("/trains/history/26081500001/"))).toBe(
      "/trains/summary/26081500001/e-ticket.pdf",
    );
    expect(ticketOf(at("/trains/pnr-enquiry/1234567890/Xy7_k2-Lm9q"))).toBeNull();
  });
});
