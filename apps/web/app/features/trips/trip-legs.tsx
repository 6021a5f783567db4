import { CLASS_NAMES, type ClassCode } from "@safar/contracts/code-tables";
import type { Transfer } from "@safar/contracts/trip-view";
import { JourneyRoute } from "../../components/ui/journey-route.tsx";
import type { TripsMessages } from "../../i18n/trips.ts";
import { formatJourneyDate } from "../../lib/dates.ts";
import { fill, useLocale, useMessages } from "../../lib/i18n.ts";
import { translatedTemplate } from "../../lib/i18n-template.ts";
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

/** `2h 40m` from minutes (in the page's words when given them). */
export function waitText(minutes: number, t?: TripsMessages): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (t?.trip_waitHours) {
    return h > 0
      ? fill(t.trip_waitHours, { h, m: String(m).padStart(2, "0") })
      : fill(t.trip_waitMinutes, { m });
  }
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
  const t = useMessages<TripsMessages>();
  const H = headingLevel === 2 ? "h2" : "h3";
  const change =
    transfer.arriveAt === transfer.departFrom
      ? fill(t.trip_changeAt, { name: transfer.arriveAtName, code: transfer.arriveAt })
      : fill(t.trip_changeFrom, {
          name: transfer.arriveAtName,
          code: transfer.arriveAt,
          toName: transfer.departFromName,
          toCode: transfer.departFrom,
          km: transfer.walkKm,
          min: transfer.walkMin,
        });
  const [first, second] = legs;
  return (
    <ol className="trip-legs">
      <TripLeg line={first} Heading={H} />
      <li className="trip-change">
        <span className="trip-change__mark" aria-hidden="true" />
        <p>
          <strong>{change}</strong>
          <span className="trip-change__wait">
            {fill(t.trip_wait, { wait: waitText(transfer.waitMin, t) })}
          </span>
        </p>
      </li>
      <TripLeg line={second} Heading={H} />
    </ol>
  );
}

function TripLeg({ line, Heading }: { line: LegLine; Heading: "h2" | "h3" }) {
  const t = useMessages<TripsMessages>();
  const locale = useLocale();
  const className =
    (t as Record<string, string | undefined>)[`class_${line.classCode}`] ??
    CLASS_NAMES[line.classCode as ClassCode] ??
    line.classCode;
  const differentDay = line.arrivalDate && line.arrivalDate !== line.departureDate;
  return (
    <li className="trip-leg" data-leg={line.leg}>
      <Heading className="trip-leg__title">
        {line.leg === 1 ? t.trip_firstTrain : t.trip_secondTrain}
        <span className="trip-leg__date"> · {formatJourneyDate(line.departureDate, locale)}</span>
      </Heading>
      <JourneyRoute
        trainNumber={line.trainNumber}
        trainName={line.trainName}
        depart={{
          label: t.trip_departs,
          time: line.departure,
          station: `${line.fromName} (${line.from})`,
        }}
        arrive={{
          label: t.trip_arrives,
          time: line.arrival,
          date: differentDay ? formatJourneyDate(line.arrivalDate as string, locale) : undefined,
          station: `${line.toName} (${line.to})`,
        }}
      />
      <p className="trip-leg__meta">
        {className} ({line.classCode})
        {line.status ? (
          <>
            {" · "}
            <span className={line.tone ? `trip-pill trip-pill--${line.tone}` : "trip-leg__status"}>
              {line.status ? translatedTemplate(t, line.status) : line.status}
            </span>
          </>
        ) : null}
        {line.pnr ? <> · PNR {line.pnr}</> : null}
      </p>
    </li>
  );
}
