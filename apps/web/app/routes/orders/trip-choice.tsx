import { BOOKING_ENDPOINTS } from "@safar/contracts/booking";
import { orderParamsSchema } from "@safar/contracts/route-params";
import { TRIP_CHOICES, TRIP_ENDPOINTS, type TripChoice } from "@safar/contracts/trips";
import { redirect, redirectDocument } from "react-router";
import { apiContext } from "#server-context";
import { afterPayment, summaryPath } from "../../features/checkout/format.ts";
import { call } from "../../lib/api.server.ts";
import type { Route } from "./+types/trip-choice";

/**
 * `/trains/summary/:orderId/trip` (POST, a plain form on the order page):
 * the traveller's choice when the second train of a two-train journey could
 * not be booked (ADR 023). "Retry the second train" goes on to the
 * railway's page for the new hold; "Cancel the first train — full refund"
 * comes back to the order page saying so. A refusal comes back to the order
 * page in words. A GET is sent to the order page.
 */
export function loader({ params }: Route.LoaderArgs) {
  const parsed = orderParamsSchema.safeParse(params);
  throw redirect(parsed.success ? summaryPath(parsed.data.orderId) : "/trains/mybookings", 303);
}

/**
 * Anything that is not a choice on the traveller's own trip goes back to the
 * order page, which says in words what it is (another's order: 404 there).
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  const parsed = orderParamsSchema.safeParse(params);
  if (!parsed.success) throw redirect("/trains/mybookings", 303);
  const { orderId } = parsed.data;
  const back = summaryPath(orderId);
  const choice = String((await request.formData()).get("choice") ?? "");
  if (!(TRIP_CHOICES as readonly string[]).includes(choice)) throw redirect(back, 303);
  const api = context.get(apiContext);
  const order = await call(api, BOOKING_ENDPOINTS.summaryV1, { params: { orderId } });
  if (!order.ok || !order.data.trip) throw redirect(back, 303);
  const chosen = await call(api, TRIP_ENDPOINTS.choose, {
    body: { tripId: order.data.trip.tripId, choice: choice as TripChoice },
  });
  if (!chosen.ok) {
    const notice = chosen.code === "booking_refused" ? "trip-retry-refused" : "trip-choice-closed";
    throw redirect(`${back}?notice=${notice}`, 303);
  }
  if (choice === "cancel_first") throw redirect(`${back}?notice=trip-cancelled`, 303);
  // Retry: the railway's page for the second train's new hold (a document: not a page of ours).
  const next = afterPayment(chosen.data.nextUrl, orderId);
  throw next.document ? redirectDocument(next.path, 303) : redirect(next.path, 303);
}
