import { DomainError, ErrorCode } from "@safar/contracts/errors";
import { LIVE_STATUS_DEFAULT_CUTOFF, type LiveStatusResponse } from "@safar/contracts/live-status";
import type { Clock } from "@safar/domain/clock";
import { addDays, type IsoDate, istDate, istTime } from "@safar/domain/ist";
import type { RailwayGateway } from "@safar/railway/gateway";
import { liveMapGeometry, type MapProgress } from "./live-map.ts";

/**
 * Live train status (spec §7 `v1/train/status`): one run of a train from the
 * railway's running simulation, as the timeline shows it. Without a date,
 * today's run, or yesterday's before the 10:00 cutoff (spec §9) when the
 * train left its origin yesterday.
 */
export function createLiveStatusService(deps: { railway: RailwayGateway; now: Clock }) {
  const hhmm = (d: Date | null) => (d ? istTime(d) : null);

  return {
    /** The run's status; a railway fault (not a refusal) is 'Live status currently unavailable'. */
    async status(trainNumber: string, date: string | undefined): Promise<LiveStatusResponse> {
      try {
        return await answer(trainNumber, date);
      } catch (error) {
        if (error instanceof DomainError) throw error;
        throw new DomainError(ErrorCode.live_status_unavailable, { cause: error });
      }
    },
  };

  async function answer(
    trainNumber: string,
    date: string | undefined,
  ): Promise<LiveStatusResponse> {
    const now = deps.now();
    const today = istDate(now);
    const candidates: IsoDate[] = date
      ? [date as IsoDate]
      : istTime(now) < LIVE_STATUS_DEFAULT_CUTOFF
        ? [addDays(today, -1), today]
        : [today, addDays(today, -1)];
    let answer: Awaited<ReturnType<RailwayGateway["runningStatus"]>> | null = null;
    for (const runDate of candidates) {
      answer = await deps.railway.runningStatus(trainNumber, runDate, now);
      if (answer.ok || answer.reason === "train_not_found") break;
    }
    if (!answer) throw new DomainError(ErrorCode.live_status_unavailable);
    if (!answer.ok) {
      throw new DomainError(answer.errorCode ?? ErrorCode.validation_failed, {
        message: answer.message,
      });
    }
    const { run, position } = answer;
    const schedule = await deps.railway.trainSchedule(trainNumber);
    const names = new Map(schedule?.stops.map((s) => [s.code, s.name]) ?? []);
    const days = new Map(schedule?.stops.map((s) => [s.code, s.day]) ?? []);
    const t = now.getTime();
    const lastIndex =
      position.state === "between"
        ? position.from.index
        : position.state === "at_station" || position.state === "arrived"
          ? position.stop.index
          : -1;
    const stops = run.stops.map((s) => {
      const state: "departed" | "arrived" | "current" | "upcoming" =
        position.state === "at_station" && s.index === lastIndex
          ? "current"
          : s.index <= lastIndex
            ? s.expectedDeparture && s.expectedDeparture.getTime() <= t
              ? "departed"
              : "arrived"
            : "upcoming";
      return {
        code: s.code,
        name: names.get(s.code) ?? s.code,
        day: days.get(s.code) ?? 1,
        distanceKm: s.distanceKm,
        scheduledArrival: hhmm(s.scheduledArrival),
        scheduledDeparture: hhmm(s.scheduledDeparture),
        expectedArrival: hhmm(s.expectedArrival),
        expectedDeparture: hhmm(s.expectedDeparture),
        delayMin: s.delayMin,
        platform: s.platform,
        platformChanged: s.platformChanged,
        state,
      };
    });
    const current = lastIndex >= 0 ? run.stops[lastIndex] : run.stops[0];
    // The map (issue 7 item 3): the stops' coordinates from the network; those without are left out.
    const located = await Promise.all(run.stops.map((s) => deps.railway.station(s.code)));
    const progress: MapProgress =
      run.cancelled || position.state === "cancelled"
        ? { state: "cancelled" }
        : position.state === "between"
          ? {
              state: "between",
              fromIndex: position.from.index,
              toIndex: position.to.index,
              fraction: position.fraction,
            }
          : position.state === "at_station"
            ? { state: "at_station", index: position.stop.index }
            : { state: position.state };
    const map = liveMapGeometry(
      run.stops.map((s, i) => ({
        code: s.code,
        name: names.get(s.code) ?? s.code,
        distanceKm: s.distanceKm,
        lat: located[i]?.lat ?? null,
        lng: located[i]?.lon ?? null,
      })),
      progress,
    );
    return {
      trainNumber,
      trainName: schedule?.name ?? trainNumber,
      runDate: run.runDate,
      cancelled: run.cancelled,
      serverTime: now.toISOString(),
      position: {
        state: position.state,
        lastCode: lastIndex >= 0 ? (run.stops[lastIndex]?.code ?? null) : null,
        nextCode:
          position.state === "between"
            ? position.to.code
            : position.state === "not_started"
              ? position.next.code
              : position.state === "at_station"
                ? (run.stops[lastIndex + 1]?.code ?? null)
                : null,
        fraction: position.state === "between" ? position.fraction : null,
        distanceKm:
          position.state === "between"
            ? position.distanceKm
            : lastIndex >= 0
              ? (run.stops[lastIndex]?.distanceKm ?? null)
              : null,
        delayMin: current?.delayMin ?? 0,
      },
      terminated: position.state === "arrived",
      stops,
      map,
    };
  }
}
