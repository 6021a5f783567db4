import { describe, expect, it } from "vitest";
import { replicaWatch, type SqlRunner } from "./client.ts";

/** A runner answering one WAL position (or failing), as the primary or the replica would. */
function position(get: () => string | null | Error): SqlRunner {
  return {
    async query<R>() {
      const value = get();
      if (value instanceof Error) throw value;
      return [{ lsn: value }] as R[];
    },
  };
}

describe("the replica's lag watch (ADR 032)", () => {
  it("uses a standby that has replayed what the primary wrote the bound ago, and not one further behind", async () => {
    let now = 0;
    let primary = "0/100";
    let replayed = "0/100";
    const changes: [boolean, string][] = [];
    const watch = replicaWatch(
      position(() => primary),
      position(() => replayed),
      {
        maxReplicaLagMs: 5_000,
        replicaCheckMs: 0,
        replicaClock: () => now,
        onReplicaChange: (inUse, why) => changes.push([inUse, why]),
      },
    );
    expect(watch.inUse()).toBe(false);
    expect(await watch.check()).toBe(true);

    // The primary writes; the replica stops replaying. Within the bound it stays in use…
    for (now = 1_000; now <= 5_000; now += 1_000) {
      primary = `0/${(0x100 + now).toString(16)}`;
      expect(await watch.check()).toBe(true);
    }
    // …until what the primary had written 5 s ago is still not replayed.
    now = 6_000;
    primary = "0/2000";
    expect(await watch.check()).toBe(false);
    // It catches up: in use again.
    replayed = "0/2000";
    now = 7_000;
    expect(await watch.check()).toBe(true);
    expect(changes).toEqual([
      [true, "within the lag bound"],
      [false, "more than 5000 ms behind"],
      [true, "within the lag bound"],
    ]);
    watch.stop();
  });

  it("compares positions past 32 bits", async () => {
    const watch = replicaWatch(
      position(() => "1/0"),
      position(() => "0/FFFFFFFF"),
      { maxReplicaLagMs: 0, replicaCheckMs: 0, replicaClock: () => 0 },
    );
    expect(await watch.check()).toBe(false);
    watch.stop();
  });

  it("is out of use when it does not answer or is not a standby", async () => {
    let replica: string | null | Error = new Error("connection refused");
    const reasons: string[] = [];
    const watch = replicaWatch(
      position(() => "0/100"),
      position(() => replica),
      {
        replicaCheckMs: 0,
        replicaClock: () => 0,
        onReplicaChange: (_inUse, why) => reasons.push(why),
      },
    );
    expect(await watch.check()).toBe(false);
    replica = null;
    expect(await watch.check()).toBe(false);
    expect(reasons).toEqual([
      "the replica did not answer: connection refused",
      "DATABASE_REPLICA_URL is not a standby (pg_last_wal_replay_lsn() is null)",
    ]);
    watch.stop();
  });
});
