import type { Clock } from "@safar/domain/clock";
import type { WalletRepository } from "./orders.ts";

export interface WalletDeps {
  now: Clock;
  wallets: Pick<WalletRepository, "read" | "setBalance">;
  /** The simulated parent wallet of a new user. */
  initialWalletPaise: number;
}

/** What the wallet can spend now, and what open authorisations hold. */
export async function wallet(
  deps: WalletDeps,
  userId: string,
): Promise<{ balancePaise: number; heldPaise: number }> {
  const w = await deps.wallets.read(userId, deps.initialWalletPaise, deps.now());
  return { balancePaise: w.balance - w.held, heldPaise: w.held };
}

/** Test and demo seam: sets the simulated wallet's balance. */
export async function setWalletBalance(
  deps: WalletDeps,
  userId: string,
  balancePaise: number,
): Promise<void> {
  await deps.wallets.setBalance(userId, balancePaise, deps.now());
}
