import { BOOKING_ENDPOINTS } from "@safar/contracts/booking";
import { TRIP_ENDPOINTS, type TripPlan } from "@safar/contracts/trips";
import { data } from "react-router";
import { apiContext } from "#server-context";
import { BookingObstacles } from "../../features/booking/booking-obstacles.tsx";
import { TravellerDetailsForm } from "../../features/booking/traveller-details.tsx";
import type {
  ConfirmData,
  TravellerFormState,
} from "../../features/booking/traveller-form-state.ts";
import { planLines } from "../../features/trips/lines.ts";
import { TripLegs } from "../../features/trips/trip-legs.tsx";
import { BOOKING } from "../../i18n/booking.ts";
import { CHECKOUT } from "../../i18n/checkout.ts";
import { COACH } from "../../i18n/coach.ts";
import { codeWords } from "../../i18n/codes.ts";
import { RAILWAY_TEXTS } from "../../i18n/railway.ts";
import { SEAT_STATUS } from "../../i18n/seat-status.ts";
import { TRIPS, type TripsMessages } from "../../i18n/trips.ts";
import { call } from "../../lib/api.server.ts";
import { fill, translated, useLocale, useMessages } from "../../lib/i18n.ts";
import { translatedTemplate } from "../../lib/i18n-template.ts";
import { localeOf } from "../../lib/locale.server.ts";
import type { RouteHandle } from "../../lib/route-handle.ts";
import { pageSeo } from "../../lib/seo.ts";
import { RouteErrorBoundary, screenMeta } from "../shared/route-error.tsx";
import { Screen } from "../shared/screen.tsx";
import type { Route } from "./+types/connecting-book";
import { loadConfirm } from "./confirm.server.ts";
import { runIntent } from "./confirm-intents.server.ts";
import { readPostedForm } from "./confirm-post.server.ts";
import { readPlanQuery } from "./connecting.server.ts";

/**
 * `/trains/connecting/book?t1=&t2=&from=&c1=&c2=&to=&d1=&d2=&cls=&quota=`:
 * two trains booked as one (ADR 023; spec §2 connecting). What the
 * connections list's "Book both" opens: both trains (times, the change,
 * the wait, seats now) and the one traveller form of `/trains/confirm`
 * (its sections and intents), whose Continue verifies the travellers for
 * both trains and goes on to the one review. A query that is not a
 * connection answers 400 (malformed), 404 (no such train or station) or
 * 422 (the trains do not connect), each saying why.
 */
export const handle = { pageCode: 2, headerTitle: "Add Travellers" } satisfies RouteHandle;

/** The traveller-details sections (spec §2), as `/trains/confirm` has them. */
const SECTIONS = [
  "Train details",
  "Free cancellation",
  "IRCTC user ID",
  "Traveller details",
  "Food selection",
  "Contact information",
  "Additional preferences",
  "GST details",
  "Travel insurance",
  "Terms and conditions",
] as const;

type BookView =
  | { kind: "none" }
  | { kind: "invalid"; title: string; problems: string[] }
  | { kind: "plan"; plan: TripPlan; page: ConfirmData; loginHref: string };

const NO_STORE = { "cache-control": "no-store" };

export async function loader({ url, request, context }: Route.LoaderArgs) {
  const locale = localeOf(request);
  const messages = {
    ...codeWords(locale),
    ...SEAT_STATUS[locale],
    ...CHECKOUT[locale],
    ...COACH[locale],
    ...BOOKING[locale],
    ...TRIPS[locale],
    ...RAILWAY_TEXTS[locale],
  };
  const seo = pageSeo(url, {
    title: "Book Two Trains",
    description: "Book a journey with a change of trains: one form, one payment, two tickets.",
    indexable: false,
  });
  const read = readPlanQuery(url.searchParams);
  if (read.kind === "none") {
    return data({ seo, messages, view: { kind: "none" } as BookView }, { headers: NO_STORE });
  }
  if (read.kind === "invalid") {
    const view: BookView = {
      kind: "invalid",
      title: "This link does not name a connecting journey",
      problems: read.problems,
    };
    return data({ seo, messages, view }, { status: 400, headers: NO_STORE });
  }
  const api = context.get(apiContext);
  const plan = await call(api, TRIP_ENDPOINTS.plan, { query: read.query });
  if (!plan.ok) {
    const view: BookView = {
      kind: "invalid",
      title:
        plan.status === 404
          ? "This train or station does not exist"
          : "These two trains cannot be booked together",
      problems: [plan.message],
    };
    return data(
      { seo, messages, view },
      { status: plan.status >= 500 ? 503 : plan.status, headers: NO_STORE },
    );
  }
  const [first, second] = plan.data.legs;
  const [confirm, secondPremiums] = await Promise.all([
    loadConfirm(api, first.journey),
    call(api, BOOKING_ENDPOINTS.premiums, { body: { journey: second.journey, ages: [30] } }),
  ]);
  // Meals are asked for when either train serves them (each order keeps its own train's).
  const catering = first.cateringIncluded || second.cateringIncluded;
  // Free cancellation and insurance cover both trains: their premiums add up.
  const a = confirm.premiums;
  const b = secondPremiums.ok ? secondPremiums.data : null;
  const premiums =
    a && b
      ? {
          freeCancellation: {
            perPassengerPaise:
              a.freeCancellation.perPassengerPaise + b.freeCancellation.perPassengerPaise,
            totalPaise: a.freeCancellation.totalPaise + b.freeCancellation.totalPaise,
          },
          insurance: {
            perPassengerPaise: a.insurance.perPassengerPaise + b.insurance.perPassengerPaise,
            totalPaise: a.insurance.totalPaise + b.insurance.totalPaise,
            insured: a.insurance.insured,
          },
        }
      : null;
  const page: ConfirmData = {
    ...confirm,
    premiums,
    train: confirm.train ? { ...confirm.train, cateringIncluded: catering } : null,
  };
  const next = `${url.pathname}${url.search}`;
  const view: BookView = {
    kind: "plan",
    plan: plan.data,
    page,
    loginHref: `/v1/api/login?${new URLSearchParams({ next })}`,
  };
  return data({ seo, messages, view }, { headers: NO_STORE });
}

