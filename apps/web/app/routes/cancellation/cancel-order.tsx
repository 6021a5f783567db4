import {
  CANCELLATION_ENDPOINTS,
  type CancellationCharges,
  type CancelView,
} from "@safar/contracts/cancellation";
import { orderParamsSchema } from "@safar/contracts/route-params";
import { data, Form, redirect } from "react-router";
import { apiContext } from "#server-context";
import { Section } from "../../components/ui/section.tsx";
import {
  PassengerChoices,
  QuoteDetails,
  RefundRecord,
} from "../../features/cancellation/parts.tsx";
import { loginHref } from "../../features/checkout/format.ts";
import { call } from "../../lib/api.server.ts";
import { formatIstDateTime, formatJourneyDate } from "../../lib/dates.ts";
import type { RouteHandle } from "../../lib/route-handle.ts";
import { pageSeo } from "../../lib/seo.ts";
import { OrderGate } from "../shared/order-gate.tsx";
import { notFound, RouteErrorBoundary, screenMeta } from "../shared/route-error.tsx";
import { Screen } from "../shared/screen.tsx";
import "../../components/ui/forms.css";
import "../../features/checkout/checkout.css";
import { AFTER_BOOKING, type AfterBookingMessages } from "../../i18n/after-booking.ts";
import { CHECKOUT } from "../../i18n/checkout.ts";
import { codeWords } from "../../i18n/codes.ts";
import { ORDERS } from "../../i18n/orders.ts";
import { RAILWAY_TEXTS } from "../../i18n/railway.ts";
import { fill, translated, useLocale, useMessages } from "../../lib/i18n.ts";
import { translatedTemplate } from "../../lib/i18n-template.ts";
import { localeOf } from "../../lib/locale.server.ts";
import type { Route } from "./+types/cancel-order";

/**
 * `/trains/summary/:orderId/cancel`: cancel passengers of a booked order
 * (spec §2 "cancellation" screen, §5, §7; issue 18). A plain form that works
 * before JavaScript: tick passengers, choose a reason, "See refund" posts
 * for the railway's quote (`v1/cancellation_charges`) and shows it;
 * "Confirm cancellation" cancels (`v3/order/cancel`, once: the form's key
 * makes a second click or a retry answer the same cancellation) and goes
 * back to the order page, which says so. The order's cancellations and
 * their refunds' steps are listed below.
 */
export const handle = { headerTitle: "Cancel Ticket" } satisfies RouteHandle;

export const CANCEL_SECTIONS = [
  "Passengers",
  "Reason",
  "Refund",
  "Cancellations and refunds",
] as const;

const NO_STORE = { "cache-control": "no-store" };

export function headers() {
  return NO_STORE;
}

type PageView =
  | { kind: "loggedOut"; loginHref: string }
  | { kind: "error"; message: string }
  | { kind: "page"; page: CancelView; key: string };

export async function loader({ params, url, request, context }: Route.LoaderArgs) {
  const locale = localeOf(request);
  const messages = {
    ...codeWords(locale),
    ...CHECKOUT[locale],
    ...ORDERS[locale],
    ...AFTER_BOOKING[locale],
    ...RAILWAY_TEXTS[locale],
  };
  const parsed = orderParamsSchema.safeParse(params);
  if (!parsed.success) notFound();
  const { orderId } = parsed.data;
  const seo = pageSeo(url, {
    title: `Cancel Order ${orderId}`,
    description: "Choose passengers to cancel and see the refund before you confirm.",
    indexable: false,
  });
  const res = await call(context.get(apiContext), CANCELLATION_ENDPOINTS.cancelPage, {
    params: { orderId },
    query: { cancelv2flow: "true" },
  });
  let view: PageView;
  if (res.ok) view = { kind: "page", page: res.data, key: crypto.randomUUID() };
  else if (res.status === 404) notFound();
  else if (res.status === 401 || res.status === 403 || res.status === 410) {
    view = { kind: "loggedOut", loginHref: loginHref(url.pathname) };
  } else view = { kind: "error", message: res.message };
  return data({ seo, messages, orderId, view }, { headers: NO_STORE });
}

