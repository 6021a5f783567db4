import type { Db } from "@safar/db/client";
import {
  bookingMandates,
  otps,
  passengers,
  passwordResets,
  pnrs,
  settings,
  users,
} from "@safar/db/railway-reservations-schema";
import { and, count, desc, eq, gt, gte, inArray, isNull, lt, sql } from "drizzle-orm";
import { type OtpPurpose, otpContact } from "./otp.ts";

/** A transaction handed out by `Db.transaction`. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** One of a journey's holds could not be authorised: the others are rolled back with it. */
class HoldsNotAuthorised extends Error {}
/** The database itself or a transaction in progress. */
export type Executor = Db | Tx;

export type UserRow = typeof users.$inferSelect;
export type OtpRow = typeof otps.$inferSelect;
export type PasswordResetRow = typeof passwordResets.$inferSelect;
export type MandateRow = typeof bookingMandates.$inferSelect;

/** What the password page of a hold needs to know of it. */
export interface HoldRow {
  holdId: string;
  pnr: string;
  railwayUserId: string;
  /** GN, TQ, PT…: a Tatkal hold asks for an Aadhaar OTP too. */
  quota: string;
  state: (typeof pnrs.$inferSelect)["state"];
  expiresAt: Date;
  authorizedAt: Date | null;
  /** Password tries so far (the `authorizationAttempts` key of the hold's `options`). */
  attempts: number;
  requiresAuthorization: boolean;
  /** Everyone listed on the PNR, infants included. */
  passengers: number;
  /** The journey, to compare with a mandate's (`mandates.ts`). */
  trainNumber: string;
  fromCode: string;
  toCode: string;
  /** Boarding date at `fromCode` (IST). */
  journeyDate: string;
  classCode: string;
}

/** The hold's password tries, kept in its `options` (no column of their own). */
const attemptsOf = sql<number>`coalesce((${pnrs.options}->>'authorizationAttempts')::int, 0)`;

/** Which unique rule a new user broke (the two-registrations-at-once race). */
export type UserConflict = "user_id" | "email" | "mobile";

/** A new user broke a unique rule (null when PostgreSQL did not say which). */
export class UserConflictError extends Error {
  readonly conflict: UserConflict | null;
  constructor(conflict: UserConflict | null) {
    super(`Railway user conflicts on ${conflict ?? "a unique index"}`);
    this.name = "UserConflictError";
    this.conflict = conflict;
  }
}

const CONSTRAINT_CONFLICTS: Record<string, UserConflict> = {
  users_pkey: "user_id",
  users_email_idx: "email",
  users_mobile_idx: "mobile",
};

/** The PostgreSQL error under Drizzle's wrapper (node-postgres and PGlite both carry `code`). */
function pgError(error: unknown): { code?: string; constraint?: string } | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    const e = current as Error & { code?: unknown; constraint?: unknown };
    if (typeof e.code === "string") {
      return {
        code: e.code,
        ...(typeof e.constraint === "string" ? { constraint: e.constraint } : {}),
      };
    }
    current = e.cause;
  }
  return null;
}

/**
 * Drizzle's query errors carry the bound parameters — a password hash among
 * them. Rethrow without them so no log ever holds one.
 */
function scrubbed(error: unknown, what: string): Error {
  const pg = pgError(error);
  return new Error(`${what} failed${pg?.code ? ` (PostgreSQL ${pg.code})` : ""}`);
}

