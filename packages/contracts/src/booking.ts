import { isIsoDate } from "@safar/domain/ist";
import { z } from "zod";
import { ClassCodeSchema, QuotaCodeSchema } from "./code-tables.ts";
import type { Endpoint } from "./endpoint.ts";
import { PromoDetailsSchema } from "./promo.ts";
import { orderIdSchema } from "./route-params.ts";
import { TdrFiledSchema } from "./tdr.ts";
import { inputText } from "./text.ts";
import { SwitchButtonDetailsSchema, TripBriefSchema } from "./trip-view.ts";
import { CLAIM_DESTINATIONS, UNCLAIMED_REFUND_STATUSES } from "./unclaimed-refunds.ts";

/**
 * Booking across the wire (spec §3 Review, Order details; §4 order status
 * codes and labels; §7 Booking and Orders calls; ADR 011): the journey being
 * booked, verify and checkout, the simulated payment gateway, and the order
 * summary. Money is in paise.
 */

// ── Order status (spec §4) ───────────────────────────────────────────────────

/**
 * Spec §4 order status codes, plus 0: a verified draft on the review screen
 * (ours; never listed among bookings).
 */
export const ORDER_STATUS = {
  draft: 0,
  paymentProcessing: 1,
  paymentFailed: 2,
  bookingPending: 5,
  bookingFailed: 6,
  bookingSuccessful: 7,
  partiallyCancelled: 8,
  retryInitiated: 9,
  trainCancelled: 10,
  returnRequested: 17,
  bookingCancelled: 18,
  cancelRequested: 19,
} as const;
export type OrderStatusCode = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];

export const ORDER_STATUS_LABELS: Record<OrderStatusCode, string> = {
  0: "Review Pending",
  1: "Payment Processing",
  2: "Payment Failed",
  5: "Booking Pending/Initiated",
  6: "Booking Failed",
  7: "Booking Successful",
  8: "Partially Cancelled",
  9: "Retry Initiated",
  10: "Train Cancelled",
  17: "Return Requested",
  18: "Booking Cancelled",
  19: "Cancel Requested",
};

/** Spec §4 status colours: processing/pending light yellow; failed, cancelled, train cancelled, retry initiated light red; others light green. */
export type OrderStatusTone = "pending" | "failed" | "success";
export function orderStatusTone(code: OrderStatusCode): OrderStatusTone {
  if (code === 0 || code === 1 || code === 5 || code === 17 || code === 19) return "pending";
  if (code === 2 || code === 6 || code === 9 || code === 10 || code === 18) return "failed";
  return "success";
}

// ── The journey being booked ─────────────────────────────────────────────────

const stationCode = inputText()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z][A-Z0-9]{0,5}$/, "Please choose a valid station");

export const BookingJourneySchema = z.object({
  trainNumber: inputText()
    .trim()
    .regex(/^\d{5}$/, "Please choose a valid train"),
  from: stationCode,
  to: stationCode,
  date: inputText().refine(isIsoDate, "Please choose a valid date"),
  classCode: ClassCodeSchema,
  quota: QuotaCodeSchema,
});
export type BookingJourney = z.output<typeof BookingJourneySchema>;

// ── Fare ─────────────────────────────────────────────────────────────────────

export const FareLineSchema = z.object({
  id: z.enum([
    "ticket_fare",
    "convenience_fee",
    "free_cancellation",
    "insurance",
    "gst_on_fee",
    // A promo code's discount: negative paise (ADR 025).
    "promo_discount",
  ]),
  label: z.string(),
  paise: z.number().int(),
});
export type FareLine = z.output<typeof FareLineSchema>;

export const FareBreakdownSchema = z.object({
  lines: z.array(FareLineSchema),
  totalPaise: z.number().int(),
  /** Passengers the fare is for (infants travel free and are not counted). */
  payingPassengers: z.number().int(),
  /** True once the railway's hold fixed the ticket fare (after checkout). */
  final: z.boolean(),
});
export type FareBreakdown = z.output<typeof FareBreakdownSchema>;

