import type { SeoRoutePage, SeoStationPage, SeoTrainPage } from "@safar/contracts/seo";
import { formatFare } from "@safar/domain/money";
import { Link } from "react-router";
import { Section } from "../../components/ui/section.tsx";
import type { Crumb } from "../../lib/structured-data.ts";
import type { Faq } from "./faqs.ts";
import "./seo-pages.css";

/**
 * The route, station and train pages (spec §2): server-rendered tables and
 * links only, so they read the same before JavaScript (and to a crawler).
 */

const DAY_LETTERS = ["M", "T", "W", "T", "F", "S", "S"] as const;
const DAY_NAMES = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

export function Breadcrumb({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="breadcrumb seo-crumbs">
      <ol>
        {crumbs.map((c, i) => (
          <li key={c.path}>
            {i === crumbs.length - 1 ? (
              <span aria-current="page">{c.name}</span>
            ) : (
              <Link to={c.path}>{c.name}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

export function Faqs({ faqs }: { faqs: readonly Faq[] }) {
  return (
    <Section name="Frequently asked questions">
      <dl className="seo-faq">
        {faqs.map((f) => (
          <div key={f.question}>
            <dt>{f.question}</dt>
            <dd>{f.answer}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}

function RunDays({ days }: { days: readonly boolean[] }) {
  return (
    <ul className="seo-days" aria-label="Running days">
      {days.map((runs, i) => (
        <li key={DAY_NAMES[i]} className={runs ? "seo-days__on" : "seo-days__off"}>
          <abbr title={`${DAY_NAMES[i]}: ${runs ? "runs" : "does not run"}`}>{DAY_LETTERS[i]}</abbr>
        </li>
      ))}
    </ul>
  );
}

const fare = (paise: number | null) => (paise === null ? "–" : formatFare(paise));

// ── Train ────────────────────────────────────────────────────────────────────

export function TrainPageView({ page }: { page: SeoTrainPage }) {
  const live = `/trains/liveTrainStatus?trainNumber=${page.trainNumber}`;
  return (
    <>
      <div className="seo-facts">
        <p>
          <Link to={page.source.path}>{page.source.name}</Link> to{" "}
          <Link to={page.destination.path}>{page.destination.name}</Link>: {page.duration},{" "}
          {page.distanceKm} km, {page.stops.length} stops. {page.trainType}
          {page.cateringIncluded ? ", catering included" : ""}.
        </p>
        <RunDays days={page.runDays} />
        <p className="seo-actions">
          <Link className="button" to={live}>
            Live running status
          </Link>
          <Link className="button button--secondary" to="/trains/check-pnr">
            Check PNR status
          </Link>
          {page.routePath ? (
            <Link className="button button--secondary" to={page.routePath}>
              Book {page.source.name} to {page.destination.name}
            </Link>
          ) : null}
        </p>
      </div>
      <Section name="Schedule">
        <div className="seo-scroll">
          <table className="seo-table">
            <caption className="visually-hidden">
              Stops of {page.trainNumber} {page.trainName}
            </caption>
            <thead>
              <tr>
                <th scope="col">Station</th>
                <th scope="col">Arrives</th>
                <th scope="col">Departs</th>
                <th scope="col">Halt</th>
                <th scope="col">Day</th>
                <th scope="col">Km</th>
              </tr>
            </thead>
            <tbody>
              {page.stops.map((s) => (
                <tr key={`${s.code}-${s.distanceKm}`}>
                  <th scope="row">
                    <Link to={s.path}>{s.name}</Link> <span className="seo-code">{s.code}</span>
                  </th>
                  <td>{s.arrival ?? "Starts"}</td>
                  <td>{s.departure ?? "Ends"}</td>
                  <td>{s.arrival && s.departure ? `${s.haltMin} min` : "–"}</td>
                  <td>{s.day}</td>
                  <td>{s.distanceKm}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>
      <Section name="Classes and fares">
        <p className="seo-note">
          Adult fares, general quota, end to end
          {page.fareDate ? ` for the run of ${page.fareDate}` : ""}.
        </p>
        <ul className="seo-fares">
          {page.classes.map((c) => (
            <li key={c.code}>
              <span className="seo-fares__class">
                {c.code} <span className="seo-code">{c.name}</span>
              </span>
              <span className="seo-fares__fare">{fare(c.fare)}</span>
            </li>
          ))}
        </ul>
      </Section>
      {page.rake.length > 0 ? (
        <Section name="Coach composition">
          <ol className="seo-rake" aria-label="Coaches from the engine">
            <li className="seo-rake__engine">Engine</li>
            {page.rake.map((c, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: coach names repeat (SLR, GEN)
              <li key={`${c.name}-${i}`} title={c.classCode}>
                {c.name}
              </li>
            ))}
          </ol>
        </Section>
      ) : null}
      {page.similar.length > 0 || page.pair ? (
        <Section name="Similar trains">
          <ul className="seo-links">
            {page.pair ? (
              <li>
                <Link to={page.pair.path}>
                  {page.pair.trainNumber} {page.pair.trainName}
                </Link>{" "}
                <span className="seo-code">the return train</span>
              </li>
            ) : null}
            {page.similar.map((t) => (
              <li key={t.trainNumber}>
                <Link to={t.path}>
                  {t.trainNumber} {t.trainName}
                </Link>{" "}
                <span className="seo-code">
                  {t.departure}–{t.arrival}, {t.duration}, {t.runDaysText}
                </span>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
    </>
  );
}

// ── Station ──────────────────────────────────────────────────────────────────

type Point = { code: string; name: string; lat: number | null; lon: number | null };

/** A static map of the station and its neighbours (no script, no tiles), and a link to a full map. */
export function StationMap({ station, nearby }: { station: Point; nearby: readonly Point[] }) {
  if (station.lat === null || station.lon === null) return null;
  const { lat, lon } = station;
  const points = nearby.filter((p) => p.lat !== null && p.lon !== null);
  const cos = Math.cos((lat * Math.PI) / 180);
  const span = Math.max(
    0.02,
    ...points.map((p) =>
      Math.max(Math.abs((p.lat as number) - lat), Math.abs(((p.lon as number) - lon) * cos)),
    ),
  );
  const W = 320;
  const H = 200;
  const scale = (Math.min(W, H) / 2 - 24) / span;
  const xy = (p: Point) => ({
    x: W / 2 + ((p.lon as number) - lon) * cos * scale,
    y: H / 2 - ((p.lat as number) - lat) * scale,
  });
  const osm = `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=13/${lat}/${lon}`;
  return (
    <figure className="seo-map">
      <svg
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-label={`${station.name} and ${points.length} stations nearby`}
      >
        {points.map((p) => {
          const { x, y } = xy(p);
          return (
            <g key={p.code}>
              <circle cx={x} cy={y} r={4} className="seo-map__near" />
              <text x={x + 6} y={y + 4} className="seo-map__label">
                {p.code}
              </text>
            </g>
          );
        })}
        <circle cx={W / 2} cy={H / 2} r={7} className="seo-map__here" />
        <text x={W / 2 + 10} y={H / 2 + 5} className="seo-map__label seo-map__label--here">
          {station.code}
        </text>
      </svg>
      <figcaption>
        {lat.toFixed(4)}, {lon.toFixed(4)}.{" "}
        <a href={osm} rel="noopener">
          Open {station.name} on OpenStreetMap
        </a>
      </figcaption>
    </figure>
  );
}

function CallsTable({
  caption,
  rows,
  time,
}: {
  caption: string;
  rows: SeoStationPage["trains"];
  time: "departure" | "arrival";
}) {
  return (
    <div className="seo-scroll">
      <table className="seo-table seo-calls">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{time === "departure" ? "Departs" : "Arrives"}</th>
            <th scope="col">Train</th>
            <th scope="col">{time === "departure" ? "To" : "From"}</th>
            <th scope="col" className="seo-calls__runs-col">
              Runs
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((t) => (
            <tr key={t.trainNumber}>
              <td>{t[time]}</td>
              <th scope="row">
                <Link to={t.path}>
                  {t.trainNumber} {t.trainName}
                </Link>
                {/* On a phone the running days go under the name, not in a fourth column. */}
                <span className="seo-calls__runs seo-code">{t.runDaysText}</span>
              </th>
              <td>{time === "departure" ? t.destination.name : t.source.name}</td>
              <td className="seo-calls__runs-col">{t.runDaysText}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function StationPageView({ page }: { page: SeoStationPage }) {
  const s = page.station;
  const departures = page.trains.filter((t) => t.departure !== null);
  const arrivals = page.trains
    .filter((t) => t.arrival !== null)
    .sort((a, b) => (a.arrival as string).localeCompare(b.arrival as string));
  return (
    <>
      <Section name="Departures">
        {departures.length > 0 ? (
          <CallsTable caption={`Trains leaving ${s.name}`} rows={departures} time="departure" />
        ) : (
          <p>No train leaves from here.</p>
        )}
      </Section>
      <Section name="Arrivals">
        {arrivals.length > 0 ? (
          <CallsTable caption={`Trains arriving at ${s.name}`} rows={arrivals} time="arrival" />
        ) : (
          <p>No train arrives here.</p>
        )}
      </Section>
      {page.routes.length > 0 ? (
        <Section name="Routes from this station">
          <ul className="seo-links seo-links--columns">
            {page.routes.map((r) => (
              <li key={r.path}>
                <Link to={r.path}>{r.name}</Link>{" "}
                <span className="seo-code">
                  {r.trains} {r.trains === 1 ? "train" : "trains"}
                </span>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      <Section name="Station information">
        <dl className="seo-info">
          <div>
            <dt>Code</dt>
            <dd>{s.code}</dd>
          </div>
          {s.city ? (
            <div>
              <dt>City</dt>
              <dd>{s.city}</dd>
            </div>
          ) : null}
          {s.state ? (
            <div>
              <dt>State</dt>
              <dd>{s.state}</dd>
            </div>
          ) : null}
          {s.zone ? (
            <div>
              <dt>Railway zone</dt>
              <dd>{s.zone}</dd>
            </div>
          ) : null}
          <div>
            <dt>Trains calling</dt>
            <dd>{page.trains.length}</dd>
          </div>
        </dl>
        <p className="seo-note">
          Facilities (waiting rooms, food, parking) are not published for this station yet.
        </p>
        <StationMap station={s} nearby={page.nearby} />
      </Section>
      {page.nearby.length > 0 ? (
        <Section name="Nearby stations">
          <ul className="seo-links seo-links--columns">
            {page.nearby.map((n) => (
              <li key={n.code}>
                <Link to={n.path}>
                  {n.name} ({n.code})
                </Link>{" "}
                <span className="seo-code">{n.distanceKm.toFixed(1)} km</span>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
    </>
  );
}

// ── Route ────────────────────────────────────────────────────────────────────

export interface SearchDate {
  date: string;
  label: string;
  path: string;
}

export function RoutePageView({
  page,
  dates,
}: {
  page: SeoRoutePage;
  dates: readonly SearchDate[];
}) {
  const fastest = page.trains.find((t) => t.trainNumber === page.fastest);
  const cheapest = page.cheapest;
  return (
    <>
      <Section name="Book on this route">
        <p className="seo-note">
          Seat availability for {page.origin.main.name} to {page.destination.main.name}:
        </p>
        <ul className="seo-dates">
          {dates.map((d) => (
            <li key={d.date}>
              <Link to={d.path}>{d.label}</Link>
            </li>
          ))}
        </ul>
      </Section>
      {fastest || cheapest ? (
        <div className="seo-highlights">
          {fastest ? (
            <p>
              <strong>Fastest:</strong>{" "}
              <Link to={fastest.path}>
                {fastest.trainNumber} {fastest.trainName}
              </Link>
              , {fastest.duration}
            </p>
          ) : null}
          {cheapest ? (
            <p>
              <strong>Cheapest:</strong> {formatFare(cheapest.fare)} in {cheapest.classCode} on{" "}
              {cheapest.trainNumber}
            </p>
          ) : null}
        </div>
      ) : null}
      <Section name={`Direct trains (${page.trains.length})`}>
        {page.trains.length > 0 ? (
          <ul className="seo-trains">
            {page.trains.map((t) => (
              <li key={t.trainNumber} className="seo-train">
                <p className="seo-train__name">
                  <Link to={t.path}>
                    {t.trainNumber} {t.trainName}
                  </Link>
                  {t.trainNumber === page.fastest ? <span className="seo-tag">Fastest</span> : null}
                </p>
                <p className="seo-train__times">
                  <span>
                    <strong>{t.departure}</strong> {t.from.code}
                  </span>
                  <span className="seo-code">{t.duration}</span>
                  <span>
                    <strong>{t.arrival}</strong>
                    {t.arrivalDayOffset > 0 ? <sup>+{t.arrivalDayOffset}</sup> : null} {t.to.code}
                  </span>
                </p>
                <p className="seo-code">{t.runDaysText}</p>
                <ul className="seo-train__fares" aria-label="Fares">
                  {t.classes.map((c) => (
                    <li key={c.code}>
                      {c.code} {formatFare(c.fare)}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        ) : (
          <p>No direct train runs on this route; see the connections below.</p>
        )}
      </Section>
      {page.connections.length > 0 ? (
        <Section name="Connections with one change">
          <ul className="seo-trains">
            {page.connections.map((c) => (
              <li key={c.legs.map((l) => l.trainNumber).join("-")} className="seo-train">
                <p className="seo-train__name">
                  Via {c.via.name} ({c.via.code}), {c.duration} in all, {c.waitMin} min to change
                </p>
                <ol className="seo-legs">
                  {c.legs.map((l) => (
                    <li key={l.trainNumber}>
                      <Link to={l.path}>
                        {l.trainNumber} {l.trainName}
                      </Link>{" "}
                      <span className="seo-code">
                        {l.from.code} {l.departure} → {l.to.code} {l.arrival}
                      </span>
                    </li>
                  ))}
                </ol>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
    </>
  );
}
