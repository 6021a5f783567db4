import * as repo from "../reservations.repository.ts";
import type { ReservationContext } from "./context.ts";

/** Gives back the berths of holds that lapsed unpaid; how many runs were touched. */
export async function expireHolds(
  deps: Pick<ReservationContext, "sql" | "clock" | "init" | "submit">,
  limit = 100,
): Promise<number> {
  const { sql, clock, init, submit } = deps;
  await init();
  const lapsed = await repo.runsWithLapsedHolds(sql, clock(), limit);
  await Promise.all(lapsed.map((k) => submit(k, { kind: "expire" })));
  return lapsed.length;
}
