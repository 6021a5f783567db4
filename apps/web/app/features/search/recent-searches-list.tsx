import { Link } from "react-router";
import type { HomeMessages } from "../../i18n/home.ts";
import { formatJourneyDate } from "../../lib/dates.ts";
import { useLocale, useMessages } from "../../lib/i18n.ts";
import type { RecentSearch } from "./recent-searches.ts";
import { resultsPath } from "./results-url.ts";

/** Recent searches (spec §3): each runs the search again; newest first. */
export function RecentSearches({
  list,
  onRun,
  headingLevel = 2,
}: {
  list: readonly RecentSearch[];
  onRun: (search: RecentSearch) => void;
  headingLevel?: 2 | 3;
}) {
  const t = useMessages<HomeMessages>();
  const locale = useLocale();
  if (list.length === 0) return null;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section className="search-section" aria-labelledby={`recent-title-${headingLevel}`}>
      <Heading id={`recent-title-${headingLevel}`} className="search-section__title">
        {t.recentSearches}
      </Heading>
      <ul className="recent-list">
        {list.map((r) => {
          const href = resultsPath(r.source, r.destination, r.departureDate);
          if (!href) return null;
          return (
            <li key={`${r.source.code}-${r.destination.code}`}>
              <Link to={href} className="recent-list__link" onClick={() => onRun(r)}>
                <span className="recent-list__route">
                  <span className="recent-list__station">{r.source.name}</span>
                  <span className="recent-list__arrow" aria-hidden="true">
                    →
                  </span>
                  <span className="visually-hidden">{t.recentTo}</span>
                  <span className="recent-list__station">{r.destination.name}</span>
                </span>
                <span className="recent-list__date">
                  {formatJourneyDate(r.departureDate, locale)}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
