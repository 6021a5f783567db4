import {
  BOOKING_ENDPOINTS,
  type BookingJourney,
  BookingJourneySchema,
} from "@safar/contracts/booking";
import { RAILWAY_IDS_ENDPOINTS } from "@safar/contracts/railway-ids";
import { TRAINS_ENDPOINTS } from "@safar/contracts/trains/endpoints";
import { berthOptionsFor, TRAVELLERS_ENDPOINTS } from "@safar/contracts/travellers/endpoints";
import type { ApiClient } from "#server-context";
import type { ConfirmData } from "../../features/booking/traveller-form-state.ts";
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
  const railwayIds = linked.ok ? linked.data.body.irctc_user_ids : [];
  const eligible = saved.ok
    ? await call(api, BOOKING_ENDPOINTS.eligibility, {
        query: { ...detailQuery, classCode: journey.classCode, railwayUserId: railwayIds[0] },
      })
    : null;
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
    railwayIds,
    berths: berthOptionsFor(journey.classCode),
    quickBook: quick.ok && quick.data.available ? quick.data.travellers.map((t) => t.name) : null,
    eligibility: eligible?.ok ? eligible.data : null,
  };
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

// ── A saved traveller edited inline (intents `edit:<id>`, `save:<id>`) ──

/** The saved travellers as stored (not narrowed to a class's berths): the edit form's prefill. */
export function storedTravellers(api: ApiClient) {
  return call(api, td.list);
}

export function editSavedTraveller(api: ApiClient, traveller: Record<string, unknown>) {
  return call(api, td.change, { typed: { action: "edit", traveller } });
}
