import type { LiveStatusResponse } from "@safar/contracts/live-status";
import { istTime } from "@safar/domain/ist";
import { Suspense, useEffect, useId, useRef, useState } from "react";
import { Icon } from "../../components/ui/icon.tsx";
import type { LiveMessages } from "../../i18n/live-status.ts";
import { lazyWithRetry } from "../../lib/chunk-retry.ts";
import { fill, useLocale, useMessages } from "../../lib/i18n.ts";
import { useLiveRefresh } from "./live-refresh.ts";
import { useHydrated } from "./live-status-form.tsx";
import { addRecentLts, readRecentLts, withPlatform, writeRecentLts } from "./recent-lts.ts";
import { Timeline } from "./timeline.tsx";
import { DISCLAIMER_MS, delayText, overallDelayText, positionText, shortDate } from "./view.ts";
import "../../components/ui/forms.css";

// The map is its own chunk, fetched only when the traveller opens it (issue 7 item 3).
const LiveMap = lazyWithRetry(() => import("./map/live-map.tsx"));

export interface LiveStatusViewProps {
  status: LiveStatusResponse;
  /** The page's own URL: the Refresh link without JavaScript. */
  selfUrl: string;
  /** The run date asked for ("" for the current run) and the boarding station. */
  askedDate: string;
  boarding: string;
  /** Changes with every answer of the loader (a refresh). */
  answerKey: string;
  /** The last refresh failed: the timeline shown is the previous answer. */
  unavailable: boolean;
}

/**
 * The live status of one run (spec §2 `/trains/liveTrainStatus`): the
 * summary with the last update and Refresh, the disclaimer, the help cards
 * (View on map, Expected delay, Edit Platform), the map panel and the
 * timeline. Refreshes every 2 minutes while visible (spec §9) and announces
 * each update politely.
 */
