import { travellerFormIntentValue as intent } from "@safar/contracts/travellers/form-intent";

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
  return (
    <section className="td-quick" aria-labelledby="td-quick-title">
      <h2 id="td-quick-title" className="td-section__title">
        Quick book
      </h2>
      <p className="td-quick__text">
        Your last booking’s travellers and details: {travellers.join(", ")}.
      </p>
      {error ? (
        <div className="form-alert td-quick__error" role="alert">
          <p>{error}</p>
          <p>
            <a href="/trains">Go to home</a>
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
        Quick book
      </button>
    </section>
  );
}
