import { PAYMENT_ENDPOINTS, PAYMENT_METHODS, type PaymentMethod } from "@safar/contracts/booking";
import { ERROR_MESSAGES } from "@safar/contracts/errors";
import { orderIdSchema } from "@safar/contracts/route-params";
import { TRIP_ENDPOINTS, type TripView } from "@safar/contracts/trips";
import { formatPaise } from "@safar/domain/money";
import { useState } from "react";
import { data, Form, redirect, redirectDocument } from "react-router";
import { apiContext, clockContext } from "#server-context";
import { Section } from "../../components/ui/section.tsx";
import {
  afterPayment,
  loginHref,
  normaliseCardNumber,
  normaliseExpiry,
  secondsUntil,
} from "../../features/checkout/format.ts";
import { FareSummary } from "../../features/checkout/order-parts.tsx";
import {
  type PaymentActionData,
  PaymentOptions,
} from "../../features/checkout/payment-options.tsx";
import { PaymentTimer } from "../../features/checkout/payment-timer.tsx";
import { useSubmitting } from "../../features/checkout/use-hold-tight.ts";
import { TRIP_PATHS } from "../../features/trips/trip-status.tsx";
import { call } from "../../lib/api.server.ts";
import type { RouteHandle } from "../../lib/route-handle.ts";
import { pageSeo } from "../../lib/seo.ts";
import { OrderGate } from "../shared/order-gate.tsx";
import { notFound, RouteErrorBoundary, screenMeta } from "../shared/route-error.tsx";
import { Screen } from "../shared/screen.tsx";
import "../../components/ui/forms.css";
import type { CheckoutMessages } from "../../i18n/checkout.ts";
import { CHECKOUT } from "../../i18n/checkout.ts";
import { codeWords } from "../../i18n/codes.ts";
import { RAILWAY_TEXTS } from "../../i18n/railway.ts";
import { SEAT_STATUS } from "../../i18n/seat-status.ts";
import { TRIPS, type TripsMessages } from "../../i18n/trips.ts";
import { fill, translated, useMessages } from "../../lib/i18n.ts";
import { translatedTemplate } from "../../lib/i18n-template.ts";
import { localeOf } from "../../lib/locale.server.ts";
import type { Route } from "./+types/connecting-pay";
import { tripRedirect } from "./connecting.server.ts";

/**
 * `/trains/connecting/:tripId/pay`: one payment for both trains (ADR 023,
 * page code 4): the total, its 600 s countdown, each train's fare and the
 * simulated gateway's methods (the same forms as `/trains/pg-review`). The
 * gateway only authorises: the amount is taken when the railway issues both
 * tickets. Authorised, the traveller goes to the railway's page once for
 * both trains; declined or timed out, the stitched button's "payment
 * failure" offers paying again while the berths are held.
 */
export const handle = { pageCode: 4, headerTitle: "Payment" } satisfies RouteHandle;

export const TRIP_PAYMENT_SECTIONS = ["Amount to pay", "Fare summary", "Payment options"] as const;

type PayView =
  | { kind: "loggedOut"; loginHref: string }
  | { kind: "error"; message: string }
  | {
      kind: "pay";
      trip: TripView;
      amountPaise: number;
      secondsLeft: number;
      walletBalancePaise: number | null;
    }
  | { kind: "retry"; trip: TripView; reason: "failed" | "expired" };

const isAuthFailure = (status: number) => status === 401 || status === 403 || status === 410;

export function headers() {
  return { "cache-control": "no-store" };
}

function tripIdOf(params: { tripId?: string }): string {
  const parsed = orderIdSchema.safeParse(params.tripId);
  if (!parsed.success) notFound();
  return parsed.data;
}

export async function loader({ params, url, request, context }: Route.LoaderArgs) {
  const locale = localeOf(request);
  const messages = {
    ...codeWords(locale),
    ...SEAT_STATUS[locale],
    ...CHECKOUT[locale],
    ...TRIPS[locale],
    ...RAILWAY_TEXTS[locale],
  };
  const tripId = tripIdOf(params);
  const seo = pageSeo(url, {
    title: "Payment",
    description: "Pay once for both trains of your journey.",
    indexable: false,
  });
  const api = context.get(apiContext);
  const [found, wallet] = await Promise.all([
    call(api, TRIP_ENDPOINTS.view, { params: { tripId } }),
    call(api, PAYMENT_ENDPOINTS.wallet),
  ]);
  let view: PayView;
  if (found.ok) {
    const trip = found.data;
    const target = tripRedirect(trip, "pay");
    if (target) throw redirect(target);
    const payment = trip.payment;
    const secondsLeft = payment
      ? secondsUntil(payment.expiresAt, context.get(clockContext)().getTime())
      : 0;
    view =
      trip.state === "payment" && payment?.status === "pending" && secondsLeft > 0
        ? {
            kind: "pay",
            trip,
            amountPaise: payment.amountPaise,
            secondsLeft,
            walletBalancePaise: wallet.ok ? wallet.data.balancePaise : null,
          }
        : { kind: "retry", trip, reason: trip.state === "payment_failed" ? "failed" : "expired" };
  } else if (found.status === 404) notFound();
  else if (isAuthFailure(found.status))
    view = { kind: "loggedOut", loginHref: loginHref(url.pathname) };
  else view = { kind: "error", message: found.message };
  return data({ seo, messages, view }, { headers: { "cache-control": "no-store" } });
}