export interface CancelActionData {
  values: { passengers: number[]; reason: string; reasonText: string; key: string };
  quote: CancellationCharges | null;
  /** The selection the quote is for, as `1,2`. */
  quoted: string;
  message: string | null;
  fields: Record<string, string>;
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const parsed = orderParamsSchema.safeParse(params);
  if (!parsed.success) notFound();
  const { orderId } = parsed.data;
  const form = await request.formData();
  const passengers = form
    .getAll("passenger")
    .map((v) => Number(v))
    .filter((n) => Number.isInteger(n))
    .sort((a, b) => a - b);
  const values = {
    passengers,
    reason: String(form.get("reason") ?? ""),
    reasonText: String(form.get("reasonText") ?? "").trim(),
    key: String(form.get("key") ?? ""),
  };
  const selection = passengers.join(",");
  const api = context.get(apiContext);
  const answer = (partial: Partial<CancelActionData>): CancelActionData => ({
    values,
    quote: null,
    quoted: "",
    message: null,
    fields: {},
    ...partial,
  });
  const quote = async (note: string | null) => {
    const q = await call(api, CANCELLATION_ENDPOINTS.charges, {
      typed: { orderId, passengerNumbers: passengers },
    });
    if (q.ok) return answer({ quote: q.data, quoted: selection, message: note });
    return answer({ message: q.message, fields: q.fields ?? {} });
  };
  // A confirm for passengers other than those quoted shows their refund first.
  if (form.get("intent") !== "cancel") return quote(null);
  if (String(form.get("quoted") ?? "") !== selection) {
    return quote("Check the refund for the passengers you chose, then confirm.");
  }
  const done = await call(api, CANCELLATION_ENDPOINTS.cancel, {
    query: { cancelv2flow: "true" },
    typed: {
      orderId,
      passengerNumbers: passengers,
      ...(values.reason ? { reason: values.reason } : {}),
      ...(values.reasonText ? { reasonText: values.reasonText } : {}),
      idempotencyKey: values.key,
    },
  });
  if (done.ok) throw redirect(`/trains/summary/${orderId}?cancelled=${done.data.cancellation.id}`);
  const q = await call(api, CANCELLATION_ENDPOINTS.charges, {
    typed: { orderId, passengerNumbers: passengers },
  });
  // The railway refused: that key's cancellation failed; a new attempt needs a new key.
  if (done.code === "cancel_refused") values.key = crypto.randomUUID();
  return answer({
    message: done.message,
    fields: done.fields ?? {},
    ...(q.ok ? { quote: q.data, quoted: selection } : {}),
  });
}

export const meta = screenMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function CancelOrder({ loaderData, actionData }: Route.ComponentProps) {
  const { orderId, view } = loaderData;
  const t = useMessages<AfterBookingMessages>();
  if (view.kind !== "page") {
    return <OrderGate view={view} title={t.cancelTitle} noneLead="" noneText="" />;
  }
  return <CancelScreen page={view.page} formKey={view.key} result={actionData} orderId={orderId} />;
}

function fieldError(fields: Record<string, string>, name: string): string | undefined {
  const key = Object.keys(fields).find((k) => k === name || k.startsWith(`${name}.`));
  return key ? fields[key] : undefined;
}

