import { CONSENT_KINDS, CONSENT_SOURCES } from "@safar/contracts/consents";
import { LOCALES } from "@safar/contracts/locale";
import { TRIP_STATES } from "@safar/contracts/trip-view";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgSchema,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

/**
 * The partner side's tables (ADR 011): what Safar itself owns — its users,
 * their sessions and sign-in codes, the outbox of messages, saved travellers.
 * They live in a PostgreSQL schema of their own beside `railway`; only the
 * repositories of `apps/api/src/modules/*` read and write them. Every instant
 * is written from the injected clock, never the database's `now()`.
 */
export const partner = pgSchema("partner");

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/** A Safar account: found by its 10-digit mobile or its email (lower-cased), whichever signed in. */
export const users = partner.table(
  "users",
  {
    id: uuid().primaryKey(),
    mobile: text(),
    email: text(),
    firstName: text().notNull().default(""),
    lastName: text().notNull().default(""),
    mobileVerified: boolean().notNull().default(false),
    emailVerified: boolean().notNull().default(false),
    /** The language of their SMS and mail (ADR 028): set at sign-in from the page's, and when they switch. */
    language: text({ enum: LOCALES }).notNull().default("en"),
    createdAt: ts("created_at").notNull(),
    /**
     * When the account was deleted (ADR 030): the row stays, emptied (no
     * mobile, email or name), as the owner of the orders kept for tax and
     * railway rules; nobody can sign in to it again.
     */
    deletedAt: ts("deleted_at"),
  },
  (t) => [
    uniqueIndex("users_mobile_key").on(t.mobile).where(sql`${t.mobile} is not null`),
    uniqueIndex("users_email_key").on(t.email).where(sql`${t.email} is not null`),
  ],
);

/** `account_delete`: the code that confirms deleting an account (ADR 030). */
export const SIGN_IN_PURPOSES = ["login", "account_delete"] as const;

/**
 * One-time codes sent to a mobile or email to sign in. The code is stored as
 * sha256 of identity, purpose and code; the newest row of an identity and
 * purpose is the one judged (`@safar/domain/otp-policy`). `client` is the
 * address that asked (the rate limits' key; null before it was recorded): the
 * send limits count per recipient and address, so nobody else can use up a
 * traveller's own (issue 16 item 10).
 */
export const otpChallenges = partner.table(
  "otp_challenges",
  {
    id: serial().primaryKey(),
    identity: text().notNull(),
    purpose: text({ enum: SIGN_IN_PURPOSES }).notNull(),
    codeHash: text().notNull(),
    attempts: smallint().notNull().default(0),
    createdAt: ts("created_at").notNull(),
    expiresAt: ts("expires_at").notNull(),
    consumedAt: ts("consumed_at"),
    client: text(),
  },
  (t) => [
    index("otp_challenges_identity_idx").on(t.identity, t.purpose, t.createdAt),
    // The retention job deletes by expiry (docs/security.md "Retention").
    index("otp_challenges_expires_idx").on(t.expiresAt),
  ],
);

/** The authorization code the login page hands to `/v1/api/authresponse` (single use, short-lived). */
export const authCodes = partner.table(
  "auth_codes",
  {
    codeHash: text().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: ts("created_at").notNull(),
    expiresAt: ts("expires_at").notNull(),
    consumedAt: ts("consumed_at"),
  },
  (t) => [index("auth_codes_expires_idx").on(t.expiresAt)],
);

