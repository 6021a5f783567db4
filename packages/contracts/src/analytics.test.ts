import { describe, expect, it } from "vitest";
import {
  type AnalyticsBatchInput,
  AnalyticsBatchSchema,
  AnalyticsEventSchema,
  containsPii,
  funnelStepOf,
} from "./analytics.ts";

const batch: AnalyticsBatchInput = {
  client: "H5",
  profile: "default",
  device: "mobile",
  visit: { id: "k2Lm9qXy7k2Lm9qX", d1: "direct", d2: "home", d3: "" },
  events: [
    {
      eventId: 5102,
      screenName: "TRAIN_MWEB_SRP",
      category: "screen",
      action: "view",
      labels: ["from:NDLS", "to:MMCT", "date:20261201", "class:3A"],
      pageCode: 1,
    },
  ],
};

const withLabels = (labels: string[]) => ({
  ...batch,
  events: [{ ...batch.events[0], labels }],
});

describe("analytics events carry no personal data", () => {
  it("accepts codes as labels", () => {
    expect(AnalyticsBatchSchema.safeParse(batch).success).toBe(true);
  });

  it.each([
    ["a name", "from:Ravi Kumar"],
    ["a name as free text", "name:Ravi"],
    ["an e-mail", "source:ravi@example.com"],
    ["a phone number", "code:9876543210"],
    ["a phone number with +91", "code:+91-98765-43210"],
    ["a PNR", "status:4512345678"],
    ["a PNR with separators", "code:451-234-5678"],
  ])("refuses %s in a label", (_, label) => {
    const result = AnalyticsBatchSchema.safeParse(withLabels([label]));
    expect(result.success).toBe(false);
  });

  it("refuses personal data in the category, action and visit fields", () => {
    const event = batch.events[0];
    expect(AnalyticsEventSchema.safeParse({ ...event, category: "Ravi Kumar" }).success).toBe(
      false,
    );
    expect(AnalyticsEventSchema.safeParse({ ...event, action: "a@b.in" }).success).toBe(false);
    const visit = { ...batch.visit, d3: "9876543210" };
    expect(AnalyticsBatchSchema.safeParse({ ...batch, visit }).success).toBe(false);
  });

  it("holds at most ten labels and twenty events, and no unknown field", () => {
    const eleven = Array.from({ length: 11 }, (_, i) => `count:${i}`);
    expect(AnalyticsBatchSchema.safeParse(withLabels(eleven)).success).toBe(false);
    expect(AnalyticsBatchSchema.safeParse(withLabels(eleven.slice(1))).success).toBe(true);
    const many = { ...batch, events: Array.from({ length: 21 }, () => batch.events[0]) };
    expect(AnalyticsBatchSchema.safeParse(many).success).toBe(false);
    const extra = { ...batch, events: [{ ...batch.events[0], email: "x" }] };
    expect(AnalyticsBatchSchema.safeParse(extra).success).toBe(false);
  });

  it("takes only the spec's event ids and screen-name prefixes", () => {
    const event = batch.events[0];
    expect(AnalyticsEventSchema.safeParse({ ...event, eventId: 5101 }).success).toBe(false);
    expect(AnalyticsEventSchema.safeParse({ ...event, screenName: "OTHER_SRP" }).success).toBe(
      false,
    );
    for (const screenName of ["TRAIN_DWEB_HOME", "TRAIN_AFFILIATE_TA_SRP", "TRAINS_H5_CHAT_TEXT"]) {
      expect(AnalyticsEventSchema.safeParse({ ...event, screenName }).success).toBe(true);
    }
  });

  it("tells personal data from codes", () => {
    expect(containsPii("ravi@example.com")).toBe(true);
    expect(containsPii("98765 43210")).toBe(true);
    expect(containsPii("12951")).toBe(false);
    expect(containsPii("20261201")).toBe(false);
  });
});

describe("funnel steps", () => {
  const event = AnalyticsEventSchema.parse(batch.events[0]);
  it("maps screen views of page codes 1–4 and a booked ticket", () => {
    expect(funnelStepOf(event)).toBe("search");
    expect(funnelStepOf({ ...event, pageCode: 2 })).toBe("travellerDetails");
    expect(funnelStepOf({ ...event, pageCode: 3 })).toBe("review");
    expect(funnelStepOf({ ...event, pageCode: 4 })).toBe("payment");
    expect(funnelStepOf({ ...event, pageCode: 5 })).toBeNull();
    expect(funnelStepOf({ ...event, eventId: 5103 })).toBeNull();
    expect(
      funnelStepOf({ ...event, eventId: 5105, action: "ticket_booked", pageCode: undefined }),
    ).toBe("ticket");
  });
});
