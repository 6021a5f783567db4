import type { QuotaCode } from "@safar/contracts/code-tables";
import { ErrorCode } from "@safar/contracts/errors";
import type { Paise } from "@safar/domain/money";
import type { AllocPassenger } from "../../allocation/allocate.ts";
import { FareError } from "../../fares/fare.ts";
import { journeyFare } from "../../fares/journey-fare.ts";
import type { Hold, HoldRequest, RailwayRefusal, RailwayResult } from "../../gateway.ts";
import type { InventoryQuota } from "../../inventory/layout.ts";
import { checkBookingAllowed } from "../../rules/check-booking.ts";
import { isInfant } from "../../rules/passengers.ts";
import { resolveJourney } from "../journey.ts";
import type { RunKey } from "../reservations.repository.ts";
import * as repo from "../reservations.repository.ts";
import { HoldRequestSchema } from "../schemas.ts";
import { type BookingUsers, type ReservationContext, refusal } from "./context.ts";

export interface HoldDeps
  extends Pick<
    ReservationContext,
    "sql" | "trains" | "clock" | "rules" | "init" | "layoutOf" | "submit" | "holdOf"
  > {
  users: BookingUsers;
  /** Holds being made, by idempotency key: a second call waits for the first. */
  inflight: Map<string, Promise<RailwayResult<Hold>>>;
}

const fareQuota = (q: InventoryQuota): QuotaCode =>
  q === "PT" ? "TQ" : q === "HP" ? "GN" : (q as QuotaCode);

/** Holds berths for a journey (spec: `hold`), once per idempotency key. */
export async function hold(deps: HoldDeps, input: HoldRequest): Promise<RailwayResult<Hold>> {
  const { inflight } = deps;
  const parsed = HoldRequestSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return refusal(
      "invalid_request",
      issue ? `${issue.path.join(".")}: ${issue.message}` : "Invalid booking request",
      ErrorCode.validation_failed,
    );
  }
  const request = parsed.data as HoldRequest;
  const running = inflight.get(request.idempotencyKey);
  if (running) return running;
  const p = holdOnce(deps, request).finally(() => inflight.delete(request.idempotencyKey));
  inflight.set(request.idempotencyKey, p);
  return p;
}

async function holdOnce(deps: HoldDeps, request: HoldRequest): Promise<RailwayResult<Hold>> {
  const { sql, trains, users, clock, rules, init, layoutOf, submit, holdOf } = deps;
  await init();
  const now = clock();
  // A key already stored returns its hold: checked under the lock in the
  // batch, and here only when the request would now be refused.
  const replay = async (refused: RailwayRefusal): Promise<RailwayResult<Hold>> => {
    const [done] = await repo.pnrsByIdempotencyKeys(sql, [request.idempotencyKey]);
    return done ? ((await holdOf(sql, done)) as RailwayResult<Hold>) : refused;
  };
  const resolved = resolveJourney(
    trains.get(request.trainNumber),
    request.from,
    request.to,
    request.date,
    request.classCode,
  );
  if (!resolved.ok) return replay(resolved);
  const journey = resolved.journey;
  const layout = layoutOf(request.trainNumber);
  if (!layout) return replay(refusal("train_not_found", "Train not found", ErrorCode.not_found));
  const profile = await users.bookingProfile(request.railwayUserId, now);
  if (!profile)
    return replay(refusal("railway_user_unknown", "This railway user ID is not registered"));
  // Under 5: an infant on a lap unless a berth is bought (`withoutBerth: false`).
  const under5 = (age: number) => age < rules.passengers.childAgeThreshold;
  const rulePassengers = request.passengers.map((p) => ({
    age: p.age,
    gender: p.gender,
    berth: under5(p.age)
      ? p.withoutBerth === false
      : !(p.withoutBerth === true || p.berthPreference === "NB"),
    aadhaarVerified: p.aadhaarVerified === true,
  }));
  const allowed = checkBookingAllowed(
    {
      now,
      run: journey.run,
      classCode: request.classCode,
      // The divyang quota (HP) follows the general rules.
      quota: request.quota === "HP" ? "GN" : request.quota,
      passengers: rulePassengers,
      user: profile,
    },
    rules,
  );
  if (!allowed.ok) return replay(refusal(allowed.reason, allowed.message, allowed.errorCode));
  let fares: Paise[];
  try {
    fares = request.passengers.map(
      (p, i) =>
        journeyFare(journey.train, request.from, request.to, request.classCode, {
          bookedAt: now,
          quota: fareQuota(request.quota),
          passenger: { age: p.age, berth: rulePassengers[i]?.berth },
        }).total,
    );
  } catch (error) {
    if (error instanceof FareError) return replay(refusal("no_fare", error.message));
    throw error;
  }
  const infants = rulePassengers.map((p) => isInfant(p, rules.passengers));
  const alloc: AllocPassenger[] = request.passengers.map((p, i) => ({
    age: p.age,
    gender: p.gender,
    berth: rulePassengers[i]?.berth,
    preference: p.berthPreference,
  }));
  const k: RunKey = {
    trainNumber: request.trainNumber,
    runDate: journey.runDate,
    classCode: request.classCode,
  };
  const result = await submit(k, {
    kind: "book",
    prepared: {
      request,
      journey,
      layout,
      fares,
      alloc,
      infants,
      now,
      userAadhaarVerified: profile.aadhaarVerified,
      pnrHasAadhaarVerifiedPassenger: rulePassengers.some((p) => p.aadhaarVerified),
    },
  });
  return result as RailwayResult<Hold>;
}
