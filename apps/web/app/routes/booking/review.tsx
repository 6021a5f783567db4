import { BOOKING_ENDPOINTS, type OrderSummary } from "@safar/contracts/booking";
import { PROMO_ENDPOINTS } from "@safar/contracts/promo";
import { orderIdSchema } from "@safar/contracts/route-params";
import { formatPaise } from "@safar/domain/money";
import { seatStatusWords } from "@safar/domain/seat-status";
import { useEffect, useRef } from "react";
import { data, Form, redirect } from "react-router";
import { apiContext } from "#server-context";
import { Section } from "../../components/ui/section.tsx";
import { aadhaarViewFor } from "../../features/checkout/aadhaar.server.ts";
import type { AadhaarView } from "../../features/checkout/aadhaar.ts";
import {
  confirmHref,
  loginHref,
  paymentPath,
  reviewRedirect,
  waitingRoomPath,
} from "../../features/checkout/format.ts";
import {
  ContactDetails,
  FareSummary,
  JourneyDetails,
  PayingFor,
  TravellerList,
} from "../../features/checkout/order-parts.tsx";
import { useSubmitting } from "../../features/checkout/use-hold-tight.ts";
import { CHECKOUT, type CheckoutMessages } from "../../i18n/checkout.ts";
import { codeWords } from "../../i18n/codes.ts";
import { SEAT_STATUS } from "../../i18n/seat-status.ts";
import { call } from "../../lib/api.server.ts";
import { fill, translated, useMessages } from "../../lib/i18n.ts";
import { translatedTemplate } from "../../lib/i18n-template.ts";
import { localeOf } from "../../lib/locale.server.ts";
import type { RouteHandle } from "../../lib/route-handle.ts";
import { pageSeo } from "../../lib/seo.ts";
import { OrderGate } from "../shared/order-gate.tsx";
import { notFound, RouteErrorBoundary, screenMeta } from "../shared/route-error.tsx";
import { Screen } from "../shared/screen.tsx";
import "../../components/ui/forms.css";
import type { Route } from "./+types/review";

/**
 * `/trains/review?orderId=…`: booking review (page code 3, spec §2, §3
 * Review). Shows the draft order the traveller-details page verified — the
 * journey, travellers, contact and every fare line, with every passenger
 * paid for named beside the pay button — and, when the seat
 * status got worse since it was seen, the spec §4 warning with a box to
 * confirm continuing. "Proceed to pay" is a plain form: the action asks the
 * API to hold the berths and open the payment (`v1/checkout`) and goes on to
 * `/trains/pg-review`; a refusal is shown here. An order past review is
 * sent on to its payment or its summary.
 */
export const handle = { pageCode: 3, headerTitle: "Review Booking" } satisfies RouteHandle;

export const REVIEW_SECTIONS = [
  "Journey details",
  "Travellers",
  "Contact details",
  "Fare summary",
] as const;

const NO_STORE = { headers: { "cache-control": "no-store" } };

export function headers() {
  return { "cache-control": "no-store" };
}

type ReviewView =
  | { kind: "none" }
  | { kind: "loggedOut"; loginHref: string }
  | { kind: "error"; message: string }
  | { kind: "review"; order: OrderSummary; aadhaar: AadhaarView | null };

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const seo = pageSeo(url, {
    title: "Review Your Booking",
    description: "Check your journey, travellers and fare before you pay.",
    indexable: false,
  });
  const locale = localeOf(request);
  const messages = { ...codeWords(locale), ...SEAT_STATUS[locale], ...CHECKOUT[locale] };
  const raw = url.searchParams.get("orderId");
  if (raw === null || raw === "")
    return data({ seo, messages, view: { kind: "none" } as ReviewView }, NO_STORE);
  const parsed = orderIdSchema.safeParse(raw);
  if (!parsed.success) notFound();
  const orderId = parsed.data;
  const summary = await call(context.get(apiContext), BOOKING_ENDPOINTS.summaryV1, {
    params: { orderId },
  });
  let view: ReviewView;
  if (summary.ok) {
    const target = reviewRedirect(summary.data.header.status, orderId);
    if (target) throw redirect(target);
    const aadhaar = await aadhaarViewFor(
      context.get(apiContext),
      request,
      summary.data.journey_details.railwayUserId,
      `/trains/review?orderId=${orderId}`,
    );
    view = { kind: "review", order: summary.data, aadhaar };
  } else if (summary.status === 404) {
    notFound();
  } else if (isAuthFailure(summary.status)) {
    view = { kind: "loggedOut", loginHref: loginHref(`${url.pathname}${url.search}`) };
  } else {
    view = { kind: "error", message: summary.message };
  }
  return data({ seo, messages, view }, NO_STORE);
}

/** Spec §6: 401, 403 and 410 are auth failures. */
function isAuthFailure(status: number): boolean {
  return status === 401 || status === 403 || status === 410;
}

export interface ReviewActionData {
  code: string;
  message: string;
  loggedOut?: boolean;
  /** The answer is the promo-code form's (ADR 025), not the pay button's. */
  promo?: { ok: boolean; typed: string };
}

