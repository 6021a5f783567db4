import {
  BOOKING_ENDPOINTS,
  type BookingJourney,
  BookingJourneySchema,
} from "@safar/contracts/booking";
import { ERROR_MESSAGES } from "@safar/contracts/errors";
import { RAILWAY_IDS_ENDPOINTS } from "@safar/contracts/railway-ids";
import { TRAINS_ENDPOINTS } from "@safar/contracts/trains/endpoints";
import { berthOptionsFor, TRAVELLERS_ENDPOINTS } from "@safar/contracts/travellers/endpoints";
import { parseTravellerDetailsForm } from "@safar/contracts/travellers/form";
import {
  formatDobString,
  type SavedTraveller,
  SavedTravellerInputSchema,
} from "@safar/contracts/travellers/saved-traveller";
import type { ApiClient } from "#server-context";
import {
  type ConfirmData,
  EDIT_FIRST_FIELD_ID,
  savedEditButtonId,
  type TravellerFormState,
} from "../../features/booking/traveller-details.tsx";
import { type ApiOutcome, call } from "../../lib/api.server.ts";

const td = TRAVELLERS_ENDPOINTS;
const ids = RAILWAY_IDS_ENDPOINTS;

/**
 * What the traveller-details screen (`/trains/confirm`) reads and posts
 * (spec §2, §3, §5, §7): the journey from the query the results page's Book
 * link wrote (`train`, `class`, `quota`, `date`, `from`, `to`), the train and
 * its availability (`v1/detail`), the premiums (`v1/insurance/calculate`),
 * the signed-in user's saved travellers (`v1/user/td_details`) and railway
 * user IDs (`v2/user`); and on Continue, `v1/verify`, which makes the draft
 * order the review screen shows.
 */

/** The signed-in user's saved travellers, normalised for the class (401 when signed out). */
export function savedTravellers(api: ApiClient, journey: BookingJourney) {
  return call(api, td.list, { query: { classCode: journey.classCode } });
}

export function journeyFromQuery(search: URLSearchParams): BookingJourney | null {
  const parsed = BookingJourneySchema.safeParse({
    trainNumber: search.get("train") ?? "",
    from: search.get("from") ?? "",
    to: search.get("to") ?? "",
    date: search.get("date") ?? "",
    classCode: (search.get("class") ?? "").toUpperCase(),
    quota: (search.get("quota") ?? "GN").toUpperCase(),
  });
  return parsed.success ? parsed.data : null;
}

export function journeyQuery(journey: BookingJourney): string {
  return new URLSearchParams({
    train: journey.trainNumber,
    class: journey.classCode,
    quota: journey.quota,
    date: journey.date,
    from: journey.from,
    to: journey.to,
  }).toString();
}

export async function loadConfirm(api: ApiClient, journey: BookingJourney): Promise<ConfirmData> {
  const detailQuery = {
    trainNumber: journey.trainNumber,
    from: journey.from,
    to: journey.to,
    date: journey.date,
    quota: journey.quota,
    class: journey.classCode,
  };
  const [detail, premiums, saved, linked, quick] = await Promise.all([
    call(api, TRAINS_ENDPOINTS.detail, { query: detailQuery }),
    call(api, BOOKING_ENDPOINTS.premiums, { body: { journey, ages: [30] } }),
    savedTravellers(api, journey),
    call(api, ids.list),
    call(api, BOOKING_ENDPOINTS.quickBookPreview),
  ]);
  const train = detail.ok ? detail.data.train : null;
  return {
    journey,
    train: train
      ? {
          trainNumber: train.trainNumber,
          trainName: train.trainName,
          from: train.from,
          to: train.to,
          departure: train.departure,
          arrival: train.arrival,
          duration: train.duration,
          cateringIncluded: train.cateringIncluded,
        }
      : null,
    availability: train?.classes.find((c) => c.code === journey.classCode) ?? null,
    premiums: premiums.ok ? premiums.data : null,
    signedIn: saved.ok || (!saved.ok && saved.status !== 401),
    saved: saved.ok ? saved.data.travellers : [],
    railwayIds: linked.ok ? linked.data.body.irctc_user_ids : [],
    berths: berthOptionsFor(journey.classCode),
    quickBook: quick.ok && quick.data.available ? quick.data.travellers.map((t) => t.name) : null,
  };
}

/** The form as posted, with the saved travellers the traveller ticked put first. */
export interface PostedForm {
  intent: string;
  values: Record<string, unknown>;
  rows: number;
  savedIds: string[];
  railwayUserId: string;
  saveNew: boolean;
}

export const MAX_ROWS = 6;

