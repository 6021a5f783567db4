import { DomainError, ERROR_MESSAGES, ErrorCode } from "@safar/contracts/errors";
import type {
  UnclaimedRefund,
  UnclaimedRefundClaimRequest,
  UnclaimedRefundClaimResponse,
  UnclaimedRefundList,
} from "@safar/contracts/unclaimed-refunds";
import type { Clock } from "@safar/domain/clock";
import { formatPaise } from "@safar/domain/money";
import type { Messages } from "../../messages/messages.service.ts";
import { refundAccepted } from "../paygate.ts";
import type {
  UnclaimedRefundListed,
  UnclaimedRefundRepository,
} from "../unclaimed-refund.repository.ts";
import type { BookingRepository, WalletRepository } from "./orders.ts";
import { tellRegistered } from "./refund-payout.ts";

/**
 * Spec §9's unclaimed refunds, after `refund-payout.ts` recorded one and sent
 * its link: the owner lists them (My bookings, Unclaimed refunds) and claims
 * each to the Safar wallet or to a UPI ID, exactly once — the guarded
 * `unclaimed → claimed` update (only while unclaimed and before it expires)
 * commits with the wallet's credit, so a double click or two tabs credit
 * once. What nobody claims in its 10 days is credited to the wallet by the
 * reconciler (`expireUnclaimedRefunds`): the money is never left lost.
 */

export interface UnclaimedRefundDeps {
  now: Clock;
  repo: Pick<BookingRepository, "transaction">;
  unclaimed: UnclaimedRefundRepository;
  wallets: Pick<WalletRepository, "read" | "credit">;
  /** The simulated parent wallet of a new user (a wallet opens on its first use). */
  initialWalletPaise: number;
  messages: Pick<Messages, "enqueue" | "flush" | "languageOf">;
}

/** How many a list holds (the waiting ones come first). */
const LIST_LIMIT = 50;

function view(row: UnclaimedRefundListed): UnclaimedRefund {
  return {
    id: row.id,
    orderId: row.orderId,
    source: row.source as UnclaimedRefund["source"],
    amountPaise: row.amountPaise,
    method: row.method,
    instrument: row.instrument,
    failureReason: row.failureReason,
    failedAt: row.failedAt.toISOString(),
    linkSentAt: row.linkSentAt?.toISOString() ?? null,
    expiresAt: row.expiresAt.toISOString(),
    status: row.status,
    claimedAt: row.claimedAt?.toISOString() ?? null,
    claimedTo: (row.claimedTo as UnclaimedRefund["claimedTo"]) ?? null,
    claimedUpiId: row.claimedUpiId,
    pnr: row.pnr,
    trainNumber: row.trainNumber,
    trainName: row.trainName,
    from: row.fromCode,
    to: row.toCode,
    journeyDate: row.journeyDate,
  };
}

/** The user's unclaimed refunds, the waiting ones first. */
export async function unclaimedRefunds(
  deps: Pick<UnclaimedRefundDeps, "unclaimed">,
  userId: string,
): Promise<UnclaimedRefundList> {
  const rows = await deps.unclaimed.listOfUser(userId, LIST_LIMIT);
  return { refunds: rows.map(view) };
}

/**
 * Claims one of the owner's refunds to the wallet (credited now) or to a
 * UPI ID (sent there; an ID whose account is closed is refused first).
 * Another user's refund, or none, is a 404. A repeat of the same claim (a
 * double click) answers it again; a different claim of a claimed or expired
 * refund is refused.
 */
