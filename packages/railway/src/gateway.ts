import type {
  BerthCode,
  BoardingChangePreference,
  ClassCode,
  FoodCode,
  Gender,
} from "@safar/contracts/code-tables";
import type { ErrorCode } from "@safar/contracts/errors";
import type { PredictionReason } from "@safar/contracts/trains/common";
import type { IsoDate } from "@safar/domain/ist";
import type { Paise } from "@safar/domain/money";
import type { InventoryQuota } from "./inventory/layout.ts";
import type { RailwayNetworkGateway } from "./network-gateway.ts";
import type { TdrReason } from "./refunds/tdr.ts";
import type { Obstacle } from "./rules/eligibility.ts";
import type { RunPosition, SimulatedRun } from "./running/simulate.ts";

/** The railway's words when a class has no berths and its waiting list is full. */
/**
 * Where a read may go (ADR 032): `primary` (default) for any read that a
 * write follows or that must see the latest commit; `lagging` for a read
 * shown to a traveller that may be a little old (a public PNR status), which
 * goes to the replica when one is in use. A PNR the replica does not know
 * yet is looked up again on the primary.
 */
export type Reads = "primary" | "lagging";

export const REGRET_MESSAGE = "REGRET/WL: no berths and the waiting list is full";

/**
 * The one door between the partner product (apps/api) and the simulated
 * national reservation system. The partner side calls these methods and never
 * reads the railway's tables (ADR 004). The read side (stations, timetable,
 * journey search) is `RailwayNetworkGateway`; the write side below runs over
 * the railway's own inventory (`src/booking/`, ADR 006).
 *
 * Refusals the railway gives as part of its rules (booking not open, quota
 * full, limit reached…) come back as `{ ok: false, reason, message }` with a
 * reason code of their own; a `DomainError` is thrown only for a fault.
 */
export interface RailwayGateway extends RailwayNetworkGateway {
  /** The status and fare of one class and quota for a train, journey and date (cached read model). */
  availability(query: AvailabilityQuery): Promise<RailwayResult<Availability>>;
  /** Many at once (a results page): one database round trip for whatever is not cached. */
  availabilityMany(queries: readonly AvailabilityQuery[]): Promise<RailwayResult<Availability>[]>;
  /**
   * When Tatkal (TQ) or Premium Tatkal (PT) opens for a class of a train on a
   * journey date: D−1 of the run's ORIGIN date, 10:00 AC / 11:00 non-AC
   * (`rules/tatkal.ts`), whether or not that instant has passed. Refused for
   * an unknown train, a station it does not call at, a date it does not run
   * on, a class it does not carry or that sells no Tatkal, a quota that is
   * not Tatkal.
   */
  tatkalOpening(query: TatkalOpeningQuery): Promise<RailwayResult<TatkalOpening>>;
  /** Allocates berths for a journey and holds them until `expiresAt`; the fare is fixed by the hold. */
  hold(request: HoldRequest): Promise<RailwayResult<Hold>>;
  /**
   * What stands between a railway user ID (null: anyone) and booking this
   * journey, judged at the instant it could first be booked (issue 20 item 0).
   */
  eligibility(
    query: AvailabilityQuery,
    railwayUserId: string | null,
  ): Promise<RailwayResult<Eligibility>>;
  /** Turns a paid hold into a ticket; the same call repeated returns the same ticket. */
  confirm(holdId: string, paymentReference: string): Promise<RailwayResult<Ticket>>;
  /** Gives up a hold before payment; its berths go back (and the lists move up). */
  release(holdId: string): Promise<RailwayResult<{ released: boolean }>>;
  /** Cancels some or all passengers of a ticket, refunding by the 2015 rules. */
  cancel(request: CancelRequest): Promise<RailwayResult<Cancellation>>;
  /** What `cancel` would refund now for these passengers, each by its rule; nothing changes. */
  cancellationQuote(request: CancelRequest): Promise<RailwayResult<CancellationQuote>>;
  /** The ticket with each passenger's booking and current status; null for an unknown PNR. */
  pnrStatus(pnr: string, reads?: Reads): Promise<Ticket | null>;
  /**
   * What a PNR status page shows beside a ticket (from `pnrStatus`): when its
   * chart is due, and each passenger's chance of confirmation at their current
   * RAC or waitlist place (`prediction/ticket-outlook.ts`).
   */
  pnrOutlook(ticket: Ticket): Promise<PnrOutlook>;
  /** Moves the boarding point to a later stop of the journey (before the chart). */
  changeBoardingPoint(pnr: string, boardingCode: string): Promise<RailwayResult<Ticket>>;
  /** Files a Ticket Deposit Receipt for passengers who could not travel as booked. */
  fileTdr(request: TdrRequest): Promise<RailwayResult<TdrReceipt>>;
  /**
   * A PNR's TDRs filed (with the railway's decision once made) and the
   * reasons that may be filed now; null for an unknown PNR.
   */
  tdrClaims(pnr: string): Promise<TdrClaims | null>;
  /**
   * The TDRs the railway decided after the decision `afterSeq`, in decision
   * order, at most `limit`: a partner's refund file. Decisions commit in
   * their order, so a partner that paid up to a decision finds every later
   * one here.
   */
  tdrDecisions(afterSeq: number, limit: number): Promise<readonly TdrDecisionRecord[]>;
  /** What the partner may know of a railway user ID (never the password). */
  railwayUser(userId: string): Promise<RailwayUserStatus | null>;
  /**
   * How a run of a train goes (`src/running/`): every stop's expected times,
   * delay and platform, and where the train is at `at`. Refused for an
   * unknown train or a date it does not leave its origin on.
   */
  runningStatus(
    trainNumber: string,
    runDate: IsoDate,
    at: Date,
  ): Promise<RailwayResult<{ run: SimulatedRun; position: RunPosition }>>;

