import { orderIdSchema } from "@safar/contracts/route-params";
import { TRIP_ENDPOINTS, type TripView } from "@safar/contracts/trips";
import { formatPaise } from "@safar/domain/money";
import { useEffect, useRef } from "react";
import { data, Form, redirect } from "react-router";
import { apiContext } from "#server-context";
import { Section } from "../../components/ui/section.tsx";
import { loginHref } from "../../features/checkout/format.ts";
import { ContactDetails, FareSummary } from "../../features/checkout/order-parts.tsx";
import { useSubmitting } from "../../features/checkout/use-hold-tight.ts";
import { TripLegs } from "../../features/trips/trip-legs.tsx";
import { TRIP_PATHS } from "../../features/trips/trip-status.tsx";
import { call } from "../../lib/api.server.ts";
import type { RouteHandle } from "../../lib/route-handle.ts";
import { pageSeo } from "../../lib/seo.ts";
import { OrderGate } from "../shared/order-gate.tsx";
import { notFound, RouteErrorBoundary, screenMeta } from "../shared/route-error.tsx";
import { Screen } from "../shared/screen.tsx";
import "../../components/ui/forms.css";
import { tripLines } from "../../features/trips/lines.ts";
import type { CheckoutMessages } from "../../i18n/checkout.ts";
import { CHECKOUT } from "../../i18n/checkout.ts";
import { codeWords } from "../../i18n/codes.ts";
import { RAILWAY_TEXTS } from "../../i18n/railway.ts";
import { SEAT_STATUS } from "../../i18n/seat-status.ts";
import { TRIPS, type TripsMessages } from "../../i18n/trips.ts";
import { fill, translated, useMessages } from "../../lib/i18n.ts";
import { translatedTemplate } from "../../lib/i18n-template.ts";
import { localeOf } from "../../lib/locale.server.ts";
import type { Route } from "./+types/connecting-review";
import { tripRedirect } from "./connecting.server.ts";

/**
 * `/trains/connecting/:tripId/review`: one review for both trains (ADR 023,
 * page code 3): the two trains and the change, the travellers, each train's
 * fare lines and the one total. "Book both trains" (a plain form) holds
 * both trains' berths and opens one payment (`v1/trip/checkout`), then the
 * payment page; a refusal says which train and why. A seat status worse
 * than the one seen asks to confirm first (spec §4). A trip past review
 * goes on to its payment or its order.
 */
export const handle = { pageCode: 3, headerTitle: "Review Booking" } satisfies RouteHandle;

export const TRIP_REVIEW_SECTIONS = [
  "Trains",
  "Travellers",
  "Contact details",
  "Fare summary",
] as const;

type ReviewView =
  | { kind: "loggedOut"; loginHref: string }
  | { kind: "error"; message: string }
  | { kind: "review"; trip: TripView };

const isAuthFailure = (status: number) => status === 401 || status === 403 || status === 410;

export function headers() {
  return { "cache-control": "no-store" };
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
  const parsed = orderIdSchema.safeParse(params.tripId);
  if (!parsed.success) notFound();
  const seo = pageSeo(url, {
    title: "Review Your Journey",
    description: "Check both trains, the travellers and the fare before you pay.",
    indexable: false,
  });
  const found = await call(context.get(apiContext), TRIP_ENDPOINTS.view, {
    params: { tripId: parsed.data },
  });
  let view: ReviewView;
  if (found.ok) {
    const target = tripRedirect(found.data, "review");
    if (target) throw redirect(target);
    view = { kind: "review", trip: found.data };
  } else if (found.status === 404) notFound();
  else if (isAuthFailure(found.status))
    view = { kind: "loggedOut", loginHref: loginHref(url.pathname) };
  else view = { kind: "error", message: found.message };
  return data({ seo, messages, view }, { headers: { "cache-control": "no-store" } });
}

export interface TripReviewActionData {
  code: string;
  message: string;
  loggedOut?: boolean;
}

export async function action({
  params,
  request,
  context,
}: Route.ActionArgs): Promise<TripReviewActionData> {
  const parsed = orderIdSchema.safeParse(params.tripId);
  if (!parsed.success) notFound();
  const form = await request.formData();
  const out = await call(context.get(apiContext), TRIP_ENDPOINTS.checkout, {
    body: { tripId: parsed.data, acceptStatusChange: form.get("acceptStatusChange") === "on" },
  });
  if (out.ok) throw redirect(TRIP_PATHS.pay(parsed.data));
  return {
    code: out.code,
    message: out.message,
    ...(isAuthFailure(out.status) ? { loggedOut: true } : {}),
  };
}

export const meta = screenMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function ConnectingReview({ loaderData, actionData }: Route.ComponentProps) {
  const { view } = loaderData;
  const t = useMessages<TripsMessages>();
  if (view.kind !== "review") {
    return <OrderGate view={view} title={t.trip_reviewTitle} noneLead="" noneText="" />;
  }
  return <Review trip={view.trip} result={actionData} />;
}