/** A signed-in browser or app: the id is sha256 of the token the cookie carries, never the token. */
export const sessions = partner.table(
  "sessions",
  {
    id: text().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: ts("created_at").notNull(),
    lastSeenAt: ts("last_seen_at").notNull(),
    expiresAt: ts("expires_at").notNull(),
    revokedAt: ts("revoked_at"),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expires_idx").on(t.expiresAt)],
);

/** Spec §4: on the auth response the login is recorded. */
export const loginRecords = partner.table(
  "login_records",
  {
    id: serial().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    method: text({ enum: ["mobile", "email"] }).notNull(),
    userAgent: text(),
    at: ts("at").notNull(),
  },
  (t) => [
    index("login_records_user_idx").on(t.userId, t.at),
    index("login_records_at_idx").on(t.at),
  ],
);

export const MESSAGE_CHANNELS = ["sms", "email"] as const;

/**
 * Every message Safar sends (sign-in OTPs, e-tickets): written in the
 * transaction that decides to send it, handed to the provider afterwards and
 * marked sent (ADR 011).
 */
export const outboxMessages = partner.table(
  "outbox_messages",
  {
    id: serial().primaryKey(),
    channel: text({ enum: MESSAGE_CHANNELS }).notNull(),
    recipient: text().notNull(),
    purpose: text().notNull(),
    subject: text().notNull().default(""),
    body: text().notNull(),
    createdAt: ts("created_at").notNull(),
    sentAt: ts("sent_at"),
    providerRef: text(),
  },
  (t) => [
    index("outbox_unsent_idx").on(t.id).where(sql`${t.sentAt} is null`),
    index("outbox_created_idx").on(t.createdAt),
  ],
);

/** A traveller a user saved for later bookings (spec §3 "saved passenger"). */
export const savedTravellers = partner.table(
  "saved_travellers",
  {
    id: serial().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Display order; the chosen traveller is moved to the front (spec §3). */
    position: smallint().notNull(),
    name: text().notNull(),
    age: smallint().notNull(),
    gender: text().notNull(),
    berth: text().notNull(),
    food: text().notNull(),
    nationality: text().notNull().default("IN"),
    passport: text(),
    /** DD/MM/YYYY, foreign nationals only. */
    dob: text(),
    isDefault: boolean().notNull().default(false),
    createdAt: ts("created_at").notNull(),
    updatedAt: ts("updated_at").notNull(),
  },
  (t) => [index("saved_travellers_user_idx").on(t.userId, t.position)],
);

/** Railway user IDs a Safar user linked (spec §7 `v2/user`: irctc_user_ids). The railway owns the accounts. */
export const railwayIds = partner.table(
  "railway_ids",
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Case-sensitive, as the railway spells it. */
    railwayUserId: text().notNull(),
    linkedAt: ts("linked_at").notNull(),
    /** The last ID used to book: offered first. */
    lastUsedAt: ts("last_used_at"),
  },
  (t) => [uniqueIndex("railway_ids_user_id_key").on(t.userId, t.railwayUserId)],
);

/**
 * A booking: what the traveller asked for, the fare they were shown, and where
 * it stands (spec §4 order status codes: 1 Payment Processing, 2 Payment
 * Failed, 5 Booking Pending, 6 Booking Failed, 7 Booking Successful, 8
 * Partially Cancelled, 9 Retry Initiated, 10 Train Cancelled, 17 Return
 * Requested, 18 Booking Cancelled, 19 Cancel Requested).
 */
export const orders = partner.table(
  "orders",
  {
    /** Digits, like the railway partners' order ids (`YYMMDD` + 8 random digits). */
    id: text().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: smallint().notNull(),
    railwayUserId: text().notNull(),
    trainNumber: text().notNull(),
    trainName: text().notNull(),
    fromCode: text().notNull(),
    toCode: text().notNull(),
    /** Journey date at `from` (IST), YYYY-MM-DD. */
    journeyDate: text().notNull(),
    classCode: text().notNull(),
    quota: text().notNull(),
    /** The passengers, contact, preferences and GST details as submitted (validated). */
    request: jsonb().notNull(),
    /** The fare breakdown shown at review, in paise. */
    fare: jsonb().notNull(),
    totalPaise: bigint({ mode: "number" }).notNull(),
    /** The availability status seen when the order was made (a worse one at verify asks to confirm). */
    seenStatus: text().notNull(),
    holdId: text(),
    pnr: text(),
    /** The ticket as the railway answered it when booked. */
    ticket: jsonb(),
    failureReason: text(),
    /** The payment captured for the ticket (any other captured payment of the order is refunded). */
    ticketPaymentId: uuid(),
    /** The promo code applied at review (ADR 025); the discount is fixed at checkout. */
    promoCode: text(),
    /** A leg of a two-train trip (ADR 023): the trip, and 1 or 2; null for a one-train order. */
    tripId: text().references(() => trips.id, { onDelete: "cascade" }),
    tripLeg: smallint(),
    createdAt: ts("created_at").notNull(),
    updatedAt: ts("updated_at").notNull(),
  },
  (t) => [
    index("orders_user_idx").on(t.userId, t.createdAt),
    // The retention job's search for orders past their 8 years (ADR 030).
    index("orders_created_idx").on(t.createdAt),
    // Whose ticket a PNR is (PNR status shows names to its owner only).
    index("orders_pnr_idx").on(t.pnr),
    // A trip has one first and one second train.
    uniqueIndex("orders_trip_leg_idx").on(t.tripId, t.tripLeg).where(sql`${t.tripId} is not null`),
  ],
);

