import { createDatabase } from "@safar/db/client";
import { type StormProcessPlan, storm } from "./race-storm.ts";
import { dailyTrain, demoModel, NO_MONTHLY_LIMIT, serviceOn } from "./test-support.ts";

/**
 * One process of an R1 storm split over several (`stormInProcesses`): its
 * own pool and booking core on the shared database, its share of the
 * clients; prints its counts as one JSON line. A line on stdin stops it early.
 * Run by the race test only: `node race-storm-process.ts '<plan JSON>'`.
 */
// A stop is a line on stdin: one sent while this process was still starting waits in the pipe.
let stopped = false;
process.stdin.on("data", () => {
  stopped = true;
});
const plan = JSON.parse(process.argv[2] ?? "{}") as StormProcessPlan;
const clients = plan.to - plan.from;
const pool = await createDatabase({
  url: plan.url,
  poolSize: clients,
  onIdleConnectionError: () => {
    // The test drops the database at the end: expected.
  },
});
const model = await demoModel();
const train = dailyTrain(model, ["2A"], 360, 1200);
const service = serviceOn(pool, model, () => new Date(plan.now), {
  batching: false,
  locking: plan.locking,
  rules: NO_MONTHLY_LIMIT,
});
await service.init();
const stats = await storm(service, train, plan, () => stopped);
await pool.close();
// stdin would keep this process alive.
process.stdout.write(`${JSON.stringify(stats)}\n`, () => process.exit(0));
