import { addDays } from "@safar/domain/ist";
import { fixedClock } from "@safar/test-kit/clock";
import { createTestDatabase, type TestDatabase } from "@safar/test-kit/database";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { summarize } from "../availability/summary.ts";
import type { RailwayGateway } from "../gateway.ts";
import { loadConfiguredNetwork } from "../network/load.ts";
import { buildNetworkReadModel, createNetworkGateway } from "../network-gateway.ts";
import { availabilityCacheFor, createRailwayGateway } from "../railway-gateway.ts";
import { runKeyString } from "./reservations.repository.ts";
import { adult, NO_MONTHLY_LIMIT, serviceOn, trainsOf } from "./test-support.ts";

/**
 * Issue 4's "done when": through the gateway, a booking on every train of the
 * configured network (the full network when RAILWAY_DATA_DIR is set, as in CI;
 * else the demo network) returns a PNR with berths, and the PNR reads back.
 */
const source = process.env.RAILWAY_DATA_DIR ? "the full network" : "the demo network";
const NOW = "2026-12-01T04:30:00Z"; // 10:00 IST
const FIRST = "2026-12-02";

describe(`a booking on every train of ${source}`, () => {
  let database: TestDatabase;
  let gateway: RailwayGateway;
  let trainNumbers: string[];
  let firstDay: Map<string, string>;

  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    const { network } = await loadConfiguredNetwork(process.env.RAILWAY_DATA_DIR || undefined);
    const model = buildNetworkReadModel(network);
    const clock = fixedClock(NOW);
    const cache = availabilityCacheFor();
    const trains = trainsOf(model);
    let service: ReturnType<typeof serviceOn>;
    service = serviceOn(database, model, clock, {
      // One railway user ID books on every train of the network.
      rules: NO_MONTHLY_LIMIT,
      onChange: (key, state, version) => {
        const layout = service.layoutOf(key.trainNumber);
        if (layout) cache.set(runKeyString(key), summarize(state, layout, version));
      },
    });
    await service.init();
    gateway = createRailwayGateway({
      network: createNetworkGateway(model),
      trains,
      reservations: service,
      accounts: { status: async () => null },
      clock,
      cache,
    });
    trainNumbers = model.timetable.map((t) => t.number);
    // The first date from FIRST on which each train leaves its origin.
    firstDay = new Map();
    for (const t of model.timetable) {
      for (let d = 0; d < 7; d++) {
        const date = addDays(FIRST, d);
        const weekday = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
        if (t.runsOn[weekday]) {
          firstDay.set(t.number, date);
          break;
        }
      }
    }
  }, 120_000);
  afterAll(async () => {
    await database?.dispose();
  });

  it("holds, confirms and reads back a PNR with a berth for every train", async () => {
    const failures: string[] = [];
    let booked = 0;
    // In groups, so that the combiner has company but the test stays gentle.
    for (let i = 0; i < trainNumbers.length; i += 32) {
      await Promise.all(
        trainNumbers.slice(i, i + 32).map(async (number) => {
          const schedule = await gateway.trainSchedule(number);
          const date = firstDay.get(number);
          if (!schedule || !date) {
            failures.push(`${number}: no schedule or no running day`);
            return;
          }
          const from = schedule.stops[0]?.code as string;
          const to = schedule.stops.at(-1)?.code as string;
          const classCode = schedule.classes[0];
          if (!classCode) {
            failures.push(`${number}: no class`);
            return;
          }
          const avl = await gateway.availability({
            trainNumber: number,
            from,
            to,
            date,
            classCode,
            quota: "GN",
          });
          if (!avl.ok || !avl.status.startsWith("AVAILABLE-")) {
            failures.push(`${number}: availability ${avl.ok ? avl.status : avl.reason}`);
            return;
          }
          const hold = await gateway.hold({
            trainNumber: number,
            from,
            to,
            date,
            classCode,
            quota: "GN",
            railwayUserId: "network_walker",
            passengers: [adult()],
            idempotencyKey: `network-${number}`,
          });
          if (!hold.ok) {
            failures.push(`${number}: hold ${hold.reason} ${hold.message}`);
            return;
          }
          const ticket = await gateway.confirm(hold.holdId, `pay-${number}`);
          if (!ticket.ok) {
            failures.push(`${number}: confirm ${ticket.reason}`);
            return;
          }
          const read = await gateway.pnrStatus(hold.pnr);
          const status = read?.passengers[0]?.currentStatus ?? "";
          if (!/^CNF\/[A-Z]{1,2}\d{1,2}\/\d+\/[A-Z]{2}$/.test(status) || read?.pnr !== hold.pnr)
            failures.push(`${number}: read back ${status}`);
          else booked++;
          // The cached availability moved with the booking.
          const after = await gateway.availability({
            trainNumber: number,
            from,
            to,
            date,
            classCode,
            quota: "GN",
          });
          const n = (s: string) => Number(s.replace(/\D/g, ""));
          if (!after.ok || n(after.status) !== n(avl.status) - 1)
            failures.push(
              `${number}: availability after ${after.ok ? after.status : after.reason}`,
            );
        }),
      );
    }
    expect(failures).toEqual([]);
    expect(booked).toBe(trainNumbers.length);
  }, 600_000);
});
