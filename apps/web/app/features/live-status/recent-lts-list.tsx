import { useEffect, useState } from "react";
import { Link } from "react-router";
import { type RecentLts, readRecentLts, writeRecentLts } from "./recent-lts.ts";
import { liveStatusUrl, shortDate } from "./view.ts";

/**
 * Recent live-status searches kept on the device, as links (shown once the
 * page's JavaScript runs: the server cannot read the device's storage).
 */
export function RecentLtsSection() {
  const [list, setList] = useState<RecentLts[] | null>(null);
  useEffect(() => setList(readRecentLts()), []);
  return (
    <section className="screen-section" aria-labelledby="section-recent-lts">
      <h2 id="section-recent-lts" className="screen-section__title">
        Recent live status searches
      </h2>
      {list === null ? (
        <p className="lts-muted">Your recent searches on this device appear here.</p>
      ) : list.length === 0 ? (
        <p className="lts-muted">No recent searches on this device yet.</p>
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
                    {r.date ? `Run of ${shortDate(r.date)}` : "Current run"}
                    {r.station ? ` · from ${r.station}` : ""}
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
            Clear recent searches
          </button>
        </>
      )}
    </section>
  );
}
