import { TDR_MESSAGES } from "@safar/contracts/tdr";
import { testDatabaseKinds } from "@safar/test-kit/database";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { bookingFixture, expectProblem, START } from "../../../../test/booking.ts";
import type { SignedIn } from "../../../../test/session.ts";

describe.each(testDatabaseKinds())("TDR filing and tracking (v1/tdr) on %s", (kind) => {
  const f = bookingFixture(kind);
  const { post, get, checkedOut, clock, ticketed } = f;
  let other: SignedIn;
  beforeAll(() => {
    ({ other } = f);
  });
  afterEach(() => clock.set(START));

  type Reason = {
    reason: string;
    allowed: boolean;
    message: string | null;
    deadline: string | null;
  };
  const view = async (orderId: string) => {
    const res = await get(`/api/trains/v1/tdr?orderId=${orderId}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as {
      passengers: { number: number }[];
      reasons: Reason[];
      filed: { reason: string; passengerNumbers: number[]; status: string; statusLabel: string }[];
    };
  };
  const reason = (v: { reasons: Reason[] }, code: string) =>
    v.reasons.find((r) => r.reason === code) as Reason;

  it("guides to the reasons that apply now, and files one claim per passenger", async () => {
    const { orderId, pnr } = await ticketed();
    const before = await view(orderId);
    expect(before.passengers.length).toBe(2);
    // Before the journey: nothing that needs the train to have arrived, nothing about the chart.
    expect(reason(before, "excess_fare_charged")).toMatchObject({
      allowed: false,
      message: "This TDR can be filed once the train has arrived",
    });
    expect(reason(before, "status_worsened_after_chart")).toMatchObject({
      allowed: false,
      message: "This TDR can be filed once the chart is prepared",
    });
    expect(before.reasons.map((r) => r.reason)).not.toContain("train_cancelled");

    // Two days after the journey date: after arrival, within 72 hours of it.
    clock.set(new Date(Date.parse(`${f.journey.date}T12:00:00+05:30`) + 2 * 86_400_000));
    const after = await view(orderId);
    expect(reason(after, "party_partially_travelled").allowed).toBe(true);
    expect(reason(after, "party_partially_travelled").deadline).not.toBeNull();

    const filed = await post("/api/trains/v1/tdr", {
      orderId,
      reason: "party_partially_travelled",
      passengerNumbers: [2],
    });
    expect(filed.statusCode, filed.body).toBe(200);
    expect(filed.json().filed).toMatchObject({
      reason: "party_partially_travelled",
      passengerNumbers: [2],
      status: "filed",
      statusLabel: "Filed",
    });
    expect((await view(orderId)).filed).toHaveLength(1);
    // Passenger 2 is claimed: a second TDR for them is refused; passenger 1 may still claim.
    const twice = await post("/api/trains/v1/tdr", {
      orderId,
      reason: "excess_fare_charged",
      passengerNumbers: [2],
    });
    expectProblem(twice, 409, "tdr_refused");
    expect(twice.json().error.message).toBe("A TDR is already filed for one of these passengers");
    const mail = (await get("/api/dev/outbox?recipient=asha@example.com&limit=5")).json()
      .messages as { purpose: string; body: string }[];
    expect(mail.find((m) => m.purpose === "tdr_filed")?.body).toContain(`PNR ${pnr}`);
  });

  it("files one TDR when the same claim is sent 10 times at once", async () => {
    const { orderId } = await ticketed();
    clock.set(new Date(Date.parse(`${f.journey.date}T12:00:00+05:30`) + 2 * 86_400_000));
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        post("/api/trains/v1/tdr", {
          orderId,
          reason: "party_partially_travelled",
          passengerNumbers: [1],
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
    expect((await view(orderId)).filed).toHaveLength(1);
  });

  it("asks for a passenger and a reason, and refuses unbooked and other users' orders", async () => {
    const { orderId } = await ticketed();
    const none = await post("/api/trains/v1/tdr", {
      orderId,
      reason: "ac_failure",
      passengerNumbers: [],
    });
    expectProblem(none, 400, "validation_failed");
    expect(none.json().error.message).toBe(TDR_MESSAGES.passengerRequired);
    const noReason = await post("/api/trains/v1/tdr", { orderId, passengerNumbers: [1] });
    expect(noReason.json().error.message).toBe(TDR_MESSAGES.reasonRequired);
    expectProblem(await get(`/api/trains/v1/tdr?orderId=${orderId}`, other), 404, "not_found");
    const draft = await checkedOut();
    expectProblem(await get(`/api/trains/v1/tdr?orderId=${draft.orderId}`), 409, "tdr_refused");
    // Too early: the railway's words come back.
    const early = await post("/api/trains/v1/tdr", {
      orderId,
      reason: "excess_fare_charged",
      passengerNumbers: [1],
    });
    expectProblem(early, 409, "tdr_refused");
    expect(early.json().error.message).toBe("This TDR can be filed once the train has arrived");
  });
});
