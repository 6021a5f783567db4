import { randomUUID } from "node:crypto";
import {
  UNCLAIMED_REFUND_EXPIRES_DAYS,
  UNCLAIMED_REFUNDS_PATH,
} from "@safar/contracts/unclaimed-refunds";
import { formatPaise } from "@safar/domain/money";
import type { Messages } from "../../messages/messages.service.ts";
import type { OrderRow, PaymentRow, Tx } from "../booking.repository.ts";
import { refundAccepted, refundRefusalReason, refundRefusalReasonHi } from "../paygate.ts";
import type {
  UnclaimedRefundRepository,
  UnclaimedRefundRow,
} from "../unclaimed-refund.repository.ts";
import type { WalletRepository } from "./orders.ts";
import {
  addWorkingDays,
  BANK_REFUND_WORKING_DAYS,
  dayText,
  dayTextHi,
  methodName,
  methodNameHi,
} from "./refund-terms.ts";

/**
 * The one way a refund reaches the traveller (issue 18; spec §9), for every
 * kind of refund — a cancellation's, a TDR decision's, a payment's that did
 * not become a ticket — inside the caller's transaction, so the refund's own
 * record and its money commit together:
 * - paid from the wallet: credited to it now;
 * - paid by UPI, card or net banking whose instrument takes the money back:
 *   sent, to be credited within 7 working days (`settleBy`);
 * - an instrument that refuses it (a closed account or card, `refundAccepted`
 *   in `paygate.ts`): recorded as an unclaimed refund (once per source: its
 *   unique key), and the claim link sent at once — within spec §9's 7 days —
 *   to the account's registered mobile (its e-mail when it has no mobile),
 *   valid 10 days; the traveller claims it to the wallet or another UPI ID
 *   (`unclaimed-refunds.ts`), and what is not claimed goes to the wallet.
 */

export type RefundSource = "cancellation" | "tdr" | "payment";

export interface RefundToPay {
  source: RefundSource;
  /** The id of the refund's own record (a cancellation, a TDR, a payment): one payout each. */
  sourceId: string;
  amountPaise: number;
}

export type PayoutChoice = "none" | "wallet" | "bank" | "unclaimed";

export type Payout =
  | { kind: "none" }
  | { kind: "wallet"; creditedAt: Date }
  | { kind: "bank"; settleBy: Date }
  | { kind: "unclaimed"; refund: UnclaimedRefundRow };

export interface RefundPayoutDeps {
  wallets: Pick<WalletRepository, "credit">;
  unclaimed: Pick<UnclaimedRefundRepository, "insert" | "bySource" | "registeredContact">;
  messages: Pick<Messages, "enqueue" | "languageOf">;
  /** The absolute address of the Unclaimed refunds tab, linked from the claim message. */
  unclaimedRefundsUrl?: string | undefined;
}

const DAY_MS = 24 * 3_600_000;

/** Pure: where a refund of `amount` paid with this method and instrument goes. */
export function payoutChoice(
  method: string | null,
  instrument: string | null,
  amountPaise: number,
): PayoutChoice {
  if (method === "wallet") return "wallet";
  if (amountPaise <= 0) return "none";
  return refundAccepted(method, instrument) ? "bank" : "unclaimed";
}

/**
 * Pays `refund` of `order` back the way its payment came (see above), in
 * `tx`. `payment` is how the ticket was paid (its method and masked
 * instrument); null pays as a bank method that accepts.
 */
export async function payRefund(
  deps: RefundPayoutDeps,
  tx: Tx,
  input: {
    order: Pick<OrderRow, "id" | "userId" | "pnr" | "trainNumber" | "journeyDate">;
    refund: RefundToPay;
    payment: Pick<PaymentRow, "method" | "instrument"> | null;
    now: Date;
  },
): Promise<Payout> {
  const { order, refund, payment, now } = input;
  const method = payment?.method ?? null;
  const instrument = payment?.instrument ?? null;
  switch (payoutChoice(method, instrument, refund.amountPaise)) {
    case "none":
      return { kind: "none" };
    case "wallet":
      if (refund.amountPaise > 0) {
        await deps.wallets.credit(order.userId, refund.amountPaise, now, tx);
      }
      return { kind: "wallet", creditedAt: now };
    case "bank":
      return { kind: "bank", settleBy: addWorkingDays(now, BANK_REFUND_WORKING_DAYS) };
    case "unclaimed":
      return unclaimed(deps, tx, order, refund, method, instrument, now);
  }
}

