import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { railway } from "./railway-schema.ts";

/**
 * The railway's write side (issue 4): inventory, PNRs, passengers, refunds and
 * TDRs, and the railway's own user accounts. Only `@safar/railway` reads and
 * writes these tables (ADR 004); every instant is written from the injected
 * clock, never the database's `now()`.
 */

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * One row per train run (train, origin date) and class: the whole occupancy of
 * the class as one JSON value (`OccupancyRow` in
 * `packages/railway/src/allocation/occupancy.ts`). Every change to the
 * inventory locks this row (`FOR UPDATE`), so a class of a run is changed by
 * one transaction at a time (ADR 006).
 */
export const occupancy = railway.table(
  "occupancy",
  {
    trainNumber: text().notNull(),
    runDate: date({ mode: "string" }).notNull(),
    classCode: text().notNull(),
    /** Bumped by every write; read-model caches compare it. */
    version: integer().notNull().default(0),
    state: jsonb().notNull(),
    /** When the first chart is due (the charting job's index). */
    chartDueAt: ts("chart_due_at").notNull(),
    chartedAt: ts("charted_at"),
    /**
     * The instant up to which other travellers' bookings and cancellations
     * (ADR 019, `packages/railway/src/demand/`) are in `state`; null: none yet.
     */
    simAt: ts("sim_at"),
  },
  (t) => [
    primaryKey({ columns: [t.trainNumber, t.runDate, t.classCode] }),
    index("occupancy_chart_due_idx").on(t.chartDueAt).where(sql`${t.chartedAt} is null`),
  ],
);

/** Status of a PNR: a hold awaiting payment, a ticket, or a hold that lapsed or was given up. */
export const PNR_STATES = ["held", "booked", "released", "expired"] as const;

export const pnrs = railway.table(
  "pnrs",
  {
    pnr: text().primaryKey(),
    holdId: uuid().notNull().unique(),
    /** The partner's key: the same key returns the same hold. */
    idempotencyKey: text().notNull().unique(),
    railwayUserId: text().notNull(),
    trainNumber: text().notNull(),
    runDate: date({ mode: "string" }).notNull(),
    classCode: text().notNull(),
    quota: text().notNull(),
    fromCode: text().notNull(),
    toCode: text().notNull(),
    boardingCode: text().notNull(),
    /** Boarding date at `fromCode` (IST). */
    journeyDate: date({ mode: "string" }).notNull(),
    state: text({ enum: PNR_STATES }).notNull(),
    totalFare: integer().notNull(),
    /** The booking options (book only if confirmed, coach, lower berths…). */
    options: jsonb().notNull(),
    createdAt: ts("created_at").notNull(),
    expiresAt: ts("expires_at").notNull(),
    confirmedAt: ts("confirmed_at"),
    paymentReference: text(),
    /**
     * When the railway user typed their password on the railway's own page for
     * this hold (ADR 011): the partner never sees it; a hold is confirmed only
     * once authorised.
     */
    authorizedAt: ts("authorized_at"),
    boardingChangedAt: ts("boarding_changed_at"),
  },
  (t) => [
    index("pnrs_user_created_idx").on(t.railwayUserId, t.createdAt),
    index("pnrs_held_expiry_idx").on(t.expiresAt).where(sql`${t.state} = 'held'`),
    index("pnrs_run_idx").on(t.trainNumber, t.runDate, t.classCode),
  ],
);

export const passengers = railway.table(
  "passengers",
  {
    pnr: text()
      .notNull()
      .references(() => pnrs.pnr, { onDelete: "cascade" }),
    /** From 1, in the order given (infants included). */
    n: smallint().notNull(),
    name: text().notNull(),
    age: smallint().notNull(),
    gender: text().notNull(),
    berthPreference: text().notNull(),
    food: text().notNull(),
    /** A child under 5 without a berth: listed, not counted, no berth. */
    infant: boolean().notNull(),
    /** Travels without a berth (infant, or a child who opted out). */
    noBerth: boolean().notNull(),
    fare: integer().notNull(),
    /** As printed at booking: `CNF/S4/33/LB`, `RAC 12`, `GNWL 35`. */
    bookingStatus: text().notNull(),
    /** The berth held now (confirmed or RAC), `S4/33`, kept in step by promotions. */
    seat: text(),
    cancelledAt: ts("cancelled_at"),
  },
  (t) => [primaryKey({ columns: [t.pnr, t.n] })],
);

export const CANCELLATION_KINDS = ["user", "chart", "hold_expired", "hold_released"] as const;

export const cancellations = railway.table(
  "cancellations",
  {
    id: serial().primaryKey(),
    pnr: text()
      .notNull()
      .references(() => pnrs.pnr, { onDelete: "cascade" }),
    kind: text({ enum: CANCELLATION_KINDS }).notNull(),
    passengerNumbers: smallint().array().notNull(),
    refund: integer().notNull(),
    deduction: integer().notNull(),
    /** The refund rule per passenger, as `refundFor` named it. */
    detail: jsonb().notNull(),
    createdAt: ts("created_at").notNull(),
  },
  (t) => [index("cancellations_pnr_idx").on(t.pnr)],
);

