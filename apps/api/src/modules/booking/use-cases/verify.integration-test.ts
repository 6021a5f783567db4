import { ConsentsSchema } from "@safar/contracts/consents";
import { testDatabaseKinds } from "@safar/test-kit/database";
import { beforeAll, describe, expect, it } from "vitest";
import { bookingFixture, details, expectProblem, type Journey } from "../../../../test/booking.ts";

describe.each(testDatabaseKinds())(
  "v1/verify: travellers, fare and a draft order on %s",
  (kind) => {
    const f = bookingFixture(kind);
    const { post, get, verified } = f;
    let journey: Journey;
    beforeAll(() => {
      ({ journey } = f);
    });

    it("verifies the travellers and prices the booking: ticket fare, fee with GST, premiums", async () => {
      const v = await verified({ freeCancellationOpted: "on", insuranceOpted: "on" });
      expect(v.statusChanged).toBe(false);
      const ids = v.fare.lines.map((l) => l.id);
      expect(ids).toEqual([
        "ticket_fare",
        "convenience_fee",
        "gst_on_fee",
        "free_cancellation",
        "insurance",
      ]);
      expect(v.fare.lines.find((l) => l.id === "insurance")?.paise).toBe(90);
      expect(v.fare.totalPaise).toBe(v.fare.lines.reduce((s, l) => s + l.paise, 0));
      expect(v.fare.payingPassengers).toBe(2);
    });

    it("records the free-cancellation terms as agreed, with the time, when a booking takes the cover (issue 25 item 4)", async () => {
      const consents = async () =>
        ConsentsSchema.parse((await get("/api/trains/v1/user/consents")).json());
      const before = (await consents()).history.length;
      await verified({});
      expect((await consents()).history).toHaveLength(before);
      f.clock.advance(60_000);
      await verified({ freeCancellationOpted: "on" });
      const after = await consents();
      expect(after.history).toHaveLength(before + 1);
      expect(after.history[0]).toEqual({
        kind: "cancellation_protection_terms",
        granted: true,
        at: f.clock().toISOString(),
        source: "booking",
      });
      expect(after.consents.find((c) => c.kind === "cancellation_protection_terms")).toMatchObject({
        granted: true,
        at: f.clock().toISOString(),
        source: "booking",
      });
    });

    it("refuses travellers that break spec §5, with the spec's words per field", async () => {
      const error = expectProblem(
        await post("/api/trains/v1/verify", {
          journey,
          details: details({
            passengers: [{ name: "A", age: "130", gender: "", food: "V" }],
            contact: { email: "nope", mobile: "12" },
          }),
          railwayUserId: "asha_v",
        }),
        400,
        "validation_failed",
      );
      expect(error.fields).toMatchObject({
        "passengers.0.name":
          "As per IRCTC rules, traveller name should be between 3 and 35 and only character.",
        "passengers.0.age": "Age should be less than or equal to 125 years.",
        "passengers.0.gender": "Please select your gender",
        "contact.email": "Please enter a valid email address",
      });
    });
  },
);
