import { randomUUID } from "node:crypto";
import { TatkalReminderCreatedSchema } from "@safar/contracts/tatkal-reminders";
import { createDatabase, type Database } from "@safar/db/client";
import { tatkalReminders, users } from "@safar/db/partner-schema";
import { fixedClock } from "@safar/test-kit/clock";
import { createTestDatabase, testDatabaseKinds } from "@safar/test-kit/database";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/helper.ts";
import { signIn as signInThroughOtp } from "../../../test/session.ts";
import { createMessages } from "../messages/messages.service.ts";
import { reminderView } from "./reminder-view.ts";
import { type SendDueDeps, sendDueReminders } from "./send-reminders.ts";
import { type ReminderRow, tatkalRemindersRepository } from "./tatkal-reminders.repository.ts";
import { createTatkalRemindersService } from "./tatkal-reminders.service.ts";

/**
 * The Tatkal reminders' job (spec §9: the notice 15 minutes before Tatkal
 * opens): each due reminder sent once, by SMS and e-mail through the outbox,
 * whoever runs the job and however often. On the demo network, the clock
 * moved by hand from Wednesday 25 Nov 2026, 10:00 IST.
 */

const NOW = "2026-11-25T10:00:00+05:30";
const at = (date: string, time: string) => new Date(`${date}T${time}:00+05:30`);

describe.each(testDatabaseKinds())("the Tatkal reminders' job on %s", (kind) => {
  let t: TestApp;
  const clock = fixedClock(NOW);
  let mobiles = 9_400_000_000;

  beforeAll(async () => {
    t = await buildTestApp(kind, { now: clock });
  });
  afterAll(() => t.close());

  async function signIn(email?: string) {
    const was = clock();
    clock.advance(60_000);
    const who = await signInThroughOtp(t.app, String(++mobiles));
    clock.set(was);
    if (email) {
      await t.database.sql.query("update partner.users set email = $1 where id = $2", [
        email,
        who.userId,
      ]);
    }
    return { ...who, mobile: String(mobiles) };
  }

  async function remind(headers: Record<string, string>, body: object) {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/trains/v1/tatkal_reminder",
      headers,
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(200);
    return TatkalReminderCreatedSchema.parse(res.json()).reminder;
  }

  const sent = async () =>
    t.database.sql.query<{ channel: string; recipient: string; subject: string; body: string }>(
      `select channel, recipient, subject, body from partner.outbox_messages
         where purpose = 'tatkal_reminder' order by id`,
    );

  it("sends each reminder when its 15 minutes come, once, by SMS and e-mail; a restarted job sends nothing again", async () => {
    const asha = await signIn();
    const ravi = await signIn("ravi.reminders@example.com");
    const rajdhani = await remind(asha.headers, {
      trainNumber: "12951",
      class: "3A",
      quota: "TQ",
      departureDate: "2026-11-28",
    });
    const sleeper = await remind(ravi.headers, {
      trainNumber: "12163",
      class: "SL",
      quota: "TQ",
      departureDate: "2026-11-28",
    });

    clock.set(at("2026-11-27", "09:44"));
    expect(await t.app.sendTatkalReminders()).toBe(0);
    expect(await sent()).toEqual([]);

    clock.set(at("2026-11-27", "09:45"));
    expect(await t.app.sendTatkalReminders()).toBe(1);
    const first = await sent();
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({ channel: "sms", recipient: asha.mobile });
    expect(first[0]?.body).toBe(
      `Safar: Tatkal opens at 10:00 for 12951 Mumbai Rajdhani 3A on 28 Nov (Tatkal). Book: http://localhost:3000${rajdhani.searchPath}`,
    );

    // The non-AC class opens at 11:00: its notice at 10:45, to the mobile and the e-mail.
    clock.set(at("2026-11-27", "10:45"));
    expect(await t.app.sendTatkalReminders()).toBe(1);
    const second = (await sent()).slice(1);
    expect(second.map((m) => [m.channel, m.recipient])).toEqual([
      ["sms", ravi.mobile],
      ["email", "ravi.reminders@example.com"],
    ]);
    expect(second[1]?.subject).toBe("Tatkal opens at 11:00 for 12163 SL on 28 Nov");
    expect(second[1]?.body).toContain(
      `Search and book: http://localhost:3000${sleeper.searchPath}`,
    );

    // Later passes, and a job started afresh over the same database (a restart), send nothing more.
    expect(await t.app.sendTatkalReminders()).toBe(0);
    const restarted = createTatkalRemindersService({
      db: t.database.db,
      now: clock,
      railway: t.deps.railway,
      messages: createMessages({ db: t.database.db, now: clock }),
      publicUrl: "http://localhost:3000",
    });
    expect(await restarted.sendDue()).toBe(0);
    expect(await sent()).toHaveLength(3);
    clock.set(NOW);
  });

  it("still sends in the first 30 minutes after the opening (a server down through the window), not later", async () => {
    const u = await signIn();
    await remind(u.headers, {
      trainNumber: "12951",
      class: "2A",
      quota: "TQ",
      departureDate: "2026-12-02",
    });
    await remind(u.headers, {
      trainNumber: "12951",
      class: "2A",
      quota: "TQ",
      departureDate: "2026-12-03",
    });
    const mine = async () => (await sent()).filter((m) => m.recipient === u.mobile);

    // Opened at 10:00 on 1 Dec; the job comes back at 10:10.
    clock.set(at("2026-12-01", "10:10"));
    expect(await t.app.sendTatkalReminders()).toBe(1);
    expect((await mine()).map((m) => m.body)).toEqual([
      expect.stringMatching(/^Safar: Tatkal opened at 10:00 for 12951 Mumbai Rajdhani 2A on 2 Dec/),
    ]);
    // Opened at 10:00 on 2 Dec; the job comes back at 10:31: too late to be of use.
    clock.set(at("2026-12-02", "10:31"));
    expect(await t.app.sendTatkalReminders()).toBe(0);
    expect(await mine()).toHaveLength(1);
    clock.set(NOW);
  });
});

