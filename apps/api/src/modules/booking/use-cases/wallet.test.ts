import { describe, expect, it } from "vitest";
import { upgradeUpiId } from "./pay.ts";
import { setWalletBalance, wallet } from "./wallet.ts";

describe("wallet", () => {
  it("answers what can be spent (balance less holds) and what is held", async () => {
    const now = new Date("2026-11-21T04:30:00Z");
    const calls: unknown[] = [];
    const deps = {
      now: () => now,
      initialWalletPaise: 1_000_000,
      wallets: {
        read: async (userId: string, initial: number, at: Date) => {
          calls.push([userId, initial, at]);
          return { balance: 500_000, held: 120_000 } as never;
        },
        setBalance: async (userId: string, balance: number, at: Date) => {
          calls.push(["set", userId, balance, at]);
        },
      },
    };
    expect(await wallet(deps, "u1")).toEqual({ balancePaise: 380_000, heldPaise: 120_000 });
    await setWalletBalance(deps, "u1", 42);
    expect(calls).toEqual([
      ["u1", 1_000_000, now],
      ["set", "u1", 42, now],
    ]);
  });
});

describe("upgradeUpiId", () => {
  it("remembers the UPI ID as the gateway compares it", () => {
    const upgradedUpiIds = new Set<string>();
    upgradeUpiId({ upgradedUpiIds }, "  Asha@OldBank ");
    expect([...upgradedUpiIds]).toEqual(["asha@oldbank"]);
  });
});
