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
import type { Route } from "./+types/change-boarding";

/**
 * `/trains/summary/:orderId/boarding`: the boarding-station change (spec §2
 * "boarding-station change", §7 `v1/change_boarding_point`, §8): the later
 * stops of the journey as a list to choose from, once, before the chart,
 * for a confirmed or RAC ticket. A plain form; a refusal says 'Unable to
 * change the boarding' and the railway's reason.
 */
export const handle = { headerTitle: "Change boarding" } satisfies RouteHandle;

const TITLE = "Change boarding station";

export function headers() {
  return { "cache-control": "no-store" };
}

export async function loader({ params, url, context }: Route.LoaderArgs) {
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
    { seo, orderId, view: orderPageView(res, url.pathname) },
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

const dayNote = (day: number) => (day > 1 ? ` (day ${day})` : "");

export default function ChangeBoarding({ loaderData, actionData }: Route.ComponentProps) {
  const { orderId, view } = loaderData;
  if (view.kind !== "page") return <OrderGate view={view} title={TITLE} noneLead="" noneText="" />;
  const { current, options, refusal } = view.data;
  const error = actionData?.reason ?? undefined;
  return (
    <Screen
      title={TITLE}
      lead={`Boarding now at ${current.name} (${current.code})${current.departure ? `, ${current.departure}${dayNote(current.day)}` : ""}`}
    >
      <p className="co-note">
        <a href={`/trains/summary/${orderId}`}>Back to the order</a>
      </p>
      {refusal ? (
        <div className="co-box co-box--warning">
          <p className="co-box__title">The boarding station cannot change now</p>
          <p>{refusal}</p>
        </div>
      ) : (
        <Form method="post" className="ab-form" noValidate>
          {actionData?.message ? (
            <p className="form-alert" role="alert">
              {actionData.message}
              {error ? `: ${error}` : ""}
            </p>
          ) : null}
          <Section name="New boarding station">
            <fieldset
              className="choice-group"
              aria-describedby="boarding-rule"
              aria-invalid={error ? true : undefined}
            >
              <legend className="form-field__label">Board at</legend>
              <p id="boarding-rule" className="form-field__hint">
                A later stop of your journey. It can be changed once, until the chart is prepared;
                you cannot board at {current.name} after the change.
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
                            Departs {stop.departure}
                            {dayNote(stop.day)}
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
                Change boarding station
              </button>
            </div>
          </Section>
        </Form>
      )}
    </Screen>
  );
}