export const tdrs = railway.table(
  "tdrs",
  {
    id: serial().primaryKey(),
    pnr: text()
      .notNull()
      .references(() => pnrs.pnr, { onDelete: "cascade" }),
    reason: text().notNull(),
    passengerNumbers: smallint().array().notNull(),
    filedAt: ts("filed_at").notNull(),
    deadline: ts("deadline").notNull(),
    /** filed → refunded | rejected (under review is shown from a day after filing). */
    status: text().notNull(),
    /** When the railway decided the claim (the review ends `TDR_REVIEW_DAYS` after filing). */
    decidedAt: ts("decided_at"),
    /** Paise refunded by the decision (0 when rejected). */
    refund: integer(),
    /** Why: the rule refunded, or the reason for rejecting. */
    decisionNote: text("decision_note"),
    /**
     * Order of decisions, given under one lock so they commit in this order:
     * partners read the decisions after the last they paid (a refund file).
     */
    decisionSeq: integer("decision_seq"),
  },
  (t) => [
    index("tdrs_pnr_idx").on(t.pnr),
    uniqueIndex("tdrs_decision_seq_idx").on(t.decisionSeq),
    index("tdrs_undecided_idx").on(t.filedAt).where(sql`${t.decidedAt} is null`),
  ],
);

/** Settings of the simulation kept across restarts (the PNR key's seed). */
export const settings = railway.table("settings", {
  key: text().primaryKey(),
  value: jsonb().notNull(),
});

/** Booking numbers for PNRs; permuted so PNRs are not guessable in order. */
export const pnrSequence = railway.sequence("pnr_seq", { startWith: 1, minValue: 1 });

// ── Railway user accounts ───────────────────────────────────────────────────

export const users = railway.table(
  "users",
  {
    /** 3–35 letters, digits and underscore; case-sensitive. */
    userId: text().primaryKey(),
    /** scrypt, `scrypt$N$r$p$salt$hash` (base64). The partner side never sees it. */
    passwordHash: text().notNull(),
    name: text().notNull(),
    email: text().notNull(),
    mobile: text().notNull(),
    emailVerified: boolean().notNull().default(false),
    mobileVerified: boolean().notNull().default(false),
    aadhaarVerified: boolean().notNull().default(false),
    /** The last four digits of the authenticated Aadhaar number; the number itself is never stored. */
    aadhaarLast4: text("aadhaar_last4"),
    aadhaarVerifiedAt: ts("aadhaar_verified_at"),
    createdAt: ts("created_at").notNull(),
    passwordChangedAt: ts("password_changed_at").notNull(),
  },
  (t) => [
    uniqueIndex("users_email_idx").on(sql`lower(${t.email})`),
    uniqueIndex("users_mobile_idx").on(t.mobile),
  ],
);

/**
 * `verify_*`: an account's own contact check (at registration). `link_*`:
 * the holder proves the ID is theirs to a partner that links it (sent even
 * to a verified contact). `aadhaar_auth`: the (simulated) UIDAI OTP that
 * authenticates the ID with an Aadhaar number; `aadhaar_booking`: the Aadhaar
 * OTP of one Tatkal booking; `aadhaar_mandate`: the Aadhaar OTP of a standing
 * authorisation given ahead of a Tatkal opening (`booking_mandates`). A text
 * column: a new purpose needs no migration.
 */
export const OTP_PURPOSES = [
  "verify_mobile",
  "verify_email",
  "link_mobile",
  "link_email",
  "aadhaar_auth",
  "aadhaar_booking",
  "aadhaar_mandate",
] as const;

export const otps = railway.table(
  "otps",
  {
    id: serial().primaryKey(),
    userId: text()
      .notNull()
      .references(() => users.userId, { onDelete: "cascade" }),
    purpose: text({ enum: OTP_PURPOSES }).notNull(),
    /**
     * sha256 of user ID, purpose (subject) and code, in hex; an Aadhaar OTP's is
     * led by its subject, `<subject>:<hash>` (the Aadhaar number's last four
     * digits, the hold's id, or the mandate request; `accounts/otp.ts`).
     */
    codeHash: text().notNull(),
    attempts: smallint().notNull().default(0),
    createdAt: ts("created_at").notNull(),
    expiresAt: ts("expires_at").notNull(),
    consumedAt: ts("consumed_at"),
  },
  (t) => [index("otps_user_purpose_idx").on(t.userId, t.purpose)],
);

export const passwordResets = railway.table("password_resets", {
  tokenHash: text().primaryKey(),
  userId: text()
    .notNull()
    .references(() => users.userId, { onDelete: "cascade" }),
  createdAt: ts("created_at").notNull(),
  expiresAt: ts("expires_at").notNull(),
  usedAt: ts("used_at"),
});

/**
 * A standing authorisation for one scheduled booking (issue 20 item 2,
 * ADR 022): the railway user typed their password and the Aadhaar OTP on
 * the railway's own page ahead of the Tatkal opening, for this journey and
 * number of passengers; a hold of the same user and journey made before
 * `expiresAt` may be authorised with it once (`usedHoldId`).
 */
export const bookingMandates = railway.table(
  "booking_mandates",
  {
    id: uuid().primaryKey(),
    railwayUserId: text()
      .notNull()
      .references(() => users.userId, { onDelete: "cascade" }),
    trainNumber: text().notNull(),
    fromCode: text().notNull(),
    toCode: text().notNull(),
    /** Boarding date at `fromCode` (IST). */
    journeyDate: date({ mode: "string" }).notNull(),
    classCode: text().notNull(),
    quota: text().notNull(),
    passengers: smallint().notNull(),
    createdAt: ts("created_at").notNull(),
    expiresAt: ts("expires_at").notNull(),
    usedAt: ts("used_at"),
    usedHoldId: uuid(),
  },
  (t) => [index("booking_mandates_user_idx").on(t.railwayUserId, t.createdAt)],
);
