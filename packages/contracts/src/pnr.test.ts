import { describe, expect, it } from "vitest";
import {
  liveStatusHref,
  PnrNudgeQuerySchema,
  PnrStatusQuerySchema,
  parsePassengerStatus,
} from "./pnr.ts";

describe("parsePassengerStatus", () => {
  it("parses a confirmed berth into coach, berth and berth type", () => {
    expect(parsePassengerStatus("CNF/B2/34/LB")).toEqual({
      text: "CNF/B2/34/LB",
      kind: "confirmed",
      coach: "B2",
      berth: 34,
      berthType: "LB",
      berthTypeName: "Lower",
      list: null,
      position: null,
    });
    expect(parsePassengerStatus(" cnf / s10 / 7 / su ")).toMatchObject({
      kind: "confirmed",
      coach: "S10",
      berth: 7,
      berthType: "SU",
      berthTypeName: "Side Upper",
    });
    expect(parsePassengerStatus("CNF")).toMatchObject({
      kind: "confirmed",
      coach: null,
      berth: null,
    });
  });

  it("parses RAC with and without its allotted side-lower", () => {
    expect(parsePassengerStatus("RAC 3")).toMatchObject({ kind: "rac", position: 3, coach: null });
    expect(parsePassengerStatus("RAC/S4/71/SL")).toMatchObject({
      kind: "rac",
      coach: "S4",
      berth: 71,
      berthType: "SL",
      position: null,
    });
  });

  it("parses waitlists with their list, and the bare current WL n", () => {
    expect(parsePassengerStatus("GNWL 12")).toMatchObject({
      kind: "waitlist",
      list: "GN",
      position: 12,
    });
    expect(parsePassengerStatus("TQWL5")).toMatchObject({
      kind: "waitlist",
      list: "TQ",
      position: 5,
    });
    expect(parsePassengerStatus("WL 4")).toMatchObject({
      kind: "waitlist",
      list: null,
      position: 4,
    });
  });

  it("reads CAN as cancelled, NOSB as no berth, and keeps anything else as other", () => {
    expect(parsePassengerStatus("CAN").kind).toBe("cancelled");
    expect(parsePassengerStatus("NOSB").kind).toBe("no_berth");
    expect(parsePassengerStatus("SOMETHING")).toMatchObject({ kind: "other", text: "SOMETHING" });
  });
});

describe("PnrStatusQuerySchema", () => {
  it("accepts a 10-digit PNR (trimmed), with or without a token", () => {
    expect(PnrStatusQuerySchema.parse({ pnr: " 2345678901 " }).pnr).toBe("2345678901");
    expect(PnrStatusQuerySchema.parse({ pnr: "2345678901", token: "abc_DEF-12" }).token).toBe(
      "abc_DEF-12",
    );
  });

  it("refuses 9 or 11 digits, letters, empty and missing with 'Enter a valid PNR'", () => {
    for (const query of [
      { pnr: "234567890" },
      { pnr: "23456789012" },
      { pnr: "23456abcde" },
      { pnr: "" },
      {},
    ]) {
      const r = PnrStatusQuerySchema.safeParse(query);
      expect(r.success).toBe(false);
      expect(r.error?.issues[0]?.message).toBe("Enter a valid PNR");
    }
    expect(PnrNudgeQuerySchema.safeParse({}).error?.issues[0]?.message).toBe("Enter a valid PNR");
  });

  it("takes an order id with its token instead of a PNR, and needs the token", () => {
    expect(
      PnrStatusQuerySchema.safeParse({ orderId: "26112112345678", token: "abcdefgh" }).success,
    ).toBe(true);
    expect(PnrStatusQuerySchema.safeParse({ orderId: "26112112345678" }).success).toBe(false);
    expect(PnrStatusQuerySchema.safeParse({ pnr: "2345678901", token: "a b" }).success).toBe(false);
  });
});

it("liveStatusHref builds the live-status page's query", () => {
  expect(liveStatusHref("12301", "2026-11-25", "NDLS")).toBe(
    "/trains/liveTrainStatus?trainNumber=12301&date=2026-11-25&station=NDLS",
  );
});