function Review({ trip, result }: { trip: TripView; result: TripReviewActionData | undefined }) {
  const t = useMessages<TripsMessages & CheckoutMessages>();
  const busy = useSubmitting(t.trip_holding);
  const [trainsSection, travellersSection, contactSection, fareSection] = TRIP_REVIEW_SECTIONS;
  const changed = trip.seatStatus.filter((s) => s.changed);
  const alert = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (result) alert.current?.focus();
  }, [result]);
  // Before payment each train shows its seat status now, not the order's status.
  const [a, b] = tripLines(trip);
  const lines: ReturnType<typeof tripLines> = [
    { ...a, status: trip.seatStatus[0]?.now ?? null, tone: undefined },
    { ...b, status: trip.seatStatus[1]?.now ?? null, tone: undefined },
  ];
  return (
    <Screen title={t.trip_reviewTitle} lead={t.trip_reviewLead} wide>
      {changed.length > 0 ? (
        <div className="co-box co-box--warning" id="seat-status-warning">
          {changed.map((s) => (
            <p key={s.leg} className="co-box__title">
              {fill(s.leg === 1 ? t.trip_changedFirst : t.trip_changedSecond, {
                message: s.message ? translatedTemplate(t, s.message) : t.statusChanged,
                seen: translatedTemplate(t, s.seen),
                now: s.now === null ? "" : translatedTemplate(t, s.now),
              })}
            </p>
          ))}
          <p>{t.trip_confirmNewStatus}</p>
        </div>
      ) : null}
      <div className="co-layout">
        <div className="co-layout__main">
          <Section name={translated(t, trainsSection)} id={trainsSection}>
            <TripLegs legs={lines} transfer={trip.transfer} />
          </Section>
          <Section name={translated(t, travellersSection)} id={travellersSection}>
            <ol className="co-travellers">
              {trip.passengers.map((p, i) => (
                <li key={`${p.name}-${p.age}`} className="co-traveller">
                  <p className="co-traveller__name">
                    <span className="co-traveller__number" aria-hidden="true">
                      {i + 1}
                    </span>
                    {p.name}
                  </p>
                  <p className="co-traveller__meta">
                    {fill(t.trip_travellerMeta, {
                      age: p.age,
                      gender: translatedTemplate(t, p.gender),
                    })}
                  </p>
                </li>
              ))}
            </ol>
          </Section>
          <Section name={translated(t, contactSection)} id={contactSection}>
            <ContactDetails contact={trip.contact} />
            <p className="co-note">{fill(t.trip_ticketsSentHere, { id: trip.railwayUserId })}</p>
          </Section>
        </div>
        <div className="co-layout__aside">
          <Section name={translated(t, fareSection)} id={fareSection}>
            <div className="trip-fares">
              {trip.legs.map((leg) => (
                <div key={leg.orderId}>
                  <h3 className="trip-fares__title">
                    {leg.leg === 1 ? t.trip_firstTrain : t.trip_secondTrain} · {leg.trainNumber}
                  </h3>
                  <FareSummary
                    fare={leg.fare}
                    totalLabel={leg.leg === 1 ? t.trip_firstTrain : t.trip_secondTrain}
                  />
                </div>
              ))}
            </div>
            <p className="trip-total">
              <span>{t.trip_totalBoth}</span>
              <span>{formatPaise(trip.totalPaise)}</span>
            </p>
            <Form method="post" className="co-pay-form form" aria-busy={busy || undefined}>
              {result ? (
                <div
                  ref={alert}
                  id="review-error"
                  className="form-alert"
                  role="alert"
                  tabIndex={-1}
                >
                  <p>{translatedTemplate(t, result.message)}</p>
                  {result.loggedOut ? (
                    <p>
                      <a href={loginHref(TRIP_PATHS.review(trip.tripId))}>{t.login}</a>
                    </p>
                  ) : (
                    <p>
                      <a href="/trains">{t.trip_searchAgain}</a>
                    </p>
                  )}
                </div>
              ) : null}
              {changed.length > 0 ? (
                <label className="co-check">
                  <input
                    type="checkbox"
                    name="acceptStatusChange"
                    required
                    aria-describedby="seat-status-warning"
                  />
                  <span>{t.trip_continueNewStatus}</span>
                </label>
              ) : null}
              <button
                type="submit"
                className="button"
                data-stitched="book_now"
                disabled={busy}
                aria-describedby="trip-pay-hint"
              >
                {fill(t.trip_bookBothPay, { amount: formatPaise(trip.totalPaise) })}
              </button>
              <p className="co-note" id="trip-pay-hint">
                {t.trip_payHint}
              </p>
            </Form>
          </Section>
        </div>
      </div>
    </Screen>
  );
}