export async function action({ request, context }: Route.ActionArgs): Promise<ReviewActionData> {
  const url = new URL(request.url);
  const form = await request.formData();
  const parsed = orderIdSchema.safeParse(
    String(form.get("orderId") ?? url.searchParams.get("orderId") ?? ""),
  );
  if (!parsed.success) notFound();
  const orderId = parsed.data;
  const intent = form.get("intent");
  if (intent === "apply-promo" || intent === "remove-promo") {
    const typed = String(form.get("promoCode") ?? "");
    const api = context.get(apiContext);
    const answer =
      intent === "apply-promo"
        ? await call(api, PROMO_ENDPOINTS.apply, { typed: { orderId, code: typed } })
        : await call(api, PROMO_ENDPOINTS.remove, { body: { orderId } });
    if (answer.ok) {
      return { code: "promo_ok", message: answer.data.message, promo: { ok: true, typed: "" } };
    }
    return {
      code: answer.code,
      message: answer.fields?.code ?? answer.message,
      promo: { ok: false, typed },
      ...(isAuthFailure(answer.status) ? { loggedOut: true } : {}),
    };
  }
  const checkout = await call(context.get(apiContext), BOOKING_ENDPOINTS.checkout, {
    body: { orderId, acceptStatusChange: form.get("acceptStatusChange") === "on" },
  });
  if (checkout.ok) throw redirect(paymentPath(orderId));
  // Around an opening: the order waits its turn in the queue.
  if (checkout.code === "queued") throw redirect(waitingRoomPath(orderId));
  return {
    code: checkout.code,
    message: checkout.message,
    ...(isAuthFailure(checkout.status) ? { loggedOut: true } : {}),
  };
}

export const meta = screenMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function Review({ loaderData, actionData }: Route.ComponentProps) {
  const { view } = loaderData;
  const t = useMessages<CheckoutMessages>();
  const gate = (
    <OrderGate
      view={view}
      title={t.reviewTitle}
      noneLead={t.reviewNoneLead}
      noneText={t.reviewNoneText}
    />
  );
  if (view.kind === "none" || view.kind === "loggedOut" || view.kind === "error") return gate;
  return <ReviewOrder order={view.order} aadhaar={view.aadhaar} result={actionData} />;
}

function ReviewOrder({
  order,
  aadhaar,
  result,
}: {
  order: OrderSummary;
  aadhaar: AadhaarView | null;
  result: ReviewActionData | undefined;
}) {
  // The promo-code form's posts are not the pay button's: no 'Hold Tight!!' for them.
  const t = useMessages<CheckoutMessages>();
  const busy = useSubmitting(
    t.holdingBerths,
    (form) => !String(form?.get("intent") ?? "").endsWith("-promo"),
  );
  const [journeySection, travellersSection, contactSection, fareSection] = REVIEW_SECTIONS;
  const journey = order.journey_details;
  const fare = order.fare_and_payment_details.fare;
  const change = order.seat_status;
  const promoResult = result?.promo ? result : undefined;
  const payResult = result?.promo ? undefined : result;
  const statusRefused = payResult?.code === "seat_status_changed_wl";
  const alert = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (payResult) alert.current?.focus();
  }, [payResult]);
  const edit = confirmHref(journey, change.seen, order.orderId);

  return (
    <Screen title={t.reviewTitle} lead={t.reviewLead} wide>
      {change.changed ? (
        <div className="co-box co-box--warning" id="seat-status-warning">
          <p className="co-box__title">
            {change.message ? translatedTemplate(t, change.message) : t.statusChanged}
          </p>
          <p>
            {t.youSaw}
            <strong>{translatedTemplate(t, seatStatusWords(change.seen))}</strong>
            {t.railwayNowShows}
            <strong>
              {change.now ? translatedTemplate(t, seatStatusWords(change.now)) : t.differentStatus}
            </strong>
            {t.confirmBelow}
          </p>
        </div>
      ) : null}
      <div className="co-layout">
        <div className="co-layout__main">
          <Section name={translated(t, journeySection)} id={journeySection}>
            <JourneyDetails journey={journey} seatStatus={change.now} aadhaar={aadhaar} />
          </Section>
          <Section name={translated(t, travellersSection)} id={travellersSection}>
            <TravellerList passengers={order.passenger_details} />
            <p className="co-section-actions">
              <a href={edit}>{t.editTravellers}</a>
            </p>
          </Section>
          <Section name={translated(t, contactSection)} id={contactSection}>
            <ContactDetails contact={order.contact_details} />
            <p className="co-note">{t.ticketSentHere}</p>
          </Section>
        </div>
        <div className="co-layout__aside">
          <Section name={translated(t, fareSection)} id={fareSection}>
            <FareSummary fare={fare} totalLabel={t.totalToPay} />
            <PromoCodeForm
              orderId={order.orderId}
              promo={order.promo_details}
              result={promoResult}
            />
            <PayingFor id="paying-for" passengers={order.passenger_details} />
            <Form
              method="post"
              id="review-pay"
              className="co-pay-form form"
              aria-busy={busy || undefined}
            >
              <input type="hidden" name="orderId" value={order.orderId} />
              {payResult ? (
                <div
                  ref={alert}
                  id="review-error"
                  className="form-alert"
                  role="alert"
                  tabIndex={-1}
                >
                  <p>{translatedTemplate(t, payResult.message)}</p>
                  {payResult.loggedOut ? (
                    <p>
                      <a href={loginHref(`/trains/review?orderId=${order.orderId}`)}>{t.login}</a>
                    </p>
                  ) : payResult.code === "booking_refused" ? (
                    <p>
                      <a href={edit}>{t.editTravellers}</a>
                      {t.or}
                      <a href="/trains">{t.searchAgain}</a>.
                    </p>
                  ) : payResult.code.startsWith("promo_") ? (
                    <p>{t.removePromoFirst}</p>
                  ) : payResult.code === "order_not_payable" ? (
                    <p>
                      <a href="/trains">{t.searchTrains}</a>
                    </p>
                  ) : null}
                </div>
              ) : null}
              {change.changed ? (
                <label className="co-check">
                  <input
                    type="checkbox"
                    name="acceptStatusChange"
                    required
                    aria-invalid={statusRefused || undefined}
                    aria-describedby={
                      statusRefused ? "review-error seat-status-warning" : "seat-status-warning"
                    }
                  />
                  <span>{t.acceptNewStatus}</span>
                </label>
              ) : null}
              <button
                type="submit"
                className="button co-pay-form__submit"
                disabled={busy}
                aria-describedby="paying-for"
              >
                {fill(t.proceedToPayAmount, { amount: formatPaise(fare.totalPaise) })}
              </button>
            </Form>
          </Section>
        </div>
      </div>
      {/* A phone: the total and the pay button stay on screen (the form's own button is hidden
          there; this one submits the same form by its id, before JavaScript too). */}
      <div className="co-bar">
        <p className="co-bar__total">
          {t.totalToPay}
          <br />
          <strong>{formatPaise(fare.totalPaise)}</strong>
        </p>
        <button
          type="submit"
          form="review-pay"
          className="button"
          disabled={busy}
          aria-describedby="paying-for"
        >
          {/* Its name is the form's button's (the amount said, not shown). */}
          {t.payBarBefore ? (
            <span className="visually-hidden">
              {fill(t.payBarBefore, { amount: formatPaise(fare.totalPaise) })}
            </span>
          ) : null}
          {t.proceedToPay}
          {t.payBarAfter ? (
            <span className="visually-hidden">
              {fill(t.payBarAfter, { amount: formatPaise(fare.totalPaise) })}
            </span>
          ) : null}
        </button>
      </div>
    </Screen>
  );
}

