import { ACCOUNT_ENDPOINTS } from "@safar/contracts/account";
import { AUTH_ENDPOINTS } from "@safar/contracts/auth";
import { BOOKING_ENDPOINTS } from "@safar/contracts/booking";
import { CANCELLATION_ENDPOINTS } from "@safar/contracts/cancellation";
import { CONSENT_ENDPOINTS } from "@safar/contracts/consents";
import { COORDINATES_ENDPOINTS } from "@safar/contracts/coordinates";
import { FAVOURITE_ENDPOINTS } from "@safar/contracts/favourites";
import { HOME_EXTRA_ENDPOINTS } from "@safar/contracts/home-extras";
import { LIVE_STATUS_ENDPOINTS } from "@safar/contracts/live-status";
import { MY_DATA_ENDPOINTS } from "@safar/contracts/my-data";
import { NPS_ENDPOINTS } from "@safar/contracts/nps";
import { PNR_ENDPOINTS } from "@safar/contracts/pnr";
import { PROMO_ENDPOINTS } from "@safar/contracts/promo";
import { RAILWAY_IDS_ENDPOINTS } from "@safar/contracts/railway-ids";
import { SEO_ENDPOINTS } from "@safar/contracts/seo";
import { TATKAL_REMINDER_ENDPOINTS } from "@safar/contracts/tatkal-reminders";
import { TATKAL_SCHEDULE_ENDPOINTS } from "@safar/contracts/tatkal-schedule";
import { TDR_ENDPOINTS } from "@safar/contracts/tdr";
import { BOARDING_ENDPOINTS, TICKET_ENDPOINTS } from "@safar/contracts/tickets";
import {
  type EndpointDefinition,
  PLUGIN_ENDPOINTS,
  TRAINS_ENDPOINTS,
} from "@safar/contracts/trains/endpoints";
import { TRAVELLERS_ENDPOINTS } from "@safar/contracts/travellers/endpoints";
import { TRIP_ENDPOINTS } from "@safar/contracts/trips";
import { UNCLAIMED_REFUND_ENDPOINTS } from "@safar/contracts/unclaimed-refunds";
import { WAITING_ROOM_ENDPOINTS } from "@safar/contracts/waiting-room";
import fc from "fast-check";
import { z } from "zod";
import { ROUTE_TABLE } from "../../app/lib/route-table.ts";
import {
  type BodyPlan,
  type Breakage,
  bodyPlan,
  type Caller,
  caller,
  fieldPaths,
  hostileSegment,
  type Path,
  percentEncode,
  type QueryPlan,
  queryPlan,
  queryString,
  queryText,
  rawBody,
  valueAt,
  withValueAt,
} from "./bad-input.ts";

/**
 * What the bad-input run (targets R4, `../bad-input.integration-test.ts`)
 * sends to: every API endpoint (from the contracts' registries, and the few
 * outside them), every page and page action of the web app, the railway's
 * own pages and the client build's files. Each target starts from a valid
 * request of the run's world and knows how to break it: `sweep` breaks every
 * field in each way of `BREAKAGES`, `build` turns a generated plan into a
 * request with one to three fields, its query, its path or its encoding broken.
 */

export type Share = "api" | "page" | "portal";

export const SAME_ORIGIN = "http://localhost";

// ── The world a request starts from ─────────────────────────────────────────

export interface Session {
  cookie: string;
  csrf: string;
  token: string;
}

export interface World {
  session: Session;
  journey: Record<string, string>;
  railwayUserId: string;
  /** An order checked out, with its payment open. */
  orderId: string;
  paymentReference: string;
  /** An order verified, not checked out. */
  draftOrderId: string;
  travellerId: string;
  portal: { cookie: string; token: string };
  /** A Tatkal booking the railway signed a mandate page link for (its query), for an Aadhaar-authenticated ID. */
  mandate: Record<string, string>;
}

export const DETAILS = {
  passengers: [{ name: "Asha Verma", age: "34", gender: "Female", berth: "LB", food: "V" }],
  contact: { email: "asha@example.com", mobile: "9876543210" },
  policyAgreed: "on",
};

// ── Targets ─────────────────────────────────────────────────────────────────

