import { useEffect, useRef } from "react";
import { Form, useLocation, useNavigation } from "react-router";

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
  submitLabel = "Check PNR status",
}: {
  defaultValue?: string;
  error?: string | null | undefined;
  id?: string;
  submitLabel?: string;
}) {
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
      <div className="form-field">
        <label className="form-field__label" htmlFor={id}>
          PNR number
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
            {error}
          </p>
        ) : null}
        <p id={hintId} className="form-field__hint">
          The 10-digit number at the top of your ticket.
        </p>
      </div>
      <div className="form-actions">
        <button type="submit" className="button" disabled={busy}>
          {busy ? "Checking…" : submitLabel}
        </button>
      </div>
    </Form>
  );
}
