/**
 * The one policy for one-time passwords, shared by the railway's account OTPs
 * and Safar's sign-in OTPs (ADR 011): 6 random digits, valid 10 minutes; the
 * newest code of an identity and purpose supersedes older ones; 5 wrong codes
 * lock it (targets R6) and a new one must be asked for; at most one code per
 * 30 seconds and 5 per sliding hour. Pure: the caller hashes and compares the
 * code (`matches`), stores the attempt and sends the message.
 */

export interface OtpConfig {
  validMinutes: number;
  maxAttempts: number;
  resendAfterSeconds: number;
  perHour: number;
}

export const DEFAULT_OTP_CONFIG: OtpConfig = {
  validMinutes: 10,
  maxAttempts: 5,
  resendAfterSeconds: 30,
  perHour: 5,
};

export const OTP_LENGTH = 6;
const OTP_PATTERN = new RegExp(`^\\d{${OTP_LENGTH}}$`);
const HOUR_MS = 3_600_000;

/** A 6-digit code, leading zeros kept, from a uniform integer source (`crypto.randomInt`). */
export function newOtpCode(randomInt: (min: number, max: number) => number): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, "0");
}

export function isOtpShaped(code: string): boolean {
  return OTP_PATTERN.test(code);
}

export type OtpResendVerdict =
  | { ok: true }
  | { ok: false; reason: "otp_limit"; minutes: number }
  | { ok: false; reason: "otp_too_soon"; seconds: number };

/**
 * May another code be sent now? `sentAt` are the instants earlier codes of that
 * identity and purpose were sent (any order; older ones may be included). The
 * hourly cap is checked first, so a user who has hit it is not told to wait
 * 30 seconds only to be refused again.
 */
export function otpResendVerdict(
  sentAt: readonly Date[],
  now: Date,
  config: OtpConfig = DEFAULT_OTP_CONFIG,
): OtpResendVerdict {
  const t = now.getTime();
  const lastHour = sentAt.map((d) => d.getTime()).filter((s) => s > t - HOUR_MS && s <= t);
  if (lastHour.length >= config.perHour) {
    const oldest = Math.min(...lastHour);
    const minutes = Math.max(1, Math.ceil((oldest + HOUR_MS - t) / 60_000));
    return { ok: false, reason: "otp_limit", minutes };
  }
  const latest = lastHour.length > 0 ? Math.max(...lastHour) : Number.NEGATIVE_INFINITY;
  const waitMs = latest + config.resendAfterSeconds * 1000 - t;
  if (waitMs > 0) return { ok: false, reason: "otp_too_soon", seconds: Math.ceil(waitMs / 1000) };
  return { ok: true };
}

/**
 * How many codes one recipient may get from every address together in a short
 * window. The per-code rules above count per recipient and asking address, so
 * nobody can use up a traveller's own; this ceiling still stops a flood from
 * many addresses, and, its window being short, it can hold a recipient's
 * sign-in back for at most `windowMinutes` after the flood stops.
 */
export interface OtpRecipientCeiling {
  max: number;
  windowMinutes: number;
}

export const DEFAULT_RECIPIENT_CEILING: OtpRecipientCeiling = { max: 10, windowMinutes: 15 };

/** May one more code go to this recipient, given every code sent to it (`sentAt`, any address)? */
export function otpRecipientVerdict(
  sentAt: readonly Date[],
  now: Date,
  ceiling: OtpRecipientCeiling = DEFAULT_RECIPIENT_CEILING,
): OtpResendVerdict {
  const t = now.getTime();
  const windowMs = ceiling.windowMinutes * 60_000;
  const recent = sentAt.map((d) => d.getTime()).filter((s) => s > t - windowMs && s <= t);
  if (recent.length < ceiling.max) return { ok: true };
  // Sorted newest first, the max-th newest is the one whose ageing out frees a place.
  const freeing = recent.sort((a, b) => b - a)[ceiling.max - 1] ?? t;
  const minutes = Math.max(1, Math.ceil((freeing + windowMs - t) / 60_000));
  return { ok: false, reason: "otp_limit", minutes };
}

export interface StoredOtp {
  codeHash: string;
  attempts: number;
  expiresAt: Date;
  consumedAt: Date | null;
}

export type OtpVerdict =
  | { outcome: "match" }
  /** A wrong code: the caller records the attempt; `locked` when it was the last one allowed. */
  | { outcome: "wrong"; attempts: number; locked: boolean }
  | {
      outcome: "refused";
      reason: "otp_required" | "otp_format" | "otp_not_requested" | "otp_locked" | "otp_expired";
    };

/**
 * Judges a typed code against the newest stored code (null when none was
 * sent): empty → `otp_required`; not 6 digits → `otp_format` (no attempt
 * used); used → `otp_not_requested`; locked → `otp_locked` (even the right
 * code); expired → `otp_expired`; else `matches(code)` decides.
 */
export function otpVerdict(
  typed: string,
  otp: StoredOtp | null,
  matches: (code: string, storedHash: string) => boolean,
  now: Date,
  config: OtpConfig = DEFAULT_OTP_CONFIG,
): OtpVerdict {
  const code = typed.trim();
  if (code === "") return { outcome: "refused", reason: "otp_required" };
  if (!isOtpShaped(code)) return { outcome: "refused", reason: "otp_format" };
  if (otp === null || otp.consumedAt !== null) {
    return { outcome: "refused", reason: "otp_not_requested" };
  }
  if (otp.attempts >= config.maxAttempts) return { outcome: "refused", reason: "otp_locked" };
  if (now.getTime() >= otp.expiresAt.getTime()) {
    return { outcome: "refused", reason: "otp_expired" };
  }
  if (matches(code, otp.codeHash)) return { outcome: "match" };
  const attempts = otp.attempts + 1;
  return { outcome: "wrong", attempts, locked: attempts >= config.maxAttempts };
}
