import { describe, expect, it } from "vitest";
import { fakeSql } from "../test-support.ts";
import { confirm } from "./confirm.ts";

const HOLD = "0b6f8d1e-3c2a-4f7e-9a1b-2c3d4e5f6a7b";
const NOW = new Date("2026-12-01T04:30:00Z");

function deps(answers: Record<string, unknown[]> = {}) {
  return {
    sql: fakeSql(answers),
    clock: () => NOW,
    ticketOf: async () => {
      throw new Error("no ticket expected");
    },
  };
}

const held = (over: Record<string, unknown>) => ({
  holdId: HOLD,
  state: "held",
  expiresAt: new Date(NOW.getTime() + 60_000),
  authorizedAt: null,
  options: { requireAuthorization: true },
  paymentReference: null,
  ...over,
});

describe("confirm", () => {
  it("answers not found for a malformed or unknown hold", async () => {
    expect(await confirm(deps(), "nope", "SFR1")).toMatchObject({ reason: "hold_not_found" });
    expect(await confirm(deps(), HOLD, "SFR1")).toMatchObject({ reason: "hold_not_found" });
  });

  it("refuses a booked hold paid with another payment", async () => {
    const d = deps({ pnr_by_hold: [held({ state: "booked", paymentReference: "SFR1" })] });
    expect(await confirm(d, HOLD, "SFR2")).toMatchObject({ reason: "already_confirmed" });
  });

  it("tells a lapsed hold apart from one still waiting for the railway password", async () => {
    const waiting = deps({ pnr_by_hold: [held({})] });
    expect(await confirm(waiting, HOLD, "SFR1")).toMatchObject({ reason: "not_authorized" });
    const lapsed = deps({ pnr_by_hold: [held({ state: "expired", expiresAt: NOW })] });
    expect(await confirm(lapsed, HOLD, "SFR1")).toMatchObject({
      reason: "authorization_timeout",
    });
  });
});