export async function claimUnclaimedRefund(
  deps: UnclaimedRefundDeps,
  userId: string,
  request: UnclaimedRefundClaimRequest,
): Promise<UnclaimedRefundClaimResponse> {
  const found = await deps.unclaimed.ofUser(userId, request.refundId);
  if (!found) throw new DomainError(ErrorCode.not_found, { message: "No such refund" });
  const to = request.to;
  const upiId = to === "upi" ? (request.upiId ?? "") : null;
  if (upiId !== null && !refundAccepted("upi", upiId)) {
    throw new DomainError(ErrorCode.refund_upi_refused, {
      fields: { upiId: ERROR_MESSAGES.refund_upi_refused },
    });
  }
  const now = deps.now();
  const claimed = await deps.repo.transaction(async (tx) => {
    // The guard: only the claim that moves it unclaimed → claimed pays.
    const row = await deps.unclaimed.markClaimed(found.id, userId, { to, upiId, at: now }, tx);
    if (!row) return false;
    if (to === "wallet") {
      // Opens the wallet on its first use (a traveller who always paid by UPI has none yet).
      await deps.wallets.read(userId, deps.initialWalletPaise, now, tx);
      await deps.wallets.credit(userId, row.amountPaise, now, tx);
    }
    return true;
  });
  const current = (await deps.unclaimed.ofUser(userId, found.id)) ?? found;
  if (!claimed) {
    const same =
      current.status === "claimed" && current.claimedTo === to && current.claimedUpiId === upiId;
    if (!same) throw new DomainError(ErrorCode.refund_claim_closed);
  }
  const amount = formatPaise(current.amountPaise);
  if (to === "upi") {
    return {
      refund: view(current),
      message: `${amount} has been sent to UPI ID ${upiId}.`,
      walletBalancePaise: null,
    };
  }
  const wallet = await deps.wallets.read(userId, deps.initialWalletPaise, deps.now());
  const balance = wallet.balance - wallet.held;
  return {
    refund: view(current),
    message: `${amount} has been added to your wallet. Your wallet balance is ${formatPaise(balance)}.`,
    walletBalancePaise: balance,
  };
}

/**
 * The reconciler's part: refunds not claimed before they expired are
 * credited to the owner's wallet (unclaimed → expired, guarded, with the
 * credit in one transaction) and the owner told by SMS (or e-mail). How
 * many were credited.
 */
export async function expireUnclaimedRefunds(
  deps: UnclaimedRefundDeps,
  limit = 100,
): Promise<number> {
  const now = deps.now();
  let credited = 0;
  for (const lapsed of await deps.unclaimed.lapsed(now, limit)) {
    const done = await deps.repo.transaction(async (tx) => {
      const row = await deps.unclaimed.markExpired(lapsed.id, now, tx);
      if (!row) return false;
      await deps.wallets.read(row.userId, deps.initialWalletPaise, now, tx);
      await deps.wallets.credit(row.userId, row.amountPaise, now, tx);
      const listed = await deps.unclaimed.ofUser(row.userId, row.id, tx);
      const contact = await deps.unclaimed.registeredContact(row.userId, tx);
      const amount = formatPaise(row.amountPaise);
      const pnr = listed?.pnr ?? row.orderId;
      if ((await deps.messages.languageOf(row.userId, tx)) === "hi") {
        const train = listed ? ` (${listed.trainNumber}, ${listed.journeyDate})` : "";
        const body = `Safar: PNR ${pnr}${train} का ${amount} का रिफ़ंड 10 दिन में नहीं लिया गया, इसलिए यह आपके Safar वॉलेट में जमा कर दिया गया है।`;
        const subject = `${amount} का रिफ़ंड आपके वॉलेट में जमा`;
        await tellRegistered(deps, contact, { sms: body, subject, email: body }, tx);
        return true;
      }
      const what = `${amount} for PNR ${pnr}${listed ? ` (${listed.trainNumber} on ${listed.journeyDate})` : ""}`;
      const body = `Safar: your refund of ${what} was not claimed within 10 days, so it has been credited to your Safar wallet.`;
      await tellRegistered(
        deps,
        contact,
        {
          sms: body,
          subject: `Refund of ${amount} credited to your wallet`,
          email: body,
        },
        tx,
      );
      return true;
    });
    if (done) credited++;
  }
  if (credited > 0) void deps.messages.flush();
  return credited;
}
