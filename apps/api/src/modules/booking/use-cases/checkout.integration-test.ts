import { addDays } from "@safar/domain/ist";
import { testDatabaseKinds } from "@safar/test-kit/database";
import { beforeAll, describe, expect, it } from "vitest";
import { bookingFixture, details, expectProblem, type Journey } from "../../../../test/booking.ts";
import { registerRailwayUser, type TestApp } from "../../../../test/helper.ts";

describe.each(testDatabaseKinds())("v1/checkout: one hold, one payment on %s", (kind) => {
  const f = bookingFixture(kind);
  const { clock, post, get, verified, authorize, complete, fundWallet, summary } = f;
  let t: TestApp;
  let journey: Journey;
  beforeAll(() => {
    ({ t, journey } = f);
  });

  it("opens one payment for 10 checkouts of one order at once; paying every reference returned charges once (R3)", async () => {
    await fundWallet();
    const walletBefore = (await get("/api/pg/v1/wallet")).json().balancePaise as number;
    const { orderId } = await verified({}, "ravi_v");
    const checkouts = await Promise.all(
      Array.from({ length: 10 }, () => post("/api/trains/v1/checkout", { orderId })),
    );
    // Each answers the one payment, or 409 while another checkout opens it.
    for (const c of checkouts) expect([200, 409], c.body).toContain(c.statusCode);
    const references = [
      ...new Set(
        checkouts.filter((c) => c.statusCode === 200).map((c) => c.json().paymentReference),
      ),
    ];
    const pays = await Promise.all(
      references.map((reference) => post("/api/pg/v1/pay", { reference, method: "wallet" })),
    );
    expect(pays.some((p) => p.statusCode === 200)).toBe(true);
    await authorize(orderId);
    await complete(orderId);
    const s = await summary(orderId);
    expect(s.header.status).toBe(7);
    const captured = await t.database.sql.query<{ n: number }>(
      `select count(*)::int as n from partner.payments where order_id = $1 and status = 'captured'`,
      [orderId],
    );
    expect(captured[0]?.n, `${references.length} references`).toBe(1);
    expect((await get("/api/pg/v1/wallet")).json().balancePaise).toBe(
      walletBefore - s.fare_and_payment_details.fare.totalPaise,
    );
    expect(references).toHaveLength(1);
    // Paying it again after the ticket: refused, the order stays booked, one e-ticket.
    const again = await post("/api/pg/v1/pay", { reference: references[0], method: "wallet" });
    expect(again.statusCode).toBe(409);
    expect((await summary(orderId)).header.status).toBe(7);
    const mails = await t.database.sql.query<{ n: number }>(
      `select count(*)::int as n from partner.outbox_messages where purpose = 'e_ticket' and body like $1`,
      [`%PNR ${s.journey_details.pnr}%`],
    );
    expect(mails[0]?.n).toBe(2);
  });

  it("never lets 10 checkouts at once on different dates take a railway user ID past its monthly limit", async () => {
    const id = `limit_${kind}`;
    await registerRailwayUser(
      t,
      {
        userId: id,
        name: "Limit Tester",
        email: `${id}@example.com`,
        mobile: kind === "pglite" ? "9876500011" : "9876500012",
      },
      clock(),
    );
    // Ten dates the train runs with berths, one run (and so one locked row) each.
    const dates: string[] = [];
    for (let d = 1; dates.length < 13 && d < 60; d++) {
      const date = addDays(journey.date, d);
      const a = await t.deps.railway.availability({
        ...journey,
        date,
        classCode: journey.classCode as "3A",
      });
      if (a.ok && a.status.startsWith("AVAILABLE")) dates.push(date);
    }
    expect(dates).toHaveLength(13);
    const draft = async (date: string) => {
      const res = await post("/api/trains/v1/verify", {
        journey: { ...journey, date },
        details: details({
          passengers: [{ name: "Asha Verma", age: "34", gender: "Female", food: "V" }],
        }),
        railwayUserId: id,
        seenStatus: "",
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().orderId as string;
    };
    // Three tickets this month already (held PNRs count).
    for (const date of dates.slice(0, 3)) {
      const res = await post("/api/trains/v1/checkout", { orderId: await draft(date) });
      expect(res.statusCode, res.body).toBe(200);
    }
    const drafts = [];
    for (const date of dates.slice(3)) drafts.push(await draft(date));
    const answers = await Promise.all(
      drafts.map((orderId) => post("/api/trains/v1/checkout", { orderId })),
    );
    const tickets = await t.database.sql.query<{ n: number }>(
      `select count(*)::int as n from railway.pnrs where railway_user_id = $1 and state in ('held', 'booked')`,
      [id],
    );
    expect(tickets[0]?.n).toBe(12);
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(9);
    const refused = answers.filter((a) => a.statusCode !== 200);
    expect(refused).toHaveLength(1);
    expect(refused[0]?.json().error.message).toMatch(/12 tickets this month/);
  });

  it("checks out and pays from the wallet at once (v1/def_checkout)", async () => {
    await fundWallet();
    const { orderId } = await verified();
    const paid = await post("/api/trains/v1/def_checkout", { orderId });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ outcome: "authorized", orderId });
    expect(paid.json().nextUrl).toMatch(/^\/railway\/authorize\?/);
    await authorize(orderId);
    await complete(orderId);
    expect((await summary(orderId)).header.status).toBe(7);
    expectProblem(await post("/api/trains/v1/pfEdit", { orderId }), 409, "order_not_payable");
  });
});
