import { randomInt } from "node:crypto";
import { ORDER_STATUS, type VerifyRequest, type VerifyResponse } from "@safar/contracts/booking";
import { DomainError, ErrorCode } from "@safar/contracts/errors";
import { validateTravellerDetails } from "@safar/contracts/travellers/form";
import { insuredCount } from "@safar/domain/booking-charges";
import type { Clock } from "@safar/domain/clock";
import { istCompactDate, istDate } from "@safar/domain/ist";
import type { RailwayGateway } from "@safar/railway/gateway";
import type { ConsentsService } from "../../consents/consents.service.ts";
import type { RailwayIdsService } from "../../railway-ids/railway-ids.service.ts";
import type { NewOrderRow } from "../booking.repository.ts";
import { breakdown, fareLines } from "./fare.ts";
import { availabilityOf, type BookingRepository, type StoredRequest } from "./orders.ts";
import { verified } from "./seat-status.ts";

export interface VerifyDeps {
  now: Clock;
  railway: Pick<RailwayGateway, "trainSchedule" | "availability" | "station">;
  railwayIds: Pick<RailwayIdsService, "link">;
  repo: Pick<BookingRepository, "insertOrder">;
  /** Records the free-cancellation terms agreed to with a booking (issue 25 item 4). */
  consents?: Pick<ConsentsService, "agreedToCancellationProtection"> | undefined;
}

/** An order id as the railway partners write them: `YYMMDD` (IST) and 8 random digits. */
export function newOrderId(now: Date): string {
  return `${istCompactDate(now).slice(2)}${String(randomInt(0, 100_000_000)).padStart(8, "0")}`;
}

/** Spec §7 `v1/verify`: every traveller rule, availability and fare now; a draft order for review. */
export async function verify(
  deps: VerifyDeps,
  userId: string,
  request: VerifyRequest,
): Promise<VerifyResponse> {
  const draft = await draftOrder(deps, userId, request);
  await deps.repo.insertOrder(draft.row);
  await recordCoverConsent(deps, userId, draft.row);
  return verified(draft.row.id, request.seenStatus, draft.availability, draft.fare);
}

/**
 * A draft that takes free cancellation: the traveller agreed to its terms
 * with it, recorded as a consent with its time (once the order is stored).
 */
export async function recordCoverConsent(
  deps: Pick<VerifyDeps, "consents">,
  userId: string,
  row: NewOrderRow,
): Promise<void> {
  if ((row.request as StoredRequest).details.freeCancellationOpted) {
    await deps.consents?.agreedToCancellationProtection(userId);
  }
}

/**
 * The checks of `verify` and the draft order they make, not yet stored: a
 * two-train trip (ADR 023) makes one per train and stores them together.
 */
export async function draftOrder(
  deps: Omit<VerifyDeps, "repo">,
  userId: string,
  request: VerifyRequest,
) {
  const { journey } = request;
  const now = deps.now();
  const schedule = await deps.railway.trainSchedule(journey.trainNumber);
  if (!schedule) throw new DomainError(ErrorCode.booking_refused, { message: "Train not found" });
  const checked = validateTravellerDetails(request.details, {
    today: istDate(now),
    quota: journey.quota,
    foodRequired: schedule.cateringIncluded,
  });
  if (!checked.ok) {
    throw new DomainError(ErrorCode.validation_failed, {
      ...(checked.message ? { message: checked.message } : {}),
      fields: checked.fields,
    });
  }
  const railwayUserId = request.railwayUserId.trim();
  if (!/^[A-Za-z0-9_]{3,35}$/.test(railwayUserId)) {
    throw new DomainError(ErrorCode.validation_failed, {
      message: "Please enter a valid User ID",
      fields: { railwayUserId: "Please enter a valid User ID" },
    });
  }
  try {
    // Linking is idempotent; it also asks the railway whether the ID exists.
    await deps.railwayIds.link(userId, railwayUserId);
  } catch (error) {
    if (!(error instanceof DomainError) || error.code === ErrorCode.logged_out) throw error;
    throw new DomainError(ErrorCode.validation_failed, {
      message: error.message,
      fields: { railwayUserId: error.message },
    });
  }
  const availability = await availabilityOf(deps.railway, journey);
  const details = checked.value;
  const paying = details.passengers.filter((p) => p.category !== "infant").length;
  const insured = details.insuranceOpted ? insuredCount(details.passengers) : 0;
  const lines = fareLines({
    ticketFare: availability.fare * paying,
    classCode: journey.classCode,
    payingPassengers: paying,
    adultFare: availability.fare,
    freeCancellation: details.freeCancellationOpted,
    insured,
  });
  const fare = breakdown(lines, paying, false);
  const [from, to] = await Promise.all([
    deps.railway.station(journey.from),
    deps.railway.station(journey.to),
  ]);
  const stopOf = (code: string) => schedule.stops.find((s) => s.code === code);
  const stored: StoredRequest = {
    details,
    stations: { fromName: from?.name ?? journey.from, toName: to?.name ?? journey.to },
    departure: stopOf(journey.from)?.departure ?? null,
    arrival: stopOf(journey.to)?.arrival ?? null,
  };
  const orderId = newOrderId(now);
  const row: NewOrderRow = {
    id: orderId,
    userId,
    status: ORDER_STATUS.draft,
    railwayUserId,
    trainNumber: journey.trainNumber,
    trainName: schedule.name,
    fromCode: journey.from,
    toCode: journey.to,
    journeyDate: journey.date,
    classCode: journey.classCode,
    quota: journey.quota,
    request: stored,
    fare,
    totalPaise: fare.totalPaise,
    seenStatus: request.seenStatus || availability.status,
    createdAt: now,
    updatedAt: now,
  };
  return { row, availability, fare };
}
