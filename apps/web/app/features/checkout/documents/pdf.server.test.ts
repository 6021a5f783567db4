import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { eTicketPdf, invoicePdf } from "./pdf.server.ts";
import { testOrder } from "./test-order.ts";
import { eTicketContent, invoiceContent, TICKET_INSTRUCTIONS } from "./ticket-content.ts";

async function textOf(bytes: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  return text.replace(/\s+/g, " ");
}

describe("the e-ticket PDF", () => {
  it("is a PDF whose text holds the PNR, train, passengers with their status now, fare and instructions", async () => {
    const bytes = await eTicketPdf(eTicketContent(testOrder()));
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    const text = await textOf(bytes);
    for (const words of [
      "Electronic Reservation Slip (ERS)",
      "2456789012",
      "12952 / Mumbai Rajdhani",
      "New Delhi (NDLS)",
      "Mumbai Central (MMCT)",
      "Asha Verma",
      "Ravi Verma",
      "₹6,290",
      "₹6,325.40",
      "PAY-TEST-1",
    ]) {
      expect(text, words).toContain(words);
    }
    // After the chart: the berth given, not the waitlist number it was booked at.
    expect(text).toMatch(/Confirmed.*B3.*12/);
    expect(text).toContain(TICKET_INSTRUCTIONS[0]?.slice(0, 40));
    // Waitlisted passengers may not travel in reserved coaches (facts.md §3.2, §13).
    expect(text).toContain("still waitlisted after the chart may not travel");
  });

  it("has no ticket to print before the railway issued a PNR", async () => {
    const { hasTicket } = await import("./ticket-content.ts");
    const order = testOrder();
    expect(hasTicket(order)).toBe(true);
    expect(hasTicket({ ...order, journey_details: { ...order.journey_details, pnr: null } })).toBe(
      false,
    );
  });
});

describe("the tax invoice PDF", () => {
  it("bills Safar's own charges, not the railway's fare, with the buyer's GSTIN when given", async () => {
    const order = testOrder({
      gst_details: { gstIn: "27AAPFU0939F1ZV", nameOnGst: "Verma Traders" },
    });
    const content = invoiceContent(order);
    expect(content.lines.map((l) => l.label)).toEqual([
      "Convenience fee",
      "GST on convenience fee",
    ]);
    expect(content.total.value).toBe("₹35.40");
    const text = await textOf(await invoicePdf(content));
    for (const words of [
      "Tax invoice",
      "Verma Traders",
      "27AAPFU0939F1ZV",
      "₹35.40",
      "2456789012",
    ]) {
      expect(text, words).toContain(words);
    }
    expect(text).not.toContain("₹6,290");
  });
});
