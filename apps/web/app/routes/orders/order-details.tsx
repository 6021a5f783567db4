import { BOOKING_ENDPOINTS, type OrderSummary } from "@safar/contracts/booking";
import { ERROR_MESSAGES } from "@safar/contracts/errors";
import { orderParamsSchema } from "@safar/contracts/route-params";
import { UNCLAIMED_REFUNDS_PATH } from "@safar/contracts/unclaimed-refunds";
import { istTime } from "@safar/domain/ist";
import { formatPaise } from "@safar/domain/money";
import { data, redirect } from "react-router";
import { apiContext } from "#server-context";
import { Section } from "../../components/ui/section.tsx";
import { OrderCancellation } from "../../features/cancellation/parts.tsx";
import { aadhaarViewFor } from "../../features/checkout/aadhaar.server.ts";
import type { AadhaarView } from "../../features/checkout/aadhaar.ts";
import {
  loginHref,
  paymentMethodLabel,
  paymentPath,
  paymentStatusLabel,
  refundSentence,
  refundTitle,
  releasedSentence,
  reviewPath,
} from "../../features/checkout/format.ts";
import {
  ContactDetails,
  FareSummary,
  JourneyDetails,
  OrderNotFound,
  TravellerList,
} from "../../features/checkout/order-parts.tsx";
import { OrderProgress, OrderStatusHeader } from "../../features/checkout/order-status.tsx";
import { TdrClaimList } from "../../features/checkout/tdr-claims.tsx";
import { amount } from "../../features/orders/order-card.tsx";
import { TicketCoaches } from "../../features/orders/ticket-coaches.tsx";
import { claimLinkText } from "../../features/orders/unclaimed-refunds.tsx";
import { TripStatus } from "../../features/trips/trip-status.tsx";
import { TripTabs } from "../../features/trips/trip-tabs.tsx";
import { call } from "../../lib/api.server.ts";
import { formatIstDate, formatIstDateTime, formatShortDate } from "../../lib/dates.ts";
import type { RouteHandle } from "../../lib/route-handle.ts";
import { pageSeo } from "../../lib/seo.ts";
import { OrderGate } from "../shared/order-gate.tsx";
import { notFound, RouteErrorBoundary, screenMeta } from "../shared/route-error.tsx";
import { Screen } from "../shared/screen.tsx";
import "../../features/orders/orders.css";
import "../../components/ui/forms.css";
import { SupportEmail } from "../../components/ui/support-email.tsx";
import { BookingCompleteLink } from "../../features/travel/booking-complete.tsx";
import type { Route } from "./+types/order-details";

/**
 * `/trains/history/:orderId` and `/trains/summary/:orderId`: order details
 * (spec §2, §3 Order details, §4). The status header in the spec's colours
 * with its label in words, the order progress, the PNR, journey, passengers
 * with their berths, fare and payment, refund and notes. An order whose
 * payment is authorised but not yet booked (5) is finished first
 * (`v1/order/complete`: a ticket, the amount captured; or a void, nothing
 * charged — ADR 015); a failed booking says why in plain words. Signed
 * out, the page asks to log in (200: the URL is a real page, e.g. one an
 * e-mail links to); an order that is not the signed-in traveller's, or
 * none at all, answers 404 as the API does, with the page saying so.
 */
export const handle = { headerTitle: "Order Details" } satisfies RouteHandle;

export const ORDER_SECTIONS = [
  "Booking status",
  "Journey details",
  "Passenger details",
  "Fare and payment details",
  "Refund summary",
  "Notes",
  "Contact us",
  "Manage booking",
  "Fare and refund summary",
  "Contact details",
  "GST details",
  "TDRs",
] as const;

export function headers() {
  return { "cache-control": "no-store" };
}

type OrderView =
  | { kind: "loggedOut"; loginHref: string }
  | { kind: "notFound" }
  | { kind: "error"; message: string }
  | { kind: "order"; order: OrderSummary; aadhaar: AadhaarView | null };

