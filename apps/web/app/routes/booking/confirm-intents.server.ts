import type { BookingJourney } from "@safar/contracts/booking";
import { ERROR_MESSAGES } from "@safar/contracts/errors";
import {
  parseTravellerFormIntent,
  type TravellerFormIntent,
  type TravellerFormIntentKind,
} from "@safar/contracts/travellers/form-intent";
import { addPassengerRefusal } from "@safar/contracts/travellers/party";
import { redirect } from "react-router";
import type { ApiClient } from "#server-context";
import {
  EDIT_FIRST_FIELD_ID,
  savedEditButtonId,
  type TravellerFormState,
} from "../../features/booking/traveller-form-state.ts";
import type { ApiOutcome } from "../../lib/api.server.ts";
import {
  changeSavedTraveller,
  editSavedTraveller,
  forgotRailwayDetails,
  quickBook,
  railwayIdState,
  savedTravellers,
  saveTraveller,
  sendRailwayOtps,
  storedTravellers,
  verify,
  verifyRailwayId,
  withPincodeFilled,
} from "./confirm.server.ts";
import {
  checkEdit,
  editErrorsOf,
  editFields,
  editFormOf,
  editingId,
  MAX_ROWS,
  type PostedForm,
  passengersOf,
  rowIsEmpty,
  typedRows,
  withoutEdit,
} from "./confirm-post.server.ts";

/**
 * The traveller-details action, one handler per intent (`INTENT_HANDLERS`):
 * each gets the post and answers the state to show, or throws the redirect
 * to the review. Every answer keeps what was typed on the page.
 */

export interface IntentContext {
  api: ApiClient;
  /** The journey of the page's query, or null when it names none. */
  journey: BookingJourney | null;
  /** The seat status the results page showed (the API compares it). */
  seenStatus: string;
  /**
   * Continue's verification and where it leads, when it is not one train's
   * `v1/verify` and review (a two-train journey: ADR 023).
   */
  verifyDraft?: (body: {
    details: Record<string, unknown>;
    railwayUserId: string;
  }) => Promise<ApiOutcome<{ next: string }>>;
}

type Handler<K extends TravellerFormIntentKind> = (
  intent: Extract<TravellerFormIntent, { kind: K }>,
  posted: PostedForm,
  state: TravellerFormState,
  context: IntentContext,
) => Promise<TravellerFormState> | TravellerFormState;

/** The state that shows the post again as it was typed. */
export function stateOf(posted: PostedForm): TravellerFormState {
  return {
    values: posted.values,
    rows: Math.max(1, posted.rows),
    savedIds: posted.savedIds,
    railwayUserId: posted.railwayUserId,
    saveNew: posted.saveNew,
    errors: {},
  };
}

export const INTENT_HANDLERS: { [K in TravellerFormIntentKind]: Handler<K> } = {
  // Spec §5: at the limit (new rows and ticked saved travellers) the button says why, in its words.
  add: (_i, _p, state) => {
    const refusal = addPassengerRefusal(state.rows + state.savedIds.length, MAX_ROWS);
    return refusal
      ? { ...state, errors: { passengers: refusal } }
      : { ...state, rows: state.rows + 1 };
  },
  remove: ({ index }, posted, state) => {
    const rows = typedRows(posted).filter((_, i) => i !== index);
    return {
      ...state,
      values: { ...posted.values, passengers: rows },
      rows: Math.max(1, rows.length),
    };
  },
  forgotid: (_i, posted, state, { api }) => forgot(api, "id", posted, state),
  forgotpw: (_i, posted, state, { api }) => forgot(api, "password", posted, state),
  edit: (intent, _p, state, { api }) => savedTravellerEdit(api, intent, state),
  save: (intent, _p, state, { api }) => savedTravellerEdit(api, intent, state),
  "cancel-edit": (intent, _p, state, { api }) => savedTravellerEdit(api, intent, state),
  delete: ({ id }, _p, state, { api }) => changeSaved(api, "delete", id, state),
  default: ({ id }, _p, state, { api }) => changeSaved(api, "default", id, state),
  quickbook: async (_i, _p, state, { api, journey, seenStatus }) => {
    if (!journey) return noJourney(state);
    const quick = await quickBook(api, { journey, seenStatus });
    if (!quick.ok) {
      if (quick.status === 401) return { ...state, loggedOut: true, message: quick.message };
      return { ...state, quickBookError: quick.message };
    }
    throw redirect(`/trains/review?orderId=${quick.data.orderId}`);
  },
  idsend: (intent, posted, state, context) => railwayIdThenContinue(intent, posted, state, context),
  idverify: (intent, posted, state, context) =>
    railwayIdThenContinue(intent, posted, state, context),
  continue: (intent, posted, state, context) =>
    railwayIdThenContinue(intent, posted, state, context),
  // One-click Tatkal (ADR 022): the same draft, then the one-click page.
  schedule: (intent, posted, state, context) =>
    railwayIdThenContinue(intent, posted, state, context),
};

