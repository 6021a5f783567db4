import { describe, expect, it } from "vitest";
import {
  callbackSignatureValid,
  decidePayment,
  expiryValid,
  luhnValid,
  maskInstrument,
  refundAccepted,
  signCallback,
} from "./paygate.ts";

const context = {
  amountPaise: 50_000,
  walletBalancePaise: 60_000,
  today: "2026-11-25",
  upgradedUpiIds: new Set<string>(),
};

describe("the simulated gateway's checks", () => {
  it("checks card numbers with Luhn and expiry by month", () => {
    expect(luhnValid("4111111111111111")).toBe(true);
    expect(luhnValid("4111111111111112")).toBe(false);
    expect(luhnValid("41111")).toBe(false);
    expect(expiryValid("11/26", "2026-11-25")).toBe(true);
    expect(expiryValid("10/26", "2026-11-25")).toBe(false);
    expect(expiryValid("13/30", "2026-11-25")).toBe(false);
    expect(expiryValid("01/2031", "2026-11-25")).toBe(true);
  });

  it("decides each method's outcome", () => {
    expect(decidePayment({ reference: "r", method: "wallet" }, context).outcome).toBe("authorized");
    expect(
      decidePayment({ reference: "r", method: "wallet" }, { ...context, walletBalancePaise: 10 })
        .outcome,
    ).toBe("low_balance");
    expect(
      decidePayment({ reference: "r", method: "upi", upiId: "asha@oldbank" }, context).outcome,
    ).toBe("upi_upgrade_required");
    expect(
      decidePayment(
        { reference: "r", method: "upi", upiId: "ASHA@OldBank" },
        { ...context, upgradedUpiIds: new Set(["asha@oldbank"]) },
      ).outcome,
    ).toBe("authorized");
    expect(decidePayment({ reference: "r", method: "upi", upiId: "nope" }, context)).toEqual({
      outcome: "invalid",
      fields: { upiId: "Please enter a valid UPI ID" },
    });
    const card = {
      reference: "r",
      method: "card" as const,
      cardExpiry: "12/30",
      cardCvv: "123",
      cardName: "A",
    };
    expect(decidePayment({ ...card, cardNumber: "4000 0000 0000 0002" }, context).outcome).toBe(
      "declined",
    );
    expect(
      decidePayment({ ...card, cardNumber: "3782 822463 10005", cardCvv: "1234" }, context).outcome,
    ).toBe("authorized");
    expect(
      decidePayment({ reference: "r", method: "netbanking", bank: "XXXX" }, context).outcome,
    ).toBe("invalid");
  });

  it("signs callbacks and refuses altered ones", () => {
    const body = '{"reference":"R1"}';
    const sig = signCallback("secret", body);
    expect(callbackSignatureValid("secret", body, sig)).toBe(true);
    expect(callbackSignatureValid("secret", `${body} `, sig)).toBe(false);
    expect(callbackSignatureValid("other", body, sig)).toBe(false);
    expect(callbackSignatureValid("secret", body, "zz")).toBe(false);
  });

  it("masks each authorised instrument for the merchant, keeping a closed account's marker", () => {
    expect(maskInstrument({ reference: "r", method: "wallet" })).toBe("wallet");
    expect(maskInstrument({ reference: "r", method: "upi", upiId: " Asha.V@OKAxis " })).toBe(
      "as***@okaxis",
    );
    expect(maskInstrument({ reference: "r", method: "upi", upiId: "closed.asha@okaxis" })).toBe(
      "closed***@okaxis",
    );
    // A name merely starting like it is masked as any other.
    expect(maskInstrument({ reference: "r", method: "upi", upiId: "clara@okaxis" })).toBe(
      "cl***@okaxis",
    );
    expect(
      maskInstrument({ reference: "r", method: "card", cardNumber: "4000 0000 0000 0119" }),
    ).toBe("•••• 0119");
    expect(maskInstrument({ reference: "r", method: "netbanking", bank: "SBIN" })).toBe("SBIN");
  });

  it("refuses a refund to a closed UPI account or the closed test card, and to nothing else", () => {
    expect(refundAccepted("upi", "closed***@okaxis")).toBe(false);
    expect(refundAccepted("upi", "Closed.Ravi@okaxis")).toBe(false);
    expect(refundAccepted("upi", "cl***@okaxis")).toBe(true);
    expect(refundAccepted("upi", "as***@okaxis")).toBe(true);
    expect(refundAccepted("card", "•••• 0119")).toBe(false);
    expect(refundAccepted("card", "4000000000000119")).toBe(false);
    expect(refundAccepted("card", "•••• 0002")).toBe(true);
    expect(refundAccepted("card", "•••• 1119")).toBe(true);
    expect(refundAccepted("wallet", "wallet")).toBe(true);
    expect(refundAccepted("netbanking", "SBIN")).toBe(true);
    // A payment recorded before instruments were kept: the bank takes it.
    expect(refundAccepted("upi", null)).toBe(true);
    expect(refundAccepted(null, null)).toBe(true);
  });

  it("the closed test card pays like any valid card", () => {
    const card = {
      reference: "r",
      method: "card" as const,
      cardNumber: "4000 0000 0000 0119",
      cardExpiry: "12/30",
      cardCvv: "123",
      cardName: "A",
    };
    expect(decidePayment(card, context).outcome).toBe("authorized");
    expect(
      decidePayment({ reference: "r", method: "upi", upiId: "closed.asha@okaxis" }, context)
        .outcome,
    ).toBe("authorized");
  });
});
