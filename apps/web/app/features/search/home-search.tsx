import {
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import { Form, useNavigation } from "react-router";
import { Icon } from "../../components/ui/icon.tsx";
import type { SearchMessages } from "../../i18n/search.ts";
import { lazyWithRetry } from "../../lib/chunk-retry.ts";
import { formatJourneyDate } from "../../lib/dates.ts";
import { translated, useLocale, useMessages } from "../../lib/i18n.ts";
import type { HomeData, SearchActionResult } from "./home-data.ts";
import { alternatesKey, type NearbyOption } from "./lookup.ts";
import { AlternateRoutes, NearbyChips, useAlternates, useNearby } from "./nearby-stations.tsx";
import { type RecentSearch, readRecentSearches, saveRecentSearch } from "./recent-searches.ts";
import { RecentSearches } from "./recent-searches-list.tsx";
import { recentFromResultsPath } from "./results-url.ts";
import type { SearchErrors, SearchFormValues } from "./search-form.schema.ts";
import type { StationValue } from "./station-combobox.tsx";
import { type StationOption, stationLabel } from "./station-match.ts";
import { UseMyLocation } from "./use-location.tsx";
import "../../styles/search.css";

const StationCombobox = lazyWithRetry(() => import("./station-combobox.tsx"));
const DatePickerDialog = lazyWithRetry(() => import("../../components/ui/date-picker.tsx"));
const StationBrowser = lazyWithRetry(() => import("./station-browser.tsx"));

const noopSubscribe = () => () => undefined;
/** False on the server and while hydrating, true once the page is interactive. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noopSubscribe,
    () => true,
    () => false,
  );
}

/** True once the page has been idle after hydration: time to fetch the enhanced controls. */
function useIdleAfterHydration(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === "function") {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout: 1500 });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = window.setTimeout(() => setIdle(true), 300);
    return () => window.clearTimeout(handle);
  }, []);
  return idle;
}

type Target = "from" | "to";

const errorId = (field: keyof SearchErrors) => `search-${field}-error`;
const FIELD_IDS = { from: "search-from", to: "search-to", date: "search-date" } as const;

function initialStation(text: string, code: string, name: string | undefined): StationValue {
  if (code && name) return { text: stationLabel({ code, name }), code, name };
  return { text, code: "", name: "" };
}

export interface HomeSearchProps {
  home: HomeData;
  /** Today's IST date, from the server (the calendar marks it). */
  today: string;
  /** The date the form starts on: today, or tomorrow late in the evening (`defaultJourneyDate`). */
  defaultDate: string;
  result: SearchActionResult | undefined;
}

/**
 * The train search of the home screen (spec §2 Home, §3 Home): the form
 * (From/To pickers, swap, date, class, quota), recent searches, popular
 * stations and the edit-journey panel with state-wise station lists.
 *
 * The form is a real POST form handled by the route action, so it works
 * before (or without) JavaScript: plain text inputs and a native date input.
 * After hydration the combobox and calendar chunks replace them.
 */
