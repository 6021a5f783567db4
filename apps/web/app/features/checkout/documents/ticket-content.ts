import type { OrderSummary } from "@safar/contracts/booking";
import type { Locale } from "@safar/contracts/locale";
import { formatPaise } from "@safar/domain/money";
import { INVOICE, TICKET, TICKET_VALUES_HI } from "../../../i18n/ticket.ts";
import { formatIstDateTime, formatJourneyDate } from "../../../lib/dates.ts";
import { berthName, describeBookingStatus, paymentMethodLabel } from "../format.ts";

/**
 * What an e-ticket and a tax invoice say, as rows of words, apart from how
 * they are drawn (`pdf.server.ts`): tests read these, and the PDF's text.
 * Laid out after the railway's Electronic Reservation Slip (ERS).
 */

export interface Field {
  label: string;
  value: string;
}

export interface TicketContent {
  /** The ticket's language: Hindi is drawn in a Devanagari font (ADR 028). */
  locale: Locale;
  title: string;
  subtitle: string;
  /** Section headings: journey, passengers, fare, booking, instructions. */
  headings: readonly [string, string, string, string, string];
  pnr: string;
  /** What the QR code holds. */
  qr: string;
  journey: Field[];
  passengers: { headers: string[]; rows: string[][] };
  fare: Field[];
  total: Field;
  booking: Field[];
  instructions: string[];
}

/** Whether an order has a ticket to print: a PNR from the railway. */
export function hasTicket(order: OrderSummary): boolean {
  return order.journey_details.pnr !== null;
}

function journeyTime(date: string, time: string | null, locale: Locale): string {
  return time ? `${time}, ${formatJourneyDate(date, locale)}` : formatJourneyDate(date, locale);
}

/** The ERS's standing instructions (facts.md §3, §6, §7; waitlisted passengers off reserved coaches from 1 May 2025, §3.2, §13). */
export const TICKET_INSTRUCTIONS = [
  "Carry this e-ticket (on paper or on your phone) and the original of the identity proof named at booking; without it every passenger on the ticket travels without a ticket.",
  "Passengers with a fully waitlisted e-ticket are not allowed to board. A fully waitlisted e-ticket is cancelled automatically when the chart is prepared and its fare refunded to the payment method.",
  "A passenger still waitlisted after the chart may not travel in a reserved coach, even when others on the ticket are confirmed.",
  "Coaches and berths are final when the chart is prepared: by 21:00 the evening before for trains leaving 05:00–14:00, about 8 hours before departure for the others. The order page and the PNR status show them.",
  "Cancel on Safar before the chart to get a refund by the railway's rules; after the chart, file a TDR for the reasons the railway allows.",
  "Middle berths are for sleeping between 22:00 and 06:00; let the lower-berth passenger sit outside those hours.",
];

/** The boarding station: the railway's, after a change, else the journey's origin. */
function boardingAt(order: OrderSummary): string {
  const j = order.journey_details;
  const code = order.live_status.boardingPoint ?? j.from;
  return code === j.from ? `${j.fromName} (${j.from})` : code;
}

const HI_STATUS_WORDS: Readonly<Record<string, string>> = {
  CNF: "कन्फ़र्म",
  CAN: "रद्द",
  MOD: "संशोधित",
  RELEASED: "छोड़ी गई",
  NOSB: "सीट या बर्थ नहीं (बच्चा)",
};

const HI_ORDER_LABELS: Readonly<Record<string, string>> = {
  "Booking Successful": "बुकिंग सफल",
  "Partially Cancelled": "आंशिक रूप से रद्द",
  "Booking Cancelled": "बुकिंग रद्द",
  "Train Cancelled": "ट्रेन रद्द",
  "Cancel Requested": "रद्दीकरण का अनुरोध",
};

/** A passenger's status in Hindi (`CNF/B3/12/UB` → `कन्फ़र्म · कोच B3 · अपर 12`); else as in English. */
function statusIn(locale: Locale, text: string | null): string {
  if (locale === "en") return describeBookingStatus(text);
  const t = (text ?? "").trim().toUpperCase();
  const word = HI_STATUS_WORDS[t];
  if (word) return word;
  const m = /^(CNF|RAC)\s*\/\s*([A-Z]{1,2}\d{1,2})\s*\/\s*(\d{1,3})\s*\/\s*([A-Z]{2})$/.exec(t);
  if (m) {
    const [, kind, coach, number, type] = m as unknown as [string, string, string, string, string];
    const place = TICKET_VALUES_HI[type] ?? type;
    return `${kind === "CNF" ? "कन्फ़र्म" : "RAC"} · कोच ${coach} · ${place} ${number}`;
  }
  const wl = /^([A-Z]*WL)\s*(\d+)$/.exec(t);
  if (wl) return `प्रतीक्षा सूची (${wl[1]}) ${wl[2]}`;
  return describeBookingStatus(text);
}

