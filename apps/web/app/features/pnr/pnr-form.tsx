import { useEffect, useRef } from "react";
import { Form, useLocation, useNavigation } from "react-router";
import type { PnrMessages } from "../../i18n/pnr.ts";
import { useLocale, useMessages } from "../../lib/i18n.ts";
import { translatedPattern } from "../../lib/i18n-patterns.ts";

/**
 * The PNR form: a labelled 10-digit field and a submit button, a plain GET
 * form to `/trains/check-pnr` (its loader checks the PNR and redirects to the
 * status page), so it works before JavaScript loads. An error shows beside the
 * field, is announced (role=alert) and takes the focus; the typed value stays.
 */
export function PnrForm({
  defaultValue = "",
  error,
  id = "pnr-number",
  submitLabel,
}: {
  defaultValue?: string;
  error?: string | null | undefined;
  id?: string;
  submitLabel?: string;
}) {
  const t = useMessages<PnrMessages>();
  const locale = useLocale();
  const input = useRef<HTMLInputElement>(null);
  const location = useLocation();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.location?.pathname === "/trains/check-pnr";
  // A refused PNR (a new answer each submit): focus the field so it can be corrected at once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-run for every new answer (location.key)
  useEffect(() => {
    if (error) input.current?.focus();
  }, [error, location.key]);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <Form method="get" action="/trains/check-pnr" className="form pnr-form" noValidate>
      {/* A page in Hindi by its URL (?lang=hi) answers in Hindi too. */}
      {locale === "en" ? null : <input type="hidden" name="lang" value={locale} />}
      <div className="form-field">
        <label className="form-field__label" htmlFor={id}>
          {t.pnrNumber}
        </label>
        <input
          ref={input}
          id={id}
          name="pnr"
          className="form-field__control pnr-form__input"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          pattern="[0-9]*"
          maxLength={14}
          spellCheck={false}
          // biome-ignore lint/a11y/noAutofocus: moves focus to an error, as after a submit with JavaScript
          autoFocus={Boolean(error)}
          defaultValue={defaultValue}
          key={`${location.key}:${defaultValue}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${errorId} ${hintId}` : hintId}
        />
        {error ? (
          <p id={errorId} className="form-field__error" role="alert">
            {translatedPattern(t, error)}
          </p>
        ) : null}
        <p id={hintId} className="form-field__hint">
          {t.pnrHint}
        </p>
      </div>
      <div className="form-actions">
        <button type="submit" className="button" disabled={busy}>
          {busy ? t.checking : (submitLabel ?? t.checkPnrStatus)}
        </button>
      </div>
    </Form>
  );
}
