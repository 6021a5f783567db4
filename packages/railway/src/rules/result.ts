/**
 * The shape every booking rule returns. A refusal is an expected outcome, so
 * rules return it rather than throw: `reason` is a stable snake_case code the
 * caller can branch on, `message` the text to show, and `errorCode` (when one
 * fits) the entry of the API's error catalogue (`@safar/contracts/errors`).
 */
import type { ErrorCode } from "@safar/contracts/errors";

export type RuleResult<Reason extends string> =
  | { ok: true }
  | { ok: false; reason: Reason; message: string; errorCode?: ErrorCode };

export const ALLOWED = { ok: true } as const satisfies { ok: true };

export function refuse<Reason extends string>(
  reason: Reason,
  message: string,
  errorCode?: ErrorCode,
): { ok: false; reason: Reason; message: string; errorCode?: ErrorCode } {
  return errorCode === undefined
    ? { ok: false, reason, message }
    : { ok: false, reason, message, errorCode };
}
