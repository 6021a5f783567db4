import { type RefObject, useEffect, useId, useState } from "react";
import { useFetcher } from "react-router";
import { Icon } from "../../components/ui/icon.tsx";
import { Sheet } from "../../components/ui/sheet.tsx";
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
}: StationBrowserProps) {
  const fetcher = useFetcher<StateLookup>();
  const [state, setState] = useState("");
  const selectId = useId();
  const listId = useId();

  useEffect(() => {
    if (state) fetcher.load(stateLookupUrl(state));
  }, [state, fetcher.load]);

  const data = fetcher.data?.kind === "state" && fetcher.data.state === state ? fetcher.data : null;
  const loading = Boolean(state) && (fetcher.state !== "idle" || data === null);

  return (
    <Sheet
      open={open}
      title="Edit journey"
      side="right"
      onClose={onClose}
      closeLabel="Close edit journey"
      className="station-browser"
      returnFocusRef={returnFocusRef}
    >
      <section className="station-browser__journey" aria-label="Your journey">
        <dl className="station-browser__pair">
          <div>
            <dt>From</dt>
            <dd>{from.name || from.text || "Not chosen"}</dd>
          </div>
          <div>
            <dt>To</dt>
            <dd>{to.name || to.text || "Not chosen"}</dd>
          </div>
        </dl>
        <button
          type="button"
          className="icon-button station-browser__swap"
          aria-label="Swap From and To stations"
          onClick={onSwap}
        >
          <Icon name="swap" />
        </button>
      </section>

      <section aria-labelledby={`${selectId}-title`} className="station-browser__states">
        <h3 id={`${selectId}-title`} className="search-section__title">
          Stations by state
        </h3>
        <label className="search-field__label" htmlFor={selectId}>
          State
        </label>
        <select
          id={selectId}
          className="search-field__control"
          value={state}
          onChange={(e) => setState(e.target.value)}
          aria-controls={listId}
        >
          <option value="">Choose a state</option>
          {(states.length > 0 ? states : INDIAN_STATES).map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
        <div id={listId} aria-live="polite" aria-busy={loading || undefined}>
          {loading ? <p className="search-section__hint">Loading stations…</p> : null}
          {data && data.stations.length === 0 ? (
            <p className="search-section__hint">No Station Found</p>
          ) : null}
          {data && data.stations.length > 0 ? (
            <ul className="state-stations" aria-label={`Stations in ${data.state}`}>
              {data.stations.map((s) => (
                <li key={s.code} className="state-stations__item">
                  <span className="state-stations__name">
                    {s.name} <span className="chip__code">{s.code}</span>
                  </span>
                  <span className="state-stations__actions">
                    <button
                      type="button"
                      className="chip"
                      aria-label={`Set ${s.name} as From`}
                      onClick={() => onPick("from", s)}
                    >
                      From
                    </button>
                    <button
                      type="button"
                      className="chip"
                      aria-label={`Set ${s.name} as To`}
                      onClick={() => onPick("to", s)}
                    >
                      To
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