export function HomeSearch({ home, today, defaultDate, result }: HomeSearchProps) {
  const hydrated = useHydrated();
  const idle = useIdleAfterHydration();
  const values = result?.values;
  const [from, setFrom] = useState<StationValue>(() =>
    initialStation(values?.from ?? "", values?.fromCode ?? "", result?.stationNames?.from),
  );
  const [to, setTo] = useState<StationValue>(() =>
    initialStation(values?.to ?? "", values?.toCode ?? "", result?.stationNames?.to),
  );
  const [date, setDate] = useState(values?.date || defaultDate);
  const [quota, setQuota] = useState(values?.quota ?? "GN");
  const [trainClass, setTrainClass] = useState(values?.class ?? "");
  const [lastTarget, setLastTarget] = useState<Target>("from");
  const [announcement, setAnnouncement] = useState("");
  const [recent, setRecent] = useState<RecentSearch[]>([]);
  const [browserOpen, setBrowserOpen] = useState(false);
  const browseButton = useRef<HTMLButtonElement>(null);
  const t = useMessages<SearchMessages>();
  // The action answers the spec's English messages: shown in the page's language.
  const answeredErrors = result?.errors ?? {};
  const errors: SearchErrors = Object.fromEntries(
    Object.entries(answeredErrors).map(([field, text]) => [field, text && translated(t, text)]),
  );
  const firstError = (["from", "to", "date"] as const).find((f) => errors[f]);
  // Nearby and alternate stations of what is chosen now (the server's answer before JavaScript).
  const answered = result?.values;
  const fromNearby = useNearby(
    from.code,
    answered && result?.nearby ? { code: answered.fromCode, stations: result.nearby.from } : null,
  );
  const toNearby = useNearby(
    to.code,
    answered && result?.nearby ? { code: answered.toCode, stations: result.nearby.to } : null,
  );
  const alternates = useAlternates(
    from.code && to.code && from.code !== to.code && date
      ? { from: from.code, to: to.code, date, quota }
      : null,
    answered && result?.alternates
      ? {
          key: alternatesKey({
            from: answered.fromCode,
            to: answered.toCode,
            date: answered.date,
            quota: answered.quota,
          }),
          routes: result.alternates,
        }
      : null,
  );

  // A new action answer (a swap without JavaScript, or errors) resets the fields to it.
  useEffect(() => {
    if (!result) return;
    const v = result.values;
    setFrom(initialStation(v.from, v.fromCode, result.stationNames?.from));
    setTo(initialStation(v.to, v.toCode, result.stationNames?.to));
    if (v.date) setDate(v.date);
    setQuota(v.quota);
    setTrainClass(v.class);
  }, [result]);

  // Focus the first field in error, so the message is read with its label.
  useEffect(() => {
    const first = (["from", "to", "date"] as const).find((f) => result?.errors[f]);
    if (!first) return;
    document.getElementById(FIELD_IDS[first])?.focus();
  }, [result]);

  useEffect(() => setRecent(readRecentSearches(new Date())), []);

  // The search is saved when the action's redirect to the results starts loading (spec §3 recent search).
  const navigation = useNavigation();
  useEffect(() => {
    if (navigation.state !== "loading" || !navigation.formMethod) return;
    const saved = recentFromResultsPath(navigation.location.pathname);
    if (saved) setRecent(saveRecentSearch(saved, new Date()));
  }, [navigation.state, navigation.formMethod, navigation.location]);

  const fill = (target: Target, station: StationOption) => {
    const value = { text: stationLabel(station), code: station.code, name: station.name };
    if (target === "from") setFrom(value);
    else setTo(value);
    setAnnouncement(`${target === "from" ? "From" : "To"}: ${station.name}`);
  };
  const fillNext = (station: StationOption) => {
    const target: Target = lastTarget === "to" || (from.text && !to.text) ? "to" : "from";
    fill(target, station);
    setLastTarget(target === "from" ? "to" : "from");
  };
  const pickPair = (pair: { from: StationOption; to: StationOption }) => {
    setFrom({ text: stationLabel(pair.from), code: pair.from.code, name: pair.from.name });
    setTo({ text: stationLabel(pair.to), code: pair.to.code, name: pair.to.name });
    setAnnouncement(`From: ${pair.from.name}. To: ${pair.to.name}.`);
  };
  const swap = () => {
    setFrom(to);
    setTo(from);
    setAnnouncement(
      `Swapped. From: ${to.name || to.text || "empty"}. To: ${from.name || from.text || "empty"}.`,
    );
  };

  const busy = navigation.state === "submitting" && navigation.formMethod === "POST";

  return (
    <>
      <section className="search-card" aria-labelledby="search-title">
        <h2 id="search-title" className="search-card__title">
          {t.searchTrains}
        </h2>
        <Form method="post" className="search-form" noValidate aria-describedby="search-status">
          <div className="search-form__stations">
            <StationField
              id={FIELD_IDS.from}
              name="from"
              codeName="fromCode"
              label={t.from}
              placeholder={t.stationPlaceholder}
              value={from}
              onChange={setFrom}
              error={errors.from}
              enhanced={hydrated && idle}
              suggestions={home.popularStations}
              onFocus={() => setLastTarget("from")}
              autoFocusPlain={firstError === "from"}
              nearby={fromNearby}
            />
            <button
              type="submit"
              name="intent"
              value="swap"
              formNoValidate
              className="icon-button search-form__swap"
              aria-label={t.swap}
              onClick={(event) => {
                if (!hydrated) return;
                event.preventDefault();
                swap();
              }}
            >
              <Icon name="swap" />
            </button>
            <StationField
              id={FIELD_IDS.to}
              name="to"
              codeName="toCode"
              label={t.to}
              placeholder={t.stationPlaceholder}
              value={to}
              onChange={setTo}
              error={errors.to}
              enhanced={hydrated && idle}
              suggestions={home.popularStations}
              onFocus={() => setLastTarget("to")}
              autoFocusPlain={firstError === "to"}
              nearby={toNearby}
            />
          </div>
          {/* Below both fields, so the swap button keeps its place between them. */}
          {from.code ? (
            <NearbyChips
              target="from"
              label="From"
              of={from.name}
              stations={fromNearby}
              hydrated={hydrated}
              onPick={(s) => fill("from", s)}
            />
          ) : null}
          {to.code ? (
            <NearbyChips
              target="to"
              label="To"
              of={to.name}
              stations={toNearby}
              hydrated={hydrated}
              onPick={(s) => fill("to", s)}
            />
          ) : null}
          <UseMyLocation ready={hydrated} onPick={(s) => fill("from", s)} />
          <AlternateRoutes routes={alternates} hydrated={hydrated} onPick={pickPair} />
          <div className="search-form__row">
            <DateField
              value={date}
              onChange={setDate}
              home={home}
              today={today}
              error={errors.date}
              enhanced={hydrated}
              autoFocusPlain={firstError === "date"}
            />
            <div className="search-field">
              <label className="search-field__label" htmlFor="search-class">
                {t.trainClass}
              </label>
              <select
                id="search-class"
                name="class"
                className="search-field__control"
                value={trainClass}
                onChange={(e) => setTrainClass(e.target.value as SearchFormValues["class"])}
              >
                <option value="">{t.allClasses}</option>
                {home.classes.map((c) => (
                  <option key={c.code} value={c.code}>
                    {c.name} ({c.code})
                  </option>
                ))}
              </select>
            </div>
          </div>
          <fieldset className="search-quota">
            <legend className="search-field__label">{t.quota}</legend>
            <div className="search-quota__options">
              {home.quotas.map((q) => (
                <label key={q.code} className="search-quota__option">
                  <input
                    type="radio"
                    name="quota"
                    value={q.code}
                    checked={quota === q.code}
                    onChange={() => setQuota(q.code as SearchFormValues["quota"])}
                  />
                  <span>{q.name}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <button type="submit" name="intent" value="search" className="button search-form__submit">
            {busy ? t.searching : t.searchTrains}
          </button>
          <p id="search-status" className="visually-hidden" role="status">
            {announcement}
          </p>
        </Form>
        <div className="search-card__more">
          <button
            ref={browseButton}
            type="button"
            className="button button--secondary search-card__browse"
            aria-haspopup="dialog"
            disabled={!hydrated}
            onClick={() => setBrowserOpen(true)}
          >
            {t.editJourney}
          </button>
        </div>
      </section>

      <RecentSearches list={recent} onRun={(r) => setRecent(saveRecentSearch(r, new Date()))} />

      {home.popularStations.length > 0 ? (
        <section className="search-section" aria-labelledby="popular-title">
          <h2 id="popular-title" className="search-section__title">
            {t.popular}
          </h2>
          <p className="search-section__hint" id="popular-hint">
            {lastTarget === "to" ? t.popularHintTo : t.popularHintFrom}
          </p>
          <ul className="chip-list" aria-describedby="popular-hint">
            {home.popularStations.map((s) => (
              <li key={s.code}>
                <button
                  type="button"
                  className="chip"
                  disabled={!hydrated}
                  onClick={() => fillNext(s)}
                >
                  {s.name} <span className="chip__code">{s.code}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {browserOpen ? (
        <Suspense fallback={null}>
          <StationBrowser
            open={browserOpen}
            onClose={() => setBrowserOpen(false)}
            returnFocusRef={browseButton}
            from={from}
            to={to}
            onSwap={swap}
            onPick={(target, station) => fill(target, station)}
            recent={recent}
            onRunRecent={(r) => setRecent(saveRecentSearch(r, new Date()))}
            states={home.states}
            {...(home.stateNames ? { stateNames: home.stateNames } : {})}
          />
        </Suspense>
      ) : null}
    </>
  );
}

function StationField({
  id,
  name,
  codeName,
  label,
  value,
  onChange,
  error,
  enhanced,
  suggestions,
  onFocus,
  autoFocusPlain,
  nearby,
  placeholder,
}: {
  placeholder: string;
  /** Server-rendered answers focus the first field in error (no JavaScript needed). */
  autoFocusPlain: boolean;
  /** The served stations near the chosen one (v4/station), also listed by the combobox. */
  nearby: readonly NearbyOption[];
  id: string;
  name: "from" | "to";
  codeName: string;
  label: string;
  value: StationValue;
  onChange: (v: StationValue) => void;
  error: string | undefined;
  enhanced: boolean;
  suggestions: readonly StationOption[];
  onFocus: () => void;
}) {
  const describedBy = error ? errorId(name) : undefined;
  const plainRef = useRef<HTMLInputElement>(null);
  const hadFocus = useRef(false);
  const plain = (
    <div className="station-picker">
      <label className="station-picker__label" htmlFor={id}>
        {label}
      </label>
      <input
        ref={plainRef}
        id={id}
        name={name}
        type="text"
        className="station-picker__input"
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder}
        value={value.text}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        // An answer without JavaScript focuses the first field in error (the message is read with it).
        // biome-ignore lint/a11y/noAutofocus: moves focus to an error, as after a submit with JavaScript
        autoFocus={autoFocusPlain}
        onFocus={() => {
          hadFocus.current = true;
          onFocus();
        }}
        onBlur={() => {
          hadFocus.current = false;
        }}
        onChange={(e) => onChange({ text: e.target.value, code: "", name: "" })}
      />
    </div>
  );
  return (
    <div
      className={
        error
          ? "search-field search-field--station has-error"
          : "search-field search-field--station"
      }
    >
      {enhanced ? (
        <Suspense fallback={plain}>
          <StationCombobox
            id={id}
            name={name}
            label={label}
            value={value}
            onChange={onChange}
            suggestions={suggestions}
            describedBy={describedBy}
            invalid={Boolean(error)}
            autoFocus={hadFocus.current}
            onFocus={onFocus}
            nearby={nearby}
            placeholder={placeholder}
          />
        </Suspense>
      ) : (
        plain
      )}
      <input type="hidden" name={codeName} value={value.code} />
      <FieldError id={errorId(name)} message={error} />
    </div>
  );
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="field-error">
      <Icon name="alert" className="field-error__icon" />
      {message}
    </p>
  );
}

function DateField({
  value,
  onChange,
  home,
  today,
  error,
  enhanced,
  autoFocusPlain,
}: {
  autoFocusPlain: boolean;
  value: string;
  onChange: (date: string) => void;
  home: HomeData;
  today: string;
  error: string | undefined;
  enhanced: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const plain = useRef<HTMLInputElement>(null);
  const field = useRef<HTMLDivElement>(null);
  // The server's plain date input is what a traveller taps while this part's code is on its way
  // (components/deferred.tsx); React drops a click on a part not hydrated yet. What was done to it
  // carries over to the calendar button that replaces it: never a lost tap (issue 23).
  const carried = useRef<"tap" | "focus" | null>(null);
  const swapped = useRef(false);
  /** Once the button is there: focus on it, and a tap opens the calendar. */
  const carryOver = useCallback(() => {
    const kind = carried.current;
    if (kind === null || !swapped.current) return;
    carried.current = null;
    button.current?.focus();
    if (kind === "tap") {
      setWanted(true);
      setOpen(true);
    }
  }, []);
  // Runs as the server's input is hydrated (before the button replaces it): focus on it means
  // it was tapped (or tabbed to) before the code came. A date picked in the browser's own picker
  // meanwhile is kept, and then the calendar need not open.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at hydration
  useLayoutEffect(() => {
    const input = plain.current;
    const wrapper = field.current;
    if (!input || !wrapper) return;
    if (input.value && input.value !== value && input.validity.valid) {
      onChange(input.value);
      if (document.activeElement === input) carried.current = "focus";
    } else if (document.activeElement === input) {
      // Unless the page put it there (an answer's error on the date).
      carried.current = autoFocusPlain ? "focus" : "tap";
    }
    // A press on the input from now on, even the one whose own handling hydrates this part and
    // swaps the input for the button before the press reaches it (React then gives it to no
    // one): a listener of the field's, which stays, sees it on its way down.
    const onPress = (event: Event) => {
      if (event.target !== input) return;
      carried.current = "tap";
      carryOver();
    };
    wrapper.addEventListener("pointerdown", onPress, true);
    return () => wrapper.removeEventListener("pointerdown", onPress, true);
  }, []);
  useLayoutEffect(() => {
    if (!enhanced) return;
    swapped.current = true;
    carryOver();
  }, [enhanced, carryOver]);
  const describedBy = error ? errorId("date") : undefined;
  const t = useMessages<SearchMessages>();
  const locale = useLocale();
  const holiday = home.holidays.find((h) => h.date === value);
  return (
    <div
      ref={field}
      className={
        error ? "search-field search-field--date has-error" : "search-field search-field--date"
      }
    >
      <label className="search-field__label" id="search-date-label" htmlFor={FIELD_IDS.date}>
        {t.journeyDate}
      </label>
      {enhanced ? (
        <>
          <button
            ref={button}
            id={FIELD_IDS.date}
            type="button"
            className="search-field__control date-button"
            aria-haspopup="dialog"
            aria-labelledby="search-date-label search-date-value"
            aria-describedby={describedBy}
            aria-invalid={error ? true : undefined}
            onClick={() => {
              setWanted(true);
              setOpen(true);
            }}
            onPointerEnter={() => setWanted(true)}
            onFocus={() => setWanted(true)}
          >
            <Icon name="calendar" />
            <span id="search-date-value">
              {value ? formatJourneyDate(value, locale) : t.chooseDate}
            </span>
          </button>
          <input type="hidden" name="date" value={value} />
          {holiday ? <p className="search-field__note">{holiday.name}</p> : null}
          {wanted ? (
            <Suspense fallback={null}>
              <DatePickerDialog
                open={open}
                title={t.chooseJourneyDate}
                value={value}
                min={home.window.firstBookableDate}
                max={home.window.lastBookableDate}
                today={today}
                marks={home.holidays}
                markKind={t.holiday}
                onSelect={(date) => {
                  onChange(date);
                  setOpen(false);
                }}
                onClose={() => setOpen(false)}
              />
            </Suspense>
          ) : null}
        </>
      ) : (
        <input
          ref={plain}
          id={FIELD_IDS.date}
          type="date"
          name="date"
          className="search-field__control"
          value={value}
          min={home.window.firstBookableDate}
          max={home.window.lastBookableDate}
          // An answer without JavaScript focuses the first field in error (the message is read with it).
          // biome-ignore lint/a11y/noAutofocus: moves focus to an error, as after a submit with JavaScript
          autoFocus={autoFocusPlain}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          onChange={(e) => onChange(e.target.value)}
          // Hydrated, before the button replaces it (a moment): focus there carries over.
          onFocus={() => {
            carried.current ??= "focus";
          }}
        />
      )}
      <FieldError id={errorId("date")} message={error} />
    </div>
  );
}
