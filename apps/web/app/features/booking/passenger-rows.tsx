import type { BerthCode } from "@safar/contracts/code-tables";
import { travellerFormIntentValue as intent } from "@safar/contracts/travellers/form-intent";
import type { BookingMessages } from "../../i18n/booking.ts";
import { fill, useMessages } from "../../lib/i18n.ts";
import { Checkbox, FieldError, useTdField } from "./fields.tsx";
import { fieldId } from "./traveller-form-state.ts";
import { TravellerRow } from "./traveller-row.tsx";

/**
 * The new travellers' rows (`passengers[<i>].<field>`), Add traveller and
 * each row's Remove, and "save new travellers" for a signed-in user.
 */
export function PassengerRows({
  rows,
  removable,
  berths,
  foods,
  saveNew,
}: {
  rows: number;
  /** Whether a row may go (more than one row, or saved travellers to choose). */
  removable: boolean;
  berths: readonly BerthCode[];
  foods: readonly { code: string; name: string }[] | null;
  /** The "save new travellers" box, ticked or not; null when signed out. */
  saveNew: boolean | null;
}) {
  const t = useMessages<BookingMessages>();
  const limit = useTdField("passengers");
  return (
    <>
      {Array.from({ length: rows }, (_, i) => (
        <TravellerRow
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional; the server re-renders the form with its values
          key={i}
          path={`passengers.${i}`}
          legend={fill(t.travellerN, { n: i + 1 })}
          berths={berths}
          foods={foods}
        >
          {removable ? (
            <button
              type="submit"
              name="intent"
              value={intent({ kind: "remove", index: i })}
              className="link-button"
            >
              {fill(t.removeTravellerN, { n: i + 1 })}
            </button>
          ) : null}
        </TravellerRow>
      ))}
      <div className="form-actions td-add">
        <button
          type="submit"
          name="intent"
          value={intent({ kind: "add" })}
          className="button button--secondary"
          // Never disabled: at six the action answers why (spec §5 'Cannot add more passenger…').
          aria-describedby={limit.error ? `${limit.id}-error` : undefined}
        >
          {t.addTraveller}
        </button>
        {saveNew !== null ? <Checkbox name="saveNew" checked={saveNew} label={t.saveNew} /> : null}
      </div>
      <div id={fieldId("passengers")} tabIndex={-1}>
        <FieldError path="passengers" />
      </div>
    </>
  );
}