  // ── Railway accounts, partner side (no password in or out; spec §4, §7) ──
  /**
   * Sends (again) an OTP that proves the holder of the ID, to its registered
   * mobile or email, whether or not that contact was verified before: how a
   * partner learns the ID is the traveller's before linking it (issue 16).
   */
  sendAccountOtp(
    userId: string,
    channel: RailwayOtpChannel,
  ): Promise<RailwayResult<RailwayOtpSent>>;
  /**
   * Checks the two OTPs of `sendAccountOtp` in one go: both right, the holder
   * is proved and the ID's mobile and email are verified; otherwise nothing
   * is spent, each wrong code uses a try, and the refusal names the contact
   * (`channel`) it is about. An empty code is refused with the spec's words.
   */
  proveAccountHolder(
    userId: string,
    codes: { mobileOtp: string; emailOtp: string },
  ): Promise<
    ({ ok: true } & RailwayOtpVerified) | (RailwayRefusal & { channel?: RailwayOtpChannel })
  >;
  /** Sends the user ID to this email or mobile; answers the same whether or not it has an account. */
  forgotUserId(emailOrMobile: string): Promise<RailwayResult<{ message: string }>>;
  /** Emails a password reset link (valid 24 h); refused in Tatkal hours (spec §6, §9). */
  requestPasswordReset(userIdOrEmail: string): Promise<RailwayResult<{ message: string }>>;
  /** A same-origin path to one of the railway's own pages (`/railway/...`), for the partner to link to. */
  portalUrl(page: RailwayPortalPage, params?: Readonly<Record<string, string>>): string;
  /**
   * The railway's page where the traveller types the password of the hold's
   * railway user ID (ADR 011); it sends them back to `returnPath` (a
   * same-origin path) with `authorized=1` once the hold is authorised. Two
   * holds of the same user ID (a two-train journey, ADR 023) are authorised
   * together: one password, one Aadhaar OTP if either is Tatkal.
   */
  authorizationUrl(holdIds: string | readonly string[], returnPath: string): string;
  /**
   * The railway's own page where the user authorises one scheduled booking
   * ahead of its Tatkal opening (password and Aadhaar OTP, ADR 022); it comes
   * back to `returnPath` with `mandate=<id>` added. The link is signed by the
   * railway: the page refuses a request changed on the way (or made up).
   */
  mandateUrl(request: MandateRequest, returnPath: string): string;
  /** A standing authorisation as the railway keeps it; null when unknown. */
  mandate(mandateId: string): Promise<Mandate | null>;
  /**
   * Authorises a hold with a mandate of the same railway user ID, journey and
   * passenger count, before the mandate expires: once (the same hold again
   * answers ok; another hold is refused).
   */
  authorizeWithMandate(
    holdId: string,
    mandateId: string,
  ): Promise<RailwayResult<{ authorizedAt: Date }>>;
}

