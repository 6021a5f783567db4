import {
  CLASS_NAMES,
  type ClassCode,
  QUOTA_NAMES,
  type QuotaCode,
} from "@safar/contracts/code-tables";
import { DomainError, ErrorCode } from "@safar/contracts/errors";
import {
  liveStatusHref,
  NUDGE_HOURS_BEFORE_DEPARTURE,
  type PassengerStatus,
  type PnrNudgeResponse,
  type PnrStatusResponse,
  parsePassengerStatus,
} from "@safar/contracts/pnr";
import { currentStatusPath, pnrEnquiryPath } from "@safar/contracts/route-params";
import type { Db } from "@safar/db/client";
import type { Clock } from "@safar/domain/clock";
import { addDays, istDate, istTime } from "@safar/domain/ist";
import type { PnrOutlook, RailwayGateway, Ticket } from "@safar/railway/gateway";
import { pnrRepository } from "./pnr.repository.ts";
import { createPnrTokens } from "./pnr-tokens.ts";

/**
 * PNR status (spec §7 `v1/status`) and the live-status nudge (`v1/pnr/nudge`).
 *
 * - The ticket comes from the railway (`RailwayGateway.pnrStatus`), the chart
 *   time and the per-passenger confirmation chance from `pnrOutlook`; station
 *   names from the train's schedule.
 * - Privacy: names, ages and genders only when the viewer is the signed-in
 *   user whose order holds the PNR; anyone else gets "Passenger n".
 * - Links: every answer carries the share token of the PNR (`shareToken`,
 *   `sharePath`); a request that brings a token must bring the right one
 *   (403 otherwise). A PNR-details link names an order id and the order's
 *   token instead; it resolves to the order's PNR.
 * - Only a booked ticket is shown: a PNR still held for payment, released or
 *   expired answers "not found", as an unknown one.
 */
export interface PnrDeps {
  db: Db;
  railway: RailwayGateway;
  now: Clock;
  sessionSecret: string;
}

export interface PnrLookup {
  pnr?: string | undefined;
  orderId?: string | undefined;
  token?: string | undefined;
}

const HOUR_MS = 3_600_000;

const notFound = (pnr: string) =>
  new DomainError(ErrorCode.not_found, {
    message: `We could not find PNR ${pnr}. Check the 10-digit number on your ticket.`,
  });

/** Railway faults become the spec's 'PNR status currently unavailable'. */
async function fromRailway<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw new DomainError(ErrorCode.pnr_status_unavailable, { cause: error });
  }
}

const when = (d: Date) => ({ at: d.toISOString(), date: istDate(d), time: istTime(d) });

/**
 * The path of a PNR's shareable status page (`/trains/pnr-enquiry/{pnr}/{token}`),
 * for other modules (the e-ticket links to it).
 */
export function pnrStatusPath(sessionSecret: string, pnr: string): string {
  return pnrEnquiryPath(pnr, createPnrTokens(sessionSecret).sign("pnr", pnr));
}