/**
 * A two-train trip's life (ADR 023): draft → payment (both holds, one
 * payment) → authorised (the total held) → booked (both PNRs, the total
 * captured); a declined or lapsed payment is payment_failed (pay again). If
 * the first train cannot be ticketed the trip fails (nothing booked, the
 * hold voided); if only the second cannot, the trip waits for the
 * traveller's choice (second_failed): retrying the second train (a new
 * hold), or cancelling the first (cancelling_first → cancelled, the hold
 * voided: nothing charged).
 */
export { TRIP_STATES };

/** States the reconciler still drives (the small partial index of open trips). */
export const OPEN_TRIP_STATES = [
  "payment",
  "authorised",
  "second_failed",
  "retrying",
  "cancelling_first",
] as const;

/**
 * Two trains booked as one order (spec §2 connecting, §3
 * trains_stitching_list; ADR 023): each train is an order (`orders.trip_id`,
 * `trip_leg` 1 or 2) with its own hold, PNR, fare and cancellations; the
 * trip holds their one state, the change between them, and the traveller's
 * choice when the second train could not be ticketed. The one payment is
 * the first train's order's; both trains' `ticket_payment_id` name it.
 */
export const trips = partner.table(
  "trips",
  {
    /** Digits, like order ids. */
    id: text().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    state: text({ enum: TRIP_STATES }).notNull(),
    /** The change as planned: where the first train is left, the second boarded, the wait and walk. */
    plan: jsonb().notNull(),
    /** When the second train was found unbookable; the traveller's choice is due by `decideBy`. */
    secondFailedAt: ts("second_failed_at"),
    decideBy: ts("decide_by"),
    /** `retry` or `cancel_first` (the traveller's), `default_cancel` (the reconciler's at `decideBy`). */
    choice: text(),
    /** New holds of the second train made so far (the next one's idempotency key). */
    retries: smallint().notNull().default(0),
    createdAt: ts("created_at").notNull(),
    updatedAt: ts("updated_at").notNull(),
  },
  (t) => [
    index("trips_user_idx").on(t.userId, t.createdAt),
    index("trips_open_idx")
      .on(t.updatedAt)
      .where(
        sql`${t.state} in ('payment', 'authorised', 'second_failed', 'retrying', 'cancelling_first')`,
      ),
  ],
);

/**
 * A payment's life (ADR 015): pending → authorized (the amount held) →
 * captured (taken, only when the railway issued the PNR) or voided (the hold
 * released: nothing taken); pending → failed (declined) or expired (window
 * closed). A captured payment ends as the order's ticket or one refund.
 */
export const PAYMENT_STATES = [
  "pending",
  "authorized",
  "captured",
  "voided",
  "failed",
  "expired",
] as const;

/**
 * One payment attempt of an order through the simulated gateway. Each step is
 * a guarded update on the state it leaves (`reference` is unique); at most one
 * payment of an order is open (pending or authorized) at a time.
 */
export const payments = partner.table(
  "payments",
  {
    id: uuid().primaryKey(),
    orderId: text()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** The gateway's reference for this attempt. */
    reference: text().notNull().unique(),
    amountPaise: bigint({ mode: "number" }).notNull(),
    status: text({ enum: PAYMENT_STATES }).notNull(),
    method: text(),
    createdAt: ts("created_at").notNull(),
    expiresAt: ts("expires_at").notNull(),
    authorizedAt: ts("authorized_at"),
    capturedAt: ts("captured_at"),
    voidedAt: ts("voided_at"),
    /** What the gateway said, for support. */
    gatewayResponse: jsonb(),
    /** The instrument as the gateway masks it (`ab***@okbank`, `•••• 0002`), where a refund goes back. */
    instrument: text(),
  },
  (t) => [
    index("payments_order_idx").on(t.orderId),
    index("payments_captured_idx").on(t.capturedAt).where(sql`${t.status} = 'captured'`),
    // At most one open payment an order: a second checkout answers this one (issue 16).
    uniqueIndex("payments_one_open_per_order")
      .on(t.orderId)
      .where(sql`${t.status} in ('pending', 'authorized')`),
  ],
);

