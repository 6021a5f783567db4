import type { TripBrief } from "@safar/contracts/trip-view";
import { TRIP_PLAN_PARAMS, type TripPlanQuery, TripPlanQuerySchema } from "@safar/contracts/trips";
import { summaryPath } from "../../features/checkout/format.ts";
import { TRIP_PATHS } from "../../features/trips/trip-status.tsx";

/**
 * What the two-train pages share (ADR 023): the entry URL's query read with
 * the contracts' schema (each problem in words), and a plan or a trip as the
 * legs component draws them.
 */

const PARAM_NAMES: Record<string, string> = {
  t1: "the first train (t1)",
  t2: "the second train (t2)",
  from: "the starting station (from)",
  c1: "where the first train ends (c1)",
  c2: "where the second train starts (c2)",
  to: "the destination (to)",
  d1: "the first train's date (d1)",
  d2: "the second train's date (d2)",
  cls: "the class (cls)",
  cls2: "the second train's class (cls2)",
  quota: "the quota (quota)",
};

export type PlanQueryRead =
  | { kind: "none" }
  | { kind: "ok"; query: TripPlanQuery }
  | { kind: "invalid"; problems: string[] };

/** The entry URL's query: nothing asked, a connection, or what is wrong with it. */
export function readPlanQuery(search: URLSearchParams): PlanQueryRead {
  const given = Object.fromEntries(
    TRIP_PLAN_PARAMS.filter((k) => search.has(k) && search.get(k) !== "").map((k) => [
      k,
      search.get(k) as string,
    ]),
  );
  if (Object.keys(given).length === 0) return { kind: "none" };
  const parsed = TripPlanQuerySchema.safeParse(given);
  if (parsed.success) return { kind: "ok", query: parsed.data };
  const problems = parsed.error.issues.map((issue) => {
    const key = String(issue.path[0] ?? "");
    const what = PARAM_NAMES[key] ?? key;
    return given[key] === undefined ? `Missing ${what}.` : `Not valid: ${what}.`;
  });
  return { kind: "invalid", problems: [...new Set(problems)] };
}

/** Where a trip belongs when it is not the page's own step: review, payment, else its order. */
export function tripRedirect(
  trip: { state: TripBrief["state"]; tripId: string; legs: readonly { orderId: string }[] },
  here: "review" | "pay",
): string | null {
  if (trip.state === "draft") return here === "review" ? null : TRIP_PATHS.review(trip.tripId);
  if (trip.state === "payment" || trip.state === "payment_failed") {
    return here === "pay" ? null : TRIP_PATHS.pay(trip.tripId);
  }
  return summaryPath(trip.legs[0]?.orderId ?? "");
}
