import type { Db } from "@safar/db/client";
import {
  consentEvents,
  favouriteRoutes,
  loginRecords,
  orders,
  outboxMessages,
  payments,
  railwayIds,
  refunds,
  savedTravellers,
  tatkalReminders,
  users,
} from "@safar/db/partner-schema";
import { asc, desc, eq, inArray } from "drizzle-orm";

/**
 * Reads, never writes, everything the partner side holds about one user
 * (issue 25 item 5). The only code of this module that knows SQL.
 */
export function myDataRepository(db: Db) {
  return {
    async user(userId: string) {
      const [row] = await db.select().from(users).where(eq(users.id, userId));
      return row ?? null;
    },
    savedTravellers: (userId: string) =>
      db
        .select()
        .from(savedTravellers)
        .where(eq(savedTravellers.userId, userId))
        .orderBy(asc(savedTravellers.position)),
    railwayIds: (userId: string) =>
      db.select().from(railwayIds).where(eq(railwayIds.userId, userId)),
    orders: (userId: string) =>
      db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt)),
    async payments(orderIds: string[]) {
      if (orderIds.length === 0) return [];
      return db.select().from(payments).where(inArray(payments.orderId, orderIds));
    },
    async refunds(orderIds: string[]) {
      if (orderIds.length === 0) return [];
      return db.select().from(refunds).where(inArray(refunds.orderId, orderIds));
    },
    favourites: (userId: string) =>
      db.select().from(favouriteRoutes).where(eq(favouriteRoutes.userId, userId)),
    tatkalReminders: (userId: string) =>
      db.select().from(tatkalReminders).where(eq(tatkalReminders.userId, userId)),
    consents: (userId: string) =>
      db
        .select()
        .from(consentEvents)
        .where(eq(consentEvents.userId, userId))
        .orderBy(desc(consentEvents.id)),
    signIns: (userId: string) =>
      db
        .select()
        .from(loginRecords)
        .where(eq(loginRecords.userId, userId))
        .orderBy(desc(loginRecords.at)),
    async messagesTo(recipients: string[]) {
      if (recipients.length === 0) return [];
      return db
        .select()
        .from(outboxMessages)
        .where(inArray(outboxMessages.recipient, recipients))
        .orderBy(desc(outboxMessages.id));
    },
  };
}
