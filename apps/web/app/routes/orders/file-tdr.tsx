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

const TITLE = "File a TDR";

export function headers() {
  return { "cache-control": "no-store" };
}

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const orderId = orderIdParam(params);
  const seo = orderPageSeo(
    url,
    `File a TDR, order ${orderId}`,
    "Claim a refund from the railway for a journey not made or not as booked.",
  );
  const res = await call(context.get(apiContext), TDR_ENDPOINTS.view, { query: { orderId } });
  return data(
    { seo, orderId, filed: url.searchParams.has("filed"), view: orderPageView(res, url.pathname) },
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
  if (view.kind !== "page") return <OrderGate view={view} title={TITLE} noneLead="" noneText="" />;
  return (
    <Screen title={TITLE} lead={`PNR ${view.data.pnr} · order ${orderId}`}>
      <p className="co-note">
        <a href={`/trains/summary/${orderId}`}>Back to the order</a> ·{" "}
        <a href="/trains/tdr-rules">TDR rules</a>
      </p>
      {filed ? (
        <p className="co-box co-box--success" role="status">
          TDR filed. The railway reviews it for up to 45 days and refunds what the rules allow to
          your original payment method; we will tell you by SMS and email. Follow it below.
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
  const claimed = new Set(view.filed.flatMap((f) => f.passengerNumbers));
  const open = view.passengers.filter((p) => !p.status.startsWith("CAN") && !claimed.has(p.number));
  const allowed = view.reasons.filter((r) => r.allowed);
  const other = view.reasons.filter((r) => !r.allowed);
  if (open.length === 0 || allowed.length === 0) {
    return (
      <div className="co-box co-box--info">
        <p className="co-box__title">No TDR can be filed now</p>
        <p>
          {open.length === 0
            ? "Every passenger of this ticket is cancelled or already in a TDR."
            : "None of the railway's TDR reasons applies to this ticket at the moment. The list below says when each one does."}
        </p>
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
          {result.message}
        </p>
      ) : null}
      <Section name="Passengers">
        <fieldset
          className="choice-group"
          aria-describedby={passengerError ? "tdr-passengers-error" : undefined}
        >
          <legend>Who is the claim for?</legend>
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
                    <span className="choice__meta">{describeBookingStatus(p.status)}</span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
          {passengerError ? (
            <p id="tdr-passengers-error" className="form-field__error">
              {passengerError}
            </p>
          ) : null}
        </fieldset>
      </Section>
      <Section name="Reason">
        <fieldset
          className="choice-group"
          aria-describedby={reasonError ? "tdr-reason-error" : undefined}
        >
          <legend>What happened?</legend>
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
                    <strong>{r.label}</strong>
                    <span className="choice__meta">
                      {r.deadline ? `File by ${formatIstDateTime(r.deadline)}` : ""}
                      {r.needsCertificate ? " · needs the certificate issued on board" : ""}
                    </span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
          {reasonError ? (
            <p id="tdr-reason-error" className="form-field__error">
              {reasonError}
            </p>
          ) : null}
        </fieldset>
        {needsCertificate ? (
          <div className="form-field">
            <label className="form-field__label" htmlFor="tdr-certificate">
              When was the on-board certificate issued? (for the reasons that need one)
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
            File TDR
          </button>
        </div>
        {other.length > 0 ? (
          <details>
            <summary>Reasons that do not apply now</summary>
            <ReasonList reasons={other} />
          </details>
        ) : null}
      </Section>
    </Form>
  );
}

function ReasonList({ reasons }: { reasons: TdrView["reasons"] }) {
  return (
    <ul className="ab-choices">
      {reasons.map((r) => (
        <li key={r.reason} className="choice choice--off">
          <span className="choice__body">
            <strong>{r.label}</strong>
            <span className="choice__meta">{r.message}</span>
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
