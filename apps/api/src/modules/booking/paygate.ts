import { createHmac, timingSafeEqual } from "node:crypto";
import { NET_BANKS, type PayRequest } from "@safar/contracts/booking";
import { UPI_ID_PATTERN } from "@safar/contracts/unclaimed-refunds";

/**
 * The simulated payment gateway's decisions (ADR 011): what a real gateway
 * would answer for a wallet, UPI, card or net-banking payment, with the same
 * seams — the merchant's payment reference and amount in, a server-to-server
 * callback signed with HMAC-SHA256 out. An approved payment is authorised:
 * the amount is held, and taken only when the merchant captures it (ADR 015). Simulated outcomes a tester can choose:
 * - wallet: the parent app's balance must cover the amount ('Low Wallet balance!');
 * - UPI: an ID at the `@oldbank` handle needs an upgrade ('UPI ID upgrade
 *   required': 'Upgrade now' upgrades it, or pay by card or net banking); an
 *   ID starting `fail` is declined by the bank;
 * - card: the number must pass the Luhn check (12–19 digits), the expiry must
 *   not have passed, the CVV is 3 digits (4 for American Express); the test
 *   card 4000 0000 0000 0002 is declined;
 * - net banking: the simulated bank page approves or declines.
 * Each authorised payment's instrument travels masked in the callback
 * (`maskInstrument`) and is kept with the payment: where its refunds go back.
 * Refunds the bank refuses (spec §9's unclaimed refunds), decided by
 * `refundAccepted` from that masked instrument:
 * - UPI: an ID starting `closed` belongs to a closed account (its mask keeps
 *   the `closed` marker, as a real gateway's token still names the account);
 * - card: a card ending 0119 is closed — the test card 4000 0000 0000 0119,
 *   which pays normally;
 * - the wallet and net banking always take a refund back.
 * Pure functions; the service applies them.
 */

export type PayDecision =
  | { outcome: "authorized" }
  | { outcome: "declined" }
  | { outcome: "invalid"; fields: Record<string, string> }
  | { outcome: "upi_upgrade_required" }
  | { outcome: "low_balance" };

export const PAYMENT_FIELD_MESSAGES = {
  upiId: "Please enter a valid UPI ID",
  cardNumber: "Please enter a valid card number",
  cardExpiry: "Please enter a valid expiry date",
  cardCvv: "Please enter a valid CVV",
  cardName: "Please enter the name on the card",
  bank: "Please choose your bank",
} as const;

export const UPI_UPGRADE_HANDLE = "oldbank";
export const DECLINED_TEST_CARD = "4000000000000002";
/** Pays, but its account is closed: a refund to it bounces (an unclaimed refund). */
export const CLOSED_TEST_CARD = "4000000000000119";
/** A UPI ID starting with this belongs to a closed account: a refund to it bounces. */
export const CLOSED_UPI_PREFIX = "closed";
const UPI_ID = UPI_ID_PATTERN;

export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** `MM/YY` or `MM/YYYY`, not before the month of `today` (YYYY-MM-DD, IST). */
export function expiryValid(value: string, today: string): boolean {
  const m = /^(\d{2})\s*\/\s*(\d{2}|\d{4})$/.exec(value.trim());
  if (!m) return false;
  const month = Number(m[1]);
  const year = m[2]?.length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
  if (month < 1 || month > 12) return false;
  const [ty, tm] = today.split("-").map(Number) as [number, number];
  return year > ty || (year === ty && month >= tm);
}

export function normaliseUpiId(value: string | undefined): string {
  return (value ?? "").trim().toLowerCase();
}

