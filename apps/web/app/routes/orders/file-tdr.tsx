import { TDR_ENDPOINTS, type TdrView } from "@safar/contracts/tdr";
import { data, Form, redirect } from "react-router";
import { apiContext } from "#server-context";
import { Section } from "../../components/ui/section.tsx";
import { describeBookingStatus } from "../../features/checkout/format.ts";
import { TdrClaimList } from "../../features/checkout/tdr-claims.tsx";
import { call } from "../../lib/api.server.ts";
import { formatIstDateTime } from "../../lib/dates.ts";
import type { RouteHandle } from "../../lib/route-handle.ts";
import { OrderGate } from "../shared/order-gate.tsx";
import { RouteErrorBoundary, screenMeta } from "../shared/route-error.tsx";
import { Screen } from "../shared/screen.tsx";
import { fieldMessage } from "./field-message.ts";
import { orderIdParam, orderPageSeo, orderPageView } from "./order-page.server.ts";
import "../../components/ui/forms.css";
import "../../features/checkout/checkout.css";
import "../../features/checkout/after-booking.css";
import { statusInWords } from "../../features/checkout/order-parts.tsx";
import { AFTER_BOOKING, type AfterBookingMessages } from "../../i18n/after-booking.ts";
import { CHECKOUT, type CheckoutMessages } from "../../i18n/checkout.ts";
import { codeWords } from "../../i18n/codes.ts";
import { ORDERS } from "../../i18n/orders.ts";
import { RAILWAY_TEXTS } from "../../i18n/railway.ts";
import { fill, useLocale, useMessages } from "../../lib/i18n.ts";
import { translatedTemplate } from "../../lib/i18n-template.ts";
import { localeOf } from "../../lib/locale.server.ts";
import { railwayWords } from "../../lib/railway-words.ts";
import type { Route } from "./+types/file-tdr";

/**
 * `/trains/summary/:orderId/tdr`: TDR filing and its tracker (spec §2 "TDR
 * filing", §5; facts.md §6). The reasons that apply to this ticket now come
 * first with the time left to file; the others say why not. Passengers and
 * a reason are chosen in a plain form; claims filed are listed with their
 * tracker: filed, under review (from a day on), then the railway's decision
 * 45 days after filing (refunded with the amount, or rejected with its
 * reason) and, for a refund, when it reaches the payment method.
 */
export const handle = { headerTitle: "File TDR" } satisfies RouteHandle;

export function headers() {
  return { "cache-control": "no-store" };
}

export async function loader({ params, url, request, context }: Route.LoaderArgs) {
  const locale = localeOf(request);
  const messages = {
    ...codeWords(locale),
    ...CHECKOUT[locale],
    ...ORDERS[locale],
    ...AFTER_BOOKING[locale],
    ...RAILWAY_TEXTS[locale],
  };
  const orderId = orderIdParam(params);
  const seo = orderPageSeo(
    url,
    `File a TDR, order ${orderId}`,
    "Claim a refund from the railway for a journey not made or not as booked.",
  );
  const res = await call(context.get(apiContext), TDR_ENDPOINTS.view, { query: { orderId } });
  return data(
    {
      seo,
      messages,
      orderId,
      filed: url.searchParams.has("filed"),
      view: orderPageView(res, url.pathname),
    },
    { headers: { "cache-control": "no-store" } },
  );
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const orderId = orderIdParam(params);
  const form = await request.formData();
  const values = {
    passengers: form.getAll("passenger").map(String),
    reason: String(form.get("reason") ?? ""),
    certificateAt: String(form.get("certificateAt") ?? ""),
  };
  // The certificate's time as typed (IST wall clock, `datetime-local`).
  const certificate = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(values.certificateAt)
    ? `${values.certificateAt}:00+05:30`
    : undefined;
  const filed = await call(context.get(apiContext), TDR_ENDPOINTS.file, {
    typed: {
      orderId,
      passengerNumbers: values.passengers,
      ...(values.reason ? { reason: values.reason } : {}),
      ...(certificate ? { certificateIssuedAt: certificate } : {}),
    },
  });
  if (filed.ok) throw redirect(`/trains/summary/${orderId}/tdr?filed=1`);
  return { values, message: filed.message, fields: filed.fields ?? {} };
}

export const meta = screenMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function FileTdr({ loaderData, actionData }: Route.ComponentProps) {
  const { orderId, view, filed } = loaderData;
  const t = useMessages<AfterBookingMessages>();
  const title = t.tdrTitle;
  if (view.kind !== "page") return <OrderGate view={view} title={title} noneLead="" noneText="" />;
  return (
    <Screen title={title} lead={fill(t.pnrOrderLead, { pnr: view.data.pnr, orderId })}>
      <p className="co-note">
        <a href={`/trains/summary/${orderId}`}>{t.backToOrder}</a> ·{" "}
        <a href="/trains/tdr-rules">{t.tdrRules}</a>
      </p>
      {filed ? (
        <p className="co-box co-box--success" role="status">
          {t.tdrFiled}
        </p>
      ) : null}
      <TdrForm view={view.data} result={actionData} />
      <Claims view={view.data} />
    </Screen>
  );
}