export function readPostedForm(form: FormData): PostedForm {
  const entries = [...form.entries()].filter(
    (e): e is [string, string] => typeof e[1] === "string",
  );
  const values = parseTravellerDetailsForm(entries);
  const rows = Math.min(MAX_ROWS, Math.max(0, Number(form.get("rows") ?? 1) || 0));
  return {
    intent: String(form.get("intent") ?? "continue"),
    values,
    rows,
    savedIds: form.getAll("saved").map(String).slice(0, 20),
    railwayUserId: String(form.get("railwayUserId") ?? "").trim(),
    saveNew: form.get("saveNew") === "on",
  };
}

/** The passengers to verify: the ticked saved travellers, then the typed rows that are not empty. */
export function passengersOf(posted: PostedForm, saved: readonly SavedTraveller[]) {
  const fromSaved = posted.savedIds
    .map((id) => saved.find((s) => s.id === id))
    .filter((s): s is SavedTraveller => s !== undefined)
    .map((s) => ({
      name: s.name,
      age: String(s.age),
      gender: s.gender,
      berth: s.berth,
      food: s.food === "X" ? "" : s.food,
      nationality: s.nationality,
      ...(s.passport ? { passport: s.passport } : {}),
      ...(s.dob ? { dob: s.dob } : {}),
    }));
  const typed = typedRows(posted).filter((r) => !rowIsEmpty(r));
  return { fromSaved, typed };
}

export function typedRows(posted: PostedForm): Record<string, unknown>[] {
  const rows = Array.isArray(posted.values.passengers)
    ? (posted.values.passengers as Record<string, unknown>[])
    : [];
  return rows.slice(0, posted.rows);
}

export function rowIsEmpty(row: Record<string, unknown>): boolean {
  return !String(row.name ?? "").trim() && !String(row.age ?? "").trim();
}

export function verify(api: ApiClient, typed: unknown) {
  return call(api, BOOKING_ENDPOINTS.verify, { typed });
}

/**
 * Whether the ID is linked and its mobile and email verified. An ID the user
 * has not proved yet (the railway's OTPs, issue 16) reads as both pending:
 * nothing else of it is known until then.
 */
export async function railwayIdState(
  api: ApiClient,
  userId: string,
): Promise<ApiOutcome<{ mobileVerified: boolean; emailVerified: boolean }>> {
  const linked = await call(api, ids.link, { body: { userId } });
  if (!linked.ok) {
    if (linked.code !== "railway_id_unverified") return linked;
    return { ok: true, data: { mobileVerified: false, emailVerified: false }, setCookies: [] };
  }
  const status = await call(api, ids.status, { query: { userId } });
  if (!status.ok || (status.data.mobileVerified && status.data.emailVerified)) return status;
  // The railway proves an ID with both OTPs at once.
  return { ...status, data: { mobileVerified: false, emailVerified: false } };
}

export async function sendRailwayOtps(
  api: ApiClient,
  userId: string,
  pending: ("mobile" | "email")[],
) {
  const notices: string[] = [];
  for (const channel of pending) {
    const sent = await call(api, ids.resendOtp, { body: { userId, channel } });
    notices.push(
      sent.ok ? `${channel === "mobile" ? "Mobile" : "Email"}: ${sent.data.message}` : sent.message,
    );
  }
  return notices;
}

export function verifyRailwayId(
  api: ApiClient,
  body: { userId: string; mobileOtp?: string; emailOtp?: string },
) {
  return call(api, ids.verify, { body });
}

export function quickBook(api: ApiClient, typed: unknown) {
  return call(api, BOOKING_ENDPOINTS.quickBook, { typed });
}

/** Spec §4 GST: a pincode fills state and the first city where the traveller left them empty. */
export async function withPincodeFilled(api: ApiClient, gst: unknown) {
  if (!gst || typeof gst !== "object") return undefined;
  const g = gst as Record<string, unknown>;
  const pin = String(g.pin ?? "").trim();
  if (!/^[1-9]\d{5}$/.test(pin) || (String(g.state ?? "").trim() && String(g.city ?? "").trim())) {
    return g;
  }
  const found = await call(api, td.address, { query: { pincode: pin } });
  if (!found.ok) return g;
  return {
    ...g,
    state: String(g.state ?? "").trim() || found.data.state,
    city: String(g.city ?? "").trim() || (found.data.cities[0] ?? ""),
  };
}

/** Spec §7 `v1/pfEdit`: an unpaid order's submission, to fill the form again; null when there is none. */
export async function editableOrder(
  api: ApiClient,
  orderId: string | null,
): Promise<{ details: Record<string, unknown>; railwayUserId: string } | null> {
  if (!orderId || !/^[1-9]\d{7,19}$/.test(orderId)) return null;
  const found = await call(api, BOOKING_ENDPOINTS.pfEdit, { body: { orderId } });
  return found.ok ? found.data : null;
}

