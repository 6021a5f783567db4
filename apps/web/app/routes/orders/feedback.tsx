import { BOOKING_ENDPOINTS } from "@safar/contracts/booking";
import { NPS_ENDPOINTS, NPS_TOPICS } from "@safar/contracts/nps";
import { data, Form, redirect } from "react-router";
import { apiContext } from "#server-context";
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
import type { Route } from "./+types/feedback";

/**
 * `/trains/summary/:orderId/feedback`: NPS feedback on a completed booking
 * (spec §2 "feedback (NPS)", §7 `v1/nps/feedback/*`): a 0–10 score as
 * radio buttons, the topics that mattered, a note. One answer an order;
 * answering again replaces it.
 */
export const handle = { headerTitle: "Feedback" } satisfies RouteHandle;

const SCORES = Array.from({ length: 11 }, (_, i) => i);

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
    `Rate your booking, order ${orderId}`,
    "Tell us how your booking went.",
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
          ? { kind: "page" as const, nps: view.data.nps_data, train: view.data.journey_details }
          : view,
    },
    { headers: { "cache-control": "no-store" } },
  );
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const orderId = orderIdParam(params);
  const form = await request.formData();
  const values = {
    score: String(form.get("score") ?? ""),
    reasons: form.getAll("reason").map(String),
    comment: String(form.get("comment") ?? ""),
  };
  const sent = await call(context.get(apiContext), NPS_ENDPOINTS.submit, {
    typed: {
      orderId,
      ...(values.score ? { score: values.score } : {}),
      reasons: values.reasons,
      ...(values.comment.trim() ? { comment: values.comment } : {}),
    },
  });
  if (sent.ok) throw redirect(`/trains/summary/${orderId}?notice=feedback-thanks`);
  return { values, message: sent.message, fields: sent.fields ?? {} };
}

export const meta = screenMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function Feedback({ loaderData, actionData }: Route.ComponentProps) {
  const { orderId, view } = loaderData;
  const t = useMessages<AfterBookingMessages>();
  const title = t.feedbackTitle;
  if (view.kind !== "page") return <OrderGate view={view} title={title} noneLead="" noneText="" />;
  const fields = actionData?.fields ?? {};
  const scoreError = fieldMessage(fields, "score");
  const chosen = new Set(actionData?.values.reasons ?? []);
  const given = actionData?.values.score ?? (view.nps.score === null ? "" : String(view.nps.score));
  return (
    <Screen
      title={title}
      lead={`${view.train.trainNumber} ${view.train.trainName} · ${fill(t.orderLead, { orderId })}`}
    >
      <p className="co-note">
        <a href={`/trains/summary/${orderId}`}>{t.backToOrder}</a>
      </p>
      {view.nps.asked ? (
        <Form method="post" className="ab-form" noValidate>
          {actionData?.message ? (
            <p className="form-alert" role="alert">
              {translatedTemplate(t, actionData.message)}
            </p>
          ) : null}
          <Section name={t["Your rating"]} id="Your rating">
            <fieldset
              className="choice-group"
              aria-describedby={scoreError ? "nps-score-error" : "nps-scale"}
            >
              <legend>{t.npsQuestion}</legend>
              <p id="nps-scale" className="co-note">
                {t.npsScale}
              </p>
              <div className="ab-scale">
                {SCORES.map((n) => (
                  <label key={n} className="ab-scale__item">
                    <input
                      type="radio"
                      name="score"
                      value={n}
                      defaultChecked={given === String(n)}
                    />
                    <span>{n}</span>
                  </label>
                ))}
              </div>
              {scoreError ? (
                <p id="nps-score-error" className="form-field__error">
                  {translatedTemplate(t, scoreError)}
                </p>
              ) : null}
            </fieldset>
          </Section>
          <Section name={t["What mattered"]} id="What mattered">
            <fieldset className="choice-group">
              <legend>{t.whatMattered}</legend>
              <ul className="ab-choices">
                {NPS_TOPICS.map((topic) => (
                  <li key={topic}>
                    <label className="choice">
                      <input
                        type="checkbox"
                        name="reason"
                        value={topic}
                        defaultChecked={chosen.has(topic)}
                      />
                      <span className="choice__body">{t[topic]}</span>
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
            <div className="form-field">
              <label className="form-field__label" htmlFor="nps-comment">
                {t.anythingElse}
              </label>
              <textarea
                id="nps-comment"
                name="comment"
                className="form-field__control"
                rows={3}
                maxLength={1000}
                defaultValue={actionData?.values.comment ?? ""}
              />
            </div>
            <div className="form-actions">
              <button type="submit" className="button">
                {t.sendFeedback}
              </button>
            </div>
          </Section>
        </Form>
      ) : (
        <p className="co-box co-box--info">{t.feedbackNotOpen}</p>
      )}
    </Screen>
  );
}
