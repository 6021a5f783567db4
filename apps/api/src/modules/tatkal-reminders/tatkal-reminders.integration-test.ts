import { SESSION_COOKIE } from "@safar/contracts/auth";
import type { ErrorCode } from "@safar/contracts/errors";
import { ERROR_MESSAGES } from "@safar/contracts/errors";
import {
  TATKAL_REMINDER_LIMIT,
  TATKAL_REMINDER_MESSAGES,
  TatkalReminderCreatedSchema,
  TatkalReminderListSchema,
} from "@safar/contracts/tatkal-reminders";
import { addDays } from "@safar/domain/ist";
import { fixedClock } from "@safar/test-kit/clock";
import { testDatabaseKinds } from "@safar/test-kit/database";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/helper.ts";
import { signIn as signInThroughOtp } from "../../../test/session.ts";

/**
 * The Tatkal reminder API (issue 20 item 3) on the demo network: the Mumbai
 * Rajdhani 12951 leaves Mumbai Central (MMCT) daily at 18:40 and reaches
 * Ratlam (RTM) at 02:33 the next day; the Chennai Express 12163 carries SL
 * (non-AC, 11:00); the Madgaon Double Decker 11085 runs on Fridays only.
 * The clock stands at Wednesday 25 Nov 2026, 10:00 IST.
 */

const CREATE = "/api/trains/v1/tatkal_reminder";
const LIST = "/api/trains/v1/tatkal_reminders";
const DELETE = "/api/trains/v1/tatkal_reminder/delete";
const NOW = "2026-11-25T10:00:00+05:30";

const ist = (date: string, time: string) => new Date(`${date}T${time}:00+05:30`).toISOString();

function expectProblem(res: LightMyRequestResponse, status: number, code: ErrorCode) {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json();
  expect(body.error.code).toBe(code);
  return body.error as { message: string; fields?: Record<string, string> };
}

