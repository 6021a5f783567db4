import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import type { PnrMessages } from "../../i18n/pnr.ts";
import { fill, useMessages } from "../../lib/i18n.ts";
import { readString, STORAGE_KEYS, writeJson } from "../../lib/storage.ts";
import { addRecent, parseRecent, type RecentPnr, removeRecent } from "./recent.ts";

/** The recent PNR searches on this device (empty on the server and before hydration). */
export function useRecentPnrs(): [RecentPnr[], (pnr: string) => void] {
  const [list, setList] = useState<RecentPnr[]>([]);
  useEffect(() => {
    setList(parseRecent(readString(STORAGE_KEYS.pnrSearches)));
  }, []);
  const remove = (pnr: string) => {
    const next = removeRecent(parseRecent(readString(STORAGE_KEYS.pnrSearches)), pnr);
    writeJson(STORAGE_KEYS.pnrSearches, next);
    setList(next);
  };
  return [list, remove];
}

/** Puts a PNR just shown at the top of the device's recent searches. */
export function rememberPnr(entry: Omit<RecentPnr, "at">): void {
  const list = parseRecent(readString(STORAGE_KEYS.pnrSearches));
  writeJson(STORAGE_KEYS.pnrSearches, addRecent(list, { ...entry, at: Date.now() }));
}

/**
 * "Recent PNR searches": links to the status pages of the PNRs looked at on
 * this device, most recent first, each with a Remove button. Shown once
 * JavaScript runs and only when there is one.
 */
export function RecentPnrs() {
  const t = useMessages<PnrMessages>();
  const [list, remove] = useRecentPnrs();
  const [announcement, setAnnouncement] = useState("");
  const heading = useRef<HTMLHeadingElement>(null);
  if (list.length === 0 && !announcement) return null;
  return (
    <section className="screen-section pnr-recent" aria-labelledby="pnr-recent-title">
      <h2 id="pnr-recent-title" className="screen-section__title" ref={heading} tabIndex={-1}>
        {t.recentTitle}
      </h2>
      {list.length === 0 ? (
        <p className="pnr-muted">{t.recentNone}</p>
      ) : (
        <ul className="pnr-recent__list">
          {list.map((e) => (
            <li key={e.pnr} className="pnr-recent__item">
              <Link to={e.path} className="pnr-recent__link">
                <span className="pnr-recent__pnr">PNR {e.pnr}</span>
                {e.summary ? <span className="pnr-recent__summary">{e.summary}</span> : null}
              </Link>
              <button
                type="button"
                className="link-button pnr-recent__remove"
                aria-label={fill(t.recentRemoveLabel, { pnr: e.pnr })}
                onClick={() => {
                  remove(e.pnr);
                  setAnnouncement(fill(t.recentRemoved, { pnr: e.pnr }));
                  heading.current?.focus();
                }}
              >
                {t.remove}
              </button>
            </li>
          ))}
        </ul>
      )}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </section>
  );
}