export function createPnrService(deps: PnrDeps) {
  const repo = pnrRepository(deps.db);
  const tokens = createPnrTokens(deps.sessionSecret);

  /** The booked ticket of a PNR, or a 404. */
  async function bookedTicket(pnr: string): Promise<Ticket> {
    // A public status page: from the replica when one is in use (ADR 032).
    const ticket = await fromRailway(() => deps.railway.pnrStatus(pnr, "lagging"));
    if (ticket?.state !== "booked") throw notFound(pnr);
    return ticket;
  }

  /** Which PNR a request names, after checking the token it brings. */
  async function resolvePnr(lookup: PnrLookup): Promise<string> {
    if (lookup.orderId !== undefined) {
      if (!lookup.token || !tokens.verify("order", lookup.orderId, lookup.token))
        throw new DomainError(ErrorCode.pnr_link_invalid);
      const pnr = await repo.pnrOfOrder(lookup.orderId);
      if (!pnr)
        throw new DomainError(ErrorCode.not_found, {
          message: "This booking has no ticket yet. Its PNR appears once the railway books it.",
        });
      return pnr;
    }
    const pnr = lookup.pnr ?? "";
    if (lookup.token !== undefined && !tokens.verify("pnr", pnr, lookup.token))
      throw new DomainError(ErrorCode.pnr_link_invalid);
    return pnr;
  }

  async function stationNames(ticket: Ticket): Promise<{
    name: (code: string) => string;
    day: (code: string) => number | null;
  }> {
    const schedule = await deps.railway.trainSchedule(ticket.trainNumber).catch(() => null);
    const names = new Map(schedule?.stops.map((s) => [s.code, s.name]) ?? []);
    const days = new Map(schedule?.stops.map((s) => [s.code, s.day]) ?? []);
    for (const code of new Set([ticket.from, ticket.to, ticket.boardingPoint])) {
      if (names.has(code)) continue;
      const station = await deps.railway.station(code).catch(() => null);
      if (station) names.set(code, station.name);
    }
    return { name: (code) => names.get(code) ?? code, day: (code) => days.get(code) ?? null };
  }

  return {
    async status(lookup: PnrLookup, viewerId: string | null): Promise<PnrStatusResponse> {
      const pnr = await resolvePnr(lookup);
      const ticket = await bookedTicket(pnr);
      const [order, outlook, stations] = await Promise.all([
        repo.orderOfPnr(pnr),
        // The chart time and chances are extras: without them the status still shows.
        deps.railway.pnrOutlook(ticket).catch((): PnrOutlook | null => null),
        stationNames(ticket),
      ]);
      const owner = viewerId !== null && order?.userId === viewerId;
      const chances = new Map(outlook?.passengers.map((p) => [p.number, p]) ?? []);
      const passengers = ticket.passengers.map((p) => {
        const current = parsePassengerStatus(p.currentStatus);
        const chance = chances.get(p.number);
        return {
          number: p.number,
          label: owner ? p.name : `Passenger ${p.number}`,
          name: owner ? p.name : null,
          age: owner ? p.age : null,
          gender: owner ? p.gender : null,
          bookingStatus: parsePassengerStatus(p.bookingStatus),
          currentStatus: current,
          prediction: chance?.confirmation
            ? {
                percent: chance.confirmation.percent,
                count: chance.confirmation.count,
                target: chance.list === "RAC" ? ("berth" as const) : ("seat" as const),
              }
            : null,
          // A passenger waiting before the chart always gets a figure or why not.
          predictionReason: chance
            ? chance.confirmation
              ? null
              : chance.confirmationReason
            : waitsForChart(current, ticket.chartPrepared)
              ? ("unavailable" as const)
              : null,
        };
      });
      const shareToken = tokens.sign("pnr", pnr);
      const cancelled = passengers.every((p) => p.currentStatus.kind === "cancelled");
      return {
        pnr,
        state: cancelled ? "cancelled" : "booked",
        trainNumber: ticket.trainNumber,
        trainName: ticket.trainName,
        journeyDate: ticket.date,
        from: { code: ticket.from, name: stations.name(ticket.from) },
        to: { code: ticket.to, name: stations.name(ticket.to) },
        boarding: { code: ticket.boardingPoint, name: stations.name(ticket.boardingPoint) },
        departure: when(ticket.departure),
        arrival: when(ticket.arrival),
        classCode: ticket.classCode,
        className: CLASS_NAMES[ticket.classCode as ClassCode] ?? ticket.classCode,
        quota: ticket.quota,
        quotaName: QUOTA_NAMES[ticket.quota as QuotaCode] ?? ticket.quota,
        chart: {
          prepared: ticket.chartPrepared,
          dueAt: outlook?.chartDueAt ? outlook.chartDueAt.toISOString() : null,
        },
        owner,
        passengers,
        shareToken,
        sharePath: pnrEnquiryPath(pnr, shareToken),
        orderId: owner && order ? order.orderId : null,
        detailsPath:
          owner && order
            ? currentStatusPath(order.orderId, tokens.sign("order", order.orderId))
            : null,
      };
    },

    /**
     * Whether to suggest following the train live: a booked ticket with
     * someone still travelling, from NUDGE_HOURS_BEFORE_DEPARTURE (6 h) before
     * the scheduled departure from the boarding point until the scheduled
     * arrival at the destination. `runDate` is the date the train leaves its
     * origin: the boarding date less the boarding stop's day offset.
     */
    async nudge(pnr: string): Promise<PnrNudgeResponse> {
      const ticket = await fromRailway(() => deps.railway.pnrStatus(pnr, "lagging"));
      if (ticket?.state !== "booked") return { show: false };
      const travelling = ticket.passengers.some(
        (p) => parsePassengerStatus(p.currentStatus).kind !== "cancelled",
      );
      const t = deps.now().getTime();
      const opens = ticket.departure.getTime() - NUDGE_HOURS_BEFORE_DEPARTURE * HOUR_MS;
      if (!travelling || t < opens || t > ticket.arrival.getTime()) return { show: false };
      const stations = await stationNames(ticket);
      const day = stations.day(ticket.boardingPoint) ?? 1;
      const runDate = addDays(istDate(ticket.departure), -(day - 1));
      const started = t >= ticket.departure.getTime();
      const boarding = stations.name(ticket.boardingPoint);
      return {
        show: true,
        trainNumber: ticket.trainNumber,
        runDate,
        boardingCode: ticket.boardingPoint,
        message: started
          ? `Your train ${ticket.trainNumber} is on its way. Follow its live status.`
          : `Your train ${ticket.trainNumber} leaves ${boarding} at ${istTime(ticket.departure)}. Check whether it is running on time.`,
        href: liveStatusHref(ticket.trainNumber, runDate, ticket.boardingPoint),
      };
    },
  };
}

export type PnrService = ReturnType<typeof createPnrService>;

/** RAC with a number or waitlisted, before the chart: a passenger whose chance the page owes. */
function waitsForChart(status: PassengerStatus, chartPrepared: boolean): boolean {
  return (
    !chartPrepared &&
    ((status.kind === "rac" && status.position !== null) || status.kind === "waitlist")
  );
}
