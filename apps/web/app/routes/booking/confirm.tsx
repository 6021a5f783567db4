import { data } from "react-router";
import { apiContext } from "#server-context";
import { BookingObstacles } from "../../features/booking/booking-obstacles.tsx";
import { TravellerDetailsForm } from "../../features/booking/traveller-details.tsx";
import type { TravellerFormState } from "../../features/booking/traveller-form-state.ts";
import { aadhaarViewFor } from "../../features/checkout/aadhaar.server.ts";
import { AadhaarLink } from "../../features/checkout/aadhaar-status.tsx";
import { BOOKING, type BookingMessages } from "../../i18n/booking.ts";
import { COACH } from "../../i18n/coach.ts";
import { codeWords } from "../../i18n/codes.ts";
import { SEAT_STATUS } from "../../i18n/seat-status.ts";
import { useRememberBackUrl } from "../../lib/back-navigation.ts";
import { useMessages } from "../../lib/i18n.ts";
import { localeOf } from "../../lib/locale.server.ts";
import type { RouteHandle } from "../../lib/route-handle.ts";
import { pageSeo } from "../../lib/seo.ts";
import { RouteErrorBoundary, screenMeta } from "../shared/route-error.tsx";
import { Screen } from "../shared/screen.tsx";
import type { Route } from "./+types/confirm";
import { editableOrder, journeyFromQuery, loadConfirm } from "./confirm.server.ts";
import { runIntent } from "./confirm-intents.server.ts";
import { readPostedForm } from "./confirm-post.server.ts";

/**
 * `/trains/confirm?train=…&class=…&quota=…&date=…&from=…&to=…`: traveller
 * details (page code 2, spec §2). One plain form that works before
 * JavaScript: every button posts an intent (`@safar/contracts/travellers/
 * form-intent`) that the action runs (`confirm-intents.server.ts`): "Add
 * traveller", "Remove", a saved traveller's Edit, Save changes and Cancel
 * re-render the form with its values; "Continue" verifies
 * everything (spec §5, word for word, beside each field and in a summary
 * at the top) and goes to the review of the draft order.
 */
export const handle = { pageCode: 2, headerTitle: "Add Travellers" } satisfies RouteHandle;

/**
 * Spec §2, in order: train details, free cancellation, railway user ID,
 * traveller details (or logged-out variant), food-selection checkbox,
 * contact information, additional preferences, GST details, insurance, terms.
 */
export const TRAVELLER_DETAILS_SECTIONS = [
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

export async function loader({ url, request, context }: Route.LoaderArgs) {
  const seo = pageSeo(url, {
    title: "Traveller Details",
    description: "Add travellers, contact details and preferences for your train booking.",
    indexable: false,
  });
  const locale = localeOf(request);
  const messages = {
    ...codeWords(locale),
    ...SEAT_STATUS[locale],
    ...COACH[locale],
    ...BOOKING[locale],
  };
  const journey = journeyFromQuery(url.searchParams);
  if (!journey) {
    return data({ seo, messages, page: null }, { headers: { "cache-control": "no-store" } });
  }
  const api = context.get(apiContext);
  const [page, edit] = await Promise.all([
    loadConfirm(api, journey),
    editableOrder(api, url.searchParams.get("edit")),
  ]);
  // The ID needs Aadhaar for this booking: the railway's page, coming back here.
  const needsAadhaar = page.eligibility?.obstacles.some((o) => o.kind === "aadhaar");
  const aadhaar =
    needsAadhaar && page.eligibility?.railwayUserId
      ? await aadhaarViewFor(
          api,
          request,
          page.eligibility.railwayUserId,
          `${url.pathname}${url.search}`,
        )
      : null;
  // Editing an unpaid order: its travellers and details fill the form (spec §7 pfEdit).
  const initial: TravellerFormState | null = edit
    ? {
        values: edit.details,
        rows: Math.max(
          1,
          Array.isArray(edit.details.passengers) ? edit.details.passengers.length : 1,
        ),
        savedIds: [],
        railwayUserId: edit.railwayUserId,
        saveNew: false,
        errors: {},
      }
    : null;
  return data(
    {
      seo,
      messages,
      page,
      aadhaar,
      initial,
      loginHref: `/v1/api/login?${new URLSearchParams({ next: `${url.pathname}${url.search}` })}`,
    },
    { headers: { "cache-control": "no-store" } },
  );
}

export async function action({ request, context }: Route.ActionArgs): Promise<TravellerFormState> {
  const url = new URL(request.url);
  return runIntent(readPostedForm(await request.formData()), {
    api: context.get(apiContext),
    journey: journeyFromQuery(url.searchParams),
    seenStatus: url.searchParams.get("status") ?? "",
  });
}

export const meta = screenMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function Confirm({ loaderData, actionData }: Route.ComponentProps) {
  useRememberBackUrl("confirm");
  const t = useMessages<BookingMessages>();
  const { page } = loaderData;
  if (!page) {
    return (
      <Screen title={t.noJourneyTitle} lead={t.noJourneyLead}>
        <p>
          <a className="button" href="/trains">
            {t.searchTrains}
          </a>
        </p>
      </Screen>
    );
  }
  return (
    <Screen title={t.pageTitle}>
      <BookingObstacles
        eligibility={page.eligibility}
        journey={page.journey}
        aadhaarLink={
          "aadhaar" in loaderData && loaderData.aadhaar ? (
            <AadhaarLink view={loaderData.aadhaar} />
          ) : undefined
        }
      />
      <TravellerDetailsForm
        page={page}
        loginHref={"loginHref" in loaderData ? loaderData.loginHref : "/v1/api/login"}
        state={actionData ?? ("initial" in loaderData ? loaderData.initial : null)}
        sections={TRAVELLER_DETAILS_SECTIONS}
      />
    </Screen>
  );
}