/** The e-ticket's words in the traveller's language; names, codes and amounts as printed. */
export function eTicketContent(order: OrderSummary, locale: Locale = "en"): TicketContent {
  const w = TICKET[locale];
  const hi = locale === "hi";
  const value = (code: string, english: string) =>
    hi ? (TICKET_VALUES_HI[code] ?? english) : english;
  const j = order.journey_details;
  const pnr = j.pnr ?? "";
  const fareLines = order.fare_and_payment_details.fare.lines;
  const payment = order.fare_and_payment_details.payment;
  return {
    locale,
    title: w.title,
    subtitle: w.subtitle,
    headings: [w.journey, w.passengers, w.fare, w.booking, w.instructions],
    pnr,
    qr: `PNR:${pnr}`,
    journey: [
      { label: w.pnr, value: pnr },
      { label: w.train, value: `${j.trainNumber} / ${j.trainName}` },
      { label: w.class, value: j.classCode },
      { label: w.quota, value: j.quota },
      { label: w.from, value: `${j.fromName} (${j.from})` },
      { label: w.boardingAt, value: boardingAt(order) },
      { label: w.to, value: `${j.toName} (${j.to})` },
      { label: w.departure, value: journeyTime(j.date, j.departure, locale) },
      { label: w.arrival, value: j.arrival ?? "—" },
    ],
    passengers: {
      headers: [w.number, w.name, w.age, w.gender, w.bookingStatus, w.currentStatus, w.berthChoice],
      rows: order.passenger_details.map((p) => [
        String(p.number),
        p.name,
        String(p.age),
        value(p.gender, p.gender),
        statusIn(locale, p.bookingStatus),
        statusIn(locale, p.currentStatus ?? p.bookingStatus),
        value(p.berth, berthName(p.berth)),
      ]),
    },
    fare: fareLines.map((line) => ({
      label: value(line.id, line.label),
      value: formatPaise(line.paise),
    })),
    total: {
      label: w.totalPaid,
      value: formatPaise(order.fare_and_payment_details.fare.totalPaise),
    },
    booking: [
      { label: w.order, value: order.orderId },
      { label: w.bookedOn, value: formatIstDateTime(order.header.createdAt, locale) },
      { label: w.railwayUserId, value: j.railwayUserId },
      { label: w.transaction, value: payment?.reference ?? "—" },
      {
        label: w.paidBy,
        value: value(payment?.method ?? "", paymentMethodLabel(payment?.method)),
      },
      {
        label: w.status,
        value: hi
          ? (HI_ORDER_LABELS[order.header.label] ?? order.header.label)
          : order.header.label,
      },
    ],
    instructions: hi
      ? [
          w.instruction_1,
          w.instruction_2,
          w.instruction_3,
          w.instruction_4,
          w.instruction_5,
          w.instruction_6,
        ]
      : TICKET_INSTRUCTIONS,
  };
}

/** Safar as the seller on its invoices (simulated; no real GSTIN). */
export const SELLER = {
  name: "Safar Travel Technologies (simulated)",
  address: "Bengaluru, Karnataka 560001, India",
  gstin: "29AAAAA0000A1Z5 (sample)",
};

export interface InvoiceContent {
  /** The invoice's language: Hindi is drawn in a Devanagari font (ADR 028). */
  locale: Locale;
  title: string;
  number: string;
  /** `Invoice SAF/2026/…` under the title. */
  subtitle: string;
  /** Section headings: seller, buyer, charges. */
  headings: readonly [string, string, string];
  seller: Field[];
  buyer: Field[];
  lines: Field[];
  total: Field;
  note: string;
}

/**
 * The tax invoice for Safar's own charges on an order (the convenience fee
 * and its GST, and the covers sold); the railway's fare is the railway's
 * and appears on the e-ticket. In the page's language (ADR 028).
 */
export function invoiceContent(order: OrderSummary, locale: Locale = "en"): InvoiceContent {
  const w = INVOICE[locale];
  const ours = order.fare_and_payment_details.fare.lines.filter((l) => l.id !== "ticket_fare");
  const total = ours.reduce((sum, l) => sum + l.paise, 0);
  const gst = order.gst_details;
  const number = `SAF/${order.header.createdAt.slice(0, 4)}/${order.orderId}`;
  const label = (id: string, english: string) =>
    locale === "hi" ? (TICKET_VALUES_HI[id] ?? english) : english;
  return {
    locale,
    title: w.title,
    number,
    subtitle: w.invoice.replace("{number}", number),
    headings: [w.sellerHeading, w.buyerHeading, w.charges],
    seller: [
      { label: w.seller, value: SELLER.name },
      { label: w.address, value: SELLER.address },
      { label: w.gstin, value: SELLER.gstin },
    ],
    buyer: [
      { label: w.billedTo, value: gst?.nameOnGst || order.contact_details.email },
      ...(gst?.gstIn ? [{ label: w.buyerGstin, value: gst.gstIn }] : []),
      { label: w.order, value: order.orderId },
      { label: w.pnr, value: order.journey_details.pnr ?? "—" },
      { label: w.date, value: formatIstDateTime(order.header.createdAt, locale) },
    ],
    lines: ours.map((l) => ({ label: label(l.id, l.label), value: formatPaise(l.paise) })),
    total: { label: w.total, value: formatPaise(total) },
    note: w.note,
  };
}
