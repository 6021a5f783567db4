import type { AvailabilityItem, ConnectionClass } from "@safar/contracts/trains/common";
import { describe, expect, it } from "vitest";
import {
  bookBothHref,
  CONNECTIONS_FIRST,
  CONNECTIONS_MAX,
  chanceWords,
  changeWords,
  clearFiltersHref,
  connectionsShown,
  rupees,
  seatWords,
  showMoreHref,
} from "./connection-view.ts";

const item = (over: Partial<AvailabilityItem>): AvailabilityItem => ({
  code: "SL",
  className: "Sleeper Class",
  quota: "GN",
  fare: 40_000,
  status: "AVAILABLE-0044",
  statusShortform: "AVL 44",
  statusGroup: "AVL",
  statusCode: "1",
  colour: "green",
  bookable: true,
  waitlistPosition: null,
  prediction: null,
  predictionReason: null,
  unavailableReason: null,
  opensAt: null,
  ...over,
});
const wl = item({
  status: "GNWL20/WL12",
  statusShortform: "WL 12",
  statusGroup: "WL",
  statusCode: "3",
  colour: "amber",
  waitlistPosition: 20,
  prediction: { percent: 62, count: 30 },
});
const option = (over: Partial<ConnectionClass>): ConnectionClass => ({
  classes: ["SL", "SL"],
  label: "SL",
  quota: "GN",
  fare: 80_000,
  statusGroup: "AVL",
  colour: "green",
  bookable: true,
  chance: { percent: 100 },
  chanceReason: null,
  ...over,
});

describe("connections: how many, and Show more", () => {
  it("reads conn within its bounds", () => {
    expect(connectionsShown(new URLSearchParams(""))).toBe(CONNECTIONS_FIRST);
    expect(connectionsShown(new URLSearchParams("conn=15"))).toBe(15);
    expect(connectionsShown(new URLSearchParams("conn=2"))).toBe(CONNECTIONS_FIRST);
    expect(connectionsShown(new URLSearchParams("conn=99999"))).toBe(CONNECTIONS_MAX);
    expect(connectionsShown(new URLSearchParams("conn=ten"))).toBe(CONNECTIONS_FIRST);
  });

  it("links to ten more, landing on the first new one, and keeps the rest of the query", () => {
    const more = showMoreHref("/trains/searchTrains/A/B/20261130", "?sort=dur&cls=SL", 5, 42);
    expect(more).toEqual({
      href: "/trains/searchTrains/A/B/20261130?sort=dur&cls=SL&conn=15#connection-6",
      count: 10,
    });
    expect(showMoreHref("/p", "?conn=15", 15, 18)).toEqual({
      href: "/p?conn=25#connection-16",
      count: 3,
    });
    expect(showMoreHref("/p", "", 5, 5)).toBeNull();
    expect(showMoreHref("/p", "", CONNECTIONS_MAX, 500)).toBeNull();
  });

  it("clears the filters and the count, keeping the sort and the search", () => {
    expect(clearFiltersHref("/p", "?quota=TQ&sort=dur&cls=SL&av=avl&conn=15")).toBe(
      "/p?quota=TQ&sort=dur",
    );
    expect(clearFiltersHref("/p", "?cls=SL")).toBe("/p");
  });
});

