import type { Locale } from "@safar/contracts/locale";
import type { Db } from "@safar/db/client";
import {
  authCodes,
  loginRecords,
  otpChallenges,
  type SIGN_IN_PURPOSES,
  sessions,
  users,
} from "@safar/db/partner-schema";
import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type Executor = Db | Tx;

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type ChallengeRow = typeof otpChallenges.$inferSelect;
export type SignInPurpose = (typeof SIGN_IN_PURPOSES)[number];

/** The only code that knows the SQL of users, sign-in codes and sessions. */
export function authRepository(db: Db) {
  return {
    transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    /**
     * Serialises sign-in work on one identity until the transaction ends (a
     * transaction-scoped advisory lock: there may be no user row to lock yet).
     */
    async lockIdentity(tx: Tx, identity: string): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`signin:${identity}`}))`);
    },

    /** When codes went to an identity since `since`, and which address asked for each. */
    async challengesSince(
      tx: Executor,
      identity: string,
      purpose: SignInPurpose,
      since: Date,
    ): Promise<Array<{ createdAt: Date; client: string | null }>> {
      return tx
        .select({ createdAt: otpChallenges.createdAt, client: otpChallenges.client })
        .from(otpChallenges)
        .where(
          and(
            eq(otpChallenges.identity, identity),
            eq(otpChallenges.purpose, purpose),
            gt(otpChallenges.createdAt, since),
          ),
        );
    },

    async insertChallenge(tx: Executor, row: Omit<ChallengeRow, "id">): Promise<void> {
      await tx.insert(otpChallenges).values(row);
    },

    async latestChallenge(
      tx: Executor,
      identity: string,
      purpose: SignInPurpose,
    ): Promise<ChallengeRow | null> {
      const [row] = await tx
        .select()
        .from(otpChallenges)
        .where(and(eq(otpChallenges.identity, identity), eq(otpChallenges.purpose, purpose)))
        .orderBy(desc(otpChallenges.createdAt), desc(otpChallenges.id))
        .limit(1);
      return row ?? null;
    },

    async recordWrongAttempt(tx: Executor, id: number): Promise<void> {
      await tx
        .update(otpChallenges)
        .set({ attempts: sql`${otpChallenges.attempts} + 1` })
        .where(eq(otpChallenges.id, id));
    },

    async consumeChallenge(tx: Executor, id: number, at: Date): Promise<boolean> {
      const rows = await tx
        .update(otpChallenges)
        .set({ consumedAt: at })
        .where(and(eq(otpChallenges.id, id), isNull(otpChallenges.consumedAt)))
        .returning({ id: otpChallenges.id });
      return rows.length > 0;
    },

    async findUserByMobile(tx: Executor, mobile: string): Promise<UserRow | null> {
      const [row] = await tx.select().from(users).where(eq(users.mobile, mobile));
      return row ?? null;
    },

    async findUserByEmail(tx: Executor, email: string): Promise<UserRow | null> {
      const [row] = await tx.select().from(users).where(eq(users.email, email));
      return row ?? null;
    },

    /** The language of the user's SMS and mail (ADR 028). */
    async setLanguage(tx: Executor, id: string, language: Locale): Promise<void> {
      await tx.update(users).set({ language }).where(eq(users.id, id));
    },

    async findUser(tx: Executor, id: string): Promise<UserRow | null> {
      const [row] = await tx.select().from(users).where(eq(users.id, id));
      return row ?? null;
    },

    async insertUser(tx: Executor, row: typeof users.$inferInsert): Promise<UserRow> {
      const [inserted] = await tx.insert(users).values(row).returning();
      if (!inserted) throw new Error("user insert returned no row");
      return inserted;
    },

    async markVerified(tx: Executor, id: string, kind: "mobile" | "email"): Promise<UserRow> {
      const [row] = await tx
        .update(users)
        .set(kind === "mobile" ? { mobileVerified: true } : { emailVerified: true })
        .where(eq(users.id, id))
        .returning();
      if (!row) throw new Error("user vanished while signing in");
      return row;
    },

    async insertAuthCode(tx: Executor, row: typeof authCodes.$inferInsert): Promise<void> {
      await tx.insert(authCodes).values(row);
    },

    /** Uses an unexpired, unused code once: the user id, or null. */
    async consumeAuthCode(tx: Executor, codeHash: string, at: Date): Promise<string | null> {
      const [row] = await tx
        .update(authCodes)
        .set({ consumedAt: at })
        .where(
          and(
            eq(authCodes.codeHash, codeHash),
            isNull(authCodes.consumedAt),
            gt(authCodes.expiresAt, at),
          ),
        )
        .returning({ userId: authCodes.userId });
      return row?.userId ?? null;
    },

    /**
     * Records a one-time id as used (a host-app token's `jti`, ADR 026), in
     * the codes table already consumed: false when it was used before.
     */
    async claimOnce(
      tx: Executor,
      row: { codeHash: string; userId: string; at: Date; expiresAt: Date },
    ): Promise<boolean> {
      const inserted = await tx
        .insert(authCodes)
        .values({
          codeHash: row.codeHash,
          userId: row.userId,
          createdAt: row.at,
          expiresAt: row.expiresAt,
          consumedAt: row.at,
        })
        .onConflictDoNothing()
        .returning({ codeHash: authCodes.codeHash });
      return inserted.length > 0;
    },

    async insertSession(tx: Executor, row: typeof sessions.$inferInsert): Promise<void> {
      await tx.insert(sessions).values(row);
    },

    async recordLogin(tx: Executor, row: Omit<typeof loginRecords.$inferInsert, "id">) {
      await tx.insert(loginRecords).values(row);
    },

    /** A live session with its user: not revoked, not expired. */
    async liveSession(
      id: string,
      at: Date,
    ): Promise<{ session: SessionRow; user: UserRow } | null> {
      const [row] = await db
        .select({ session: sessions, user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.id, id), isNull(sessions.revokedAt), gt(sessions.expiresAt, at)));
      return row ?? null;
    },

    async touchSession(id: string, at: Date): Promise<void> {
      await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, id));
    },

    async revokeSession(id: string, at: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: at })
        .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
    },

    async loginCount(userId: string): Promise<number> {
      const rows = await db
        .select({ id: loginRecords.id })
        .from(loginRecords)
        .where(eq(loginRecords.userId, userId));
      return rows.length;
    },
  };
}
