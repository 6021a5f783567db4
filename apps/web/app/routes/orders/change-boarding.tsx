import { BOARDING_ENDPOINTS } from "@safar/contracts/tickets";
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
import type { Route } from "./+types/change-boarding";

/**
 * `/trains/summary/:orderId/boarding`: the boarding-station change (spec §2
 * "boarding-station change", §7 `v1/change_boarding_point`, §8): the later
 * stops of the journey as a list to choose from, once, before the chart,
 * for a confirmed or RAC ticket. A plain form; a refusal says 'Unable to
 * change the boarding' and the railway's reason.
 */
export const handle = { headerTitle: "Change boarding" } satisfies RouteHandle;

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
    `Change boarding station, order ${orderId}`,
    "Board your train at a later station of your journey.",
  );
  const res = await call(context.get(apiContext), BOARDING_ENDPOINTS.options, {
    query: { orderId },
  });
  return data(
    { seo, messages, orderId, view: orderPageView(res, url.pathname) },
    { headers: { "cache-control": "no-store" } },
  );
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const orderId = orderIdParam(params);
  const form = await request.formData();
  const boardingCode = String(form.get("boardingCode") ?? "");
  const moved = await call(context.get(apiContext), BOARDING_ENDPOINTS.change, {
    typed: { orderId, boardingCode },
  });
  if (moved.ok) throw redirect(`/trains/summary/${orderId}?notice=boarding-changed`);
  return {
    boardingCode,
    message: moved.message,
    reason: fieldMessage(moved.fields ?? {}, "boardingCode") ?? null,
  };
}

export const meta = screenMeta;
export const ErrorBoundary = RouteErrorBoundary;

const dayNote = (t: AfterBookingMessages, day: number) => (day > 1 ? fill(t.dayN, { n: day }) : "");

export default function ChangeBoarding({ loaderData, actionData }: Route.ComponentProps) {
  const { orderId, view } = loaderData;
  const t = useMessages<AfterBookingMessages>();
  const title = t.boardingTitle;
  if (view.kind !== "page") return <OrderGate view={view} title={title} noneLead="" noneText="" />;
  const { current, options, refusal } = view.data;
  const error = actionData?.reason ?? undefined;
  return (
    <Screen
      title={title}
      lead={`${fill(t.boardingNow, { name: current.name, code: current.code })}${current.departure ? `, ${current.departure}${dayNote(t, current.day)}` : ""}`}
    >
      <p className="co-note">
        <a href={`/trains/summary/${orderId}`}>{t.backToOrder}</a>
      </p>
      {refusal ? (
        <div className="co-box co-box--warning">
          <p className="co-box__title">{t.cannotChangeNow}</p>
          <p>{translatedTemplate(t, refusal)}</p>
        </div>
      ) : (
        <Form method="post" className="ab-form" noValidate>
          {actionData?.message ? (
            <p className="form-alert" role="alert">
              {translatedTemplate(t, actionData.message)}
              {error ? `: ${translatedTemplate(t, error)}` : ""}
            </p>
          ) : null}
          <Section name={t["New boarding station"]} id="New boarding station">
            <fieldset
              className="choice-group"
              aria-describedby="boarding-rule"
              aria-invalid={error ? true : undefined}
            >
              <legend className="form-field__label">{t.boardAt}</legend>
              <p id="boarding-rule" className="form-field__hint">
                {fill(t.boardingRule, { name: current.name })}
              </p>
              <ul className="ab-choices">
                {options.map((stop, i) => (
                  <li key={stop.code}>
                    <label className="choice">
                      <input
                        type="radio"
                        name="boardingCode"
                        value={stop.code}
                        required
                        defaultChecked={
                          actionData ? actionData.boardingCode === stop.code : i === 0
                        }
                      />
                      <span className="choice__body">
                        <strong>
                          {stop.name} ({stop.code})
                        </strong>
                        {stop.departure ? (
                          <span className="choice__meta">
                            {fill(t.departs, { time: stop.departure })}
                            {dayNote(t, stop.day)}
                          </span>
                        ) : null}
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
            <div className="form-actions">
              <button type="submit" className="button">
                {t.changeBoarding}
              </button>
            </div>
          </Section>
        </Form>
      )}
    </Screen>
  );
}
