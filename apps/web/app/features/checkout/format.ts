import type { FareLine, OrderSummary } from "@safar/contracts/booking";
import {
  BERTH_NAMES,
  type BerthCode,
  FOOD_NAMES,
  type FoodCode,
} from "@safar/contracts/code-tables";
import { formatPaise } from "@safar/domain/money";

/**
 * Pure helpers of the review, payment and order-details screens: the
 * payment countdown (spec §9: 600 s, the warning colour from 120 s), a
 * passenger's booking status in words, fare line labels, the order progress
 * (spec §4) and where an order of a given status belongs.
 */

// ── Payment countdown ────────────────────────────────────────────────────────

/** Spec §9: the payment window, and when its timer turns to the warning colour. */
export const PAYMENT_WINDOW_SECONDS = 600;
const PAYMENT_WARNING_SECONDS = 120;

/** Whole seconds from `nowMs` until `expiresAt` (rounded up: 0.4 s left is still 00:01), never negative. */
export function secondsUntil(expiresAt: string, nowMs: number): number {
  const end = Date.parse(expiresAt);
  if (Number.isNaN(end)) return 0;
  return Math.max(0, Math.ceil((end - nowMs) / 1000));
}

/** `mm:ss`: 600 → `10:00`, 59 → `00:59`; negative or fractional input is clamped and floored. */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  const mm = Math.floor(s / 60);
  const ss = s % 60;
  return `${String(mm).padStart(2, "0")}:${String(ss).padStart(2, "0")}`;
}

export type TimerPhase = "normal" | "warning" | "over";

export function timerPhase(seconds: number): TimerPhase {
  if (seconds <= 0) return "over";
  return seconds <= PAYMENT_WARNING_SECONDS ? "warning" : "normal";
}

export const TIMER_WARNING_TEXT = "Less than 2 minutes left to pay.";
export const TIMER_OVER_TEXT = "Your payment time is over.";

/**
 * What a screen reader should hear as the countdown moves from `before` to
 * `after` seconds: only when it enters the warning phase and when it ends,
 * never every second.
 */
export function timerAnnouncement(before: number, after: number): string | null {
  const from = timerPhase(before);
  const to = timerPhase(after);
  if (from === to) return null;
  if (to === "over") return TIMER_OVER_TEXT;
  if (to === "warning") return TIMER_WARNING_TEXT;
  return null;
}

// ── Passenger booking status ─────────────────────────────────────────────────

const BERTH_TYPE_WORDS: Record<string, { kind: "Berth" | "Seat"; name: string }> = {
  LB: { kind: "Berth", name: "Lower" },
  MB: { kind: "Berth", name: "Middle" },
  UB: { kind: "Berth", name: "Upper" },
  SL: { kind: "Berth", name: "Side Lower" },
  SM: { kind: "Berth", name: "Side Middle" },
  SU: { kind: "Berth", name: "Side Upper" },
  WS: { kind: "Seat", name: "Window" },
  MS: { kind: "Seat", name: "Middle" },
  AS: { kind: "Seat", name: "Aisle" },
};

const STATUS_WORDS: Record<string, string> = {
  CNF: "Confirmed",
  CAN: "Cancelled",
  MOD: "Modified",
  RELEASED: "Released",
  NOSB: "No seat or berth (child)",
};

/**
 * A railway passenger status in words: `CNF/B2/34/LB` → `Confirmed · Coach B2
 * · Berth 34 (Lower)`, `CNF/C1/12/WS` → `… · Seat 12 (Window)`, `RAC/S4/7/SL`
 * → `RAC · Coach S4 · Berth 7 (Side Lower)`. RAC and waiting-list positions
 * (`RAC 3`, `GNWL 12`) are shown as they are; null or empty means the
 * railway has not answered yet.
 */
