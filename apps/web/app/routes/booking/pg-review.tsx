import {
  BOOKING_ENDPOINTS,
  type OrderSummary,
  PAYMENT_ENDPOINTS,
  PAYMENT_METHODS,
  type PaymentMethod,
} from "@safar/contracts/booking";
import { ERROR_MESSAGES } from "@safar/contracts/errors";
import { orderIdSchema } from "@safar/contracts/route-params";
import { formatPaise } from "@safar/domain/money";
import { useState } from "react";
import { data, Form, redirect, redirectDocument } from "react-router";
import { apiContext, clockContext } from "#server-context";
import { Section } from "../../components/ui/section.tsx";
import { AppPayment } from "../../features/checkout/app-payment.tsx";
import {
  afterPayment,
  loginHref,
  normaliseCardNumber,
  normaliseExpiry,
  paymentPath,
  paymentRedirect,
  secondsUntil,
  summaryPath,
} from "../../features/checkout/format.ts";
import { FareSummary } from "../../features/checkout/order-parts.tsx";
import {
  type PaymentActionData,
  PaymentOptions,
} from "../../features/checkout/payment-options.tsx";
import { PaymentTimer } from "../../features/checkout/payment-timer.tsx";
import { useSubmitting } from "../../features/checkout/use-hold-tight.ts";
import { CHECKOUT, type CheckoutMessages } from "../../i18n/checkout.ts";
import { codeWords } from "../../i18n/codes.ts";
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
import type { Route } from "./+types/pg-review";

/**
 * `/trains/pg-review?orderId=…`: payment (page code 4, spec §2, §8, §9). The
 * berths are held and a 600 s payment is open (order status 1): the amount,
 * the countdown, the parent wallet's balance, and the simulated gateway's
 * four methods, each a plain form (`v1/pay` through the action). An
 * authorised payment (the amount held, taken only when the railway issues the
 * ticket, ADR 015) goes on to the railway's password page and then the order
 * summary; a declined one leaves the order at
 * 2 Payment Failed, shown with "Try again" (checkout again: a new payment
 * while the hold lasts). An order not at 1 or 2 is sent to review or to its
 * summary.
 */
export const handle = { pageCode: 4, headerTitle: "Payment" } satisfies RouteHandle;

export const PAYMENT_SECTIONS = ["Amount to pay", "Fare summary", "Payment options"] as const;

const NO_STORE = { headers: { "cache-control": "no-store" } };

export function headers() {
  return { "cache-control": "no-store" };
}

const DECLINED = ERROR_MESSAGES.payment_declined;

type PaymentView =
  | { kind: "none" }
  | { kind: "loggedOut"; loginHref: string }
  | { kind: "error"; message: string }
  /** 1 with its payment open: pay. */
  | {
      kind: "pay";
      order: OrderSummary;
      amountPaise: number;
      secondsLeft: number;
      walletBalancePaise: number | null;
    }
  /** 2 Payment Failed, or 1 whose payment window closed: try again. */
  | { kind: "retry"; order: OrderSummary; reason: "failed" | "expired" };

function isAuthFailure(status: number): boolean {
  return status === 401 || status === 403 || status === 410;
}

export async function loader({ url, request, context }: Route.LoaderArgs) {
  const seo = pageSeo(url, {
    title: "Payment",
    description: "Pay for your train booking.",
    indexable: false,
  });
  const locale = localeOf(request);
  const messages = { ...codeWords(locale), ...CHECKOUT[locale] };
  const raw = url.searchParams.get("orderId");
  if (raw === null || raw === "") {
    return data({ seo, messages, view: { kind: "none" } as PaymentView }, NO_STORE);
  }
  const parsed = orderIdSchema.safeParse(raw);
  if (!parsed.success) notFound();
  const orderId = parsed.data;
  const api = context.get(apiContext);
  const [summary, wallet] = await Promise.all([
    call(api, BOOKING_ENDPOINTS.summaryV1, { params: { orderId } }),
    call(api, PAYMENT_ENDPOINTS.wallet),
  ]);
  let view: PaymentView;
  if (summary.ok) {
    const order = summary.data;
    const target = paymentRedirect(order.header.status, orderId);
    if (target) throw redirect(target);
    const payment = order.fare_and_payment_details.payment;
    const secondsLeft = payment
      ? secondsUntil(payment.expiresAt, context.get(clockContext)().getTime())
      : 0;
    if (order.header.status === 1 && payment?.status === "pending" && secondsLeft > 0) {
      view = {
        kind: "pay",
        order,
        amountPaise: payment.amountPaise,
        secondsLeft,
        walletBalancePaise: wallet.ok ? wallet.data.balancePaise : null,
      };
    } else {
      view = { kind: "retry", order, reason: order.header.status === 2 ? "failed" : "expired" };
    }
  } else if (summary.status === 404) {
    notFound();
  } else if (isAuthFailure(summary.status)) {
    view = { kind: "loggedOut", loginHref: loginHref(`${url.pathname}${url.search}`) };
  } else {
    view = { kind: "error", message: summary.message };
  }
  return data({ seo, messages, view }, NO_STORE);
}

