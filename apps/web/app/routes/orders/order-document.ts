import { BOOKING_ENDPOINTS } from "@safar/contracts/booking";
import { orderIdSchema } from "@safar/contracts/route-params";
import { redirect } from "react-router";
import { apiContext, requestInfoContext } from "#server-context";
import { eTicketPdf, invoicePdf } from "../../features/checkout/documents/pdf.server.ts";
import {
  eTicketContent,
  hasTicket,
  invoiceContent,
} from "../../features/checkout/documents/ticket-content.ts";
import { loginHref } from "../../features/checkout/format.ts";
import { call } from "../../lib/api.server.ts";
import { localeOf } from "../../lib/locale.server.ts";
import type { Route } from "./+types/order-document";

/**
 * `/trains/summary/:orderId/e-ticket.pdf` and `…/invoice.pdf` (issue 18
 * item 6): the order's e-ticket and tax invoice as PDFs for its owner.
 * Signed out, the order page's sign-in; not theirs, 404; an order with no
 * ticket, or a PDF that could not be made, back to the order page, which
 * says 'Unable to download ticket. Please try again later' (or invoice).
 * Both are in the page's language (ADR 028).
 */
const DOCUMENTS = {
  "e-ticket.pdf": { notice: "ticket-download-failed", name: "e-ticket" },
  "invoice.pdf": { notice: "invoice-download-failed", name: "invoice" },
} as const;
type DocumentName = keyof typeof DOCUMENTS;

const isDocument = (value: string | undefined): value is DocumentName =>
  value !== undefined && Object.hasOwn(DOCUMENTS, value);

/** Someone else's order, or none: 404 in words, as the order page says it. */
const notFound = () =>
  new Response(
    '<!doctype html><html lang="en-IN"><meta charset="utf-8"><title>Not found | Safar</title><h1>We could not find this order.</h1><p><a href="/trains/mybookings">Your bookings</a></p></html>',
    {
      status: 404,
      headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" },
    },
  );

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const file = new URL(request.url).pathname.split("/").at(-1);
  const orderId = orderIdSchema.safeParse(params.orderId);
  if (!orderId.success || !isDocument(file)) return notFound();
  const document = DOCUMENTS[file];
  const orderPath = `/trains/summary/${orderId.data}`;
  const failed = () => redirect(`${orderPath}?notice=${document.notice}`, 303);
  const summary = await call(context.get(apiContext), BOOKING_ENDPOINTS.summaryV1, {
    params: { orderId: orderId.data },
  });
  if (!summary.ok) {
    if (summary.status === 404) return notFound();
    if (summary.status === 401 || summary.status === 403 || summary.status === 410) {
      return redirect(loginHref(orderPath), 303);
    }
    return failed();
  }
  const order = summary.data;
  if (!hasTicket(order)) return failed();
  try {
    const bytes =
      file === "e-ticket.pdf"
        ? await eTicketPdf(eTicketContent(order, localeOf(request)))
        : await invoicePdf(invoiceContent(order, localeOf(request)));
    const pnr = order.journey_details.pnr ?? order.orderId;
    return new Response(new Uint8Array(bytes), {
      headers: {
        "content-type": "application/pdf",
        "content-disposition": `attachment; filename="Safar-${document.name}-${pnr}.pdf"`,
        "cache-control": "private, no-store",
        "x-content-type-options": "nosniff",
      },
    });
  } catch (error) {
    context
      .get(requestInfoContext)
      .log?.error({ err: error, orderId: order.orderId }, "PDF failed");
    return failed();
  }
}
