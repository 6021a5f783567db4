import { useEffect, useState } from "react";
import { Link } from "react-router";
import type { LiveMessages } from "../../i18n/live-status.ts";
import { fill, useLocale, useMessages } from "../../lib/i18n.ts";
import { type RecentLts, readRecentLts, writeRecentLts } from "./recent-lts.ts";
import { liveStatusUrl, shortDate } from "./view.ts";

/**
 * Recent live-status searches kept on the device, as links (shown once the
 * page's JavaScript runs: the server cannot read the device's storage).
 */
export function RecentLtsSection() {
  const t = useMessages<LiveMessages>();
  const locale = useLocale();
  const [list, setList] = useState<RecentLts[] | null>(null);
  useEffect(() => setList(readRecentLts()), []);
  return (
    <section className="screen-section" aria-labelledby="section-recent-lts">
      <h2 id="section-recent-lts" className="screen-section__title">
        {t.recentTitle}
      </h2>
      {list === null ? (
        <p className="lts-muted">{t.recentAppear}</p>
      ) : list.length === 0 ? (
        <p className="lts-muted">{t.recentNone}</p>
      ) : (
        <>
          <ul className="lts-recent">
            {list.map((r) => (
              <li key={r.trainNumber}>
                <Link
                  className="lts-recent__link"
                  to={liveStatusUrl({
                    trainNumber: r.trainNumber,
                    ...(r.date ? { date: r.date } : {}),
                    ...(r.station ? { station: r.station } : {}),
                  })}
                >
                  <span className="lts-recent__train">
                    {r.trainNumber} {r.trainName}
                  </span>
                  <span className="lts-recent__meta">
                    {r.date ? fill(t.runOf, { date: shortDate(r.date, locale) }) : t.currentRun}
                    {r.station ? fill(t.fromStation, { code: r.station }) : ""}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="lts-link-button"
            onClick={() => {
              writeRecentLts([]);
              setList([]);
            }}
          >
            {t.clearRecent}
          </button>
        </>
      )}
    </section>
  );
}
