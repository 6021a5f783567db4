import type {
  BookingJourney,
  CheckoutResponse,
  OrderListQuery,
  OrderSummary,
  PayRequest,
  PremiumsResponse,
  VerifyRequest,
  VerifyResponse,
} from "@safar/contracts/booking";
import type { CancelRequest } from "@safar/contracts/cancellation";
import type { NpsSubmitRequest } from "@safar/contracts/nps";
import type { TdrFileRequest } from "@safar/contracts/tdr";
import type { TicketResendRequest } from "@safar/contracts/tickets";
import type { TripChoice, TripPlanQuery } from "@safar/contracts/trips";
import type { UnclaimedRefundClaimRequest } from "@safar/contracts/unclaimed-refunds";
import type { Db } from "@safar/db/client";
import type { Clock } from "@safar/domain/clock";
import type { RailwayGateway } from "@safar/railway/gateway";
import type { ConsentsService } from "../consents/consents.service.ts";
import type { Messages } from "../messages/messages.service.ts";
import type { PromoService } from "../promo/promo.service.ts";
import type { RailwayIdsService } from "../railway-ids/railway-ids.service.ts";
import type { WaitingRoomService } from "../waiting-room/waiting-room.service.ts";
import { bookingRepository, type OrderRow } from "./booking.repository.ts";
import { cancellationRepository } from "./cancellation.repository.ts";
import { npsRepository } from "./nps.repository.ts";
import { scheduleRepository } from "./schedule.repository.ts";
import { createSettlement } from "./settlement.ts";
import { tdrRefundRepository } from "./tdr-refund.repository.ts";
import { tripRepository } from "./trip.repository.ts";
import { createTripSettlement } from "./trip-settlement.ts";
import { unclaimedRefundRepository } from "./unclaimed-refund.repository.ts";
import { cancellationCharges } from "./use-cases/cancel-charges.ts";
import { cancelOrder, resumeCancellations } from "./use-cases/cancel-order.ts";
import { cancelView } from "./use-cases/cancel-view.ts";
import { boardingOptions, changeBoarding } from "./use-cases/change-boarding.ts";
import { chartWatch } from "./use-cases/chart-notice.ts";
import { refundWaitlistedAtChart } from "./use-cases/chart-refunds.ts";
import { checkout } from "./use-cases/checkout.ts";
import { editable } from "./use-cases/edit-order.ts";
import { type EligibilityQuery, eligibility } from "./use-cases/eligibility.ts";
import { myOrders, pendingOrders } from "./use-cases/my-bookings.ts";
import { npsReasons, submitNps } from "./use-cases/nps.ts";
import { complete, order } from "./use-cases/order-summary.ts";
import { type DeliverCallback, pay, upgradeUpiId } from "./use-cases/pay.ts";
import { paymentCallback } from "./use-cases/payment-callback.ts";
import { premiums } from "./use-cases/premiums.ts";
import { applyPromoCode, removePromoCode } from "./use-cases/promo-code.ts";
import { quickBook, quickBookPreview } from "./use-cases/quick-book.ts";
import { resendTicket } from "./use-cases/resend-ticket.ts";
import { reverify } from "./use-cases/reverify.ts";
import { prepareSchedule, reserveSchedule } from "./use-cases/schedule-book.ts";
import { deleteSchedule, scheduleCards } from "./use-cases/schedule-cards.ts";
import { runSchedules } from "./use-cases/schedule-place.ts";
import { fileTdr, tdrView } from "./use-cases/tdr.ts";
import { settleTdrDecisions } from "./use-cases/tdr-refunds.ts";
import {
  checkoutTrip,
  chooseTrip,
  completeTrip,
  verifyTrip,
  viewTrip,
} from "./use-cases/trip-book.ts";
import { planTrip } from "./use-cases/trip-plan.ts";
import { authorizationUrlOf } from "./use-cases/trip-view.ts";
import {
  claimUnclaimedRefund,
  expireUnclaimedRefunds,
  unclaimedRefunds,
} from "./use-cases/unclaimed-refunds.ts";
import { verify } from "./use-cases/verify.ts";
import { setWalletBalance, wallet } from "./use-cases/wallet.ts";
import { walletRepository } from "./wallet.repository.ts";

