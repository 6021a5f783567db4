import type { PnrNudgeResponse, PnrStatusResponse } from "@safar/contracts/pnr";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { AllottedCoaches } from "../../components/ui/coach-drawing.tsx";
import { JourneyRoute } from "../../components/ui/journey-route.tsx";
import { Section } from "../../components/ui/section.tsx";
import { formatJourneyDate } from "../../lib/dates.ts";
import {
  chartText,
  PREDICTION_NOTE,
  predictionText,
  seatWords,
  statusHeadline,
  waitlistAfterChartNote,
} from "./format.ts";
import { rememberPnr } from "./recent-pnrs.tsx";

/** The names of the status screen's sections (headings, in order). */
const PNR_SECTIONS = {
  journey: "Journey details",
  chart: "Chart status",
  passengers: "Passenger status",
  coach: "Coach and berths",
  share: "Share this status",
} as const;

/** One line about the journey (recent searches, the last details shown). */
function journeySummary(s: PnrStatusResponse): string {
  return `${s.trainNumber} ${s.trainName} · ${s.from.code} → ${s.to.code} · ${formatJourneyDate(s.journeyDate)}`;
}

/**
 * A PNR's status: train and journey, chart, each passenger's booking and
 * current status with coach and berth and, while RAC or waitlisted, the
 * chance of confirmation; a link to share it and, near the journey, a link
 * to the train's live status. Names only when the API gave them (the owner).
 */
