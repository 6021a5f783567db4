import { describe, expect, it } from "vitest";
import type { Ticket, TicketPassenger } from "../gateway.ts";
import type { PredictQuery } from "./model.ts";
import { createPredictions } from "./predictions.ts";
import { trainOf } from "./test-trains.ts";
import { passengerQuery, type TicketPredictions, ticketOutlook } from "./ticket-outlook.ts";

const pax = (number: number, bookingStatus: string, currentStatus: string): TicketPassenger => ({
  number,
  name: `P${number}`,
  age: 30,
  gender: "Male",
  bookingStatus,
  currentStatus,
  fare: 100_000,
  infant: false,
});

const ticket = (passengers: TicketPassenger[], over: Partial<Ticket> = {}): Ticket => ({
  pnr: "2345678901",
  state: "booked",
  trainNumber: "12001",
  trainName: "Test Exp",
  date: "2026-12-10",
  from: "AAA",
  to: "BBB",
  boardingPoint: "AAA",
  departure: new Date("2026-12-10T10:00:00+05:30"),
  arrival: new Date("2026-12-10T20:00:00+05:30"),
  classCode: "SL",
  quota: "GN",
  chartPrepared: false,
  passengers,
  totalFare: 200_000,
  refunded: 0,
  bookedAt: new Date("2026-12-01T10:00:00+05:30"),
  ...over,
});

const train = trainOf("12001", ["S1", "S2", "S3", "S4", "S5", "S6"]);
const originDeparture = new Date("2026-12-10T10:00:00+05:30");
const chartDueAt = new Date("2026-12-10T06:00:00+05:30");
const now = new Date("2026-12-07T12:00:00+05:30");

/** A stand-in for the fitted model that records what it was asked. */
function recording(percent = 62, count = 40) {
  const asked: PredictQuery[] = [];
  const predictions: TicketPredictions = {
    predict: (_train, _cls, query) => {
      asked.push(query);
      return {
        probability: percent / 100,
        percent,
        count,
        quotaGroup: "normal",
        reason: count > 0 ? null : "no_history",
      };
    },
  };
  return { asked, predictions };
}

describe("passengerQuery: the list and place a passenger waits on now", () => {
  it("reads RAC n, a waitlist with its list, and a bare WL n with the booking's list", () => {
    expect(passengerQuery("GNWL 30", "RAC 3")).toEqual({ list: "RAC", waitlistPosition: 3 });
    expect(passengerQuery("GNWL 30", "GNWL 12")).toEqual({ list: "GN", waitlistPosition: 12 });
    expect(passengerQuery("GNWL 30", "WL 12")).toEqual({ list: "GN", waitlistPosition: 12 });
    expect(passengerQuery("TQWL 8", "WL 2")).toEqual({ list: "TQ", waitlistPosition: 2 });
  });

  it("has nothing to predict for a berth, a cancelled place or an allotted RAC seat; says so for an unmodelled list", () => {
    expect(passengerQuery("CNF/B2/34/LB", "CNF/B2/34/LB")).toBeNull();
    expect(passengerQuery("GNWL 4", "CNF/S1/7/UB")).toBeNull();
    expect(passengerQuery("RAC 2", "CAN")).toBeNull();
    expect(passengerQuery("RAC 2", "RAC/S4/71/SL")).toBeNull();
    expect(passengerQuery("RLWL 5", "WL 5")).toBe("not_modelled");
    expect(passengerQuery("NOSB", "NOSB")).toBeNull();
  });
});

