import { useEffect, useRef } from "react";
import { useFetcher, useLocation, useNavigate } from "react-router";
import type { ResultsMessages } from "../../i18n/results.ts";
import { translated, useMessages } from "../../lib/i18n.ts";
import type { SmartFilterAnswer } from "./filter-params.ts";

/**
 * The smart filter box (spec §2 "a natural-language prompt turned into filters
 * and chips, with the fallback message when nothing is understood"; §4 states
 * fetching, success, error). It posts to the results route's action, which
 * asks the API's parser and answers with the results URL carrying the merged
 * filters. With JavaScript (a fetcher; the `js` field says so) the box goes
 * to that URL itself and shows the parser's chips; without it the action
 * redirects there. When nothing is understood the fallback message is shown
 * and the prompt stays in the box.
 */

export function SmartFilter({
  stations,
  hydrated,
  initial,
}: {
  /** `CODE|Name` of the results' stations, sent with the prompt. */
  stations: string[];
  hydrated: boolean;
  /** The action's answer to a form posted without JavaScript. */
  initial?: SmartFilterAnswer | undefined;
}) {
  const t = useMessages<ResultsMessages>();
  const fetcher = useFetcher<SmartFilterAnswer>();
  const navigate = useNavigate();
  const location = useLocation();
  const handled = useRef<SmartFilterAnswer | null>(null);
  const answer = fetcher.data ?? initial;
  useEffect(() => {
    const a = fetcher.data;
    if (a?.href && handled.current !== a) {
      handled.current = a;
      navigate(a.href, { preventScrollReset: true });
    }
  }, [fetcher.data, navigate]);
  const busy = fetcher.state !== "idle";
  const here = `${location.pathname}${location.search}`;
  const showChips = Boolean(answer?.understood && answer.href === here && answer.chips.length);

  return (
    <fetcher.Form method="post" className="smart-filter">
      <input type="hidden" name="intent" value="smart-filter" />
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}
      {stations.map((s) => (
        <input key={s} type="hidden" name="station" value={s} />
      ))}
      <label className="smart-filter__label" htmlFor="smart-filter-prompt">
        {t.smartLabel}
      </label>
      <div className="smart-filter__row">
        <input
          id="smart-filter-prompt"
          className="smart-filter__input"
          name="prompt"
          type="text"
          required
          maxLength={500}
          autoComplete="off"
          defaultValue={answer?.prompt ?? ""}
          placeholder={t.smartPlaceholder}
          aria-describedby="smart-filter-status"
        />
        <button
          type="submit"
          className="result-button result-button--primary"
          aria-disabled={busy || undefined}
        >
          {t.smartFilter}
        </button>
      </div>
      <div id="smart-filter-status" className="smart-filter__status" role="status">
        {busy ? (
          t.smartReading
        ) : answer?.message ? (
          <p className="smart-filter__message">{translated(t, answer.message)}</p>
        ) : showChips && answer ? (
          <>
            <span>{t.smartUnderstood}</span>
            <ul className="smart-filter__chips">
              {answer.chips.map((c) => (
                <li key={c} className="smart-filter__chip">
                  {c}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
      {!busy && answer?.error ? (
        <p className="smart-filter__error" role="alert">
          {answer.error}
        </p>
      ) : null}
    </fetcher.Form>
  );
}
