import { orders } from "@safar/db/partner-schema";
import { testDatabaseKinds } from "@safar/test-kit/database";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { bookingFixture, START } from "../../../../test/booking.ts";
import type { TestApp } from "../../../../test/helper.ts";
import { createMessages } from "../../messages/messages.service.ts";
import { bookingRepository } from "../booking.repository.ts";
import { chartNotice } from "./chart-notice.ts";

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

  it("shows the race the guard closes: two readers that both see the chart, unguarded, send two messages", async () => {
    // A second ticket, charted as the first was.
    clock.set(START);
    await fundWallet();
    const { orderId, paymentReference } = await checkedOut("asha_v");
    await post("/api/pg/v1/pay", { reference: paymentReference, method: "wallet" });
    await authorize(orderId);
    await complete(orderId);
    const pnr = (await summary(orderId)).journey_details.pnr ?? "";
    const ticket = await t.deps.railway.pnrStatus(pnr);
    const outlook = ticket ? await t.deps.railway.pnrOutlook(ticket) : null;
    const dueAt = outlook?.chartDueAt;
    if (!dueAt) throw new Error("the railway gave no chart time");
    clock.set(new Date(dueAt.getTime() + 60_000));
    await t.railway?.reservations.chartDue();
    const charted = await t.deps.railway.pnrStatus(pnr);
    expect(charted?.chartPrepared).toBe(true);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    if (!row || !charted) throw new Error("no order");

    const repo = bookingRepository(t.database.db);
    const messages = createMessages({ db: t.database.db, now: clock });
    // Without the guard: the update does not ask whether the chart was already recorded.
    const unguarded = {
      transaction: repo.transaction,
      markCharted: async (
        id: string,
        stored: unknown,
        tx?: Parameters<typeof repo.markCharted>[2],
      ) => {
        const rows = await (tx ?? t.database.db)
          .update(orders)
          .set({ ticket: stored })
          .where(eq(orders.id, id))
          .returning({ id: orders.id });
        return rows.length > 0;
      },
    };
    const raced = await Promise.all([
      chartNotice({ repo: unguarded, messages }, row, charted),
      chartNotice({ repo: unguarded, messages }, row, charted),
    ]);
    expect(raced).toEqual([true, true]);
    expect(await chartMessages(pnr)).toHaveLength(2);

    // With it, readers that each saw the order before it was charted: one sends, the rest do not.
    await t.database.sql.query(
      `update partner.orders set ticket = jsonb_set(ticket, '{chartPrepared}', 'false') where id = $1`,
      [orderId],
    );
    const guarded = await Promise.all(
      [1, 2, 3, 4].map(() => chartNotice({ repo, messages }, row, charted)),
    );
    expect(guarded.filter(Boolean)).toHaveLength(1);
    expect(await chartMessages(pnr)).toHaveLength(3);
  });
});
