import { ErrorCode } from "@safar/contracts/errors";
import type { Clock } from "@safar/domain/clock";
import { isIsoDate } from "@safar/domain/ist";
import type { RailwayAccounts } from "./accounts/accounts.ts";
import type { MandateLinks } from "./accounts/mandate-link.ts";
import { listFor } from "./allocation/occupancy.ts";
import { type AvailabilityCache, createAvailabilityCache } from "./availability/cache.ts";
import { predictionInputs, simulatedHistory } from "./availability/history.ts";
import { availabilityOf } from "./availability/status.ts";
import type { OccupancySummary } from "./availability/summary.ts";
import { emptySummary, forJourney, summarize } from "./availability/summary.ts";
import { type Journey, leavesOriginOn, resolveJourney } from "./booking/journey.ts";
import { type RunKey, runKeyString } from "./booking/reservations.repository.ts";
import type { ReservationService } from "./booking/service.ts";
import { FareError } from "./fares/fare.ts";
import { journeyFare } from "./fares/journey-fare.ts";
import type {
  Availability,
  AvailabilityQuery,
  RailwayGateway,
  RailwayRefusal,
  RailwayResult,
  TatkalOpening,
  TatkalOpeningQuery,
  Ticket,
} from "./gateway.ts";
import type { RunLayout } from "./inventory/layout.ts";
import type { TimetabledTrain } from "./network/model.ts";
import type { RailwayNetworkGateway } from "./network-gateway.ts";
import { mandatePath, portalPath } from "./portal/paths.ts";
import { confirmationOf, NOTHING_WAITS } from "./prediction/confirmation.ts";
import type { Predictions } from "./prediction/predictions.ts";
import { type IssuedAhead, ticketOutlook } from "./prediction/ticket-outlook.ts";
import { firstChartAt, journeyDate } from "./rules/booking-window.ts";
import {
  isTatkalQuota,
  PREMIUM_TATKAL_QUOTA,
  tatkalOffered,
  tatkalOpensAt,
} from "./rules/tatkal.ts";
import { positionAt, simulateRun } from "./running/simulate.ts";

/**
 * The account calls the gateway passes on to the partner: never a password in
 * or out. `status` is all the booking tests need; the others are given by
 * `createRailway` (a gateway without them throws when they are called).
 */
export type GatewayAccounts = Pick<RailwayAccounts, "status"> &
  Partial<
    Pick<
      RailwayAccounts,
      | "sendHolderOtp"
      | "proveHolder"
      | "forgotUserId"
      | "requestPasswordReset"
      | "mandate"
      | "authorizeWithMandate"
    >
  >;

/**
 * The whole railway behind one interface: the network read side, the booking
 * core and the accounts. Availability is answered from a per-(run, class)
 * summary cached in memory, as the journey asked for sees it (`forJourney`:
 * berths are sold per segment, ADR 019); the booking core refreshes the
 * cached summary after every committed change (`onChange`), and entries
 * expire after `availabilityTtlMs` so that changes made by other processes
 * show within it.
 */
export interface RailwayGatewayDeps {
  network: RailwayNetworkGateway;
  trains: ReadonlyMap<string, TimetabledTrain>;
  reservations: ReservationService;
  accounts: GatewayAccounts;
  clock: Clock;
  cache: AvailabilityCache;
  /** Confirmation predictions; without them `confirmation` is always null. */
  predictions?: Predictions;
  /** Signs the mandate page's links (`mandateUrl`); given by `createRailway`. */
  mandateLinks?: MandateLinks;
}

export const DEFAULT_AVAILABILITY_TTL_MS = 2_000;

/** The cache the gateway reads and the reservation service's `onChange` refreshes. */
export function availabilityCacheFor(options: { ttlMs?: number; maxEntries?: number } = {}) {
  return createAvailabilityCache({
    ttlMs: options.ttlMs ?? DEFAULT_AVAILABILITY_TTL_MS,
    maxEntries: options.maxEntries ?? 50_000,
    now: () => performance.now(),
  });
}

