import type { FareLine } from "@safar/contracts/booking";
import type { Locale } from "@safar/contracts/locale";
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

export function eTicketMessages(input: ETicketInput, locale: Locale = "en"): ETicketMessages {
  if (locale === "hi") return eTicketMessagesHi(input);
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

const HI_FARE_LINES: Readonly<Record<string, string>> = {
  ticket_fare: "टिकट किराया",
  convenience_fee: "सुविधा शुल्क",
  gst_on_fee: "सुविधा शुल्क पर GST",
  free_cancellation: "मुफ़्त रद्दीकरण",
  insurance: "यात्रा बीमा",
};

/** The same in Hindi (ADR 028): names, codes, statuses and amounts as the railway prints them. */
function eTicketMessagesHi(input: ETicketInput): ETicketMessages {
  const { ticket: t, stations, links } = input;
  const departs = istTime(new Date(t.departure));
  const from = `${stations.fromName} (${t.from})`;
  const to = `${stations.toName} (${t.to})`;
  const email = [
    "आपका ट्रेन टिकट बुक हो गया है।",
    "",
    `PNR ${t.pnr}`,
    `ट्रेन ${t.trainNumber} ${t.trainName}`,
    `${from} से ${to}`,
    `प्रस्थान ${departs}, ${t.date} · श्रेणी ${t.classCode} · कोटा ${t.quota}`,
    "",
    "यात्री",
    ...t.passengers.map((p) => `  ${p.number}. ${p.name} (${p.age}, ${p.gender}): ${p.status}`),
    "",
    "किराया",
    ...input.fareLines.map((l) => `  ${HI_FARE_LINES[l.id] ?? l.label}: ${formatPaise(l.paise)}`),
    `  कुल भुगतान: ${formatPaise(input.totalPaise)}`,
    "",
    ...(links.pdf ? [`ई-टिकट (PDF): ${links.pdf}`] : []),
    ...(links.status ? [`PNR स्थिति: ${links.status}`] : []),
    ...(links.order ? [`बुकिंग प्रबंधित करें (रद्द करें, बोर्डिंग बदलें, TDR): ${links.order}`] : []),
    "",
    "यह ई-टिकट और फ़ोटो पहचान पत्र का मूल साथ रखें। पूरी तरह प्रतीक्षा सूची वाला ई-टिकट चार्ट बनने पर रद्द होकर रिफ़ंड हो जाता है; प्रतीक्षा सूची वाला यात्री आरक्षित कोच में यात्रा नहीं कर सकता।",
    `ऑर्डर ${input.orderId} · Safar`,
  ].join("\n");
  const statuses = t.passengers.map((p) => p.status).join(", ");
  const sms = `PNR ${t.pnr} ${t.trainNumber} ${t.date} ${departs} ${t.from}-${t.to} ${t.classCode}: ${statuses}${links.status ? ` स्थिति: ${links.status}` : ""}`;
  return { subject: `ई-टिकट: PNR ${t.pnr}, ${t.trainNumber}, ${t.date}`, email, sms };
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
  locale: Locale = "en",
): ETicketMessages {
  const orderUrl = urls.orderUrl?.(order.id);
  return eTicketMessages(
    {
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
    },
    locale,
  );
}
