import { ErrorCode } from "@safar/contracts/errors";
import type { RailwayResult } from "../../gateway.ts";
import * as repo from "../reservations.repository.ts";
import { isUuid, type ReservationContext, refusal } from "./context.ts";

/** Gives up a hold before payment; its berths go back in the run's batch. */
export async function release(
  deps: Pick<ReservationContext, "sql" | "submit">,
  holdId: string,
): Promise<RailwayResult<{ released: boolean }>> {
  const { sql, submit } = deps;
  if (!isUuid(holdId))
    return refusal("hold_not_found", "This booking was not found", ErrorCode.not_found);
  const record = await repo.findPnrByHold(sql, holdId);
  if (!record) return refusal("hold_not_found", "This booking was not found", ErrorCode.not_found);
  if (record.state !== "held") return { ok: true, released: false };
  const r = await submit(
    { trainNumber: record.trainNumber, runDate: record.runDate, classCode: record.classCode },
    { kind: "release", holdId },
  );
  return r.ok ? { ok: true, released: r.released === true } : r;
}