/**
 * Orders and payments (ADR 011, ADR 015): a state machine with one owner per step.
 *
 * verify (draft 0) → checkout: the railway holds the berths, one payment opens
 * for 600 s (1 Payment Processing; a second checkout answers the same one) →
 * the simulated gateway's signed callback authorises it: the amount is held,
 * not taken (5 Booking Pending) → the railway issues the PNR and the payment
 * is captured in the same transaction (7 Booking Successful, e-ticket), or the
 * railway will not book and the authorisation is voided (6 Booking Failed,
 * nothing charged, the traveller told why). A declined payment is 2 Payment
 * Failed and may be tried again while the hold lasts. The reconciler drives
 * every order left at 5 to a ticket or a void and gives back stray money
 * (`settlement.ts`, targets R2). Every query of an order filters by its user
 * (R5); instants come from the injected clock.
 */

/** The simulated parent wallet of a new user. */
export const INITIAL_WALLET_PAISE = 1_000_000;

export interface BookingDeps {
  db: Db;
  now: Clock;
  railway: RailwayGateway;
  /** The user's linked railway user IDs: an ID is linked (and so known to the railway) before it books. */
  railwayIds: Pick<RailwayIdsService, "link" | "markUsed" | "isLinked">;
  messages: Messages;
  /** Signs the gateway's callbacks (derived from SESSION_SECRET). */
  callbackSecret: string;
  initialWalletPaise?: number;
  /** The path of a PNR's shareable status page (the order page links to it). */
  pnrStatusPath?: (pnr: string) => string;
  /** The absolute address of a PNR's shareable status page, linked from the e-ticket. */
  pnrStatusUrl?: (pnr: string) => string;
  /** The absolute address of an order's page, linked from the failure messages. */
  orderUrl?: (orderId: string) => string;
  /** The absolute address of My bookings' Unclaimed refunds tab, linked from the claim message. */
  unclaimedRefundsUrl?: string;
  /** The waiting rooms of openings (issue 20 item 4): checkouts around an opening queue. */
  waitingRoom?: Pick<WaitingRoomService, "gate" | "used">;
  /** Promo codes (ADR 025): applied at review, held at checkout, settled with the order. */
  promo?: PromoService;
  /** Consents (issue 25 item 4): a booking with free cancellation records its terms agreed. */
  consents?: Pick<ConsentsService, "agreedToCancellationProtection">;
}

/**
 * The module's public face: one use case a file under `use-cases/`, each
 * given its dependencies here.
 */
