import { data, redirect } from "react-router";
import { apiContext } from "#server-context";
import {
  TravellerDetailsForm,
  type TravellerFormState,
} from "../../features/booking/traveller-details.tsx";
import { useRememberBackUrl } from "../../lib/back-navigation.ts";
import type { RouteHandle } from "../../lib/route-handle.ts";
import { pageSeo } from "../../lib/seo.ts";
import { RouteErrorBoundary, screenMeta } from "../shared/route-error.tsx";
import { Screen } from "../shared/screen.tsx";
import type { Route } from "./+types/confirm";
import {
  changeSavedTraveller,
  editableOrder,
  editingId,
  forgotRailwayDetails,
  journeyFromQuery,
  loadConfirm,
  MAX_ROWS,
  passengersOf,
  quickBook,
  railwayIdState,
  readPostedForm,
  rowIsEmpty,
  savedTravellerEdit,
  savedTravellers,
  saveTraveller,
  sendRailwayOtps,
  typedRows,
  verify,
  verifyRailwayId,
  withoutEdit,
  withPincodeFilled,
} from "./confirm.server.ts";

/**
 * `/trains/confirm?train=…&class=…&quota=…&date=…&from=…&to=…`: traveller
 * details (page code 2, spec §2). One plain form that works before
 * JavaScript: "Add traveller" and "Remove" (and a saved traveller's Edit,
 * Save changes and Cancel: `savedTravellerEdit`) are submit buttons the
 * action answers by re-rendering the form with its values; "Continue" verifies
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

export async function loader({ url, context }: Route.LoaderArgs) {
  const seo = pageSeo(url, {
    title: "Traveller Details",
    description: "Add travellers, contact details and preferences for your train booking.",
    indexable: false,
  });
  const journey = journeyFromQuery(url.searchParams);
  if (!journey) return data({ seo, page: null }, { headers: { "cache-control": "no-store" } });
  const api = context.get(apiContext);
  const [page, edit] = await Promise.all([
    loadConfirm(api, journey),
    editableOrder(api, url.searchParams.get("edit")),
  ]);
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
      page,
      initial,
      loginHref: `/v1/api/login?${new URLSearchParams({ next: `${url.pathname}${url.search}` })}`,
    },
    { headers: { "cache-control": "no-store" } },
  );
}

export async function action({ request, context }: Route.ActionArgs): Promise<TravellerFormState> {
  const url = new URL(request.url);
  const journey = journeyFromQuery(url.searchParams);
  const posted = readPostedForm(await request.formData());
  const state: TravellerFormState = {
    values: posted.values,
    rows: Math.max(1, posted.rows),
    savedIds: posted.savedIds,
    railwayUserId: posted.railwayUserId,
    saveNew: posted.saveNew,
    errors: {},
  };
  if (posted.intent === "add") return { ...state, rows: Math.min(MAX_ROWS, state.rows + 1) };
  if (posted.intent.startsWith("remove:")) {
    const index = Number(posted.intent.slice("remove:".length));
    const rows = typedRows(posted).filter((_, i) => i !== index);
    return {
      ...state,
      values: { ...posted.values, passengers: rows },
      rows: Math.max(1, rows.length),
    };
  }
  if (posted.intent === "forgotid" || posted.intent === "forgotpw") {
    const contact = String(posted.values.forgotContact ?? "").trim();
    const sent = await forgotRailwayDetails(
      context.get(apiContext),
      posted.intent === "forgotid" ? "id" : "password",
      contact || posted.railwayUserId,
    );
    return {
      ...state,
      forgotNotice: sent.ok
        ? { ok: true, message: sent.data.message }
        : { ok: false, message: sent.message },
    };
  }
  if (
    posted.intent.startsWith("edit:") ||
    posted.intent.startsWith("save:") ||
    posted.intent === "cancel-edit"
  ) {
    return savedTravellerEdit(context.get(apiContext), posted.intent, state);
  }
  if (posted.intent.startsWith("delete:") || posted.intent.startsWith("default:")) {
    // Spec §3/§4: a deleted traveller leaves both lists; the chosen one becomes the default, first.
    const [kind, id = ""] = posted.intent.split(":");
    const done = await changeSavedTraveller(
      context.get(apiContext),
      kind === "delete" ? "delete" : "default",
      id,
    );
    if (!done.ok) return { ...state, message: done.message };
    return {
      ...state,
      // A deleted traveller's open edit form closes with it.
      ...(kind === "delete" && editingId(state.values) === id
        ? { values: withoutEdit(state.values) }
        : {}),
      savedIds: state.savedIds.filter((s) => s !== id || kind !== "delete"),
    };
  }
  if (!journey) return { ...state, message: "Please choose a train from the search results." };
  const api = context.get(apiContext);
  const seenStatus = url.searchParams.get("status") ?? "";
  if (posted.intent === "quickbook") {
    const quick = await quickBook(api, { journey, seenStatus });
    if (!quick.ok) {
      if (quick.status === 401) return { ...state, loggedOut: true, message: quick.message };
      return { ...state, quickBookError: quick.message };
    }
    throw redirect(`/trains/review?orderId=${quick.data.orderId}`);
  }
  const form = posted.values as { mobileOtp?: string; emailOtp?: string };
  if (posted.intent === "idsend" || posted.intent === "idverify" || posted.intent === "continue") {
    const userId = posted.railwayUserId;
    if (userId) {
      const known = await railwayIdState(api, userId);
      if (!known.ok) {
        if (known.status === 401) return { ...state, loggedOut: true, message: known.message };
        return { ...state, errors: { railwayUserId: known.message }, message: known.message };
      }
      let { mobileVerified, emailVerified } = known.data;
      const pending = (): ("mobile" | "email")[] => [
        ...(mobileVerified ? [] : ["mobile" as const]),
        ...(emailVerified ? [] : ["email" as const]),
      ];
      if (posted.intent === "idverify") {
        const checked = await verifyRailwayId(api, {
          userId,
          ...(mobileVerified ? {} : { mobileOtp: String(form.mobileOtp ?? "") }),
          ...(emailVerified ? {} : { emailOtp: String(form.emailOtp ?? "") }),
        });
        if (!checked.ok) {
          return {
            ...state,
            railwayVerification: {
              userId,
              mobileVerified,
              emailVerified,
              notices: [],
              error: checked.message,
            },
          };
        }
        mobileVerified = checked.data.mobileVerified;
        emailVerified = checked.data.emailVerified;
        return {
          ...state,
          railwayVerification: {
            userId,
            mobileVerified,
            emailVerified,
            notices: [],
            ...(checked.data.verified ? { done: checked.data.message } : {}),
          },
        };
      }
      if (posted.intent === "idsend" || pending().length > 0) {
        // Spec §4: each of mobile and email is pending until its OTP is entered.
        const notices = await sendRailwayOtps(api, userId, pending());
        return {
          ...state,
          railwayVerification: { userId, mobileVerified, emailVerified, notices },
          ...(posted.intent === "continue"
            ? { message: "Please verify your IRCTC user ID to continue" }
            : {}),
        };
      }
    }
  }
  // Only the saved travellers are needed here; the API compares the seat status itself.
  const savedList = await savedTravellers(api, journey);
  const saved = savedList.ok ? savedList.data.travellers : [];
  const { fromSaved, typed } = passengersOf(posted, saved);
  const typedIndex = typedRows(posted)
    .map((row, i) => (rowIsEmpty(row) ? -1 : i))
    .filter((i) => i >= 0);
  const gst = await withPincodeFilled(api, posted.values.gst);
  const details = {
    ...withoutEdit(posted.values),
    ...(gst ? { gst } : {}),
    passengers: [...fromSaved, ...typed],
  };
  const verified = await verify(api, {
    journey,
    details,
    railwayUserId: posted.railwayUserId,
    seenStatus,
  });
  if (!verified.ok) {
    if (verified.status === 401) return { ...state, loggedOut: true, message: verified.message };
    // Field messages of the combined list point back at the saved choices or the typed rows.
    const errors: Record<string, string> = {};
    for (const [key, message] of Object.entries(verified.fields ?? {})) {
      const m = /^passengers\.(\d+)\.(.+)$/.exec(key);
      if (!m) {
        errors[key] = message;
        continue;
      }
      const n = Number(m[1]);
      if (n < fromSaved.length) errors[`saved.${posted.savedIds[n]}`] = message;
      else errors[`passengers.${typedIndex[n - fromSaved.length] ?? 0}.${m[2]}`] = message;
    }
    // A list-level message is worth a title; one that repeats a field's message is not.
    const repeated =
      verified.code === "validation_failed" &&
      Object.values(verified.fields ?? {}).includes(verified.message);
    return { ...state, errors, ...(repeated ? {} : { message: verified.message }) };
  }
  if (posted.saveNew && savedList.ok) {
    // "Fill in travellers once and reuse them": new travellers are saved for next time.
    for (const row of typed) await saveTraveller(api, row);
  }
  throw redirect(`/trains/review?orderId=${verified.data.orderId}`);
}

export const meta = screenMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function Confirm({ loaderData, actionData }: Route.ComponentProps) {
  useRememberBackUrl("confirm");
  const { page } = loaderData;
  if (!page) {
    return (
      <Screen
        title="Book your ticket"
        lead="Choose a train, class and date from the search results to add travellers."
      >
        <p>
          <a className="button" href="/trains">
            Search trains
          </a>
        </p>
      </Screen>
    );
  }
  return (
    <Screen title="Add travellers" lead="Who is travelling, and how we can reach you.">
      <TravellerDetailsForm
        page={page}
        loginHref={"loginHref" in loaderData ? loaderData.loginHref : "/v1/api/login"}
        state={actionData ?? ("initial" in loaderData ? loaderData.initial : null)}
        sections={TRAVELLER_DETAILS_SECTIONS}
      />
    </Screen>
  );
}
