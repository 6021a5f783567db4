import type { PredictionReason } from "@safar/contracts/trains/common";
import type { Prediction } from "./model.ts";

/**
 * What a page shows for something waiting: the chance (spec §4: only with a
 * count above zero) or why there is none. `answer` is the predictions'
 * answer: undefined when the railway has no predictions, null while the
 * train's history is being prepared.
 */
export interface Confirmation {
  confirmation: { percent: number; count: number } | null;
  confirmationReason: PredictionReason | null;
}

export function confirmationOf(answer: Prediction | null | undefined): Confirmation {
  if (answer === undefined) return { confirmation: null, confirmationReason: "unavailable" };
  if (answer === null) return { confirmation: null, confirmationReason: "preparing" };
  if (answer.count > 0)
    return {
      confirmation: { percent: answer.percent, count: answer.count },
      confirmationReason: null,
    };
  return { confirmation: null, confirmationReason: answer.reason ?? "no_history" };
}

/** Nothing waits: no figure and nothing to explain. */
export const NOTHING_WAITS: Confirmation = { confirmation: null, confirmationReason: null };