export function createBookingService(deps: BookingDeps) {
  const tripSettlement = createTripSettlement(deps);
  const base = {
    ...deps,
    repo: bookingRepository(deps.db),
    trips: tripRepository(deps.db),
    tripSettlement,
    wallets: walletRepository(deps.db),
    cancellations: cancellationRepository(deps.db),
    unclaimed: unclaimedRefundRepository(deps.db),
    nps: npsRepository(deps.db),
    tdrRefunds: tdrRefundRepository(deps.db),
    settlement: createSettlement({ ...deps, trips: tripSettlement }),
    schedules: scheduleRepository(deps.db),
    initialWalletPaise: deps.initialWalletPaise ?? INITIAL_WALLET_PAISE,
    /** UPI IDs upgraded through 'Upgrade now' (the simulated bank's state, per process). */
    upgradedUpiIds: new Set<string>(),
  };
  const ctx = {
    ...base,
    tripCheckout: (userId: string, tripId: string, accept: boolean) =>
      checkoutTrip(base, userId, tripId, accept),
    /** Once a trip is paid: the railway's one page for both holds, else the first train's order. */
    tripNextUrl: async (order: OrderRow) => {
      const tripId = order.tripId as string;
      const [trip, legs] = await Promise.all([base.trips.trip(tripId), base.trips.legs(tripId)]);
      const url = trip ? authorizationUrlOf(base, trip, legs) : null;
      return url ?? `/trains/summary/${legs[0].id}`;
    },
  };
  return {
    /** Spec §7 `v1/insurance/calculate`: the two premiums for these travellers. */
    premiums: (
      journey: BookingJourney,
      ages: readonly number[],
      nationalities: readonly string[] = [],
    ): Promise<PremiumsResponse> => premiums(ctx, journey, ages, nationalities),
    /** Spec §7 `v1/verify`: every traveller rule, availability and fare now; a draft order for review. */
    verify: (userId: string, request: VerifyRequest): Promise<VerifyResponse> =>
      verify(ctx, userId, request),
    /** One-click Tatkal (ADR 022): can this draft be scheduled, and the railway's page to authorise it. */
    prepareSchedule: (userId: string, orderId: string, acceptWaitlist: boolean) =>
      prepareSchedule(ctx, userId, orderId, acceptWaitlist),
    /** `v2/user/oct/reserve`: the amount held, the schedule stored (idempotent per order). */
    reserveSchedule: (
      userId: string,
      request: { orderId: string; mandateId: string; acceptWaitlist: boolean },
    ) => reserveSchedule(ctx, userId, request),
    /** `v1/user/oct/homepage`: the user's schedules. */
    scheduleCards: (userId: string) => scheduleCards(ctx, userId),
    deleteSchedule: (userId: string, scheduleId: string) => deleteSchedule(ctx, userId, scheduleId),
    /** The scheduler's round: notices, then schedules whose opening has come. */
    runSchedules: (log?: (error: unknown) => void) => runSchedules(ctx, log),
    /** What stands in the way of this booking, before the form (issue 20 item 0). */
    eligibility: (userId: string, query: EligibilityQuery) => eligibility(ctx, userId, query),
    /** Quick book (spec §4, §7 `v1/quick_book`): what would be copied. */
    quickBookPreview: (userId: string) => quickBookPreview(ctx, userId),
    /** Quick book: the last booking's details verified afresh for this journey. */
    quickBook: (userId: string, journey: BookingJourney, seenStatus: string) =>
      quickBook(ctx, userId, journey, seenStatus),
    /** Spec §7 `v1/pfEdit`: an unpaid order's details, to edit. */
    editable: (userId: string, orderId: string) => editable(ctx, userId, orderId),
    /** Spec §7 `v2/verify`: the seat status of a draft again (the review screen). */
    reverify: (userId: string, orderId: string) => reverify(ctx, userId, orderId),
    /** Spec §7 `v1/checkout`: the railway holds the berths; one payment opens for 600 s. */
    checkout: (
      userId: string,
      orderId: string,
      acceptStatusChange: boolean,
    ): Promise<CheckoutResponse> => checkout(ctx, userId, orderId, acceptStatusChange),
    /** A promo code on one's own draft at review (ADR 025): the discount is the server's. */
    applyPromo: (userId: string, orderId: string, code: string) =>
      applyPromoCode(ctx, userId, orderId, code),
    removePromo: (userId: string, orderId: string) => removePromoCode(ctx, userId, orderId),
    /** A connection's two trains, the change, seats and fares (ADR 023). */
    tripPlan: (query: TripPlanQuery) => planTrip(ctx, query),
    /** One traveller form for both trains: a draft trip of two orders. */
    tripVerify: (
      userId: string,
      request: { plan: TripPlanQuery; details: Record<string, unknown>; railwayUserId: string },
    ) => verifyTrip(ctx, userId, request),
    trip: (userId: string, tripId: string) => viewTrip(ctx, userId, tripId),
    /** Both holds, one payment for the total. */
    tripCheckout: (userId: string, tripId: string, acceptStatusChange: boolean) =>
      checkoutTrip(ctx, userId, tripId, acceptStatusChange),
    /** Back from the railway's page: the trip moved on as far as it can be. */
    tripComplete: (userId: string, tripId: string) => completeTrip(ctx, userId, tripId),
    /** The second train failed: retry it, or cancel the first (nothing charged). */
    tripChoose: (userId: string, tripId: string, choice: TripChoice) =>
      chooseTrip(ctx, userId, tripId, choice),
    /** Spec §7 `v1|v2/order/summary`, `v1/order/update`: the order, its passengers' status from the railway now. */
    order: (userId: string, orderId: string): Promise<OrderSummary> => order(ctx, userId, orderId),
    /** My bookings: a page of the user's orders. */
    orders: (userId: string, query: OrderListQuery) => myOrders(ctx, userId, query),
    /** Spec §7 `v2/orders/pending`: the user's orders still in progress. */
    pendingOrders: (userId: string) => pendingOrders(ctx, userId),
    /** What the wallet can spend now, and what open authorisations hold. */
    wallet: (userId: string) => wallet(ctx, userId),
    /** Test and demo seam: sets the simulated wallet's balance. */
    setWalletBalance: (userId: string, balancePaise: number) =>
      setWalletBalance(ctx, userId, balancePaise),
    /** 'Upgrade now' for a UPI ID that needs it (the simulated bank's upgrade). */
    upgradeUpiId: (upiId: string): void => upgradeUpiId(ctx, upiId),
    /** The simulated gateway's payment page: decides, then posts the signed callback. */
    pay: (userId: string, request: PayRequest, deliver: DeliverCallback) =>
      pay(ctx, userId, request, deliver),
    /** Spec §7 `v1/payment/confirm`: the gateway's signed callback; authorises once (R3). */
    paymentCallback: (rawBody: string, signature: string) =>
      paymentCallback(ctx, rawBody, signature),
    /** The traveller came back (e.g. from the railway's page): finish a paid order if it can be. */
    complete: (userId: string, orderId: string): Promise<OrderSummary> =>
      complete(ctx, userId, orderId),
    /** Spec §7 `v1/ticketResend`: the e-ticket again, to up to 5 emails and 5 mobiles. */
    resendTicket: (userId: string, request: TicketResendRequest) =>
      resendTicket(ctx, userId, request),
    /** Spec §7 `v1/change_boarding_point` (GET): where it boards and may board instead. */
    boardingOptions: (userId: string, orderId: string) => boardingOptions(ctx, userId, orderId),
    /** Spec §7 `v1/change_boarding_point`: a later stop, once, before the chart. */
    changeBoarding: (userId: string, request: { orderId: string; boardingCode: string }) =>
      changeBoarding(ctx, userId, request),
    /** Spec §7 `v1/nps/feedback/reasons`. */
    npsReasons: (score: number | undefined) => npsReasons(score),
    /** Spec §7 `v1/nps/feedback/submit`: one answer an order. */
    submitNps: (userId: string, request: NpsSubmitRequest) => submitNps(ctx, userId, request),
    /** A booked order's TDRs and the reasons that may be filed now. */
    tdrView: (userId: string, orderId: string) => tdrView(ctx, userId, orderId),
    /** Files a TDR with the railway (one claim per passenger). */
    fileTdr: (userId: string, request: TdrFileRequest) => fileTdr(ctx, userId, request),
    /** Spec §7 `v2/cancelView`, `v3/cancelPage`: what can be cancelled now, and what was. */
    cancelView: (userId: string, orderId: string) => cancelView(ctx, userId, orderId),
    /** Spec §7 `v1/cancellation_charges`: the refund for cancelling these passengers now. */
    cancellationCharges: (userId: string, orderId: string, passengerNumbers: readonly number[]) =>
      cancellationCharges(ctx, userId, orderId, passengerNumbers),
    /** Spec §7 `v3/order/cancel`: cancels and refunds, exactly once. */
    cancel: (userId: string, request: CancelRequest) => cancelOrder(ctx, userId, request),
    /** Spec §9: the user's refunds the payment method refused, to claim. */
    unclaimedRefunds: (userId: string) => unclaimedRefunds(ctx, userId),
    /** Claims one to the wallet or a UPI ID, exactly once. */
    claimUnclaimedRefund: (userId: string, request: UnclaimedRefundClaimRequest) =>
      claimUnclaimedRefund(ctx, userId, request),
    /**
     * The reconciler (R2, ADR 015): see `settlement.ts`; then the chart watch,
     * the cancellations, the TDR decisions, and unclaimed refunds whose claim
     * time is over.
     */
    reconcile: async () => {
      const settled = await ctx.settlement.reconcile();
      // Two-train trips: lapsed payments, tickets, the traveller's choice past its deadline (ADR 023).
      const trips = await tripSettlement.reconcile();
      const chartMessages = await chartWatch(ctx);
      // Cancellations a crash left requested (after the railway was asked).
      await resumeCancellations(ctx);
      // Fully waitlisted e-tickets the railway cancelled at the chart: their refunds.
      await refundWaitlistedAtChart(ctx);
      // TDRs the railway decided since the last one recorded: refunded once, or told rejected.
      const tdrDecisions = await settleTdrDecisions(ctx);
      // Refunds nobody claimed in their 10 days go to the wallet (ADR 020).
      const unclaimedExpired = await expireUnclaimedRefunds(ctx);
      return { ...settled, trips, chartMessages, tdrDecisions, unclaimedExpired };
    },
  };
}

export type BookingService = ReturnType<typeof createBookingService>;