/**
 * One booking a railway user ID authorises ahead of its Tatkal opening (ADR
 * 022): TQ or PT, `passengers` everyone on the ticket (infants included, 1
 * to 6).
 */
export interface MandateRequest {
  railwayUserId: string;
  trainNumber: string;
  from: string;
  to: string;
  /** The journey date at `from` (IST). */
  date: IsoDate;
  classCode: ClassCode;
  quota: InventoryQuota;
  passengers: number;
}

export interface Mandate extends MandateRequest {
  mandateId: string;
  createdAt: Date;
  /** An hour after the Tatkal opening of the journey. */
  expiresAt: Date;
  usedAt: Date | null;
  usedHoldId: string | null;
}

/** Which contact of a railway account an OTP verifies. */
export type RailwayOtpChannel = "mobile" | "email";

export interface RailwayOtpSent {
  channel: RailwayOtpChannel;
  /** The masked mobile or email it went to. */
  sentTo: string;
  /** 'A 6 digit OTP was sent to 98******10' (spec §8 login texts). */
  message: string;
  expiresAt: Date;
}

export interface RailwayOtpVerified {
  message: string;
  mobileVerified: boolean;
  emailVerified: boolean;
}

/** The railway's own pages (`src/portal/`). */
export type RailwayPortalPage =
  | "register"
  | "authorize"
  | "reset_password"
  | "forgot_password"
  | "aadhaar"
  | "mandate";

export type RailwayResult<T> = ({ ok: true } & T) | RailwayRefusal;

export interface RailwayRefusal {
  ok: false;
  /** The railway's reason code, e.g. `tatkal_not_yet_opened`, `regret`, `hold_expired`. */
  reason: string;
  /** Words for the traveller. */
  message: string;
  /** The partner error the refusal maps to, when the spec has one. */
  errorCode?: ErrorCode;
}

export interface AvailabilityQuery {
  trainNumber: string;
  /** Boarding and alighting stations of the journey. */
  from: string;
  to: string;
  /** The journey date at `from` (IST). */
  date: IsoDate;
  classCode: ClassCode;
  quota: InventoryQuota;
}

export interface TatkalOpeningQuery {
  trainNumber: string;
  /** The boarding station; the train's origin when absent (then `date` is the origin date). */
  from?: string;
  /** The journey date at `from` (IST). */
  date: IsoDate;
  classCode: ClassCode;
  quota: InventoryQuota;
}

export interface TatkalOpening {
  trainNumber: string;
  trainName: string;
  /** The boarding station used (the origin when none was given), the train's origin and destination. */
  from: string;
  origin: string;
  destination: string;
  /** The date at `from` asked for, and the date the run leaves its origin (the date Tatkal counts from). */
  date: IsoDate;
  runDate: IsoDate;
  classCode: ClassCode;
  quota: InventoryQuota;
  /** Departure from `from`. */
  departure: Date;
  /** When Tatkal opens for this class (`tatkalOpensAt` of the origin date). */
  opensAt: Date;
}

export interface Availability {
  trainNumber: string;
  date: IsoDate;
  classCode: ClassCode;
  quota: InventoryQuota;
  /** Exactly as the railway prints it: `AVAILABLE-0044`, `RAC 12`, `GNWL35/WL20`, `REGRET/WL`… */
  status: string;
  /** Adult fare for one passenger in this quota. */
  fare: Paise;
  /** Whether a booking can be attempted now. */
  bookable: boolean;
  /** The inputs a confirmation prediction needs (null when nothing waits). */
  prediction: PredictionInputs | null;
  /**
   * The chance a booking made now is confirmed by the chart, from the train's
   * history: for a waitlist, a berth or an RAC place (RAC passengers travel);
   * for RAC, a full berth (prediction/README.md). Null when nothing waits, the
   * history is not ready yet, or it has no case like this one (spec §4: a
   * count of zero is not shown).
   */
  confirmation: { percent: number; count: number } | null;
  /** Why something waits and `confirmation` is null (shown in its place); null otherwise. */
  confirmationReason: PredictionReason | null;
  /**
   * When booking opens for this class and quota, with `BOOKING NOT YET
   * OPENED` (the ARP's 08:00, or Tatkal's 10:00 / 11:00 the day before the
   * origin date); null otherwise.
   */
  opensAt: Date | null;
}