function CancelScreen({
  page,
  formKey,
  result,
  orderId,
}: {
  page: CancelView;
  formKey: string;
  result: CancelActionData | undefined;
  orderId: string;
}) {
  const t = useMessages<AfterBookingMessages>();
  const locale = useLocale();
  const [passengersSection, reasonSection, refundSection, pastSection] = CANCEL_SECTIONS;
  const values = result?.values;
  const chosen = new Set(values?.passengers ?? []);
  const fields = result?.fields ?? {};
  const names = new Map(page.passengers.map((p) => [p.number, p.name]));
  const reasonError = fieldError(fields, "reason");
  const textError = fieldError(fields, "reasonText");
  const passengersError = fieldError(fields, "passengerNumbers");
  const lead = `${fill(t.cancelLead, {
    train: page.trainNumber,
    name: page.trainName,
    from: page.from,
    to: page.to,
    date: formatJourneyDate(page.date, locale),
  })}${page.pnr ? fill(t.pnrPart, { pnr: page.pnr }) : ""}`;
  const section = (name: string) => ({ name: translated(t, name), id: name });
  return (
    <Screen title={t.cancelTitle} lead={lead} wide>
      <p className="co-note">
        <a href={`/trains/summary/${orderId}`}>{t.backToOrder}</a> ·{" "}
        <a href={`/trains/cancellationPolicy/${policyInfo(page)}`}>{t.cancellationPolicy}</a>
      </p>
      {page.blockedReason ? (
        <div className="co-box co-box--warning">
          <p className="co-box__title">{t.nothingToCancel}</p>
          <p>{translatedTemplate(t, page.blockedReason)}</p>
          <p>
            {t.tdrInstead}
            <a href="/trains/tdr-rules">{t.tdrRules}</a>.
          </p>
        </div>
      ) : (
        <Form method="post" className="cx-form" noValidate>
          <input type="hidden" name="key" value={values?.key || formKey} />
          <input type="hidden" name="quoted" value={result?.quoted ?? ""} />
          {result?.message ? (
            <p className="form-alert" role="alert">
              {translatedTemplate(t, result.message)}
            </p>
          ) : null}
          <Section {...section(passengersSection)}>
            <PassengerChoices
              passengers={page.passengers}
              chosen={chosen}
              error={passengersError && translatedTemplate(t, passengersError)}
            />
            <p className="co-note">
              {page.departure
                ? fill(t.departure, { when: formatIstDateTime(page.departure, locale) })
                : ""}
              {page.chartPrepared ? t.chartPrepared : ""}
              {page.freeCancellation ? t.freeCancel : t.railwayRules}
            </p>
          </Section>
          <Section {...section(reasonSection)}>
            <div className="form-field">
              <label className="form-field__label" htmlFor="cx-reason">
                {t.reasonForCancel}
              </label>
              <select
                id="cx-reason"
                name="reason"
                className="form-field__control cx-select"
                defaultValue={values?.reason ?? ""}
                aria-invalid={reasonError ? true : undefined}
                aria-describedby={reasonError ? "cx-reason-error" : undefined}
              >
                <option value="">{t.selectReason}</option>
                {page.reasons.map((r) => (
                  <option key={r.id} value={r.id}>
                    {r.label}
                  </option>
                ))}
              </select>
              {reasonError ? (
                <p id="cx-reason-error" className="form-field__error">
                  {translatedTemplate(t, reasonError)}
                </p>
              ) : null}
            </div>
            <div className="form-field">
              <label className="form-field__label" htmlFor="cx-reason-text">
                {t.tellMore}
              </label>
              <input
                id="cx-reason-text"
                name="reasonText"
                className="form-field__control"
                maxLength={200}
                defaultValue={values?.reasonText ?? ""}
                aria-invalid={textError ? true : undefined}
                aria-describedby={textError ? "cx-reason-text-error" : undefined}
              />
              {textError ? (
                <p id="cx-reason-text-error" className="form-field__error">
                  {translatedTemplate(t, textError)}
                </p>
              ) : null}
            </div>
          </Section>
          <Section {...section(refundSection)}>
            {result?.quote ? (
              <QuoteDetails quote={result.quote} names={names} />
            ) : (
              <p className="co-note">{t.chooseAndSee}</p>
            )}
            <div className="form-actions">
              <button
                type="submit"
                name="intent"
                value="quote"
                className={result?.quote ? "button button--secondary" : "button"}
              >
                {t.seeRefund}
              </button>
              {result?.quote ? (
                <button type="submit" name="intent" value="cancel" className="button">
                  {t.confirmCancel}
                </button>
              ) : null}
            </div>
          </Section>
        </Form>
      )}
      {page.cancellations.length > 0 ? (
        <Section {...section(pastSection)}>
          {page.cancellations.map((c) => (
            <RefundRecord key={c.id} record={c} />
          ))}
        </Section>
      ) : null}
    </Screen>
  );
}

/** The policy page's `reviewInfo`: the journey's class and quota, base64url (spec §5). */
function policyInfo(page: CancelView): string {
  const json = JSON.stringify({
    train: page.trainNumber,
    class: page.classCode,
    quota: page.quota,
  });
  return btoa(json).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}
