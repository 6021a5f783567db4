import type { LiveStatusResponse } from "@safar/contracts/live-status";
import type { IsoDate } from "@safar/domain/ist";
import { describe, expect, it } from "vitest";
import { LIVE } from "../../i18n/live-status.ts";
import {
  DEFAULT_PLATFORM,
  delayText,
  type LiveStop,
  liveStatusUrl,
  overallDelayText,
  platformOf,
  positionText,
  runDateOptions,
  stopLabel,
  stopTag,
  trainNumberIn,
} from "./view.ts";

const stop = (over: Partial<LiveStop>): LiveStop => ({
  code: "NDLS",
  name: "New Delhi",
  day: 1,
  distanceKm: 0,
  scheduledArrival: null,
  scheduledDeparture: "16:55",
  expectedArrival: null,
  expectedDeparture: "17:05",
  delayMin: 10,
  platform: 3,
  platformChanged: false,
  state: "departed",
  ...over,
});

function status(over: Partial<LiveStatusResponse> = {}): LiveStatusResponse {
  return {
    trainNumber: "12952",
    trainName: "Mumbai Rajdhani",
    runDate: "2026-11-24",
    cancelled: false,
    serverTime: "2026-11-25T08:30:00.000Z",
    position: {
      state: "between",
      lastCode: "NDLS",
      nextCode: "KOTA",
      fraction: 0.5,
      distanceKm: 200,
      delayMin: 12,
    },
    terminated: false,
    map: null,
    stops: [
      stop({}),
      stop({
        code: "KOTA",
        name: "Kota Junction",
        distanceKm: 455,
        scheduledArrival: "23:06",
        state: "upcoming",
        delayMin: 20,
      }),
      stop({
        code: "MMCT",
        name: "Mumbai Central",
        distanceKm: 1386,
        scheduledDeparture: null,
        state: "upcoming",
      }),
    ],
    ...over,
  };
}

const en = LIVE.en;
const hi = LIVE.hi;

describe("live-status wording (spec §4 tags, §9 constants)", () => {
  it("says delays as past 'delay' or future 'expected_delay'", () => {
    expect(delayText(0, "delay", en)).toBe("On time");
    expect(delayText(12, "delay", en)).toBe("12 min late");
    expect(delayText(20, "expected_delay", en)).toBe("Expected 20 min late");
    expect(delayText(0, "expected_delay", en)).toBe("Expected on time");
    expect(delayText(125, "delay", en)).toBe("2 h 5 min late");
    expect(delayText(-3, "delay", en)).toBe("3 min early");
    const s = status();
    expect(stopTag(s.stops[0] as LiveStop)).toBe("delay");
    expect(stopTag(s.stops[1] as LiveStop)).toBe("expected_delay");
  });

  it("tells where the train is between two stations, with the km to the next", () => {
    expect(positionText(status(), en)).toBe(
      "Between New Delhi and Kota Junction, 255 km to Kota Junction.",
    );
    expect(positionText(status({ cancelled: true }), en)).toBe("This run is cancelled.");
    expect(
      positionText(
        status({
          position: { ...status().position, state: "at_station", lastCode: "KOTA" },
        }),
        en,
      ),
    ).toBe("At Kota Junction.");
    expect(overallDelayText(status(), en)).toBe("12 min late");
    expect(
      overallDelayText(status({ position: { ...status().position, state: "not_started" } }), en),
    ).toBe("Expected 12 min late");
  });

  it("labels stops departed, arrived, here, upcoming, and the destination terminated", () => {
    const s = status();
    expect(stopLabel(s.stops[0] as LiveStop, s)).toBe("Departed");
    expect(stopLabel(s.stops[1] as LiveStop, s)).toBe("Upcoming");
    expect(stopLabel(stop({ state: "current" }), s)).toBe("Train is here");
    const done = status({
      terminated: true,
      stops: s.stops.map((x) => ({ ...x, state: x.code === "MMCT" ? "arrived" : "departed" })),
    });
    expect(stopLabel(done.stops[2] as LiveStop, done)).toBe("Terminated");
    expect(stopLabel(done.stops[1] as LiveStop, done)).toBe("Departed");
  });

  it("shows the traveller's platform first, a changed one marked, else the default 10", () => {
    expect(platformOf(stop({}), 7)).toEqual({ number: 7, source: "own" });
    expect(platformOf(stop({ platformChanged: true }), undefined)).toEqual({
      number: 3,
      source: "changed",
    });
    expect(platformOf(stop({ platform: 0 }), undefined)).toEqual({
      number: DEFAULT_PLATFORM,
      source: "default",
    });
    expect(DEFAULT_PLATFORM).toBe(10);
  });

  it("offers the current run, today, yesterday and earlier days", () => {
    const options = runDateOptions("2026-11-25" as IsoDate, en);
    expect(options.map((o) => o.value)).toEqual([
      "",
      "2026-11-25",
      "2026-11-24",
      "2026-11-23",
      "2026-11-22",
      "2026-11-21",
    ]);
    expect(options[1]?.label).toBe("Today, Wed, 25 Nov");
    expect(options[2]?.label).toBe("Yesterday, Tue, 24 Nov");
  });

  it("keeps the link shape the PNR page uses, and reads a number out of typed text", () => {
    expect(liveStatusUrl({ trainNumber: "12952" })).toBe(
      "/trains/liveTrainStatus?trainNumber=12952",
    );
    expect(liveStatusUrl({ trainNumber: "12952", date: "2026-11-24", station: "KOTA" })).toBe(
      "/trains/liveTrainStatus?trainNumber=12952&date=2026-11-24&station=KOTA",
    );
    expect(trainNumberIn("12952 Mumbai Rajdhani")).toBe("12952");
    expect(trainNumberIn(" 12952")).toBe("12952");
    expect(trainNumberIn("Rajdhani")).toBeNull();
    expect(trainNumberIn("129521")).toBeNull();
  });
});

describe("live-status wording in Hindi", () => {
  it("words delays, the position and the run dates from the Hindi catalogue", () => {
    expect(delayText(12, "delay", hi)).toBe("12 मिनट देरी से");
    expect(delayText(125, "expected_delay", hi)).toBe("2 घंटे 5 मिनट देरी की संभावना");
    expect(delayText(0, "delay", hi)).toBe("समय पर");
    expect(positionText(status(), hi)).toBe(
      "New Delhi और Kota Junction के बीच, Kota Junction से 255 किमी दूर।",
    );
    const options = runDateOptions("2026-11-25" as IsoDate, hi, "hi");
    expect(options[0]?.label).toBe("मौजूदा यात्रा (सुझाई गई)");
    expect(options[1]?.label).toBe("आज, बुध, 25 नव॰");
  });
});
