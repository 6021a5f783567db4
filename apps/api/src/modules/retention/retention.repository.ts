import type { Db } from "@safar/db/client";
import {
  authCodes,
  loginRecords,
  otpChallenges,
  outboxMessages,
  sessions,
} from "@safar/db/partner-schema";
import { and, inArray, lt, notInArray, or, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";

/** Rows deleted per statement: a purge never holds many row locks at once. */
export const PURGE_BATCH = 5_000;

/** The only code that knows the SQL of the retention job (`retention.service.ts`). */
export function retentionRepository(db: Db, batch = PURGE_BATCH) {
  /** Deletes the rows `where` matches, `batch` at a time; how many went. */
  async function purge(table: PgTable, key: PgColumn, where: SQL | undefined): Promise<number> {
    let total = 0;
    for (;;) {
      const ids = db.select({ key }).from(table).where(where).limit(batch);
      const gone = await db.delete(table).where(inArray(key, ids)).returning({ key });
      total += gone.length;
      if (gone.length < batch) return total;
    }
  }

  return {
    otpChallengesExpiredBefore: (cutoff: Date) =>
      purge(otpChallenges, otpChallenges.id, lt(otpChallenges.expiresAt, cutoff)),

    authCodesExpiredBefore: (cutoff: Date) =>
      purge(authCodes, authCodes.codeHash, lt(authCodes.expiresAt, cutoff)),

    /** Sessions that expired, or were signed out, before `cutoff`. */
    sessionsEndedBefore: (cutoff: Date) =>
      purge(
        sessions,
        sessions.id,
        or(lt(sessions.expiresAt, cutoff), lt(sessions.revokedAt, cutoff)),
      ),

    loginRecordsBefore: (cutoff: Date) =>
      purge(loginRecords, loginRecords.id, lt(loginRecords.at, cutoff)),

    /** Messages whose purpose is one of `purposes`, made before `cutoff`. */
    messagesBefore: (cutoff: Date, purposes: readonly string[]) =>
      purge(
        outboxMessages,
        outboxMessages.id,
        and(lt(outboxMessages.createdAt, cutoff), inArray(outboxMessages.purpose, [...purposes])),
      ),

    /** Messages of any purpose but `except`, made before `cutoff`. */
    otherMessagesBefore: (cutoff: Date, except: readonly string[]) =>
      purge(
        outboxMessages,
        outboxMessages.id,
        and(
          lt(outboxMessages.createdAt, cutoff),
          except.length > 0 ? notInArray(outboxMessages.purpose, [...except]) : undefined,
        ),
      ),
  };
}
