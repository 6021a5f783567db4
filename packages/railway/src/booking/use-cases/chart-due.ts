import * as repo from "../reservations.repository.ts";
import type { ReservationContext } from "./context.ts";

/** Charts every run and class whose chart time has come; how many were charted. */
export async function chartDue(
  deps: Pick<ReservationContext, "sql" | "clock" | "init" | "submit">,
  limit = 100,
): Promise<number> {
  const { sql, clock, init, submit } = deps;
  await init();
  const due = await repo.runsDueForChart(sql, clock(), limit);
  const results = await Promise.all(due.map((k) => submit(k, { kind: "chart" })));
  return results.filter((r) => r.ok && r.charted === true).length;
}
