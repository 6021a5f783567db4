import { CLASS_NAMES, type ClassCode } from "@safar/contracts/code-tables";
import type { Transfer } from "@safar/contracts/trip-view";
import { JourneyRoute } from "../../components/ui/journey-route.tsx";
import { formatJourneyDate } from "../../lib/dates.ts";
import "./trips.css";

/**
 * A two-train journey's legs and the change between them (spec §3
 * trains_stitching_list; ADR 023): each train's departure and arrival with
 * their dates, its class, its seat status or status now, and between them
 * where to change, how long to wait and any walk.
 */

export interface LegLine {
  leg: 1 | 2;
  trainNumber: string;
  trainName: string;
  from: string;
  fromName: string;
  to: string;
  toName: string;
  /** HH:mm and the IST date, at each end. */
  departure: string;
  departureDate: string;
  arrival: string;
  arrivalDate: string | null;
  classCode: string;
  /** The seat status now (planning), or the order's status label (booked). */
  status: string | null;
  /** The PNR once the railway issued it. */
  pnr?: string | null;
  tone?: "pending" | "failed" | "success";
}

/** `2h 40m` from minutes. */
export function waitText(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h > 0 ? `${h}h ${String(m).padStart(2, "0")}m` : `${m} min`;
}

export function TripLegs({
  legs,
  transfer,
  headingLevel = 3,
}: {
  legs: readonly [LegLine, LegLine];
  transfer: Transfer;
  headingLevel?: 2 | 3;
}) {
  const H = headingLevel === 2 ? "h2" : "h3";
  const change =
    transfer.arriveAt === transfer.departFrom
      ? `Change at ${transfer.arriveAtName} (${transfer.arriveAt})`
      : `Change from ${transfer.arriveAtName} (${transfer.arriveAt}) to ${transfer.departFromName} (${transfer.departFrom}), ${transfer.walkKm} km (about ${transfer.walkMin} min on foot)`;
  const [first, second] = legs;
  return (
    <ol className="trip-legs">
      <TripLeg line={first} Heading={H} />
      <li className="trip-change">
        <span className="trip-change__mark" aria-hidden="true" />
        <p>
          <strong>{change}</strong>
          <span className="trip-change__wait"> · wait {waitText(transfer.waitMin)}</span>
        </p>
      </li>
      <TripLeg line={second} Heading={H} />
    </ol>
  );
}

function TripLeg({ line, Heading }: { line: LegLine; Heading: "h2" | "h3" }) {
  const className = CLASS_NAMES[line.classCode as ClassCode] ?? line.classCode;
  const differentDay = line.arrivalDate && line.arrivalDate !== line.departureDate;
  return (
    <li className="trip-leg" data-leg={line.leg}>
      <Heading className="trip-leg__title">
        {line.leg === 1 ? "First train" : "Second train"}
        <span className="trip-leg__date"> · {formatJourneyDate(line.departureDate)}</span>
      </Heading>
      <JourneyRoute
        trainNumber={line.trainNumber}
        trainName={line.trainName}
        depart={{
          label: "Departs",
          time: line.departure,
          station: `${line.fromName} (${line.from})`,
        }}
        arrive={{
          label: "Arrives",
          time: line.arrival,
          date: differentDay ? formatJourneyDate(line.arrivalDate as string) : undefined,
          station: `${line.toName} (${line.to})`,
        }}
      />
      <p className="trip-leg__meta">
        {className} ({line.classCode})
        {line.status ? (
          <>
            {" · "}
            <span className={line.tone ? `trip-pill trip-pill--${line.tone}` : "trip-leg__status"}>
              {line.status}
            </span>
          </>
        ) : null}
        {line.pnr ? <> · PNR {line.pnr}</> : null}
      </p>
    </li>
  );
}
