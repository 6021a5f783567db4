import { BOOKING_ENDPOINTS } from "@safar/contracts/booking";
import { LIMITS } from "@safar/contracts/code-tables";
import { TICKET_ENDPOINTS } from "@safar/contracts/tickets";
import { data, Form, redirect } from "react-router";
import { apiContext } from "#server-context";
import { FormField } from "../../components/ui/form-field.tsx";
import { Section } from "../../components/ui/section.tsx";
import { call } from "../../lib/api.server.ts";
import type { RouteHandle } from "../../lib/route-handle.ts";
import { OrderGate } from "../shared/order-gate.tsx";
import { RouteErrorBoundary, screenMeta } from "../shared/route-error.tsx";
import { Screen } from "../shared/screen.tsx";
import { fieldMessage } from "./field-message.ts";
import { orderIdParam, orderPageSeo, orderPageView } from "./order-page.server.ts";
import "../../components/ui/forms.css";
import "../../features/checkout/checkout.css";
import "../../features/checkout/after-booking.css";
import type { Route } from "./+types/resend-ticket";

/**
 * `/trains/summary/:orderId/resend`: the e-ticket sent again (spec §5
 * "Resend ticket", §7 `v1/ticketResend`) to up to 5 emails and 5 mobiles,
 * typed comma-separated, prefilled with the booking's contact. A plain form;
 * back on the order page it says where the ticket went.
 */
export const handle = { headerTitle: "Resend e-ticket" } satisfies RouteHandle;

const TITLE = "Resend e-ticket";

export function headers() {
  return { "cache-control": "no-store" };
}

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const orderId = orderIdParam(params);
  const seo = orderPageSeo(
    url,
    `Resend e-ticket, order ${orderId}`,
    "Send your e-ticket again by email and SMS.",
  );
  const res = await call(context.get(apiContext), BOOKING_ENDPOINTS.summaryV1, {
    params: { orderId },
  });
  const view = orderPageView(res, url.pathname);
  return data(
    {
      seo,
      orderId,
      view:
        view.kind === "page"
          ? {
              kind: "page" as const,
              pnr: view.data.journey_details.pnr,
              email: view.data.contact_details.email,
              mobile: view.data.contact_details.mobile,
            }
          : view,
    },
    { headers: { "cache-control": "no-store" } },
  );
}

/** A comma-, space- or line-separated list as typed; empty entries dropped. */
const list = (value: FormDataEntryValue | null) =>
  String(value ?? "")
    .split(/[,;\n]+/)
    .map((s) => s.trim())
    .filter(Boolean);

export async function action({ params, request, context }: Route.ActionArgs) {
  const orderId = orderIdParam(params);
  const form = await request.formData();
  const values = {
    emails: String(form.get("emails") ?? ""),
    mobiles: String(form.get("mobiles") ?? ""),
  };
  const sent = await call(context.get(apiContext), TICKET_ENDPOINTS.resend, {
    typed: { orderId, emails: list(form.get("emails")), mobiles: list(form.get("mobiles")) },
  });
  if (sent.ok) {
    const count = sent.data.sentTo.emails.length + sent.data.sentTo.mobiles.length;
    throw redirect(`/trains/summary/${orderId}?notice=ticket-sent&count=${count}`);
  }
  return { values, message: sent.message, fields: sent.fields ?? {} };
}

export const meta = screenMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function ResendTicket({ loaderData, actionData }: Route.ComponentProps) {
  const { orderId, view } = loaderData;
  if (view.kind !== "page") return <OrderGate view={view} title={TITLE} noneLead="" noneText="" />;
  const fields = actionData?.fields ?? {};
  const max = LIMITS.resendListMax;
  return (
    <Screen
      title={TITLE}
      lead={view.pnr ? `PNR ${view.pnr} · order ${orderId}` : `Order ${orderId}`}
    >
      <p className="co-note">
        <a href={`/trains/summary/${orderId}`}>Back to the order</a>
      </p>
      <Form method="post" className="ab-form" noValidate>
        {actionData?.message ? (
          <p className="form-alert" role="alert">
            {actionData.message}
          </p>
        ) : null}
        <Section name="Send to">
          <FormField
            id="resend-emails"
            name="emails"
            label="Email addresses"
            hint={`Up to ${max}, separated by commas`}
            inputMode="email"
            autoComplete="off"
            defaultValue={actionData?.values.emails ?? view.email}
            error={fieldMessage(fields, "emails")}
          />
          <FormField
            id="resend-mobiles"
            name="mobiles"
            label="Mobile numbers"
            hint={`Up to ${max}, 10 digits each, separated by commas`}
            inputMode="tel"
            autoComplete="off"
            defaultValue={actionData?.values.mobiles ?? view.mobile}
            error={fieldMessage(fields, "mobiles")}
          />
          <div className="form-actions">
            <button type="submit" className="button">
              Send e-ticket
            </button>
          </div>
        </Section>
      </Form>
    </Screen>
  );
}
