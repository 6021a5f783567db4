/**
 * Password reset is not allowed in Tatkal hours, 10:30 to 11:30 AM IST
 * (spec §6, §9): from 10:30:00 (inclusive) to 11:30:00 (exclusive), every day.
 */
import { TIMINGS } from "@safar/contracts/code-tables";
import { ERROR_MESSAGES, ErrorCode } from "@safar/contracts/errors";
import { istParts, minutesOfDay } from "@safar/domain/ist";
import { ALLOWED, type RuleResult, refuse } from "./result.ts";

export type PasswordResetRefusal = typeof ErrorCode.password_reset_tatkal_not_allowed;

export function inPasswordResetBlock(now: Date): boolean {
  const p = istParts(now);
  const minute = p.hour * 60 + p.minute;
  return (
    minute >= minutesOfDay(TIMINGS.tatkalResetBlockFrom) &&
    minute < minutesOfDay(TIMINGS.tatkalResetBlockTo)
  );
}

export function checkPasswordResetAllowed(now: Date): RuleResult<PasswordResetRefusal> {
  if (!inPasswordResetBlock(now)) return ALLOWED;
  return refuse(
    ErrorCode.password_reset_tatkal_not_allowed,
    ERROR_MESSAGES[ErrorCode.password_reset_tatkal_not_allowed],
    ErrorCode.password_reset_tatkal_not_allowed,
  );
}