export function describeBookingStatus(text: string | null | undefined): string {
  const t = (text ?? "").trim().toUpperCase();
  if (!t) return "Not booked yet";
  const word = STATUS_WORDS[t];
  if (word) return word;
  const m = /^(CNF|RAC)\s*\/\s*([A-Z]{1,2}\d{1,2})\s*\/\s*(\d{1,3})\s*\/\s*([A-Z]{2})$/.exec(t);
  if (m) {
    const [, kind, coach, number, type] = m as unknown as [string, string, string, string, string];
    const head = kind === "CNF" ? "Confirmed" : "RAC";
    const berth = BERTH_TYPE_WORDS[type];
    const place = berth ? `${berth.kind} ${number} (${berth.name})` : `Berth ${number} (${type})`;
    return `${head} · Coach ${coach} · ${place}`;
  }
  return (text ?? "").trim();
}

/** Whether a status is a confirmed seat or berth. */
export function isConfirmedStatus(text: string | null | undefined): boolean {
  return /^CNF\b/i.test((text ?? "").trim());
}

export function berthName(code: string): string {
  return BERTH_NAMES[code as BerthCode] ?? code;
}

export function foodName(code: string): string {
  return FOOD_NAMES[code as FoodCode] ?? code;
}

// ── Fare and payment ─────────────────────────────────────────────────────────

const FARE_LINE_LABELS: Partial<Record<FareLine["id"], string>> = {
  ticket_fare: "Ticket fare",
  convenience_fee: "Convenience fee",
  gst_on_fee: "GST on convenience fee",
  free_cancellation: "Free cancellation",
  insurance: "Travel insurance",
};

/** A fare line's label; the ticket fare says how many travellers it is for. */
export function fareLineLabel(
  line: Pick<FareLine, "id" | "label">,
  payingPassengers: number,
): string {
  const base = FARE_LINE_LABELS[line.id] ?? line.label;
  if (line.id === "ticket_fare" && payingPassengers > 0) {
    return `${base} (${payingPassengers} ${payingPassengers === 1 ? "traveller" : "travellers"})`;
  }
  return base;
}

const METHOD_LABELS: Record<string, string> = {
  wallet: "Wallet",
  upi: "UPI",
  card: "Card",
  netbanking: "Net banking",
};

export function paymentMethodLabel(method: string | null | undefined): string {
  if (!method) return "Not paid yet";
  return METHOD_LABELS[method] ?? method;
}

const PAYMENT_STATUS_LABELS: Record<string, string> = {
  pending: "Waiting for payment",
  authorized: "On hold, not charged yet",
  captured: "Paid",
  voided: "Hold released, nothing charged",
  failed: "Declined",
  expired: "Time ran out",
};

export function paymentStatusLabel(status: string): string {
  return PAYMENT_STATUS_LABELS[status] ?? status;
}

/** The refund sentence of the order details, word for word as the notes carry it. */
export function refundSentence(amountPaise: number): string {
  return `${formatPaise(amountPaise)} has been refunded to your original payment method.`;
}

/** The refund box's title: where the money went, by the method the order was paid with. */
export function refundTitle(amountPaise: number, method: string | null | undefined): string {
  if (method === "wallet") return `${formatPaise(amountPaise)} has been credited to your wallet.`;
  return refundSentence(amountPaise);
}

/** A released authorisation (ADR 015), word for word as the notes carry it. */
export function releasedSentence(amountPaise: number): string {
  return `The ${formatPaise(amountPaise)} held on your payment method has been released. Nothing was charged.`;
}

// ── Order status and progress (spec §4) ──────────────────────────────────────

export type StepState = "done" | "current" | "failed" | "todo";
export interface ProgressStep {
  label: string;
  state: StepState;
}

const STEP_STATE_WORDS: Record<StepState, string> = {
  done: "done",
  current: "in progress",
  failed: "not done",
  todo: "not started",
};

export function stepStateText(state: StepState): string {
  return STEP_STATE_WORDS[state];
}

/**
 * Spec §4 order progress: Payment received → Booking in-process → Booking
 * successful, the last step naming the outcome (Failed, Cancelled, Pending)
 * when there is one.
 */
