import { Form } from "react-router";
import { Icon } from "../../components/ui/icon.tsx";
import { Section } from "../../components/ui/section.tsx";
import type { HomeMessages } from "../../i18n/home.ts";
import { fill, useMessages } from "../../lib/i18n.ts";
import type { ReminderCard, TatkalNotice } from "./view.ts";

/**
 * The signed-in home page's Tatkal reminders (issue 20): the notice in the 15
 * minutes before an opening, at the top of the page, and a small card per
 * reminder still to come with a Remove button (a plain form post). Styles in
 * `reminders.css`, imported by the home route.
 */

export function TatkalNotices({ notices }: { notices: readonly TatkalNotice[] }) {
  const t = useMessages<HomeMessages>();
  if (notices.length === 0) return null;
  return (
    <section className="tatkal-notice" aria-labelledby="tatkal-notice-title">
      <h2 id="tatkal-notice-title" className="tatkal-notice__title">
        <Icon name="alert" className="tatkal-notice__icon" />
        {t.tatkalOpensSoon}
      </h2>
      <ul className="tatkal-notice__list">
        {notices.map((n) => (
          <li key={n.id} className="tatkal-notice__item" data-reminder={n.id}>
            <p className="tatkal-notice__text">{n.text}</p>
            {n.searchPath ? (
              <a className="tatkal-notice__link" href={n.searchPath}>
                {fill(t.searchTrain, { number: n.trainNumber })}
              </a>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function TatkalReminderCards({
  cards,
  status,
}: {
  cards: readonly ReminderCard[];
  /** What the last Remove did, in words ('Reminder removed', or why not). */
  status: { message: string; error: boolean } | null;
}) {
  const t = useMessages<HomeMessages>();
  if (cards.length === 0 && !status) return null;
  return (
    <Section name={t.tatkalReminders} id="Tatkal reminders">
      {status ? (
        <p
          className={`reminder-status${status.error ? " reminder-status--error" : ""}`}
          role={status.error ? "alert" : "status"}
        >
          {status.message}
        </p>
      ) : null}
      {cards.length > 0 ? (
        <ul className="reminder-cards">
          {cards.map((c) => (
            <li key={c.id} className="reminder-card" data-reminder={c.id}>
              <p className="reminder-card__train">
                {c.searchPath ? (
                  <a href={c.searchPath}>
                    {c.trainNumber} {c.trainName}
                  </a>
                ) : (
                  `${c.trainNumber} ${c.trainName}`
                )}
              </p>
              <p className="reminder-card__meta">
                <abbr title={c.className}>{c.classCode}</abbr> · {c.quotaName} · {c.date}
              </p>
              <p className="reminder-card__opens">{c.opens}</p>
              <Form method="post" className="reminder-card__remove">
                <input type="hidden" name="intent" value="remove-reminder" />
                <input type="hidden" name="id" value={c.id} />
                <button
                  type="submit"
                  className="reminder-card__button"
                  aria-label={fill(t.removeLabel, { label: c.label })}
                >
                  {t.remove}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      ) : (
        <p className="reminder-status">{t.noReminders}</p>
      )}
    </Section>
  );
}
