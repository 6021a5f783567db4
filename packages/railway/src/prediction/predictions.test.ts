import { describe, expect, it } from "vitest";
import { predictorForTrain } from "./history-store.ts";
import { createPredictions } from "./predictions.ts";
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
