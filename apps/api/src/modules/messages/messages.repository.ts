import type { Locale } from "@safar/contracts/locale";
import type { Db } from "@safar/db/client";
import { outboxMessages, users } from "@safar/db/partner-schema";
import { and, desc, eq, isNull } from "drizzle-orm";

/** A transaction handed out by `Db.transaction`. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
/** The database itself or a transaction in progress. */
export type Executor = Db | Tx;

export type OutboxRow = typeof outboxMessages.$inferSelect;
export type NewOutboxRow = Omit<
  typeof outboxMessages.$inferInsert,
  "id" | "sentAt" | "providerRef"
>;

/** The only code that knows the outbox's SQL. */
export function messagesRepository(db: Db) {
  return {
    async insert(row: NewOutboxRow, tx: Executor = db): Promise<OutboxRow> {
      const [inserted] = await tx.insert(outboxMessages).values(row).returning();
      if (!inserted) throw new Error("outbox insert returned no row");
      return inserted;
    },

    /** The language a user's messages go in (ADR 028); English for an unknown user. */
    async languageOf(userId: string, tx: Executor = db): Promise<Locale> {
      const [row] = await tx
        .select({ language: users.language })
        .from(users)
        .where(eq(users.id, userId));
      return row?.language ?? "en";
    },

    /** Unsent messages, oldest first. */
    async unsent(limit: number): Promise<OutboxRow[]> {
      return db
        .select()
        .from(outboxMessages)
        .where(isNull(outboxMessages.sentAt))
        .orderBy(outboxMessages.id)
        .limit(limit);
    },

    /** Marks a message sent; false when another sender got there first. */
    async markSent(id: number, providerRef: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(outboxMessages)
        .set({ sentAt: at, providerRef })
        .where(and(eq(outboxMessages.id, id), isNull(outboxMessages.sentAt)))
        .returning({ id: outboxMessages.id });
      return rows.length > 0;
    },

    /** The newest messages, newest first; to one recipient when given. */
    async newest(limit: number, recipient?: string): Promise<OutboxRow[]> {
      return db
        .select()
        .from(outboxMessages)
        .where(recipient === undefined ? undefined : eq(outboxMessages.recipient, recipient))
        .orderBy(desc(outboxMessages.id))
        .limit(limit);
    },
  };
}
