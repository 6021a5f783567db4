import type { BookingJourney } from "@safar/contracts/booking";
import type { TravellerFormIntentKind } from "@safar/contracts/travellers/form-intent";
import { describe, expect, it } from "vitest";
import type { ApiClient } from "#server-context";
import { INTENT_HANDLERS, type IntentContext, runIntent } from "./confirm-intents.server.ts";
import { readPostedForm } from "./confirm-post.server.ts";
import { fakeApi } from "./test/fake-api.ts";

/**
 * The traveller-details action's dispatch: each intent of the post reaches
 * its handler, and what the API-free ones answer (the saved-traveller edit
 * round trips are in confirm.server.test.ts).
 */

const JOURNEY: BookingJourney = {
  trainNumber: "12952",
  from: "NDLS",
  to: "MMCT",
  date: "2026-11-30",
  classCode: "3A",
  quota: "GN",
};

function form(fields: [string, string][]): FormData {
  const f = new FormData();
  for (const [k, v] of fields) f.append(k, v);
  return f;
}

const run = (fields: [string, string][], context: Partial<IntentContext> & { api: ApiClient }) =>
  runIntent(readPostedForm(form(fields)), { journey: JOURNEY, seenStatus: "", ...context });

const TWO_ROWS: [string, string][] = [
  ["rows", "2"],
  ["passengers[0].name", "Asha Verma"],
  ["passengers[0].age", "34"],
  ["passengers[1].name", "Ravi Verma"],
  ["passengers[1].age", "36"],
  ["contact.email", "asha@example.com"],
];