const text = (form: FormData, name: string, max = 100) =>
  String(form.get(name) ?? "")
    .trim()
    .slice(0, max);

export async function action({ request, context }: Route.ActionArgs): Promise<PaymentActionData> {
  const url = new URL(request.url);
  const form = await request.formData();
  const parsed = orderIdSchema.safeParse(text(form, "orderId") || url.searchParams.get("orderId"));
  if (!parsed.success) notFound();
  const orderId = parsed.data;
  const api = context.get(apiContext);
  const intent = text(form, "intent");

  if (intent === "retry") {
    const checkout = await call(api, BOOKING_ENDPOINTS.checkout, {
      body: { orderId, acceptStatusChange: true },
    });
    if (checkout.ok) throw redirect(paymentPath(orderId));
    return {
      message: checkout.message,
      ...(isAuthFailure(checkout.status) ? { loggedOut: true } : {}),
    };
  }

  // The payment open now (never a reference from the page, which may be stale).
  const summary = await call(api, BOOKING_ENDPOINTS.summaryV1, { params: { orderId } });
  if (!summary.ok) {
    if (summary.status === 404) notFound();
    return {
      message: summary.message,
      ...(isAuthFailure(summary.status) ? { loggedOut: true } : {}),
    };
  }
  const moved = paymentRedirect(summary.data.header.status, orderId);
  if (moved) throw redirect(moved);
  const payment = summary.data.fare_and_payment_details.payment;
  if (payment?.status !== "pending") {
    // Declined a moment ago (2): the page now offers "Try again"; otherwise the window closed.
    if (summary.data.header.status === 2) return {};
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
      return {
        method,
        values,
        ...(upgraded.fields?.upiId || upgraded.code === "validation_failed"
          ? { fields: { upiId: "Please enter a valid UPI ID" } }
          : { methodMessage: upgraded.message }),
      };
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
      // Held: on to the railway's password page while the booking waits for it, else the order.
      const next = afterPayment(paid.data.nextUrl, orderId);
      throw next.document ? redirectDocument(next.path) : redirect(next.path);
    }
    return { method, values, message: paid.data.message || DECLINED };
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
        // A field's own words are shown at the field; above the method, the summary.
        methodMessage: paid.fields ? ERROR_MESSAGES.payment_details_invalid : paid.message,
        fields: paid.fields ?? {},
      };
    default:
      return { method, values, message: paid.message };
  }
}

export const meta = screenMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function PgReview({ loaderData, actionData }: Route.ComponentProps) {
  const { view } = loaderData;
  const t = useMessages<CheckoutMessages>();
  const gate = (
    <OrderGate view={view} title={t.payTitle} noneLead={t.payNoneLead} noneText={t.payNoneText} />
  );
  if (view.kind === "none" || view.kind === "loggedOut" || view.kind === "error") return gate;
  if (view.kind === "retry") {
    return <RetryPayment order={view.order} reason={view.reason} result={actionData} />;
  }
  return <PayNow view={view} result={actionData} />;
}

function PageAlert({
  result,
  orderId,
}: {
  result: PaymentActionData | undefined;
  orderId: string;
}) {
  const t = useMessages<CheckoutMessages>();
  if (!result?.message) return null;
  return (
    <div className="co-box co-box--error" role="alert">
      <p className="co-box__title">{translatedTemplate(t, result.message)}</p>
      {result.loggedOut ? (
        <p>
          <a href={loginHref(paymentPath(orderId))}>{t.login}</a>
        </p>
      ) : null}
    </div>
  );
}

