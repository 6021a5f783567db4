import { ErrorCode } from "@safar/contracts/errors";
import type { AvailabilityQuery, Eligibility, RailwayResult } from "../../gateway.ts";
import { bookingObstacles, openingOf } from "../../rules/eligibility.ts";
import { resolveJourney } from "../journey.ts";
import { type BookingUsers, type ReservationContext, refusal } from "./context.ts";

export interface EligibilityDeps extends Pick<ReservationContext, "trains" | "clock" | "rules"> {
  users: BookingUsers;
}

/**
 * What stands between a railway user ID (or anyone, when null) and booking
 * this journey, before any passenger is typed (issue 20 item 0); the hold
 * judges the same rules again when the booking is made.
 */
export async function eligibility(
  deps: EligibilityDeps,
  query: AvailabilityQuery,
  railwayUserId: string | null,
): Promise<RailwayResult<Eligibility>> {
  const now = deps.clock();
  const resolved = resolveJourney(
    deps.trains.get(query.trainNumber),
    query.from,
    query.to,
    query.date,
    query.classCode,
  );
  if (!resolved.ok) return resolved;
  const user = railwayUserId ? await deps.users.bookingProfile(railwayUserId, now) : null;
  if (railwayUserId && !user) {
    return refusal(
      "railway_user_unknown",
      "This railway user ID is not registered",
      ErrorCode.not_found,
    );
  }
  // The divyang quota (HP) follows the general rules, as in the hold.
  const quota = query.quota === "HP" ? "GN" : query.quota;
  const run = resolved.journey.run;
  const obstacles = bookingObstacles(
    { now, run, classCode: query.classCode, quota, user },
    deps.rules,
  );
  return { ok: true, obstacles, opening: openingOf(run, query.classCode, quota, deps.rules) };
}