export function LiveStatusView({
  status,
  selfUrl,
  askedDate,
  boarding,
  answerKey,
  unavailable,
}: LiveStatusViewProps) {
  const t = useMessages<LiveMessages>();
  const locale = useLocale();
  const hydrated = useHydrated();
  const { refresh, refreshing, updated } = useLiveRefresh(answerKey, status.serverTime);
  const [ownPlatforms, setOwnPlatforms] = useState<Record<string, number>>({});
  const [mapOpen, setMapOpen] = useState(false);
  const mapHeading = useRef<HTMLHeadingElement>(null);
  const mapButton = useRef<HTMLButtonElement>(null);

  // Keep this search on the device, with the platforms set before for the train.
  useEffect(() => {
    const list = addRecentLts(readRecentLts(), {
      trainNumber: status.trainNumber,
      trainName: status.trainName,
      date: askedDate,
      station: boarding,
    });
    writeRecentLts(list);
    setOwnPlatforms(list[0]?.platforms ?? {});
  }, [status.trainNumber, status.trainName, askedDate, boarding]);

  // Announce refreshed answers (not the first one) in a polite live region.
  const [announcement, setAnnouncement] = useState("");
  const firstKey = useRef(answerKey);
  const summary = `${positionText(status, t)} ${overallDelayText(status, t)}.`;
  const unavailableText = t.unavailable;
  const updatedText = t.liveUpdated;
  useEffect(() => {
    if (answerKey === firstKey.current) return;
    setAnnouncement(unavailable ? `${unavailableText}.` : fill(updatedText, { summary }));
  }, [answerKey, unavailable, summary, unavailableText, updatedText]);

  useEffect(() => {
    if (mapOpen) mapHeading.current?.focus();
  }, [mapOpen]);

  const boardingStop = status.stops.find((s) => s.code === boarding);
  const updatedAt = istTime(new Date(status.serverTime));

  return (
    <div className="lts-layout">
      <section className="lts-summary" aria-labelledby="section-summary">
        <h2 id="section-summary" className="visually-hidden">
          {t.summary}
        </h2>
        {status.cancelled ? (
          <p className="lts-alert" role="alert">
            <Icon name="alert" className="lts-alert__icon" />
            {fill(t.thisRunCancelled, { train: `${status.trainNumber} ${status.trainName}` })}
          </p>
        ) : null}
        {unavailable ? (
          <p className="lts-alert">
            <Icon name="alert" className="lts-alert__icon" />
            {fill(t.showingStatusOf, { message: t.unavailable, time: updatedAt })}
          </p>
        ) : null}
        <dl className="lts-summary__facts">
          <div className="lts-summary__fact lts-summary__fact--wide">
            <dt>{t.now}</dt>
            <dd>{positionText(status, t)}</dd>
          </div>
          <div className="lts-summary__fact">
            <dt>{t.runDate}</dt>
            <dd>{shortDate(status.runDate, locale)}</dd>
          </div>
          <div className="lts-summary__fact">
            <dt>{t.delay}</dt>
            <dd data-tag={status.position.state === "not_started" ? "expected_delay" : "delay"}>
              {overallDelayText(status, t)}
            </dd>
          </div>
          {boardingStop ? (
            <div className="lts-summary__fact">
              <dt>{t.atYourStation}</dt>
              <dd>
                {boardingStop.name}:{" "}
                {boardingStop.state === "upcoming"
                  ? fill(t.arriving, {
                      delay: delayText(boardingStop.delayMin, "expected_delay", t),
                      time: boardingStop.expectedArrival ?? boardingStop.expectedDeparture ?? "—",
                    })
                  : delayText(boardingStop.delayMin, "delay", t)}
              </dd>
            </div>
          ) : null}
        </dl>
        <div className="lts-summary__update">
          <p className="lts-summary__updated">
            {t.updated} <span className="lts-summary__ago">{agoIn(updated, locale, t)}</span>{" "}
            <span className="lts-muted">({updatedAt} IST)</span>
          </p>
          <a
            className="button button--secondary lts-refresh"
            href={selfUrl}
            aria-disabled={refreshing || undefined}
            onClick={(event) => {
              event.preventDefault();
              if (!refreshing) refresh();
            }}
          >
            {refreshing ? t.refreshing : t.refresh}
          </a>
        </div>
        <p className="visually-hidden" role="status">
          {announcement}
        </p>
        <Disclaimer hydrated={hydrated} t={t} />
      </section>

      <section className="lts-help" aria-labelledby="section-help">
        <h2 id="section-help" className="lts-section-title">
          {t.howToUse}
        </h2>
        <div className="lts-help__cards">
          <div className="lts-card">
            <h3 className="lts-card__title">{t.viewOnMap}</h3>
            <p className="lts-card__text">{t.viewOnMapText}</p>
            <button
              ref={mapButton}
              type="button"
              className="button lts-card__action"
              aria-expanded={mapOpen}
              aria-controls="lts-map-panel"
              disabled={!hydrated}
              onClick={() => {
                if (mapOpen) mapHeading.current?.focus();
                else setMapOpen(true);
              }}
            >
              {t.viewOnMap}
            </button>
            {hydrated ? null : <p className="form-field__hint">{t.mapOpensLater}</p>}
          </div>
          <div className="lts-card">
            <h3 className="lts-card__title">{t.expectedDelay}</h3>
            <details className="lts-card__more">
              <summary>{t.whatExpected}</summary>
              <p className="lts-card__text">{t.expectedExplain}</p>
            </details>
          </div>
          <EditPlatform
            status={status}
            boarding={boarding}
            hydrated={hydrated}
            own={ownPlatforms}
            t={t}
            onSave={(station, platform) => {
              const list = withPlatform(readRecentLts(), status.trainNumber, station, platform);
              writeRecentLts(list);
              setOwnPlatforms(
                list.find((e) => e.trainNumber === status.trainNumber)?.platforms ?? {},
              );
            }}
          />
        </div>
      </section>

      {mapOpen ? (
        <section id="lts-map-panel" className="lts-map" aria-labelledby="section-map">
          <div className="lts-map__head">
            <h2 id="section-map" className="lts-section-title" tabIndex={-1} ref={mapHeading}>
              {t.map}
            </h2>
            <button
              type="button"
              className="lts-link-button"
              onClick={() => {
                setMapOpen(false);
                mapButton.current?.focus();
              }}
            >
              {t.closeMap}
            </button>
          </div>
          <Suspense fallback={<p className="lts-muted">{t.loadingMap}</p>}>
            <LiveMap status={status} />
          </Suspense>
        </section>
      ) : null}

      <section className="lts-running" aria-labelledby="section-running-status">
        <h2 id="section-running-status" className="lts-section-title">
          {t.runningStatus}
        </h2>
        <Timeline status={status} boarding={boarding} ownPlatforms={ownPlatforms} />
      </section>
    </div>
  );
}

/** 'just now', '3 minutes ago' (relativeTime's English) in the page's language. */
function agoIn(updated: string, locale: string, t: LiveMessages): string {
  if (locale === "en") return updated;
  if (updated === "just now") return t.justNow;
  const m = /^(\d+) (minute|hour|day)s? ago$/.exec(updated);
  if (!m) return updated;
  const unit = m[2] === "minute" ? t.agoMinutes : m[2] === "hour" ? t.agoHours : t.agoDays;
  return fill(unit, { n: m[1] as string });
}