/** Runs the post's intent. */
export function runIntent(
  posted: PostedForm,
  context: IntentContext,
): Promise<TravellerFormState> | TravellerFormState {
  const handler = INTENT_HANDLERS[posted.intent.kind] as Handler<TravellerFormIntentKind>;
  return handler(posted.intent, posted, stateOf(posted), context);
}

const noJourney = (state: TravellerFormState): TravellerFormState => ({
  ...state,
  message: "Please choose a train from the search results.",
});

async function forgot(
  api: ApiClient,
  what: "id" | "password",
  posted: PostedForm,
  state: TravellerFormState,
): Promise<TravellerFormState> {
  const contact = String(posted.values.forgotContact ?? "").trim();
  const sent = await forgotRailwayDetails(api, what, contact || posted.railwayUserId);
  return {
    ...state,
    forgotNotice: sent.ok
      ? { ok: true, message: sent.data.message }
      : { ok: false, message: sent.message },
  };
}

/** Spec §3/§4: a deleted traveller leaves both lists; the chosen one becomes the default, first. */
async function changeSaved(
  api: ApiClient,
  kind: "delete" | "default",
  id: string,
  state: TravellerFormState,
): Promise<TravellerFormState> {
  const done = await changeSavedTraveller(api, kind, id);
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

/**
 * Resend OTPs, Verify and Continue: the railway user ID first (spec §4: its
 * mobile and email each pending until its OTP is entered), then, for
 * Continue, the whole submission.
 */
async function railwayIdThenContinue(
  intent: Extract<TravellerFormIntent, { kind: "idsend" | "idverify" | "continue" | "schedule" }>,
  posted: PostedForm,
  state: TravellerFormState,
  context: IntentContext,
): Promise<TravellerFormState> {
  const { api, journey } = context;
  if (!journey) return noJourney(state);
  const userId = posted.railwayUserId;
  if (userId) {
    const known = await railwayIdState(api, userId);
    if (!known.ok) {
      if (known.status === 401) return { ...state, loggedOut: true, message: known.message };
      return { ...state, errors: { railwayUserId: known.message }, message: known.message };
    }
    const { mobileVerified, emailVerified } = known.data;
    if (intent.kind === "idverify") {
      const checked = await verifyRailwayId(api, {
        userId,
        ...(mobileVerified ? {} : { mobileOtp: String(posted.values.mobileOtp ?? "") }),
        ...(emailVerified ? {} : { emailOtp: String(posted.values.emailOtp ?? "") }),
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
      return {
        ...state,
        railwayVerification: {
          userId,
          mobileVerified: checked.data.mobileVerified,
          emailVerified: checked.data.emailVerified,
          notices: [],
          ...(checked.data.verified ? { done: checked.data.message } : {}),
        },
      };
    }
    const pending = [
      ...(mobileVerified ? [] : ["mobile" as const]),
      ...(emailVerified ? [] : ["email" as const]),
    ];
    if (intent.kind === "idsend" || pending.length > 0) {
      const notices = await sendRailwayOtps(api, userId, pending);
      return {
        ...state,
        railwayVerification: { userId, mobileVerified, emailVerified, notices },
        ...(intent.kind === "continue" || intent.kind === "schedule"
          ? { message: "Please verify your IRCTC user ID to continue" }
          : {}),
      };
    }
  }
  return submit(posted, state, context, intent.kind === "schedule");
}

/** Continue: `v1/verify` makes the draft order, and the review shows it. */
async function submit(
  posted: PostedForm,
  state: TravellerFormState,
  { api, journey, seenStatus, verifyDraft }: IntentContext,
  schedule = false,
): Promise<TravellerFormState> {
  if (!journey) return noJourney(state);
  // Only the saved travellers are needed here; the API compares the seat status itself.
  const savedList = await savedTravellers(api, journey);
  const saved = savedList.ok ? savedList.data.travellers : [];
  const { fromSaved, typed } = passengersOf(posted, saved);
  const typedIndex = typedRows(posted)
    .map((row, i) => (rowIsEmpty(row) ? -1 : i))
    .filter((i) => i >= 0);
  const gst = await withPincodeFilled(api, posted.values.gst);
  const { forgotContact: _f, mobileOtp: _m, emailOtp: _e, ...fields } = withoutEdit(posted.values);
  const details = { ...fields, ...(gst ? { gst } : {}), passengers: [...fromSaved, ...typed] };
  const verified = verifyDraft
    ? await verifyDraft({ details, railwayUserId: posted.railwayUserId })
    : await verify(api, { journey, details, railwayUserId: posted.railwayUserId, seenStatus });
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
  if ("next" in verified.data) throw redirect(verified.data.next);
  throw redirect(
    schedule
      ? `/trains/oct?orderId=${verified.data.orderId}`
      : `/trains/review?orderId=${verified.data.orderId}`,
  );
}

/**
 * A saved traveller corrected in place, as plain form round trips: `edit:<id>`
 * opens its row as the traveller form, prefilled from the list as stored;
 * `save:<id>` checks it with the shared rules and sends the API's edit;
 * `cancel-edit` closes it. Everything else typed on the page comes back as
 * posted. Focus: the edit form's first field once opened, the traveller's
 * Edit button once saved or cancelled (`focusId`, rendered as autofocus).
 */
export async function savedTravellerEdit(
  api: ApiClient,
  intentOrValue: Extract<TravellerFormIntent, { kind: "edit" | "save" | "cancel-edit" }> | string,
  state: TravellerFormState,
): Promise<TravellerFormState> {
  const intent =
    typeof intentOrValue === "string" ? parseTravellerFormIntent(intentOrValue) : intentOrValue;
  if (intent.kind === "cancel-edit") {
    const id = editingId(state.values);
    return {
      ...state,
      values: withoutEdit(state.values),
      ...(id ? { focusId: savedEditButtonId(id) } : {}),
    };
  }
  if (intent.kind === "edit") {
    const list = await storedTravellers(api);
    if (!list.ok) {
      if (list.status === 401) return { ...state, loggedOut: true, message: list.message };
      return { ...state, message: list.message };
    }
    const found = list.data.travellers.find((t) => t.id === intent.id);
    if (!found) return { ...state, message: ERROR_MESSAGES.not_found };
    return {
      ...state,
      values: { ...state.values, edit: editFormOf(found) },
      focusId: EDIT_FIRST_FIELD_ID,
    };
  }
  if (intent.kind !== "save") return state;
  const id = intent.id;
  const typed: Record<string, unknown> = { ...editFields(state.values), id };
  const open = { ...state, values: { ...state.values, edit: typed } };
  const checked = checkEdit(id, typed);
  if (!checked.ok) return { ...open, errors: checked.errors };
  const saved = await editSavedTraveller(api, checked.traveller);
  if (!saved.ok) {
    if (saved.status === 401) return { ...open, loggedOut: true, message: saved.message };
    const errors = saved.code === "validation_failed" ? editErrorsOf(saved.fields) : {};
    return {
      ...open,
      errors,
      ...(Object.keys(errors).length > 0 && saved.message === Object.values(errors)[0]
        ? {}
        : { message: saved.message }),
    };
  }
  const name = saved.data.travellers.find((t) => t.id === id)?.name ?? String(typed.name ?? "");
  return {
    ...state,
    values: withoutEdit(state.values),
    status: `Saved ${name}`,
    focusId: savedEditButtonId(id),
  };
}
