import { istInstant } from "@safar/domain/ist";
import { describe, expect, it } from "vitest";
import { leavesOriginOn } from "./booking/journey.ts";
import { demoModel, trainsOf } from "./booking/test-support.ts";
import { otherTravellersToWarm, WARM_OTHER_TRAVELLERS_DAYS } from "./railway.ts";

describe("the runs played with other travellers at start", () => {
  it("are the warmed pairs' runs of the next days, nearest first, only on days they run", async () => {
    const model = await demoModel();
    const trains = trainsOf(model);
    const pairs = model.timetable
      .slice(0, 6)
      .map((t) => ({ train: { number: t.number }, classCode: t.classes[0] as string }));
    const keys = otherTravellersToWarm(pairs, trains, istInstant("2026-11-27", "09:00"));
    const dates = [...new Set(keys.map((k) => k.runDate))];
    expect(dates).toEqual(["2026-11-28", "2026-11-29", "2026-11-30", "2026-12-01"]);
    expect(dates).toHaveLength(WARM_OTHER_TRAVELLERS_DAYS);
    for (const k of keys) {
      const train = trains.get(k.trainNumber);
      expect(train && leavesOriginOn(train, k.runDate)).toBe(true);
    }
    const expected = dates.flatMap((d) =>
      pairs.filter((p) => {
        const t = trains.get(p.train.number);
        return t !== undefined && leavesOriginOn(t, d);
      }),
    );
    expect(keys).toHaveLength(expected.length);
  });
});