const text = (form: FormData, name: string, max = 100) =>
  String(form.get(name) ?? "")
    .trim()
    .slice(0, max);

export async function action({
  params,
  request,
  context,
}: Route.ActionArgs): Promise<PaymentActionData> {
  const tripId = tripIdOf(params);
  const form = await request.formData();
  const api = context.get(apiContext);
  const intent = text(form, "intent");
  if (intent === "retry") {
    const out = await call(api, TRIP_ENDPOINTS.checkout, {
      body: { tripId, acceptStatusChange: true },
    });
    if (out.ok) throw redirect(TRIP_PATHS.pay(tripId));
    return { message: out.message, ...(isAuthFailure(out.status) ? { loggedOut: true } : {}) };
  }
  // The payment open now (never a reference from the page, which may be stale).
  const found = await call(api, TRIP_ENDPOINTS.view, { params: { tripId } });
  if (!found.ok) {
    if (found.status === 404) notFound();
    return { message: found.message, ...(isAuthFailure(found.status) ? { loggedOut: true } : {}) };
  }
  const moved = tripRedirect(found.data, "pay");
  if (moved) throw redirect(moved);
  const payment = found.data.payment;
  if (payment?.status !== "pending") {
    if (found.data.state === "payment_failed") return {};
    return { message: "Your payment time is over. Please start the booking again." };
  }
  let method: PaymentMethod = "upi";
  const values: NonNullable<PaymentActionData["values"]> = {};
  if (intent === "upgrade") {
    values.upiId = text(form, "upiId");
    const upgraded = await call(api, PAYMENT_ENDPOINTS.upiUpgrade, {
      body: { upiId: values.upiId },
    });
    if (!upgraded.ok) {
      return { method, values, fields: { upiId: "Please enter a valid UPI ID" } };
    }
  } else {
    const posted = text(form, "method");
    if (!(PAYMENT_METHODS as readonly string[]).includes(posted)) {
      return { message: "Please choose a payment method." };
    }
    method = posted as PaymentMethod;
  }
  const body: Record<string, string> = { reference: payment.reference, method };
  if (method === "upi") {
    values.upiId = values.upiId ?? text(form, "upiId");
    body.upiId = values.upiId;
  } else if (method === "card") {
    values.cardExpiry = text(form, "cardExpiry", 10);
    values.cardName = text(form, "cardName", 60);
    body.cardNumber = normaliseCardNumber(text(form, "cardNumber", 40)).slice(0, 40);
    body.cardExpiry = normaliseExpiry(values.cardExpiry);
    body.cardCvv = text(form, "cardCvv", 6);
    body.cardName = values.cardName;
  } else if (method === "netbanking") {
    values.bank = text(form, "bank", 10);
    body.bank = values.bank;
    body.bankDecision = text(form, "bankDecision") === "decline" ? "decline" : "approve";
  }
  const paid = await call(api, PAYMENT_ENDPOINTS.pay, { typed: body });
  if (paid.ok) {
    if (paid.data.outcome === "authorized") {
      // Held: on to the railway's page once for both trains, else the first train's order.
      const next = afterPayment(paid.data.nextUrl, found.data.legs[0].orderId);
      throw next.document ? redirectDocument(next.path) : redirect(next.path);
    }
    return { method, values, message: paid.data.message || ERROR_MESSAGES.payment_declined };
  }
  if (isAuthFailure(paid.status)) return { message: paid.message, loggedOut: true };
  switch (paid.code) {
    case "low_wallet_balance":
      return { method, methodMessage: paid.message };
    case "upi_upgrade_required":
      return { method, values, upgradeRequired: true };
    case "payment_details_invalid":
    case "validation_failed":
      return {
        method,
        values,
        methodMessage: paid.fields ? ERROR_MESSAGES.payment_details_invalid : paid.message,
        fields: paid.fields ?? {},
      };
    default:
      return { method, values, message: paid.message };
  }
}

export const meta = screenMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function ConnectingPay({ loaderData, actionData }: Route.ComponentProps) {
  const { view } = loaderData;
  const t = useMessages<TripsMessages>();
  if (view.kind === "loggedOut" || view.kind === "error") {
    return <OrderGate view={view} title={t.trip_payTitle} noneLead="" noneText="" />;
  }
  if (view.kind === "retry")
    return <Retry trip={view.trip} reason={view.reason} result={actionData} />;
  return <PayNow view={view} result={actionData} />;
}