describe.each(testDatabaseKinds())("Tatkal reminders API on %s", (kind) => {
  let t: TestApp;
  const clock = fixedClock(NOW);
  let mobiles = 9_300_000_000;

  beforeAll(async () => {
    t = await buildTestApp(kind, { now: clock });
  });
  afterAll(() => t.close());

  async function signIn() {
    const at = clock();
    clock.advance(60_000);
    const who = await signInThroughOtp(t.app, String(++mobiles));
    clock.set(at);
    return { ...who, mobile: String(mobiles) };
  }

  const create = (headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: "POST", url: CREATE, headers, payload });
  const list = async (headers: Record<string, string>) => {
    const res = await t.app.inject({ url: LIST, headers });
    expect(res.statusCode, res.body).toBe(200);
    return TatkalReminderListSchema.parse(res.json()).reminders;
  };
  const created = (res: LightMyRequestResponse) => {
    expect(res.statusCode, res.body).toBe(200);
    return TatkalReminderCreatedSchema.parse(res.json());
  };
  const reminderMessages = async (recipient: string) =>
    t.database.sql.query<{ channel: string; body: string }>(
      `select channel, body from partner.outbox_messages where purpose = 'tatkal_reminder' and recipient = $1 order by id`,
      [recipient],
    );

  const rajdhani = { trainNumber: "12951", class: "3A", quota: "TQ", departureDate: "2026-11-28" };

  it("refuses the signed-out: no reminder without an account", async () => {
    expectProblem(await create({}, rajdhani), 401, "logged_out");
    expectProblem(await t.app.inject({ url: LIST }), 401, "logged_out");
    expectProblem(
      await t.app.inject({ method: "POST", url: DELETE, payload: { id: crypto.randomUUID() } }),
      401,
      "logged_out",
    );
  });

  it("stores a reminder 15 minutes before the railway's opening, and the same key answers the same reminder", async () => {
    const u = await signIn();
    const first = created(await create(u.headers, rajdhani));
    expect(first).toMatchObject({
      created: true,
      channels: ["sms"],
      message: "We'll remind you at 09:45 on 27 Nov by SMS",
      reminder: {
        key: "12951_3A_TQ_2026-11-28",
        trainNumber: "12951",
        trainName: "Mumbai Rajdhani",
        class: "3A",
        className: "AC 3 Tier",
        quota: "TQ",
        journeyDate: "2026-11-28",
        // Tatkal opens the day before the journey from the origin, 10:00 for AC.
        opensAt: ist("2026-11-27", "10:00"),
        notifyAt: ist("2026-11-27", "09:45"),
        notifiedAt: null,
        origin: { code: "MMCT" },
        destination: { code: "NDLS" },
      },
    });
    expect(first.reminder.searchPath).toMatch(
      /^\/trains\/searchTrains\/MMCT_[^/]+\/NDLS_[^/]+\/20261128\?quota=TQ&class=3A$/,
    );

    // Idempotent: again (case and spacing as a client may send them), and twice at once.
    const again = created(
      await create(u.headers, {
        ...rajdhani,
        class: " 3a ",
        quota: "tq",
        departureDate: "20261128",
      }),
    );
    expect(again).toMatchObject({ created: false, reminder: { id: first.reminder.id } });
    const both = (
      await Promise.all([create(u.headers, rajdhani), create(u.headers, rajdhani)])
    ).map(created);
    expect(both.map((b) => b.reminder.id)).toEqual([first.reminder.id, first.reminder.id]);
    expect(await list(u.headers)).toHaveLength(1);
  });

  it("takes the app's sso_token header in place of the cookie (spec §7)", async () => {
    const u = await signIn();
    const token = u.cookies[SESSION_COOKIE] ?? "";
    const answer = created(
      await create({ sso_token: token }, { ...rajdhani, departureDate: "2026-12-10" }),
    );
    expect(answer.reminder.key).toBe("12951_3A_TQ_2026-12-10");
    const listed = await t.app.inject({ url: LIST, headers: { sso_token: token } });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().reminders).toHaveLength(1);
  });

  it("counts Tatkal from the ORIGIN date: boarding at Ratlam the day after the train left Mumbai opens a day earlier", async () => {
    const u = await signIn();
    // 12951 reaches Ratlam at 02:33 on day 2: on 29 Nov from RTM is the run leaving MMCT on the 28th.
    const fromRatlam = created(
      await create(u.headers, { ...rajdhani, departureDate: "2026-11-29", from: "RTM" }),
    );
    expect(fromRatlam).toMatchObject({
      created: true,
      reminder: {
        key: "12951_3A_TQ_2026-11-28",
        journeyDate: "2026-11-28",
        opensAt: ist("2026-11-27", "10:00"),
      },
    });
    // 29 Nov from Mumbai is the next run: another opening, another reminder.
    const fromMumbai = created(
      await create(u.headers, { ...rajdhani, departureDate: "2026-11-29" }),
    );
    expect(fromMumbai).toMatchObject({
      created: true,
      reminder: { journeyDate: "2026-11-29", opensAt: ist("2026-11-28", "10:00") },
    });
    // 28 Nov from Mumbai is the Ratlam traveller's run: one opening, the same reminder.
    const sameRun = created(await create(u.headers, rajdhani));
    expect(sameRun).toMatchObject({ created: false, reminder: { id: fromRatlam.reminder.id } });
    // Non-AC opens at 11:00.
    const sleeper = created(
      await create(u.headers, {
        trainNumber: "12163",
        class: "SL",
        quota: "PT",
        departureDate: "2026-11-28",
      }),
    );
    expect(sleeper.reminder).toMatchObject({
      quota: "PT",
      opensAt: ist("2026-11-27", "11:00"),
      notifyAt: ist("2026-11-27", "10:45"),
    });
    expect(sleeper.message).toBe("We'll remind you at 10:45 on 27 Nov by SMS");
  });

  it("says in words why a reminder cannot be made", async () => {
    const u = await signIn();
    const cases: [object, number, ErrorCode][] = [
      [{ trainNumber: "99999" }, 404, "train_not_found"],
      // 11085 runs on Fridays; 28 Nov 2026 is a Saturday.
      [{ trainNumber: "11085", class: "CC" }, 422, "train_not_running"],
      [{ from: "HWH" }, 422, "station_not_on_train"],
      [{ class: "SL" }, 422, "class_not_on_train"],
      // No Tatkal in First AC.
      [{ class: "1A" }, 422, "tatkal_not_offered"],
      // Tatkal for 26 Nov opened today at 10:00; for the 25th, yesterday.
      [{ departureDate: "2026-11-26" }, 409, "tatkal_already_open"],
      [{ departureDate: "2026-11-20" }, 409, "tatkal_already_open"],
    ];
    for (const [change, status, code] of cases) {
      const error = expectProblem(
        await create(u.headers, { ...rajdhani, ...change }),
        status,
        code,
      );
      expect(error.message).toBe(ERROR_MESSAGES[code]);
    }
    const quota = expectProblem(
      await create(u.headers, { ...rajdhani, quota: "GN" }),
      400,
      "validation_failed",
    );
    expect(quota.fields?.quota).toBe(TATKAL_REMINDER_MESSAGES.quotaInvalid);
    const cls = expectProblem(
      await create(u.headers, { ...rajdhani, class: "ZZ" }),
      400,
      "validation_failed",
    );
    expect(cls.fields?.class).toBe(TATKAL_REMINDER_MESSAGES.classInvalid);
    const date = expectProblem(
      await create(u.headers, { ...rajdhani, departureDate: "2026-02-30" }),
      400,
      "validation_failed",
    );
    expect(date.fields?.departureDate).toMatch(/YYYY-MM-DD/);
    const station = expectProblem(
      await create(u.headers, { ...rajdhani, from: "12" }),
      400,
      "validation_failed",
    );
    expect(station.fields?.from).toBe("Source station must be a station code");
    const hidden = expectProblem(
      await create(u.headers, { ...rajdhani, trainNumber: "129\u000051" }),
      400,
      "validation_failed",
    );
    expect(hidden.fields?.trainNumber).toBeTruthy();
    expectProblem(
      await create(u.headers, { trainNumber: "12951", class: "3A", quota: "TQ" }),
      400,
      "validation_failed",
    );
    // The anti-forgery header is required with the session cookie.
    expectProblem(
      await create({ cookie: u.headers.cookie ?? "" }, rajdhani),
      403,
      "forbidden_csrf",
    );
    expect(await list(u.headers)).toEqual([]);
  });

  it("lists one's own reminders still to come, soonest first; removes only one's own", async () => {
    const a = await signIn();
    const b = await signIn();
    const later = created(await create(a.headers, { ...rajdhani, departureDate: "2026-12-05" }));
    const sooner = created(await create(a.headers, { ...rajdhani, departureDate: "2026-11-27" }));
    const bs = created(await create(b.headers, rajdhani));
    expect((await list(a.headers)).map((r) => r.id)).toEqual([
      sooner.reminder.id,
      later.reminder.id,
    ]);
    expect((await list(b.headers)).map((r) => r.id)).toEqual([bs.reminder.id]);

    // Another user's reminder is not found, and stays.
    expectProblem(
      await t.app.inject({
        method: "POST",
        url: DELETE,
        headers: b.headers,
        payload: { id: sooner.reminder.id },
      }),
      404,
      "not_found",
    );
    expectProblem(
      await t.app.inject({ method: "POST", url: DELETE, headers: a.headers, payload: { id: "x" } }),
      400,
      "validation_failed",
    );
    const removed = await t.app.inject({
      method: "POST",
      url: DELETE,
      headers: a.headers,
      payload: { id: sooner.reminder.id },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({
      id: sooner.reminder.id,
      message: TATKAL_REMINDER_MESSAGES.removed,
    });
    expect((await list(a.headers)).map((r) => r.id)).toEqual([later.reminder.id]);
    expectProblem(
      await t.app.inject({
        method: "POST",
        url: DELETE,
        headers: a.headers,
        payload: { id: sooner.reminder.id },
      }),
      404,
      "not_found",
    );

    // Once Tatkal has opened, a reminder is no longer to come.
    clock.set("2026-12-04T10:00:00+05:30");
    try {
      expect(await list(a.headers)).toEqual([]);
    } finally {
      clock.set(NOW);
    }
  });

  it(`holds at most ${TATKAL_REMINDER_LIMIT} reminders to come per user`, async () => {
    const u = await signIn();
    const dates = Array.from({ length: TATKAL_REMINDER_LIMIT }, (_, i) => addDays("2026-11-28", i));
    for (const departureDate of dates)
      created(await create(u.headers, { ...rajdhani, departureDate }));
    const over = expectProblem(
      await create(u.headers, { ...rajdhani, departureDate: addDays("2026-11-28", 30) }),
      409,
      "tatkal_reminder_limit",
    );
    expect(over.message).toContain(`${TATKAL_REMINDER_LIMIT} Tatkal reminders`);
    // One already held is still answered (idempotent), and after a removal there is room.
    expect(created(await create(u.headers, rajdhani)).created).toBe(false);
    const first = (await list(u.headers))[0];
    await t.app.inject({
      method: "POST",
      url: DELETE,
      headers: u.headers,
      payload: { id: first?.id },
    });
    expect(
      created(await create(u.headers, { ...rajdhani, departureDate: addDays("2026-11-28", 30) }))
        .created,
    ).toBe(true);
  });

  it("sends a reminder asked for inside its 15 minutes at once, by SMS and e-mail to the account's contacts", async () => {
    const u = await signIn();
    await t.database.sql.query("update partner.users set email = $1 where id = $2", [
      `r${u.mobile}@example.com`,
      u.userId,
    ]);
    clock.set("2026-11-27T09:50:00+05:30");
    try {
      const answer = created(await create(u.headers, { ...rajdhani, class: "2A" }));
      expect(answer.channels).toEqual(["sms", "email"]);
      expect(answer.message).toBe(
        "Tatkal opens at 10:00 for 12951 2A on 28 Nov — reminder sent by SMS and e-mail",
      );
      expect(answer.reminder.notifiedAt).toBe(new Date("2026-11-27T09:50:00+05:30").toISOString());
      const sms = await reminderMessages(u.mobile);
      expect(sms).toHaveLength(1);
      expect(sms[0]?.body).toMatch(
        /^Safar: Tatkal opens at 10:00 for 12951 Mumbai Rajdhani 2A on 28 Nov \(Tatkal\)\. Book: http:\/\/localhost:3000\/trains\/searchTrains\/MMCT_/,
      );
      expect(await reminderMessages(`r${u.mobile}@example.com`)).toHaveLength(1);
      // The job's pass finds it sent; asking again sends nothing either.
      await t.app.sendTatkalReminders();
      created(await create(u.headers, { ...rajdhani, class: "2A" }));
      expect(await reminderMessages(u.mobile)).toHaveLength(1);
    } finally {
      clock.set(NOW);
    }
  });
});
