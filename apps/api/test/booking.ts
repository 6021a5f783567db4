import type { ApiDeps } from "@safar/api/app";
import { OrderSummarySchema, VerifyResponseSchema } from "@safar/contracts/booking";
import type { DatabaseKind } from "@safar/db/client";
import { addDays } from "@safar/domain/ist";
import { fixedClock } from "@safar/test-kit/clock";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, expect } from "vitest";
import { CALLBACK_PATH, SIGNATURE_HEADER } from "../src/modules/booking/booking.routes.ts";
import { signCallback } from "../src/modules/booking/paygate.ts";
import { buildTestApp, RAILWAY_PASSWORD, registerRailwayUser, type TestApp } from "./helper.ts";
import { type SignedIn, signIn } from "./session.ts";

/**
 * The booking module's integration fixture: an app on a fresh database, two
 * signed-in users, railway user IDs `asha_v` and `ravi_v`, and a journey with
 * seats; shared by the use cases' `*.integration-test.ts` files.
 */

// 2026-11-21 10:00 IST; journeys a few days on.
export const START = "2026-11-21T10:00:00+05:30";

export interface Journey {
  trainNumber: string;
  from: string;
  to: string;
  date: string;
  classCode: string;
  quota: "GN";
}

export function expectProblem(res: LightMyRequestResponse, status: number, code: string) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().error.code).toBe(code);
  return res.json().error as { message: string; fields?: Record<string, string> };
}

export const details = (overrides: Record<string, unknown> = {}) => ({
  passengers: [
    { name: "Asha Verma", age: "34", gender: "Female", berth: "LB", food: "V" },
    { name: "Ravi Verma", age: "36", gender: "Male", berth: "UB", food: "N" },
  ],
  contact: { email: "asha@example.com", mobile: "9876543210" },
  policyAgreed: "on",
  ...overrides,
});

/** Registers the fixture's hooks in the calling `describe`; its values are set once they have run. */
export function bookingFixture(
  kind: DatabaseKind,
  overrides: Partial<Omit<ApiDeps, "database" | "now">> = {},
) {
  let t: TestApp;
  let user: SignedIn;
  let other: SignedIn;
  let journey: Journey;
  const clock = fixedClock(START);
  const callbackSecret = () =>
    // The same derivation as app.ts, from the test config's SESSION_SECRET.
    import("node:crypto").then(({ createHash }) =>
      createHash("sha256").update(`pg-callback\u0000${t.deps.config.sessionSecret}`).digest("hex"),
    );

  const post = (url: string, payload: unknown, who: SignedIn | null = user) =>
    t.app.inject({ method: "POST", url, payload: payload as object, headers: who?.headers ?? {} });
  const get = (url: string, who: SignedIn | null = user) =>
    t.app.inject({ method: "GET", url, headers: who?.headers ?? {} });

  /** A draft order; the money tests book on a second railway user ID (12 tickets a month each). */
  async function verified(extra: Record<string, unknown> = {}, railwayUserId = "asha_v") {
    const res = await post("/api/trains/v1/verify", {
      journey,
      details: details(extra),
      railwayUserId,
      seenStatus: "",
    });
    expect(res.statusCode, res.body).toBe(200);
    return VerifyResponseSchema.parse(res.json());
  }

  async function checkedOut(railwayUserId = "asha_v") {
    const { orderId } = await verified({}, railwayUserId);
    const res = await post("/api/trains/v1/checkout", { orderId });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { orderId: string; paymentReference: string; amountPaise: number };
  }

  /** The traveller types the railway password on the railway's own page (ADR 011). */
  const authorize = async (orderId: string) => {
    const rows = await t.database.sql.query<{ hold_id: string; railway_user_id: string }>(
      `select hold_id, railway_user_id from partner.orders where id = $1`,
      [orderId],
    );
    const done = await t.railway?.portal.authorizeHold(
      rows[0]?.hold_id ?? "",
      rows[0]?.railway_user_id ?? "",
      RAILWAY_PASSWORD,
      clock(),
    );
    expect(done?.ok).toBe(true);
  };
  /** Back from the railway's page: the order is finished. */
  const complete = (orderId: string) => post("/api/trains/v1/order/complete", { orderId });

  /** The gateway's callback authorising a wallet payment, as the raw body it posts. */
  const walletCallback = (reference: string, amountPaise: number, gatewayTxnId: string) =>
    JSON.stringify({
      reference,
      status: "authorized",
      amountPaise,
      method: "wallet",
      gatewayTxnId,
    });
  /** Posts a callback to the merchant, signed with the right secret unless a signature is given. */
  const sendCallback = async (raw: string, signature?: string) =>
    t.app.inject({
      method: "POST",
      url: CALLBACK_PATH,
      payload: raw,
      headers: {
        "content-type": "application/json",
        [SIGNATURE_HEADER]: signature ?? signCallback(await callbackSecret(), raw),
      },
    });

  /** Puts ₹1,00,000 in the user's simulated wallet. */
  const fundWallet = async () => {
    await get("/api/pg/v1/wallet");
    await t.database.sql.query(
      `update partner.wallets set balance_paise = 10000000 where user_id = $1`,
      [user.userId],
    );
  };

  const summary = async (orderId: string, who: SignedIn = user) =>
    OrderSummarySchema.parse((await get(`/api/trains/v1/order/summary/${orderId}`, who)).json());

  /** A two-passenger order booked to a PNR: paid from the wallet, the railway password typed. */
  async function ticketed(): Promise<{ orderId: string; pnr: string }> {
    await fundWallet();
    const { orderId, paymentReference } = await checkedOut();
    const paid = await post("/api/pg/v1/pay", { reference: paymentReference, method: "wallet" });
    expect(paid.statusCode, paid.body).toBe(200);
    await authorize(orderId);
    await complete(orderId);
    const s = await summary(orderId);
    expect(s.header.status).toBe(7);
    return { orderId, pnr: s.journey_details.pnr ?? "" };
  }

  beforeAll(async () => {
    t = await buildTestApp(kind, { ...overrides, now: clock });
    await registerRailwayUser(
      t,
      { userId: "asha_v", name: "Asha Verma", mobile: "9876500001" },
      clock(),
    );
    await registerRailwayUser(
      t,
      { userId: "ravi_v", name: "Ravi Verma", mobile: "9876500002" },
      clock(),
    );
    user = await signIn(t.app, "9000000101");
    other = await signIn(t.app, "9000000102");
    // A train with seats between two stations a few days on.
    const date = addDays("2026-11-21", 4);
    const found = await t.deps.railway.searchJourneys("NDLS", "HWH", date);
    for (const j of found.direct) {
      for (const classCode of ["3A", "SL", "2A", "CC"]) {
        const a = await t.deps.railway.availability({
          trainNumber: j.trainNumber,
          from: j.from,
          to: j.to,
          date,
          classCode: classCode as "3A",
          quota: "GN",
        });
        if (a.ok && a.status.startsWith("AVAILABLE")) {
          journey = {
            trainNumber: j.trainNumber,
            from: j.from,
            to: j.to,
            date,
            classCode,
            quota: "GN",
          };
          return;
        }
      }
    }
    throw new Error("no available journey on the demo network");
  }, 60_000);
  afterAll(() => t.close());

  return {
    get t() {
      return t;
    },
    get user() {
      return user;
    },
    get other() {
      return other;
    },
    get journey() {
      return journey;
    },
    clock,
    callbackSecret,
    post,
    get,
    verified,
    checkedOut,
    authorize,
    complete,
    fundWallet,
    summary,
    ticketed,
    walletCallback,
    sendCallback,
  };
}
