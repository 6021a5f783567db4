import { createRequire } from "node:module";
import type { Locale } from "@safar/contracts/locale";
import PDFDocument from "pdfkit";
import QRCode from "qrcode";
import type { Field, InvoiceContent, TicketContent } from "./ticket-content.ts";

/**
 * E-ticket and tax invoice PDFs, drawn with PDFKit (a maintained library;
 * ADR 018). DejaVu Sans is embedded (subset) for '₹', which the standard PDF
 * fonts lack; text stays extractable (ToUnicode), so tests read it back.
 * A Hindi e-ticket or invoice is drawn in Noto Sans Devanagari (OFL, from its npm
 * package), which has Latin and '₹' too; fontkit shapes its conjuncts and
 * matras (ADR 028).
 */
const require = createRequire(import.meta.url);
const FONTS: Readonly<Record<Locale, { regular: string; bold: string }>> = {
  en: {
    regular: require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf"),
    bold: require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf"),
  },
  hi: {
    regular: require.resolve(
      "@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf",
    ),
    bold: require.resolve(
      "@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf",
    ),
  },
};

const MARGIN = 40;
const INK = "#1a1a1a";
const MUTED = "#555555";
const RULE = "#c8c8c8";
const BRAND = "#1f4e9c";

type Doc = PDFKit.PDFDocument;

function newDocument(title: string, locale: Locale = "en"): Doc {
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    info: { Title: title, Author: "Safar", Creator: "Safar" },
    // Reproducible bytes for the same order (no creation-time drift between downloads).
    compress: true,
  });
  doc.registerFont("regular", FONTS[locale].regular);
  doc.registerFont("bold", FONTS[locale].bold);
  doc.font("regular").fillColor(INK);
  return doc;
}

function toBuffer(doc: Doc): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    doc.end();
  });
}

function width(doc: Doc): number {
  return doc.page.width - MARGIN * 2;
}

function heading(doc: Doc, text: string): void {
  doc.moveDown(0.6).font("bold").fontSize(11).fillColor(BRAND).text(text, MARGIN);
  const y = doc.y + 2;
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + width(doc), y)
    .strokeColor(RULE)
    .lineWidth(0.5)
    .stroke();
  doc.moveDown(0.4).font("regular").fontSize(9.5).fillColor(INK);
}

/** Label–value pairs in two columns. */
function fields(doc: Doc, items: Field[], columns = 2): void {
  const colWidth = width(doc) / columns;
  for (let i = 0; i < items.length; i += columns) {
    const y = doc.y;
    let bottom = y;
    items.slice(i, i + columns).forEach((item, c) => {
      const x = MARGIN + c * colWidth;
      doc
        .font("regular")
        .fontSize(8)
        .fillColor(MUTED)
        .text(item.label, x, y, { width: colWidth - 10 });
      doc
        .font("bold")
        .fontSize(9.5)
        .fillColor(INK)
        .text(item.value, x, doc.y, { width: colWidth - 10 });
      bottom = Math.max(bottom, doc.y);
    });
    doc.y = bottom + 4;
  }
  doc.x = MARGIN;
}

function table(doc: Doc, headers: string[], rows: string[][], widths: number[]): void {
  const total = widths.reduce((a, b) => a + b, 0);
  const scaled = widths.map((w) => (w / total) * width(doc));
  const line = (cells: string[], font: "regular" | "bold") => {
    const y = doc.y;
    let x = MARGIN;
    let bottom = y;
    cells.forEach((cell, i) => {
      doc
        .font(font)
        .fontSize(9)
        .fillColor(INK)
        .text(cell, x + 2, y, { width: (scaled[i] ?? 0) - 4 });
      bottom = Math.max(bottom, doc.y);
      x += scaled[i] ?? 0;
    });
    doc.y = bottom + 3;
    doc
      .moveTo(MARGIN, doc.y - 1)
      .lineTo(MARGIN + width(doc), doc.y - 1)
      .strokeColor(RULE)
      .lineWidth(0.4)
      .stroke();
  };
  line(headers, "bold");
  for (const row of rows) line(row, "regular");
  doc.x = MARGIN;
}

function amounts(doc: Doc, items: Field[], total: Field): void {
  const w = width(doc);
  for (const item of [...items, total]) {
    const y = doc.y;
    const font = item === total ? "bold" : "regular";
    doc
      .font(font)
      .fontSize(9.5)
      .fillColor(INK)
      .text(item.label, MARGIN, y, { width: w * 0.7 });
    doc.text(item.value, MARGIN + w * 0.7, y, { width: w * 0.3, align: "right" });
    doc.y = Math.max(doc.y, y + 12);
  }
  doc.x = MARGIN;
}

/** The QR code's modules as filled squares (the `qrcode` package encodes; PDFKit draws). */
function qrCode(doc: Doc, text: string, x: number, y: number, size: number): void {
  const qr = QRCode.create(text, { errorCorrectionLevel: "M" });
  const n = qr.modules.size;
  const quiet = 4;
  const cell = size / (n + quiet * 2);
  doc.save().rect(x, y, size, size).fill("#ffffff");
  doc.fillColor("#000000");
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      if (qr.modules.get(r, c))
        doc.rect(x + (c + quiet) * cell, y + (r + quiet) * cell, cell, cell);
    }
  }
  doc.fill().restore();
}

function banner(doc: Doc, title: string, subtitle: string): void {
  doc.font("bold").fontSize(16).fillColor(BRAND).text("Safar", MARGIN, MARGIN);
  doc.font("bold").fontSize(13).fillColor(INK).text(title);
  doc.font("regular").fontSize(9).fillColor(MUTED).text(subtitle);
  doc.fillColor(INK);
}

export async function eTicketPdf(content: TicketContent): Promise<Buffer> {
  const doc = newDocument(`E-ticket PNR ${content.pnr}`, content.locale);
  const [journey, passengers, fare, booking, instructions] = content.headings;
  banner(doc, content.title, content.subtitle);
  const qrSize = 96;
  qrCode(doc, content.qr, MARGIN + width(doc) - qrSize, MARGIN, qrSize);
  doc.y = Math.max(doc.y, MARGIN + qrSize) + 4;
  heading(doc, journey);
  fields(doc, content.journey, 3);
  heading(doc, passengers);
  table(doc, content.passengers.headers, content.passengers.rows, [4, 26, 6, 9, 18, 20, 17]);
  heading(doc, fare);
  amounts(doc, content.fare, content.total);
  heading(doc, booking);
  fields(doc, content.booking, 3);
  heading(doc, instructions);
  doc.font("regular").fontSize(8.5).fillColor(INK);
  content.instructions.forEach((line, i) => {
    doc.text(`${i + 1}. ${line}`, MARGIN, doc.y, { width: width(doc) }).moveDown(0.2);
  });
  return toBuffer(doc);
}

export async function invoicePdf(content: InvoiceContent): Promise<Buffer> {
  const doc = newDocument(`Tax invoice ${content.number}`, content.locale);
  const [seller, buyer, charges] = content.headings;
  banner(doc, content.title, content.subtitle);
  heading(doc, seller);
  fields(doc, content.seller, 3);
  heading(doc, buyer);
  fields(doc, content.buyer, 3);
  heading(doc, charges);
  amounts(doc, content.lines, content.total);
  doc.moveDown(0.8).font("regular").fontSize(8.5).fillColor(MUTED).text(content.note, MARGIN);
  return toBuffer(doc);
}
