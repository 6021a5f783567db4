import { useEffect, useRef } from "react";
import type { BookingMessages } from "../../i18n/booking.ts";
import { useMessages } from "../../lib/i18n.ts";
import { translatedTemplate } from "../../lib/i18n-template.ts";
import { fieldId, type TravellerFormState } from "./traveller-form-state.ts";

/** The intent of the button last pressed (after JavaScript), to focus again once answered. */
let pressed: string | null = null;

/** Remembers the button a submit came from. */
export function rememberSubmitter(event: { nativeEvent: Event }): void {
  const submitter = (event.nativeEvent as SubmitEvent).submitter;
  pressed = submitter instanceof HTMLButtonElement ? submitter.value : null;
}

/**
 * The messages at the top (spec §5: each also beside its field), each a link
 * to its field; focused when the answer comes, so a screen reader reads it.
 * Without messages, focus goes where the answer names (`focusId`), else back
 * to the button pressed (the form is drawn anew for each answer).
 */
export function ErrorsSummary({
  state,
  loginHref,
}: {
  state: TravellerFormState | null;
  loginHref: string;
}) {
  const t = useMessages<BookingMessages>();
  const summary = useRef<HTMLDivElement>(null);
  const errors = state?.errors ?? {};
  const errorCount = Object.keys(errors).length;
  useEffect(() => {
    if (errorCount > 0 || state?.message) summary.current?.focus();
    // Rendered as autofocus for the page before JavaScript; after a client-side post it is
    // moved here, once the router has reset the scroll position.
    else if (state?.focusId) document.getElementById(state.focusId)?.focus();
    else if (state && pressed !== null) {
      const button = (value: string) =>
        document.querySelector<HTMLElement>(`button[name="intent"][value="${CSS.escape(value)}"]`);
      // A removed row's button goes with it: Add traveller is the nearest action.
      (button(pressed) ?? (pressed.startsWith("remove:") ? button("add") : null))?.focus();
    }
    pressed = null;
  }, [errorCount, state]);
  if (errorCount === 0 && !state?.message) return null;
  return (
    <div ref={summary} tabIndex={-1} className="td-summary" role="alert">
      <p className="td-summary__title">
        {state?.message && !Object.values(errors).includes(state.message)
          ? translatedTemplate(t, state.message)
          : t.checkDetails}
      </p>
      {errorCount > 0 ? (
        <ul>
          {Object.entries(errors).map(([key, message]) => (
            <li key={key}>
              <a href={`#${fieldId(key)}`}>{translatedTemplate(t, message)}</a>
            </li>
          ))}
        </ul>
      ) : null}
      {state?.loggedOut ? (
        <p>
          <a className="button" href={loginHref}>
            {t.login}
          </a>
        </p>
      ) : null}
    </div>
  );
}