/** Money going back to the traveller for a captured payment that did not become a ticket (one per payment). */
export const refunds = partner.table("refunds", {
  id: serial().primaryKey(),
  paymentId: uuid()
    .notNull()
    .unique()
    .references(() => payments.id, { onDelete: "cascade" }),
  orderId: text()
    .notNull()
    .references(() => orders.id, { onDelete: "cascade" }),
  amountPaise: bigint({ mode: "number" }).notNull(),
  reason: text().notNull(),
  createdAt: ts("created_at").notNull(),
  /** When the simulated gateway credited it back. */
  settledAt: ts("settled_at"),
});

/**
 * A cancellation of some passengers of a booked order (spec §7
 * `v3/order/cancel`; issue 18). Requested under the order's row lock before
 * the railway is asked, then cancelled with its refund, or failed (its
 * passengers given back). The refund goes to the ticket's payment method:
 * the wallet at once (`creditedAt`), UPI/card/net banking by `settleBy`.
 */
export const CANCELLATION_STATES = ["requested", "cancelled", "failed"] as const;

export const cancellations = partner.table(
  "cancellations",
  {
    id: uuid().primaryKey(),
    orderId: text()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** The client's key for this cancellation: a retry with it answers this row. */
    idempotencyKey: text().notNull(),
    passengerNumbers: jsonb().$type<number[]>().notNull(),
    reason: text().notNull(),
    reasonText: text(),
    status: text({ enum: CANCELLATION_STATES }).notNull(),
    /** What the railway refunded (fare minus its charges), in paise. */
    railwayRefundPaise: bigint({ mode: "number" }),
    deductionPaise: bigint({ mode: "number" }),
    /** Free-cancellation cover: what Safar adds so the fare comes back in full. */
    coverPaise: bigint({ mode: "number" }),
    /** The traveller's refund: railway refund + cover. */
    refundPaise: bigint({ mode: "number" }),
    /** Per passenger: status, fare, charge, GST, refund, rule. */
    detail: jsonb(),
    method: text(),
    createdAt: ts("created_at").notNull(),
    processedAt: ts("processed_at"),
    /** When the refund reached a wallet; null for the bank methods (see `settleBy`). */
    creditedAt: ts("credited_at"),
    settleBy: ts("settle_by"),
  },
  (t) => [
    uniqueIndex("cancellations_order_key").on(t.orderId, t.idempotencyKey),
    index("cancellations_requested_idx").on(t.createdAt).where(sql`${t.status} = 'requested'`),
  ],
);

/** Never two refunds for one passenger: a passenger belongs to at most one live cancellation. */
export const cancelledPassengers = partner.table(
  "cancelled_passengers",
  {
    orderId: text()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    passengerNumber: smallint().notNull(),
    cancellationId: uuid()
      .notNull()
      .references(() => cancellations.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.passengerNumber] })],
);

/**
 * The railway's TDR decisions as paid to the traveller (issue 18 item 5):
 * one row per railway TDR decided, refunded or rejected, written with the
 * money in one transaction (the primary key makes it once). The railway's
 * decisions are read in `decisionSeq` order after the highest one here.
 */
export const tdrRefunds = partner.table(
  "tdr_refunds",
  {
    railwayTdrId: integer().primaryKey(),
    decisionSeq: integer().notNull().unique(),
    orderId: text()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    passengerNumbers: jsonb().$type<number[]>().notNull(),
    reason: text().notNull(),
    /** What the railway refunded (0 when it rejected the claim). */
    refundPaise: bigint({ mode: "number" }).notNull(),
    method: text(),
    decidedAt: ts("decided_at").notNull(),
    createdAt: ts("created_at").notNull(),
    /** When the refund reached a wallet; null for the bank methods (see `settleBy`). */
    creditedAt: ts("credited_at"),
    settleBy: ts("settle_by"),
  },
  (t) => [index("tdr_refunds_order_idx").on(t.orderId)],
);

/**
 * How far Safar has read a feed of the railway's, e.g. its TDR decisions
 * (`tdr_decisions`, by `decision_seq`): locked and moved in the transaction
 * that records each entry, so entries are taken in order and none is passed
 * over, whichever process reads.
 */
export const feedCursors = partner.table("feed_cursors", {
  name: text().primaryKey(),
  position: integer().notNull(),
});