describe("connections: words", () => {
  it("says where the change is, the walk or none, and the time between trains", () => {
    const same = changeWords({
      transfer: {
        arriveAt: { code: "TNA", name: "Thane" },
        departFrom: { code: "TNA", name: "Thane" },
        walkKm: 0,
        walkMin: 0,
        waitMin: 44,
      },
    });
    expect(same).toEqual({
      where: "Change at Thane (TNA)",
      walk: "same station, no walk",
      wait: "44m between trains",
    });
    const walk = changeWords({
      transfer: {
        arriveAt: { code: "MS", name: "Chennai Egmore" },
        departFrom: { code: "MAS", name: "Chennai Central" },
        walkKm: 1.77,
        walkMin: 27,
        waitMin: 685,
      },
    });
    expect(walk).toEqual({
      where: "Change from Chennai Egmore (MS) to Chennai Central (MAS)",
      walk: "1.8 km walk, 27 min allowed",
      wait: "11h 25m between trains",
    });
    const near = changeWords({
      transfer: {
        arriveAt: { code: "DR", name: "Dadar" },
        departFrom: { code: "DDR", name: "Dadar Western" },
        walkKm: 0.29,
        walkMin: 5,
        waitMin: 60,
      },
    });
    expect(near.walk).toBe("290 m walk, 5 min allowed");
  });

  it("says a leg's seats as a traveller does", () => {
    expect(seatWords(item({}), undefined)).toBe("Available 44");
    expect(seatWords(wl, undefined)).toBe("WL 12");
    expect(
      seatWords(item({ status: "RAC 5", statusShortform: "RAC 5", statusGroup: "RAC" }), undefined),
    ).toBe("RAC 5");
    expect(
      seatWords(
        item({
          status: "REGRET/WL",
          statusShortform: "REGRET",
          statusGroup: "Not AVL",
          bookable: false,
        }),
        undefined,
      ),
    ).toBe("Regret");
    expect(
      seatWords(
        item({
          status: "BOOKING NOT YET OPENED",
          statusShortform: "NOT OPEN",
          statusGroup: "",
          bookable: false,
          opensAt: "2026-11-29T04:30:00.000Z",
        }),
        "2026-11-28T10:00:00.000Z",
      ),
    ).toBe("Opens 10:00 tomorrow");
  });

  it("says the chance of travelling on both, or why there is none", () => {
    expect(chanceWords(option({}), [item({}), item({})], undefined)).toMatchObject({
      text: "Seats on both",
      kind: "sure",
    });
    expect(
      chanceWords(
        option({ statusGroup: "RAC" }),
        [item({}), item({ statusGroup: "RAC" })],
        undefined,
      ).text,
    ).toBe("Seat or RAC on both");
    expect(
      chanceWords(
        option({ statusGroup: "WL", chance: { percent: 62 } }),
        [item({}), wl],
        undefined,
      ),
    ).toEqual({
      text: "62% chance on both",
      label: "62% chance of a berth or RAC on both trains by their charts",
      kind: "chance",
    });
    expect(
      chanceWords(
        option({ statusGroup: "WL", chance: null, chanceReason: "preparing" }),
        [item({}), wl],
        undefined,
      ).text,
    ).toBe("Chance: still being worked out");
    expect(
      chanceWords(
        option({ bookable: false, chance: null }),
        [item({}), item({ bookable: false, statusGroup: "Not AVL" })],
        undefined,
      ).text,
    ).toBe("Not bookable on train 2");
  });

  it("shows whole rupees without paise", () => {
    expect(rupees(134_500)).toBe("₹1,345");
    expect(rupees(12_34_567_50)).toBe("₹12,34,567.50");
  });
});

describe("connections: Book both", () => {
  const leg = (trainNumber: string, from: string, to: string, date: string) => ({
    trainNumber,
    from: { code: from },
    to: { code: to },
    departure: { date },
  });
  const c = {
    legs: [leg("22160", "PUNE", "TNA", "2026-11-30"), leg("12051", "TNA", "MAO", "2026-12-01")],
  } as unknown as Parameters<typeof bookBothHref>[0];

  it("names both trains, the change, both dates and the class for the two-train booking", () => {
    const href = bookBothHref(c, option({ classes: ["3A", "3A"] }), "GN");
    const url = new URL(href, "http://x");
    expect(url.pathname).toBe("/trains/connecting/book");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      t1: "22160",
      t2: "12051",
      from: "PUNE",
      c1: "TNA",
      c2: "TNA",
      to: "MAO",
      d1: "2026-11-30",
      d2: "2026-12-01",
      cls: "3A",
      quota: "GN",
    });
  });

  it("adds the second train's class only when it differs", () => {
    const url = new URL(bookBothHref(c, option({ classes: ["3E", "CC"] }), "GN"), "http://x");
    expect(url.searchParams.get("cls")).toBe("3E");
    expect(url.searchParams.get("cls2")).toBe("CC");
  });
});