/**
 * Two job runners at once on PostgreSQL (two processes of the server), each
 * reading the due reminders before either has sent one — the barrier in
 * `due` holds the first reader until the second has read. Without the guard
 * (`markNotified` not asking whether `notified_at` is still null) both send
 * every reminder; with it, each reminder's messages are written once.
 */
describe.runIf(process.env.TEST_DATABASE_URL)("two runners of the job at once (PostgreSQL)", () => {
  const REMINDERS = 12;
  const clock = fixedClock(at("2026-11-27", "09:46"));
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let pool: Database;

  beforeAll(async () => {
    database = await createTestDatabase("postgres");
    pool = await createDatabase({
      url: database.url as string,
      poolSize: 10,
      onIdleConnectionError: () => {
        // The test drops the database at the end, ending idle connections: expected.
      },
    });
  });
  afterAll(async () => {
    await pool?.close();
    await database?.dispose();
  });

  /** REMINDERS reminders due now, each of its own user with a mobile. */
  async function dueReminders(): Promise<void> {
    await pool.sql.query("delete from partner.outbox_messages");
    await pool.sql.query("delete from partner.tatkal_reminders");
    await pool.sql.query("delete from partner.users");
    const repo = tatkalRemindersRepository(pool.db);
    for (let i = 0; i < REMINDERS; i++) {
      const userId = randomUUID();
      await pool.db.insert(users).values({
        id: userId,
        mobile: `95000000${String(i).padStart(2, "0")}`,
        createdAt: clock(),
      });
      await repo.insert({
        id: randomUUID(),
        userId,
        trainNumber: "12951",
        classCode: "3A",
        quota: "TQ",
        journeyDate: "2026-11-28",
        opensAt: at("2026-11-27", "10:00"),
        notifyAt: at("2026-11-27", "09:45"),
        createdAt: at("2026-11-25", "10:00"),
      });
    }
  }

  /** Deps for `runners` runners whose reads of the due list all happen before any of them sends. */
  function runners(count: number, guarded: boolean): SendDueDeps[] {
    const repo = tatkalRemindersRepository(pool.db);
    let reads = 0;
    let release: () => void = () => undefined;
    const allRead = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Without the guard: the update does not ask whether the reminder was already sent.
    const markUnguarded: typeof repo.markNotified = async (id, when, tx) => {
      const rows = await (tx ?? pool.db)
        .update(tatkalReminders)
        .set({ notifiedAt: when })
        .where(eq(tatkalReminders.id, id))
        .returning({ id: tatkalReminders.id });
      return rows.length > 0;
    };
    return Array.from({ length: count }, () => ({
      repo: {
        ...repo,
        async due(now: Date, since: Date, limit: number): Promise<ReminderRow[]> {
          const rows = await repo.due(now, since, limit);
          if (rows.length > 0 && ++reads === count) release();
          if (rows.length > 0) await allRead;
          return rows;
        },
        markNotified: guarded ? repo.markNotified : markUnguarded,
      },
      messages: createMessages({ db: pool.db, now: clock }),
      now: clock,
      view: async (row: ReminderRow) =>
        reminderView(row, {
          name: "Mumbai Rajdhani",
          origin: { code: "MMCT", name: "Mumbai Central" },
          destination: { code: "NDLS", name: "New Delhi" },
        }),
      link: () => null,
    }));
  }

  const perRecipient = async () =>
    (
      await pool.sql.query<{ recipient: string; n: number }>(
        `select recipient, count(*)::int as n from partner.outbox_messages
           where purpose = 'tatkal_reminder' group by recipient order by recipient`,
      )
    ).map((r) => r.n);

  it("without the guard, both runners send every reminder (the race exists)", async () => {
    await dueReminders();
    const counts = await Promise.all(runners(2, false).map((deps) => sendDueReminders(deps)));
    expect(counts).toEqual([REMINDERS, REMINDERS]);
    expect(await perRecipient()).toEqual(Array(REMINDERS).fill(2));
  });

  it("with it, the same two runners send each reminder exactly once", async () => {
    await dueReminders();
    const counts = await Promise.all(runners(2, true).map((deps) => sendDueReminders(deps)));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(REMINDERS);
    expect(await perRecipient()).toEqual(Array(REMINDERS).fill(1));
    const unsent = await pool.sql.query<{ n: number }>(
      "select count(*)::int as n from partner.tatkal_reminders where notified_at is null",
    );
    expect(unsent[0]?.n).toBe(0);
  });

  it("and four runners racing freely (no barrier) still send each once", async () => {
    await dueReminders();
    const deps = runners(4, true).map((d) => ({
      ...d,
      repo: { ...d.repo, due: tatkalRemindersRepository(pool.db).due },
    }));
    const counts = await Promise.all(deps.map((d) => sendDueReminders(d)));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(REMINDERS);
    expect(await perRecipient()).toEqual(Array(REMINDERS).fill(1));
  });
});
