import { describe, expect, it } from "vitest";
import { DEFAULT_BOOKING_RULES } from "../../rules/check-booking.ts";
import { adult, fakeSql, stubUsers } from "../test-support.ts";
import { hold } from "./hold.ts";

const NOW = new Date("2026-12-01T04:30:00Z");

function deps() {
  let inits = 0;
  const d = {
    sql: fakeSql(),
    trains: new Map(),
    clock: () => NOW,
    rules: DEFAULT_BOOKING_RULES,
    init: async () => {
      inits++;
    },
    layoutOf: () => null,
    submit: async (): Promise<never> => {
      throw new Error("no job expected");
    },
    holdOf: async (): Promise<never> => {
      throw new Error("no hold expected");
    },
    users: stubUsers(),
    inflight: new Map(),
    inits: () => inits,
  };
  return d;
}

const request = {
  trainNumber: "00000",
  from: "NDLS",
  to: "HWH",
  date: "2026-12-10",
  classCode: "SL",
  quota: "GN",
  railwayUserId: "asha_v",
  passengers: [adult()],
  idempotencyKey: "order-0001",
} as const;

describe("hold", () => {
  it("refuses a request that does not parse, naming the field", async () => {
    const d = deps();
    const r = await hold(d, { ...request, passengers: [] } as never);
    expect(r).toMatchObject({ ok: false, reason: "invalid_request" });
    expect(d.inits()).toBe(0);
  });

  it("runs one hold for one idempotency key sent twice at once, and forgets it after", async () => {
    const d = deps();
    const [a, b] = await Promise.all([hold(d, request as never), hold(d, request as never)]);
    expect(a).toEqual(b);
    expect(a).toMatchObject({ ok: false, reason: "train_not_found" });
    expect(d.inits()).toBe(1);
    expect(d.inflight.size).toBe(0);
  });
});
