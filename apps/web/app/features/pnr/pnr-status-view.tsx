import type { PnrNudgeResponse, PnrStatusResponse } from "@safar/contracts/pnr";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { AllottedCoaches } from "../../components/ui/coach-drawing.tsx";
import { JourneyRoute } from "../../components/ui/journey-route.tsx";
import { Section } from "../../components/ui/section.tsx";
import type { PnrMessages } from "../../i18n/pnr.ts";
import { formatJourneyDate } from "../../lib/dates.ts";
import { fill, translated, useLocale, useMessages } from "../../lib/i18n.ts";
import {
  chartText,
  predictionText,
  seatWords,
  statusHeadline,
  waitlistAfterChartNote,
} from "./format.ts";
import { rememberPnr } from "./recent-pnrs.tsx";

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
  const t = useMessages<PnrMessages>();
  const locale = useLocale();
  const date = (iso: string) => formatJourneyDate(iso, locale);
  const waitlistNote = waitlistAfterChartNote(s.chart.prepared, s.passengers, t);
  const allotted = allottedBerths(s);
  useEffect(() => {
    rememberPnr({ pnr: s.pnr, path: s.sharePath, summary: journeySummary(s) });
  }, [s]);
  return (
    <div className="pnr-status">
      {s.state === "cancelled" ? (
        <div className="pnr-box pnr-box--warning">
          <p className="pnr-box__title">{t.cancelledTitle}</p>
          <p>{t.cancelledText}</p>
        </div>
      ) : null}
      {nudge?.show ? (
        <div className="pnr-box pnr-box--info pnr-nudge">
          <p className="pnr-box__title">{translated(t, nudge.message)}</p>
          <p>
            <Link className="button" to={nudge.href}>
              {t.checkLive}
            </Link>
          </p>
        </div>
      ) : null}
      <div className="pnr-layout">
        <div className="pnr-layout__main">
          <Section name={t.sec_journey}>
            <JourneyRoute
              trainNumber={s.trainNumber}
              trainName={s.trainName}
              depart={{
                label: fill(t.departs, { code: s.boarding.code }),
                time: s.departure.time,
                date: date(s.departure.date),
                station: s.boarding.name,
              }}
              arrive={{
                label: fill(t.arrives, { code: s.to.code }),
                time: s.arrival.time,
                date: date(s.arrival.date),
                station: s.to.name,
              }}
            />
            <dl className="pnr-facts">
              <div>
                <dt>{t.journeyDate}</dt>
                <dd>{date(s.journeyDate)}</dd>
              </div>
              <div>
                <dt>{t.from}</dt>
                <dd>
                  {s.from.name} ({s.from.code})
                </dd>
              </div>
              <div>
                <dt>{t.toDestination}</dt>
                <dd>
                  {s.to.name} ({s.to.code})
                </dd>
              </div>
              <div>
                <dt>{t.boardingAt}</dt>
                <dd>
                  {s.boarding.name} ({s.boarding.code})
                </dd>
              </div>
              <div>
                <dt>{t.class}</dt>
                <dd>
                  {s.className} ({s.classCode})
                </dd>
              </div>
              <div>
                <dt>{t.quota}</dt>
                <dd>{s.quotaName}</dd>
              </div>
            </dl>
            <p className="pnr-muted">{t.timesNote}</p>
          </Section>
          <Section name={t.sec_passengers}>
            {/* A named region, focusable so a keyboard can scroll it on a narrow screen. */}
            <section
              className="pnr-table-wrap"
              aria-labelledby="pnr-passenger-caption"
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling table must be reachable by keyboard
              tabIndex={0}
            >
              <table className="pnr-table">
                <caption id="pnr-passenger-caption" className="pnr-table__caption">
                  {fill(t.tableCaption, { pnr: s.pnr })}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">{t.passenger}</th>
                    <th scope="col">{t.bookingStatus}</th>
                    <th scope="col">{t.currentStatus}</th>
                  </tr>
                </thead>
                <tbody>
                  {s.passengers.map((p) => {
                    const seat = seatWords(p.currentStatus, t);
                    const chance = predictionText(p, s.chart.prepared, t);
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
                          <span className="pnr-muted">{statusHeadline(p.bookingStatus, t)}</span>
                        </td>
                        <td>
                          <span
                            className={`pnr-status-text pnr-status-text--${p.currentStatus.kind}`}
                          >
                            <StatusText text={p.currentStatus.text} />
                          </span>
                          <span className="pnr-status-words">
                            {statusHeadline(p.currentStatus, t)}
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
              <p className="pnr-muted">{t.predictionNote}</p>
            ) : null}
            {s.owner ? null : <p className="pnr-muted">{t.namesOwnerOnly}</p>}
          </Section>
          {allotted.length > 0 ? (
            <Section name={t.sec_coach}>
              <p className="pnr-muted">{s.chart.prepared ? t.coachAsChart : t.coachAsBooked}</p>
              <AllottedCoaches
                classCode={s.classCode}
                className={s.className}
                allotted={allotted}
              />
            </Section>
          ) : null}
        </div>
        <div className="pnr-layout__aside">
          <Section name={t.sec_chart}>
            <p className={s.chart.prepared ? "pnr-chart pnr-chart--done" : "pnr-chart"}>
              {chartText(s.chart, t, locale)}
            </p>
            {s.chart.prepared ? null : <p className="pnr-muted">{t.chartMayMove}</p>}
            {waitlistNote ? <p className="pnr-muted">{waitlistNote}</p> : null}
          </Section>
          <Section name={t.sec_share}>
            <ShareControl pnr={s.pnr} path={s.sharePath} t={t} />
          </Section>
          {s.orderId ? (
            <p className="pnr-links">
              <Link to={`/trains/summary/${s.orderId}`}>{t.bookingDetails}</Link>
            </p>
          ) : null}
          <p className="pnr-links">
            <Link to="/trains/check-pnr">{t.checkAnother}</Link>
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
function ShareControl({ pnr, path, t }: { pnr: string; path: string; t: PnrMessages }) {
  const [ready, setReady] = useState(false);
  const [message, setMessage] = useState("");
  useEffect(() => setReady(true), []);
  const share = async () => {
    const url = new URL(path, window.location.origin).toString();
    const title = fill(t.shareTitle, { pnr });
    try {
      if (typeof navigator.share === "function") {
        await navigator.share({ title, url });
        setMessage("");
        return;
      }
      await navigator.clipboard.writeText(url);
      setMessage(t.linkCopied);
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") return;
      setMessage(t.linkNotCopied);
    }
  };
  return (
    <div className="pnr-share">
      <p>{t.shareNote}</p>
      <p className="pnr-share__link">
        <a href={path}>{fill(t.shareLink, { pnr })}</a>
      </p>
      {ready ? (
        <p className="form-actions">
          <button type="button" className="button button--secondary" onClick={share}>
            {t.shareButton}
          </button>
        </p>
      ) : null}
      <p className="pnr-share__message" role="status">
        {message}
      </p>
    </div>
  );
}
