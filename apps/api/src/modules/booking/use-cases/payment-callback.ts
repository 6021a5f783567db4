import { PaymentCallbackSchema } from "@safar/contracts/booking";
import { DomainError, ErrorCode } from "@safar/contracts/errors";
import { callbackSignatureValid } from "../paygate.ts";
import type { Settlement } from "./orders.ts";

export interface PaymentCallbackDeps {
  callbackSecret: string;
  settlement: Pick<Settlement, "settleCallback">;
}

/**
 * Spec §7 `v1/payment/confirm`: the gateway's server-to-server callback.
 * Signed; idempotent on the payment reference — the same callback any
 * number of times, at once or later, authorises once (R3); one that
 * arrives after the payment window closed is refused (409) and holds nothing.
 */
export async function paymentCallback(
  deps: PaymentCallbackDeps,
  rawBody: string,
  signature: string,
): Promise<{ accepted: boolean }> {
  if (!callbackSignatureValid(deps.callbackSecret, rawBody, signature)) {
    throw new DomainError(ErrorCode.callback_signature_invalid);
  }
  const callback = PaymentCallbackSchema.parse(JSON.parse(rawBody));
  const settled = await deps.settlement.settleCallback(callback);
  if (settled.outcome === "expired") throw new DomainError(ErrorCode.payment_expired);
  return { accepted: settled.outcome === "settled" };
}
