import type { AvailabilityItem } from "@safar/contracts/trains/common";
import type { Availability, RailwayResult } from "@safar/railway/gateway";
import { describe, expect, it } from "vitest";
import {
  alternateStationsText,
  availabilityItem,
  bestItem,
  recommendedOrder,
  runDaysMap,
  statusShortform,
} from "./trains.view.ts";

const answer = (status: string, bookable = true, fare = 100_000): RailwayResult<Availability> => ({
  ok: true,
  trainNumber: "12302",
  date: "2026-11-25",
  classCode: "3A",
  quota: "GN",
  status,
  fare,
  bookable,
  prediction: null,
  confirmation: null,
  confirmationReason: null,
  opensAt: null,
});

describe("availabilityItem", () => {
  it("reads a printed status into group, code, colour and short form", () => {
    expect(availabilityItem("3A", "GN", answer("AVAILABLE-0044"))).toMatchObject({
      code: "3A",
      className: "AC 3 Tier",
      status: "AVAILABLE-0044",
      statusShortform: "AVL 44",
      statusGroup: "AVL",
      statusCode: "1",
      colour: "green",
      fare: 100_000,
      prediction: null,
    });
    expect(availabilityItem("SL", "GN", answer("RAC 12"))).toMatchObject({
      statusGroup: "RAC",
      statusCode: "2",
      colour: "green",
    });
    expect(availabilityItem("SL", "GN", answer("GNWL35/WL20"))).toMatchObject({
      statusShortform: "WL 20",
      statusGroup: "WL",
      statusCode: "3",
      colour: "amber",
    });
    expect(availabilityItem("SL", "GN", answer("REGRET/WL", false))).toMatchObject({
      statusGroup: "Not AVL",
      statusCode: "0",
      colour: "red",
      bookable: false,
    });
  });

  it("carries the railway's confirmation chance as the prediction", () => {
    const waiting = { ...answer("GNWL35/WL20"), confirmation: { percent: 64, count: 9 } };
    expect(availabilityItem("SL", "GN", waiting).prediction).toEqual({ percent: 64, count: 9 });
    expect(availabilityItem("SL", "GN", waiting).predictionReason).toBeNull();
    expect(availabilityItem("SL", "GN", answer("AVAILABLE-0001")).prediction).toBeNull();
    expect(availabilityItem("SL", "GN", answer("AVAILABLE-0001")).predictionReason).toBeNull();
  });

  it("carries why a waiting class has no chance, in its place", () => {
    const waiting = {
      ...answer("GNWL35/WL20"),
      confirmationReason: "beyond_history" as const,
    };
    expect(availabilityItem("SL", "GN", waiting)).toMatchObject({
      prediction: null,
      predictionReason: "beyond_history",
    });
  });

  it("carries when a class not yet open opens, as an ISO instant, and null otherwise", () => {
    const opensAt = new Date("2026-11-26T10:00:00+05:30");
    const notOpen = { ...answer("BOOKING NOT YET OPENED", false), opensAt };
    expect(availabilityItem("3A", "TQ", notOpen)).toMatchObject({
      status: "BOOKING NOT YET OPENED",
      statusShortform: "NOT OPEN",
      bookable: false,
      opensAt: "2026-11-26T04:30:00.000Z",
    });
    expect(availabilityItem("3A", "GN", answer("AVAILABLE-0044")).opensAt).toBeNull();
  });

  it("turns a refusal into a 'check availability' item carrying the reason", () => {
    const item = availabilityItem("2A", "TQ", {
      ok: false,
      reason: "train_not_running",
      message: "Train 12302 does not run on this date",
    });
    expect(item).toMatchObject({
      code: "2A",
      quota: "TQ",
      fare: null,
      status: "",
      statusGroup: "",
      colour: null,
      bookable: false,
      unavailableReason: "train_not_running",
      opensAt: null,
    });
  });
});

describe("statusShortform", () => {
  it("uses the current waitlist figure when there is one", () => {
    expect(statusShortform({ kind: "waitlist", list: "TQ", position: 9, current: null })).toBe(
      "WL 9",
    );
    expect(statusShortform({ kind: "current_available", count: 3 })).toBe("CURR AVL 3");
    expect(statusShortform({ kind: "not_opened" })).toBe("NOT OPEN");
  });
});

describe("runDaysMap", () => {
  it("maps Monday-first flags to a sun–sat map", () => {
    expect(runDaysMap([true, false, false, true, false, true, false])).toEqual({
      sun: false,
      mon: true,
      tue: false,
      wed: false,
      thu: true,
      fri: false,
      sat: true,
    });
  });
});

const item = (status: string, fare: number, bookable = true): AvailabilityItem =>
  availabilityItem("3A", "GN", answer(status, bookable, fare));

describe("orderings", () => {
  it("bestItem prefers seats, then RAC, then waiting list, then the cheaper", () => {
    const wl = item("GNWL5/WL5", 100);
    const rac = item("RAC 3", 500);
    const avlDear = item("AVAILABLE-0002", 900);
    const avlCheap = item("AVAILABLE-0001", 800);
    expect(bestItem([wl, rac])).toBe(rac);
    expect(bestItem([wl, rac, avlDear, avlCheap])).toBe(avlCheap);
    expect(bestItem([item("REGRET/WL", 1, false), wl])).toBe(wl);
    expect(bestItem([])).toBeUndefined();
  });

  it("recommendedOrder puts better availability first, then the earlier departure", () => {
    const order = recommendedOrder([
      { departureAbs: 10, durationMin: 100, classes: [item("GNWL5/WL5", 1)] },
      { departureAbs: 30, durationMin: 100, classes: [item("AVAILABLE-0001", 1)] },
      { departureAbs: 20, durationMin: 100, classes: [item("AVAILABLE-0001", 1)] },
      { departureAbs: 5, durationMin: 100, classes: [] },
    ]);
    expect(order).toEqual([2, 1, 0, 3]);
  });
});

describe("alternateStationsText", () => {
  it("names the distance only for a station other than the searched one", () => {
    expect(
      alternateStationsText(
        { name: "New Delhi", distanceKm: 0 },
        { name: "Sealdah", distanceKm: 3.4 },
        "New Delhi",
        "Howrah Junction",
      ),
    ).toBe("Trains from New Delhi to Sealdah (3.4 km from Howrah Junction)");
  });
});