export function orderProgress(status: number): ProgressStep[] {
  const steps = (
    payment: StepState,
    booking: StepState,
    outcome: StepState,
    outcomeLabel = "Booking successful",
    paymentLabel = "Payment received",
  ): ProgressStep[] => [
    { label: paymentLabel, state: payment },
    { label: "Booking in-process", state: booking },
    { label: outcomeLabel, state: outcome },
  ];
  switch (status) {
    case 0:
      return steps("todo", "todo", "todo");
    case 1:
      return steps("current", "todo", "todo");
    case 2:
      return steps("failed", "todo", "todo", "Booking successful", "Payment failed");
    case 5:
    case 9:
      return steps("done", "current", "todo", "Booking pending");
    case 6:
      return steps("done", "done", "failed", "Booking failed");
    case 10:
      return steps("done", "done", "failed", "Train cancelled");
    case 8:
      return steps("done", "done", "done", "Partially cancelled");
    case 17:
    case 18:
    case 19:
      return steps("done", "done", "failed", "Booking cancelled");
    default:
      return steps("done", "done", "done");
  }
}

// ── Where an order belongs ───────────────────────────────────────────────────

export const reviewPath = (orderId: string) => `/trains/review?orderId=${orderId}`;
export const paymentPath = (orderId: string) => `/trains/pg-review?orderId=${orderId}`;
export const summaryPath = (orderId: string) => `/trains/summary/${orderId}`;
export const waitingRoomPath = (orderId: string) => `/trains/waiting-room?orderId=${orderId}`;

/** Review shows drafts (0) only: a paying order goes to payment, anything later to its summary. */
export function reviewRedirect(status: number, orderId: string): string | null {
  if (status === 0) return null;
  if (status === 1 || status === 2) return paymentPath(orderId);
  return summaryPath(orderId);
}

/** Payment shows orders at 1 and 2: a draft goes back to review, anything later to its summary. */
export function paymentRedirect(status: number, orderId: string): string | null {
  if (status === 1 || status === 2) return null;
  if (status === 0) return reviewPath(orderId);
  return summaryPath(orderId);
}

/** The sign-in page, coming back to `next` (a path on this site). */
export function loginHref(next: string): string {
  return `/v1/api/login?${new URLSearchParams({ next })}`;
}

/** "Edit travellers": the traveller-details page of the order's journey. */
export function confirmHref(
  journey: Pick<
    OrderSummary["journey_details"],
    "trainNumber" | "classCode" | "quota" | "date" | "from" | "to"
  >,
  seenStatus = "",
  /** An unpaid order whose travellers fill the form again (spec §7 `v1/pfEdit`). */
  editOrderId?: string,
): string {
  const query = new URLSearchParams({
    train: journey.trainNumber,
    class: journey.classCode,
    quota: journey.quota,
    date: journey.date,
    from: journey.from,
    to: journey.to,
  });
  if (seenStatus) query.set("status", seenStatus);
  if (editOrderId) query.set("edit", editOrderId);
  return `/trains/confirm?${query}`;
}

// ── Payment form input ───────────────────────────────────────────────────────

/** A card expiry as the gateway reads it: `1228`, `12 28`, `12-28` → `12/28`; anything else as typed. */
export function normaliseExpiry(value: string): string {
  const t = value.trim();
  const m = /^(\d{2})\s*[/\-\s]?\s*(\d{2}|\d{4})$/.exec(t);
  return m ? `${m[1]}/${m[2]}` : t;
}

/** A card number without the spaces or dashes people type (`4111 1111 1111 1111`). */
export function normaliseCardNumber(value: string): string {
  return value.replace(/[\s-]/g, "");
}

/**
 * Where an authorised payment goes next (the gateway's `nextUrl`): the railway's
 * own password page while the booking waits for it (a document load: it is
 * not a page of this app), else the order. Anything but a path on this site
 * falls back to the order's summary.
 */
export function afterPayment(
  nextUrl: string | undefined,
  orderId: string,
): { path: string; document: boolean } {
  const url = (nextUrl ?? "").trim();
  const safe =
    url.startsWith("/") && !url.startsWith("//") && !url.includes("\\") && url.length <= 1000;
  if (!safe) return { path: summaryPath(orderId), document: false };
  return { path: url, document: !url.startsWith("/trains/") };
}