export const PremiumsRequestSchema = z.object({
  journey: BookingJourneySchema,
  /** Ages of the travellers. */
  ages: z.array(z.coerce.number().int().min(0).max(125)).min(1).max(8),
  nationalities: z.array(inputText().max(2)).max(8).optional(),
});

export const PremiumsResponseSchema = z.object({
  freeCancellation: z.object({ perPassengerPaise: z.number().int(), totalPaise: z.number().int() }),
  insurance: z.object({
    perPassengerPaise: z.number().int(),
    totalPaise: z.number().int(),
    /** Insured travellers: Indian nationals aged 5 and over (facts §5). */
    insured: z.number().int(),
  }),
});
export type PremiumsResponse = z.output<typeof PremiumsResponseSchema>;

// ── Verify, checkout ─────────────────────────────────────────────────────────

export const VerifyRequestSchema = z.object({
  journey: BookingJourneySchema,
  /** The traveller-details submission (`@safar/contracts/travellers/form`), JSON or parsed from a form. */
  details: z.record(inputText().max(100), z.unknown()),
  /** The railway user ID that books (spec §5 rules). */
  railwayUserId: inputText().max(40),
  /** The availability status the traveller saw on the results page. */
  seenStatus: inputText().max(60).default(""),
});
export type VerifyRequest = z.output<typeof VerifyRequestSchema>;

export const QuickBookRequestSchema = z.object({
  journey: BookingJourneySchema,
  seenStatus: inputText().max(60).default(""),
});

export const QuickBookPreviewSchema = z.union([
  z.object({ available: z.literal(false) }),
  z.object({
    available: z.literal(true),
    railwayUserId: z.string(),
    travellers: z.array(z.object({ name: z.string(), age: z.number().int(), gender: z.string() })),
  }),
]);

export const ReverifyRequestSchema = z.object({ orderId: orderIdSchema });

export const VerifyResponseSchema = z.object({
  orderId: orderIdSchema,
  status: z.string(),
  /** The status now is worse than the one seen (spec §4: ask to confirm). */
  statusChanged: z.boolean(),
  /** 'Seat Status has changed to Waiting List!' when it did. */
  statusMessage: z.string().nullable(),
  bookable: z.boolean(),
  fare: FareBreakdownSchema,
});
export type VerifyResponse = z.output<typeof VerifyResponseSchema>;

export const CheckoutRequestSchema = z.object({
  orderId: orderIdSchema,
  /** The traveller confirmed continuing after a seat-status change. */
  acceptStatusChange: z.boolean().default(false),
});

export const CheckoutResponseSchema = z.object({
  orderId: orderIdSchema,
  paymentReference: z.string(),
  amountPaise: z.number().int(),
  /** When the 600 s payment window closes (ISO). */
  expiresAt: z.string(),
});
export type CheckoutResponse = z.output<typeof CheckoutResponseSchema>;

// ── The simulated payment gateway ────────────────────────────────────────────