export async function action({ request, context }: Route.ActionArgs): Promise<TravellerFormState> {
  const url = new URL(request.url);
  const api = context.get(apiContext);
  const read = readPlanQuery(url.searchParams);
  const posted = readPostedForm(await request.formData());
  if (read.kind !== "ok") {
    return {
      values: posted.values,
      rows: Math.max(1, posted.rows),
      savedIds: posted.savedIds,
      railwayUserId: posted.railwayUserId,
      saveNew: posted.saveNew,
      errors: {},
      message: "Please choose a connecting journey from the search results.",
    };
  }
  const plan = read.query;
  const journey = {
    trainNumber: plan.t1,
    from: plan.from,
    to: plan.c1,
    date: plan.d1,
    classCode: plan.cls,
    quota: plan.quota,
  };
  return runIntent(posted, {
    api,
    journey,
    seenStatus: "",
    verifyDraft: async (body) => {
      const made = await call(api, TRIP_ENDPOINTS.verify, { typed: { plan, ...body } });
      return made.ok
        ? {
            ok: true,
            data: { next: `/trains/connecting/${made.data.tripId}/review` },
            setCookies: made.setCookies,
          }
        : made;
    },
  });
}

export const meta = screenMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function ConnectingBook({ loaderData, actionData }: Route.ComponentProps) {
  const { view } = loaderData;
  const t = useMessages<TripsMessages>();
  const locale = useLocale();
  if (view.kind === "none") {
    return (
      <Screen title={t.trip_bookTwo} lead={t.trip_bookTwoNoneLead}>
        <p>
          <a className="button" href="/trains">
            {t.trip_searchTrains}
          </a>
        </p>
      </Screen>
    );
  }
  if (view.kind === "invalid") {
    return (
      <Screen title={translated(t, view.title)}>
        <div className="form-alert" role="alert">
          <ul>
            {view.problems.map((p) => (
              <li key={p}>{translatedTemplate(t, p)}</li>
            ))}
          </ul>
        </div>
        <p>{t.trip_chooseConnecting}</p>
        <p>
          <a className="button" href="/trains">
            {t.trip_searchTrains}
          </a>
        </p>
      </Screen>
    );
  }
  const { plan, page } = view;
  const [first, second] = plan.legs;
  const unbookable = plan.legs.filter((l) => !l.bookable);
  return (
    <Screen
      title={t.trip_bookTwo}
      lead={fill(t.trip_bookLead, {
        from: first.fromName,
        to: second.toName,
        duration: plan.duration,
        at: plan.transfer.arriveAtName,
      })}
    >
      {unbookable.length > 0 ? (
        <div className="co-box co-box--warning" role="note">
          <p className="co-box__title">
            {unbookable
              .map((l) =>
                fill(t.trip_trainStatus, {
                  train: l.journey.trainNumber,
                  status: translatedTemplate(t, l.status),
                }),
              )
              .join(locale === "hi" ? "। " : ". ")}
          </p>
          <p>{t.trip_bothNeedSeats}</p>
        </div>
      ) : null}
      <BookingObstacles eligibility={page.eligibility} journey={page.journey} />
      <TravellerDetailsForm
        page={page}
        loginHref={view.loginHref}
        state={actionData ?? null}
        sections={SECTIONS}
        trainSummary={
          <>
            <TripLegs legs={planLines(plan)} transfer={plan.transfer} />
            <p className="co-note">{t.trip_payOnceNote}</p>
          </>
        }
      />
    </Screen>
  );
}
