import { testDatabaseKinds } from "@safar/test-kit/database";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { bookingFixture, START } from "../../../../test/booking.ts";
import { chartMessage } from "./chart-notice.ts";

/**
 * The booking's later messages in the account's stored language (ADR 028):
 * change of boarding, TDR filed, the chart. Names, codes and amounts as
 * printed; the English is the spec's, compared by its own tests.
 */
describe.each(testDatabaseKinds())("later booking messages in Hindi on %s", (kind) => {
  const f = bookingFixture(kind);
  const { post, get, clock, ticketed } = f;

  const language = (to: string) =>
    f.t.app.inject({
      method: "POST",
      url: "/api/auth/v1/language",
      headers: f.user.headers,
      payload: { language: to },
    });
  const outbox = async (recipient: string, purpose: string) =>
    (
      (await get(`/api/dev/outbox?recipient=${recipient}&limit=10`)).json().messages as {
        purpose: string;
        subject: string;
        body: string;
      }[]
    ).find((m) => m.purpose === purpose);

  beforeAll(async () => {
    expect((await language("hi")).statusCode).toBe(200);
  });
  afterAll(async () => {
    await language("en");
  });
  afterEach(() => clock.set(START));

  it("sends the change of boarding SMS in Hindi", async () => {
    const { orderId, pnr } = await ticketed();
    const { options } = (
      await get(`/api/trains/v1/change_boarding_point?orderId=${orderId}`)
    ).json();
    const to = options[0] as { code: string; name: string };
    const moved = await post("/api/trains/v1/change_boarding_point", {
      orderId,
      boardingCode: to.code,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const sms = await outbox("9876543210", "boarding_changed");
    expect(sms?.body).toMatch(
      new RegExp(
        `^PNR ${pnr}: बोर्डिंग स्टेशन बदलकर ${to.name} \\(${to.code}\\) कर दिया गया है.*। इसे दोबारा नहीं बदला जा सकता।$`,
      ),
    );
  });

  it("sends the TDR filed SMS and mail in Hindi, the reason in Hindi", async () => {
    const { orderId, pnr } = await ticketed();
    clock.set(new Date(Date.parse(`${f.journey.date}T12:00:00+05:30`) + 2 * 86_400_000));
    const filed = await post("/api/trains/v1/tdr", {
      orderId,
      reason: "party_partially_travelled",
      passengerNumbers: [2],
    });
    expect(filed.statusCode, filed.body).toBe(200);
    const mail = await outbox("asha@example.com", "tdr_filed");
    expect(mail?.subject).toBe(`TDR दर्ज: PNR ${pnr}`);
    expect(mail?.body).toMatch(
      new RegExp(
        `^PNR ${pnr} का TDR दर्ज हो गया \\(दल के कुछ यात्रियों ने ही यात्रा की\\), यात्री 2। रेलवे इसकी जाँच करके \\d+ \\S+ \\d{4} तक निर्णय देगा;`,
      ),
    );
    expect((await outbox("9876543210", "tdr_filed"))?.body).toBe(mail?.body);
  });

  it("words the chart SMS in Hindi, the statuses as the railway prints them", async () => {
    const { pnr } = await ticketed();
    const ticket = await f.t.deps.railway.pnrStatus(pnr);
    if (!ticket) throw new Error("no ticket");
    const hi = chartMessage(ticket, "https://safar.example/o/1", "hi");
    expect(hi).toContain(`Safar: PNR ${pnr} का चार्ट बन गया है: ${ticket.trainNumber}`);
    expect(hi).toContain(`P1 ${ticket.passengers[0]?.currentStatus}`);
    expect(hi).toMatch(/। आपकी यात्रा मंगलमय हो! https:\/\/safar\.example\/o\/1$/);
    expect(chartMessage(ticket, null)).toMatch(/^Safar: Chart prepared for PNR /);
  });
});