/** The only code that knows the SQL of the railway's user accounts (and reads `pnrs` for the monthly count). */
export function accountsRepository(db: Db) {
  return {
    transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    async findUser(userId: string, tx: Executor = db): Promise<UserRow | null> {
      const [row] = await tx.select().from(users).where(eq(users.userId, userId));
      return row ?? null;
    },

    /** The user row, locked until the transaction ends (OTP sends and checks go one at a time per user). */
    async lockUser(tx: Tx, userId: string): Promise<UserRow | null> {
      const [row] = await tx.select().from(users).where(eq(users.userId, userId)).for("update");
      return row ?? null;
    },

    async findUserByEmail(email: string, tx: Executor = db): Promise<UserRow | null> {
      const [row] = await tx
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email})`);
      return row ?? null;
    },

    async findUserByMobile(mobile: string, tx: Executor = db): Promise<UserRow | null> {
      const [row] = await tx.select().from(users).where(eq(users.mobile, mobile));
      return row ?? null;
    },

    /** Inserts a user; a unique violation is thrown as `UserConflictError` naming the rule it broke. */
    async insertUser(tx: Executor, row: typeof users.$inferInsert): Promise<void> {
      try {
        await tx.insert(users).values(row);
      } catch (error) {
        const pg = pgError(error);
        if (pg?.code === "23505") {
          throw new UserConflictError(CONSTRAINT_CONFLICTS[pg.constraint ?? ""] ?? null);
        }
        throw scrubbed(error, "Storing a railway user");
      }
    },

    /** The simulated e-KYC flag alone (tests); turning it off forgets the number's last digits too. */
    async setAadhaarVerified(userId: string, verified: boolean): Promise<boolean> {
      const rows = await db
        .update(users)
        .set(
          verified
            ? { aadhaarVerified: true }
            : { aadhaarVerified: false, aadhaarLast4: null, aadhaarVerifiedAt: null },
        )
        .where(eq(users.userId, userId))
        .returning({ userId: users.userId });
      return rows.length > 0;
    },

    /** The ID authenticated with an Aadhaar number: its last four digits and when. */
    async setAadhaarAuthenticated(
      tx: Tx,
      userId: string,
      last4: string,
      at: Date,
    ): Promise<UserRow> {
      const [row] = await tx
        .update(users)
        .set({ aadhaarVerified: true, aadhaarLast4: last4, aadhaarVerifiedAt: at })
        .where(eq(users.userId, userId))
        .returning();
      if (!row) throw new Error(`Railway user ${userId} vanished while authenticating Aadhaar`);
      return row;
    },

    async markContactVerified(tx: Tx, userId: string, purpose: OtpPurpose): Promise<UserRow> {
      const [row] = await tx
        .update(users)
        .set(otpContact(purpose) === "mobile" ? { mobileVerified: true } : { emailVerified: true })
        .where(eq(users.userId, userId))
        .returning();
      if (!row) throw new Error(`Railway user ${userId} vanished while verifying`);
      return row;
    },

    async updatePassword(
      tx: Tx,
      userId: string,
      passwordHash: string,
      changedAt: Date,
    ): Promise<void> {
      try {
        await tx
          .update(users)
          .set({ passwordHash, passwordChangedAt: changedAt })
          .where(eq(users.userId, userId));
      } catch (error) {
        throw scrubbed(error, "Changing a railway password");
      }
    },

    // ── OTPs ────────────────────────────────────────────────────────────────

    async insertOtp(tx: Executor, row: typeof otps.$inferInsert): Promise<void> {
      await tx.insert(otps).values(row);
    },

    /** When OTPs of a purpose were sent to a user after `since`. */
    async otpsSentSince(
      tx: Executor,
      userId: string,
      purpose: OtpPurpose,
      since: Date,
    ): Promise<Date[]> {
      const rows = await tx
        .select({ createdAt: otps.createdAt })
        .from(otps)
        .where(and(eq(otps.userId, userId), eq(otps.purpose, purpose), gt(otps.createdAt, since)));
      return rows.map((r) => r.createdAt);
    },

    /** The newest OTP of a purpose (the one that counts; older ones are superseded). */
    async latestOtp(tx: Executor, userId: string, purpose: OtpPurpose): Promise<OtpRow | null> {
      const [row] = await tx
        .select()
        .from(otps)
        .where(and(eq(otps.userId, userId), eq(otps.purpose, purpose)))
        .orderBy(desc(otps.createdAt), desc(otps.id))
        .limit(1);
      return row ?? null;
    },

    async findOtp(id: number): Promise<OtpRow | null> {
      const [row] = await db.select().from(otps).where(eq(otps.id, id));
      return row ?? null;
    },

    async recordOtpAttempt(tx: Tx, id: number): Promise<void> {
      await tx
        .update(otps)
        .set({ attempts: sql`${otps.attempts} + 1` })
        .where(eq(otps.id, id));
    },

    async consumeOtp(tx: Tx, id: number, at: Date): Promise<void> {
      await tx.update(otps).set({ consumedAt: at }).where(eq(otps.id, id));
    },

    // ── Password resets ─────────────────────────────────────────────────────

    async insertPasswordReset(row: typeof passwordResets.$inferInsert): Promise<void> {
      await db.insert(passwordResets).values(row);
    },

    async findPasswordReset(tokenHash: string): Promise<PasswordResetRow | null> {
      const [row] = await db
        .select()
        .from(passwordResets)
        .where(eq(passwordResets.tokenHash, tokenHash));
      return row ?? null;
    },

    /**
     * Spends a reset link if it is still unused and unexpired at `at`; returns
     * its user, or null when another request spent it first.
     */
    async usePasswordReset(tx: Tx, tokenHash: string, at: Date): Promise<string | null> {
      const [row] = await tx
        .update(passwordResets)
        .set({ usedAt: at })
        .where(
          and(
            eq(passwordResets.tokenHash, tokenHash),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, at),
          ),
        )
        .returning({ userId: passwordResets.userId });
      return row?.userId ?? null;
    },

    /** Spends every other open reset link of a user (after the password changed). */
    async spendOpenPasswordResets(tx: Tx, userId: string, at: Date): Promise<void> {
      await tx
        .update(passwordResets)
        .set({ usedAt: at })
        .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
    },

    // ── Holds awaiting the password (ADR 011) ──────────────────────────────

    async findHold(holdId: string, tx: Executor = db): Promise<HoldRow | null> {
      const [row] = await tx
        .select({
          holdId: pnrs.holdId,
          pnr: pnrs.pnr,
          railwayUserId: pnrs.railwayUserId,
          quota: pnrs.quota,
          state: pnrs.state,
          expiresAt: pnrs.expiresAt,
          authorizedAt: pnrs.authorizedAt,
          attempts: attemptsOf.mapWith(Number),
          requiresAuthorization: sql<boolean>`coalesce((${pnrs.options}->>'requireAuthorization')::boolean, false)`,
          trainNumber: pnrs.trainNumber,
          fromCode: pnrs.fromCode,
          toCode: pnrs.toCode,
          journeyDate: pnrs.journeyDate,
          classCode: pnrs.classCode,
        })
        .from(pnrs)
        .where(eq(pnrs.holdId, holdId));
      if (!row) return null;
      const [counted] = await tx
        .select({ n: count() })
        .from(passengers)
        .where(eq(passengers.pnr, row.pnr));
      return { ...row, passengers: Number(counted?.n ?? 0) };
    },

    /**
     * Takes one password try of a hold still held, unexpired and unauthorised
     * at `at`, if fewer than `max` were taken; the tries taken now, or null.
     * One statement, so simultaneous tries cannot pass the limit together.
     */
    async takeAuthorizationAttempt(holdId: string, at: Date, max: number): Promise<number | null> {
      const [row] = await db
        .update(pnrs)
        .set({
          options: sql`jsonb_set(${pnrs.options}, '{authorizationAttempts}', to_jsonb(${attemptsOf} + 1))`,
        })
        .where(
          and(
            eq(pnrs.holdId, holdId),
            eq(pnrs.state, "held"),
            gt(pnrs.expiresAt, at),
            isNull(pnrs.authorizedAt),
            lt(attemptsOf, max),
          ),
        )
        .returning({ attempts: attemptsOf.mapWith(Number) });
      return row?.attempts ?? null;
    },

    /** Marks a hold authorised if it is still held and unexpired at `at`; when, or null. */
    async authorizeHold(holdId: string, at: Date, tx: Executor = db): Promise<Date | null> {
      const [row] = await tx
        .update(pnrs)
        .set({
          authorizedAt: sql`coalesce(${pnrs.authorizedAt}, ${at.toISOString()}::timestamptz)`,
        })
        .where(and(eq(pnrs.holdId, holdId), eq(pnrs.state, "held"), gt(pnrs.expiresAt, at)))
        .returning({ authorizedAt: pnrs.authorizedAt });
      return row?.authorizedAt ?? null;
    },

    /**
     * Marks every one of `holdIds` authorised, or none: null (nothing
     * changed) when one is no longer held and unexpired at `at`. In `tx`, or
     * a transaction of its own.
     */
    async authorizeHolds(holdIds: readonly string[], at: Date, tx?: Tx): Promise<Date | null> {
      const work = async (t: Tx) => {
        let first: Date | null = null;
        for (const id of holdIds) {
          const [row] = await t
            .update(pnrs)
            .set({
              authorizedAt: sql`coalesce(${pnrs.authorizedAt}, ${at.toISOString()}::timestamptz)`,
            })
            .where(and(eq(pnrs.holdId, id), eq(pnrs.state, "held"), gt(pnrs.expiresAt, at)))
            .returning({ authorizedAt: pnrs.authorizedAt });
          if (!row?.authorizedAt) throw new HoldsNotAuthorised();
          first ??= row.authorizedAt;
        }
        return first;
      };
      try {
        return tx ? await tx.transaction(work) : await db.transaction(work);
      } catch (error) {
        if (error instanceof HoldsNotAuthorised) return null;
        throw error;
      }
    },

    /**
     * Takes one try of an OTP still unused, if fewer than `max` were taken;
     * the tries taken now, or null. One statement, so simultaneous tries
     * cannot pass the limit together (a mandate's password tries, `mandates.ts`).
     */
    async takeOtpTry(id: number, max: number): Promise<number | null> {
      const [row] = await db
        .update(otps)
        .set({ attempts: sql`${otps.attempts} + 1` })
        .where(and(eq(otps.id, id), isNull(otps.consumedAt), lt(otps.attempts, max)))
        .returning({ attempts: otps.attempts });
      return row?.attempts ?? null;
    },

    // ── Standing authorisations (mandates) ─────────────────────────────────

    async insertMandate(tx: Tx, row: typeof bookingMandates.$inferInsert): Promise<MandateRow> {
      const [stored] = await tx.insert(bookingMandates).values(row).returning();
      if (!stored) throw new Error("Storing a booking mandate returned no row");
      return stored;
    },

    async findMandate(id: string, tx: Executor = db): Promise<MandateRow | null> {
      const [row] = await tx.select().from(bookingMandates).where(eq(bookingMandates.id, id));
      return row ?? null;
    },

    /**
     * The mandate, its row locked until the transaction ends, so two holds
     * cannot both use it; `lock` false (race tests only) reads it unlocked.
     */
    async lockMandate(tx: Tx, id: string, lock = true): Promise<MandateRow | null> {
      const query = tx.select().from(bookingMandates).where(eq(bookingMandates.id, id));
      const [row] = lock ? await query.for("update") : await query;
      return row ?? null;
    },

    /** Records the hold a mandate was used for (the caller holds its row lock). */
    async markMandateUsed(tx: Tx, id: string, holdId: string, at: Date): Promise<void> {
      await tx
        .update(bookingMandates)
        .set({ usedAt: at, usedHoldId: holdId })
        .where(eq(bookingMandates.id, id));
    },

    // ── Settings ────────────────────────────────────────────────────────────

    /** Stores a setting unless one exists; the value stored. */
    async ensureSetting(key: string, value: unknown): Promise<unknown> {
      await db.insert(settings).values({ key, value }).onConflictDoNothing();
      const [row] = await db.select().from(settings).where(eq(settings.key, key));
      return row?.value;
    },

    // ── Tickets ─────────────────────────────────────────────────────────────

    /** PNRs held or booked on a user ID whose `created_at` is in [from, to). */
    async countTickets(userId: string, from: Date, to: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(pnrs)
        .where(
          and(
            eq(pnrs.railwayUserId, userId),
            inArray(pnrs.state, ["held", "booked"]),
            gte(pnrs.createdAt, from),
            lt(pnrs.createdAt, to),
          ),
        );
      return Number(row?.n ?? 0);
    },
  };
}

export type AccountsRepository = ReturnType<typeof accountsRepository>;
