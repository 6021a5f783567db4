import { describe, expect, it } from "vitest";
import { premiums } from "./premiums.ts";

const journey = {
  trainNumber: "12301",
  from: "NDLS",
  to: "HWH",
  date: "2026-11-25",
  classCode: "3A",
  quota: "GN",
} as const;

const railway = (answer: object) => ({
  availability: async () => answer as never,
});

describe("premiums", () => {
  it("prices free cancellation for passengers of 5 or more and insurance for Indian nationals", async () => {
    const deps = { railway: railway({ ok: true, fare: 150_000, status: "AVAILABLE-0010" }) };
    expect(await premiums(deps, journey, [34, 4, 70], ["IN", "IN", "GB"])).toEqual({
      freeCancellation: { perPassengerPaise: 6_000, totalPaise: 12_000 },
      insurance: { perPassengerPaise: 45, totalPaise: 45, insured: 1 },
    });
  });

  it("passes on the railway's refusal in its words", async () => {
    const deps = { railway: railway({ ok: false, message: "No such train" }) };
    await expect(premiums(deps, journey, [34])).rejects.toMatchObject({
      code: "booking_refused",
      message: "No such train",
    });
  });
});
