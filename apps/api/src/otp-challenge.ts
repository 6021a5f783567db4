import { timingSafeEqual } from "node:crypto";
import { DomainError, ErrorCode, errorMessage } from "@safar/contracts/errors";
import {
  type OtpConfig,
  type OtpVerdict,
  otpVerdict,
  type StoredOtp,
} from "@safar/domain/otp-policy";

type OtpRefusal = Extract<OtpVerdict, { outcome: "refused" }>["reason"];

/** Equal strings, compared in constant time. */
export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Where an identity's latest one-time code is kept (sign-in, account deletion). */
export interface ChallengeStore<Tx> {
  latestChallenge(tx: Tx, identity: string): Promise<(StoredOtp & { id: number }) | null>;
  recordWrongAttempt(tx: Tx, id: number): Promise<void>;
  consumeChallenge(tx: Tx, id: number, at: Date): Promise<boolean>;
}

/**
 * Checks the typed code against the identity's latest challenge and spends
 * it, inside the caller's transaction: null when it matched, else the error
 * to answer (a wrong code's attempt is recorded first, so the caller commits
 * before throwing). `refusal` words a refusal before any check.
 */
export async function spendChallenge<Tx>(
  tx: Tx,
  store: ChallengeStore<Tx>,
  check: {
    identity: string;
    typed: string;
    now: Date;
    config: OtpConfig;
    codeHash: (identity: string, code: string) => string;
    refusal: (reason: OtpRefusal) => DomainError;
  },
): Promise<DomainError | null> {
  const { identity, now, config } = check;
  const challenge = await store.latestChallenge(tx, identity);
  const verdict = otpVerdict(
    check.typed,
    challenge,
    (code, stored) => safeEqual(check.codeHash(identity, code), stored),
    now,
    config,
  );
  if (verdict.outcome === "refused") return check.refusal(verdict.reason);
  if (!challenge) throw new Error("otpVerdict accepted a missing code"); // unreachable
  if (verdict.outcome === "wrong") {
    await store.recordWrongAttempt(tx, challenge.id);
    return verdict.locked
      ? new DomainError(ErrorCode.otp_locked)
      : new DomainError(ErrorCode.otp_wrong, {
          message: errorMessage(ErrorCode.otp_wrong, {
            attemptsLeft: config.maxAttempts - verdict.attempts,
          }),
        });
  }
  if (!(await store.consumeChallenge(tx, challenge.id, now))) {
    return new DomainError(ErrorCode.otp_not_requested);
  }
  return null;
}
