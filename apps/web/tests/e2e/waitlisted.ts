import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { ClassCode } from "@safar/contracts/code-tables";
import { createDatabase } from "@safar/db/client";
import { addDays, istDate } from "@safar/domain/ist";
import { adult, dailyTrain, requestFor, serviceOn } from "@safar/railway/booking/test-support";
import type { Hold, RailwayResult, Ticket } from "@safar/railway/gateway";
import { prepareRailwayNetwork } from "@safar/railway/network/startup";
import { buildNetworkReadModel } from "@safar/railway/network-gateway";
import { E2E_START } from "./test-clock.ts";

/**
 * A data directory whose database holds a run with a waiting list, for a
 * browser test to start its own server on (issue 19: the confirmation chance
 * on the results card and the PNR page). At the pinned clock, a daily train
 * of the demo network three days ahead, class `classCode`: its general-quota
 * berths and RAC places are booked, then two waitlisted PNRs — `gone`
 * (2 passengers, WL 1–2) and `waiting` (4 passengers, WL 3–6) — and `gone` is
 * cancelled, so `waiting` now stands at WL 1–4 while WL 7 is the next number
 * issued (the card reads GNWL7/WL5). Written through the railway's own
 * booking core, as the partner's bookings are.
 */
export interface WaitlistedRun {
  dataDir: string;
  trainNumber: string;
  from: { code: string; name: string };
  to: { code: string; name: string };
  date: string;
  classCode: ClassCode;
  /** The PNR still waiting (4 passengers). */
  pnr: string;
}

function ok<T>(r: RailwayResult<T>): T {
  if (!r.ok) throw new Error(`seeding the waitlisted run: ${r.reason} ${r.message}`);
  return r;
}

export async function seedWaitlistedRun(classCode: ClassCode = "2A"): Promise<WaitlistedRun> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "safar-waitlisted-"));
  const database = await createDatabase({ pgliteDir: path.join(dataDir, "pglite") });
  try {
    await database.migrate();
    const quiet = { info: () => undefined, warn: () => undefined };
    const { network } = await prepareRailwayNetwork({
      db: database.db,
      railwayDataDir: undefined,
      log: quiet,
    });
    const model = buildNetworkReadModel(network);
    const clock = () => new Date(E2E_START);
    const service = serviceOn(database, model, clock);
    const train = dailyTrain(model, [classCode, "SL"]);
    const date = addDays(istDate(new Date(E2E_START)), 3);
    const c = service.layoutOf(train.number)?.classes.find((x) => x.classCode === classCode);
    if (!c) throw new Error(`train ${train.number} has no ${classCode}`);
    const six = () => Array.from({ length: 6 }, () => adult());
    const book = async (passengers: ReturnType<typeof six>): Promise<Hold> => {
      const hold = ok(await service.hold(requestFor(train, date, classCode, { passengers })));
      ok(await service.confirm(hold.holdId, `pay-${hold.pnr}`));
      return hold;
    };
    // Every general-quota berth and RAC place, six passengers a PNR.
    const seats = c.quota.GN - c.racBerths + c.racPassengers;
    for (let left = seats; left > 0; left -= 6) await book(six().slice(0, Math.min(6, left)));
    const gone = await book(six().slice(0, 2));
    const waiting = await book(six().slice(0, 4));
    if (!waiting.passengers.every((p) => p.bookingStatus.startsWith("GNWL")))
      throw new Error(`not waitlisted: ${waiting.passengers.map((p) => p.bookingStatus)}`);
    ok(await service.cancel({ pnr: gone.pnr, passengerNumbers: [] }));
    const ticket: Ticket | null = await service.pnrStatus(waiting.pnr);
    if (!ticket?.passengers.every((p) => /^WL \d+$|^GNWL ?\d+$/.test(p.currentStatus)))
      throw new Error(`unexpected statuses: ${ticket?.passengers.map((p) => p.currentStatus)}`);
    const station = (code: string) => ({
      code,
      name: network.stations.find((s) => s.code === code)?.name ?? code,
    });
    return {
      dataDir,
      trainNumber: train.number,
      from: station(train.from),
      to: station(train.to),
      date,
      classCode,
      pnr: waiting.pnr,
    };
  } finally {
    await database.close();
  }
}
