import { Form, Link } from "react-router";
import { Section } from "../../components/ui/section.tsx";
import type { FavouritesMessages } from "../../i18n/favourites.ts";
import { formatJourneyDate } from "../../lib/dates.ts";
import { fill, useMessages } from "../../lib/i18n.ts";
import { resultsPath } from "./results-url.ts";

/** A favourite route as home shows it: the pair, and the day's availability when it was answered. */
export interface FavouriteCard {
  id: string;
  from: { code: string; name: string };
  to: { code: string; name: string };
  date: string;
  availability: {
    trains: number;
    availableTrains: number;
    best: { trainNumber: string; code: string; statusShortform: string } | null;
  } | null;
}

/**
 * Home's favourite routes (issue 25 item 1; spec §3 favoriteRoutes): each
 * links to its results for the day and says what is free on it
 * (`v1/recent_searches_availability`); Remove is a plain form post.
 */
export function FavouriteRoutes({
  cards,
  status,
}: {
  cards: readonly FavouriteCard[];
  status: { message: string; error: boolean } | null;
}) {
  const t = useMessages<FavouritesMessages>();
  return (
    <Section name={t.favTitle} id="Your favourite routes">
      {status ? (
        <p className={status.error ? "form-alert" : "form-status"} role="status">
          {status.message}
        </p>
      ) : null}
      {cards.length === 0 ? <p className="fav-empty">{t.favEmpty}</p> : null}
      <ul className="fav-list">
        {cards.map((c) => {
          const href = resultsPath(c.from, c.to, c.date);
          const date = formatJourneyDate(c.date);
          const a = c.availability;
          return (
            <li key={c.id} className="fav-card">
              <p className="fav-card__route">
                <span>{c.from.name}</span>
                <span aria-hidden="true"> → </span>
                <span className="visually-hidden"> {t.favTo} </span>
                <span>{c.to.name}</span>
              </p>
              <p className="fav-card__avail">
                {!a
                  ? t.favUnknown
                  : a.trains === 0
                    ? fill(t.favNoTrains, { date })
                    : fill(t.favToday, { available: a.availableTrains, trains: a.trains, date })}
              </p>
              {a?.best ? (
                <p className="fav-card__best">
                  {fill(t.favBest, {
                    train: a.best.trainNumber,
                    cls: a.best.code,
                    status: a.best.statusShortform,
                  })}
                </p>
              ) : null}
              <div className="fav-card__actions">
                {href ? (
                  <Link className="button" to={href}>
                    {t.favSee}
                  </Link>
                ) : null}
                <Form method="post" className="fav-card__remove">
                  <input type="hidden" name="intent" value="remove-favourite" />
                  <input type="hidden" name="id" value={c.id} />
                  <button
                    type="submit"
                    className="button button--secondary"
                    aria-label={fill(t.favRemoveLabel, { from: c.from.name, to: c.to.name })}
                  >
                    {t.favRemove}
                  </button>
                </Form>
              </div>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