export interface Eligibility {
  /** Empty when the journey can be booked now. */
  obstacles: readonly Obstacle[];
  /** The opening whose rush this booking belongs to (Tatkal's, or the ARP opening day's). */
  opening: { kind: "tatkal" | "arp"; opensAt: Date };
}

export interface PredictionInputs {
  /** The place a new booking would take on the waitlist (or RAC list). */
  waitlistPosition: number;
  list: "RAC" | "GN" | "TQ";
  daysToDeparture: number;
  classCode: ClassCode;
  quota: InventoryQuota;
  /** How far this train's lists cleared by the chart on earlier runs. */
  history: TrainHistory;
}

export interface TrainHistory {
  /** Runs looked at. */
  runs: number;
  /** Per run, the highest waitlist number (as issued) that was confirmed or RAC by the chart. */
  clearedUpTo: readonly number[];
  /** Whether the history is simulated (no charted runs recorded yet). */
  simulated: boolean;
}

export interface PassengerRequest {
  name: string;
  age: number;
  gender: Gender;
  berthPreference: BerthCode;
  food: FoodCode;
  /**
   * A child of 5–11 travelling without a berth (half fare). A child under 5 is
   * an infant without a berth unless this is `false` (a berth bought).
   */
  withoutBerth?: boolean;
  /** The passenger's Aadhaar is verified (for the 24-a-month limit). */
  aadhaarVerified?: boolean;
}

export interface BookingOptions {
  bookOnlyIfConfirmed?: boolean;
  allInOneCoach?: boolean;
  /** Spec §3 boarding-change preference: atLeastOneLowerBerth or twoLowerBerths. */
  lowerBerths?: BoardingChangePreference;
  /** Preferred coach, e.g. `B2`. */
  coach?: string;
}

export interface HoldRequest extends AvailabilityQuery {
  /** The railway user ID booking (case-sensitive). */
  railwayUserId: string;
  passengers: readonly PassengerRequest[];
  options?: BookingOptions;
  /** The partner's idempotency key: the same key returns the same hold. */
  idempotencyKey: string;
  /**
   * The hold is confirmed only after the railway user typed their password on
   * the railway's own page (`authorizationUrl`, ADR 011); until then `confirm`
   * refuses with `not_authorized`. Off by default.
   */
  requireAuthorization?: boolean;
}

export interface Hold {
  holdId: string;
  pnr: string;
  expiresAt: Date;
  totalFare: Paise;
  /** The statuses the passengers will have once paid (berths are held meanwhile). */
  passengers: readonly TicketPassenger[];
}

export interface TicketPassenger {
  /** From 1, in the order given. */
  number: number;
  name: string;
  age: number;
  gender: Gender;
  /** At booking, e.g. `CNF/B2/34/LB`, `RAC 3`, `GNWL 12`. */
  bookingStatus: string;
  /** Now, e.g. `CNF/B3/12/UB`, `RAC 5`, `WL 12`, `CAN`. */
  currentStatus: string;
  fare: Paise;
  infant: boolean;
}

export type TicketState = "held" | "booked" | "released" | "expired";

export interface Ticket {
  pnr: string;
  state: TicketState;
  trainNumber: string;
  trainName: string;
  /** Journey date at `from`. */
  date: IsoDate;
  from: string;
  to: string;
  boardingPoint: string;
  /** Scheduled departure from the boarding point. */
  departure: Date;
  /** Scheduled arrival at `to`. */
  arrival: Date;
  classCode: ClassCode;
  quota: InventoryQuota;
  chartPrepared: boolean;
  passengers: readonly TicketPassenger[];
  totalFare: Paise;
  /** Refunded so far over all cancellations. */
  refunded: Paise;
  bookedAt: Date | null;
}

export interface PnrOutlook {
  pnr: string;
  /** When the run's chart is (or was) due; null when the railway cannot tell. */
  chartDueAt: Date | null;
  /** One per passenger of the ticket, in its order. */
  passengers: readonly {
    number: number;
    /** The list the passenger waits on now, and their place on it; null when not waiting (or not modelled). */
    list: PredictionInputs["list"] | null;
    position: number | null;
    /** As `Availability.confirmation`: null without a figure (before the history is ready, or count 0). */
    confirmation: { percent: number; count: number } | null;
    /** Why a passenger waiting before the chart has no figure; null otherwise. */
    confirmationReason: PredictionReason | null;
  }[];
}