/**
 * A refund the original instrument would not take back (a closed account or
 * card): spec §9 "Unclaimed refund: link sent to registered mobile within 7
 * days, expires in 10 days". The traveller claims it to the wallet or a UPI
 * ID before `expiresAt`; then it is credited to the wallet. One per refund.
 */
export const UNCLAIMED_REFUND_STATES = ["unclaimed", "claimed", "expired"] as const;

export const unclaimedRefunds = partner.table(
  "unclaimed_refunds",
  {
    id: uuid().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    orderId: text()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** What the refund was for: `cancellation`, `tdr` or `payment`, and that row's id. */
    source: text().notNull(),
    sourceId: text().notNull(),
    amountPaise: bigint({ mode: "number" }).notNull(),
    /** The instrument that refused it, and why. */
    method: text(),
    failureReason: text().notNull(),
    failedAt: ts("failed_at").notNull(),
    linkSentAt: ts("link_sent_at"),
    expiresAt: ts("expires_at").notNull(),
    status: text({ enum: UNCLAIMED_REFUND_STATES }).notNull(),
    claimedAt: ts("claimed_at"),
    /** `wallet` or `upi`, and the UPI ID given. */
    claimedTo: text(),
    claimedUpiId: text(),
  },
  (t) => [
    uniqueIndex("unclaimed_refunds_source_idx").on(t.source, t.sourceId),
    index("unclaimed_refunds_user_idx").on(t.userId, t.failedAt),
    index("unclaimed_refunds_open_idx").on(t.expiresAt).where(sql`${t.status} = 'unclaimed'`),
  ],
);

/**
 * Net Promoter feedback on a booked order (spec §7 `v1/nps/feedback/*`):
 * one answer per order, the latest kept.
 */
export const npsFeedback = partner.table("nps_feedback", {
  orderId: text()
    .primaryKey()
    .references(() => orders.id, { onDelete: "cascade" }),
  userId: uuid()
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  /** 0–10: how likely the traveller is to recommend Safar. */
  score: smallint().notNull(),
  reasons: jsonb().$type<string[]>().notNull(),
  comment: text(),
  createdAt: ts("created_at").notNull(),
  updatedAt: ts("updated_at").notNull(),
});

/** The parent payments app's wallet, simulated: one balance per Safar user (spec §9 mini-fare text). */
export const wallets = partner.table("wallets", {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  balancePaise: bigint({ mode: "number" }).notNull(),
  /** Held by open authorisations: spendable is balance − held; a void gives it back, a capture takes it. */
  heldPaise: bigint({ mode: "number" }).notNull().default(0),
  updatedAt: ts("updated_at").notNull(),
});

/**
 * Per-client rate-limit windows (targets R6) when several server processes
 * share one PostgreSQL (`DATABASE_URL`): one row per limit and client, the
 * count of its current fixed window and when that window ends. Rows whose
 * window ended are deleted now and then.
 */
export const rateLimitWindows = partner.table(
  "rate_limit_windows",
  {
    key: text().primaryKey(),
    count: integer().notNull(),
    /** When the window ends, ms since the epoch. */
    resetAtMs: bigint("reset_at_ms", { mode: "number" }).notNull(),
  },
  (t) => [index("rate_limit_windows_reset_idx").on(t.resetAtMs)],
);

/**
 * Analytics events (spec §7, §9; ADR 027): what the web shell's beacons sent,
 * codes only (no personal data: the contracts' schema refuses it). Kept
 * `ANALYTICS_RETENTION_DAYS`; older rows are deleted as new ones arrive.
 * `step` is the booking-funnel step the event marks, for the daily funnel.
 */
