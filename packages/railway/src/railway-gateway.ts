import type { Clock } from "@safar/domain/clock";
import { type AvailabilityCache, createAvailabilityCache } from "./availability/cache.ts";
import { predictionInputs, simulatedHistory } from "./availability/history.ts";
import { availabilityOf } from "./availability/status.ts";
import { emptySummary, summarize } from "./availability/summary.ts";
import { resolveJourney } from "./booking/journey.ts";
import { runKeyString } from "./booking/reservations.repository.ts";
import type { ReservationService } from "./booking/service.ts";
import { FareError } from "./fares/fare.ts";
import { journeyFare } from "./fares/journey-fare.ts";
import type {
  Availability,
  AvailabilityQuery,
  RailwayGateway,
  RailwayResult,
  RailwayUserStatus,
} from "./gateway.ts";
import type { TimetabledTrain } from "./network/model.ts";
import type { RailwayNetworkGateway } from "./network-gateway.ts";

/**
 * The whole railway behind one interface: the network read side, the booking
 * core and the accounts. Availability is answered from a per-(run, class)
 * summary cached in memory; the booking core refreshes the cached summary
 * after every committed change (`onChange`), and entries expire after
 * `availabilityTtlMs` so that changes made by other processes show within it.
 */
export interface RailwayGatewayDeps {
  network: RailwayNetworkGateway;
  trains: ReadonlyMap<string, TimetabledTrain>;
  reservations: ReservationService;
  accounts: { status(userId: string, now: Date): Promise<RailwayUserStatus | null> };
  clock: Clock;
  cache: AvailabilityCache;
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

export function createRailwayGateway(deps: RailwayGatewayDeps): RailwayGateway {
  const { network, trains, reservations, accounts, clock, cache } = deps;

  async function availability(query: AvailabilityQuery): Promise<RailwayResult<Availability>> {
    const train = trains.get(query.trainNumber);
    const resolved = resolveJourney(train, query.from, query.to, query.date, query.classCode);
    if (!resolved.ok) return resolved;
    const { journey } = resolved;
    const layout = reservations.layoutOf(query.trainNumber);
    if (!layout) return { ok: false, reason: "train_not_found", message: "Train not found" };
    const key = runKeyString({
      trainNumber: query.trainNumber,
      runDate: journey.runDate,
      classCode: query.classCode,
    });
    let summary = cache.get(key);
    if (!summary) {
      const stored = await reservations.occupancyOf({
        trainNumber: query.trainNumber,
        runDate: journey.runDate,
        classCode: query.classCode,
      });
      summary = stored
        ? summarize(stored.state, layout, stored.version)
        : emptySummary(layout, query.classCode);
      cache.set(key, summary);
    }
    const now = clock();
    const answer = availabilityOf({
      now,
      run: journey.run,
      classCode: query.classCode,
      quota: query.quota,
      summary,
    });
    let fare: number;
    try {
      fare = journeyFare(journey.train, query.from, query.to, query.classCode, {
        quota: query.quota === "PT" ? "TQ" : query.quota === "HP" ? "GN" : query.quota,
      }).total;
    } catch (error) {
      if (error instanceof FareError)
        return { ok: false, reason: "no_fare", message: error.message };
      throw error;
    }
    return {
      ok: true,
      trainNumber: query.trainNumber,
      date: query.date,
      classCode: query.classCode,
      quota: query.quota,
      status: answer.text,
      fare,
      bookable: answer.bookable,
      prediction: predictionInputs({
        next: answer.next,
        now,
        run: journey.run,
        classCode: query.classCode,
        quota: query.quota,
        history: simulatedHistory(journey.train.number, query.classCode, 10, journey.train.type),
      }),
    };
  }

  return {
    ...network,
    availability,
    hold: (request) => reservations.hold(request),
    confirm: (holdId, paymentReference) => reservations.confirm(holdId, paymentReference),
    release: (holdId) => reservations.release(holdId),
    cancel: (request) => reservations.cancel(request),
    pnrStatus: (pnr) => reservations.pnrStatus(pnr),
    changeBoardingPoint: (pnr, code) => reservations.changeBoardingPoint(pnr, code),
    fileTdr: (request) => reservations.fileTdr(request),
    railwayUser: (userId) => accounts.status(userId, clock()),
  };
}