/**
 * The promo code at review (spec §3 promotionalCode; ADR 025): a plain form
 * that posts to this page's action, which asks the API; the discount shown is
 * the server's fare line. Works before JavaScript loads.
 */
function PromoCodeForm({
  orderId,
  promo,
  result,
}: {
  orderId: string;
  promo: OrderSummary["promo_details"];
  result: ReviewActionData | undefined;
}) {
  const t = useMessages<CheckoutMessages>();
  const failed = result?.promo && !result.promo.ok;
  if (promo && promo.status !== "released") {
    return (
      <Form method="post" className="co-promo co-promo--applied" id="promo-applied">
        <input type="hidden" name="orderId" value={orderId} />
        <input type="hidden" name="intent" value="remove-promo" />
        <p className="co-promo__applied" role="status">
          <strong>{promo.code}</strong>
          {fill(t.promoApplied, { amount: formatPaise(promo.discountPaise) })}
        </p>
        <button type="submit" className="button button--secondary co-promo__button">
          {t.remove}
          <span className="visually-hidden">{fill(t.promoCodeHidden, { code: promo.code })}</span>
        </button>
      </Form>
    );
  }
  return (
    <Form method="post" className="co-promo" id="promo-form">
      <input type="hidden" name="orderId" value={orderId} />
      <input type="hidden" name="intent" value="apply-promo" />
      <label className="form-field__label" htmlFor="promo-code">
        {t.promoCode}
      </label>
      <div className="co-promo__row">
        <input
          id="promo-code"
          name="promoCode"
          className="form-field__control"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          defaultValue={failed ? result.promo?.typed : ""}
          aria-invalid={failed || undefined}
          aria-describedby={failed ? "promo-error" : "promo-hint"}
        />
        <button type="submit" className="button button--secondary co-promo__button">
          {t.apply}
        </button>
      </div>
      {failed ? (
        <p id="promo-error" className="form-field__error" role="alert">
          {translatedTemplate(t, result.message)}
        </p>
      ) : result?.promo?.ok ? (
        <p id="promo-hint" className="form-field__hint" role="status">
          {translatedTemplate(t, result.message)}
        </p>
      ) : (
        <p id="promo-hint" className="form-field__hint">
          {t.haveCode}
          <a href="/travel/offers">{t.offers}</a>.
        </p>
      )}
    </Form>
  );
}
