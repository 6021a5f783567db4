import { describe, expect, it } from "vitest";
import {
  type ConnectionBooking,
  connectionBookingParams,
  connectionId,
  parseConnectionBooking,
} from "./connection-ref.ts";

const booking: ConnectionBooking = {
  legs: [
    { trainNumber: "22160", from: "PUNE", to: "TNA", date: "2026-11-30" },
    { trainNumber: "12051", from: "TNA", to: "MAO", date: "2026-12-01" },
  ],
  classes: ["3E", "CC"],
  quota: "GN",
};

describe("connection references", () => {
  it("names an option by both legs' trains, stations and dates, safely for a URL and an id", () => {
    const id = connectionId(booking.legs);
    expect(id).toBe("22160.PUNE.TNA.20261130-12051.TNA.MAO.20261201");
    expect(encodeURIComponent(id)).toBe(id);
    // Another change station or another date is another option.
    expect(connectionId([booking.legs[0], { ...booking.legs[1], date: "2026-11-30" }])).not.toBe(
      id,
    );
  });

  it("carries both legs in the direct booking's keys, the second with a 2, and reads them back", () => {
    const params = connectionBookingParams(booking);
    expect(Object.fromEntries(params)).toEqual({
      train: "22160",
      class: "3E",
      quota: "GN",
      date: "2026-11-30",
      from: "PUNE",
      to: "TNA",
      train2: "12051",
      class2: "CC",
      date2: "2026-12-01",
      from2: "TNA",
      to2: "MAO",
    });
    expect(parseConnectionBooking(new URLSearchParams(params.toString()))).toEqual(booking);
  });

  it("reads nothing from missing, malformed or impossible parameters", () => {
    const broken = (change: Record<string, string | null>) => {
      const params = connectionBookingParams(booking);
      for (const [k, v] of Object.entries(change)) {
        if (v === null) params.delete(k);
        else params.set(k, v);
      }
      return parseConnectionBooking(params);
    };
    expect(broken({ train2: null })).toBeNull();
    expect(broken({ train: "2216" })).toBeNull();
    expect(broken({ date2: "2026-02-30" })).toBeNull();
    expect(broken({ class2: "C" })).toBeNull();
    expect(broken({ from2: "tna station" })).toBeNull();
    // The same train twice, a second leg before the first, back where it started.
    expect(broken({ train2: "22160" })).toBeNull();
    expect(broken({ date2: "2026-11-29" })).toBeNull();
    expect(broken({ to2: "PUNE" })).toBeNull();
    // Lower case is read as the codes it names.
    expect(broken({ from: "pune", class: "3e" })).toEqual(booking);
  });
});
