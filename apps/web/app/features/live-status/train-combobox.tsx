import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { Combobox } from "../../components/ui/combobox.tsx";
import type { LiveMessages } from "../../i18n/live-status.ts";
import { fill } from "../../lib/i18n.ts";
import { type TrainLookup, trainLookupUrl } from "./lookup.ts";
import { type TrainOption, trainLabel } from "./view.ts";

/**
 * The enhanced train picker (lazy chunk): the shared WAI-ARIA combobox fed
 * by the live-status home's loader (`/trains/check-lts?trainQuery=`, which
 * asks the trains search by number or name), debounced.
 */
export interface TrainValue {
  text: string;
  /** Set once a train is chosen from the suggestions. */
  trainNumber: string;
  trainName: string;
}

const DEBOUNCE_MS = 150;

export default function TrainCombobox({
  id,
  name,
  label,
  value,
  onChange,
  describedBy,
  invalid,
  autoFocus,
  words: t,
}: {
  /** The page's live-status words. */
  words: LiveMessages;
  id: string;
  name: string;
  label: string;
  value: TrainValue;
  onChange: (value: TrainValue) => void;
  describedBy?: string | undefined;
  invalid?: boolean;
  autoFocus?: boolean;
}) {
  const fetcher = useFetcher<TrainLookup>();
  const [asked, setAsked] = useState("");
  const timer = useRef<number | undefined>(undefined);
  const chosenLabel = useRef("");
  const chosen: TrainOption | null = value.trainNumber
    ? { trainNumber: value.trainNumber, trainName: value.trainName, from: "", to: "" }
    : null;
  const showingChosen = chosen !== null && value.text === trainLabel(chosen);
  const query = value.text.trim();

  useEffect(() => {
    window.clearTimeout(timer.current);
    if (!query || showingChosen) return;
    timer.current = window.setTimeout(() => {
      setAsked(query);
      fetcher.load(trainLookupUrl(query));
    }, DEBOUNCE_MS);
    return () => window.clearTimeout(timer.current);
  }, [query, showingChosen, fetcher.load]);

  const answered = fetcher.data?.kind === "trains" ? fetcher.data : null;
  const items: readonly TrainOption[] = !query || showingChosen ? [] : (answered?.trains ?? []);
  const loading =
    query.length > 0 &&
    !showingChosen &&
    (fetcher.state !== "idle" || asked !== query || answered?.query !== query);

  return (
    <Combobox<TrainOption>
      id={id}
      name={name}
      label={label}
      className="lts-picker"
      inputValue={value.text}
      onInputValueChange={(text) => {
        if (text === chosenLabel.current || (chosen && text === trainLabel(chosen))) return;
        chosenLabel.current = "";
        onChange({ text, trainNumber: "", trainName: "" });
      }}
      items={items}
      selectedItem={chosen}
      onSelectedItemChange={(item) => {
        if (!item) return;
        chosenLabel.current = trainLabel(item);
        onChange({
          text: trainLabel(item),
          trainNumber: item.trainNumber,
          trainName: item.trainName,
        });
      }}
      itemToString={(item) => (item ? trainLabel(item) : "")}
      itemToKey={(item) => item.trainNumber}
      renderItem={(item) => (
        <>
          <span className="combobox__name">{item.trainName}</span>
          <span className="combobox__code">{item.trainNumber}</span>
          {item.from ? (
            <span className="combobox__place">
              {fill(t.comboFromTo, { from: item.from, to: item.to })}
            </span>
          ) : null}
        </>
      )}
      loading={loading}
      emptyText={t.noTrainFound}
      countText={(n) => fill(n === 1 ? t.trainsFoundOne : t.trainsFoundMany, { n })}
      describedBy={describedBy}
      invalid={invalid ?? false}
      placeholder={t.trainPlaceholder}
      autoFocus={autoFocus ?? false}
    />
  );
}