export const analyticsEvents = partner.table(
  "analytics_events",
  {
    id: bigint({ mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    receivedAt: ts("received_at").notNull(),
    eventId: integer("event_id").notNull(),
    screenName: text("screen_name").notNull(),
    category: text().notNull(),
    action: text().notNull(),
    labels: jsonb().$type<string[]>().notNull(),
    pageCode: smallint("page_code"),
    step: text(),
    /** A random id per browser session, never a person's. */
    visitId: text("visit_id").notNull(),
    /** The visit source (spec §4): d1 seo/direct/app, d2, d3. */
    visitSource: text("visit_source").notNull(),
    visitD2: text("visit_d2").notNull(),
    visitD3: text("visit_d3").notNull(),
    client: text().notNull(),
    profile: text().notNull(),
    device: text().notNull(),
  },
  (t) => [
    index("analytics_events_received_idx").on(t.receivedAt),
    index("analytics_events_step_idx").on(t.step, t.receivedAt),
  ],
);

/**
 * Tatkal reminders (spec §3, §4, §9): a traveller asks to be told 15 minutes
 * before Tatkal opens for a train, class, quota and journey date. One a key
 * (the spec's train_class_quota_date); the reminder job sends it once, by SMS
 * and e-mail through the outbox, and stamps `notifiedAt` in that transaction.
 */
export const tatkalReminders = partner.table(
  "tatkal_reminders",
  {
    id: uuid().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    trainNumber: text().notNull(),
    classCode: text().notNull(),
    quota: text().notNull(),
    journeyDate: text().notNull(),
    /** When Tatkal opens for this train's class and date, and when to tell (15 minutes before). */
    opensAt: ts("opens_at").notNull(),
    notifyAt: ts("notify_at").notNull(),
    notifiedAt: ts("notified_at"),
    createdAt: ts("created_at").notNull(),
  },
  (t) => [
    uniqueIndex("tatkal_reminders_key_idx").on(
      t.userId,
      t.trainNumber,
      t.classCode,
      t.quota,
      t.journeyDate,
    ),
    index("tatkal_reminders_due_idx").on(t.notifyAt).where(sql`${t.notifiedAt} is null`),
  ],
);

/**
 * The waiting room of an opening (issue 20 item 4, ADR 021): Tatkal at
 * 10:00/11:00 and the ARP opening day at 08:00. One row an opening instant;
 * arrivals take the next `seq` under its row lock and an admission instant
 * one `intervalMs` after the previous one (never before `opensAt`), so the
 * order is fixed by arrival and admission keeps the booking core's pace
 * across every process and restarts.
 */
export const waitingRooms = partner.table("waiting_rooms", {
  /** `tatkal@<ISO instant>` or `arp@<ISO instant>`. */
  openingKey: text().primaryKey(),
  opensAt: ts("opens_at").notNull(),
  intervalMs: integer().notNull(),
  /** Admitted at once at the opening, before the pace applies. */
  burst: integer().notNull(),
  lastSeq: integer().notNull().default(0),
  lastAdmitAt: ts("last_admit_at"),
  createdAt: ts("created_at").notNull(),
});

export const WAITING_TICKET_STATES = ["waiting", "used", "lapsed", "left"] as const;

/**
 * A place in a waiting room: one waiting ticket per user and per railway
 * user ID in an opening (partial unique indexes), so refreshing or another
 * tab finds the same place. `admitAt` is fixed at arrival; the ticket is
 * used when its checkout holds berths, and lapses unused after the grace.
 */
export const waitingTickets = partner.table(
  "waiting_tickets",
  {
    id: uuid().primaryKey(),
    openingKey: text()
      .notNull()
      .references(() => waitingRooms.openingKey, { onDelete: "cascade" }),
    seq: integer().notNull(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    railwayUserId: text().notNull(),
    orderId: text()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    arrivedAt: ts("arrived_at").notNull(),
    admitAt: ts("admit_at").notNull(),
    state: text({ enum: WAITING_TICKET_STATES }).notNull(),
    endedAt: ts("ended_at"),
  },
  (t) => [
    uniqueIndex("waiting_tickets_seq_idx").on(t.openingKey, t.seq),
    uniqueIndex("waiting_tickets_user_idx")
      .on(t.openingKey, t.userId)
      .where(sql`${t.state} = 'waiting'`),
    uniqueIndex("waiting_tickets_railway_user_idx")
      .on(t.openingKey, t.railwayUserId)
      .where(sql`${t.state} = 'waiting'`),
    index("waiting_tickets_order_idx").on(t.orderId),
  ],
);

export const TATKAL_SCHEDULE_STATES = [
  "scheduled",
  "placing",
  "booked",
  "failed",
  "closed",
  "waitlisted",
  "deleted",
] as const;

/**
 * One-click Tatkal (issue 20 item 2, ADR 022): a draft order to be booked at
 * its Tatkal opening through the opening's waiting room, its amount held in
 * the wallet (`heldPaise`, taken only if a ticket is issued) and the
 * railway's standing authorisation (`mandateId`). `placing` while the
 * scheduler books it (claimed by a guarded update); then `booked`, `failed`
 * (why in `outcome`), `closed` (the class sold out or closed), `waitlisted`
 * (only the waitlist was left and the traveller did not accept it), or
 * `deleted` by the traveller before the opening.
 */
export const tatkalSchedules = partner.table(
  "tatkal_schedules",
  {
    id: uuid().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    orderId: text()
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: "cascade" }),
    railwayUserId: text().notNull(),
    openingKey: text().notNull(),
    opensAt: ts("opens_at").notNull(),
    status: text({ enum: TATKAL_SCHEDULE_STATES }).notNull(),
    acceptWaitlist: boolean().notNull(),
    heldPaise: bigint({ mode: "number" }).notNull(),
    mandateId: text().notNull(),
    outcome: text(),
    createdAt: ts("created_at").notNull(),
    updatedAt: ts("updated_at").notNull(),
    notifiedAt: ts("notified_at"),
    placedAt: ts("placed_at"),
  },
  (t) => [
    index("tatkal_schedules_user_idx").on(t.userId, t.createdAt),
    index("tatkal_schedules_due_idx")
      .on(t.opensAt)
      .where(sql`${t.status} in ('scheduled', 'placing')`),
  ],
);

/**
 * Offers (spec §2 `/travel/offers`, §7 `v1/promotional/codes`; ADR 025): a
 * code's rules. `value` is paise off for `flat`, whole percent for `percent`.
 * Null `classes` / `quotas`: every class / quota.
 */
export const promoCodes = partner.table("promo_codes", {
  code: text().primaryKey(),
  title: text().notNull(),
  terms: text().notNull(),
  kind: text({ enum: ["flat", "percent"] }).notNull(),
  value: integer().notNull(),
  maxDiscountPaise: bigint({ mode: "number" }),
  minAmountPaise: bigint({ mode: "number" }).notNull(),
  perUserLimit: smallint().notNull(),
  classes: text().array(),
  quotas: text().array(),
  validFrom: ts("valid_from").notNull(),
  validTo: ts("valid_to").notNull(),
  createdAt: ts("created_at").notNull(),
});

/**
 * A code's use by an order (ADR 025): held at checkout (under the code's row
 * lock, counted against the user's limit), used when the order is ticketed,
 * released when the payment fails or lapses or the order is refunded in full.
 */
export const PROMO_REDEMPTION_STATES = ["held", "used", "released"] as const;

export const promoRedemptions = partner.table(
  "promo_redemptions",
  {
    orderId: text()
      .primaryKey()
      .references(() => orders.id, { onDelete: "cascade" }),
    code: text()
      .notNull()
      .references(() => promoCodes.code),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    discountPaise: bigint({ mode: "number" }).notNull(),
    status: text({ enum: PROMO_REDEMPTION_STATES }).notNull(),
    createdAt: ts("created_at").notNull(),
    updatedAt: ts("updated_at").notNull(),
  },
  (t) => [index("promo_redemptions_user_code_idx").on(t.userId, t.code)],
);

/**
 * Favourite routes (spec §3 favoriteRoutes, issue 25 item 1): a station pair
 * a traveller saved from the results page, one entry a pair per user.
 */
export const favouriteRoutes = partner.table(
  "favourite_routes",
  {
    id: uuid().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    fromCode: text("from_code").notNull(),
    toCode: text("to_code").notNull(),
    createdAt: ts("created_at").notNull(),
  },
  (t) => [uniqueIndex("favourite_routes_pair_idx").on(t.userId, t.fromCode, t.toCode)],
);

/**
 * What a traveller agreed to, and when (issue 25 item 4, DPDP Act 2023):
 * every change is a row, never updated, so the record shows each grant and
 * each withdrawal; the latest row of a kind is the consent now. No row: not
 * given (nothing is pre-ticked).
 */
export const consentEvents = partner.table(
  "consent_events",
  {
    id: serial().primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text({ enum: CONSENT_KINDS }).notNull(),
    granted: boolean().notNull(),
    /** Where it was given or withdrawn: the account page, the booking form. */
    source: text({ enum: CONSENT_SOURCES }).notNull(),
    at: ts("at").notNull(),
  },
  (t) => [index("consent_events_user_idx").on(t.userId, t.kind, t.id)],
);