describe("ticketOutlook", () => {
  it("asks the predictions for each waiting passenger at their current place, days counted to the origin date", () => {
    const { asked, predictions } = recording();
    const out = ticketOutlook({
      ticket: ticket([
        pax(1, "CNF/S1/7/LB", "CNF/S1/7/LB"),
        pax(2, "GNWL 30", "RAC 3"),
        pax(3, "GNWL 31", "WL 9"),
      ]),
      train,
      originDeparture,
      chartDueAt,
      now,
      predictions,
    });
    expect(out.chartDueAt).toEqual(chartDueAt);
    expect(asked).toEqual([
      { list: "RAC", waitlistPosition: 3, daysToDeparture: 3, classCode: "SL", quota: "GN" },
      { list: "GN", waitlistPosition: 9, daysToDeparture: 3, classCode: "SL", quota: "GN" },
    ]);
    expect(out.passengers).toEqual([
      { number: 1, list: null, position: null, confirmation: null, confirmationReason: null },
      {
        number: 2,
        list: "RAC",
        position: 3,
        confirmation: { percent: 62, count: 40 },
        confirmationReason: null,
      },
      {
        number: 3,
        list: "GN",
        position: 9,
        confirmation: { percent: 62, count: 40 },
        confirmationReason: null,
      },
    ]);
  });

  it("gives no figure after the chart, for a released ticket, without predictions, or with no history case", () => {
    const waiting = [pax(1, "GNWL 30", "WL 9")];
    const charted = recording();
    expect(
      ticketOutlook({
        ticket: ticket(waiting, { chartPrepared: true }),
        train,
        originDeparture,
        chartDueAt,
        now,
        predictions: charted.predictions,
      }).passengers[0],
    ).toMatchObject({ confirmation: null, confirmationReason: null });
    expect(charted.asked).toEqual([]);
    const released = recording();
    expect(
      ticketOutlook({
        ticket: ticket(waiting, { state: "released" }),
        train,
        originDeparture,
        chartDueAt,
        now,
        predictions: released.predictions,
      }).passengers[0],
    ).toMatchObject({ confirmation: null, confirmationReason: null });
    expect(
      ticketOutlook({
        ticket: ticket(waiting),
        train,
        originDeparture,
        chartDueAt,
        now,
        predictions: undefined,
      }).passengers[0],
    ).toEqual({
      number: 1,
      list: "GN",
      position: 9,
      confirmation: null,
      confirmationReason: "unavailable",
    });
    const none = recording(50, 0);
    expect(
      ticketOutlook({
        ticket: ticket(waiting),
        train,
        originDeparture,
        chartDueAt,
        now,
        predictions: none.predictions,
      }).passengers[0],
    ).toMatchObject({ confirmation: null, confirmationReason: "no_history" });
  });

  it("says why a waiting passenger has no figure: history being prepared, a list not modelled", () => {
    const preparing: TicketPredictions = { predict: () => null };
    const out = ticketOutlook({
      ticket: ticket([pax(1, "GNWL 30", "WL 9"), pax(2, "RLWL 5", "WL 5")]),
      train,
      originDeparture,
      chartDueAt,
      now,
      predictions: preparing,
    });
    expect(out.passengers).toEqual([
      { number: 1, list: "GN", position: 9, confirmation: null, confirmationReason: "preparing" },
      {
        number: 2,
        list: null,
        position: null,
        confirmation: null,
        confirmationReason: "list_not_modelled",
      },
    ]);
  });

  it("asks at the number a booking made now would need to stand at the passenger's place", () => {
    const { asked, predictions } = recording();
    // 15 numbers of the GN list issued ahead of its people left the list (GNWL35/WL20 now).
    ticketOutlook({
      ticket: ticket([pax(1, "GNWL 35", "WL 20"), pax(2, "GNWL 30", "RAC 3")]),
      train,
      originDeparture,
      chartDueAt,
      now,
      predictions,
      issuedAhead: { GN: 15, RAC: 4 },
    });
    expect(asked.map((q) => [q.list, q.waitlistPosition])).toEqual([
      ["GN", 35],
      ["RAC", 7],
    ]);
  });

  it("answers the fitted model's figure once the train's history is ready", async () => {
    const predictions = createPredictions({ runs: 30, worker: false });
    try {
      await predictions.ready(train, "SL");
      // A waitlist place the simulated history has cases for, 3 days before the run.
      const base = { list: "GN", daysToDeparture: 3, classCode: "SL", quota: "GN" } as const;
      let position = 1;
      while (
        position < 500 &&
        (predictions.predict(train, "SL", { ...base, waitlistPosition: position })?.count ?? 0) ===
          0
      )
        position++;
      const expected = predictions.predict(train, "SL", { ...base, waitlistPosition: position });
      expect(expected?.count).toBeGreaterThan(0);
      const t = ticket([pax(1, `GNWL ${position + 5}`, `WL ${position}`)]);
      const out = ticketOutlook({
        ticket: t,
        train,
        originDeparture,
        chartDueAt,
        now,
        predictions,
      });
      expect(out.passengers[0]?.confirmation).toEqual({
        percent: expected?.percent,
        count: expected?.count,
      });
    } finally {
      await predictions.close();
    }
  });
});
