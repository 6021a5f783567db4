import { travellerFormIntentValue as intent } from "@safar/contracts/travellers/form-intent";
import type { BookingMessages } from "../../i18n/booking.ts";
import { fill, useMessages } from "../../lib/i18n.ts";
import { translatedTemplate } from "../../lib/i18n-template.ts";

/** Quick book (spec §4): the last booking's travellers and details, in one step. */
export function QuickBook({
  travellers,
  error,
  busy,
}: {
  travellers: readonly string[];
  /** The refusal's message, shown with a go-to-home action. */
  error: string | undefined;
  busy: boolean;
}) {
  const t = useMessages<BookingMessages>();
  return (
    <section className="td-quick" aria-labelledby="td-quick-title">
      <h2 id="td-quick-title" className="td-section__title">
        {t.quickBook}
      </h2>
      <p className="td-quick__text">{fill(t.quickBookText, { names: travellers.join(", ") })}</p>
      {error ? (
        <div className="form-alert td-quick__error" role="alert">
          <p>{translatedTemplate(t, error)}</p>
          <p>
            <a href="/trains">{t.goHome}</a>
          </p>
        </div>
      ) : null}
      <button
        type="submit"
        name="intent"
        value={intent({ kind: "quickbook" })}
        className="button button--secondary td-quick__button"
        disabled={busy}
      >
        {t.quickBook}
      </button>
    </section>
  );
}