export interface Probe {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

export interface Target {
  /** `METHOD path` as the server registered it (pages: `PAGE METHOD /path`). */
  id: string;
  share: Share;
  /** Answers 2xx by ending the session it was sent with. */
  endsSession?: boolean;
  plan: fc.Arbitrary<unknown>;
  build(plan: unknown, world: World): Probe;
  /** Every field of the valid request broken in each way, signed in (and with NUL, signed out). */
  sweep(world: World, breakages: readonly Breakage[]): Probe[];
}

/** The query every API call may carry (spec §7 generic wrapper), for endpoints outside the registries. */
const WRAPPER_NAMES = ["sso_token", "locale", "client", "affiliate", "isH5", "deviceIdentifier"];
/** The wrapper's fields are one schema: swept on these endpoints, fuzzed on all. */
const WRAPPER_SWEPT = new Set(["/api/trains/v5/search", "/api/trains/v1/status"]);
const NUL = (b: readonly Breakage[]) => b.filter((x) => x.name === "NUL");

interface ApiSpec {
  method: "GET" | "POST";
  path: string;
  query?: (w: World) => Record<string, unknown>;
  querySchema?: z.ZodType;
  body?: (w: World) => unknown;
  bodySchema?: z.ZodType;
  params?: (w: World) => Record<string, string>;
  headers?: (w: World) => Record<string, string>;
  endsSession?: boolean;
}

function jsonSchemaOf(schema: z.ZodType | undefined): unknown {
  if (!schema) return undefined;
  return z.toJSONSchema(schema, { io: "input", unrepresentable: "any" });
}

function sessionHeaders(who: Caller, w: World, unsafe: boolean): Record<string, string> {
  switch (who) {
    case "signed-in":
      return { cookie: w.session.cookie, ...(unsafe ? { "x-csrf-token": w.session.csrf } : {}) };
    case "no-csrf":
      return { cookie: w.session.cookie };
    case "sso-header":
      return { sso_token: w.session.token };
    case "garbage-cookie":
      return { cookie: "safar_session=%00%0A\u00ff; safar_csrf=" };
    case "signed-out":
      return {};
  }
}

function applyQuery(seed: Record<string, unknown>, names: string[], plan: QueryPlan): string {
  const fields = { ...seed };
  const pick = (n: number) => names[n % names.length] as string;
  let extra = "";
  switch (plan.kind) {
    case "fields":
      for (const edit of plan.edits) {
        if (edit.remove) delete fields[pick(edit.pick)];
        else fields[pick(edit.pick)] = queryText(edit.value);
      }
      break;
    case "raw":
      extra = plan.text;
      break;
    case "repeat": {
      const name = pick(plan.pick);
      extra = `${percentEncode(name)}=a&${percentEncode(name)}=b`;
      break;
    }
    case "bracket":
      extra = `${percentEncode(pick(plan.pick))}[x]=1`;
      break;
    case "seed":
      break;
  }
  return [queryString(fields), extra].filter(Boolean).join("&");
}

function applyBody(
  seed: unknown,
  paths: Path[],
  plan: BodyPlan,
): { type: string | null; payload: string | Buffer } {
  const json = (value: unknown) => ({
    type: "application/json",
    payload: JSON.stringify(value) ?? "",
  });
  switch (plan.kind) {
    case "seed":
      return json(seed);
    case "fields": {
      let body = seed;
      for (const edit of plan.edits) {
        const at = paths.length > 0 ? (paths[edit.pick % paths.length] as Path) : ["x"];
        body = withValueAt(body, at, edit.remove ? undefined : edit.value);
      }
      return json(body);
    }
    case "extra":
      return json(
        seed && typeof seed === "object" && !Array.isArray(seed)
          ? { ...seed, [plan.key]: plan.value }
          : { [plan.key]: plan.value },
      );
    case "whole":
      return json(plan.value);
    case "raw": {
      const raw = rawBody(seed, plan.encoding);
      return { type: raw.contentType, payload: raw.payload };
    }
  }
}

function apiTarget(spec: ApiSpec): Target {
  const unsafe = spec.method !== "GET";
  const plan = fc.record({
    who: caller,
    query: queryPlan,
    body: bodyPlan,
    segment: fc.option(hostileSegment, { freq: 2 }),
  });
  const querySchema = jsonSchemaOf(spec.querySchema);
  const bodySchema = jsonSchemaOf(spec.bodySchema);
  let queryNames: string[] | undefined;
  let bodyPaths: Path[] | undefined;
  return {
    id: `${spec.method} ${spec.path}`,
    share: "api",
    ...(spec.endsSession ? { endsSession: true } : {}),
    plan,
    build(raw, w) {
      const p = raw as {
        who: Caller;
        query: QueryPlan;
        body: BodyPlan;
        segment: string | null;
      };
      const params = spec.params?.(w) ?? {};
      let url = spec.path.replace(/:(\w+)/g, (_, name: string) =>
        p.segment !== null ? p.segment : percentEncode(params[name] ?? ""),
      );
      const querySeed = spec.query?.(w) ?? {};
      queryNames ??= [
        ...new Set([
          ...fieldPaths(querySeed, querySchema).map((q) => String(q[0])),
          ...WRAPPER_NAMES,
        ]),
      ];
      const search = applyQuery(querySeed, queryNames, p.query);
      if (search) url += `?${search}`;
      const headers: Record<string, string> = {
        host: "localhost",
        ...sessionHeaders(p.who, w, unsafe),
        ...(spec.headers?.(w) ?? {}),
      };
      if (!unsafe) return { method: spec.method, url, headers };
      const seed = spec.body?.(w) ?? {};
      bodyPaths ??= fieldPaths(seed, bodySchema);
      const body = applyBody(seed, bodyPaths, p.body);
      if (body.type) headers["content-type"] = body.type;
      return { method: spec.method, url, headers, payload: body.payload };
    },
    sweep(w, breakages) {
      const params = spec.params?.(w) ?? {};
      const querySeed = spec.query?.(w) ?? {};
      const bodySeed = unsafe ? (spec.body?.(w) ?? {}) : undefined;
      const probe = (
        who: Caller,
        change: { param?: [string, string]; query?: Record<string, unknown>; body?: unknown },
      ): Probe => {
        let url = spec.path.replace(/:(\w+)/g, (_, name: string) =>
          percentEncode(change.param?.[0] === name ? change.param[1] : (params[name] ?? "")),
        );
        const search = queryString(change.query ?? querySeed);
        if (search) url += `?${search}`;
        const headers: Record<string, string> = {
          host: "localhost",
          ...sessionHeaders(who, w, unsafe),
          ...(spec.headers?.(w) ?? {}),
        };
        if (!unsafe) return { method: spec.method, url, headers };
        headers["content-type"] = "application/json";
        return {
          method: spec.method,
          url,
          headers,
          payload: JSON.stringify(change.body ?? bodySeed),
        };
      };
      const ownQuery = Object.keys(
        (querySchema as { properties?: object } | undefined)?.properties ?? querySeed,
      ).filter((n) => WRAPPER_SWEPT.has(spec.path) || !WRAPPER_NAMES.includes(n));
      const out: Probe[] = [];
      for (const [who, kinds] of [
        ["signed-in", breakages],
        ["signed-out", NUL(breakages)],
      ] as const) {
        for (const b of kinds) {
          for (const name of Object.keys(params)) {
            out.push(probe(who, { param: [name, queryText(b.apply(params[name]))] }));
          }
          for (const name of ownQuery) {
            out.push(
              probe(who, { query: { ...querySeed, [name]: queryText(b.apply(querySeed[name])) } }),
            );
          }
          if (bodySeed !== undefined) {
            for (const at of fieldPaths(bodySeed, bodySchema)) {
              out.push(
                probe(who, { body: withValueAt(bodySeed, at, b.apply(valueAt(bodySeed, at))) }),
              );
            }
          }
        }
      }
      return out;
    },
  };
}

/** The values a query field of a registry endpoint starts from, by name. */
function queryValue(name: string, w: World): unknown {
  const j = w.journey;
  const values: Record<string, unknown> = {
    from: j.from,
    to: j.to,
    date: j.date,
    quota: "GN",
    class: j.classCode,
    classCode: j.classCode,
    trainNumber: j.trainNumber,
    q: "Delhi",
    code: "NDLS",
    state: "Delhi",
    limit: "5",
    pnr: "1234567890",
    orderId: w.orderId,
    token: "Xy7_k2-Lm9q",
    userId: w.railwayUserId,
    pincode: "110001",
    return: "/trains/confirm",
    scope: "upcoming",
    page: "1",
    pageSize: "10",
    score: "9",
    cancelv2flow: "true",
  };
  return values[name];
}

/** A registry endpoint: its query's required fields start valid, its body from `body`. */
function registrySpec(
  e: EndpointDefinition,
  body?: (w: World) => unknown,
  extra: Partial<ApiSpec> = {},
): ApiSpec {
  const json = jsonSchemaOf(e.query) as { properties?: object; required?: string[] };
  const names = Object.keys(json?.properties ?? {}).filter((n) => !WRAPPER_NAMES.includes(n));
  return {
    method: e.method,
    path: e.path.replace(/\{(\w+)\}/g, ":$1"),
    query: (w) =>
      Object.fromEntries(
        names.map((n) => [n, queryValue(n, w)]).filter(([, v]) => v !== undefined),
      ),
    querySchema: e.query,
    ...(e.body ? { bodySchema: e.body } : {}),
    ...(body ? { body } : {}),
    ...extra,
  };
}

const journeyOf = (w: World) => ({ ...w.journey });

/** A two-train trip's entry query (ADR 023): the world's train, then another, from its date. */
const tripPlanOf = (w: World) => ({
  t1: w.journey.trainNumber as string,
  t2: "12657",
  from: w.journey.from as string,
  c1: w.journey.to as string,
  c2: w.journey.to as string,
  to: "AJJ",
  d1: w.journey.date as string,
  d2: w.journey.date as string,
  cls: w.journey.classCode as string,
  quota: "GN",
});
/** A well-formed trip id that is none of this world's (its calls answer 404). */
const UNKNOWN_TRIP_ID = "26081500001";

/** A well-formed refund id that is none of this world's (the claim answers 404). */
const UNKNOWN_REFUND_ID = "6f1c2a4e-8b3d-4c5a-9e7f-0a1b2c3d4e5f";

function apiSpecs(): ApiSpec[] {
  const B = BOOKING_ENDPOINTS;
  const R = RAILWAY_IDS_ENDPOINTS;
  const T = TRAVELLERS_ENDPOINTS;
  const C = CANCELLATION_ENDPOINTS;
  const orderParam = { params: (w: World) => ({ orderId: w.orderId }) };
  return [
    ...Object.values(TRAINS_ENDPOINTS).map((e) =>
      registrySpec(
        e,
        e.path.endsWith("recent_searches_availability")
          ? (w) => ({
              searches: [{ from: w.journey.from, to: w.journey.to, date: w.journey.date }],
              quota: "GN",
            })
          : undefined,
      ),
    ),
    registrySpec(PLUGIN_ENDPOINTS.smartFilter, (w) => ({
      prompt: "AC trains after 6 pm under ₹2000",
      from: w.journey.from,
      to: w.journey.to,
      date: w.journey.date,
      quota: "GN",
      stations: [{ code: w.journey.from, name: "New Delhi" }],
    })),
    ...Object.values(LIVE_STATUS_ENDPOINTS).map((e) => registrySpec(e)),
    ...Object.values(PNR_ENDPOINTS).map((e) => registrySpec(e)),
    registrySpec(T.address),
    registrySpec(T.list),
    registrySpec(T.change, (w) => ({
      action: "edit",
      traveller: {
        id: w.travellerId,
        name: "Ravi Verma",
        age: 36,
        gender: "Male",
        berth: "UB",
        food: "N",
        nationality: "IN",
        dob: { day: 1, month: 2, year: 1990 },
        isDefault: false,
      },
    })),
    registrySpec(T.choose, (w) => ({ chosenId: w.travellerId })),
    registrySpec(R.list),
    registrySpec(R.link, (w) => ({ userId: w.railwayUserId })),
    registrySpec(R.status),
    registrySpec(R.resendOtp, (w) => ({ userId: w.railwayUserId, channel: "mobile" })),
    registrySpec(R.verify, (w) => ({
      userId: w.railwayUserId,
      mobileOtp: "123456",
      emailOtp: "654321",
    })),
    registrySpec(R.forgotPassword, (w) => ({ userIdOrEmail: w.railwayUserId })),
    registrySpec(R.forgotUserId, () => ({ emailOrMobile: "asha.v@example.com" })),
    registrySpec(R.registerUrl),
    registrySpec(B.premiums, (w) => ({
      journey: journeyOf(w),
      ages: [34, 3],
      nationalities: ["IN"],
    })),
    registrySpec(B.verify, (w) => ({
      journey: journeyOf(w),
      details: DETAILS,
      railwayUserId: w.railwayUserId,
      seenStatus: "AVAILABLE-0012",
    })),
    registrySpec(B.eligibility),
    registrySpec(B.quickBookPreview),
    registrySpec(B.quickBook, (w) => ({ journey: journeyOf(w), seenStatus: "AVAILABLE-0012" })),
    registrySpec(B.reverify, (w) => ({ orderId: w.draftOrderId })),
    registrySpec(B.checkout, (w) => ({ orderId: w.draftOrderId, acceptStatusChange: true })),
    registrySpec(B.summaryV1, undefined, orderParam),
    registrySpec(B.summaryV2, undefined, orderParam),
    registrySpec(B.complete, (w) => ({ orderId: w.orderId })),
    registrySpec(B.pfEdit, (w) => ({ orderId: w.draftOrderId })),
    registrySpec(B.defCheckout, (w) => ({ orderId: w.draftOrderId })),
    registrySpec(
      B.paymentCallback,
      (w) => ({
        reference: w.paymentReference,
        status: "captured",
        amountPaise: 100,
        method: "wallet",
        gatewayTxnId: "TXN1",
      }),
      { headers: () => ({ "x-pg-signature": "0".repeat(64) }) },
    ),
    // After the ticket (issue 18).
    registrySpec(B.orders),
    registrySpec(B.ordersPending),
    registrySpec(B.orderUpdate, (w) => ({ orderId: w.orderId })),
    registrySpec(C.cancelView, undefined, orderParam),
    registrySpec(C.cancelPage, undefined, orderParam),
    registrySpec(C.charges, (w) => ({ orderId: w.orderId, passengerNumbers: [1] })),
    registrySpec(C.cancel, (w) => ({
      orderId: w.orderId,
      passengerNumbers: [1],
      reason: "plan_changed",
      idempotencyKey: "fuzz-key-0001",
    })),
    // Two-train trips (ADR 023): the plan from this world's train; a trip id of none of its trips.
    registrySpec(TRIP_ENDPOINTS.plan, undefined, { query: tripPlanOf }),
    registrySpec(TRIP_ENDPOINTS.verify, (w) => ({
      plan: tripPlanOf(w),
      details: DETAILS,
      railwayUserId: w.railwayUserId,
    })),
    registrySpec(TRIP_ENDPOINTS.view, undefined, {
      params: () => ({ tripId: UNKNOWN_TRIP_ID }),
    }),
    registrySpec(TRIP_ENDPOINTS.checkout, () => ({
      tripId: UNKNOWN_TRIP_ID,
      acceptStatusChange: true,
    })),
    registrySpec(TRIP_ENDPOINTS.complete, () => ({ tripId: UNKNOWN_TRIP_ID })),
    registrySpec(TRIP_ENDPOINTS.choose, () => ({ tripId: UNKNOWN_TRIP_ID, choice: "retry" })),
    // Unclaimed refunds (spec §9): an id of none of this world's refunds reaches the owner check.
    registrySpec(UNCLAIMED_REFUND_ENDPOINTS.list),
    registrySpec(UNCLAIMED_REFUND_ENDPOINTS.claim, () => ({
      refundId: UNKNOWN_REFUND_ID,
      to: "upi",
      upiId: "asha@okaxis",
    })),
    // Tatkal reminders (issue 20): a train of this world's journey; an id of none of its reminders.
    registrySpec(TATKAL_REMINDER_ENDPOINTS.create, (w) => ({
      trainNumber: w.journey.trainNumber,
      class: w.journey.classCode,
      quota: "TQ",
      departureDate: w.journey.date,
      from: w.journey.from,
    })),
    registrySpec(TATKAL_REMINDER_ENDPOINTS.list),
    registrySpec(TATKAL_REMINDER_ENDPOINTS.remove, () => ({ id: UNKNOWN_REFUND_ID })),
    // Favourite routes (issue 25): this world's journey's pair; an id of none of its favourites.
    registrySpec(FAVOURITE_ENDPOINTS.list),
    registrySpec(FAVOURITE_ENDPOINTS.save, (w) => ({ from: w.journey.from, to: w.journey.to })),
    registrySpec(FAVOURITE_ENDPOINTS.remove, () => ({ id: UNKNOWN_REFUND_ID })),
    // Consents (issue 25): withdrawing marketing by SMS.
    registrySpec(CONSENT_ENDPOINTS.list),
    registrySpec(CONSENT_ENDPOINTS.update, () => ({ kind: "marketing_sms", granted: false })),
    registrySpec(MY_DATA_ENDPOINTS.download),
    // Deleting the account (ADR 030): a code, never this world's (its account stays).
    registrySpec(ACCOUNT_ENDPOINTS.deleteOtp, () => ({})),
    registrySpec(ACCOUNT_ENDPOINTS.delete, () => ({ otp: "000000" })),
    // The home page's extras (issue 25) and the stored language (ADR 028).
    registrySpec(HOME_EXTRA_ENDPOINTS.countries),
    registrySpec(HOME_EXTRA_ENDPOINTS.insuranceHome),
    registrySpec(AUTH_ENDPOINTS.language, () => ({ language: "hi" })),
    // The nearest station (issue 25): a point in New Delhi.
    registrySpec(COORDINATES_ENDPOINTS.nearest, () => ({ lat: 28.64, lon: 77.22 })),
    // SEO pages from the network (ADR 024): the world's train, New Delhi, a city route.
    registrySpec(SEO_ENDPOINTS.train, undefined, {
      params: (w) => ({ trainNumber: w.journey.trainNumber as string }),
    }),
    registrySpec(SEO_ENDPOINTS.station, undefined, { params: () => ({ code: "NDLS" }) }),
    registrySpec(SEO_ENDPOINTS.route, undefined, {
      query: () => ({ origin: "new-delhi", destination: "mumbai" }),
    }),
    registrySpec(SEO_ENDPOINTS.lists),
    registrySpec(SEO_ENDPOINTS.list, undefined, { params: () => ({ list: "trains" }) }),
    // Offers and promo codes (ADR 025): a demo code on this world's draft order.
    registrySpec(PROMO_ENDPOINTS.codes),
    registrySpec(PROMO_ENDPOINTS.apply, (w) => ({ orderId: w.draftOrderId, code: "SAFAR10" })),
    registrySpec(PROMO_ENDPOINTS.remove, (w) => ({ orderId: w.draftOrderId })),
    // The waiting room (ADR 021) and one-click Tatkal (ADR 022).
    registrySpec(WAITING_ROOM_ENDPOINTS.place, undefined, orderParam),
    registrySpec(WAITING_ROOM_ENDPOINTS.leave, (w) => ({ orderId: w.draftOrderId })),
    registrySpec(TATKAL_SCHEDULE_ENDPOINTS.homepage),
    registrySpec(TATKAL_SCHEDULE_ENDPOINTS.prepare, (w) => ({
      orderId: w.draftOrderId,
      acceptWaitlist: false,
    })),
    registrySpec(TATKAL_SCHEDULE_ENDPOINTS.reserve, (w) => ({
      orderId: w.draftOrderId,
      mandateId: UNKNOWN_REFUND_ID,
      acceptWaitlist: false,
    })),
    registrySpec(TATKAL_SCHEDULE_ENDPOINTS.remove, () => ({ scheduleId: UNKNOWN_REFUND_ID })),
    registrySpec(TICKET_ENDPOINTS.resend, (w) => ({
      orderId: w.orderId,
      emails: ["asha@example.com"],
      mobiles: ["9876543210"],
    })),
    registrySpec(BOARDING_ENDPOINTS.options),
    registrySpec(BOARDING_ENDPOINTS.change, (w) => ({ orderId: w.orderId, boardingCode: "CNB" })),
    registrySpec(TDR_ENDPOINTS.view),
    registrySpec(TDR_ENDPOINTS.file, (w) => ({
      orderId: w.orderId,
      reason: "ac_failure",
      passengerNumbers: [1],
      certificateIssuedAt: "2026-11-26T08:15:00+05:30",
    })),
    registrySpec(NPS_ENDPOINTS.reasons),
    registrySpec(NPS_ENDPOINTS.submit, (w) => ({
      orderId: w.orderId,
      score: 9,
      reasons: ["Booking speed"],
      comment: "Quick",
    })),
    // Outside the registries: sign-in, the gateway's pages' calls, the outbox, reports.
    { method: "GET", path: "/healthz" },
    { method: "GET", path: "/livez" },
    { method: "GET", path: "/readyz" },
    {
      method: "POST",
      path: "/api/auth/v1/otp/send",
      body: () => ({ identifier: "9000000999" }),
    },
    {
      method: "POST",
      path: "/api/auth/v1/otp/verify",
      body: () => ({ identifier: "9000000999", otp: "123456" }),
    },
    { method: "POST", path: "/api/auth/v1/token", body: () => ({ code: "a".repeat(43) }) },
    // In-app sign-in (ADR 026): a host-app token, and the simulator's seams.
    { method: "POST", path: "/api/auth/v1/app/session", body: () => ({ token: "sat1.e30.AAAA" }) },
    { method: "GET", path: "/api/dev/host-app" },
    { method: "POST", path: "/api/dev/app-token", body: () => ({ mobile: "9000000999" }) },
    { method: "GET", path: "/api/auth/v1/session" },
    { method: "POST", path: "/api/auth/v1/logout", endsSession: true },
    {
      method: "GET",
      path: "/api/dev/outbox",
      query: () => ({ recipient: "9000000999", limit: "5" }),
    },
    { method: "GET", path: "/api/pg/v1/wallet" },
    { method: "POST", path: "/api/pg/v1/upi/upgrade", body: () => ({ upiId: "asha@okaxis" }) },
    {
      method: "POST",
      path: "/api/pg/v1/pay",
      body: (w) => ({
        reference: w.paymentReference,
        method: "card",
        cardNumber: "4111111111111111",
        cardExpiry: "12/30",
        cardCvv: "123",
        cardName: "Asha Verma",
        upiId: "asha@okaxis",
        bank: "SBIN",
        bankDecision: "approve",
      }),
    },
    {
      method: "POST",
      path: "/api/client-errors",
      body: () => ({
        kind: "render",
        message: "Cannot read properties of undefined",
        name: "TypeError",
        stack: "TypeError: x\n    at y (z.js:1:2)",
        componentStack: "\n    at Page",
        url: "/trains/confirm",
        pageCode: 2,
        profileId: "default",
        userAgent: "Mozilla/5.0",
      }),
    },
    {
      method: "POST",
      path: "/api/analytics/events",
      body: () => ({
        client: "H5",
        profile: "default",
        device: "mobile",
        visit: { id: "0123456789abcdef0123456789abcdef", d1: "seo", d2: "google.com", d3: "" },
        events: [
          {
            eventId: 5102,
            screenName: "TRAIN_MWEB_SRP",
            category: "screen",
            action: "view",
            labels: ["from:NDLS", "to:MMCT", "date:20261201"],
            pageCode: 1,
          },
        ],
      }),
    },
    { method: "GET", path: "/api/dev/analytics/funnel", query: () => ({ days: "7" }) },
    { method: "GET", path: "/api/openapi.json" },
  ];
}

/** Anything else under /api: the catch-all answers 404 in JSON. */
function apiCatchAll(): Target {
  const plan = fc.record({
    method: fc.constantFrom("GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"),
    segment: hostileSegment,
    who: caller,
  });
  return {
    id: "ANY /api/*",
    share: "api",
    plan,
    build(raw, w) {
      const p = raw as { method: string; segment: string; who: Caller };
      return {
        method: p.method,
        url: `/api/trains/v1/${p.segment}`,
        headers: { host: "localhost", ...sessionHeaders(p.who, w, p.method !== "GET") },
        ...(p.method === "GET" ? {} : { payload: "{}" }),
      };
    },
    sweep(w, breakages) {
      return breakages
        .filter((b) => b.text)
        .map((b) => ({
          method: "GET",
          url: `/api/trains/v1/${percentEncode(String(b.apply("nothing")))}`,
          headers: { host: "localhost", ...sessionHeaders("signed-in", w, false) },
        }));
    },
  };
}

// ── Pages and page actions ──────────────────────────────────────────────────

/** Query names the pages read. */
const PAGE_QUERY_NAMES = [
  "orderId",
  "status",
  "next",
  "isIframe",
  "theme",
  "quota",
  "class",
  "code",
  "return",
  "train",
  "date",
  "from",
  "to",
  "fromName",
  "toName",
  "tab",
  "type",
  "platform",
  "authorized",
  "railwayUserId",
  // The two-train entry (ADR 023).
  "t1",
  "t2",
  "c1",
  "c2",
  "d1",
  "d2",
  "cls",
  "cls2",
  "_data",
];

type FormFields = Record<string, string | string[]>;

interface PageActionSpec {
  /** The page's route file, relative to apps/web/app. */
  file: string;
  url: (w: World) => string;
  form: (w: World) => FormFields;
  endsSession?: boolean;
}

export function confirmUrl(w: World): string {
  const j = w.journey;
  return `/trains/confirm?${new URLSearchParams({
    train: j.trainNumber as string,
    class: j.classCode as string,
    quota: "GN",
    date: j.date as string,
    from: j.from as string,
    to: j.to as string,
    status: "AVAILABLE-0012",
  })}`;
}

export const PAGE_ACTIONS: PageActionSpec[] = [
  {
    // The account page (ADR 030): consents, a deletion code, deletion with a code never sent.
    file: "routes/account/account.tsx",
    url: () => "/trains/account",
    form: () => ({
      intent: ["consents", "delete-otp", "delete"],
      marketing_sms: "on",
      marketing_email: "on",
      understood: "on",
      otp: "000000",
      sentTo: "98******10",
    }),
  },
  {
    file: "routes/home/home.tsx",
    url: () => "/trains",
    form: (w) => ({
      intent: ["search", "remove-reminder"],
      id: UNKNOWN_REFUND_ID,
      from: "New Delhi",
      fromCode: w.journey.from as string,
      to: "Howrah",
      toCode: w.journey.to as string,
      date: w.journey.date as string,
      quota: "GN",
      class: "3A",
    }),
  },
  {
    file: "routes/search/search-results.tsx",
    url: (w) =>
      `/trains/searchTrains/${w.journey.from}_New%20Delhi/${w.journey.to}_Howrah/${(w.journey.date as string).replaceAll("-", "")}`,
    form: (w) => ({
      intent: ["smart-filter", "schedule", "refresh", "remind"],
      prompt: "AC trains after 6 pm",
      station: [w.journey.from as string, w.journey.to as string],
      js: "1",
      train: w.journey.trainNumber as string,
      cls: w.journey.classCode as string,
      from: w.journey.from as string,
      to: w.journey.to as string,
    }),
  },
  {
    file: "routes/booking/confirm.tsx",
    url: confirmUrl,
    form: (w) => ({
      intent: [
        "continue",
        "add",
        "remove:0",
        "quickbook",
        "idsend",
        "idverify",
        "forgotid",
        "forgotpw",
        `edit:${w.travellerId}`,
        `save:${w.travellerId}`,
        "cancel-edit",
        `default:${w.travellerId}`,
      ],
      rows: "1",
      "passengers[0].name": "Asha Verma",
      "passengers[0].age": "34",
      "passengers[0].gender": "Female",
      "passengers[0].berth": "LB",
      "passengers[0].food": "V",
      "contact.email": "asha@example.com",
      "contact.mobile": "9876543210",
      railwayUserId: w.railwayUserId,
      saved: w.travellerId,
      saveNew: "on",
      policyAgreed: "on",
      mobileOtp: "123456",
      emailOtp: "654321",
      forgotContact: "asha.v@example.com",
      [`edit.${w.travellerId}.name`]: "Ravi Verma",
      "gst.gstIn": "27AAPFU0939F1ZV",
      "gst.pin": "110001",
      coachId: "B2",
    }),
  },
  {
    file: "routes/booking/review.tsx",
    url: (w) => `/trains/review?orderId=${w.draftOrderId}`,
    form: (w) => ({
      orderId: w.draftOrderId,
      acceptStatusChange: "on",
      intent: ["pay", "apply-promo", "remove-promo"],
      promoCode: "SAFAR10",
    }),
  },
  {
    file: "routes/booking/connecting-book.tsx",
    url: (w) => `/trains/connecting/book?${new URLSearchParams(tripPlanOf(w))}`,
    form: (w) => ({
      intent: ["continue", "add", "remove:0", "idsend", "idverify"],
      rows: "1",
      "passengers[0].name": "Asha Verma",
      "passengers[0].age": "34",
      "passengers[0].gender": "Female",
      "contact.email": "asha@example.com",
      "contact.mobile": "9876543210",
      railwayUserId: w.railwayUserId,
      policyAgreed: "on",
    }),
  },
  {
    file: "routes/booking/connecting-review.tsx",
    url: () => `/trains/connecting/${UNKNOWN_TRIP_ID}/review`,
    form: () => ({ acceptStatusChange: "on" }),
  },
  {
    file: "routes/booking/connecting-pay.tsx",
    url: () => `/trains/connecting/${UNKNOWN_TRIP_ID}/pay`,
    form: () => ({
      intent: ["pay", "retry", "upgrade"],
      method: ["upi", "card", "wallet"],
      upiId: "asha@okaxis",
      cardNumber: "4111 1111 1111 1111",
      cardExpiry: "12/30",
      cardCvv: "123",
    }),
  },
  {
    file: "routes/orders/trip-choice.tsx",
    url: (w) => `/trains/summary/${w.orderId}/trip`,
    form: () => ({ choice: ["retry", "cancel_first"] }),
  },
  {
    file: "routes/booking/waiting-room.tsx",
    url: (w) => `/trains/waiting-room?orderId=${w.draftOrderId}`,
    form: (w) => ({ orderId: w.draftOrderId }),
  },
  {
    file: "routes/booking/one-click.tsx",
    url: (w) => `/trains/oct?orderId=${w.draftOrderId}`,
    form: (w) => ({
      intent: ["authorise", "delete", "delete-confirmed", "edit"],
      agreed: "on",
      acceptWaitlist: ["yes", "no"],
      scheduleId: UNKNOWN_REFUND_ID,
      orderId: w.draftOrderId,
    }),
  },
  {
    file: "routes/booking/pg-review.tsx",
    url: (w) => `/trains/pg-review?orderId=${w.orderId}`,
    form: (w) => ({
      orderId: w.orderId,
      intent: ["pay", "retry", "upgrade"],
      method: ["upi", "card", "netbanking", "wallet"],
      upiId: "asha@okaxis",
      cardNumber: "4111 1111 1111 1111",
      cardExpiry: "12/30",
      cardCvv: "123",
      cardName: "Asha Verma",
      bank: "SBIN",
      bankDecision: "approve",
    }),
  },
  {
    file: "routes/orders/order-details.tsx",
    url: (w) => `/trains/summary/${w.orderId}`,
    form: () => ({}),
  },
  {
    file: "routes/cancellation/cancel-order.tsx",
    url: (w) => `/trains/summary/${w.orderId}/cancel`,
    form: () => ({
      intent: ["quote", "cancel"],
      passenger: "1",
      reason: "other",
      reasonText: "Plans changed",
      key: "fuzz-key-0002",
      quoted: "1",
    }),
  },
  {
    file: "routes/orders/my-bookings.tsx",
    url: () => "/trains/mybookings?tab=unclaimed-refunds",
    form: () => ({ refundId: UNKNOWN_REFUND_ID, to: ["wallet", "upi"], upiId: "asha@okaxis" }),
  },
  {
    file: "routes/orders/resend-ticket.tsx",
    url: (w) => `/trains/summary/${w.orderId}/resend`,
    form: () => ({ emails: "asha@example.com", mobiles: "9876543210" }),
  },
  {
    file: "routes/orders/change-boarding.tsx",
    url: (w) => `/trains/summary/${w.orderId}/boarding`,
    form: () => ({ boardingCode: "CNB" }),
  },
  {
    file: "routes/orders/file-tdr.tsx",
    url: (w) => `/trains/summary/${w.orderId}/tdr`,
    form: () => ({ passenger: "1", reason: "ac_failure", certificateAt: "2026-11-26T08:15" }),
  },
  {
    file: "routes/orders/feedback.tsx",
    url: (w) => `/trains/summary/${w.orderId}/feedback`,
    form: () => ({ score: "9", reason: "Booking speed", comment: "Quick" }),
  },
  {
    file: "routes/auth/login.tsx",
    url: () => "/v1/api/login?isIframe=false&next=%2Ftrains",
    form: () => ({ intent: ["send", "verify", "resend"], identifier: "9000000999", otp: "123456" }),
  },
  {
    file: "routes/auth/logout.tsx",
    url: () => "/v1/api/logout",
    form: () => ({ next: "/trains" }),
    endsSession: true,
  },
];

type FormEncoding = "urlencoded" | "multipart" | "json" | "text" | "garbage" | "empty";

function encodeForm(
  fields: [string, string][],
  encoding: FormEncoding,
): { type: string | null; payload: string | Buffer } {
  switch (encoding) {
    case "urlencoded":
      return {
        type: "application/x-www-form-urlencoded",
        payload: fields.map(([k, v]) => `${percentEncode(k)}=${percentEncode(v)}`).join("&"),
      };
    case "multipart": {
      const boundary = "----r4boundary";
      const parts = fields.map(
        ([k, v]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${k.replaceAll('"', "%22")}"\r\n\r\n${v}\r\n`,
      );
      return {
        type: `multipart/form-data; boundary=${boundary}`,
        payload: Buffer.from(`${parts.join("")}--${boundary}--\r\n`, "utf8"),
      };
    }
    case "json":
      return { type: "application/json", payload: JSON.stringify(Object.fromEntries(fields)) };
    case "text":
      return { type: "text/plain", payload: fields.map(([k, v]) => `${k}=${v}`).join("\n") };
    case "garbage":
      return {
        type: "application/x-www-form-urlencoded",
        payload: Buffer.from([0x61, 0x3d, 0xff, 0xfe, 0x25, 0x26, 0x3d, 0x00, 0xc0, 0x80]),
      };
    case "empty":
      return { type: null, payload: "" };
  }
}

const formEncoding = fc.oneof(
  { weight: 8, arbitrary: fc.constant<FormEncoding>("urlencoded") },
  { weight: 2, arbitrary: fc.constant<FormEncoding>("multipart") },
  { weight: 1, arbitrary: fc.constantFrom<FormEncoding>("json", "text", "garbage", "empty") },
);
const origin = fc.oneof(
  { weight: 6, arbitrary: fc.constant("same") },
  { weight: 1, arbitrary: fc.constantFrom("none", "foreign", "null") },
);
const pageCaller = fc.constantFrom<Caller>(
  "signed-in",
  "signed-in",
  "signed-out",
  "garbage-cookie",
);

function pageHeaders(who: Caller, w: World, from: string): Record<string, string> {
  const headers: Record<string, string> = { host: "localhost" };
  if (who === "signed-in") headers.cookie = w.session.cookie;
  if (who === "garbage-cookie") headers.cookie = "safar_session=%00; safar_csrf=\u00ff; a=%ZZ";
  const origins: Record<string, string> = {
    same: SAME_ORIGIN,
    foreign: "https://evil.example",
    null: "null",
  };
  if (origins[from]) headers.origin = origins[from];
  return headers;
}

/** Replaces one segment of a path with a hostile one. */
function withSegment(pathname: string, pick: number, segment: string): string {
  const parts = pathname.split("/");
  if (parts.length <= 1) return `/${segment}`;
  const at = 1 + (pick % (parts.length - 1));
  parts[at] = segment;
  return parts.join("/");
}

function splitUrl(url: string): { pathname: string; query: Record<string, string> } {
  const [pathname = "/", search = ""] = url.split("?");
  return { pathname, query: Object.fromEntries(new URLSearchParams(search)) };
}

function pageGetTarget(
  entry: (typeof ROUTE_TABLE)[number],
  sampleUrl: (w: World) => string,
): Target {
  const plan = fc.record({
    who: pageCaller,
    query: queryPlan,
    segment: fc.option(fc.tuple(fc.nat(), hostileSegment), { freq: 2 }),
    data: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
  });
  return {
    id: `PAGE GET ${entry.path === null ? "/" : `/${entry.path}`}`,
    share: "page",
    plan,
    build(raw, w) {
      const p = raw as {
        who: Caller;
        query: QueryPlan;
        segment: [number, string] | null;
        data: boolean;
      };
      const { pathname, query } = splitUrl(sampleUrl(w));
      let target = p.segment ? withSegment(pathname, p.segment[0], p.segment[1]) : pathname;
      if (p.data) target = `${target === "/" ? "/_root" : target.replace(/\/$/, "")}.data`;
      const names = [...new Set([...Object.keys(query), ...PAGE_QUERY_NAMES])];
      const search = applyQuery(query, names, p.query);
      return {
        method: "GET",
        url: search ? `${target}?${search}` : target,
        headers: pageHeaders(p.who, w, "none"),
      };
    },
    sweep(w, breakages) {
      const { pathname, query } = splitUrl(sampleUrl(w));
      const segments = pathname.split("/").slice(1);
      const out: Probe[] = [];
      for (const b of breakages.filter((x) => x.text)) {
        const headers = pageHeaders("signed-in", w, "none");
        segments.forEach((segment, i) => {
          const parts = [...segments];
          parts[i] = percentEncode(String(b.apply(decodeURIComponent(segment))));
          const search = queryString(query);
          out.push({
            method: "GET",
            url: `/${parts.join("/")}${search ? `?${search}` : ""}`,
            headers,
          });
        });
        for (const name of Object.keys(query)) {
          const search = queryString({ ...query, [name]: String(b.apply(query[name])) });
          out.push({ method: "GET", url: `${pathname}?${search}`, headers });
        }
      }
      return out;
    },
  };
}

function pageActionTarget(spec: PageActionSpec): Target {
  const plan = fc.record({
    who: pageCaller,
    from: origin,
    encoding: formEncoding,
    intent: fc.nat(),
    changes: fc.array(
      fc.record({
        pick: fc.nat(),
        value: fc.oneof(
          fc.string({ unit: "binary", maxLength: 20 }),
          fc.constantFrom("\u0000", "a\nb", "\t", "\u2028", "\uD800", "x".repeat(5_000), "", "%00"),
          fc.constantFrom(
            "passengers[99].name",
            "passengers.0.name.__proto__",
            "a[b][c][d][e]",
            "intent",
          ),
        ),
        remove: fc.integer({ min: 0, max: 9 }).map((n) => n < 2),
        duplicate: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
      }),
      { minLength: 0, maxLength: 3 },
    ),
    query: queryPlan,
    data: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
  });
  return {
    id: `PAGE POST ${spec.file}`,
    share: "page",
    ...(spec.endsSession ? { endsSession: true } : {}),
    plan,
    build(raw, w) {
      const p = raw as {
        who: Caller;
        from: string;
        encoding: FormEncoding;
        intent: number;
        changes: { pick: number; value: string; remove: boolean; duplicate: boolean }[];
        query: QueryPlan;
        data: boolean;
      };
      const seed = spec.form(w);
      const fields: [string, string][] = [];
      for (const [key, value] of Object.entries(seed)) {
        fields.push([
          key,
          Array.isArray(value) ? (value[p.intent % value.length] as string) : value,
        ]);
      }
      for (const change of p.changes) {
        const at = change.pick % (fields.length + 1);
        if (at === fields.length) {
          fields.push([change.value, "1"]);
          continue;
        }
        const [key] = fields[at] as [string, string];
        if (change.remove) fields.splice(at, 1);
        else if (change.duplicate) fields.push([key, change.value]);
        else fields[at] = [key, change.value];
      }
      const { pathname, query } = splitUrl(spec.url(w));
      const names = [...new Set([...Object.keys(query), ...PAGE_QUERY_NAMES])];
      const search = applyQuery(query, names, p.query);
      const target = p.data ? `${pathname.replace(/\/$/, "") || "/_root"}.data` : pathname;
      const body = encodeForm(fields, p.encoding);
      const headers = pageHeaders(p.who, w, p.from);
      if (body.type) headers["content-type"] = body.type;
      return {
        method: "POST",
        url: search ? `${target}?${search}` : target,
        headers,
        payload: body.payload,
      };
    },
    sweep(w, breakages) {
      const seed = spec.form(w);
      const first = Object.entries(seed).map(
        ([k, v]) => [k, Array.isArray(v) ? (v[0] as string) : v] as [string, string],
      );
      const post = (who: Caller, fields: [string, string][]): Probe => {
        const body = encodeForm(fields, "urlencoded");
        return {
          method: "POST",
          url: spec.url(w),
          headers: {
            ...pageHeaders(who, w, "same"),
            "content-type": body.type ?? "application/x-www-form-urlencoded",
          },
          payload: body.payload,
        };
      };
      const out: Probe[] = [];
      const text = breakages.filter((b) => b.text);
      for (const [who, kinds] of [
        ["signed-in", text],
        ["signed-out", NUL(text)],
      ] as const) {
        for (const b of kinds) {
          first.forEach(([key, value], i) => {
            const fields = [...first];
            fields[i] = [key, String(b.apply(value))];
            out.push(post(who, fields));
          });
        }
      }
      // Every intent once, with every other field holding a NUL.
      for (const [key, values] of Object.entries(seed)) {
        if (!Array.isArray(values)) continue;
        for (const v of values) {
          out.push(
            post(
              "signed-in",
              first.map(([k, x]) => (k === key ? [k, v] : [k, `${x}\u0000`])),
            ),
          );
        }
      }
      return out;
    },
  };
}

// ── The railway's own pages ─────────────────────────────────────────────────

const PORTAL_FORMS: Record<string, (w: World) => FormFields> = {
  "/railway/authorize": (w) => ({
    hold: "00000000-0000-4000-8000-000000000000",
    return: "/trains/pg-review",
    userId: w.railwayUserId,
    password: "Safar2026x",
  }),
  "/railway/register": () => ({
    userId: "New_User9",
    password: "Safar2026x",
    name: "Asha Verma",
    email: "new.user@example.com",
    mobile: "9876509999",
    return: "/trains/confirm",
  }),
  "/railway/reset-password": () => ({
    token: "a".repeat(43),
    password: "Safar2026y",
    confirm: "Safar2026y",
  }),
  "/railway/forgot-password": (w) => ({ userIdOrEmail: w.railwayUserId, return: "/trains" }),
  "/railway/mandate": (w) => ({
    ...w.mandate,
    password: "Safar2026x",
    aadhaarOtp: "123456",
  }),
  "/railway/aadhaar": (w) => ({
    step: "start",
    userId: w.railwayUserId,
    password: "Safar2026x",
    aadhaar: "2341 2341 2346",
    consent: "yes",
    return: "/trains/summary/1",
  }),
};

function portalTarget(method: "GET" | "POST", pathname: string): Target {
  const plan = fc.record({
    from: origin,
    token: fc.integer({ min: 0, max: 9 }).map((n) => n > 1),
    encoding: formEncoding,
    changes: fc.array(
      fc.record({
        pick: fc.nat(),
        value: fc.oneof(
          fc.string({ unit: "binary", maxLength: 20 }),
          fc.constantFrom("\u0000", "a\nb", "\t", "\u001b", "\uD800", "x".repeat(20_000), ""),
        ),
        remove: fc.integer({ min: 0, max: 9 }).map((n) => n < 2),
      }),
      { maxLength: 3 },
    ),
    query: queryPlan,
  });
  return {
    id: `${method} ${pathname}`,
    share: "portal",
    plan,
    build(raw, w) {
      const p = raw as {
        from: string;
        token: boolean;
        encoding: FormEncoding;
        changes: { pick: number; value: string; remove: boolean }[];
        query: QueryPlan;
      };
      const seed = PORTAL_FORMS[pathname]?.(w) ?? {};
      const fields = Object.entries(seed).map(([k, v]) => [k, String(v)] as [string, string]);
      for (const change of p.changes) {
        if (fields.length === 0) break;
        const at = change.pick % fields.length;
        if (change.remove) fields.splice(at, 1);
        else fields[at] = [(fields[at] as [string, string])[0], change.value];
      }
      const names = [
        ...Object.keys(seed),
        "token",
        "hold",
        "userId",
        "return",
        "otp",
        "intent",
        "sig",
      ];
      const querySeed = method === "GET" ? Object.fromEntries(fields) : {};
      const search = applyQuery(querySeed, names, p.query);
      const url = search ? `${pathname}?${search}` : pathname;
      const headers: Record<string, string> = {
        ...pageHeaders("signed-out", w, p.from),
        cookie: `railway_form=${w.portal.cookie}`,
      };
      if (method === "GET") return { method, url, headers };
      if (p.token) fields.unshift(["form_token", w.portal.token]);
      const body = encodeForm(fields, p.encoding);
      if (body.type) headers["content-type"] = body.type;
      return { method, url, headers, payload: body.payload };
    },
    sweep(w, breakages) {
      const seed = Object.entries(PORTAL_FORMS[pathname]?.(w) ?? {}).map(
        ([k, v]) => [k, String(v)] as [string, string],
      );
      const headers: Record<string, string> = {
        ...pageHeaders("signed-out", w, "same"),
        cookie: `railway_form=${w.portal.cookie}`,
      };
      const out: Probe[] = [];
      for (const b of breakages.filter((x) => x.text)) {
        seed.forEach(([key, value], i) => {
          const fields = [...seed];
          fields[i] = [key, String(b.apply(value))];
          if (method === "GET") {
            out.push({
              method,
              url: `${pathname}?${queryString(Object.fromEntries(fields))}`,
              headers,
            });
            return;
          }
          const body = encodeForm([["form_token", w.portal.token], ...fields], "urlencoded");
          out.push({
            method,
            url: pathname,
            headers: { ...headers, "content-type": "application/x-www-form-urlencoded" },
            payload: body.payload,
          });
        });
      }
      return out;
    },
  };
}

// ── Static files ────────────────────────────────────────────────────────────

/** Whether a registered route serves a file of the client build (no input but its path). */
export const isStaticRoute = (route: string) =>
  !/^\w+ \/(api|healthz|livez|readyz|railway)(\/|$)/.test(route) && !route.endsWith(" *");

/** The client build's files: odd queries, ranges and validators. */
function staticTarget(files: () => string[]): Target {
  const plan = fc.record({
    pick: fc.nat(),
    query: queryPlan,
    range: fc.constantFrom(
      "",
      "bytes=0-0",
      "bytes=999999999-",
      "bytes=-0",
      "bytes=5-1",
      "items=0-1",
    ),
    encoding: fc.constantFrom("", "br", "gzip, deflate", "identity;q=0", "*;q=0", "\u00ff"),
    validator: fc.constantFrom("", '"x"', 'W/"\u0000"', "*"),
  });
  return {
    id: "GET static files",
    share: "portal",
    plan,
    build(raw) {
      const p = raw as {
        pick: number;
        query: QueryPlan;
        range: string;
        encoding: string;
        validator: string;
      };
      const list = files();
      const file = list[p.pick % list.length] ?? "/favicon.svg";
      const search = applyQuery({}, ["v", "_data"], p.query);
      const headers: Record<string, string> = { host: "localhost" };
      if (p.range) headers.range = p.range;
      if (p.encoding) headers["accept-encoding"] = p.encoding;
      if (p.validator) headers["if-none-match"] = p.validator;
      return { method: "GET", url: search ? `${file}?${search}` : file, headers };
    },
    sweep() {
      return [];
    },
  };
}

/** Every target of the run; `staticFiles` lists the client build's files the server registered. */
export function allTargets(staticFiles: () => string[]): Target[] {
  const pages = ROUTE_TABLE.map((entry) =>
    pageGetTarget(entry, (wd) => {
      // The booking pages start from this world's journey and orders; others from their samples.
      if (entry.id === "confirm") return confirmUrl(wd);
      if (entry.id === "review") return `/trains/review?orderId=${wd.draftOrderId}`;
      if (entry.id === "pg-review") return `/trains/pg-review?orderId=${wd.orderId}`;
      if (entry.id === "waiting-room") return `/trains/waiting-room?orderId=${wd.draftOrderId}`;
      if (entry.id === "one-click") return `/trains/oct?orderId=${wd.draftOrderId}`;
      return entry.samples[0].url;
    }),
  );
  return [
    ...apiSpecs().map(apiTarget),
    apiCatchAll(),
    ...pages,
    ...PAGE_ACTIONS.map(pageActionTarget),
    portalTarget("GET", "/railway/portal.css"),
    staticTarget(staticFiles),
    ...Object.keys(PORTAL_FORMS).flatMap((p) => [portalTarget("GET", p), portalTarget("POST", p)]),
  ];
}
