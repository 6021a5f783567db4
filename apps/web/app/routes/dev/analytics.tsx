import { ANALYTICS_ENDPOINTS, FUNNEL_STEP_NAMES, FUNNEL_STEPS } from "@safar/contracts/analytics";
import { data, Form } from "react-router";
import { apiContext } from "#server-context";
import { call } from "../../lib/api.server.ts";
import { pageSeo } from "../../lib/seo.ts";
import { RouteErrorBoundary, screenMeta } from "../shared/route-error.tsx";
import { Screen } from "../shared/screen.tsx";
import "../../components/ui/forms.css";
import "./analytics.css";
import type { Route } from "./+types/analytics";

/**
 * `/dev/analytics`: the daily booking funnel (search → traveller details →
 * review → payment → ticket), distinct visits per IST day, from the events
 * the pages' beacons sent (ADR 027). There is no operator role (spec §6: no
 * admin roles), so it is gated as the outbox is: `ANALYTICS_PAGE=local`, the
 * default, serves a browser on the server's own machine only (403 to anyone
 * else); `off` answers 404.
 */

const DAY_CHOICES = [7, 30, 90] as const;

/** Column heads on a phone (screen readers still hear the full names). */
const SHORT_NAMES: Readonly<Record<(typeof FUNNEL_STEPS)[number], string>> = {
  search: "Search",
  travellerDetails: "Details",
  review: "Review",
  payment: "Pay",
  ticket: "Ticket",
};

export async function loader({ url, context }: Route.LoaderArgs) {
  const asked = Number(url.searchParams.get("days"));
  const days = (DAY_CHOICES as readonly number[]).includes(asked) ? asked : 7;
  const answer = await call(context.get(apiContext), ANALYTICS_ENDPOINTS.funnel, {
    query: { days: String(days) },
  });
  if (!answer.ok && answer.status === 404) throw data(null, { status: 404 });
  const seo = pageSeo(url, {
    title: "Analytics",
    description: "The daily booking funnel, for the people who run Safar.",
    indexable: false,
  });
  const headers = { "cache-control": "no-store" };
  if (!answer.ok) {
    return data(
      { seo, days, funnel: null, refused: answer.message },
      { status: answer.status, headers },
    );
  }
  return data({ seo, days, funnel: answer.data, refused: null }, { headers });
}

export const meta = screenMeta;
export const ErrorBoundary = RouteErrorBoundary;

const DATE = new Intl.DateTimeFormat("en-IN", {
  timeZone: "UTC",
  day: "numeric",
  month: "short",
});

function share(part: number, whole: number): string {
  return whole > 0 ? `${Math.round((part / whole) * 100)}%` : "–";
}

export default function Analytics({ loaderData }: Route.ComponentProps) {
  const { funnel, days, refused } = loaderData;
  if (!funnel) {
    return (
      <Screen title="Analytics" wide>
        <p role="alert">{refused}</p>
      </Screen>
    );
  }
  const rows = [...funnel.days].reverse();
  const totals = Object.fromEntries(
    FUNNEL_STEPS.map((s) => [s, funnel.days.reduce((n, d) => n + d.steps[s], 0)]),
  ) as Record<(typeof FUNNEL_STEPS)[number], number>;
  return (
    <Screen
      title="Analytics"
      lead={`Visits that reached each booking step, per day (IST). Events are kept ${funnel.retentionDays} days; ${funnel.storedEvents} stored now.`}
      wide
    >
      <Form method="get" className="an-filter" aria-label="Period">
        <div className="form-field">
          <label className="form-field__label" htmlFor="analytics-days">
            Days
          </label>
          <select
            id="analytics-days"
            name="days"
            className="form-field__control"
            defaultValue={days}
          >
            {DAY_CHOICES.map((d) => (
              <option key={d} value={d}>
                Last {d} days
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button">
          Show
        </button>
      </Form>
      {/* Scrolls sideways on a phone: focusable, so a keyboard can scroll it. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus (axe). */}
      <section className="an-table-wrap" aria-label="Booking funnel table" tabIndex={0}>
        <table className="an-table">
          <caption>Booking funnel, last {days} days</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              {FUNNEL_STEPS.map((s) => (
                <th scope="col" key={s}>
                  <span className="an-long">{FUNNEL_STEP_NAMES[s]}</span>
                  <span className="an-short" aria-hidden="true">
                    {SHORT_NAMES[s]}
                  </span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr className="an-total" data-day="total">
              <th scope="row">Total</th>
              {FUNNEL_STEPS.map((s, i) => (
                <td key={s} data-step={s}>
                  {totals[s]}
                  {i > 0 ? (
                    <span className="an-share"> {share(totals[s], totals.search)}</span>
                  ) : null}
                </td>
              ))}
            </tr>
            {rows.map((day) => (
              <tr key={day.date} data-day={day.date}>
                <th scope="row">
                  <time dateTime={day.date}>{DATE.format(new Date(`${day.date}T00:00:00Z`))}</time>
                </th>
                {FUNNEL_STEPS.map((s) => (
                  <td key={s} data-step={s}>
                    {day.steps[s]}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <p className="an-note">
        A visit is one browser session; it counts once per step and day. Percentages are of the
        visits that searched.
      </p>
    </Screen>
  );
}
