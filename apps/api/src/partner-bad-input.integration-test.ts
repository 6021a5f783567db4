import { BOOKING_ENDPOINTS } from "@safar/contracts/booking";
import { LIVE_STATUS_ENDPOINTS } from "@safar/contracts/live-status";
import { PNR_ENDPOINTS } from "@safar/contracts/pnr";
import { RAILWAY_IDS_ENDPOINTS } from "@safar/contracts/railway-ids";
import { TRAVELLERS_ENDPOINTS } from "@safar/contracts/travellers/endpoints";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../test/helper.ts";
import { type SignedIn, signIn } from "../test/session.ts";

/**
 * Targets R4 for the partner side: generated malformed requests to every
 * sign-in, saved-traveller, railway-ID and booking endpoint, signed in (with
 * the anti-forgery token) and signed out, never answer 5xx, and every 4xx
 * carries a message.
 */

const ENDPOINTS: { method: "GET" | "POST"; path: string }[] = [
  ...Object.values(BOOKING_ENDPOINTS),
  ...Object.values(TRAVELLERS_ENDPOINTS),
  ...Object.values(RAILWAY_IDS_ENDPOINTS),
  ...Object.values(LIVE_STATUS_ENDPOINTS),
  ...Object.values(PNR_ENDPOINTS),
  { method: "POST", path: "/api/auth/v1/otp/send" },
  { method: "POST", path: "/api/auth/v1/otp/verify" },
  { method: "POST", path: "/api/auth/v1/token" },
  { method: "GET", path: "/api/auth/v1/session" },
  { method: "POST", path: "/api/auth/v1/logout" },
  { method: "POST", path: "/api/pg/v1/pay" },
  { method: "POST", path: "/api/pg/v1/upi/upgrade" },
  { method: "GET", path: "/api/pg/v1/wallet" },
  { method: "GET", path: "/api/dev/outbox" },
];

const RUNS_PER_ENDPOINT = 40;

const segment = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.stringMatching(/^\d{8,20}$/),
  fc.constantFrom("", "0", "-1", "%00", "../..", "null", "1e309"),
);
const query = fc.dictionary(
  fc.constantFrom(
    "pincode",
    "userId",
    "classCode",
    "recipient",
    "limit",
    "return",
    "sso_token",
    "trainNumber",
    "date",
    "pnr",
    "token",
    "orderId",
  ),
  fc.string({ maxLength: 40 }),
  { maxKeys: 3 },
);
const body = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.record({
    journey: fc.jsonValue({ maxDepth: 2 }),
    details: fc.jsonValue({ maxDepth: 3 }),
    orderId: segment,
    reference: segment,
    method: fc.constantFrom("wallet", "upi", "card", "netbanking", "cash"),
    identifier: fc.string({ maxLength: 40 }),
    otp: fc.string({ maxLength: 10 }),
    userId: fc.string({ maxLength: 40 }),
    action: fc.constantFrom("create", "edit", "delete", "nope"),
    traveller: fc.jsonValue({ maxDepth: 2 }),
  }),
);

describe("generated bad input to the partner endpoints (R4)", () => {
  let t: TestApp;
  let user: SignedIn;
  beforeAll(async () => {
    t = await buildTestApp("pglite");
    user = await signIn(t.app, "9000000999");
  });
  afterAll(() => t.close());

  it(`answers ${ENDPOINTS.length} endpoints × ${RUNS_PER_ENDPOINT} malformed requests with no 5xx, and a message with every 4xx`, async () => {
    const failures: string[] = [];
    let requests = 0;
    for (const endpoint of ENDPOINTS) {
      await fc
        .assert(
          fc.asyncProperty(segment, query, body, fc.boolean(), async (id, q, b, signedIn) => {
            const path = endpoint.path.replace(/\{\w+\}/g, encodeURIComponent(id));
            const search = new URLSearchParams(q).toString();
            requests++;
            const res = await t.app.inject({
              method: endpoint.method,
              url: search ? `${path}?${search}` : path,
              headers: signedIn ? user.headers : {},
              ...(endpoint.method === "POST" ? { payload: JSON.stringify(b) } : {}),
              ...(endpoint.method === "POST"
                ? {
                    headers: {
                      ...(signedIn ? user.headers : {}),
                      "content-type": "application/json",
                    },
                  }
                : {}),
            });
            if (res.statusCode >= 500) {
              failures.push(
                `${endpoint.method} ${path} → ${res.statusCode} ${res.body.slice(0, 200)}`,
              );
              return false;
            }
            if (res.statusCode >= 400) {
              let message: unknown;
              try {
                message = res.json()?.error?.message;
              } catch {
                message = undefined;
              }
              if (typeof message !== "string" || message.length === 0) {
                failures.push(`${endpoint.method} ${path} → ${res.statusCode} without a message`);
                return false;
              }
            }
            return true;
          }),
          { numRuns: RUNS_PER_ENDPOINT, seed: 20261125 },
        )
        .catch((error: unknown) => {
          // A false property left its counterexample in `failures`; anything else is a fault too.
          if (!failures.some((f) => f.includes(endpoint.path))) {
            failures.push(`${endpoint.method} ${endpoint.path}: ${String(error).slice(0, 300)}`);
          }
        });
    }
    expect(failures).toEqual([]);
    expect(requests).toBeGreaterThanOrEqual(ENDPOINTS.length * RUNS_PER_ENDPOINT);
  }, 120_000);
});
