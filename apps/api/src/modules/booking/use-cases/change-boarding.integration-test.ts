import { ERROR_MESSAGES } from "@safar/contracts/errors";
import { testDatabaseKinds } from "@safar/test-kit/database";
import { beforeAll, describe, expect, it } from "vitest";
import { bookingFixture, expectProblem } from "../../../../test/booking.ts";
import type { TestApp } from "../../../../test/helper.ts";
import type { SignedIn } from "../../../../test/session.ts";

describe.each(testDatabaseKinds())(
  "changing the boarding station (v1/change_boarding_point) on %s",
  (kind) => {
    const f = bookingFixture(kind);
    const { post, get, checkedOut, ticketed } = f;
    let t: TestApp;
    let other: SignedIn;
    beforeAll(() => {
      ({ t, other } = f);
    });

    it("offers the later stops of the journey, moves the boarding once, and tells the traveller", async () => {
      const { orderId, pnr } = await ticketed();
      const before = await get(`/api/trains/v1/change_boarding_point?orderId=${orderId}`);
      expect(before.statusCode, before.body).toBe(200);
      const { current, options, refusal } = before.json();
      expect(refusal).toBeNull();
      expect(current.code).toBe(f.journey.from);
      expect(options.length).toBeGreaterThan(0);
      expect(options.map((s: { code: string }) => s.code)).not.toContain(f.journey.from);
      expect(options.map((s: { code: string }) => s.code)).not.toContain(f.journey.to);

      const to = options[0].code as string;
      const moved = await post("/api/trains/v1/change_boarding_point", {
        orderId,
        boardingCode: to,
      });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json().boardingPoint.code).toBe(to);
      expect((await t.deps.railway.pnrStatus(pnr))?.boardingPoint).toBe(to);

      // Once only: no options now, and a second change is refused in the spec's words.
      const after = (await get(`/api/trains/v1/change_boarding_point?orderId=${orderId}`)).json();
      expect(after).toMatchObject({ current: { code: to }, options: [] });
      expect(after.refusal).toBe("The boarding point can be changed only once.");
      const again = await post("/api/trains/v1/change_boarding_point", {
        orderId,
        boardingCode: options.at(-1).code,
      });
      expectProblem(again, 409, "boarding_change_failed");
      expect(again.json().error.message).toBe(ERROR_MESSAGES.boarding_change_failed);

      const sms = (await get("/api/dev/outbox?recipient=9876543210&limit=5")).json().messages as {
        purpose: string;
        body: string;
      }[];
      expect(sms.find((m) => m.purpose === "boarding_changed")?.body).toContain(`PNR ${pnr}`);
    });

    it("refuses a stop outside the journey, an unbooked order and another user's order", async () => {
      const { orderId } = await ticketed();
      expectProblem(
        await post("/api/trains/v1/change_boarding_point", { orderId, boardingCode: f.journey.to }),
        409,
        "boarding_change_failed",
      );
      const draft = await checkedOut();
      expectProblem(
        await get(`/api/trains/v1/change_boarding_point?orderId=${draft.orderId}`),
        409,
        "boarding_change_failed",
      );
      expectProblem(
        await get(`/api/trains/v1/change_boarding_point?orderId=${orderId}`, other),
        404,
        "not_found",
      );
      expectProblem(
        await post("/api/trains/v1/change_boarding_point", { orderId, boardingCode: "!!" }),
        400,
        "validation_failed",
      );
    });
  },
);