describe("the traveller-details action's intents", () => {
  it("has one handler for each of the 14 intents", () => {
    expect(Object.keys(INTENT_HANDLERS).sort()).toEqual([
      "add",
      "cancel-edit",
      "continue",
      "default",
      "delete",
      "edit",
      "forgotid",
      "forgotpw",
      "idsend",
      "idverify",
      "quickbook",
      "remove",
      "save",
      "schedule",
    ] satisfies TravellerFormIntentKind[]);
  });

  it("Add traveller shows one more row, six at most, without calling the API", async () => {
    const { api, calls } = fakeApi();
    const state = await run([...TWO_ROWS, ["intent", "add"]], { api });
    expect(state.rows).toBe(3);
    expect(state.errors).toEqual({});
    expect(state.values).toMatchObject({ contact: { email: "asha@example.com" } });
    const full = await run(
      [
        ["rows", "6"],
        ["intent", "add"],
      ],
      { api },
    );
    expect(full.rows).toBe(6);
    // Spec §5, word for word, where the button's rows are listed.
    expect(full.errors).toEqual({ passengers: "Cannot add more passenger. Max limit reached" });
    expect(calls).toEqual([]);
  });

  it("Add traveller counts the ticked saved travellers towards the six", async () => {
    const { api } = fakeApi();
    const ticked = ["1", "2", "3", "4"].map((id) => ["saved", id] as [string, string]);
    const one = await run([["rows", "1"], ...ticked, ["intent", "add"]], { api });
    expect(one.rows).toBe(2);
    expect(one.errors).toEqual({});
    const refused = await run([["rows", "2"], ...ticked, ["intent", "add"]], { api });
    expect(refused.rows).toBe(2);
    expect(refused.errors.passengers).toBe("Cannot add more passenger. Max limit reached");
  });

  it("Remove takes that row out and keeps the others in order", async () => {
    const { api } = fakeApi();
    const state = await run([...TWO_ROWS, ["intent", "remove:0"]], { api });
    expect(state.rows).toBe(1);
    expect(state.values.passengers).toEqual([{ name: "Ravi Verma", age: "36" }]);
    expect(state.values).toMatchObject({ contact: { email: "asha@example.com" } });
    const last = await run(
      [
        ["rows", "1"],
        ["passengers[0].name", "A"],
        ["intent", "remove:0"],
      ],
      {
        api,
      },
    );
    expect(last.rows).toBe(1);
    expect(last.values.passengers).toEqual([]);
  });

  it("forgot user ID and password send the typed contact, else the user ID, and show the answer", async () => {
    const { api, calls } = fakeApi(
      [200, { message: "Your user ID was sent" }],
      [400, { error: { code: "validation_failed", message: "Please enter a valid user ID" } }],
    );
    const id = await run(
      [
        ["intent", "forgotid"],
        ["forgotContact", " asha@example.com "],
      ],
      { api },
    );
    expect(id.forgotNotice).toEqual({ ok: true, message: "Your user ID was sent" });
    const pw = await run(
      [
        ["intent", "forgotpw"],
        ["railwayUserId", "asha_1"],
      ],
      { api },
    );
    expect(pw.forgotNotice).toEqual({ ok: false, message: "Please enter a valid user ID" });
    expect(calls.map((c) => [c.path, c.body])).toEqual([
      ["/api/trains/v1/user/forgotUserId", { emailOrMobile: "asha@example.com" }],
      ["/api/trains/v1/user/forgotPassword", { userIdOrEmail: "asha_1" }],
    ]);
  });

  it("Delete unticks the traveller and closes its edit form; Make default keeps the ticks", async () => {
    const saved = { travellers: [], maxTravellers: 20 };
    const { api, calls } = fakeApi([200, saved], [200, saved]);
    const deleted = await run(
      [
        ["intent", "delete:7"],
        ["saved", "7"],
        ["saved", "8"],
        ["edit.id", "7"],
        ["edit.name", "Ravi"],
      ],
      { api },
    );
    expect(deleted.savedIds).toEqual(["8"]);
    expect(deleted.values.edit).toBeUndefined();
    const chosen = await run(
      [
        ["intent", "default:8"],
        ["saved", "8"],
      ],
      { api },
    );
    expect(chosen.savedIds).toEqual(["8"]);
    expect(calls.map((c) => [c.path, c.body])).toEqual([
      ["/api/trains/v1/user/td_details", { action: "delete", traveller: { id: "7" } }],
      ["/api/trains/v1/user/td_state", { chosenId: "8" }],
    ]);
  });

  it("Continue, Quick book and the OTP buttons need a journey", async () => {
    const { api, calls } = fakeApi();
    for (const intent of ["continue", "quickbook", "idsend", "idverify", "unknown"]) {
      const state = await run([["intent", intent]], { api, journey: null });
      expect(state.message).toBe("Please choose a train from the search results.");
    }
    expect(calls).toEqual([]);
  });

  it("Continue with a railway user ID not yet proved sends its OTPs and asks to verify", async () => {
    const { api, calls } = fakeApi(
      [404, { error: { code: "railway_id_unverified", message: "Verify it" } }],
      [200, { channel: "mobile", sentTo: "98******10", message: "OTP sent", expiresAt: "x" }],
      [200, { channel: "email", sentTo: "a***@x.com", message: "OTP sent", expiresAt: "x" }],
    );
    const state = await run([["railwayUserId", "asha_1"]], { api });
    expect(state.message).toBe("Please verify your IRCTC user ID to continue");
    expect(state.railwayVerification).toEqual({
      userId: "asha_1",
      mobileVerified: false,
      emailVerified: false,
      notices: ["Mobile: OTP sent", "Email: OTP sent"],
    });
    expect(calls.map((c) => c.path)).toEqual([
      "/api/trains/v2/user",
      "/api/trains/v1/user/resendOtp",
      "/api/trains/v1/user/resendOtp",
    ]);
  });

  it("Continue sends the ticked and typed travellers to verify and maps its messages back", async () => {
    const { api, calls } = fakeApi(
      [
        200,
        {
          travellers: [
            {
              id: "7",
              name: "Kiran Mehta",
              age: 30,
              gender: "Female",
              berth: "LB",
              food: "V",
              nationality: "IN",
              isDefault: true,
            },
          ],
          maxTravellers: 20,
        },
      ],
      [
        400,
        {
          error: {
            code: "validation_failed",
            message: "Please enter a valid Age",
            fields: { "passengers.1.age": "Please enter a valid Age" },
          },
        },
      ],
    );
    const state = await run(
      [
        ["saved", "7"],
        ["rows", "2"],
        ["passengers[0].name", ""],
        ["passengers[1].name", "Ravi Verma"],
        ["passengers[1].age", "x"],
        ["forgotContact", "not sent"],
        ["policyAgreed", "on"],
      ],
      { api },
    );
    expect(state.errors).toEqual({ "passengers.1.age": "Please enter a valid Age" });
    expect(state.message).toBeUndefined();
    const body = calls[1]?.body as { details: Record<string, unknown> };
    expect(body.details).toEqual({
      passengers: [
        {
          name: "Kiran Mehta",
          age: "30",
          gender: "Female",
          berth: "LB",
          food: "V",
          nationality: "IN",
        },
        { name: "Ravi Verma", age: "x" },
      ],
      policyAgreed: "on",
    });
  });
});
