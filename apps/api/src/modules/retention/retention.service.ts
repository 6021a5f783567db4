import type { Db } from "@safar/db/client";
import type { Clock } from "@safar/domain/clock";
import { istParts, istStartOfDay } from "@safar/domain/ist";
import { retentionRepository } from "./retention.repository.ts";

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * How long Safar keeps what it no longer needs (issue 25 item 6); the
 * periods and their reasons are in docs/security.md, "Retention". Orders,
 * payments, refunds and tickets are kept for tax and railway rules (issue
 * 25 item 5), in whole financial years (`ordersKeptFrom`). Rate-limit
 * windows are deleted by the rate limiter itself once their window ends
 * (`rate-limit.repository.ts`, every minute).
 */
export const RETENTION = {
  /** Sign-in codes last 10 minutes; kept a day past expiry for the send limits' look-back and support. */
  otpChallengesAfterExpiryMs: DAY_MS,
  authCodesAfterExpiryMs: DAY_MS,
  /** Sessions last 30 days; an ended one is kept 7 days (a "signed out" answer rather than "unknown"). */
  sessionsAfterEndMs: 7 * DAY_MS,
  /** The sign-in history (spec §4), for the account's security: a year. */
  loginRecordsMs: 365 * DAY_MS,
  /** Messages that carry a one-time code: a day after they were made (sent or not, the code is dead). */
  codeMessagesMs: DAY_MS,
  /** Every other message (e-tickets, refunds, reminders): 90 days after it was made. */
  otherMessagesMs: 90 * DAY_MS,
  /**
   * Orders with their payments, refunds, cancellations and tickets: 8 years
   * after the end of the financial year of their last record (CGST Act s. 36
   * and Income-tax rule 6F, the longer; ADR 030).
   */
  ordersYearsAfterFinancialYear: 8,
} as const;

/**
 * Orders whose last record is older than this are past their period: the
 * start (1 April, 00:00 IST) of the financial year that ended 8 years
 * before the one `now` is in. An order of November 2026 (the year ending
 * 31 March 2027) goes on 1 April 2035.
 */
export function ordersKeptFrom(now: Date): Date {
  const { year, month } = istParts(now);
  const thisYear = month >= 4 ? year : year - 1;
  const from = thisYear - RETENTION.ordersYearsAfterFinancialYear;
  return istStartOfDay(`${String(from).padStart(4, "0")}-04-01`);
}

/**
 * Outbox purposes whose messages carry a one-time code or a reset link: the
 * sign-in OTP, and the railway's OTPs (registration, linking, Aadhaar) and
 * password-reset links, which its messenger sends as `railway_<kind>`.
 */
export const CODE_MESSAGE_PURPOSES = [
  "login_otp",
  "account_delete_otp",
  "railway_otp",
  "railway_password_reset",
] as const;

export const carriesCode = (purpose: string): boolean =>
  (CODE_MESSAGE_PURPOSES as readonly string[]).includes(purpose);

const days = (ms: number) => {
  const n = Math.round(ms / DAY_MS);
  return n === 1 ? "1 day" : n === 365 ? "1 year" : `${n} days`;
};

/** The periods in words, for the traveller's copy of their data (`my-data`). */
export const RETENTION_IN_WORDS = {
  messages: `Messages with sign-in codes: ${days(RETENTION.codeMessagesMs)}. Other messages (e-tickets, refunds): ${days(RETENTION.otherMessagesMs)}.`,
  signIns: `${days(RETENTION.loginRecordsMs)}.`,
  sessions: `${days(RETENTION.sessionsAfterEndMs)} after they end.`,
} as const;

export interface RetentionServiceDeps {
  db: Db;
  now: Clock;
  /** The analytics events' own purge (kept ANALYTICS_RETENTION_DAYS, ADR 027). */
  pruneAnalytics: () => Promise<number>;
}

export type PurgeCounts = Record<
  | "otpChallenges"
  | "authCodes"
  | "sessions"
  | "loginRecords"
  | "codeMessages"
  | "otherMessages"
  | "analyticsEvents"
  | "orders"
  | "emptiedAccounts",
  number
>;

export type RetentionService = ReturnType<typeof createRetentionService>;

export function createRetentionService(deps: RetentionServiceDeps) {
  const repo = retentionRepository(deps.db);
  return {
    /** One pass: deletes everything past its period; how many rows of each went. */
    async purge(): Promise<PurgeCounts> {
      const now = deps.now().getTime();
      const before = (ms: number) => new Date(now - ms);
      return {
        otpChallenges: await repo.otpChallengesExpiredBefore(
          before(RETENTION.otpChallengesAfterExpiryMs),
        ),
        authCodes: await repo.authCodesExpiredBefore(before(RETENTION.authCodesAfterExpiryMs)),
        sessions: await repo.sessionsEndedBefore(before(RETENTION.sessionsAfterEndMs)),
        loginRecords: await repo.loginRecordsBefore(before(RETENTION.loginRecordsMs)),
        codeMessages: await repo.messagesBefore(
          before(RETENTION.codeMessagesMs),
          CODE_MESSAGE_PURPOSES,
        ),
        otherMessages: await repo.otherMessagesBefore(
          before(RETENTION.otherMessagesMs),
          CODE_MESSAGE_PURPOSES,
        ),
        analyticsEvents: await deps.pruneAnalytics(),
        orders: await repo.ordersDoneBefore(ordersKeptFrom(deps.now())),
        emptiedAccounts: await repo.emptiedAccountsOwningNothing(),
      };
    },
  };
}
