import { describe, expect, it } from "vitest";
import { createHistoryStore } from "./history-store.ts";
import { historyOf, simulateRuns } from "./simulate.ts";
import { trainOf } from "./test-trains.ts";

const a = trainOf("12001", ["S1", "S2", "B1"]);
const b = trainOf("12002", ["S1", "B1", "A1"]);
const query = { list: "GN" as const, waitlistPosition: 12, daysToDeparture: 9 };

describe("history store", () => {
  it("simulates once per (train, class) and answers from memory after", () => {
    const store = createHistoryStore();
    expect(store.peek(a, "SL", { runs: 8 })).toBeUndefined();
    const first = store.predictorFor(a, "SL", { runs: 8 });
    expect(store.predictorFor(a, "SL", { runs: 8 })).toBe(first);
    expect(store.peek(a, "SL", { runs: 8 })).toBe(first);
    expect(store.size).toBe(1);
    expect(store.predictorFor(a, "3A", { runs: 8 })).not.toBe(first);
    expect(store.size).toBe(2);
  });

  it("keeps at most maxEntries, dropping the least recently used", () => {
    const store = createHistoryStore({ maxEntries: 2 });
    const sl = store.predictorFor(a, "SL", { runs: 4 });
    store.predictorFor(a, "3A", { runs: 4 });
    store.predictorFor(a, "SL", { runs: 4 }); // used again: 3A is now the oldest
    store.predictorFor(b, "SL", { runs: 4 });
    expect(store.size).toBe(2);
    expect(store.peek(a, "SL", { runs: 4 })).toBe(sl);
    expect(store.peek(a, "3A", { runs: 4 })).toBeUndefined();
  });

  it("is deterministic: an evicted or cleared predictor comes back the same", () => {
    const store = createHistoryStore();
    const before = store.predictorFor(b, "2A", { runs: 10 });
    store.clear();
    const after = store.predictorFor(b, "2A", { runs: 10 });
    expect(after).not.toBe(before);
    for (let p = 1; p < 40; p += 3)
      expect(after.predict({ ...query, waitlistPosition: p, classCode: "2A" })).toEqual(
        before.predict({ ...query, waitlistPosition: p, classCode: "2A" }),
      );
    expect(after.history).toEqual(before.history);
  });

  it("carries the gateway's TrainHistory of the same simulated runs", () => {
    const store = createHistoryStore();
    const p = store.predictorFor(a, "SL", { runs: 6 });
    expect(p.history).toEqual(historyOf(simulateRuns(a, "SL", { runs: 6 })));
    expect(p.train).toBe("12001");
    expect(p.classCode).toBe("SL");
    expect(p.cases).toBeGreaterThan(0);
  });
});