/** The account call, or a fault when this gateway was built without it (the calls use no `this`). */
function wired<F extends (...args: never[]) => unknown>(call: F | undefined, name: string): F {
  if (!call) throw new Error(`the railway gateway was built without accounts.${name}`);
  return call;
}

export function createRailwayGateway(deps: RailwayGatewayDeps): RailwayGateway {
  const { network, trains, reservations, accounts, clock, cache, predictions } = deps;

  type Resolved = { query: AvailabilityQuery; journey: Journey; layout: RunLayout; key: RunKey };

  function resolve(query: AvailabilityQuery): Resolved | RailwayRefusal {
    const train = trains.get(query.trainNumber);
    const resolved = resolveJourney(train, query.from, query.to, query.date, query.classCode);
    if (!resolved.ok) return resolved;
    const layout = reservations.layoutOf(query.trainNumber);
    if (!layout) return { ok: false, reason: "train_not_found", message: "Train not found" };
    const key: RunKey = {
      trainNumber: query.trainNumber,
      runDate: resolved.journey.runDate,
      classCode: query.classCode,
    };
    return { query, journey: resolved.journey, layout, key };
  }

  /** Summaries for these runs and classes: the cache, then one read for the rest. */
  async function summaries(items: Resolved[]): Promise<Map<string, OccupancySummary>> {
    const out = new Map<string, OccupancySummary>();
    const missing: Resolved[] = [];
    for (const r of items) {
      const k = runKeyString(r.key);
      const hit = cache.get(k);
      if (hit) out.set(k, hit);
      else if (!out.has(k)) missing.push(r);
    }
    if (missing.length > 0) {
      // Other travellers included (ADR 019): every run answers, booked by us or not.
      // Shown, not acted on: from the replica when one is in use (ADR 032); a
      // hold reads and locks the row on the primary.
      const stored = await reservations.currentOccupancies(
        missing.map((r) => r.key),
        "lagging",
      );
      for (const r of missing) {
        const k = runKeyString(r.key);
        const s = stored.get(k);
        const summary = s
          ? summarize(s.state, r.layout, s.version)
          : emptySummary(r.layout, r.query.classCode);
        cache.set(k, summary);
        out.set(k, summary);
      }
    }
    return out;
  }

  async function availabilityMany(
    queries: readonly AvailabilityQuery[],
  ): Promise<RailwayResult<Availability>[]> {
    const resolved = queries.map(resolve);
    const known = await summaries(resolved.filter((r): r is Resolved => !("ok" in r)));
    const now = clock();
    return resolved.map((r) =>
      "ok" in r ? r : answerFor(r, known.get(runKeyString(r.key)) as OccupancySummary, now),
    );
  }

  async function availability(query: AvailabilityQuery): Promise<RailwayResult<Availability>> {
    const [one] = await availabilityMany([query]);
    return one as RailwayResult<Availability>;
  }

  function answerFor(
    r: Resolved,
    summary: OccupancySummary,
    now: Date,
  ): RailwayResult<Availability> {
    const { query, journey } = r;
    const stops = { from: journey.fromIdx, to: journey.toIdx };
    const answer = availabilityOf({
      now,
      run: journey.run,
      classCode: query.classCode,
      quota: query.quota,
      // Berths sold per segment: what is free between these two stations,
      // in the quota and list these stations are sold under (ADR 019).
      summary: forJourney(summary, stops.from, stops.to),
      list: listFor(r.layout, query.classCode, query.quota, stops),
    });
    let fare: number;
    try {
      fare = journeyFare(journey.train, query.from, query.to, query.classCode, {
        bookedAt: now,
        quota: query.quota === "PT" ? "TQ" : query.quota === "HP" ? "GN" : query.quota,
      }).total;
    } catch (error) {
      if (error instanceof FareError)
        return { ok: false, reason: "no_fare", message: error.message };
      throw error;
    }
    // Predictions model the RAC, GN and TQ lists only.
    const next = answer.next;
    const inputs =
      next === null || !(next.list === "RAC" || next.list === "GN" || next.list === "TQ")
        ? null
        : predictionInputs({
            next: { list: next.list, position: next.position },
            now,
            run: journey.run,
            classCode: query.classCode,
            quota: query.quota,
            history:
              predictions?.history(journey.train, query.classCode) ??
              simulatedHistory(journey.train.number, query.classCode, 10, journey.train.type),
          });
    const chance =
      inputs === null
        ? NOTHING_WAITS
        : confirmationOf(predictions?.predict(journey.train, query.classCode, inputs));
    return {
      ok: true,
      trainNumber: query.trainNumber,
      date: query.date,
      classCode: query.classCode,
      quota: query.quota,
      status: answer.text,
      fare,
      bookable: answer.bookable,
      prediction: inputs,
      ...chance,
      opensAt: answer.opensAt,
    };
  }

  async function tatkalOpening(query: TatkalOpeningQuery): Promise<RailwayResult<TatkalOpening>> {
    const train = trains.get(query.trainNumber);
    if (!train) {
      return {
        ok: false,
        reason: "train_not_found",
        message: `No train has the number ${query.trainNumber}`,
        errorCode: ErrorCode.not_found,
      };
    }
    const from = query.from ?? train.from;
    const resolved = resolveJourney(train, from, train.to, query.date, query.classCode);
    if (!resolved.ok) return resolved;
    if (!isTatkalQuota(query.quota)) {
      return { ok: false, reason: "not_tatkal", message: "This quota is not Tatkal" };
    }
    if (!tatkalOffered(query.classCode)) {
      return {
        ok: false,
        reason: "tatkal_not_offered",
        message: `Tatkal is not sold in ${query.classCode}`,
      };
    }
    const layout = reservations.layoutOf(query.trainNumber);
    if (
      query.quota === PREMIUM_TATKAL_QUOTA &&
      (!layout || emptySummary(layout, query.classCode).quotaBerths.PT === 0)
    ) {
      return {
        ok: false,
        reason: "premium_tatkal_not_sold",
        message: `Train ${train.number} sells no Premium Tatkal in ${query.classCode}`,
      };
    }
    const { journey } = resolved;
    return {
      ok: true,
      trainNumber: train.number,
      trainName: train.name,
      from,
      origin: train.from,
      destination: train.to,
      date: query.date,
      runDate: journey.runDate,
      classCode: query.classCode,
      quota: query.quota,
      departure: journey.departure,
      opensAt: tatkalOpensAt(journeyDate(journey.run), query.classCode),
    };
  }

  /** Per list of the ticket's run and class: numbers issued minus people on it now (the summary). */
  async function issuedAhead(ticket: Ticket): Promise<IssuedAhead | undefined> {
    if (ticket.state !== "booked" || ticket.chartPrepared) return undefined;
    const r = resolve({
      trainNumber: ticket.trainNumber,
      from: ticket.from,
      to: ticket.to,
      date: ticket.date,
      classCode: ticket.classCode,
      quota: ticket.quota,
    });
    if ("ok" in r) return undefined;
    const summary = (await summaries([r])).get(runKeyString(r.key));
    if (!summary) return undefined;
    const ahead = (l: { issued: number; length: number }) => Math.max(0, l.issued - l.length);
    return {
      RAC: ahead(summary.rac),
      GN: ahead(summary.waitlists.GN),
      TQ: ahead(summary.waitlists.TQ),
    };
  }

  return {
    ...network,
    availability,
    availabilityMany,
    tatkalOpening,
    hold: (request) => reservations.hold(request),
    eligibility: (query, railwayUserId) => reservations.eligibility(query, railwayUserId),
    confirm: (holdId, paymentReference) => reservations.confirm(holdId, paymentReference),
    release: (holdId) => reservations.release(holdId),
    cancel: (request) => reservations.cancel(request),
    cancellationQuote: (request) => reservations.cancellationQuote(request),
    pnrStatus: (pnr, reads) => reservations.pnrStatus(pnr, reads),
    async pnrOutlook(ticket) {
      const train = trains.get(ticket.trainNumber);
      const journey = train
        ? resolveJourney(train, ticket.from, ticket.to, ticket.date, ticket.classCode)
        : null;
      const run = journey?.ok ? journey.journey.run : null;
      return ticketOutlook({
        // Best effort: without the summary the current place is asked as is.
        issuedAhead: await issuedAhead(ticket).catch(() => undefined),
        ticket,
        train,
        originDeparture: run?.originDeparture ?? null,
        // The same instant the booking core charts the run at (`chartDueOf`).
        chartDueAt: run ? firstChartAt(run.originDeparture) : null,
        now: clock(),
        predictions,
      });
    },
    changeBoardingPoint: (pnr, code) => reservations.changeBoardingPoint(pnr, code),
    fileTdr: (request) => reservations.fileTdr(request),
    tdrClaims: (pnr) => reservations.tdrClaims(pnr),
    tdrDecisions: (afterSeq, limit) => reservations.tdrDecisions(afterSeq, limit),
    railwayUser: (userId) => accounts.status(userId, clock()),
    async runningStatus(trainNumber, runDate, at) {
      const train = trains.get(trainNumber);
      if (!train) {
        return {
          ok: false,
          reason: "train_not_found",
          message: "Train not found",
          errorCode: ErrorCode.not_found,
        };
      }
      if (!isIsoDate(runDate) || !leavesOriginOn(train, runDate)) {
        return {
          ok: false,
          reason: "train_not_running",
          message: `Train ${trainNumber} does not leave ${train.from} on this date`,
        };
      }
      const run = simulateRun(train, runDate);
      return { ok: true, run, position: positionAt(run, at) };
    },
    async sendAccountOtp(userId, channel) {
      const sent = await wired(accounts.sendHolderOtp, "sendHolderOtp")(userId, channel, clock());
      if (!sent.ok) return sent;
      return {
        ok: true,
        channel,
        sentTo: sent.sentTo,
        message: sent.message,
        expiresAt: sent.expiresAt,
      };
    },
    async proveAccountHolder(userId, codes) {
      const prove = wired(accounts.proveHolder, "proveHolder");
      const done = await prove(userId, { mobile: codes.mobileOtp, email: codes.emailOtp }, clock());
      if (!done.ok) return done;
      return {
        ok: true,
        message: done.message,
        mobileVerified: done.mobileVerified,
        emailVerified: done.emailVerified,
      };
    },
    forgotUserId: (emailOrMobile) =>
      wired(accounts.forgotUserId, "forgotUserId")(emailOrMobile, clock()),
    requestPasswordReset: (userIdOrEmail) =>
      wired(accounts.requestPasswordReset, "requestPasswordReset")(userIdOrEmail, clock()),
    portalUrl: (page, params) => portalPath(page, params),
    authorizationUrl(holdIds, returnPath) {
      const [hold = "", hold2 = ""] = typeof holdIds === "string" ? [holdIds] : holdIds;
      return portalPath("authorize", { hold, hold2, return: returnPath });
    },
    mandateUrl(request, returnPath) {
      if (!deps.mandateLinks) throw new Error("the railway gateway was built without mandateLinks");
      return mandatePath(request, deps.mandateLinks.sign(request), returnPath);
    },
    mandate: (mandateId) => wired(accounts.mandate, "mandate")(mandateId),
    async authorizeWithMandate(holdId, mandateId) {
      const authorize = wired(accounts.authorizeWithMandate, "authorizeWithMandate");
      const done = await authorize(holdId, mandateId, clock());
      return done.ok ? { ok: true, authorizedAt: done.authorizedAt } : done;
    },
  };
}
