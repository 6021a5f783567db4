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
import { AFTER_BOOKING, type AfterBookingMessages } from "../../i18n/after-booking.ts";
import { CHECKOUT } from "../../i18n/checkout.ts";
import { codeWords } from "../../i18n/codes.ts";
import { ORDERS } from "../../i18n/orders.ts";
import { fill, useMessages } from "../../lib/i18n.ts";
import { translatedTemplate } from "../../lib/i18n-template.ts";
import { localeOf } from "../../lib/locale.server.ts";
import type { Route } from "./+types/resend-ticket";

/**
 * `/trains/summary/:orderId/resend`: the e-ticket sent again (spec §5
 * "Resend ticket", §7 `v1/ticketResend`) to up to 5 emails and 5 mobiles,
 * typed comma-separated, prefilled with the booking's contact. A plain form;
 * back on the order page it says where the ticket went.
 */
export const handle = { headerTitle: "Resend e-ticket" } satisfies RouteHandle;

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
  };
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
      messages,
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

/** A field's message, in the page's words when the catalogue has it. */
const tr = (t: AfterBookingMessages, message: string | undefined) =>
  message === undefined ? undefined : translatedTemplate(t, message);

export const meta = screenMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function ResendTicket({ loaderData, actionData }: Route.ComponentProps) {
  const { orderId, view } = loaderData;
  const t = useMessages<AfterBookingMessages>();
  const title = t.resendTitle;
  if (view.kind !== "page") return <OrderGate view={view} title={title} noneLead="" noneText="" />;
  const fields = actionData?.fields ?? {};
  const max = LIMITS.resendListMax;
  return (
    <Screen
      title={title}
      lead={
        view.pnr
          ? fill(t.pnrOrderLead, { pnr: view.pnr, orderId })
          : fill(t.orderOnlyLead, { orderId })
      }
    >
      <p className="co-note">
        <a href={`/trains/summary/${orderId}`}>{t.backToOrder}</a>
      </p>
      <Form method="post" className="ab-form" noValidate>
        {actionData?.message ? (
          <p className="form-alert" role="alert">
            {translatedTemplate(t, actionData.message)}
          </p>
        ) : null}
        <Section name={t["Send to"]} id="Send to">
          <FormField
            id="resend-emails"
            name="emails"
            label={t.emailAddresses}
            hint={fill(t.emailsHint, { max })}
            inputMode="email"
            autoComplete="off"
            defaultValue={actionData?.values.emails ?? view.email}
            error={tr(t, fieldMessage(fields, "emails"))}
          />
          <FormField
            id="resend-mobiles"
            name="mobiles"
            label={t.mobileNumbers}
            hint={fill(t.mobilesHint, { max })}
            inputMode="tel"
            autoComplete="off"
            defaultValue={actionData?.values.mobiles ?? view.mobile}
            error={tr(t, fieldMessage(fields, "mobiles"))}
          />
          <div className="form-actions">
            <button type="submit" className="button">
              {t.sendTicket}
            </button>
          </div>
        </Section>
      </Form>
    </Screen>
  );
}
