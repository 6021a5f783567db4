import { describe, expect, it } from "vitest";
import { signCallback } from "../paygate.ts";
import { paymentCallback } from "./payment-callback.ts";

const SECRET = "callback-secret";
const body = JSON.stringify({
  reference: "SFRABC",
  status: "authorized",
  amountPaise: 100,
  method: "wallet",
  gatewayTxnId: "PG1",
});

function deps(outcome: "settled" | "ignored" | "expired") {
  const seen: unknown[] = [];
  return {
    seen,
    callbackSecret: SECRET,
    settlement: {
      settleCallback: async (callback: unknown) => {
        seen.push(callback);
        return { outcome } as never;
      },
    },
  };
}

describe("paymentCallback", () => {
  it("hands a signed callback to settlement and says whether it settled", async () => {
    const d = deps("settled");
    expect(await paymentCallback(d, body, signCallback(SECRET, body))).toEqual({ accepted: true });
    expect(d.seen).toEqual([JSON.parse(body)]);
    expect(await paymentCallback(deps("ignored"), body, signCallback(SECRET, body))).toEqual({
      accepted: false,
    });
  });

  it("refuses a bad signature before reading the body", async () => {
    const d = deps("settled");
    await expect(paymentCallback(d, body, signCallback("other", body))).rejects.toMatchObject({
      code: "callback_signature_invalid",
    });
    expect(d.seen).toEqual([]);
  });

  it("answers payment_expired for a callback after the window", async () => {
    await expect(
      paymentCallback(deps("expired"), body, signCallback(SECRET, body)),
    ).rejects.toMatchObject({ code: "payment_expired" });
  });
});
