import type { Locale } from "@safar/contracts/locale";
import type { IsoDate } from "@safar/domain/ist";
import { Suspense, useEffect, useId, useRef, useState, useSyncExternalStore } from "react";
import { Form, Link, useFetcher, useNavigate } from "react-router";
import { Icon } from "../../components/ui/icon.tsx";
import type { LiveMessages } from "../../i18n/live-status.ts";
import { lazyWithRetry } from "../../lib/chunk-retry.ts";
import { fill, translated, useLocale, useMessages } from "../../lib/i18n.ts";
import { type StopsLookup, stopsLookupUrl } from "./lookup.ts";
import type { TrainValue } from "./train-combobox.tsx";
import {
  liveStatusUrl,
  runDateOptions,
  shortDate,
  type TrainOption,
  trainLabel,
  trainNumberIn,
} from "./view.ts";
import "../../components/ui/forms.css";
import "./live-status.css";

/** The run-date choices, with a date given in the link (e.g. by the PNR page) kept among them. */
function dateOptions(today: IsoDate, given: string, t: LiveMessages, locale: Locale) {
  const options = runDateOptions(today, t, locale);
  if (given && !options.some((o) => o.value === given)) {
    options.push({ value: given, label: shortDate(given, locale) });
  }
  return options;
}

const TrainCombobox = lazyWithRetry(() => import("./train-combobox.tsx"));

const noopSubscribe = () => () => undefined;
/** False on the server and while hydrating, true once the page is interactive. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noopSubscribe,
    () => true,
    () => false,
  );
}

export interface LiveStatusFormValues {
  /** What was typed (or the chosen train's label). */
  train: string;
  trainNumber: string;
  trainName: string;
  date: string;
  station: string;
}

export const EMPTY_FORM: LiveStatusFormValues = {
  train: "",
  trainNumber: "",
  trainName: "",
  date: "",
  station: "",
};

/**
 * The live-status search (spec §2 `/trains/check-lts`): a GET form to
 * `/trains/liveTrainStatus` that works without JavaScript (a plain text box
 * the page resolves: a 5-digit number or a name); once the page is
 * interactive, the train box becomes a combobox of matching trains and the
 * boarding station a choice among the chosen train's stops.
 */