function Fares({ trip }: { trip: TripView }) {
  const t = useMessages<TripsMessages>();
  return (
    <div className="trip-fares">
      {trip.legs.map((leg) => (
        <div key={leg.orderId}>
          <h3 className="trip-fares__title">
            {leg.leg === 1 ? t.trip_firstTrain : t.trip_secondTrain} · {leg.trainNumber} {leg.from}{" "}
            → {leg.to}
          </h3>
          <FareSummary
            fare={leg.fare}
            totalLabel={leg.leg === 1 ? t.trip_firstTrain : t.trip_secondTrain}
          />
        </div>
      ))}
      <p className="trip-total">
        <span>{t.trip_totalBoth}</span>
        <span>{formatPaise(trip.totalPaise)}</span>
      </p>
    </div>
  );
}

function PageAlert({ result, tripId }: { result: PaymentActionData | undefined; tripId: string }) {
  const t = useMessages<CheckoutMessages>();
  if (!result?.message) return null;
  return (
    <div className="co-box co-box--error" role="alert">
      <p className="co-box__title">{translatedTemplate(t, result.message)}</p>
      {result.loggedOut ? (
        <p>
          <a href={loginHref(TRIP_PATHS.pay(tripId))}>{t.login}</a>
        </p>
      ) : null}
    </div>
  );
}

function PayNow({
  view,
  result,
}: {
  view: Extract<PayView, { kind: "pay" }>;
  result: PaymentActionData | undefined;
}) {
  const t = useMessages<TripsMessages & CheckoutMessages>();
  const busy = useSubmitting(t.processing);
  const [over, setOver] = useState(false);
  const [amountSection, fareSection, optionsSection] = TRIP_PAYMENT_SECTIONS;
  const { trip } = view;
  const [first, second] = trip.legs;
  return (
    <Screen
      title={t.trip_payTitle}
      lead={fill(t.trip_payLead, {
        first: `${first.trainNumber} ${first.from} → ${first.to}`,
        second: `${second.trainNumber} ${second.from} → ${second.to}`,
      })}
      wide
    >
      <PageAlert result={result} tripId={trip.tripId} />
      <div className="co-pay-layout">
        <div className="co-pay-layout__amount">
          <Section name={translated(t, amountSection)} id={amountSection}>
            <p className="co-amount">{formatPaise(view.amountPaise)}</p>
            <p className="co-note">{t.trip_heldNote}</p>
            <p className="co-note">
              {t.walletBalance}
              {view.walletBalancePaise === null
                ? t.notAvailableNow
                : formatPaise(view.walletBalancePaise)}
            </p>
            <PaymentTimer initialSeconds={view.secondsLeft} onOver={() => setOver(true)} />
            {over ? <RetryForm busy={busy} label={t.startAgain} /> : null}
          </Section>
        </div>
        <div className="co-pay-layout__options">
          <Section name={translated(t, optionsSection)} id={optionsSection}>
            <PaymentOptions
              orderId={first.orderId}
              amountPaise={view.amountPaise}
              walletBalancePaise={view.walletBalancePaise}
              result={result}
              busy={busy || over}
            />
          </Section>
        </div>
        <div className="co-pay-layout__fare">
          <Section name={translated(t, fareSection)} id={fareSection}>
            <Fares trip={trip} />
          </Section>
        </div>
      </div>
    </Screen>
  );
}

function RetryForm({
  busy,
  label,
  stitched = false,
}: {
  busy: boolean;
  label: string;
  /** The stitched booking button in its "payment failure" state (spec §4). */
  stitched?: boolean;
}) {
  return (
    <Form method="post" className="co-pay-form form" aria-busy={busy || undefined}>
      <input type="hidden" name="intent" value="retry" />
      <button
        type="submit"
        className="button"
        disabled={busy}
        data-stitched={stitched ? "payment_failure" : undefined}
      >
        {label}
      </button>
    </Form>
  );
}

function Retry({
  trip,
  reason,
  result,
}: {
  trip: TripView;
  reason: "failed" | "expired";
  result: PaymentActionData | undefined;
}) {
  const t = useMessages<TripsMessages & CheckoutMessages>();
  const busy = useSubmitting(t.openingPayment);
  const [, fareSection] = TRIP_PAYMENT_SECTIONS;
  const declinedNow = result?.message === ERROR_MESSAGES.payment_declined;
  const other = result?.message && !declinedNow ? result.message : null;
  return (
    <Screen title={reason === "failed" ? t.paymentFailed : t.paymentTimeOver} wide>
      <div className="co-box co-box--error" role={declinedNow ? "alert" : undefined}>
        <p className="co-box__title">
          {reason === "failed"
            ? translatedTemplate(t, ERROR_MESSAGES.payment_declined)
            : t.timeOverNothingTaken}
        </p>
        <p>{t.trip_bothHeld}</p>
        <RetryForm busy={busy} label={t.trip_payAgain} stitched />
      </div>
      {other ? (
        <div className="form-alert co-box" role="alert">
          <p>{translatedTemplate(t, other)}</p>
        </div>
      ) : null}
      <Section name={translated(t, fareSection)} id={fareSection}>
        <Fares trip={trip} />
      </Section>
    </Screen>
  );
}
