import { describe, expect, it } from "vitest";
import { fakeSql } from "../test-support.ts";
import { cancelTicket } from "./cancel.ts";
import { changeBoardingPoint } from "./change-boarding-point.ts";
import { fileTdr } from "./file-tdr.ts";
import { occupancyOf } from "./occupancy.ts";
import { pnrStatus } from "./pnr-status.ts";

const NOW = new Date("2026-12-01T04:30:00Z");
const never = async (): Promise<never> => {
  throw new Error("not expected");
};

describe("the ticket use cases on an unknown PNR", () => {
  const deps = {
    sql: fakeSql(),
    clock: () => NOW,
    trains: new Map(),
    ticketOf: never,
    submit: never,
    chartDueOf: () => NOW,
  };

  it("has no status", async () => {
    expect(await pnrStatus(deps, "1234567890")).toBeNull();
  });

  it("refuses a cancellation, a boarding change and a TDR in words", async () => {
    expect(await cancelTicket(deps, { pnr: "1234567890", passengerNumbers: [1] })).toMatchObject({
      ok: false,
      reason: "pnr_not_found",
    });
    expect(await changeBoardingPoint(deps, "1234567890", "NDLS")).toMatchObject({
      ok: false,
      reason: "pnr_not_booked",
    });
    expect(
      await fileTdr(deps, {
        pnr: "1234567890",
        reason: "train_late",
        passengerNumbers: [1],
      } as never),
    ).toMatchObject({ ok: false, reason: "pnr_not_booked" });
  });
});

describe("occupancyOf", () => {
  it("is null for a train it does not know", async () => {
    expect(
      await occupancyOf(
        { sql: fakeSql(), layoutOf: () => null },
        { trainNumber: "00000", runDate: "2026-12-10", classCode: "SL" },
      ),
    ).toBeNull();
  });
});
