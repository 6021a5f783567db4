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
import { CHECKOUT, type CheckoutMessages } from "../../i18n/checkout.ts";
import { COACH } from "../../i18n/coach.ts";
import { codeWords } from "../../i18n/codes.ts";
import { ORDERS, type OrdersMessages } from "../../i18n/orders.ts";
import { RAILWAY_TEXTS } from "../../i18n/railway.ts";
import { REFUNDS, type RefundsMessages } from "../../i18n/refunds.ts";
import { TRIPS } from "../../i18n/trips.ts";
import { call } from "../../lib/api.server.ts";
import { formatIstDate, formatIstDateTime, formatShortDate } from "../../lib/dates.ts";
import { fill, translated, useLocale, useMessages } from "../../lib/i18n.ts";
import { translatedTemplate } from "../../lib/i18n-template.ts";
import { localeOf } from "../../lib/locale.server.ts";
import { railwayWords } from "../../lib/railway-words.ts";
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
  const locale = localeOf(request);
  const words = ORDERS[locale];
  const messages = {
    ...codeWords(locale),
    ...CHECKOUT[locale],
    ...COACH[locale],
    ...REFUNDS[locale],
    ...RAILWAY_TEXTS[locale],
    ...TRIPS[locale],
    ...words,
  };
  const notice = orderNotice(url.searchParams, words);
  const cancelled = url.searchParams.has("cancelled");
  return data(
    { seo, messages, orderId, view, notice, cancelled },
    { status: view.kind === "notFound" ? 404 : 200, headers: { "cache-control": "no-store" } },
  );
}

type Notice = { tone: "success" | "error"; text: string };

