import { ORDER_STATUS } from "@safar/contracts/booking";
import { DomainError, ErrorCode } from "@safar/contracts/errors";
import {
  NPS_FOLLOW_UP,
  NPS_MESSAGES,
  NPS_QUESTION,
  NPS_TOPICS,
  type NpsSubmitRequest,
  npsBucket,
} from "@safar/contracts/nps";
import type { Clock } from "@safar/domain/clock";
import type { NpsRepository } from "../nps.repository.ts";
import { type BookingRepository, ownOrder } from "./orders.ts";

export interface NpsDeps {
  now: Clock;
  repo: Pick<BookingRepository, "orderOf">;
  nps: Pick<NpsRepository, "save">;
}

/** Orders whose traveller is asked: a booking that completed (booked, partly or wholly cancelled since). */
export const NPS_STATUSES: readonly number[] = [
  ORDER_STATUS.bookingSuccessful,
  ORDER_STATUS.partiallyCancelled,
  ORDER_STATUS.bookingCancelled,
];

/** Spec §7 `v1/nps/feedback/reasons`: the question, and the follow-up for a score. */
export function npsReasons(score: number | undefined) {
  return {
    question: NPS_QUESTION,
    followUp: NPS_FOLLOW_UP[npsBucket(score ?? 10)],
    topics: [...NPS_TOPICS],
  };
}

/** Spec §7 `v1/nps/feedback/submit`: the traveller's answer on their completed booking. */
export async function submitNps(deps: NpsDeps, userId: string, request: NpsSubmitRequest) {
  const order = await ownOrder(deps.repo, userId, request.orderId);
  if (!NPS_STATUSES.includes(order.status)) throw new DomainError(ErrorCode.feedback_not_open);
  await deps.nps.save({
    orderId: order.id,
    userId,
    score: request.score,
    reasons: [...new Set(request.reasons)],
    comment: request.comment || null,
    createdAt: deps.now(),
  });
  return { score: request.score, message: NPS_MESSAGES.thanks };
}