/** Forgot user ID (to an email or mobile) or password (a reset link to the account's email). */
export function forgotRailwayDetails(api: ApiClient, what: "id" | "password", value: string) {
  return what === "id"
    ? call(api, ids.forgotUserId, { body: { emailOrMobile: value } })
    : call(api, ids.forgotPassword, { body: { userIdOrEmail: value } });
}

export function changeSavedTraveller(api: ApiClient, change: "delete" | "default", id: string) {
  return change === "delete"
    ? call(api, td.change, { body: { action: "delete", traveller: { id } } })
    : call(api, td.choose, { body: { chosenId: id } });
}

export function saveTraveller(api: ApiClient, traveller: Record<string, unknown>) {
  return call(api, td.change, { typed: { action: "create", traveller } });
}

// ── Editing a saved traveller inline (intents `edit:<id>`, `save:<id>`, `cancel-edit`) ──

/** The open edit form's fields as posted (`edit.name`, `edit.age`, …), or null when none is open. */
export function editFields(values: Record<string, unknown>): Record<string, unknown> | null {
  const edit = values.edit;
  return edit && typeof edit === "object" && !Array.isArray(edit)
    ? (edit as Record<string, unknown>)
    : null;
}

/** The id of the saved traveller whose edit form is open, or undefined. */
export function editingId(values: Record<string, unknown>): string | undefined {
  const id = editFields(values)?.id;
  return typeof id === "string" && id.trim() ? id.trim() : undefined;
}

/** The form's values with the edit form closed. */
export function withoutEdit(values: Record<string, unknown>): Record<string, unknown> {
  const { edit: _edit, ...rest } = values;
  return rest;
}

/** A saved traveller as the edit form's prefilled fields (what the form would post unchanged). */
export function editFormOf(t: SavedTraveller): Record<string, string> {
  return {
    id: t.id,
    name: t.name,
    age: String(t.age),
    gender: t.gender,
    berth: t.berth,
    food: t.food,
    nationality: t.nationality,
    ...(t.passport ? { passport: t.passport } : {}),
    ...(t.dob ? { dob: formatDobString(t.dob) } : {}),
  };
}

const EDITABLE = ["name", "age", "gender", "berth", "food", "nationality", "passport", "dob"];

/**
 * The edit form checked with the shared saved-traveller rules (spec §5, the
 * spec's words; the date-of-birth window is the API's, which knows today):
 * the body for the API's edit, or messages keyed `edit.<field>`. The default
 * flag is not sent, so the traveller keeps it.
 */
export function checkEdit(
  id: string,
  fields: Record<string, unknown>,
):
  | { ok: true; traveller: Record<string, unknown> }
  | { ok: false; errors: Record<string, string> } {
  const typed: Record<string, unknown> = { id };
  for (const key of EDITABLE) {
    const v = fields[key];
    if (typeof v === "string" && v.trim() !== "") typed[key] = v.trim();
  }
  const checked = SavedTravellerInputSchema.safeParse(typed);
  if (checked.success) return { ok: true, traveller: typed };
  const errors: Record<string, string> = {};
  for (const issue of checked.error.issues) {
    const key = `edit.${String(issue.path[0] ?? "name")}`;
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}

/** The API's field messages (`traveller.age`) keyed as the edit form's fields (`edit.age`). */
export function editErrorsOf(fields: Record<string, string> | undefined): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [key, message] of Object.entries(fields ?? {})) {
    const field = key.startsWith("traveller.") ? key.slice("traveller.".length) : key;
    errors[`edit.${EDITABLE.includes(field) ? field : "name"}`] ??= message;
  }
  return errors;
}

/** The saved travellers as stored (not narrowed to a class's berths): the edit form's prefill. */
export function storedTravellers(api: ApiClient) {
  return call(api, td.list);
}

export function editSavedTraveller(api: ApiClient, traveller: Record<string, unknown>) {
  return call(api, td.change, { typed: { action: "edit", traveller } });
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
  intent: string,
  state: TravellerFormState,
): Promise<TravellerFormState> {
  if (intent === "cancel-edit") {
    const id = editingId(state.values);
    return {
      ...state,
      values: withoutEdit(state.values),
      ...(id ? { focusId: savedEditButtonId(id) } : {}),
    };
  }
  if (intent.startsWith("edit:")) {
    const id = intent.slice("edit:".length);
    const list = await storedTravellers(api);
    if (!list.ok) {
      if (list.status === 401) return { ...state, loggedOut: true, message: list.message };
      return { ...state, message: list.message };
    }
    const found = list.data.travellers.find((t) => t.id === id);
    if (!found) return { ...state, message: ERROR_MESSAGES.not_found };
    return {
      ...state,
      values: { ...state.values, edit: editFormOf(found) },
      focusId: EDIT_FIRST_FIELD_ID,
    };
  }
  const id = intent.slice("save:".length);
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
