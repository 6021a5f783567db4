import { type RefObject, useEffect, useId, useState } from "react";
import { useFetcher } from "react-router";
import { Icon } from "../../components/ui/icon.tsx";
import { Sheet } from "../../components/ui/sheet.tsx";
import type { HomeMessages } from "../../i18n/home.ts";
import type { SearchMessages } from "../../i18n/search.ts";
import { fill, useMessages } from "../../lib/i18n.ts";
import { type StateLookup, stateLookupUrl } from "./lookup.ts";
import type { RecentSearch } from "./recent-searches.ts";
import { RecentSearches } from "./recent-searches-list.tsx";
import { INDIAN_STATES } from "./states.ts";
import type { StationValue } from "./station-combobox.tsx";
import type { StationOption } from "./station-match.ts";

/**
 * The edit-journey panel (spec §2 "Edit-journey panel: from/to, swap,
 * calendar, recent searches, state-wise station lists"), a lazy chunk: a side
 * sheet with the chosen From/To and a swap, the stations of a chosen state
 * (each can be made From or To), and the recent searches. The calendar stays
 * on the form itself.
 */
export interface StationBrowserProps {
  open: boolean;
  onClose: () => void;
  returnFocusRef: RefObject<HTMLButtonElement | null>;
  from: StationValue;
  to: StationValue;
  onSwap: () => void;
  onPick: (target: "from" | "to", station: StationOption) => void;
  recent: readonly RecentSearch[];
  onRunRecent: (search: RecentSearch) => void;
  /** The states to choose from (the API's list; a fixed list if it could not be read). */
  states: readonly string[];
  /** The states' names in the page's language (the loader's; English pages have none). */
  stateNames?: Readonly<Record<string, string>>;
}

export default function StationBrowser({
  open,
  onClose,
  returnFocusRef,
  from,
  to,
  onSwap,
  onPick,
  recent,
  onRunRecent,
  states,
  stateNames = {},
}: StationBrowserProps) {
  const fetcher = useFetcher<StateLookup>();
  const [state, setState] = useState("");
  const selectId = useId();
  const listId = useId();
  const t = useMessages<HomeMessages & SearchMessages>();

  useEffect(() => {
    if (state) fetcher.load(stateLookupUrl(state));
  }, [state, fetcher.load]);

  const data = fetcher.data?.kind === "state" && fetcher.data.state === state ? fetcher.data : null;
  const loading = Boolean(state) && (fetcher.state !== "idle" || data === null);

  return (
    <Sheet
      open={open}
      title={t.editJourneyTitle}
      side="right"
      onClose={onClose}
      closeLabel={t.closeEditJourney}
      className="station-browser"
      returnFocusRef={returnFocusRef}
    >
      <section className="station-browser__journey" aria-label={t.yourJourney}>
        <dl className="station-browser__pair">
          <div>
            <dt>{t.from}</dt>
            <dd>{from.name || from.text || t.notChosen}</dd>
          </div>
          <div>
            <dt>{t.to}</dt>
            <dd>{to.name || to.text || t.notChosen}</dd>
          </div>
        </dl>
        <button
          type="button"
          className="icon-button station-browser__swap"
          aria-label={t.swap}
          onClick={onSwap}
        >
          <Icon name="swap" />
        </button>
      </section>

      <section aria-labelledby={`${selectId}-title`} className="station-browser__states">
        <h3 id={`${selectId}-title`} className="search-section__title">
          {t.stationsByState}
        </h3>
        <label className="search-field__label" htmlFor={selectId}>
          {t.state}
        </label>
        <select
          id={selectId}
          className="search-field__control"
          value={state}
          onChange={(e) => setState(e.target.value)}
          aria-controls={listId}
        >
          <option value="">{t.chooseState}</option>
          {(states.length > 0 ? states : INDIAN_STATES).map((s) => (
            <option key={s} value={s}>
              {stateNames[s] ?? s}
            </option>
          ))}
        </select>
        <div id={listId} aria-live="polite" aria-busy={loading || undefined}>
          {loading ? <p className="search-section__hint">{t.loadingStations}</p> : null}
          {data && data.stations.length === 0 ? (
            <p className="search-section__hint">{t["No Station Found"]}</p>
          ) : null}
          {data && data.stations.length > 0 ? (
            <ul
              className="state-stations"
              aria-label={fill(t.stationsIn, { state: stateNames[data.state] ?? data.state })}
            >
              {data.stations.map((s) => (
                <li key={s.code} className="state-stations__item">
                  <span className="state-stations__name">
                    {s.name} <span className="chip__code">{s.code}</span>
                  </span>
                  <span className="state-stations__actions">
                    <button
                      type="button"
                      className="chip"
                      aria-label={fill(t.setAsFrom, { name: s.name })}
                      onClick={() => onPick("from", s)}
                    >
                      {t.from}
                    </button>
                    <button
                      type="button"
                      className="chip"
                      aria-label={fill(t.setAsTo, { name: s.name })}
                      onClick={() => onPick("to", s)}
                    >
                      {t.to}
                    </button>
                  </span>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </section>

      <RecentSearches list={recent} onRun={onRunRecent} headingLevel={3} />
    </Sheet>
  );
}
