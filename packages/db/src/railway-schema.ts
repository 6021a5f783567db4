import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgSchema,
  primaryKey,
  smallint,
  text,
} from "drizzle-orm/pg-core";

/**
 * The simulated railway's tables (ADR 004), in a PostgreSQL schema of their
 * own. Only `@safar/railway` reads and writes them. The network tables hold
 * the source files field for field (`RawNetwork` in
 * `packages/railway/src/network/model.ts`); everything derived from them
 * (timetables, rakes) is rebuilt in memory at start.
 */
export const railway = pgSchema("railway");

export const stations = railway.table("stations", {
  code: text().primaryKey(),
  name: text().notNull(),
  state: text(),
  /** null when the source file leaves the field out. */
  stateInferred: boolean(),
  zone: text(),
  lat: doublePrecision(),
  lon: doublePrecision(),
  coords: text().notNull(),
});

export const trains = railway.table("trains", {
  number: text().primaryKey(),
  name: text().notNull(),
  fromCode: text()
    .notNull()
    .references(() => stations.code),
  toCode: text()
    .notNull()
    .references(() => stations.code),
  /** The train running the other way; a plain value, as the source may name a train it lacks. */
  pair: text(),
  durationMin: integer().notNull(),
  distanceKm: integer().notNull(),
  /** Seven flags, Monday first. */
  runsOn: boolean().array().notNull(),
});

/** The stations a train stops at, in order: `seq` 0 is the origin. */
export const trainStops = railway.table(
  "train_stops",
  {
    trainNumber: text()
      .notNull()
      .references(() => trains.number, { onDelete: "cascade" }),
    seq: smallint().notNull(),
    stationCode: text()
      .notNull()
      .references(() => stations.code),
  },
  (t) => [
    primaryKey({ columns: [t.trainNumber, t.seq] }),
    // The trains calling at a station.
    index("train_stops_station_code_idx").on(t.stationCode),
  ],
);
