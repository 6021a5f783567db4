import { ERROR_MESSAGES } from "@safar/contracts/errors";
import { PnrNudgeResponseSchema, PnrStatusResponseSchema } from "@safar/contracts/pnr";
import { accessTokenSchema } from "@safar/contracts/route-params";
import { addDays, istDate } from "@safar/domain/ist";
import { fixedClock } from "@safar/test-kit/clock";
import { testDatabaseKinds } from "@safar/test-kit/database";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  buildTestApp,
  RAILWAY_PASSWORD,
  registerRailwayUser,
  type TestApp,
} from "../../../test/helper.ts";
import { type SignedIn, signIn } from "../../../test/session.ts";

const START = "2026-11-21T10:00:00+05:30";
const NAMES = ["Asha Verma", "Ravi Verma"];

function expectProblem(res: LightMyRequestResponse, status: number, code: string) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().error.code).toBe(code);
  return res.json().error as { message: string; fields?: Record<string, string> };
}

describe.each(testDatabaseKinds())("PNR status and nudge on %s", (kind) => {
  let t: TestApp;
  let owner: SignedIn;
  let stranger: SignedIn;
  let pnr: string;
  let orderId: string;
  let bookedStatuses: string[];
  const clock = fixedClock(START);

  const get = (url: string, who: SignedIn | null = null) =>
    t.app.inject({ method: "GET", url, headers: who?.headers ?? {} });
  const post = (url: string, payload: unknown, who: SignedIn) =>
    t.app.inject({ method: "POST", url, payload: payload as object, headers: who.headers });
  const status = async (query: string, who: SignedIn | null = null) => {
    const res = await get(`/api/trains/v1/status?${query}`, who);
    expect(res.statusCode, res.body).toBe(200);
    return PnrStatusResponseSchema.parse(res.json());
  };

  /** Books a 2-passenger ticket the way the web app does: verify, checkout, pay, authorise, complete. */
  async function bookTicket(): Promise<{ pnr: string; orderId: string; statuses: string[] }> {
    const date = addDays("2026-11-21", 4);
    const found = await t.deps.railway.searchJourneys("NDLS", "HWH", date);
    let journey: Record<string, string> | null = null;
    for (const j of found.direct) {
      for (const classCode of ["3A", "SL", "2A", "CC"] as const) {
        const a = await t.deps.railway.availability({
          trainNumber: j.trainNumber,
          from: j.from,
          to: j.to,
          date,
          classCode,
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
          break;
        }
      }
      if (journey) break;
    }
    if (!journey) throw new Error("no available journey on the demo network");
    const verify = await post(
      "/api/trains/v1/verify",
      {
        journey,
        details: {
          passengers: [
            { name: NAMES[0], age: "34", gender: "Female", berth: "LB", food: "V" },
            { name: NAMES[1], age: "36", gender: "Male", berth: "UB", food: "N" },
          ],
          contact: { email: "asha@example.com", mobile: "9876543210" },
          policyAgreed: "on",
        },
        railwayUserId: "asha_v",
        seenStatus: "",
      },
      owner,
    );
    expect(verify.statusCode, verify.body).toBe(200);
    const id = verify.json().orderId as string;
    const checkout = await post("/api/trains/v1/checkout", { orderId: id }, owner);
    expect(checkout.statusCode, checkout.body).toBe(200);
    await get("/api/pg/v1/wallet", owner);
    await t.database.sql.query(
      `update partner.wallets set balance_paise = 10000000 where user_id = $1`,
      [owner.userId],
    );
    const paid = await post(
      "/api/pg/v1/pay",
      { reference: checkout.json().paymentReference, method: "wallet" },
      owner,
    );
    expect(paid.statusCode, paid.body).toBe(200);
    const rows = await t.database.sql.query<{ hold_id: string }>(
      `select hold_id from partner.orders where id = $1`,
      [id],
    );
    const done = await t.railway?.portal.authorizeHold(
      rows[0]?.hold_id ?? "",
      "asha_v",
      RAILWAY_PASSWORD,
      clock(),
    );
    expect(done?.ok).toBe(true);
    const completed = await post("/api/trains/v1/order/complete", { orderId: id }, owner);
    expect(completed.statusCode, completed.body).toBe(200);
    const summary = completed.json();
    expect(summary.journey_details.pnr).toMatch(/^\d{10}$/);
    return {
      pnr: summary.journey_details.pnr,
      orderId: id,
      statuses: summary.passenger_details.map((p: { bookingStatus: string }) => p.bookingStatus),
    };
  }

  beforeAll(async () => {
    t = await buildTestApp(kind, { now: clock });
    await registerRailwayUser(
      t,
      { userId: "asha_v", name: "Asha Verma", mobile: "9876500001" },
      clock(),
    );
    owner = await signIn(t.app, "9000000201");
    stranger = await signIn(t.app, "9000000202");
    ({ pnr, orderId, statuses: bookedStatuses } = await bookTicket());
  }, 120_000);
  afterAll(() => t?.close());

  it("refuses a PNR that is not 10 digits with 'Enter a valid PNR'", async () => {
    for (const query of ["pnr=123456789", "pnr=12345678901", "pnr=12345abcde", "pnr=", ""]) {
      const error = expectProblem(
        await get(`/api/trains/v1/status?${query}`),
        400,
        "validation_failed",
      );
      expect(error.message, query).toBe("Enter a valid PNR");
      expect(error.fields?.pnr).toBe("Enter a valid PNR");
    }
    const nudge = expectProblem(
      await get("/api/trains/v1/pnr/nudge?pnr=98765"),
      400,
      "validation_failed",
    );
    expect(nudge.message).toBe("Enter a valid PNR");
  });

  it("answers 404 with a clear message for a PNR the railway does not know", async () => {
    const unknown = pnr === "1000000000" ? "1000000001" : "1000000000";
    const error = expectProblem(
      await get(`/api/trains/v1/status?pnr=${unknown}`),
      404,
      "not_found",
    );
    expect(error.message).toBe(
      `We could not find PNR ${unknown}. Check the 10-digit number on your ticket.`,
    );
  });

  it("shows the owner the train, journey, chart, and each passenger's berth and name", async () => {
    const s = await status(`pnr=${pnr}`, owner);
    expect(s).toMatchObject({
      pnr,
      state: "booked",
      owner: true,
      orderId,
      chart: { prepared: false },
    });
    expect(s.trainName.length).toBeGreaterThan(0);
    expect(s.from.name).not.toBe("");
    expect(s.boarding.code).toBe(s.from.code);
    expect(s.journeyDate).toBe(addDays("2026-11-21", 4));
    expect(s.departure.date).toBe(s.journeyDate);
    expect(s.departure.time).toMatch(/^\d{2}:\d{2}$/);
    // The chart is due before the run leaves its origin, so before this departure.
    expect(new Date(s.chart.dueAt ?? 0).getTime()).toBeLessThan(new Date(s.departure.at).getTime());
    expect(s.passengers.map((p) => p.name)).toEqual(NAMES);
    expect(s.passengers.map((p) => p.label)).toEqual(NAMES);
    expect(s.passengers.map((p) => p.age)).toEqual([34, 36]);
    expect(s.passengers.map((p) => p.bookingStatus.text)).toEqual(bookedStatuses);
    for (const p of s.passengers) {
      // Booked as CNF/<coach>/<berth>/<type>: the parts are parsed out.
      const [, coach, berth, type] = p.bookingStatus.text.split("/");
      expect(p.currentStatus).toMatchObject({
        kind: "confirmed",
        coach,
        berth: Number(berth),
        berthType: type,
      });
      expect(p.currentStatus.berthTypeName).not.toBeNull();
      expect(p.prediction).toBeNull(); // nothing waits
      expect(p.predictionReason).toBeNull(); // so nothing to explain
    }
    expect(s.detailsPath).toMatch(new RegExp(`^/trains/current-status/${orderId}/[A-Za-z0-9_-]+$`));
  });

  it("shows anyone else the same statuses without names, ages or genders", async () => {
    const mine = await status(`pnr=${pnr}`, owner);
    for (const who of [null, stranger]) {
      const s = await status(`pnr=${pnr}`, who);
      expect(s.owner).toBe(false);
      expect(s.orderId).toBeNull();
      expect(s.detailsPath).toBeNull();
      expect(s.passengers.map((p) => p.label)).toEqual(["Passenger 1", "Passenger 2"]);
      expect(
        s.passengers.every((p) => p.name === null && p.age === null && p.gender === null),
      ).toBe(true);
      expect(s.passengers.map((p) => p.currentStatus)).toEqual(
        mine.passengers.map((p) => p.currentStatus),
      );
      const body = JSON.stringify(s);
      for (const name of NAMES) expect(body).not.toContain(name);
    }
  });

  it("gives a URL-safe share token that opens the status, and refuses a wrong one with 403", async () => {
    const s = await status(`pnr=${pnr}`);
    expect(accessTokenSchema.safeParse(s.shareToken).success).toBe(true);
    expect(s.sharePath).toBe(`/trains/pnr-enquiry/${pnr}/${s.shareToken}`);
    // The same token for everyone (it is the PNR's, not the viewer's).
    expect((await status(`pnr=${pnr}`, owner)).shareToken).toBe(s.shareToken);
    const shared = await status(`pnr=${pnr}&token=${s.shareToken}`);
    expect(shared.passengers.map((p) => p.label)).toEqual(["Passenger 1", "Passenger 2"]);
    const wrong = `${s.shareToken.slice(0, -1)}${s.shareToken.endsWith("A") ? "B" : "A"}`;
    for (const token of [wrong, "abcdef", `${s.shareToken}x`]) {
      const error = expectProblem(
        await get(`/api/trains/v1/status?pnr=${pnr}&token=${token}`),
        403,
        "pnr_link_invalid",
      );
      expect(error.message).toBe(ERROR_MESSAGES.pnr_link_invalid);
    }
    // Another PNR's token does not open this one.
    const other = pnr === "1000000000" ? "1000000001" : "1000000000";
    expectProblem(
      await get(`/api/trains/v1/status?pnr=${other}&token=${s.shareToken}`),
      403,
      "pnr_link_invalid",
    );
  });

  it("resolves an order's details link to its PNR; names still only for the owner", async () => {
    const mine = await status(`pnr=${pnr}`, owner);
    const [, , , id, token] = (mine.detailsPath ?? "").split("/");
    expect(id).toBe(orderId);
    const forOwner = await status(`orderId=${orderId}&token=${token}`, owner);
    expect(forOwner.pnr).toBe(pnr);
    expect(forOwner.passengers.map((p) => p.name)).toEqual(NAMES);
    const forStranger = await status(`orderId=${orderId}&token=${token}`, stranger);
    expect(forStranger.pnr).toBe(pnr);
    expect(forStranger.passengers.map((p) => p.name)).toEqual([null, null]);
    // The PNR's share token is not an order token.
    expectProblem(
      await get(`/api/trains/v1/status?orderId=${orderId}&token=${mine.shareToken}`),
      403,
      "pnr_link_invalid",
    );
    expectProblem(await get(`/api/trains/v1/status?orderId=${orderId}`), 400, "validation_failed");
  });

  it("nudges toward live status from 6 hours before departure until arrival (injected clock)", async () => {
    const s = await status(`pnr=${pnr}`);
    const departure = new Date(s.departure.at).getTime();
    const arrival = new Date(s.arrival.at).getTime();
    const nudgeAt = async (at: number) => {
      clock.set(new Date(at));
      const res = await get(`/api/trains/v1/pnr/nudge?pnr=${pnr}`);
      expect(res.statusCode, res.body).toBe(200);
      return PnrNudgeResponseSchema.parse(res.json());
    };
    try {
      expect(await nudgeAt(departure - 6 * 3_600_000 - 60_000)).toEqual({ show: false });
      const before = await nudgeAt(departure - 5 * 3_600_000);
      const schedule = await t.deps.railway.trainSchedule(s.trainNumber);
      const day = schedule?.stops.find((x) => x.code === s.boarding.code)?.day ?? 1;
      const runDate = addDays(istDate(new Date(departure)), -(day - 1));
      expect(before).toEqual({
        show: true,
        trainNumber: s.trainNumber,
        runDate,
        boardingCode: s.boarding.code,
        message: expect.stringContaining(s.trainNumber),
        href: `/trains/liveTrainStatus?trainNumber=${s.trainNumber}&date=${runDate}&station=${s.boarding.code}`,
      });
      expect((await nudgeAt(arrival - 60_000)).show).toBe(true);
      expect(await nudgeAt(arrival + 60_000)).toEqual({ show: false });
      // An unknown PNR is never nudged.
      const other = pnr === "1000000000" ? "1000000001" : "1000000000";
      clock.set(new Date(departure - 3_600_000));
      const unknown = await get(`/api/trains/v1/pnr/nudge?pnr=${other}`);
      expect(unknown.json()).toEqual({ show: false });
    } finally {
      clock.set(START);
    }
  });

  it("answers 503 'PNR status currently unavailable' when the railway fails", async () => {
    const down = await buildTestApp(kind, {
      now: clock,
      railway: {
        ...t.deps.railway,
        pnrStatus: async () => {
          throw new Error("railway down");
        },
      },
    });
    try {
      for (const url of [
        `/api/trains/v1/status?pnr=${pnr}`,
        `/api/trains/v1/pnr/nudge?pnr=${pnr}`,
      ]) {
        const error = expectProblem(
          await down.app.inject({ method: "GET", url }),
          503,
          "pnr_status_unavailable",
        );
        expect(error.message).toBe("PNR status currently unavailable");
      }
    } finally {
      await down.close();
    }
  });
});