export const PAYMENT_METHODS = ["wallet", "upi", "card", "netbanking"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const NET_BANKS = [
  { code: "SBIN", name: "State Bank of India" },
  { code: "HDFC", name: "HDFC Bank" },
  { code: "ICIC", name: "ICICI Bank" },
  { code: "UTIB", name: "Axis Bank" },
  { code: "PUNB", name: "Punjab National Bank" },
] as const;

export const PayRequestSchema = z.object({
  reference: inputText().min(1).max(80),
  method: z.enum(PAYMENT_METHODS),
  upiId: inputText().trim().max(100).optional(),
  cardNumber: inputText().max(40).optional(),
  cardExpiry: inputText().max(10).optional(),
  cardCvv: inputText().max(6).optional(),
  cardName: inputText().max(60).optional(),
  bank: inputText().max(10).optional(),
  /** Net banking: the simulated bank page's answer. */
  bankDecision: z.enum(["approve", "decline"]).optional(),
});
export type PayRequest = z.output<typeof PayRequestSchema>;

/**
 * The gateway's answer (ADR 015): `authorized` — the amount is held on the
 * payment method and taken only when the railway issues the ticket — or
 * `failed` (declined: nothing held).
 */
export const PayResponseSchema = z.object({
  outcome: z.enum(["authorized", "failed"]),
  message: z.string(),
  orderId: orderIdSchema,
  /** Where to go next: the railway's password page while the booking waits for it, else the order. */
  nextUrl: z.string(),
});

/**
 * The gateway's server-to-server callback body (signed: `x-pg-signature` =
 * HMAC-SHA256 of the raw body): the payment was authorised (the amount held)
 * or declined. Capture and void are the merchant's calls, not callbacks.
 */
export const PaymentCallbackSchema = z.object({
  reference: inputText().min(1).max(80),
  status: z.enum(["authorized", "failed"]),
  amountPaise: z.number().int().nonnegative(),
  method: z.enum(PAYMENT_METHODS),
  gatewayTxnId: inputText().max(80),
  /**
   * The instrument as the gateway masks it, where a refund goes back: a UPI
   * ID (`as***@okaxis`), a card's last four (`•••• 0119`), a bank's code, `wallet`.
   */
  instrument: inputText().max(80).optional(),
});
export type PaymentCallback = z.output<typeof PaymentCallbackSchema>;

// ── Order summary (spec §3 Order details, trimmed to what exists) ────────────

export const OrderPassengerSchema = z.object({
  number: z.number().int(),
  name: z.string(),
  age: z.number().int(),
  gender: z.string(),
  berth: z.string(),
  food: z.string(),
  /** At booking, e.g. `CNF/B2/34/LB`, `RAC 3`, `GNWL 12`; null before the railway answered. */
  bookingStatus: z.string().nullable(),
  currentStatus: z.string().nullable(),
});

/**
 * What the traveller can do with an order now (spec §3 order_actions); an
 * action not allowed now is left out. `href` is the action's page.
 */
export const ORDER_ACTIONS = [
  "download_ticket",
  "resend_ticket",
  "cancel",
  "change_boarding",
  "file_tdr",
  "tax_invoice",
] as const;
export type OrderActionId = (typeof ORDER_ACTIONS)[number];

export const OrderRefundSchema = z.object({
  amountPaise: z.number().int(),
  reason: z.string(),
  createdAt: z.string(),
  /** When the money reached the payment method; null while on its way. */
  settledAt: z.string().nullable(),
  /**
   * The payment method would not take it back (a closed account or card):
   * the refund waits for a claim under My bookings, Unclaimed refunds (spec
   * §9), or was claimed, or went to the wallet when the claim time ran out.
   */
  claim: z
    .object({
      status: z.enum(UNCLAIMED_REFUND_STATUSES),
      method: z.string().nullable(),
      expiresAt: z.string(),
      claimedAt: z.string().nullable(),
      claimedTo: z.enum(CLAIM_DESTINATIONS).nullable(),
    })
    .nullable(),
});

export const OrderSummarySchema = z.object({
  orderId: orderIdSchema,
  header: z.object({
    status: z.number().int(),
    label: z.string(),
    tone: z.enum(["pending", "failed", "success"]),
    createdAt: z.string(),
    /** The railway prepared the chart: berths are final (spec §3, facts §3.4). */
    chartPrepared: z.boolean(),
  }),
  /**
   * Where the passengers' current status comes from: the railway now (PNR
   * status), or the ticket as booked when the railway could not be asked.
   */
  live_status: z.object({
    source: z.enum(["railway", "booking", "none"]),
    checkedAt: z.string().nullable(),
    boardingPoint: z.string().nullable(),
  }),
  journey_details: z.object({
    trainNumber: z.string(),
    trainName: z.string(),
    from: z.string(),
    fromName: z.string(),
    to: z.string(),
    toName: z.string(),
    date: z.string(),
    departure: z.string().nullable(),
    arrival: z.string().nullable(),
    classCode: z.string(),
    quota: z.string(),
    pnr: z.string().nullable(),
    railwayUserId: z.string(),
  }),
  passenger_details: z.array(OrderPassengerSchema),
  contact_details: z.object({ email: z.string(), mobile: z.string() }),
  fare_and_payment_details: z.object({
    fare: FareBreakdownSchema,
    payment: z
      .object({
        reference: z.string(),
        status: z.string(),
        method: z.string().nullable(),
        amountPaise: z.number().int(),
        expiresAt: z.string(),
        /** When the amount was held (authorised). */
        authorizedAt: z.string().nullable(),
        /** When it was taken: only once the railway issued the ticket. */
        capturedAt: z.string().nullable(),
        /** When the hold was released without taking anything. */
        voidedAt: z.string().nullable(),
      })
      .nullable(),
  }),
  /** Money taken and given back (the amount is the sum of the order's refunds). */
  refund_details: z
    .object({ amountPaise: z.number().int(), reason: z.string(), createdAt: z.string() })
    .nullable(),
  /** Every refund of the order, oldest first (payments given back, cancellations, TDRs). */
  refunds: z.array(OrderRefundSchema),
  /** The TDRs filed for the ticket, each with its tracker (issue 18 item 5). */
  tdrs: z.array(TdrFiledSchema),
  /** Spec §3 fare_and_refund_summary: paid, refunded, and what the journey cost in the end. */
  fare_and_refund_summary: z.object({
    paidPaise: z.number().int(),
    refundedPaise: z.number().int(),
    netPaise: z.number().int(),
  }),
  order_actions: z.array(
    z.object({ id: z.enum(ORDER_ACTIONS), label: z.string(), href: z.string() }),
  ),
  /** The PNR's shareable status page (`/trains/pnr-enquiry/{pnr}/{token}`), once there is a PNR. */
  pnr_status_path: z.string().nullable(),
  /** Spec §3 nps_data: feedback is asked after a completed booking; the score given, if any. */
  nps_data: z.object({ asked: z.boolean(), score: z.number().int().nullable() }),
  /** Spec §3 promo_details: the promo code on the order and its discount (ADR 025), or null. */
  promo_details: PromoDetailsSchema.nullable(),
  /** Spec §3 cp_banner: free cancellation bought with the order, and what it covers. */
  cp_banner: z.object({ opted: z.boolean(), text: z.string() }).nullable(),
  /** 6 Booking Failed: why, in plain words (also sent by SMS and e-mail); null otherwise. */
  failure_reason: z.string().nullable(),
  /** What the seat status was when verified, and whether it got worse since (review). */
  seat_status: z.object({
    seen: z.string(),
    now: z.string().nullable(),
    changed: z.boolean(),
    message: z.string().nullable(),
  }),
  preferences: z.object({
    noFood: z.boolean(),
    autoUpgrade: z.boolean(),
    coachId: z.string().nullable(),
    lowerBerths: z.string().nullable(),
    insuranceOpted: z.boolean(),
    freeCancellationOpted: z.boolean(),
  }),
  gst_details: z.record(z.string(), z.string()).nullable(),
  notes: z.array(z.string()),
  /**
   * Paid and waiting for the railway password (status 5): the railway's own
   * page where the traveller types it (ADR 011); null otherwise.
   */
  railway_authorization_url: z.string().nullable(),
  /** A train of a two-train trip (ADR 023): the trip, both trains and its state; null otherwise. */
  trip: TripBriefSchema.nullable().optional(),
  /** Spec §3 switch_button_details: the First train / Second train tabs of a two-train order. */
  switch_button_details: SwitchButtonDetailsSchema.nullable().optional(),
});
export type OrderSummary = z.output<typeof OrderSummarySchema>;

// ── My bookings (spec §2 My bookings; §7 Orders `v2/orders/pending`) ─────────

/** Which orders a list holds: trips ahead, trips gone, every ticket, every order. */
export const ORDER_LIST_SCOPES = ["upcoming", "past", "trips", "all"] as const;
export type OrderListScope = (typeof ORDER_LIST_SCOPES)[number];

export const OrderListQuerySchema = z.object({
  scope: z.enum(ORDER_LIST_SCOPES).default("all"),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});
export type OrderListQuery = z.output<typeof OrderListQuerySchema>;

/** One order as a list shows it (a card). */
export const OrderCardSchema = z.object({
  orderId: orderIdSchema,
  status: z.number().int(),
  label: z.string(),
  tone: z.enum(["pending", "failed", "success"]),
  trainNumber: z.string(),
  trainName: z.string(),
  from: z.string(),
  fromName: z.string(),
  to: z.string(),
  toName: z.string(),
  /** Journey date at `from` (IST), YYYY-MM-DD. */
  date: z.string(),
  /** HH:mm (IST); null when not known. */
  departure: z.string().nullable(),
  arrival: z.string().nullable(),
  classCode: z.string(),
  quota: z.string(),
  passengers: z.number().int(),
  pnr: z.string().nullable(),
  totalPaise: z.number().int(),
  createdAt: z.string(),
  /** A train of a two-train trip (ADR 023): My bookings groups the two cards of one trip. */
  trip: z.object({ tripId: orderIdSchema, leg: z.number().int() }).nullable().optional(),
});
export type OrderCard = z.output<typeof OrderCardSchema>;

export const OrderListResponseSchema = z.object({
  orders: z.array(OrderCardSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  hasMore: z.boolean(),
});
export type OrderListResponse = z.output<typeof OrderListResponseSchema>;

/** Statuses still moving (spec §4: processing, pending, retry, return and cancel requested). */
export const PENDING_ORDER_STATUSES = [1, 5, 9, 17, 19] as const;

export const PendingOrdersResponseSchema = z.object({ orders: z.array(OrderCardSchema) });

export const EditableOrderSchema = z.object({
  orderId: orderIdSchema,
  journey: BookingJourneySchema,
  railwayUserId: z.string(),
  /** As the traveller-details form submits them. */
  details: z.record(z.string(), z.unknown()),
});

/** The simulated wallet: what can be spent now, and what open authorisations hold. */
export const WalletResponseSchema = z.object({
  balancePaise: z.number().int(),
  heldPaise: z.number().int(),
});

// ── Eligibility (issue 20 item 0) ────────────────────────────────────────────

/** Ask before the form: the journey and, optionally, one of the user's linked railway IDs. */
export const EligibilityQuerySchema = z.object({
  trainNumber: BookingJourneySchema.shape.trainNumber,
  from: BookingJourneySchema.shape.from,
  to: BookingJourneySchema.shape.to,
  date: BookingJourneySchema.shape.date,
  classCode: ClassCodeSchema,
  quota: QuotaCodeSchema,
  railwayUserId: inputText()
    .trim()
    .regex(/^[A-Za-z0-9_]{3,35}$/, "Please enter a valid User ID")
    .optional(),
});

export const OBSTACLE_KINDS = ["closed", "opens_later", "aadhaar", "monthly_limit"] as const;

/**
 * What stands between the traveller and this booking, each in words: the
 * railway's reason code, and for `opens_later` the instant booking opens.
 */
export const EligibilityResponseSchema = z.object({
  railwayUserId: z.string().nullable(),
  /** The railway's clock when it judged: `opensAt` is worded relative to it. */
  checkedAt: z.string(),
  /** The opening whose rush this booking belongs to: Tatkal's, or the ARP opening day's. */
  opening: z.object({ kind: z.enum(["tatkal", "arp"]), opensAt: z.string() }),
  obstacles: z.array(
    z.object({
      kind: z.enum(OBSTACLE_KINDS),
      reason: z.string(),
      message: z.string(),
      opensAt: z.string().nullable(),
    }),
  ),
});
export type Eligibility = z.output<typeof EligibilityResponseSchema>;

// ── The endpoints, for the OpenAPI document ──────────────────────────────────

const NoQuery = z.object({});
const OrderQuery = z.object({ orderId: orderIdSchema });
const Accepted = z.object({ accepted: z.boolean() });

/** Ours: a UPI id to upgrade (the simulated gateway only checks its length). */
export const UpiUpgradeRequestSchema = z.object({ upiId: inputText().trim().min(3).max(100) });

/** The booking and payment endpoints (spec §7 Booking, Orders; ADR 011, 015). */
export const BOOKING_ENDPOINTS = {
  premiums: {
    operationId: "insuranceCalculate",
    method: "POST",
    path: "/api/trains/v1/insurance/calculate",
    summary: "Free-cancellation and insurance premiums for these travellers",
    query: NoQuery,
    body: PremiumsRequestSchema,
    response: PremiumsResponseSchema,
    errors: ["booking_refused"],
  },
  verify: {
    operationId: "verify",
    method: "POST",
    path: "/api/trains/v1/verify",
    summary: "Checks the travellers, seat status and fare; makes a draft order for review",
    query: NoQuery,
    body: VerifyRequestSchema,
    response: VerifyResponseSchema,
    errors: ["logged_out", "booking_refused"],
  },
  eligibility: {
    operationId: "bookingEligibility",
    method: "GET",
    path: "/api/trains/v1/booking/eligibility",
    summary: "What stands in the way of booking this journey with this railway user ID",
    query: EligibilityQuerySchema,
    response: EligibilityResponseSchema,
    errors: ["logged_out", "not_found", "booking_refused"],
  },
  quickBookPreview: {
    operationId: "quickBookPreview",
    method: "GET",
    path: "/api/trains/v1/quick_book",
    summary: "Whose travellers a quick book would copy (the user's last booking)",
    query: NoQuery,
    response: QuickBookPreviewSchema,
    errors: ["logged_out"],
  },
  quickBook: {
    operationId: "quickBook",
    method: "POST",
    path: "/api/trains/v1/quick_book",
    summary: "A draft order for this journey with the last booking's travellers",
    query: NoQuery,
    body: QuickBookRequestSchema,
    response: VerifyResponseSchema,
    errors: ["logged_out", "quick_book_unavailable", "booking_refused"],
  },
  reverify: {
    operationId: "reverify",
    method: "POST",
    path: "/api/trains/v2/verify",
    summary: "The seat status of a draft order again",
    query: NoQuery,
    body: ReverifyRequestSchema,
    response: VerifyResponseSchema,
    errors: ["logged_out", "not_found"],
  },
  checkout: {
    operationId: "checkout",
    method: "POST",
    path: "/api/trains/v1/checkout",
    summary: "Holds the berths and opens a 600 s payment",
    query: NoQuery,
    body: CheckoutRequestSchema,
    response: CheckoutResponseSchema,
    errors: [
      "logged_out",
      "not_found",
      "seat_status_changed_wl",
      "order_not_payable",
      "booking_refused",
      "queued",
      "queue_place_taken",
    ],
  },
  summaryV1: {
    operationId: "orderSummaryV1",
    method: "GET",
    path: "/api/trains/v1/order/summary/{orderId}",
    summary: "An order of the signed-in user",
    params: OrderQuery,
    query: NoQuery,
    response: OrderSummarySchema,
    errors: ["logged_out", "not_found"],
  },
  summaryV2: {
    operationId: "orderSummaryV2",
    method: "GET",
    path: "/api/trains/v2/order/summary/{orderId}",
    summary: "An order of the signed-in user",
    params: OrderQuery,
    query: NoQuery,
    response: OrderSummarySchema,
    errors: ["logged_out", "not_found"],
  },
  orders: {
    operationId: "orders",
    method: "GET",
    path: "/api/trains/v1/orders",
    summary: "The signed-in user's orders (my bookings), a page at a time",
    query: OrderListQuerySchema,
    response: OrderListResponseSchema,
    errors: ["logged_out"],
  },
  ordersPending: {
    operationId: "ordersPending",
    method: "GET",
    path: "/api/trains/v2/orders/pending",
    summary: "The signed-in user's orders still in progress (home)",
    query: NoQuery,
    response: PendingOrdersResponseSchema,
    errors: ["logged_out"],
  },
  orderUpdate: {
    operationId: "orderUpdate",
    method: "POST",
    path: "/api/trains/v1/order/update",
    summary: "An order with its passengers' status read from the railway now",
    query: NoQuery,
    body: OrderQuery,
    response: OrderSummarySchema,
    errors: ["logged_out", "not_found"],
  },
  complete: {
    operationId: "orderComplete",
    method: "POST",
    path: "/api/trains/v1/order/complete",
    summary: "Finishes a paid order: a ticket, or a refund",
    query: NoQuery,
    body: OrderQuery,
    response: OrderSummarySchema,
    errors: ["logged_out", "not_found"],
  },
  pfEdit: {
    operationId: "pfEdit",
    method: "POST",
    path: "/api/trains/v1/pfEdit",
    summary: "What was submitted for an unpaid order, to edit the travellers again",
    query: NoQuery,
    body: OrderQuery,
    response: EditableOrderSchema,
    errors: ["logged_out", "not_found", "order_not_payable"],
  },
  defCheckout: {
    operationId: "defCheckout",
    method: "POST",
    path: "/api/trains/v1/def_checkout",
    summary: "Checkout and pay with the default method, the parent wallet, at once",
    query: NoQuery,
    body: CheckoutRequestSchema,
    response: PayResponseSchema,
    errors: ["logged_out", "not_found", "seat_status_changed_wl", "low_wallet_balance"],
  },
  paymentCallback: {
    operationId: "paymentConfirm",
    method: "POST",
    path: "/api/trains/v1/payment/confirm",
    summary: "The payment gateway's signed server-to-server callback (x-pg-signature)",
    query: NoQuery,
    body: PaymentCallbackSchema,
    response: Accepted,
    errors: ["callback_signature_invalid"],
  },
} as const satisfies Record<string, Endpoint>;

/** The simulated payment gateway's endpoints under `/api/pg` (ADR 015). */
export const PAYMENT_ENDPOINTS = {
  wallet: {
    operationId: "wallet",
    method: "GET",
    path: "/api/pg/v1/wallet",
    summary: "The simulated wallet's balance and what open authorisations hold",
    query: NoQuery,
    response: WalletResponseSchema,
    errors: ["logged_out"],
  },
  upiUpgrade: {
    operationId: "upiUpgrade",
    method: "POST",
    path: "/api/pg/v1/upi/upgrade",
    summary: "Upgrades a UPI id at the simulated gateway",
    query: NoQuery,
    body: UpiUpgradeRequestSchema,
    response: z.object({ upgraded: z.boolean() }),
    errors: ["logged_out"],
  },
  pay: {
    operationId: "pay",
    method: "POST",
    path: "/api/pg/v1/pay",
    summary: "Pays an open payment at the simulated gateway (authorises the amount)",
    query: NoQuery,
    body: PayRequestSchema,
    response: PayResponseSchema,
    errors: ["logged_out", "not_found", "low_wallet_balance", "order_not_payable"],
  },
} as const satisfies Record<string, Endpoint>;