export interface CancelRequest {
  pnr: string;
  /** Passenger numbers to cancel; empty cancels every passenger still booked. */
  passengerNumbers: readonly number[];
}

export interface Cancellation {
  pnr: string;
  cancelledPassengers: readonly number[];
  refund: Paise;
  deduction: Paise;
  /** Each cancelled passenger's refund and the rule that gave it. */
  passengers: readonly CancellationLine[];
  ticket: Ticket;
}

/** One passenger's refund on a cancellation (facts.md §6; `refunds/cancellation.ts`). */
export interface CancellationLine {
  number: number;
  status: "CNF" | "RAC" | "WL";
  fare: Paise;
  /** Cancellation charge or clerkage kept, before GST. */
  charge: Paise;
  gst: Paise;
  refund: Paise;
  /** e.g. `confirmed_flat_charge`, `rac_wl_clerkage`, `confirmed_after_chart_no_refund`. */
  rule: string;
  /** Nothing back online: only a TDR can claim. */
  tdrOnly: boolean;
}

export interface CancellationQuote {
  pnr: string;
  passengers: readonly CancellationLine[];
  refund: Paise;
  deduction: Paise;
  chartPrepared: boolean;
  /** Scheduled departure from the boarding point. */
  departure: Date;
}

export interface TdrRequest {
  pnr: string;
  reason: TdrReason;
  passengerNumbers: readonly number[];
  /** When the on-board certificate (TTE, conductor) was issued, for the reasons that need one. */
  certificateIssuedAt?: Date;
}

export interface TdrReceipt {
  /** The railway's claim id (its decision carries it). */
  id: number;
  pnr: string;
  reason: TdrReason;
  filedAt: Date;
  deadline: Date;
  /** From when it reads "under review", and when the railway decides it. */
  reviewStartsAt: Date;
  decisionDueAt: Date;
}

/** The railway's TDR states: `filed` until decided (shown under review from `reviewStartsAt`). */
export type TdrStatus = "filed" | "refunded" | "rejected";

/** A PNR's TDRs: those filed, and each reason's eligibility now. */
export interface TdrClaims {
  pnr: string;
  filed: readonly {
    id: number;
    reason: TdrReason;
    passengerNumbers: readonly number[];
    filedAt: Date;
    deadline: Date;
    status: TdrStatus;
    /** From when the claim reads "under review" (a day after filing). */
    reviewStartsAt: Date;
    /** When the railway decides it (`TDR_REVIEW_DAYS` after filing). */
    decisionDueAt: Date;
    /** The decision, once made: the refund (0 when rejected) and why, in words. */
    refund: Paise | null;
    note: string | null;
    decidedAt: Date | null;
  }[];
  reasons: readonly {
    reason: TdrReason;
    allowed: boolean;
    needsCertificate: boolean;
    /** Until when it may be filed (when known). */
    deadline: Date | null;
    /** Why not, in words; null when it may be filed. */
    message: string | null;
  }[];
}

/** A decided TDR, as the railway's refund file lists it. */
export interface TdrDecisionRecord {
  /** The railway's claim id. */
  id: number;
  /** The decision's place in the railway's order (1, 2, 3… without gaps). */
  seq: number;
  pnr: string;
  reason: TdrReason;
  passengerNumbers: readonly number[];
  status: "refunded" | "rejected";
  /** Paise refunded (0 when rejected). */
  refund: Paise;
  note: string;
  decidedAt: Date;
}

export interface RailwayUserStatus {
  userId: string;
  mobileVerified: boolean;
  emailVerified: boolean;
  aadhaarVerified: boolean;
  /**
   * The Aadhaar number it was authenticated with, masked to its last four
   * digits (`XXXX XXXX 1234`); null when not authenticated, or flagged
   * without a number.
   */
  aadhaarMasked: string | null;
  /** Tickets booked on this ID in the current IST month. */
  ticketsThisMonth: number;
  /** The monthly limit that applies to this ID (12, or 24 when Aadhaar-verified). */
  monthlyLimit: number;
}
