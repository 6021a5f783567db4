import { describe, expect, it } from "vitest";
import { predictorForTrain } from "./history-store.ts";
import { createPredictions, warmingOrder } from "./predictions.ts";
import { trainOf } from "./test-trains.ts";

describe("background predictions", () => {
  const train = trainOf("12951", ["B1", "B2", "B3", "B4"], "rajdhani");
  const query = {
    list: "GN" as const,
    waitlistPosition: 10,
    daysToDeparture: 20,
    classCode: "3A" as const,
  };

  for (const worker of [true, false])
    it(`answers null until the history is ready, then what the fitted model says (worker: ${worker})`, async () => {
      const predictions = createPredictions({ runs: 12, worker });
      try {
        expect(predictions.predict(train, "3A", query)).toBeNull();
        await predictions.ready(train, "3A");
        const p = predictions.predict(train, "3A", query);
        expect(p).toEqual(predictorForTrain(train, "3A", { runs: 12 }).predict(query));
        expect(predictions.history(train, "3A")?.runs).toBe(12);
      } finally {
        await predictions.close();
      }
    });
});

describe("warming", () => {
  const trains = ["11001", "11002", "11003", "11004", "11005"].map((n) => trainOf(n, ["S1", "B1"]));
  const pairs = trains.map((train) => ({ train, classCode: "SL" as const }));

  it("prepares the pairs in the background, so the first look already has a figure", async () => {
    const predictions = createPredictions({ runs: 3, worker: false, warmDuty: 1 });
    try {
      const warming = predictions.warm(pairs.slice(0, 3));
      expect(predictions.has(trains[0] as (typeof trains)[number], "SL")).toBe(false); // not before the current task ends
      expect(await warming).toBe(3);
      for (const t of trains.slice(0, 3)) expect(predictions.has(t, "SL")).toBe(true);
      expect(
        predictions.predict(trains[0] as (typeof trains)[number], "SL", {
          list: "GN",
          waitlistPosition: 1,
          daysToDeparture: 5,
          classCode: "SL",
        }),
      ).not.toBeNull();
      // Already in memory: nothing to do.
      expect(await predictions.warm(pairs.slice(0, 3))).toBe(0);
    } finally {
      await predictions.close();
    }
  });

  it("lets a request's pair jump the warming queue", async () => {
    const predictions = createPredictions({ runs: 3, worker: false, warmDuty: 1 });
    try {
      const warming = predictions.warm(pairs);
      const last = trains[4] as (typeof trains)[number];
      await predictions.ready(last, "SL");
      // The first warming pair was already running; the last one came next.
      expect(predictions.has(last, "SL")).toBe(true);
      expect(predictions.has(trains[2] as (typeof trains)[number], "SL")).toBe(false);
      expect(predictions.has(trains[3] as (typeof trains)[number], "SL")).toBe(false);
      expect(await warming).toBe(4); // the requested one is not counted as warmed
    } finally {
      await predictions.close();
    }
  });

  it("pauses between warming pairs (warmDuty) and stops at close", async () => {
    const predictions = createPredictions({ runs: 3, worker: false, warmDuty: 0.05 });
    const warming = predictions.warm(pairs);
    const [first, second] = trains as [(typeof trains)[number], (typeof trains)[number]];
    while (!predictions.has(first, "SL")) await new Promise((r) => setTimeout(r, 1));
    // After a warming pair, a pause 19 times as long as the pair took.
    await new Promise((r) => setTimeout(r, 1));
    expect(predictions.has(second, "SL")).toBe(false);
    await predictions.close();
    expect(await warming).toBe(1);
  });

  it("never evicts: it stops when the map is full", async () => {
    const predictions = createPredictions({ runs: 3, worker: false, warmDuty: 1, maxEntries: 2 });
    try {
      expect(await predictions.warm(pairs)).toBe(2);
      expect(predictions.has(trains[0] as (typeof trains)[number], "SL")).toBe(true);
      expect(predictions.has(trains[1] as (typeof trains)[number], "SL")).toBe(true);
    } finally {
      await predictions.close();
    }
  });

  it("orders the trains of the busiest stations first, every class of each", () => {
    const at = (number: string, codes: string[]) => ({
      ...trainOf(number, ["S1", "B1"]),
      classes: ["SL" as const, "3A" as const],
      stops: codes.map((code) => ({
        code,
        distanceKm: 0,
        arrivalMin: null,
        departureMin: null,
        day: 1,
        haltMin: 0,
      })),
    });
    const order = warmingOrder(
      [at("1", ["XA", "XB"]), at("2", ["NDLS", "XC"]), at("3", ["NDLS", "HWH"]), at("4", ["HWH"])],
      ["NDLS", "HWH"],
    );
    expect(order.map((p) => `${p.train.number} ${p.classCode}`)).toEqual([
      "3 SL",
      "3 3A",
      "2 SL",
      "2 3A",
      "4 SL",
      "4 3A",
      "1 SL",
      "1 3A",
    ]);
  });
});
