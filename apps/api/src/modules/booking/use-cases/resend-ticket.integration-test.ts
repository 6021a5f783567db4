import { ERROR_MESSAGES } from "@safar/contracts/errors";
import { RESEND_MESSAGES } from "@safar/contracts/tickets";
import { testDatabaseKinds } from "@safar/test-kit/database";
import { beforeAll, describe, expect, it } from "vitest";
import { bookingFixture, expectProblem } from "../../../../test/booking.ts";
import type { TestApp } from "../../../../test/helper.ts";
import type { SignedIn } from "../../../../test/session.ts";

describe.each(testDatabaseKinds())("resending an e-ticket (v1/ticketResend) on %s", (kind) => {
  const f = bookingFixture(kind);
  const { post, get, checkedOut, ticketed } = f;
  let t: TestApp;
  let other: SignedIn;
  beforeAll(() => {
    ({ t, other } = f);
  });

  const outbox = async (recipient: string) =>
    (await get(`/api/dev/outbox?recipient=${encodeURIComponent(recipient)}`)).json().messages as {
      purpose: string;
      channel: string;
      subject: string;
      body: string;
    }[];

  it("sends the e-ticket with every passenger's status to each email and mobile, once each", async () => {
    const { orderId, pnr } = await ticketed();
    const res = await post("/api/trains/v1/ticketResend", {
      orderId,
      emails: ["Ravi@Example.com", "ravi@example.com", "meera@example.org"],
      mobiles: ["+91 98200 11223"],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      sentTo: { emails: ["ravi@example.com", "meera@example.org"], mobiles: ["9820011223"] },
      message: "Ticket sent to 3 recipients",
    });
    const [mail] = await outbox("ravi@example.com");
    expect(mail).toMatchObject({ purpose: "e_ticket_resend", channel: "email" });
    expect(mail?.subject).toContain(`PNR ${pnr}`);
    expect(mail?.body).toMatch(/1\. .+: CNF\//);
    expect(mail?.body).toContain("Total paid: ₹");
    expect(mail?.body).toContain(
      `E-ticket (PDF): ${t.deps.config.publicUrl}/trains/summary/${orderId}/e-ticket.pdf`,
    );
    expect(await outbox("meera@example.org")).toHaveLength(1);
    const [sms] = await outbox("9820011223");
    expect(sms?.body).toMatch(new RegExp(`^PNR ${pnr} `));
  });

  it("refuses more than 5 of each, invalid addresses and no recipient, in the spec's words", async () => {
    const { orderId } = await ticketed();
    const six = Array.from({ length: 6 }, (_, i) => `p${i}@example.com`);
    expectProblem(
      await post("/api/trains/v1/ticketResend", { orderId, emails: six }),
      400,
      "validation_failed",
    );
    const badMobile = await post("/api/trains/v1/ticketResend", { orderId, mobiles: ["12345"] });
    expectProblem(badMobile, 400, "validation_failed");
    expect(badMobile.json().error.message).toBe(RESEND_MESSAGES.mobileInvalid);
    const badEmail = await post("/api/trains/v1/ticketResend", { orderId, emails: ["a@b"] });
    expect(badEmail.json().error.message).toBe(RESEND_MESSAGES.emailInvalid);
    const none = await post("/api/trains/v1/ticketResend", { orderId });
    expectProblem(none, 400, "validation_failed");
    expect(none.json().error.message).toBe(RESEND_MESSAGES.noRecipient);
  });

  it("sends nothing for an order without a ticket, or another user's order", async () => {
    const { orderId } = await checkedOut();
    const unpaid = await post("/api/trains/v1/ticketResend", {
      orderId,
      emails: ["x@example.com"],
    });
    expectProblem(unpaid, 409, "ticket_send_failed");
    expect(unpaid.json().error.message).toBe(ERROR_MESSAGES.ticket_send_failed);
    const theirs = await ticketed();
    expectProblem(
      await post(
        "/api/trains/v1/ticketResend",
        { orderId: theirs.orderId, emails: ["x@example.com"] },
        other,
      ),
      404,
      "not_found",
    );
    expectProblem(
      await post(
        "/api/trains/v1/ticketResend",
        { orderId: theirs.orderId, emails: ["x@example.com"] },
        null,
      ),
      401,
      "logged_out",
    );
    expect(await outbox("x@example.com")).toEqual([]);
  });
});
