import type { ReactNode } from "react";
import { Link } from "react-router";
import type { StationLike } from "./view.ts";

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

/** From → to, date, quota, class, and "Modify" back to home with the fields filled in. */
export function SummaryBar({
  from,
  to,
  dateLabel,
  quotaName,
  className,
  modifyHref,
}: {
  from: StationLike;
  to: StationLike;
  dateLabel: string;
  quotaName: string;
  className: string | null;
  modifyHref: string;
}) {
  return (
    <div className="results-summary">
      <dl className="results-summary__list">
        <div>
          <dt>From</dt>
          <dd>
            {from.name} ({from.code})
          </dd>
        </div>
        <div>
          <dt>To</dt>
          <dd>
            {to.name} ({to.code})
          </dd>
        </div>
        <div>
          <dt>Date</dt>
          <dd>{dateLabel}</dd>
        </div>
        <div>
          <dt>Quota</dt>
          <dd>{quotaName}</dd>
        </div>
        <div>
          <dt>Class</dt>
          <dd>{className ?? "All classes"}</dd>
        </div>
      </dl>
      <Link className="result-button result-button--secondary" to={modifyHref}>
        Modify<span className="visually-hidden"> search</span>
      </Link>
    </div>
  );
}

/** A no-trains state with the spec §8 message. */
export function NoTrains({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <div className="no-trains" role="status">
      <p className="no-trains__message">{message}</p>
      {children}
    </div>
  );
}