export function LiveStatusForm({
  today,
  initial = EMPTY_FORM,
  stops,
  error,
  matches,
  submitLabel,
}: {
  today: IsoDate;
  initial?: LiveStatusFormValues;
  /** The known train's stops (the boarding station choice). */
  stops?: readonly { code: string; name: string }[] | undefined;
  error?: string | undefined;
  /** Several trains matched the typed name: choose one. */
  matches?: readonly TrainOption[] | undefined;
  submitLabel?: string;
}) {
  const t = useMessages<LiveMessages>();
  const locale = useLocale();
  const uid = useId();
  const ids = {
    train: `lts-train${uid}`,
    date: `lts-date${uid}`,
    station: `lts-station${uid}`,
    error: `lts-error${uid}`,
    stationHint: `lts-station-hint${uid}`,
  };
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const [train, setTrain] = useState<TrainValue>({
    text: initial.trainNumber
      ? trainLabel({ trainNumber: initial.trainNumber, trainName: initial.trainName })
      : initial.train,
    trainNumber: initial.trainNumber,
    trainName: initial.trainName,
  });
  const [date, setDate] = useState(initial.date);
  const [station, setStation] = useState(initial.station);
  const stopsFetcher = useFetcher<StopsLookup>();

  // A train chosen in the combobox: fetch its stops for the boarding station.
  const knownNumber = train.trainNumber;
  const initialNumber = initial.trainNumber;
  useEffect(() => {
    if (knownNumber && knownNumber !== initialNumber)
      stopsFetcher.load(stopsLookupUrl(knownNumber));
  }, [knownNumber, initialNumber, stopsFetcher.load]);
  const stopOptions =
    knownNumber && knownNumber === initialNumber
      ? stops
      : stopsFetcher.data?.kind === "stops" && stopsFetcher.data.trainNumber === knownNumber
        ? stopsFetcher.data.stops
        : undefined;
  const stationValue = stopOptions?.some((s) => s.code === station) ? station : "";

  // Focus in the plain box when the combobox arrives moves into the combobox.
  const hadFocus = useRef(false);
  const plain = (
    <div className="lts-picker">
      <label className="lts-picker__label" htmlFor={ids.train}>
        {t.trainNumberOrName}
      </label>
      <input
        id={ids.train}
        name="train"
        type="text"
        className="lts-picker__input"
        autoComplete="off"
        spellCheck={false}
        placeholder={t.trainPlaceholder}
        value={train.text}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? ids.error : undefined}
        onChange={(e) => setTrain({ text: e.target.value, trainNumber: "", trainName: "" })}
        onFocus={() => {
          hadFocus.current = true;
        }}
        onBlur={() => {
          hadFocus.current = false;
        }}
      />
    </div>
  );

  return (
    <Form
      method="get"
      action="/trains/liveTrainStatus"
      className="lts-form"
      noValidate
      onSubmit={(event) => {
        const number = train.trainNumber || trainNumberIn(train.text);
        if (!number) return; // the page resolves a typed name
        event.preventDefault();
        navigate(
          liveStatusUrl({
            trainNumber: number,
            ...(date ? { date } : {}),
            ...(stationValue ? { station: stationValue } : {}),
          }),
        );
      }}
    >
      <div className={error ? "form-field has-error" : "form-field"}>
        {hydrated ? (
          <Suspense fallback={plain}>
            <TrainCombobox
              id={ids.train}
              name="train"
              label={t.trainNumberOrName}
              words={t}
              value={train}
              onChange={setTrain}
              describedBy={error ? ids.error : undefined}
              invalid={Boolean(error)}
              autoFocus={hadFocus.current}
            />
          </Suspense>
        ) : (
          plain
        )}
        {train.trainNumber ? (
          <input type="hidden" name="trainNumber" value={train.trainNumber} />
        ) : null}
        {error ? (
          <p id={ids.error} className="form-field__error lts-form__error" role="alert">
            <Icon name="alert" className="lts-form__error-icon" />
            {translated(t, error)}
          </p>
        ) : null}
      </div>

      {matches && matches.length > 0 ? (
        <div className="lts-matches">
          <h3 className="lts-matches__title">{fill(t.trainsMatch, { n: matches.length })}</h3>
          <ul className="lts-matches__list">
            {matches.map((m) => (
              <li key={m.trainNumber}>
                <Link
                  to={liveStatusUrl({
                    trainNumber: m.trainNumber,
                    ...(initial.date ? { date: initial.date } : {}),
                  })}
                >
                  <strong>{m.trainNumber}</strong> {m.trainName}
                  {m.from ? (
                    <span className="lts-matches__route">
                      {" "}
                      {fill(t.fromTo, { from: m.from, to: m.to })}
                    </span>
                  ) : null}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <div className="lts-form__row">
        <div className="form-field">
          <label className="form-field__label" htmlFor={ids.date}>
            {t.startedOn}
          </label>
          <select
            id={ids.date}
            name="date"
            className="form-field__control"
            value={date}
            onChange={(e) => setDate(e.target.value)}
          >
            {dateOptions(today, initial.date, t, locale).map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
        <div className="form-field">
          <label className="form-field__label" htmlFor={ids.station}>
            {t.boardingOptional}
          </label>
          {stopOptions && stopOptions.length > 0 ? (
            <select
              id={ids.station}
              name="station"
              className="form-field__control"
              value={stationValue}
              onChange={(e) => setStation(e.target.value)}
            >
              <option value="">{t.notChosen}</option>
              {stopOptions.map((s) => (
                <option key={s.code} value={s.code}>
                  {s.name} ({s.code})
                </option>
              ))}
            </select>
          ) : (
            <>
              <select
                id={ids.station}
                className="form-field__control"
                disabled
                aria-describedby={ids.stationHint}
              >
                <option>{t.chooseTrainFirst}</option>
              </select>
              <p id={ids.stationHint} className="form-field__hint">
                {t.stopsAppear}
              </p>
            </>
          )}
        </div>
      </div>
      <div className="form-actions">
        <button type="submit" className="button lts-form__submit">
          {submitLabel ?? t.checkLiveStatus}
        </button>
      </div>
    </Form>
  );
}
