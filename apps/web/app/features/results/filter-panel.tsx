import { useEffect, useRef, useState } from "react";
import { Form, Link, useSubmit } from "react-router";
import type { ResultsMessages } from "../../i18n/results.ts";
import { fill, useMessages } from "../../lib/i18n.ts";
import {
  type ChoiceGroup,
  type FilterPanelData,
  type FormValues,
  initialValues,
  PRICE_MAX_FIELD,
  PRICE_MIN_FIELD,
  type PriceGroup,
  valuesToSearch,
} from "./filter-params.ts";

/**
 * The filter and sort panel of the results screen (spec §2 "Filter and sort
 * sheets: sort, quota, class, price, departure and arrival time, stations,
 * train type", §3 desktop filter fields with the applied count): a sidebar
 * from 992 px, the same form in a bottom sheet below (filter-sheet.tsx).
 *
 * The state lives in the URL. The panel is a GET form whose fields are the
 * codec's keys, so it works without JavaScript ("Apply"; the server reshapes
 * the query). With JavaScript each change navigates at once (the price after
 * a pause) and the loader filters the list. Everything shown (labels, counts,
 * links) comes from the loader as plain data: no Zod in this chunk.
 */

/** How long price typing waits before the list updates. */
const PRICE_DEBOUNCE_MS = 600;

/** False in the server render and the first client render, true once hydrated. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

function GroupHeader({ group }: { group: ChoiceGroup | PriceGroup }) {
  const t = useMessages<ResultsMessages>();
  return (
    <>
      <legend className="filter-group__legend">
        {group.legend}
        {group.applied ? (
          <span className="filter-group__applied">
            <span aria-hidden="true" className="filter-group__dot" />
            <span className="visually-hidden">{t.groupApplied}</span>
          </span>
        ) : null}
      </legend>
      {group.applied ? (
        <Link className="filter-group__clear" to={group.clearHref} preventScrollReset>
          {t.clear}
          <span className="visually-hidden"> {group.legend.toLowerCase()}</span>
        </Link>
      ) : null}
    </>
  );
}

function ChoiceFieldset({
  group,
  idPrefix,
  values,
  onChange,
  noun,
}: {
  group: ChoiceGroup;
  idPrefix: string;
  values: FormValues;
  onChange: (name: string, value: string, checked: boolean, kind: "radio" | "checkbox") => void;
  noun: FilterPanelData["noun"];
}) {
  const chosen = values[group.name] ?? [];
  const t = useMessages<ResultsMessages>();
  return (
    <fieldset className="filter-group" id={`${idPrefix}-${group.id}`}>
      <GroupHeader group={group} />
      <ul className="filter-options">
        {group.options.map((o) => {
          const id = `${idPrefix}-${group.id}-${o.value || "any"}`;
          const checked =
            group.kind === "radio" ? (chosen[0] ?? "") === o.value : chosen.includes(o.value);
          return (
            <li key={o.value} className="filter-option">
              <input
                id={id}
                type={group.kind}
                name={group.name}
                value={o.value}
                checked={checked}
                onChange={(event) =>
                  onChange(group.name, o.value, event.currentTarget.checked, group.kind)
                }
              />
              <label htmlFor={id}>
                <span className="filter-option__label">{o.label}</span>
                {o.count === null ? null : (
                  <>
                    <span className="visually-hidden">, </span>
                    <span className="filter-option__count">
                      {o.count}
                      <span className="visually-hidden">
                        {" "}
                        {o.count === 1 ? (noun?.one ?? t.trainOne) : (noun?.many ?? t.trainMany)}
                      </span>
                    </span>
                  </>
                )}
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

function PriceFieldset({
  group,
  idPrefix,
  values,
  onChange,
}: {
  group: PriceGroup;
  idPrefix: string;
  values: FormValues;
  onChange: (field: string, value: string) => void;
}) {
  const hint = `${idPrefix}-price-hint`;
  const t = useMessages<ResultsMessages>();
  const field = (name: string, label: string, placeholder: number | null) => {
    const id = `${idPrefix}-${name}`;
    return (
      <div className="filter-price__field">
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          name={name}
          type="number"
          inputMode="numeric"
          min={0}
          max={1_000_000}
          step={1}
          value={values[name]?.[0] ?? ""}
          placeholder={placeholder === null ? undefined : String(placeholder)}
          aria-describedby={group.rangeLabel ? hint : undefined}
          onChange={(event) => onChange(name, event.currentTarget.value)}
        />
      </div>
    );
  };
  return (
    <fieldset className="filter-group" id={`${idPrefix}-price`}>
      <GroupHeader group={group} />
      <div className="filter-price">
        {field(PRICE_MIN_FIELD, t.lowestFare, group.floor)}
        {field(PRICE_MAX_FIELD, t.highestFare, group.ceil)}
      </div>
      {group.rangeLabel ? (
        <p className="filter-group__hint" id={hint}>
          {group.rangeLabel}
        </p>
      ) : null}
    </fieldset>
  );
}

/**
 * The panel's form. `idPrefix` keeps ids unique when the sidebar and the
 * sheet are both in the page.
 */