function PayNow({
  view,
  result,
}: {
  view: Extract<PaymentView, { kind: "pay" }>;
  result: PaymentActionData | undefined;
}) {
  const t = useMessages<CheckoutMessages>();
  const busy = useSubmitting(t.processing);
  const [over, setOver] = useState(false);
  const [amountSection, fareSection, optionsSection] = PAYMENT_SECTIONS;
  const { order, amountPaise } = view;
  const amount = formatPaise(amountPaise);
  return (
    <Screen
      title={t.payTitle}
      lead={fill(t.payLead, {
        number: order.journey_details.trainNumber,
        name: order.journey_details.trainName,
        from: order.journey_details.from,
        to: order.journey_details.to,
      })}
      wide
    >
      <PageAlert result={result} orderId={order.orderId} />
      <div className="co-pay-layout">
        <div className="co-pay-layout__amount">
          <Section name={translated(t, amountSection)} id={amountSection}>
            <div className="co-amount-row">
              <div>
                <p className="co-amount">{amount}</p>
                <p className="co-note">
                  {t.walletBalance}
                  {view.walletBalancePaise === null
                    ? t.notAvailableNow
                    : formatPaise(view.walletBalancePaise)}
                </p>
              </div>
              <PaymentTimer initialSeconds={view.secondsLeft} onOver={() => setOver(true)} />
            </div>
            {over ? <RetryForm orderId={order.orderId} busy={busy} label={t.startAgain} /> : null}
          </Section>
        </div>
        <div className="co-pay-layout__options">
          <Section name={translated(t, optionsSection)} id={optionsSection}>
            <AppPayment orderId={order.orderId} amountPaise={amountPaise} />
            <PaymentOptions
              orderId={order.orderId}
              amountPaise={amountPaise}
              walletBalancePaise={view.walletBalancePaise}
              result={result}
              busy={busy || over}
            />
          </Section>
        </div>
        <div className="co-pay-layout__fare">
          <Section name={translated(t, fareSection)} id={fareSection}>
            <FareSummary fare={order.fare_and_payment_details.fare} totalLabel={t.totalToPay} />
          </Section>
        </div>
      </div>
    </Screen>
  );
}

function RetryForm({ orderId, busy, label }: { orderId: string; busy: boolean; label: string }) {
  return (
    <Form method="post" className="co-pay-form form" aria-busy={busy || undefined}>
      <input type="hidden" name="intent" value="retry" />
      <input type="hidden" name="orderId" value={orderId} />
      <button type="submit" className="button" disabled={busy}>
        {label}
      </button>
    </Form>
  );
}

function RetryPayment({
  order,
  reason,
  result,
}: {
  order: OrderSummary;
  reason: "failed" | "expired";
  result: PaymentActionData | undefined;
}) {
  const t = useMessages<CheckoutMessages>();
  const busy = useSubmitting(t.openingPayment);
  const [, fareSection] = PAYMENT_SECTIONS;
  // The decline answered just now is announced; any other refusal (of "Try again") is shown below it.
  const declinedNow = result?.message === DECLINED;
  const other = result?.message && !declinedNow ? result.message : null;
  return (
    <Screen title={reason === "failed" ? t.paymentFailed : t.paymentTimeOver} wide>
      <div className="co-box co-box--error" role={declinedNow ? "alert" : undefined}>
        <p className="co-box__title">
          {reason === "failed" ? translatedTemplate(t, DECLINED) : t.timeOverNothingTaken}
        </p>
        <p>{t.berthsStayHeld}</p>
        <RetryForm orderId={order.orderId} busy={busy} label={t.tryAgain} />
      </div>
      {other ? (
        <div className="form-alert co-box" role="alert">
          <p>{translatedTemplate(t, other)}</p>
          {result?.loggedOut ? (
            <p>
              <a href={loginHref(paymentPath(order.orderId))}>{t.login}</a>
            </p>
          ) : null}
        </div>
      ) : null}
      <Section name={translated(t, fareSection)} id={fareSection}>
        <FareSummary fare={order.fare_and_payment_details.fare} totalLabel={t.totalToPay} />
        <p className="co-note">
          <a href={summaryPath(order.orderId)}>{fill(t.viewOrder, { orderId: order.orderId })}</a>
        </p>
      </Section>
    </Screen>
  );
}
