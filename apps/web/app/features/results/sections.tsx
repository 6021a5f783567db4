import type { ReactNode } from "react";

/** A results section with its heading (spec §2 results sections). */
export function ResultsSection({
  id,
  title,
  children,
  note,
}: {
  id: string;
  title: string;
  children: ReactNode;
  note?: ReactNode;
}) {
  return (
    <section className="results-section" aria-labelledby={`${id}-title`} id={id}>
      <h2 className="results-section__title" id={`${id}-title`}>
        {title}
      </h2>
      {note ? <p className="results-section__note">{note}</p> : null}
      {children}
    </section>
  );
}

/** A no-trains state with the spec §8 message. */
export function NoTrains({
  message,
  children,
  apiError,
}: {
  message: string;
  children?: ReactNode;
  /** The API's refusal code when the search failed: analytics counts it (5104, ADR 027). */
  apiError?: string;
}) {
  return (
    <div className="no-trains" role="status" data-api-error={apiError}>
      <p className="no-trains__message">{message}</p>
      {children}
    </div>
  );
}