export function FilterForm({
  panel,
  idPrefix,
  hydrated,
}: {
  panel: FilterPanelData;
  idPrefix: string;
  hydrated: boolean;
}) {
  const submit = useSubmit();
  const t = useMessages<ResultsMessages>();
  const [values, setValues] = useState<FormValues>(() => initialValues(panel));
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // New loader data (a navigation, a chip removed, back/forward): show what the URL says.
  useEffect(() => {
    clearTimeout(timer.current);
    setValues(initialValues(panel));
  }, [panel]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const go = (next: FormValues) => {
    clearTimeout(timer.current);
    submit(valuesToSearch(panel, next), {
      method: "get",
      action: panel.action,
      preventScrollReset: true,
    });
  };
  const onChoice = (name: string, value: string, checked: boolean, kind: "radio" | "checkbox") => {
    const current = values[name] ?? [];
    const list =
      kind === "radio"
        ? [value]
        : checked
          ? [...current.filter((v) => v !== value), value]
          : current.filter((v) => v !== value);
    const next = { ...values, [name]: list };
    setValues(next);
    go(next);
  };
  const onPrice = (field: string, value: string) => {
    const next = { ...values, [field]: value === "" ? [] : [value] };
    setValues(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => go(next), PRICE_DEBOUNCE_MS);
  };

  return (
    <Form
      method="get"
      action={panel.action}
      className="filter-form"
      aria-label={t.sortAndFilterTrains}
      onSubmit={(event) => {
        event.preventDefault();
        go(values);
      }}
    >
      {panel.hidden.map(([k, v]) => (
        <input key={`${k}=${v}`} type="hidden" name={k} value={v} />
      ))}
      <div className="filter-form__head">
        <p className="filter-form__count">
          {panel.appliedCount > 0
            ? fill(panel.appliedCount === 1 ? t.appliedOne : t.appliedMany, {
                n: panel.appliedCount,
              })
            : t.noFiltersApplied}
        </p>
        {panel.appliedCount > 0 ? (
          <Link className="filter-group__clear" to={panel.clearAllHref} preventScrollReset>
            {t.clearAll}
            <span className="visually-hidden">{t.clearAllHidden}</span>
          </Link>
        ) : null}
      </div>
      {panel.groups.map((g) =>
        g.kind === "price" ? (
          <PriceFieldset
            key={g.id}
            group={g}
            idPrefix={idPrefix}
            values={values}
            onChange={onPrice}
          />
        ) : g.options.length > 0 ? (
          <ChoiceFieldset
            key={g.id}
            group={g}
            idPrefix={idPrefix}
            values={values}
            onChange={onChoice}
            noun={panel.noun}
          />
        ) : null,
      )}
      <div className="filter-form__actions">
        {hydrated ? null : (
          <button type="submit" className="result-button result-button--primary">
            {t.apply}
          </button>
        )}
      </div>
    </Form>
  );
}

/** The desktop sidebar (always shown from 992 px; below it, the form when JavaScript is off). */
export function FilterSidebar({ panel, hydrated }: { panel: FilterPanelData; hydrated: boolean }) {
  const t = useMessages<ResultsMessages>();
  return (
    <aside
      id="filters"
      className={`results-layout__aside filter-sidebar${hydrated ? " filter-sidebar--js" : ""}`}
      aria-label={t.filtersTitle}
    >
      <h2 className="filter-sidebar__title">{t.filtersTitle}</h2>
      <FilterForm panel={panel} idPrefix="side" hydrated={hydrated} />
    </aside>
  );
}

/** The applied filters above the list, each removable, and "Clear all". */
export function AppliedChips({ panel }: { panel: FilterPanelData }) {
  const t = useMessages<ResultsMessages>();
  if (panel.chips.length === 0) return null;
  return (
    <div className="applied-chips">
      <h2 className="visually-hidden">{t.appliedFilters}</h2>
      <ul className="applied-chips__list">
        {panel.chips.map((c) => (
          <li key={c.label}>
            <Link className="applied-chip" to={c.href} preventScrollReset>
              <span>{c.label}</span>
              <span aria-hidden="true" className="applied-chip__x">
                ×
              </span>
              <span className="visually-hidden">{t.removeHidden}</span>
            </Link>
          </li>
        ))}
      </ul>
      {panel.appliedCount > 0 ? (
        <Link className="applied-chips__clear" to={panel.clearAllHref} preventScrollReset>
          {t.clearAll}
          <span className="visually-hidden">{t.clearAllHidden}</span>
        </Link>
      ) : null}
    </div>
  );
}