export function PnrStatusView({
  status,
  nudge,
}: {
  status: PnrStatusResponse;
  nudge: PnrNudgeResponse | null;
}) {
  const s = status;
  const waitlistNote = waitlistAfterChartNote(s.chart.prepared, s.passengers);
  const allotted = allottedBerths(s);
  useEffect(() => {
    rememberPnr({ pnr: s.pnr, path: s.sharePath, summary: journeySummary(s) });
  }, [s]);
  return (
    <div className="pnr-status">
      {s.state === "cancelled" ? (
        <div className="pnr-box pnr-box--warning">
          <p className="pnr-box__title">This ticket is cancelled</p>
          <p>No passenger of this PNR travels any more.</p>
        </div>
      ) : null}
      {nudge?.show ? (
        <div className="pnr-box pnr-box--info pnr-nudge">
          <p className="pnr-box__title">{nudge.message}</p>
          <p>
            <Link className="button" to={nudge.href}>
              Check live train status
            </Link>
          </p>
        </div>
      ) : null}
      <div className="pnr-layout">
        <div className="pnr-layout__main">
          <Section name={PNR_SECTIONS.journey}>
            <JourneyRoute
              trainNumber={s.trainNumber}
              trainName={s.trainName}
              depart={{
                label: `Departs ${s.boarding.code}`,
                time: s.departure.time,
                date: formatJourneyDate(s.departure.date),
                station: s.boarding.name,
              }}
              arrive={{
                label: `Arrives ${s.to.code}`,
                time: s.arrival.time,
                date: formatJourneyDate(s.arrival.date),
                station: s.to.name,
              }}
            />
            <dl className="pnr-facts">
              <div>
                <dt>Journey date</dt>
                <dd>{formatJourneyDate(s.journeyDate)}</dd>
              </div>
              <div>
                <dt>From</dt>
                <dd>
                  {s.from.name} ({s.from.code})
                </dd>
              </div>
              <div>
                <dt>To (destination)</dt>
                <dd>
                  {s.to.name} ({s.to.code})
                </dd>
              </div>
              <div>
                <dt>Boarding at</dt>
                <dd>
                  {s.boarding.name} ({s.boarding.code})
                </dd>
              </div>
              <div>
                <dt>Class</dt>
                <dd>
                  {s.className} ({s.classCode})
                </dd>
              </div>
              <div>
                <dt>Quota</dt>
                <dd>{s.quotaName}</dd>
              </div>
            </dl>
            <p className="pnr-muted">Times are scheduled, in India Standard Time.</p>
          </Section>
          <Section name={PNR_SECTIONS.passengers}>
            {/* A named region, focusable so a keyboard can scroll it on a narrow screen. */}
            <section
              className="pnr-table-wrap"
              aria-labelledby="pnr-passenger-caption"
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling table must be reachable by keyboard
              tabIndex={0}
            >
              <table className="pnr-table">
                <caption id="pnr-passenger-caption" className="pnr-table__caption">
                  Booking and current status of each passenger of PNR {s.pnr}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">Passenger</th>
                    <th scope="col">Booking status</th>
                    <th scope="col">Current status</th>
                  </tr>
                </thead>
                <tbody>
                  {s.passengers.map((p) => {
                    const seat = seatWords(p.currentStatus);
                    const chance = predictionText(p, s.chart.prepared);
                    return (
                      <tr key={p.number}>
                        <th scope="row" className="pnr-table__who">
                          <span className="pnr-table__name">{p.label}</span>
                          {p.age !== null && p.gender ? (
                            <span className="pnr-muted">
                              {p.age} · {p.gender}
                            </span>
                          ) : null}
                        </th>
                        <td>
                          <span className="pnr-status-text">
                            <StatusText text={p.bookingStatus.text} />
                          </span>
                          <span className="pnr-muted">{statusHeadline(p.bookingStatus)}</span>
                        </td>
                        <td>
                          <span
                            className={`pnr-status-text pnr-status-text--${p.currentStatus.kind}`}
                          >
                            <StatusText text={p.currentStatus.text} />
                          </span>
                          <span className="pnr-status-words">
                            {statusHeadline(p.currentStatus)}
                          </span>
                          {seat ? <span className="pnr-seat">{seat}</span> : null}
                          {chance ? <span className="pnr-chance">{chance}</span> : null}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </section>
            {!s.chart.prepared && s.passengers.some((p) => p.prediction) ? (
              <p className="pnr-muted">{PREDICTION_NOTE}</p>
            ) : null}
            {s.owner ? null : (
              <p className="pnr-muted">
                Passenger names are shown only to the traveller who booked this ticket, signed in.
              </p>
            )}
          </Section>
          {allotted.length > 0 ? (
            <Section name={PNR_SECTIONS.coach}>
              <p className="pnr-muted">
                {s.chart.prepared
                  ? "As the chart allotted them."
                  : "As booked: the chart may still change the coach and berth."}
              </p>
              <AllottedCoaches
                classCode={s.classCode}
                className={s.className}
                allotted={allotted}
              />
            </Section>
          ) : null}
        </div>
        <div className="pnr-layout__aside">
          <Section name={PNR_SECTIONS.chart}>
            <p className={s.chart.prepared ? "pnr-chart pnr-chart--done" : "pnr-chart"}>
              {chartText(s.chart)}
            </p>
            {s.chart.prepared ? null : (
              <p className="pnr-muted">
                Until the chart is prepared, RAC and waitlisted passengers may still move up.
              </p>
            )}
            {waitlistNote ? <p className="pnr-muted">{waitlistNote}</p> : null}
          </Section>
          <Section name={PNR_SECTIONS.share}>
            <ShareControl pnr={s.pnr} path={s.sharePath} />
          </Section>
          {s.orderId ? (
            <p className="pnr-links">
              <Link to={`/trains/summary/${s.orderId}`}>Booking details of this ticket</Link>
            </p>
          ) : null}
          <p className="pnr-links">
            <Link to="/trains/check-pnr">Check another PNR</Link>
          </p>
        </div>
      </div>
    </div>
  );
}

/** Each travelling passenger's coach and berth now (after the chart, the chart's). */
function allottedBerths(s: PnrStatusResponse) {
  return s.passengers.flatMap((p) => {
    const { coach, berth, kind } = p.currentStatus;
    if (!coach || berth === null || (kind !== "confirmed" && kind !== "rac")) return [];
    return [{ coach, berth, badge: `P${p.number}`, who: p.label }];
  });
}

/** `CNF/B1/36/LB` with line-break chances after each slash (narrow screens). */
function StatusText({ text }: { text: string }) {
  const parts = text.split("/");
  return (
    <>
      {parts.map((part, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string
        <span key={i}>
          {part}
          {i < parts.length - 1 ? (
            <>
              /<wbr />
            </>
          ) : null}
        </span>
      ))}
    </>
  );
}

/**
 * The status link: a plain link that works before JavaScript, and once it
 * runs a Share button (the Web Share API where the device has it, else a copy
 * of the link, announced).
 */
function ShareControl({ pnr, path }: { pnr: string; path: string }) {
  const [ready, setReady] = useState(false);
  const [message, setMessage] = useState("");
  useEffect(() => setReady(true), []);
  const share = async () => {
    const url = new URL(path, window.location.origin).toString();
    const title = `PNR ${pnr} status`;
    try {
      if (typeof navigator.share === "function") {
        await navigator.share({ title, url });
        setMessage("");
        return;
      }
      await navigator.clipboard.writeText(url);
      setMessage("Link copied");
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") return;
      setMessage("The link could not be copied. Copy it from the link above.");
    }
  };
  return (
    <div className="pnr-share">
      <p>Anyone with this link sees the status of this PNR, without passenger names.</p>
      <p className="pnr-share__link">
        <a href={path}>Link to the status of PNR {pnr}</a>
      </p>
      {ready ? (
        <p className="form-actions">
          <button type="button" className="button button--secondary" onClick={share}>
            Share status
          </button>
        </p>
      ) : null}
      <p className="pnr-share__message" role="status">
        {message}
      </p>
    </div>
  );
}
