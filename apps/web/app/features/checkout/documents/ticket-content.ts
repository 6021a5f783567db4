import type { OrderSummary } from "@safar/contracts/booking";
import { formatPaise } from "@safar/domain/money";
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
  title: string;
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

function journeyTime(date: string, time: string | null): string {
  return time ? `${time}, ${formatJourneyDate(date)}` : formatJourneyDate(date);
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

export function eTicketContent(order: OrderSummary): TicketContent {
  const j = order.journey_details;
  const pnr = j.pnr ?? "";
  const fareLines = order.fare_and_payment_details.fare.lines;
  const payment = order.fare_and_payment_details.payment;
  return {
    title: "Electronic Reservation Slip (ERS)",
    pnr,
    qr: `PNR:${pnr}`,
    journey: [
      { label: "PNR", value: pnr },
      { label: "Train", value: `${j.trainNumber} / ${j.trainName}` },
      { label: "Class", value: j.classCode },
      { label: "Quota", value: j.quota },
      { label: "From", value: `${j.fromName} (${j.from})` },
      { label: "Boarding at", value: boardingAt(order) },
      { label: "To", value: `${j.toName} (${j.to})` },
      { label: "Departure", value: journeyTime(j.date, j.departure) },
      { label: "Arrival", value: j.arrival ?? "—" },
    ],
    passengers: {
      headers: ["#", "Name", "Age", "Gender", "Booking status", "Current status", "Berth choice"],
      rows: order.passenger_details.map((p) => [
        String(p.number),
        p.name,
        String(p.age),
        p.gender,
        describeBookingStatus(p.bookingStatus),
        describeBookingStatus(p.currentStatus ?? p.bookingStatus),
        berthName(p.berth),
      ]),
    },
    fare: fareLines.map((line) => ({ label: line.label, value: formatPaise(line.paise) })),
    total: {
      label: "Total paid",
      value: formatPaise(order.fare_and_payment_details.fare.totalPaise),
    },
    booking: [
      { label: "Order", value: order.orderId },
      { label: "Booked on", value: formatIstDateTime(order.header.createdAt) },
      { label: "Railway user ID", value: j.railwayUserId },
      { label: "Transaction", value: payment?.reference ?? "—" },
      { label: "Paid by", value: paymentMethodLabel(payment?.method) },
      { label: "Status", value: order.header.label },
    ],
    instructions: TICKET_INSTRUCTIONS,
  };
}

/** Safar as the seller on its invoices (simulated; no real GSTIN). */
export const SELLER = {
  name: "Safar Travel Technologies (simulated)",
  address: "Bengaluru, Karnataka 560001, India",
  gstin: "29AAAAA0000A1Z5 (sample)",
};

export interface InvoiceContent {
  title: string;
  number: string;
  seller: Field[];
  buyer: Field[];
  lines: Field[];
  total: Field;
  note: string;
}

/**
 * The tax invoice for Safar's own charges on an order (the convenience fee
 * and its GST, and the covers sold); the railway's fare is the railway's
 * and appears on the e-ticket.
 */
export function invoiceContent(order: OrderSummary): InvoiceContent {
  const ours = order.fare_and_payment_details.fare.lines.filter((l) => l.id !== "ticket_fare");
  const total = ours.reduce((sum, l) => sum + l.paise, 0);
  const gst = order.gst_details;
  return {
    title: "Tax invoice",
    number: `SAF/${order.header.createdAt.slice(0, 4)}/${order.orderId}`,
    seller: [
      { label: "Seller", value: SELLER.name },
      { label: "Address", value: SELLER.address },
      { label: "GSTIN", value: SELLER.gstin },
    ],
    buyer: [
      { label: "Billed to", value: gst?.nameOnGst || order.contact_details.email },
      ...(gst?.gstIn ? [{ label: "Buyer GSTIN", value: gst.gstIn }] : []),
      { label: "Order", value: order.orderId },
      { label: "PNR", value: order.journey_details.pnr ?? "—" },
      { label: "Date", value: formatIstDateTime(order.header.createdAt) },
    ],
    lines: ours.map((l) => ({ label: l.label, value: formatPaise(l.paise) })),
    total: { label: "Total", value: formatPaise(total) },
    note: "The railway's ticket fare is collected on behalf of Indian Railways and is shown on the e-ticket.",
  };
}
