import type { Ticket } from "@safar/railway/gateway";
import { describe, expect, it } from "vitest";
import { orderActions } from "./order-summary.ts";

const DEPARTURE = new Date("2026-11-30T23:10:00+05:30");
const ARRIVAL = new Date("2026-12-01T16:35:00+05:30");
const order: { id: string; status: number; pnr: string | null; fromCode: string } = {
  id: "26112512345678",
  status: 7,
  pnr: "2067593293",
  fromCode: "NDLS",
};

function ticket(over: Partial<Ticket> = {}, statuses = ["CNF/S1/41/LB", "RAC 3"]): Ticket {
  return {
    pnr: "2067593293",
    state: "booked",
    trainNumber: "12274",
    trainName: "Duronto",
    date: "2026-11-30",
    from: "NDLS",
    to: "HWH",
    boardingPoint: "NDLS",
    departure: DEPARTURE,
    arrival: ARRIVAL,
    classCode: "SL",
    quota: "GN",
    chartPrepared: false,
    passengers: statuses.map((s, i) => ({
      number: i + 1,
      name: `P${i + 1}`,
      age: 30,
      gender: "Male",
      bookingStatus: s,
      currentStatus: s,
      fare: 79_500,
      infant: false,
    })),
    totalFare: 159_000,
    refunded: 0,
    bookedAt: new Date("2026-11-25T10:00:00+05:30"),
    ...over,
  } as Ticket;
}

const ids = (o: typeof order, t: Ticket | null, now: string) =>
  orderActions(o, t, new Date(now)).map((a) => a.id);

describe("the actions an order offers now", () => {
  it("before the chart: download, resend, cancel, boarding change, invoice", () => {
    expect(ids(order, ticket(), "2026-11-28T10:00:00+05:30")).toEqual([
      "download_ticket",
      "resend_ticket",
      "cancel",
      "change_boarding",
      "tax_invoice",
    ]);
  });

  it("after the chart: no cancellation or boarding change; a TDR until 72 h after arrival", () => {
    const charted = ticket({ chartPrepared: true });
    expect(ids(order, charted, "2026-11-30T20:00:00+05:30")).toEqual([
      "download_ticket",
      "resend_ticket",
      "file_tdr",
      "tax_invoice",
    ]);
    expect(ids(order, charted, "2026-12-04T16:35:00+05:30")).toContain("file_tdr");
    expect(ids(order, charted, "2026-12-04T16:36:00+05:30")).not.toContain("file_tdr");
  });

  it("no boarding change once changed, nor for a waitlisted ticket", () => {
    expect(ids(order, ticket({ boardingPoint: "CNB" }), "2026-11-28T10:00:00+05:30")).not.toContain(
      "change_boarding",
    );
    expect(ids(order, ticket({}, ["WL 6", "WL 7"]), "2026-11-28T10:00:00+05:30")).not.toContain(
      "change_boarding",
    );
  });

  it("nothing to cancel or claim when every passenger is cancelled", () => {
    const gone = ids(
      order,
      ticket({ chartPrepared: true }, ["CAN", "CAN"]),
      "2026-11-30T20:00:00+05:30",
    );
    expect(gone).not.toContain("cancel");
    expect(gone).not.toContain("file_tdr");
    expect(ids(order, ticket({}, ["CAN", "CAN"]), "2026-11-28T10:00:00+05:30")).not.toContain(
      "cancel",
    );
  });

  it("none for an order without a ticket, or not booked", () => {
    expect(ids({ ...order, status: 1, pnr: null }, null, "2026-11-28T10:00:00+05:30")).toEqual([]);
    expect(ids({ ...order, status: 18 }, ticket(), "2026-11-28T10:00:00+05:30")).toEqual([]);
  });

  it("links each action to its page under the order", () => {
    const cancel = orderActions(order, ticket(), new Date("2026-11-28T10:00:00+05:30")).find(
      (a) => a.id === "cancel",
    );
    expect(cancel).toEqual({
      id: "cancel",
      label: "Cancel ticket",
      href: "/trains/summary/26112512345678/cancel",
    });
  });
});
