import { testDatabaseKinds } from "@safar/test-kit/database";
import { beforeAll, describe, expect, it } from "vitest";
import { bookingFixture } from "../../../../test/booking.ts";
import type { TestApp } from "../../../../test/helper.ts";

describe.each(testDatabaseKinds())("the chart on an order's page, and its SMS, on %s", (kind) => {
  const f = bookingFixture(kind);
  const { clock, post, checkedOut, authorize, complete, fundWallet, summary } = f;
  let t: TestApp;
  beforeAll(() => {
    ({ t } = f);
  });

  const chartMessages = async (pnr: string) =>
    t.database.sql.query<{ recipient: string; body: string }>(
      `select recipient, body from partner.outbox_messages where purpose = 'chart_prepared' and body like $1`,
      [`%PNR ${pnr},%`],
    );

  it("shows each passenger's status from the railway after the chart, not the one booked, and sends the chart SMS once", async () => {
    await fundWallet();
    const { orderId, paymentReference } = await checkedOut("ravi_v");
    await post("/api/pg/v1/pay", { reference: paymentReference, method: "wallet" });
    await authorize(orderId);
    await complete(orderId);
    const booked = await summary(orderId);
    const pnr = booked.journey_details.pnr ?? "";
    expect(booked.header).toMatchObject({ status: 7, chartPrepared: false });
    expect(booked.live_status.source).toBe("railway");
    // The order as stored says what a waitlisted booking said at booking time (issue 18: 'WL 6').
    await t.database.sql.query(
      `update partner.orders set ticket = jsonb_set(jsonb_set(ticket,
         '{passengers,0,currentStatus}', '"WL 6"'), '{passengers,1,currentStatus}', '"WL 7"')
       where id = $1`,
      [orderId],
    );
    expect(await chartMessages(pnr)).toHaveLength(0);

    // The railway charts the run when its time comes.
    const ticket = await t.deps.railway.pnrStatus(pnr);
    const outlook = ticket ? await t.deps.railway.pnrOutlook(ticket) : null;
    const due = outlook?.chartDueAt;
    expect(due).toBeInstanceOf(Date);
    clock.set(new Date((due as Date).getTime() + 60_000));
    expect(await t.railway?.reservations.chartDue()).toBeGreaterThan(0);
    const charted = await t.deps.railway.pnrStatus(pnr);
    expect(charted?.chartPrepared).toBe(true);

    // The watch, and the traveller opening the page, at once: one message between them.
    const [a, s1, b, s2] = await Promise.all([
      t.app.reconcileBookings(),
      summary(orderId),
      t.app.reconcileBookings(),
      summary(orderId),
    ]);
    expect(a.chartMessages + b.chartMessages).toBeLessThanOrEqual(1);
    for (const s of [s1, s2]) {
      expect(s.header.chartPrepared).toBe(true);
      expect(s.passenger_details.map((p) => p.currentStatus)).toEqual(
        charted?.passengers.map((p) => p.currentStatus),
      );
      expect(s.passenger_details.map((p) => p.currentStatus)).not.toContain("WL 6");
      // After the chart: no cancellation or boarding change, a TDR instead.
      const actions = s.order_actions.map((x) => x.id);
      expect(actions).not.toContain("cancel");
      expect(actions).not.toContain("change_boarding");
      expect(actions).toContain("file_tdr");
    }
    const sent = await chartMessages(pnr);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.recipient).toBe("9876543210");
    const first = charted?.passengers[0]?.currentStatus ?? "";
    expect(first).toMatch(/^CNF\/[A-Z0-9]+\/\d+/);
    expect(sent[0]?.body).toContain(`P1 ${first}`);

    // Later readers send nothing more.
    await summary(orderId);
    const again = await t.app.reconcileBookings();
    expect(again.chartMessages).toBe(0);
    expect(await chartMessages(pnr)).toHaveLength(1);
  });
});