export function decidePayment(
  request: PayRequest,
  context: {
    amountPaise: number;
    walletBalancePaise: number;
    today: string;
    upgradedUpiIds: ReadonlySet<string>;
  },
): PayDecision {
  switch (request.method) {
    case "wallet":
      return context.walletBalancePaise >= context.amountPaise
        ? { outcome: "authorized" }
        : { outcome: "low_balance" };
    case "upi": {
      const id = normaliseUpiId(request.upiId);
      if (!UPI_ID.test(id))
        return { outcome: "invalid", fields: { upiId: PAYMENT_FIELD_MESSAGES.upiId } };
      if (id.endsWith(`@${UPI_UPGRADE_HANDLE}`) && !context.upgradedUpiIds.has(id)) {
        return { outcome: "upi_upgrade_required" };
      }
      return id.startsWith("fail") ? { outcome: "declined" } : { outcome: "authorized" };
    }
    case "card": {
      const number = (request.cardNumber ?? "").replace(/[\s-]/g, "");
      const fields: Record<string, string> = {};
      if (!luhnValid(number)) fields.cardNumber = PAYMENT_FIELD_MESSAGES.cardNumber;
      if (!expiryValid(request.cardExpiry ?? "", context.today)) {
        fields.cardExpiry = PAYMENT_FIELD_MESSAGES.cardExpiry;
      }
      const amex = /^3[47]/.test(number);
      if (!(amex ? /^\d{4}$/ : /^\d{3}$/).test(request.cardCvv ?? "")) {
        fields.cardCvv = PAYMENT_FIELD_MESSAGES.cardCvv;
      }
      if (!(request.cardName ?? "").trim()) fields.cardName = PAYMENT_FIELD_MESSAGES.cardName;
      if (Object.keys(fields).length > 0) return { outcome: "invalid", fields };
      return number === DECLINED_TEST_CARD ? { outcome: "declined" } : { outcome: "authorized" };
    }
    case "netbanking": {
      if (!NET_BANKS.some((b) => b.code === request.bank)) {
        return { outcome: "invalid", fields: { bank: PAYMENT_FIELD_MESSAGES.bank } };
      }
      return request.bankDecision === "decline"
        ? { outcome: "declined" }
        : { outcome: "authorized" };
    }
  }
}

/**
 * The instrument of a payment as the gateway shows it to the merchant: the
 * wallet; a UPI ID with its name hidden but two characters (`as***@okaxis`;
 * a closed test account keeps its `closed` marker); a card's last four
 * (`•••• 0119`); the bank's code.
 */
export function maskInstrument(request: PayRequest): string {
  switch (request.method) {
    case "wallet":
      return "wallet";
    case "upi": {
      const id = normaliseUpiId(request.upiId);
      const at = id.lastIndexOf("@");
      const name = at < 0 ? id : id.slice(0, at);
      const handle = at < 0 ? "" : id.slice(at);
      const shown = name.startsWith(CLOSED_UPI_PREFIX) ? CLOSED_UPI_PREFIX : name.slice(0, 2);
      return `${shown}***${handle}`;
    }
    case "card":
      return `•••• ${(request.cardNumber ?? "").replace(/[\s-]/g, "").slice(-4)}`;
    case "netbanking":
      return request.bank ?? "";
  }
}

/**
 * Whether the instrument a payment was made with takes a refund back, from
 * the method and the instrument as masked (or a UPI ID in full): a closed
 * UPI account (`closed…`) or a closed card (ending 0119) does not.
 */
export function refundAccepted(method: string | null, instrument: string | null): boolean {
  const shown = (instrument ?? "").trim().toLowerCase();
  switch (method) {
    case "upi":
      return !shown.startsWith(CLOSED_UPI_PREFIX);
    case "card":
      return !shown.replace(/\D/g, "").endsWith(CLOSED_TEST_CARD.slice(-4));
    default:
      return true;
  }
}

/** Why the bank refused a refund to this instrument, in words. */
export function refundRefusalReason(method: string | null): string {
  return method === "card"
    ? "The card you paid with is closed, so the bank returned the refund."
    : "The bank account of the UPI ID you paid with is closed, so the bank returned the refund.";
}

/** The same reason in Hindi (ADR 028). */
export function refundRefusalReasonHi(method: string | null): string {
  return method === "card"
    ? "आपने जिस कार्ड से भुगतान किया था वह बंद हो चुका है, इसलिए बैंक ने रिफ़ंड लौटा दिया।"
    : "आपने जिस UPI ID से भुगतान किया था उसका बैंक खाता बंद हो चुका है, इसलिए बैंक ने रिफ़ंड लौटा दिया।";
}

/** The callback's signature: hex HMAC-SHA256 of the raw body under the merchant's secret. */
export function signCallback(secret: string, rawBody: string): string {
  return createHmac("sha256", secret).update(rawBody).digest("hex");
}

export function callbackSignatureValid(
  secret: string,
  rawBody: string,
  signature: string,
): boolean {
  const expected = Buffer.from(signCallback(secret, rawBody), "hex");
  const given = Buffer.from(/^[0-9a-f]{64}$/.test(signature) ? signature : "", "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}