async function unclaimed(
  deps: RefundPayoutDeps,
  tx: Tx,
  order: Pick<OrderRow, "id" | "userId" | "pnr" | "trainNumber" | "journeyDate">,
  refund: RefundToPay,
  method: string | null,
  instrument: string | null,
  now: Date,
): Promise<Payout> {
  const contact = await deps.unclaimed.registeredContact(order.userId, tx);
  const linkSent = contact.mobile !== null || contact.email !== null;
  const expiresAt = new Date(now.getTime() + UNCLAIMED_REFUND_EXPIRES_DAYS * DAY_MS);
  const reason = refundRefusalReason(method);
  const row = {
    id: randomUUID(),
    userId: order.userId,
    orderId: order.id,
    source: refund.source,
    sourceId: refund.sourceId,
    amountPaise: refund.amountPaise,
    method,
    failureReason: reason,
    failedAt: now,
    linkSentAt: linkSent ? now : null,
    expiresAt,
    status: "unclaimed" as const,
  };
  if (!(await deps.unclaimed.insert(row, tx))) {
    // Recorded already (a retry of the same refund): nothing more to send.
    const existing = await deps.unclaimed.bySource(refund.source, refund.sourceId, tx);
    if (!existing) throw new Error(`unclaimed refund ${refund.source} ${refund.sourceId} vanished`);
    return { kind: "unclaimed", refund: existing };
  }
  const link = deps.unclaimedRefundsUrl ?? UNCLAIMED_REFUNDS_PATH;
  if ((await deps.messages.languageOf(order.userId, tx)) === "hi") {
    const where = `आपके ${methodNameHi(method)}${instrument ? ` ${instrument}` : ""}`;
    const what = `PNR ${order.pnr ?? order.id} (${order.trainNumber}, ${order.journeyDate}) का ${formatPaise(refund.amountPaise)} का रिफ़ंड`;
    const claimBy = `${dayTextHi(expiresAt)} तक इसे अपने Safar वॉलेट या किसी और UPI ID में लें`;
    await tellRegistered(
      deps,
      contact,
      {
        sms: `Safar: ${what} ${where} में जमा नहीं हो सका। ${refundRefusalReasonHi(method)} ${claimBy}: ${link}`,
        subject: `अपना ${formatPaise(refund.amountPaise)} का रिफ़ंड लें`,
        email: [
          `${what} ${where} में जमा नहीं हो सका।`,
          refundRefusalReasonHi(method),
          `${claimBy}: ${link}`,
          "तब तक न लेने पर यह आपके Safar वॉलेट में जमा कर दिया जाएगा।",
        ].join("\n"),
      },
      tx,
    );
    return {
      kind: "unclaimed",
      refund: { ...row, claimedAt: null, claimedTo: null, claimedUpiId: null },
    };
  }
  const where = `your ${methodName(method)}${instrument ? ` ${instrument}` : ""}`;
  const what = `${formatPaise(refund.amountPaise)} for PNR ${order.pnr ?? order.id} (${order.trainNumber} on ${order.journeyDate})`;
  const claimBy = `Claim it to your Safar wallet or another UPI ID by ${dayText(expiresAt)}`;
  await tellRegistered(
    deps,
    contact,
    {
      sms: `Safar: your refund of ${what} could not be credited to ${where}. ${reason} ${claimBy}: ${link}`,
      subject: `Claim your refund of ${formatPaise(refund.amountPaise)}`,
      email: [
        `Your refund of ${what} could not be credited to ${where}.`,
        reason,
        `${claimBy}: ${link}`,
        "If you do not claim it by then, it is credited to your Safar wallet.",
      ].join("\n"),
    },
    tx,
  );
  return {
    kind: "unclaimed",
    refund: { ...row, claimedAt: null, claimedTo: null, claimedUpiId: null },
  };
}

/**
 * A message about an unclaimed refund to the account's registered contact:
 * an SMS to its mobile, or a mail when it has only an e-mail (spec §9).
 */
export async function tellRegistered(
  deps: Pick<RefundPayoutDeps, "messages">,
  contact: { mobile: string | null; email: string | null },
  words: { sms: string; subject: string; email: string },
  tx: Tx,
): Promise<void> {
  if (contact.mobile) {
    await deps.messages.enqueue(
      { channel: "sms", recipient: contact.mobile, purpose: "unclaimed_refund", body: words.sms },
      tx,
    );
  } else if (contact.email) {
    await deps.messages.enqueue(
      {
        channel: "email",
        recipient: contact.email,
        purpose: "unclaimed_refund",
        subject: words.subject,
        body: words.email,
      },
      tx,
    );
  }
}
