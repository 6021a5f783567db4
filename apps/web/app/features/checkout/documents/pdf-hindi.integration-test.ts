import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eTicketPdf, invoicePdf } from "./pdf.server.ts";
import { testOrder } from "./test-order.ts";
import { eTicketContent, invoiceContent } from "./ticket-content.ts";

/**
 * The Hindi e-ticket (ADR 028), read back by poppler's `pdftotext` as a
 * traveller's PDF reader would: Hindi labels and instructions in an embedded
 * Devanagari font, names, codes and amounts as printed.
 */
const run = promisify(execFile);

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "safar-pdf-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function pdfText(bytes: Buffer, name: string): Promise<string> {
  const file = join(dir, name);
  await writeFile(file, bytes);
  const { stdout } = await run("pdftotext", ["-enc", "UTF-8", file, "-"]);
  return stdout.replace(/\s+/g, " ");
}

async function pdfFonts(bytes: Buffer, name: string): Promise<string> {
  const file = join(dir, name);
  await writeFile(file, bytes);
  return (await run("pdffonts", [file])).stdout;
}

describe("the e-ticket in Hindi", () => {
  it("has Hindi labels, headings and instructions, and the names, PNR and fares as printed", async () => {
    const bytes = await eTicketPdf(eTicketContent(testOrder(), "hi"));
    const text = await pdfText(bytes, "hi.pdf");
    for (const words of [
      "आरक्षण", // the title: इलेक्ट्रॉनिक आरक्षण पर्ची (ERS)
      "(ERS)",
      "यात्रा", // Journey
      "यात्री", // Passengers
      "कुल भुगतान", // Total paid
      "प्रतीक्षा सूची (WL) 6", // booked at WL 6
      "बुध, 25 नव॰ 2026", // the journey date in Hindi
      "2456789012",
      "12952 / Mumbai Rajdhani",
      "New Delhi (NDLS)",
      "Mumbai Central (MMCT)",
      "Asha Verma",
      "₹6,325.40",
      "PAY-TEST-1",
    ]) {
      expect(text, words).toContain(words);
    }
    // Shaped, not letter by letter: the short-i matra of 'किराया' (Fare) is
    // drawn before its consonant, so a reader in drawing order meets it first.
    expect(text).toContain("\u093F\u0915\u0930\u093E\u092F\u093E");
    expect(text).not.toContain("Total paid");
    expect(text).not.toContain("Instructions");
  });

  it("embeds Noto Sans Devanagari for Hindi and leaves the English ticket in DejaVu Sans", async () => {
    const hindi = await pdfFonts(await eTicketPdf(eTicketContent(testOrder(), "hi")), "f-hi.pdf");
    expect(hindi).toMatch(/NotoSansDevanagari/);
    expect(hindi).not.toMatch(/DejaVu/);
    const englishBytes = await eTicketPdf(eTicketContent(testOrder()));
    const english = await pdfFonts(englishBytes, "f-en.pdf");
    expect(english).toMatch(/DejaVuSans/);
    expect(english).not.toMatch(/Devanagari/);
    const text = await pdfText(englishBytes, "en.pdf");
    expect(text).toContain("Electronic Reservation Slip (ERS)");
    expect(text).toContain("Total paid");
  });
});

describe("the tax invoice in Hindi", () => {
  it("has Hindi headings, labels and fee lines, the seller, GSTINs and amounts as printed", async () => {
    const order = testOrder({
      gst_details: { gstIn: "27AAPFU0939F1ZV", nameOnGst: "Verma Traders" },
    });
    const bytes = await invoicePdf(invoiceContent(order, "hi"));
    const text = await pdfText(bytes, "invoice-hi.pdf");
    for (const words of [
      "कर बीजक (टैक्स इनवॉइस)",
      "पता", // Address
      "क्रेता का GSTIN", // Buyer GSTIN
      "शुल्क पर GST", // the fee's GST line
      "21 नव॰ 2026", // the date in Hindi
      "कुल", // Total
      "भारतीय रेल", // the note
      "Safar Travel Technologies (simulated)",
      "Verma Traders",
      "27AAPFU0939F1ZV",
      "2456789012",
      "₹35.40",
    ]) {
      expect(text, words).toContain(words);
    }
    // 'विक्रेता' (Seller) in drawing order: the short-i matra before its consonant.
    expect(text).toContain("\u093F\u0935\u0915\u094D\u0930\u0947\u0924\u093E");
    expect(text).not.toContain("Tax invoice");
    expect(text).not.toContain("₹6,290");
    expect(await pdfFonts(bytes, "invoice-f-hi.pdf")).toMatch(/NotoSansDevanagari/);
  });

  it("leaves the English invoice's words and font as they were", async () => {
    const content = invoiceContent(testOrder());
    expect(content.subtitle).toBe(`Invoice ${content.number}`);
    expect(content.headings).toEqual(["Seller", "Buyer", "Charges"]);
    const bytes = await invoicePdf(content);
    expect(await pdfFonts(bytes, "invoice-f-en.pdf")).not.toMatch(/Devanagari/);
    const text = await pdfText(bytes, "invoice-en.pdf");
    expect(text).toContain("Tax invoice");
    expect(text).toContain("The railway's ticket fare is collected on behalf of Indian Railways");
  });
});
