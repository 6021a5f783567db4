import type { LiveStatusResponse } from "@safar/contracts/live-status";
import type { LiveMessages } from "../../i18n/live-status.ts";
import { fill, useMessages } from "../../lib/i18n.ts";
import {
  delaySeverity,
  delayText,
  type LiveStop,
  platformOf,
  positionText,
  stopLabel,
  stopTag,
} from "./view.ts";

/**
 * The timeline of a run's stops (spec §2 live status details): an ordered
 * list, one item per stop with its name and code, day, distance, scheduled
 * and expected times, delay (spec §4 tags `delay` / `expected_delay`),
 * platform and state; the train's position is drawn as a marker after the
 * stop it last left (or on the stop it is at), and the boarding station is
 * highlighted.
 */
export function Timeline({
  status,
  boarding,
  ownPlatforms,
}: {
  status: LiveStatusResponse;
  boarding: string;
  ownPlatforms: Readonly<Record<string, number>>;
}) {
  const t = useMessages<LiveMessages>();
  const { position } = status;
  const between = position.state === "between" && !status.cancelled;
  return (
    <ol
      className="lts-timeline"
      aria-label={fill(t.stopsOf, { train: `${status.trainNumber} ${status.trainName}` })}
    >
      {status.stops.map((stop) => {
        const here = !status.cancelled && stop.state === "current";
        const markerAfter = between && stop.code === position.lastCode;
        return (
          <li
            key={stop.code}
            className={[
              "lts-stop",
              `is-${stop.state}`,
              stop.code === boarding ? "is-boarding" : "",
              here ? "is-here" : "",
              markerAfter ? "has-marker" : "",
            ]
              .filter(Boolean)
              .join(" ")}
            aria-current={here ? "location" : undefined}
          >
            <StopItem
              stop={stop}
              status={status}
              boarding={stop.code === boarding}
              own={ownPlatforms[stop.code]}
              t={t}
            />
            {markerAfter ? (
              <p className="lts-marker" aria-current="location">
                <span className="lts-marker__dot" aria-hidden="true" />
                <span>
                  <strong>{t.trainIsHere}</strong>
                  {positionText(status, t)}
                </span>
              </p>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}

function StopItem({
  stop,
  status,
  boarding,
  own,
  t,
}: {
  stop: LiveStop;
  status: LiveStatusResponse;
  boarding: boolean;
  own: number | undefined;
  t: LiveMessages;
}) {
  const label = stopLabel(stop, status);
  const tag = stopTag(stop);
  const platform = platformOf(stop, own);
  const reached = stop.state !== "upcoming";
  return (
    <>
      <span className="lts-stop__dot" aria-hidden="true" />
      <div className="lts-stop__head">
        <h3 className="lts-stop__name">
          {stop.name} <span className="lts-stop__code">({stop.code})</span>
        </h3>
        <span className={`lts-chip lts-chip--${label === "Upcoming" ? "upcoming" : "reached"}`}>
          {status.cancelled ? t.cancelled : t[`stop_${label}`]}
        </span>
        {boarding ? <span className="lts-chip lts-chip--boarding">{t.yourStation}</span> : null}
        <span className="lts-stop__day">{fill(t.dayN, { n: stop.day })}</span>
      </div>
      <dl className="lts-stop__facts">
        <div className="lts-fact">
          <dt>{t.arrival}</dt>
          <dd>
            <Times
              scheduled={stop.scheduledArrival}
              expected={status.cancelled ? null : stop.expectedArrival}
              reached={reached}
              none={t.startsHere}
              t={t}
            />
          </dd>
        </div>
        <div className="lts-fact">
          <dt>{t.departure}</dt>
          <dd>
            <Times
              scheduled={stop.scheduledDeparture}
              expected={status.cancelled ? null : stop.expectedDeparture}
              reached={stop.state === "departed"}
              none={t.endsHere}
              t={t}
            />
          </dd>
        </div>
        <div className="lts-fact">
          <dt>{t.platform}</dt>
          <dd className={`lts-platform lts-platform--${platform.source}`}>
            {platform.number}
            {platform.source === "own" ? t.platformYours : null}
            {platform.source === "changed" ? t.platformChanged : null}
            {platform.source === "default" ? t.platformExpected : null}
          </dd>
        </div>
        <div className="lts-fact lts-fact--delay">
          <dt>{t.delay}</dt>
          <dd data-tag={tag} className={`lts-delay lts-delay--${delaySeverity(stop.delayMin)}`}>
            {status.cancelled ? t.cancelled : delayText(stop.delayMin, tag, t)}
          </dd>
        </div>
        <div className="lts-fact">
          <dt>{t.distance}</dt>
          <dd>{fill(t.km, { n: Math.round(stop.distanceKm) })}</dd>
        </div>
      </dl>
    </>
  );
}

function Times({
  scheduled,
  expected,
  reached,
  none,
  t,
}: {
  scheduled: string | null;
  expected: string | null;
  reached: boolean;
  none: string;
  t: LiveMessages;
}) {
  if (!scheduled) return <span className="lts-muted">{none}</span>;
  const differs = expected !== null && expected !== scheduled;
  return (
    <>
      <span className={differs ? "lts-time lts-time--struck" : "lts-time"}>
        <span className="visually-hidden">{t.scheduled}</span>
        {scheduled}
      </span>
      {expected !== null ? (
        <span className="lts-time lts-time--expected">
          {" "}
          <span className="visually-hidden">{reached ? t.actual : t.expected}</span>
          {differs ? expected : null}
          {!differs ? <span className="visually-hidden">{t.onTimeLower}</span> : null}
        </span>
      ) : null}
    </>
  );
}
