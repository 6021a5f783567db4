import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { Combobox } from "../../components/ui/combobox.tsx";
import {
  distanceWords,
  type NearbyOption,
  type StationLookup,
  stationLookupUrl,
  TYPEAHEAD_DEBOUNCE_MS,
} from "./lookup.ts";
import { SEARCH_MESSAGES } from "./messages.ts";
import { type StationOption, stationLabel } from "./station-match.ts";

/**
 * The enhanced station picker (lazy chunk): the shared combobox fed by the
 * home route's typeahead lookup, debounced, with the popular stations as
 * suggestions while the box is empty and, once a station is chosen, the
 * stations near it (Down arrow or focus opens them; each says how far).
 */
export interface StationValue {
  text: string;
  code: string;
  name: string;
}

export interface StationComboboxProps {
  id: string;
  name: string;
  label: string;
  value: StationValue;
  onChange: (value: StationValue) => void;
  suggestions: readonly StationOption[];
  describedBy?: string | undefined;
  invalid?: boolean;
  autoFocus?: boolean;
  onFocus?: () => void;
  /** The served stations near the chosen one, listed while it is shown. */
  nearby?: readonly NearbyOption[];
  /** In the page's language (ADR 028). */
  placeholder?: string;
}

const isNearby = (item: StationOption): item is NearbyOption => "distanceKm" in item;

export default function StationCombobox({
  id,
  name,
  label,
  value,
  onChange,
  suggestions,
  describedBy,
  placeholder = "Station name or code",
  invalid,
  autoFocus,
  onFocus,
  nearby = [],
}: StationComboboxProps) {
  const fetcher = useFetcher<StationLookup>();
  const [asked, setAsked] = useState("");
  const timer = useRef<number | undefined>(undefined);
  // Downshift reports the chosen item, then its text, in one go: the text must not clear the choice.
  const chosenLabel = useRef("");
  useEffect(() => {
    if (!value.code) chosenLabel.current = "";
  }, [value.code]);
  const query = value.text.trim();
  const chosen = value.code ? { code: value.code, name: value.name } : null;
  const showingChosen = chosen !== null && value.text === stationLabel(chosen);

  useEffect(() => {
    window.clearTimeout(timer.current);
    if (!query || showingChosen) return;
    timer.current = window.setTimeout(() => {
      setAsked(query);
      fetcher.load(stationLookupUrl(query));
    }, TYPEAHEAD_DEBOUNCE_MS);
    return () => window.clearTimeout(timer.current);
  }, [query, showingChosen, fetcher.load]);

  const answered = fetcher.data?.kind === "stations" ? fetcher.data : null;
  let items: readonly StationOption[];
  if (showingChosen) items = nearby;
  else if (!query) items = suggestions;
  else items = answered?.stations ?? [];
  const loading =
    query.length > 0 &&
    !showingChosen &&
    (fetcher.state !== "idle" || asked !== query || answered?.query !== query);

  return (
    <Combobox<StationOption>
      id={id}
      name={name}
      label={label}
      className="station-picker"
      inputValue={value.text}
      onInputValueChange={(text) => {
        if (text === chosenLabel.current || (chosen && text === stationLabel(chosen))) return;
        chosenLabel.current = "";
        onChange({ text, code: "", name: "" });
      }}
      items={items}
      selectedItem={chosen}
      onSelectedItemChange={(item) => {
        if (!item) return;
        chosenLabel.current = stationLabel(item);
        onChange({ text: stationLabel(item), code: item.code, name: item.name });
      }}
      itemToString={(item) => (item ? stationLabel(item) : "")}
      itemToKey={(item) => item.code}
      renderItem={(item) => (
        <>
          <span className="combobox__name">{item.name}</span>
          <span className="combobox__code">{item.code}</span>
          {isNearby(item) && chosen ? (
            <span className="combobox__place">
              {distanceWords(item.distanceKm)} from {chosen.name}
            </span>
          ) : item.city || item.state ? (
            <span className="combobox__place">
              {[item.city, item.state].filter(Boolean).join(", ")}
            </span>
          ) : null}
        </>
      )}
      loading={loading}
      // A chosen station without neighbours is no failed search: nothing to say.
      emptyText={showingChosen ? "" : SEARCH_MESSAGES.noStation}
      countText={(n) =>
        showingChosen && chosen
          ? `${n} station${n === 1 ? "" : "s"} near ${chosen.name}`
          : `${n} station${n === 1 ? "" : "s"} found`
      }
      describedBy={describedBy}
      invalid={invalid ?? false}
      placeholder={placeholder}
      autoFocus={autoFocus ?? false}
      {...(onFocus ? { onFocus } : {})}
    />
  );
}