export async function loader({ request, params, url, context }: Route.LoaderArgs) {
  const parsed = orderParamsSchema.safeParse(params);
  if (!parsed.success) notFound();
  const { orderId } = parsed.data;
  const seo = pageSeo(url, {
    title: `Order ${orderId}`,
    description: `Status, journey, passengers, fare and refunds of your Safar order ${orderId}.`,
    indexable: false,
  });
  const api = context.get(apiContext);
  let summary = await call(api, BOOKING_ENDPOINTS.summaryV1, { params: { orderId } });
  // Authorised, not yet booked: finish it now (idempotent) — a ticket, or a void. A train of a
  // two-train trip: the trip moves on as a whole while it waits for the railway (ADR 023).
  const tripWaits =
    summary.ok && ["authorised", "retrying"].includes(summary.data.trip?.state ?? "");
  if (summary.ok && (summary.data.header.status === 5 || tripWaits)) {
    const completed = await call(api, BOOKING_ENDPOINTS.complete, { body: { orderId } });
    if (completed.ok) summary = completed;
  }
  let view: OrderView;
  if (summary.ok) {
    // The railway user ID's Aadhaar, with the post-booking link to authenticate it (spec §2).
    const aadhaar = await aadhaarViewFor(
      api,
      request,
      summary.data.journey_details.railwayUserId,
      url.pathname,
    );
    view = { kind: "order", order: summary.data, aadhaar };
  } else if (summary.status === 404) view = { kind: "notFound" };
  else if (summary.status === 401 || summary.status === 403 || summary.status === 410) {
    view = { kind: "loggedOut", loginHref: loginHref(url.pathname) };
  } else view = { kind: "error", message: summary.message };
  const notice = orderNotice(url.searchParams);
  const cancelled = url.searchParams.has("cancelled");
  return data(
    { seo, orderId, view, notice, cancelled },
    { status: view.kind === "notFound" ? 404 : 200, headers: { "cache-control": "no-store" } },
  );
}

type Notice = { tone: "success" | "error"; text: string };

/** What the page says after an action elsewhere sent the traveller back here (`?notice=`). */
function orderNotice(query: URLSearchParams): Notice | null {
  switch (query.get("notice")) {
    case "ticket-download-failed":
      return { tone: "error", text: ERROR_MESSAGES.ticket_download_failed };
    case "invoice-download-failed":
      return { tone: "error", text: ERROR_MESSAGES.invoice_download_failed };
    case "ticket-sent": {
      const n = Number(query.get("count"));
      const to =
        Number.isInteger(n) && n > 0 && n <= 10
          ? ` to ${n === 1 ? "1 recipient" : `${n} recipients`}`
          : "";
      return { tone: "success", text: `E-ticket sent${to}.` };
    }
    case "feedback-thanks":
      return { tone: "success", text: "Thank you for your feedback." };
    case "trip-cancelled":
      return {
        tone: "success",
        text: "The first train is cancelled and the amount held has been released. Nothing was charged.",
      };
    case "trip-retry-refused":
      return {
        tone: "error",
        text: "The railway could not hold berths on the second train again. You can try again, or cancel the first train with a full refund.",
      };
    case "trip-choice-closed":
      return { tone: "error", text: ERROR_MESSAGES.trip_choice_closed };
    case "boarding-changed":
      return {
        tone: "success",
        text: "Boarding station changed. It cannot be changed again; the e-ticket shows the new station.",
      };
    default:
      return null;
  }
}

/**
 * "Refresh status" (a plain form post; spec §7 `v1/order/update`): the
 * passengers' status read from the railway again, then the page (PRG).
 */
export async function action({ params, url, context }: Route.ActionArgs) {
  const parsed = orderParamsSchema.safeParse(params);
  if (!parsed.success) notFound();
  const api = context.get(apiContext);
  await call(api, BOOKING_ENDPOINTS.orderUpdate, { body: { orderId: parsed.data.orderId } });
  throw redirect(url.pathname, 303);
}