/** What the page says after an action elsewhere sent the traveller back here (`?notice=`). */
function orderNotice(query: URLSearchParams, t: OrdersMessages): Notice | null {
  const said = (english: string) => translated(t, english);
  switch (query.get("notice")) {
    case "ticket-download-failed":
      return { tone: "error", text: said(ERROR_MESSAGES.ticket_download_failed) };
    case "invoice-download-failed":
      return { tone: "error", text: said(ERROR_MESSAGES.invoice_download_failed) };
    case "ticket-sent": {
      const n = Number(query.get("count"));
      const text = !(Number.isInteger(n) && n > 0 && n <= 10)
        ? t.ticketSent
        : n === 1
          ? t.ticketSentOne
          : fill(t.ticketSentMany, { n });
      return { tone: "success", text };
    }
    case "feedback-thanks":
      return { tone: "success", text: t.feedbackThanks };
    case "trip-cancelled":
      return { tone: "success", text: t.tripCancelled };
    case "trip-retry-refused":
      return { tone: "error", text: t.tripRetryRefused };
    case "trip-choice-closed":
      return { tone: "error", text: said(ERROR_MESSAGES.trip_choice_closed) };
    case "boarding-changed":
      return { tone: "success", text: t.boardingChanged };
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
  const t = useMessages<OrdersMessages>();
  const title = fill(t.orderTitle, { orderId });
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
  const t = useMessages<OrdersMessages & CheckoutMessages & RefundsMessages>();
  const locale = useLocale();
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
      <Section name={translated(t, statusSection)} id={statusSection}>
        <OrderStatusHeader order={order} />
        {/* The trip in one line on the first screen, as a traveller checks it. */}
        <p className="co-trip">
          <strong>
            {journey.trainNumber} {journey.trainName}
          </strong>{" "}
          · {formatShortDate(journey.date, locale)} · {journey.from} {journey.departure ?? ""} →{" "}
          {journey.to} {journey.arrival ?? ""} · {journey.classCode}
        </p>
        {/* A train of a trip not yet paid for: nothing received yet (the trip's box says so). */}
        {trip && trip.state !== "booked" ? null : <OrderProgress status={status} />}
        {journey.pnr ? (
          <p className="co-pnr">
            <span className="co-pnr__label">PNR</span>
            <span className="co-pnr__value">{journey.pnr}</span>
            <a href={order.pnr_status_path ?? "/trains/check-pnr"}>{t.checkPnr}</a>
          </p>
        ) : null}
        {journey.pnr && booked ? (
          // data-funnel: analytics counts the funnel's ticket step here (ADR 027).
          <div className="ob-live" data-funnel="ticket">
            <p className="ob-chart" data-chart={order.header.chartPrepared ? "prepared" : "not"}>
              <span aria-hidden="true">{order.header.chartPrepared ? "✓" : "○"}</span>
              {order.header.chartPrepared ? t.chartPrepared : t.chartNotPrepared}
            </p>
            <p className="co-note">
              {live.source === "railway" && live.checkedAt
                ? fill(t.statusAt, { time: istTime(new Date(live.checkedAt)) })
                : t.statusUnavailable}
            </p>
            <form method="post">
              <button type="submit" className="button button--secondary">
                {t.refreshStatus}
              </button>
            </form>
          </div>
        ) : null}
        {trip ? null : status === 0 ? (
          <p className="co-section-actions">
            <a className="button" href={reviewPath(order.orderId)}>
              {t.reviewAndPay}
            </a>
          </p>
        ) : status === 1 || status === 2 ? (
          <p className="co-section-actions">
            <a className="button" href={paymentPath(order.orderId)}>
              {status === 1 ? t.completePayment : t.tryPaymentAgain}
            </a>
          </p>
        ) : status === 5 && order.railway_authorization_url ? (
          <div className="co-box co-box--warning">
            <p className="co-box__title">{t.signInRailwayTitle}</p>
            <p>
              {fill(t.signInRailwayText, {
                held: held ?? t.theAmount,
                id: journey.railwayUserId,
              })}
            </p>
            <p>
              <a className="button" href={order.railway_authorization_url}>
                {t.signInRailway}
              </a>
            </p>
          </div>
        ) : status === 5 ? (
          <p className="co-note">{t.waitingRailway}</p>
        ) : status === 6 && failure ? (
          <div className="co-box co-box--error">
            <p className="co-box__title">{releasedText ? t.notCompletedNothing : t.notCompleted}</p>
            <p>{railwayWords(t, failure, locale)}</p>
            {releasedText ? <p>{translatedTemplate(t, releasedText)}</p> : null}
            <p className="co-note">
              {fill(t.alsoSent, {
                mobile: order.contact_details.mobile,
                email: order.contact_details.email,
              })}
            </p>
          </div>
        ) : null}
        <OrderCancellation orderId={order.orderId} cancelled={cancelled} />
        {booked && (!trip || trip.state === "booked") ? (
          <p className="co-note">
            {fill(t.ticketSentTo, {
              email: order.contact_details.email,
              mobile: order.contact_details.mobile,
            })}
          </p>
        ) : null}
      </Section>
      {order.order_actions.length > 0 ? (
        <Section name={translated(t, actionsSection)} id={actionsSection}>
          <ul className="ob-actions">
            {order.order_actions.map((a) => (
              <li key={a.id}>
                <a
                  href={a.href}
                  data-action={a.id}
                  // The PDFs download; the rest are pages.
                  download={a.href.endsWith(".pdf") ? "" : undefined}
                >
                  {translated(t, a.label)}
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
              <p className="co-box__title">{t.howWasBooking}</p>
              <p>
                <a
                  className="button button--secondary"
                  href={`/trains/summary/${order.orderId}/feedback`}
                >
                  {t.rateBooking}
                </a>
              </p>
            </>
          ) : (
            <p>
              {fill(t.youRated, { score: order.nps_data.score })}{" "}
              <a href={`/trains/summary/${order.orderId}/feedback`}>{t.changeRating}</a>
            </p>
          )}
        </div>
      ) : null}
      {order.cp_banner && booked ? (
        <div className="co-box co-box--success" role="note">
          <p className="co-box__title">{t.freeCancellation}</p>
          <p>{order.cp_banner.text}</p>
        </div>
      ) : null}
      <div className="co-layout">
        <div className="co-layout__main">
          <Section name={translated(t, journeySection)} id={journeySection}>
            <JourneyDetails journey={journey} aadhaar={aadhaar} />
          </Section>
          <Section name={translated(t, passengerSection)} id={passengerSection}>
            <TravellerList passengers={order.passenger_details} showStatus />
            {booked ? <TicketCoaches order={order} /> : null}
          </Section>
          <Section name={translated(t, contactDetailsSection)} id={contactDetailsSection}>
            <ContactDetails contact={order.contact_details} />
          </Section>
          {gst ? (
            <Section name={translated(t, gstSection)} id={gstSection}>
              <dl className="co-facts co-facts--wrap">
                {gst.gstIn ? (
                  <div>
                    <dt>{t.gstin}</dt>
                    <dd>{gst.gstIn}</dd>
                  </div>
                ) : null}
                {gst.nameOnGst ? (
                  <div>
                    <dt>{t.nameOnGst}</dt>
                    <dd>{gst.nameOnGst}</dd>
                  </div>
                ) : null}
                {[gst.flat, gst.street, gst.area, gst.city, gst.state, gst.pin].some(Boolean) ? (
                  <div className="co-facts__wide">
                    <dt>{t.address}</dt>
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
          <Section name={translated(t, fareSection)} id={fareSection}>
            <FareSummary
              fare={fare}
              totalLabel={
                payment?.status === "captured"
                  ? t.totalPaid
                  : payment?.status === "authorized"
                    ? t.totalOnHold
                    : t.total
              }
            />
            {order.promo_details ? <PromoNote promo={order.promo_details} /> : null}
            {payment ? (
              <dl className="co-facts co-payment">
                <div>
                  <dt>{t.payment}</dt>
                  <dd>{translated(t, paymentStatusLabel(payment.status))}</dd>
                </div>
                <div>
                  <dt>{t.method}</dt>
                  <dd>{translated(t, paymentMethodLabel(payment.method))}</dd>
                </div>
                <div>
                  <dt>{t.reference}</dt>
                  <dd className="co-break">{payment.reference}</dd>
                </div>
                {payment.authorizedAt && !payment.capturedAt ? (
                  <div>
                    <dt>{t.authorisedOn}</dt>
                    <dd>{formatIstDateTime(payment.authorizedAt, locale)}</dd>
                  </div>
                ) : null}
                {payment.capturedAt ? (
                  <div>
                    <dt>{t.paidOn}</dt>
                    <dd>{formatIstDateTime(payment.capturedAt, locale)}</dd>
                  </div>
                ) : null}
                {payment.voidedAt ? (
                  <div>
                    <dt>{t.releasedOn}</dt>
                    <dd>{formatIstDateTime(payment.voidedAt, locale)}</dd>
                  </div>
                ) : null}
              </dl>
            ) : null}
          </Section>
          {summary.paidPaise > 0 ? (
            <Section name={translated(t, fareRefundSection)} id={fareRefundSection}>
              <dl className="ob-summary">
                <div>
                  <dt>{t.paid}</dt>
                  <dd>{amount(summary.paidPaise)}</dd>
                </div>
                <div>
                  <dt>{t.refunded}</dt>
                  <dd>{amount(summary.refundedPaise)}</dd>
                </div>
                <div className="ob-summary__total">
                  <dt>{t.netPaid}</dt>
                  <dd>{amount(summary.netPaise)}</dd>
                </div>
              </dl>
            </Section>
          ) : null}
          {refund ? (
            <Section name={translated(t, refundSection)} id={refundSection}>
              {waiting ? (
                <div className="co-box co-box--warning">
                  <p className="co-box__title">
                    <a href={UNCLAIMED_REFUNDS_PATH}>
                      {claimLinkText(t, waiting.claim?.method ?? null)}
                    </a>
                  </p>
                  <p>
                    {fill(t.bankReturned, {
                      date: formatIstDate(waiting.claim?.expiresAt ?? "", locale),
                    })}
                  </p>
                </div>
              ) : (
                <div className="co-box co-box--success">
                  <p className="co-box__title">{translatedTemplate(t, refundText ?? "")}</p>
                </div>
              )}
              <ul className="co-list">
                {order.refunds.map((r) => (
                  <li key={`${r.createdAt}-${r.amountPaise}`}>
                    {fill(t.refundLine, {
                      amount: amount(r.amountPaise),
                      reason: r.reason,
                      when: formatIstDateTime(r.createdAt, locale),
                    })}
                    <RefundWhere refund={r} />
                  </li>
                ))}
              </ul>
            </Section>
          ) : null}
          {order.tdrs.length > 0 ? (
            <Section name={translated(t, tdrSection)} id={tdrSection}>
              <TdrClaimList
                claims={order.tdrs}
                names={new Map(order.passenger_details.map((p) => [p.number, p.name]))}
              />
              <p className="co-note">
                <a href={`/trains/summary/${order.orderId}/tdr`}>{t.tdrDetails}</a>
              </p>
            </Section>
          ) : null}
          {notes.length > 0 ? (
            <Section name={translated(t, notesSection)} id={notesSection}>
              <ul className="co-list">
                {notes.map((n) => (
                  <li key={n}>{n}</li>
                ))}
              </ul>
            </Section>
          ) : null}
          <Section name={translated(t, contactSection)} id={contactSection}>
            <p>
              {t.questions}
              <SupportEmail />
              {fill(t.withOrderNumber, { orderId: order.orderId })}
            </p>
            <p>
              <a href="/care">{t.helpSupport}</a>
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
          ? fill(t.twoTrainsLead, { from: trip.legs[0].fromName, to: trip.legs[1].toName })
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
  const t = useMessages<OrdersMessages & RefundsMessages>();
  const locale = useLocale();
  const claim = r.claim;
  if (claim?.status === "unclaimed") {
    return (
      <>
        ; <a href={UNCLAIMED_REFUNDS_PATH}>{claimLinkText(t, claim.method)}</a>
        {fill(t.refundBy, { date: formatIstDate(claim.expiresAt, locale) })}
      </>
    );
  }
  if (claim) {
    const when = claim.claimedAt
      ? fill(t.refundOnDate, { date: formatIstDateTime(claim.claimedAt, locale) })
      : "";
    if (claim.status === "expired") return fill(t.refundExpired, { when });
    return fill(claim.claimedTo === "upi" ? t.refundUpi : t.refundWallet, { when });
  }
  return r.settledAt
    ? fill(t.refundCredited, { date: formatIstDateTime(r.settledAt, locale) })
    : t.refundOnWay;
}

/** Spec §3 promo_details on the order page (ADR 025): the code, what it saved, where its use stands. */
function PromoNote({ promo }: { promo: NonNullable<OrderSummary["promo_details"]> }) {
  const t = useMessages<OrdersMessages>();
  const saved = formatPaise(promo.discountPaise);
  const words = fill(
    promo.status === "used"
      ? t.promoUsed
      : promo.status === "released"
        ? t.promoReleased
        : t.promoHeld,
    { code: promo.code, amount: saved },
  );
  return (
    <p className="co-note co-promo-note" id="promo-details">
      {words}
    </p>
  );
}
