import type { Locale } from "@safar/contracts/locale";
import type { Db } from "@safar/db/client";
import { outboxMessages, users } from "@safar/db/partner-schema";
import { desc, eq, isNull } from "drizzle-orm";

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

    /**
     * Up to `limit` unsent messages, oldest first, each handed to `send` and
     * marked sent with the reference it answers (null: not sent, left for
     * the next flush), in one transaction that holds their rows: another
     * process flushing at the same moment skips them (`skip locked`), so no
     * message goes to the provider twice (ADR 031). Answers how many rows it
     * took and how many it marked sent.
     */
    async sendUnsent(
      limit: number,
      send: (row: OutboxRow) => Promise<string | null>,
      at: () => Date,
    ): Promise<{ taken: number; sent: number }> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .select()
          .from(outboxMessages)
          .where(isNull(outboxMessages.sentAt))
          .orderBy(outboxMessages.id)
          .limit(limit)
          .for("update", { skipLocked: true });
        let sent = 0;
        for (const row of rows) {
          const providerRef = await send(row);
          if (providerRef === null) continue;
          await tx
            .update(outboxMessages)
            .set({ sentAt: at(), providerRef })
            .where(eq(outboxMessages.id, row.id));
          sent++;
        }
        return { taken: rows.length, sent };
      });
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
