import { BERTH_NAMES, type BerthCode, FOOD_OPTIONS } from "@safar/contracts/code-tables";
import { travellerFormIntentValue as intent } from "@safar/contracts/travellers/form-intent";
import type { SavedTraveller } from "@safar/contracts/travellers/saved-traveller";
import type { BookingMessages } from "../../i18n/booking.ts";
import { codeWord } from "../../lib/code-names.ts";
import { fill, useMessages } from "../../lib/i18n.ts";
import { translatedTemplate } from "../../lib/i18n-template.ts";
import {
  EDIT_FIRST_FIELD_ID,
  EDIT_PATH,
  fieldId,
  savedEditButtonId,
  type TravellerFormState,
} from "./traveller-form-state.ts";
import { TravellerRow } from "./traveller-row.tsx";

/** A saved traveller's food preference: a meal, or No Food (the default, spec §9). */
const SAVED_FOODS = FOOD_OPTIONS.filter((f) => f.code !== "X");

/**
 * The signed-in user's saved travellers (spec §3, §4): a box to tick each,
 * with Edit, Make default and Delete; the one being edited open as the
 * traveller form. Only the travellers the traveller ticked are ticked.
 */
export function SavedTravellers({
  saved,
  state,
  values,
  errors,
  berths,
  busy,
}: {
  values: Record<string, unknown>;
  errors: Record<string, string>;
  saved: readonly SavedTraveller[];
  state: TravellerFormState | null;
  berths: readonly BerthCode[];
  busy: boolean;
}) {
  const t = useMessages<BookingMessages>();
  const editing = String((values[EDIT_PATH] as { id?: unknown } | undefined)?.id ?? "");
  const chosen = new Set(state?.savedIds ?? []);
  return (
    <fieldset className="td-saved">
      <legend>{t.savedTravellers}</legend>
      <ul className="td-saved__list">
        {saved.map((s) => (
          <li key={s.id}>
            {s.id === editing ? (
              <SavedTravellerEdit
                traveller={s}
                ticked={chosen.has(s.id)}
                berths={berths}
                autoFocus={state?.focusId === EDIT_FIRST_FIELD_ID}
                busy={busy}
              />
            ) : (
              <SavedTravellerChoice
                traveller={s}
                ticked={chosen.has(s.id)}
                focused={state?.focusId === savedEditButtonId(s.id)}
              />
            )}
            {errors[`saved.${s.id}`] ? (
              <p id={fieldId(`saved.${s.id}`)} className="form-field__error">
                {translatedTemplate(t, errors[`saved.${s.id}`] ?? "")}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
      <div role="status" className="td-saved__status">
        {state?.status ? (
          <p className="form-status">{translatedTemplate(t, state.status)}</p>
        ) : null}
      </div>
    </fieldset>
  );
}

function SavedTravellerChoice({
  traveller: s,
  ticked,
  focused,
}: {
  traveller: SavedTraveller;
  ticked: boolean;
  /** Focus returns to its Edit button after its edit is saved or cancelled. */
  focused: boolean;
}) {
  const t = useMessages<BookingMessages>();
  return (
    <div className="td-saved__row">
      <label className="td-check">
        <input type="checkbox" name="saved" value={s.id} defaultChecked={ticked} />
        <span>
          {s.name} · {s.age} · {codeWord(t, "gender_", s.gender, s.gender)}
          {s.berth !== "NP" ? ` · ${codeWord(t, "berth_", s.berth, BERTH_NAMES[s.berth])}` : ""}
          {s.isDefault ? t.isDefault : ""}
        </span>
      </label>
      <span className="td-saved__actions">
        <button
          type="submit"
          name="intent"
          value={intent({ kind: "edit", id: s.id })}
          id={savedEditButtonId(s.id)}
          className="link-button"
          aria-label={fill(t.editName, { name: s.name })}
          // biome-ignore lint/a11y/noAutofocus: focus returns to the row after its edit is saved or cancelled, before JavaScript too
          autoFocus={focused || undefined}
        >
          {t.edit}
        </button>
        {s.isDefault ? null : (
          <button
            type="submit"
            name="intent"
            value={intent({ kind: "default", id: s.id })}
            className="link-button"
            aria-label={fill(t.makeDefaultName, { name: s.name })}
          >
            {t.makeDefault}
          </button>
        )}
        <button
          type="submit"
          name="intent"
          value={intent({ kind: "delete", id: s.id })}
          className="link-button"
          aria-label={fill(t.deleteName, { name: s.name })}
        >
          {t.delete}
        </button>
      </span>
    </div>
  );
}

/**
 * A saved traveller's row opened for editing: the traveller form's fields,
 * prefilled, with Save changes and Cancel. The tick and the id travel as
 * hidden fields.
 */
function SavedTravellerEdit({
  traveller,
  ticked,
  berths,
  autoFocus,
  busy,
}: {
  traveller: SavedTraveller;
  ticked: boolean;
  berths: readonly BerthCode[];
  autoFocus: boolean;
  busy: boolean;
}) {
  const t = useMessages<BookingMessages>();
  return (
    <TravellerRow
      path={EDIT_PATH}
      legend={fill(t.editName, { name: traveller.name })}
      berths={berths}
      foods={SAVED_FOODS}
      autoFocus={autoFocus}
      className="td-traveller--edit"
    >
      <input type="hidden" name={`${EDIT_PATH}.id`} value={traveller.id} />
      {ticked ? <input type="hidden" name="saved" value={traveller.id} /> : null}
      <div className="form-actions">
        <button
          type="submit"
          name="intent"
          value={intent({ kind: "save", id: traveller.id })}
          className="button"
          disabled={busy}
        >
          {t.saveChanges}
        </button>
        <button
          type="submit"
          name="intent"
          value={intent({ kind: "cancel-edit" })}
          className="button button--secondary"
        >
          {t.cancel}
        </button>
      </div>
    </TravellerRow>
  );
}
