import { randomBytes } from "node:crypto";
import { ORDER_STATUS, type PaymentCallback, type PayRequest } from "@safar/contracts/booking";
import { DomainError, ERROR_MESSAGES, ErrorCode } from "@safar/contracts/errors";
import type { Clock } from "@safar/domain/clock";
import { istDate } from "@safar/domain/ist";
import type { RailwayGateway } from "@safar/railway/gateway";
import type { OrderRow } from "../booking.repository.ts";
import { decidePayment, maskInstrument, normaliseUpiId, signCallback } from "../paygate.ts";
import type { BookingRepository, WalletRepository } from "./orders.ts";

/** Hands a signed callback to the merchant's callback endpoint, server to server. */
export type DeliverCallback = (rawBody: string, signature: string) => Promise<void>;

export interface PayDeps {
  now: Clock;
  railway: Pick<RailwayGateway, "authorizationUrl">;
  repo: Pick<BookingRepository, "paymentByReference" | "orderOf" | "order">;
  wallets: Pick<WalletRepository, "read">;
  initialWalletPaise: number;
  /** Signs the gateway's callbacks. */
  callbackSecret: string;
  /** UPI IDs upgraded through 'Upgrade now' (the simulated bank's state, per process). */
  upgradedUpiIds: Set<string>;
  /** Where a two-train trip's traveller goes once paid: one railway page for both holds (ADR 023). */
  tripNextUrl?: (order: OrderRow) => Promise<string>;
}

/**
 * Where the traveller goes once paid: the railway's own page to type the
 * railway password while the booking waits for it, else the order.
 */
function nextUrlOf(
  deps: { railway: Pick<RailwayGateway, "authorizationUrl"> },
  order: OrderRow,
): string {
  const orderPath = `/trains/summary/${order.id}`;
  if (order.status === ORDER_STATUS.bookingPending && order.holdId) {
    return deps.railway.authorizationUrl(order.holdId, orderPath);
  }
  return orderPath;
}

/** 'Upgrade now' for a UPI ID that needs it (the simulated bank's upgrade). */
export function upgradeUpiId(deps: Pick<PayDeps, "upgradedUpiIds">, upiId: string): void {
  deps.upgradedUpiIds.add(normaliseUpiId(upiId));
}

/**
 * The simulated gateway's payment page: decides, then posts the signed
 * callback to the merchant (server to server) and answers the outcome.
 */
export async function pay(
  deps: PayDeps,
  userId: string,
  request: PayRequest,
  deliver: DeliverCallback,
) {
  const { repo, wallets, initialWalletPaise: initialWallet, upgradedUpiIds } = deps;
  const payment = await repo.paymentByReference(request.reference);
  const order = payment ? await repo.orderOf(userId, payment.orderId) : null;
  if (!payment || !order)
    throw new DomainError(ErrorCode.not_found, { message: "No such payment" });
  const now = deps.now();
  if (payment.status !== "pending" || order.status !== ORDER_STATUS.paymentProcessing) {
    throw new DomainError(ErrorCode.order_not_payable);
  }
  if (payment.expiresAt <= now) throw new DomainError(ErrorCode.payment_expired);
  const wallet =
    request.method === "wallet" ? await wallets.read(userId, initialWallet, now) : null;
  const decision = decidePayment(request, {
    amountPaise: payment.amountPaise,
    walletBalancePaise: wallet ? wallet.balance - wallet.held : 0,
    today: istDate(now),
    upgradedUpiIds,
  });
  if (decision.outcome === "invalid") {
    throw new DomainError(ErrorCode.payment_details_invalid, { fields: decision.fields });
  }
  if (decision.outcome === "low_balance") throw new DomainError(ErrorCode.low_wallet_balance);
  if (decision.outcome === "upi_upgrade_required") {
    throw new DomainError(ErrorCode.upi_upgrade_required);
  }
  const callback: PaymentCallback = {
    reference: payment.reference,
    status: decision.outcome === "authorized" ? "authorized" : "failed",
    amountPaise: payment.amountPaise,
    method: request.method,
    gatewayTxnId: `PG${randomBytes(8).toString("hex").toUpperCase()}`,
    instrument: maskInstrument(request),
  };
  const raw = JSON.stringify(callback);
  await deliver(raw, signCallback(deps.callbackSecret, raw));
  // The payment as the merchant now has it (a simultaneous pay of the same reference may have won).
  const settled = await repo.paymentByReference(payment.reference);
  const after = await repo.order(order.id);
  const held = settled?.status === "authorized" || settled?.status === "captured";
  if (!held && settled?.status !== "failed") {
    // The callback was refused: the window closed meanwhile, or the order moved on.
    throw new DomainError(
      after?.status === ORDER_STATUS.paymentProcessing
        ? ErrorCode.payment_expired
        : ErrorCode.order_not_payable,
    );
  }
  const moved = after ?? order;
  return {
    nextUrl:
      moved.tripId && deps.tripNextUrl ? await deps.tripNextUrl(moved) : nextUrlOf(deps, moved),
    outcome: held ? ("authorized" as const) : ("failed" as const),
    message: held
      ? "Payment authorised: the amount is on hold and is taken only when the railway issues your ticket."
      : ERROR_MESSAGES.payment_declined,
    orderId: order.id,
    status: after?.status ?? order.status,
  };
}