/**
 * Spec §9: the disclaimer closes after 5 s. It can be closed by keyboard, the
 * countdown waits while the pointer or focus is on it, and without
 * JavaScript it stays, in the flow of the page (not over it).
 */
function Disclaimer({ hydrated, t }: { hydrated: boolean; t: LiveMessages }) {
  const [open, setOpen] = useState(true);
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (!open || held) return;
    const timer = window.setTimeout(() => setOpen(false), DISCLAIMER_MS);
    return () => window.clearTimeout(timer);
  }, [open, held]);
  if (!open) return null;
  return (
    <div
      className="lts-disclaimer"
      role="note"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <p className="lts-disclaimer__text">{t.disclaimer}</p>
      {hydrated ? (
        <button
          type="button"
          className="lts-disclaimer__close"
          aria-label={t.closeDisclaimer}
          onClick={() => setOpen(false)}
        >
          <Icon name="close" />
        </button>
      ) : null}
    </div>
  );
}

function EditPlatform({
  status,
  boarding,
  hydrated,
  own,
  t,
  onSave,
}: {
  status: LiveStatusResponse;
  boarding: string;
  hydrated: boolean;
  own: Readonly<Record<string, number>>;
  t: LiveMessages;
  onSave: (station: string, platform: number | null) => void;
}) {
  const uid = useId();
  const defaultStation =
    boarding || status.stops.find((s) => s.state === "upcoming")?.code || status.stops[0]?.code;
  const [station, setStation] = useState(defaultStation ?? "");
  const [value, setValue] = useState("");
  const [message, setMessage] = useState("");
  const [error, setError] = useState("");
  const saved = own[station];
  return (
    <div className="lts-card">
      <h3 className="lts-card__title">{t.editPlatform}</h3>
      <p className="lts-card__text">
        {Object.keys(own).length > 0
          ? Object.entries(own)
              .map(([code, n]) =>
                fill(t.yourPlatformAt, {
                  n,
                  name: status.stops.find((s) => s.code === code)?.name ?? code,
                }),
              )
              .join(" ")
          : t.toldDifferent}
      </p>
      <details className="lts-card__more">
        <summary>{t.setYourPlatform}</summary>
        <form
          className="lts-platform-form"
          onSubmit={(event) => {
            event.preventDefault();
            const n = Number(value);
            if (!Number.isInteger(n) || n < 1 || n > 99) {
              setError(t.enterPlatform);
              setMessage("");
              return;
            }
            setError("");
            onSave(station, n);
            setValue("");
            const name = status.stops.find((s) => s.code === station)?.name ?? station;
            setMessage(fill(t.platformSaved, { n, name }));
          }}
        >
          <fieldset disabled={!hydrated} className="lts-platform-form__fields">
            <legend className="visually-hidden">{t.yourPlatform}</legend>
            <div className="form-field">
              <label className="form-field__label" htmlFor={`lts-pf-station${uid}`}>
                {t.station}
              </label>
              <select
                id={`lts-pf-station${uid}`}
                className="form-field__control"
                value={station}
                onChange={(e) => {
                  setStation(e.target.value);
                  setMessage("");
                }}
              >
                {status.stops.map((s) => (
                  <option key={s.code} value={s.code}>
                    {s.name} ({s.code})
                  </option>
                ))}
              </select>
            </div>
            <div className="form-field">
              <label className="form-field__label" htmlFor={`lts-pf-number${uid}`}>
                {t.platformNumber}
              </label>
              <input
                id={`lts-pf-number${uid}`}
                className="form-field__control"
                inputMode="numeric"
                pattern="[0-9]*"
                maxLength={2}
                value={value}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `lts-pf-error${uid}` : undefined}
                onChange={(e) => setValue(e.target.value.replace(/\D/g, ""))}
              />
            </div>
            <div className="form-actions">
              <button type="submit" className="button">
                {t.savePlatform}
              </button>
              {saved !== undefined ? (
                <button
                  type="button"
                  className="lts-link-button"
                  onClick={() => {
                    onSave(station, null);
                    setMessage(t.platformRemoved);
                  }}
                >
                  {fill(t.removeMyPlatform, { n: saved })}
                </button>
              ) : null}
            </div>
          </fieldset>
          {error ? (
            <p id={`lts-pf-error${uid}`} className="form-field__error lts-form__error" role="alert">
              {error}
            </p>
          ) : null}
          <p className="form-field__hint" role="status">
            {message || (hydrated ? "" : t.availableOnceLoaded)}
          </p>
        </form>
      </details>
    </div>
  );
}
