import type { Db } from "@safar/db/client";
import { savedTravellers } from "@safar/db/partner-schema";
import { and, asc, eq, sql } from "drizzle-orm";

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type Executor = Db | Tx;

export type SavedTravellerRow = typeof savedTravellers.$inferSelect;
/** The fields a create or an edit writes. */
export type TravellerFields = Pick<
  SavedTravellerRow,
  "name" | "age" | "gender" | "berth" | "food" | "nationality" | "passport" | "dob"
>;

/** Where a traveller stands in its user's list. */
export interface Placement {
  id: number;
  position: number;
  isDefault: boolean;
}

const COLUMNS = {
  id: savedTravellers.id,
  userId: savedTravellers.userId,
  position: savedTravellers.position,
  name: savedTravellers.name,
  age: savedTravellers.age,
  gender: savedTravellers.gender,
  berth: savedTravellers.berth,
  food: savedTravellers.food,
  nationality: savedTravellers.nationality,
  passport: savedTravellers.passport,
  dob: savedTravellers.dob,
  isDefault: savedTravellers.isDefault,
  createdAt: savedTravellers.createdAt,
  updatedAt: savedTravellers.updatedAt,
};

/** The only code that knows the SQL of saved travellers. Every query is scoped to one user. */
export function travellersRepository(db: Db) {
  return {
    transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    /**
     * Serialises changes to one user's list until the transaction ends (a
     * transaction-scoped advisory lock: the list may have no row to lock yet).
     */
    async lockUser(tx: Tx, userId: string): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`travellers:${userId}`}))`);
    },

    /** The user's travellers in display order (position, then id). */
    async listForUser(tx: Executor, userId: string): Promise<SavedTravellerRow[]> {
      return tx
        .select(COLUMNS)
        .from(savedTravellers)
        .where(eq(savedTravellers.userId, userId))
        .orderBy(asc(savedTravellers.position), asc(savedTravellers.id));
    },

    async insert(
      tx: Executor,
      row: TravellerFields & { userId: string; position: number; isDefault: boolean; at: Date },
    ): Promise<number> {
      const { at, ...values } = row;
      const [inserted] = await tx
        .insert(savedTravellers)
        .values({ ...values, createdAt: at, updatedAt: at })
        .returning({ id: savedTravellers.id });
      if (!inserted) throw new Error("saved traveller insert returned no row");
      return inserted.id;
    },

    /** Replaces the fields of one of the user's travellers; false when the user has no such traveller. */
    async update(
      tx: Executor,
      userId: string,
      id: number,
      fields: TravellerFields,
      at: Date,
    ): Promise<boolean> {
      const rows = await tx
        .update(savedTravellers)
        .set({ ...fields, updatedAt: at })
        .where(and(eq(savedTravellers.userId, userId), eq(savedTravellers.id, id)))
        .returning({ id: savedTravellers.id });
      return rows.length > 0;
    },

    /** Deletes one of the user's travellers; false when the user has no such traveller. */
    async delete(tx: Executor, userId: string, id: number): Promise<boolean> {
      const rows = await tx
        .delete(savedTravellers)
        .where(and(eq(savedTravellers.userId, userId), eq(savedTravellers.id, id)))
        .returning({ id: savedTravellers.id });
      return rows.length > 0;
    },

    /** Writes new positions and default flags of the user's travellers, in one statement. */
    async place(
      tx: Executor,
      userId: string,
      placements: readonly Placement[],
      at: Date,
    ): Promise<void> {
      if (placements.length === 0) return;
      const values = sql.join(
        placements.map(
          (p) => sql`(${p.id}::integer, ${p.position}::smallint, ${p.isDefault}::boolean)`,
        ),
        sql`, `,
      );
      await tx.execute(sql`
        update ${savedTravellers}
        set position = v.position, is_default = v.is_default, updated_at = ${at.toISOString()}::timestamptz
        from (values ${values}) as v(id, position, is_default)
        where ${savedTravellers.id} = v.id and ${savedTravellers.userId} = ${userId}`);
    },
  };
}

export type TravellersRepository = ReturnType<typeof travellersRepository>;
