import type { FareLine } from "@safar/contracts/booking";
import { istTime } from "@safar/domain/ist";
import { formatPaise } from "@safar/domain/money";
import type { Ticket } from "@safar/railway/gateway";

/**
 * The e-ticket as a mail and an SMS (spec §5, issue 18 item 6): the mail
 * reads like the railway's ERS in words — journey, every passenger's status,
 * the fare, what to carry — and links to the PDF and the PNR's status page.
 */
export interface ETicketInput {
  orderId: string;
  ticket: Pick<
    Ticket,
    "pnr" | "trainNumber" | "trainName" | "date" | "from" | "to" | "classCode" | "quota"
  > & {
    departure: Date | string;
    passengers: readonly {
      number: number;
      name: string;
      age: number;
      gender: string;
      status: string;
    }[];
  };
  stations: { fromName: string; toName: string };
  fareLines: readonly FareLine[];
  totalPaise: number;
  /** Absolute links, when the server knows its address. */
  links: { pdf?: string | undefined; status?: string | undefined; order?: string | undefined };
}

export interface ETicketMessages {
  subject: string;
  email: string;
  sms: string;
}

export function eTicketMessages(input: ETicketInput): ETicketMessages {
  const { ticket: t, stations, links } = input;
  const departs = istTime(new Date(t.departure));
  const from = `${stations.fromName} (${t.from})`;
  const to = `${stations.toName} (${t.to})`;
  const email = [
    "Your train ticket is booked.",
    "",
    `PNR ${t.pnr}`,
    `Train ${t.trainNumber} ${t.trainName}`,
    `${from} to ${to}`,
    `Departs ${departs} on ${t.date} · Class ${t.classCode} · Quota ${t.quota}`,
    "",
    "Passengers",
    ...t.passengers.map((p) => `  ${p.number}. ${p.name} (${p.age}, ${p.gender}): ${p.status}`),
    "",
    "Fare",
    ...input.fareLines.map((l) => `  ${l.label}: ${formatPaise(l.paise)}`),
    `  Total paid: ${formatPaise(input.totalPaise)}`,
    "",
    ...(links.pdf ? [`E-ticket (PDF): ${links.pdf}`] : []),
    ...(links.status ? [`PNR status: ${links.status}`] : []),
    ...(links.order ? [`Manage this booking (cancel, change boarding, TDR): ${links.order}`] : []),
    "",
    "Carry this e-ticket and the original of a photo identity proof. A fully waitlisted e-ticket is cancelled at the chart and refunded; a waitlisted passenger may not travel in a reserved coach.",
    `Order ${input.orderId} · Safar`,
  ].join("\n");
  const statuses = t.passengers.map((p) => p.status).join(", ");
  const sms = `PNR ${t.pnr} ${t.trainNumber} ${t.date} ${departs} ${t.from}-${t.to} ${t.classCode}: ${statuses}${links.status ? ` Status: ${links.status}` : ""}`;
  return { subject: `E-ticket: PNR ${t.pnr}, ${t.trainNumber} on ${t.date}`, email, sms };
}

/** The e-ticket PDF of an order, beside its page (`apps/web` serves it). */
export function eTicketPdfUrl(orderUrl: string): string {
  return `${orderUrl}/e-ticket.pdf`;
}

/**
 * An order's e-ticket messages: its ticket with each passenger's status as
 * `statusOf` reads it (as booked, or now), its fare, and the links the
 * server can make.
 */
export function orderETicket(
  order: { id: string; request: unknown; fare: unknown; totalPaise: number },
  ticket: Ticket,
  statusOf: (p: Ticket["passengers"][number]) => string,
  urls: {
    orderUrl?: ((orderId: string) => string) | undefined;
    pnrStatusUrl?: ((pnr: string) => string) | undefined;
  },
): ETicketMessages {
  const orderUrl = urls.orderUrl?.(order.id);
  return eTicketMessages({
    orderId: order.id,
    ticket: {
      ...ticket,
      passengers: ticket.passengers.map((p) => ({ ...p, status: statusOf(p) })),
    },
    stations: (order.request as { stations: ETicketInput["stations"] }).stations,
    fareLines: (order.fare as { lines: FareLine[] }).lines,
    totalPaise: order.totalPaise,
    links: {
      pdf: orderUrl ? eTicketPdfUrl(orderUrl) : undefined,
      status: urls.pnrStatusUrl?.(ticket.pnr),
      order: orderUrl,
    },
  });
}