export const meta = screenMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function OrderDetails({ loaderData }: Route.ComponentProps) {
  const { orderId, view, notice, cancelled } = loaderData;
  const title = `Order ${orderId}`;
  if (view.kind === "loggedOut" || view.kind === "error") {
    return <OrderGate view={view} title={title} noneLead="" noneText="" />;
  }
  if (view.kind === "notFound") {
    return (
      <Screen title={title}>
        <OrderNotFound />
      </Screen>
    );
  }
  return (
    <Order
      order={view.order}
      aadhaar={view.aadhaar}
      title={title}
      notice={notice}
      cancelled={cancelled}
    />
  );
}

function Order({
  order,
  aadhaar,
  title,
  notice,
  cancelled,
}: {
  order: OrderSummary;
  aadhaar: AadhaarView | null;
  title: string;
  notice: Notice | null;
  cancelled: boolean;
}) {
  const [
    statusSection,
    journeySection,
    passengerSection,
    fareSection,
    refundSection,
    notesSection,
    contactSection,
    actionsSection,
    fareRefundSection,
    contactDetailsSection,
    gstSection,
    tdrSection,
  ] = ORDER_SECTIONS;
  const status = order.header.status;
  const journey = order.journey_details;
  const { fare, payment } = order.fare_and_payment_details;
  const refund = order.refund_details;
  // The notes carry the refund in the payment side's words; the box says where it went.
  const refundNote = refund ? refundSentence(refund.amountPaise) : null;
  const refundText = refund ? refundTitle(refund.amountPaise, payment?.method) : null;
  // A refund the payment method returned, waiting for its claim (spec §9).
  const waiting = order.refunds.find((r) => r.claim?.status === "unclaimed");
  const releasedText = payment?.status === "voided" ? releasedSentence(payment.amountPaise) : null;
  const failure = order.failure_reason;
  const notes = order.notes.filter((n) => n !== refundNote && n !== releasedText && n !== failure);
  const booked = status === 7 || status === 8;
  const live = order.live_status;
  const summary = order.fare_and_refund_summary;
  const gst = order.gst_details;
  const held = payment?.status === "authorized" ? formatPaise(payment.amountPaise) : null;

  const trip = order.trip ?? null;
  const body = (
    <>
      <Section name={statusSection}>
        <OrderStatusHeader order={order} />
        {/* The trip in one line on the first screen, as a traveller checks it. */}
        <p className="co-trip">
          <strong>
            {journey.trainNumber} {journey.trainName}
          </strong>{" "}
          · {formatShortDate(journey.date)} · {journey.from} {journey.departure ?? ""} →{" "}
          {journey.to} {journey.arrival ?? ""} · {journey.classCode}
        </p>
        {/* A train of a trip not yet paid for: nothing received yet (the trip's box says so). */}
        {trip && trip.state !== "booked" ? null : <OrderProgress status={status} />}
        {journey.pnr ? (
          <p className="co-pnr">
            <span className="co-pnr__label">PNR</span>
            <span className="co-pnr__value">{journey.pnr}</span>
            <a href={order.pnr_status_path ?? "/trains/check-pnr"}>Check PNR status</a>
          </p>
        ) : null}
        {journey.pnr && booked ? (
          // data-funnel: analytics counts the funnel's ticket step here (ADR 027).
          <div className="ob-live" data-funnel="ticket">
            <p className="ob-chart" data-chart={order.header.chartPrepared ? "prepared" : "not"}>
              <span aria-hidden="true">{order.header.chartPrepared ? "✓" : "○"}</span>
              {order.header.chartPrepared ? "Chart prepared" : "Chart not prepared"}
            </p>
            <p className="co-note">
              {live.source === "railway" && live.checkedAt
                ? `Status from the railway at ${istTime(new Date(live.checkedAt))}.`
                : "PNR status currently unavailable: the status shown is the one at booking."}
            </p>
            <form method="post">
              <button type="submit" className="button button--secondary">
                Refresh status
              </button>
            </form>
          </div>
        ) : null}
        {trip ? null : status === 0 ? (
          <p className="co-section-actions">
            <a className="button" href={reviewPath(order.orderId)}>
              Review and pay
            </a>
          </p>
        ) : status === 1 || status === 2 ? (
          <p className="co-section-actions">
            <a className="button" href={paymentPath(order.orderId)}>
              {status === 1 ? "Complete the payment" : "Try the payment again"}
            </a>
          </p>
        ) : status === 5 && order.railway_authorization_url ? (
          <div className="co-box co-box--warning">
            <p className="co-box__title">Sign in to the railway to complete your booking</p>
            <p>
              Your payment is authorised: {held ?? "the amount"} is on hold, not charged. The
              railway books your berths once you type the password of your IRCTC user ID{" "}
              {journey.railwayUserId} on its own page; Safar never sees it. The amount is taken only
              when the railway issues your ticket; if it cannot, the hold is released and nothing is
              charged.
            </p>
            <p>
              <a className="button" href={order.railway_authorization_url}>
                Sign in to the railway
              </a>
            </p>
          </div>
        ) : status === 5 ? (
          <p className="co-note">
            Your payment is on hold and we are waiting for the railway to confirm your berths.
            Reload this page in a moment to see the result; if the railway cannot book them, the
            hold is released and nothing is charged.
          </p>
        ) : status === 6 && failure ? (
          <div className="co-box co-box--error">
            <p className="co-box__title">
              {releasedText
                ? "Your booking could not be completed. Nothing was charged."
                : "Your booking could not be completed."}
            </p>
            <p>{failure}</p>
            {releasedText ? <p>{releasedText}</p> : null}
            <p className="co-note">
              We have also sent this by SMS to {order.contact_details.mobile} and by e-mail to{" "}
              {order.contact_details.email}.
            </p>
          </div>
        ) : null}
        <OrderCancellation orderId={order.orderId} cancelled={cancelled} />
        {booked && (!trip || trip.state === "booked") ? (
          <p className="co-note">
            E-ticket sent to {order.contact_details.email} and {order.contact_details.mobile}
          </p>
        ) : null}
      </Section>
      {order.order_actions.length > 0 ? (
        <Section name={actionsSection}>
          <ul className="ob-actions">
            {order.order_actions.map((a) => (
              <li key={a.id}>
                <a
                  href={a.href}
                  data-action={a.id}
                  // The PDFs download; the rest are pages.
                  download={a.href.endsWith(".pdf") ? "" : undefined}
                >
                  {a.label}
                </a>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      {order.nps_data.asked ? (
        <div className="co-box co-box--info" role="note">
          {order.nps_data.score === null ? (
            <>
              <p className="co-box__title">How was your booking?</p>
              <p>
                <a
                  className="button button--secondary"
                  href={`/trains/summary/${order.orderId}/feedback`}
                >
                  Rate your booking
                </a>
              </p>
            </>
          ) : (
            <p>
              You rated this booking {order.nps_data.score} out of 10.{" "}
              <a href={`/trains/summary/${order.orderId}/feedback`}>Change your rating</a>
            </p>
          )}
        </div>
      ) : null}
      {order.cp_banner && booked ? (
        <div className="co-box co-box--success" role="note">
          <p className="co-box__title">Free cancellation</p>
          <p>{order.cp_banner.text}</p>
        </div>
      ) : null}
      <div className="co-layout">
        <div className="co-layout__main">
          <Section name={journeySection}>
            <JourneyDetails journey={journey} aadhaar={aadhaar} />
          </Section>
          <Section name={passengerSection}>
            <TravellerList passengers={order.passenger_details} showStatus />
            {booked ? <TicketCoaches order={order} /> : null}
          </Section>
          <Section name={contactDetailsSection}>
            <ContactDetails contact={order.contact_details} />
          </Section>
          {gst ? (
            <Section name={gstSection}>
              <dl className="co-facts co-facts--wrap">
                {gst.gstIn ? (
                  <div>
                    <dt>GSTIN</dt>
                    <dd>{gst.gstIn}</dd>
                  </div>
                ) : null}
                {gst.nameOnGst ? (
                  <div>
                    <dt>Name on GST</dt>
                    <dd>{gst.nameOnGst}</dd>
                  </div>
                ) : null}
                {[gst.flat, gst.street, gst.area, gst.city, gst.state, gst.pin].some(Boolean) ? (
                  <div className="co-facts__wide">
                    <dt>Address</dt>
                    <dd>
                      {[gst.flat, gst.street, gst.area, gst.city, gst.state, gst.pin]
                        .filter(Boolean)
                        .join(", ")}
                    </dd>
                  </div>
                ) : null}
              </dl>
            </Section>
          ) : null}
        </div>
        <div className="co-layout__aside">
          <Section name={fareSection}>
            <FareSummary
              fare={fare}
              totalLabel={
                payment?.status === "captured"
                  ? "Total paid"
                  : payment?.status === "authorized"
                    ? "Total on hold"
                    : "Total"
              }
            />
            {order.promo_details ? <PromoNote promo={order.promo_details} /> : null}
            {payment ? (
              <dl className="co-facts co-payment">
                <div>
                  <dt>Payment</dt>
                  <dd>{paymentStatusLabel(payment.status)}</dd>
                </div>
                <div>
                  <dt>Method</dt>
                  <dd>{paymentMethodLabel(payment.method)}</dd>
                </div>
                <div>
                  <dt>Reference</dt>
                  <dd className="co-break">{payment.reference}</dd>
                </div>
                {payment.authorizedAt && !payment.capturedAt ? (
                  <div>
                    <dt>Authorised on</dt>
                    <dd>{formatIstDateTime(payment.authorizedAt)}</dd>
                  </div>
                ) : null}
                {payment.capturedAt ? (
                  <div>
                    <dt>Paid on</dt>
                    <dd>{formatIstDateTime(payment.capturedAt)}</dd>
                  </div>
                ) : null}
                {payment.voidedAt ? (
                  <div>
                    <dt>Released on</dt>
                    <dd>{formatIstDateTime(payment.voidedAt)}</dd>
                  </div>
                ) : null}
              </dl>
            ) : null}
          </Section>
          {summary.paidPaise > 0 ? (
            <Section name={fareRefundSection}>
              <dl className="ob-summary">
                <div>
                  <dt>Paid</dt>
                  <dd>{amount(summary.paidPaise)}</dd>
                </div>
                <div>
                  <dt>Refunded</dt>
                  <dd>{amount(summary.refundedPaise)}</dd>
                </div>
                <div className="ob-summary__total">
                  <dt>Net amount paid</dt>
                  <dd>{amount(summary.netPaise)}</dd>
                </div>
              </dl>
            </Section>
          ) : null}
          {refund ? (
            <Section name={refundSection}>
              {waiting ? (
                <div className="co-box co-box--warning">
                  <p className="co-box__title">
                    <a href={UNCLAIMED_REFUNDS_PATH}>
                      {claimLinkText(waiting.claim?.method ?? null)}
                    </a>
                  </p>
                  <p>
                    Your bank returned the refund. Claim it to your Safar wallet or another UPI ID
                    by {formatIstDate(waiting.claim?.expiresAt ?? "")}; we have sent you the link.
                    Not claimed by then, it is credited to your wallet.
                  </p>
                </div>
              ) : (
                <div className="co-box co-box--success">
                  <p className="co-box__title">{refundText}</p>
                </div>
              )}
              <ul className="co-list">
                {order.refunds.map((r) => (
                  <li key={`${r.createdAt}-${r.amountPaise}`}>
                    {amount(r.amountPaise)}: {r.reason}. Refunded on{" "}
                    {formatIstDateTime(r.createdAt)}
                    <RefundWhere refund={r} />
                  </li>
                ))}
              </ul>
            </Section>
          ) : null}
          {order.tdrs.length > 0 ? (
            <Section name={tdrSection}>
              <TdrClaimList
                claims={order.tdrs}
                names={new Map(order.passenger_details.map((p) => [p.number, p.name]))}
              />
              <p className="co-note">
                <a href={`/trains/summary/${order.orderId}/tdr`}>TDR details</a>
              </p>
            </Section>
          ) : null}
          {notes.length > 0 ? (
            <Section name={notesSection}>
              <ul className="co-list">
                {notes.map((n) => (
                  <li key={n}>{n}</li>
                ))}
              </ul>
            </Section>
          ) : null}
          <Section name={contactSection}>
            <p>
              Questions about this order? Write to <SupportEmail /> with the order number{" "}
              {order.orderId}.
            </p>
            <p>
              <a href="/care">Help and support</a>
            </p>
          </Section>
        </div>
      </div>
    </>
  );
  return (
    <Screen
      title={title}
      lead={
        trip
          ? `${trip.legs[0].fromName} to ${trip.legs[1].toName} in two trains, booked as one journey.`
          : undefined
      }
      wide
    >
      {notice ? (
        <p
          className={`co-box co-box--${notice.tone}`}
          role={notice.tone === "error" ? "alert" : "status"}
        >
          {notice.text}
        </p>
      ) : null}
      {trip ? (
        <TripStatus trip={trip} choiceAction={`/trains/summary/${trip.legs[0].orderId}/trip`} />
      ) : null}
      {trip && order.switch_button_details ? (
        <TripTabs details={order.switch_button_details} trip={trip}>
          {body}
        </TripTabs>
      ) : (
        body
      )}
      <BookingCompleteLink />
    </Screen>
  );
}

/** Where one refund's money is: credited, on its way, or waiting for its claim (spec §9). */
function RefundWhere({ refund: r }: { refund: OrderSummary["refunds"][number] }) {
  const claim = r.claim;
  if (claim?.status === "unclaimed") {
    return (
      <>
        ; <a href={UNCLAIMED_REFUNDS_PATH}>{claimLinkText(claim.method)}</a> by{" "}
        {formatIstDate(claim.expiresAt)}.
      </>
    );
  }
  if (claim) {
    const when = claim.claimedAt ? ` on ${formatIstDateTime(claim.claimedAt)}` : "";
    if (claim.status === "expired") {
      return <>; not claimed within 10 days, so credited to your wallet{when}.</>;
    }
    return claim.claimedTo === "upi" ? (
      <>; claimed to a UPI ID{when}.</>
    ) : (
      <>; claimed to your wallet{when}.</>
    );
  }
  return r.settledAt ? (
    <>; credited on {formatIstDateTime(r.settledAt)}.</>
  ) : (
    <>; on its way to your payment method.</>
  );
}

/** Spec §3 promo_details on the order page (ADR 025): the code, what it saved, where its use stands. */
function PromoNote({ promo }: { promo: NonNullable<OrderSummary["promo_details"]> }) {
  const saved = formatPaise(promo.discountPaise);
  const words =
    promo.status === "used"
      ? `Promo code ${promo.code} saved you ${saved} on this booking.`
      : promo.status === "released"
        ? `Promo code ${promo.code} was not used: this booking was not paid or was refunded in full, so you can use the code again.`
        : `Promo code ${promo.code} takes ${saved} off this booking.`;
  return (
    <p className="co-note co-promo-note" id="promo-details">
      {words}
    </p>
  );
}
