import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * One row per import of a railway network (demo or open data), so that an
 * import can tell whether the database already holds the network it would load.
 */
export const networkImports = pgTable("network_imports", {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  source: text().notNull(),
  checksum: text().notNull().unique(),
  stations: integer().notNull(),
  trains: integer().notNull(),
  importedAt: timestamp("imported_at", { withTimezone: true }).notNull().defaultNow(),
});