function TdrForm({
  view,
  result,
}: {
  view: TdrView;
  result:
    | {
        values: { passengers: string[]; reason: string; certificateAt: string };
        message: string;
        fields: Record<string, string>;
      }
    | undefined;
}) {
  const t = useMessages<AfterBookingMessages & CheckoutMessages>();
  const locale = useLocale();
  const claimed = new Set(view.filed.flatMap((f) => f.passengerNumbers));
  const open = view.passengers.filter((p) => !p.status.startsWith("CAN") && !claimed.has(p.number));
  const allowed = view.reasons.filter((r) => r.allowed);
  const other = view.reasons.filter((r) => !r.allowed);
  if (open.length === 0 || allowed.length === 0) {
    return (
      <div className="co-box co-box--info">
        <p className="co-box__title">{t.noTdrNow}</p>
        <p>{open.length === 0 ? t.everyoneDone : t.noReasonNow}</p>
        {/* With nobody left to claim for, why each reason is closed says nothing more. */}
        {open.length > 0 ? <ReasonList reasons={other} /> : null}
      </div>
    );
  }
  const fields = result?.fields ?? {};
  const chosen = new Set(result?.values.passengers ?? []);
  const passengerError = fieldMessage(fields, "passengerNumbers");
  const reasonError = fieldMessage(fields, "reason");
  const needsCertificate = allowed.some((r) => r.needsCertificate);
  return (
    <Form method="post" className="ab-form" noValidate>
      {result?.message ? (
        <p className="form-alert" role="alert">
          {translatedTemplate(t, result.message)}
        </p>
      ) : null}
      <Section name={t.Passengers} id="Passengers">
        <fieldset
          className="choice-group"
          aria-describedby={passengerError ? "tdr-passengers-error" : undefined}
        >
          <legend>{t.whoFor}</legend>
          <ul className="ab-choices">
            {open.map((p) => (
              <li key={p.number}>
                <label className="choice">
                  <input
                    type="checkbox"
                    name="passenger"
                    value={p.number}
                    defaultChecked={chosen.has(String(p.number))}
                  />
                  <span className="choice__body">
                    <strong>{p.name}</strong>
                    <span className="choice__meta">
                      {statusInWords(t, describeBookingStatus(p.status))}
                    </span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
          {passengerError ? (
            <p id="tdr-passengers-error" className="form-field__error">
              {translatedTemplate(t, passengerError)}
            </p>
          ) : null}
        </fieldset>
      </Section>
      <Section name={t.Reason} id="Reason">
        <fieldset
          className="choice-group"
          aria-describedby={reasonError ? "tdr-reason-error" : undefined}
        >
          <legend>{t.whatHappened}</legend>
          <ul className="ab-choices">
            {allowed.map((r) => (
              <li key={r.reason}>
                <label className="choice">
                  <input
                    type="radio"
                    name="reason"
                    value={r.reason}
                    defaultChecked={result?.values.reason === r.reason}
                  />
                  <span className="choice__body">
                    <strong>{railwayWords(t, r.label, locale)}</strong>
                    <span className="choice__meta">
                      {r.deadline
                        ? fill(t.fileBy, { when: formatIstDateTime(r.deadline, locale) })
                        : ""}
                      {r.needsCertificate ? t.needsCertificate : ""}
                    </span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
          {reasonError ? (
            <p id="tdr-reason-error" className="form-field__error">
              {translatedTemplate(t, reasonError)}
            </p>
          ) : null}
        </fieldset>
        {needsCertificate ? (
          <div className="form-field">
            <label className="form-field__label" htmlFor="tdr-certificate">
              {t.certificateWhen}
            </label>
            <input
              id="tdr-certificate"
              name="certificateAt"
              type="datetime-local"
              className="form-field__control"
              defaultValue={result?.values.certificateAt ?? ""}
            />
          </div>
        ) : null}
        <div className="form-actions">
          <button type="submit" className="button">
            {t.fileTdr}
          </button>
        </div>
        {other.length > 0 ? (
          <details>
            <summary>{t.reasonsNotNow}</summary>
            <ReasonList reasons={other} />
          </details>
        ) : null}
      </Section>
    </Form>
  );
}

function ReasonList({ reasons }: { reasons: TdrView["reasons"] }) {
  const t = useMessages<AfterBookingMessages>();
  const locale = useLocale();
  return (
    <ul className="ab-choices">
      {reasons.map((r) => (
        <li key={r.reason} className="choice choice--off">
          <span className="choice__body">
            <strong>{railwayWords(t, r.label, locale)}</strong>
            <span className="choice__meta">
              {r.message ? railwayWords(t, r.message, locale) : r.message}
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}

function Claims({ view }: { view: TdrView }) {
  if (view.filed.length === 0) return null;
  const names = new Map(view.passengers.map((p) => [p.number, p.name]));
  return (
    <Section name="TDRs filed">
      <TdrClaimList claims={view.filed} names={names} />
    </Section>
  );
}
