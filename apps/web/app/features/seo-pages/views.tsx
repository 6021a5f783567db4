import type { SeoRoutePage, SeoStationPage, SeoTrainPage } from "@safar/contracts/seo";
import { formatFare } from "@safar/domain/money";
import { Fragment, type ReactNode } from "react";
import { Link } from "react-router";
import { Section } from "../../components/ui/section.tsx";
import type { SeoPageMessages } from "../../i18n/seo-pages.ts";
import { fill, useLocale, useMessages } from "../../lib/i18n.ts";
import type { Crumb } from "../../lib/structured-data.ts";
import type { Faq } from "./faqs.ts";
import "./seo-pages.css";

/**
 * The route, station and train pages (spec §2): server-rendered tables and
 * links only, so they read the same before JavaScript (and to a crawler).
 */

const DAYS = [0, 1, 2, 3, 4, 5, 6] as const;

/** The page's words (the loader's `messages`, ADR 028). */
const useWords = () => useMessages<SeoPageMessages>();

/**
 * A link to another route, station or train page in the page's language:
 * on a Hindi page, its Hindi URL (`?lang=hi`), so a crawler stays in Hindi.
 */
export function useSeoHref(): (path: string) => string {
  const locale = useLocale();
  return (path) => (locale === "hi" ? `${path}?lang=hi` : path);
}

export function Breadcrumb({ crumbs }: { crumbs: readonly Crumb[] }) {
  const m = useWords();
  return (
    <nav aria-label={m.breadcrumb} className="breadcrumb seo-crumbs">
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
  const m = useWords();
  return (
    <Section name={m.faqs} id="Frequently asked questions">
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
  const m = useWords();
  return (
    <ul className="seo-days" aria-label={m.runningDays}>
      {DAYS.map((i) => (
        <li key={i} className={days[i] ? "seo-days__on" : "seo-days__off"}>
          <abbr title={`${m[`day_${i}`]}: ${days[i] ? m.runs : m.doesNotRun}`}>
            {m[`letter_${i}`]}
          </abbr>
        </li>
      ))}
    </ul>
  );
}

const fare = (paise: number | null) => (paise === null ? "–" : formatFare(paise));

// ── Train ────────────────────────────────────────────────────────────────────

/** `{name}` placeholders filled with elements (links), the rest of the template as text. */
function fillNodes(template: string, nodes: Readonly<Record<string, ReactNode>>) {
  return template.split(/(\{\w+\})/).map((part, i) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    // biome-ignore lint/suspicious/noArrayIndexKey: a template's parts never move
    return <Fragment key={i}>{name && name in nodes ? nodes[name] : part}</Fragment>;
  });
}

export function TrainPageView({ page }: { page: SeoTrainPage }) {
  const m = useWords();
  const href = useSeoHref();
  const live = `/trains/liveTrainStatus?trainNumber=${page.trainNumber}`;
  return (
    <>
      <div className="seo-facts">
        <p>
          {fillNodes(m.trainFacts, {
            from: <Link to={href(page.source.path)}>{page.source.name}</Link>,
            to: <Link to={href(page.destination.path)}>{page.destination.name}</Link>,
            duration: page.duration,
            km: page.distanceKm,
            stops: page.stops.length,
            type: page.trainType,
          })}
          {page.cateringIncluded ? m.cateringIncluded : ""}
          {m.fullStop}
        </p>
        <RunDays days={page.runDays} />
        <p className="seo-actions">
          <Link className="button" to={live}>
            {m.liveStatus}
          </Link>
          <Link className="button button--secondary" to="/trains/check-pnr">
            {m.checkPnr}
          </Link>
          {page.routePath ? (
            <Link className="button button--secondary" to={href(page.routePath)}>
              {fill(m.bookRoute, { from: page.source.name, to: page.destination.name })}
            </Link>
          ) : null}
        </p>
      </div>
      <Section name={m.schedule} id="Schedule">
        <div className="seo-scroll">
          <table className="seo-table">
            <caption className="visually-hidden">
              {fill(m.stopsOf, { train: `${page.trainNumber} ${page.trainName}` })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{m.station}</th>
                <th scope="col">{m.arrives}</th>
                <th scope="col">{m.departs}</th>
                <th scope="col">{m.halt}</th>
                <th scope="col">{m.day}</th>
                <th scope="col">{m.km}</th>
              </tr>
            </thead>
            <tbody>
              {page.stops.map((s) => (
                <tr key={`${s.code}-${s.distanceKm}`}>
                  <th scope="row">
                    <Link to={href(s.path)}>{s.name}</Link>{" "}
                    <span className="seo-code">{s.code}</span>
                  </th>
                  <td>{s.arrival ?? m.starts}</td>
                  <td>{s.departure ?? m.ends}</td>
                  <td>{s.arrival && s.departure ? fill(m.minutes, { n: s.haltMin }) : "–"}</td>
                  <td>{s.day}</td>
                  <td>{s.distanceKm}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>
      <Section name={m.classesAndFares} id="Classes and fares">
        <p className="seo-note">
          {m.faresNote}
          {page.fareDate ? fill(m.faresNoteDate, { date: page.fareDate }) : ""}
          {m.fullStop}
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
        <Section name={m.coachComposition} id="Coach composition">
          <ol className="seo-rake" aria-label={m.coachesFromEngine}>
            <li className="seo-rake__engine">{m.engine}</li>
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
        <Section name={m.similarTrains} id="Similar trains">
          <ul className="seo-links">
            {page.pair ? (
              <li>
                <Link to={href(page.pair.path)}>
                  {page.pair.trainNumber} {page.pair.trainName}
                </Link>{" "}
                <span className="seo-code">{m.returnTrain}</span>
              </li>
            ) : null}
            {page.similar.map((t) => (
              <li key={t.trainNumber}>
                <Link to={href(t.path)}>
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
  const m = useWords();
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
        aria-label={fill(m.mapLabel, { station: station.name, n: points.length })}
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
          {fill(m.openMap, { station: station.name })}
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
  const m = useWords();
  const href = useSeoHref();
  return (
    <div className="seo-scroll">
      <table className="seo-table seo-calls">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{time === "departure" ? m.departs : m.arrives}</th>
            <th scope="col">{m.train}</th>
            <th scope="col">{time === "departure" ? m.toCol : m.fromCol}</th>
            <th scope="col" className="seo-calls__runs-col">
              {m.runsCol}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((t) => (
            <tr key={t.trainNumber}>
              <td>{t[time]}</td>
              <th scope="row">
                <Link to={href(t.path)}>
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
  const m = useWords();
  const href = useSeoHref();
  const s = page.station;
  const departures = page.trains.filter((t) => t.departure !== null);
  const arrivals = page.trains
    .filter((t) => t.arrival !== null)
    .sort((a, b) => (a.arrival as string).localeCompare(b.arrival as string));
  return (
    <>
      <Section name={m.departures} id="Departures">
        {departures.length > 0 ? (
          <CallsTable
            caption={fill(m.trainsLeaving, { station: s.name })}
            rows={departures}
            time="departure"
          />
        ) : (
          <p>{m.noneLeaves}</p>
        )}
      </Section>
      <Section name={m.arrivals} id="Arrivals">
        {arrivals.length > 0 ? (
          <CallsTable
            caption={fill(m.trainsArriving, { station: s.name })}
            rows={arrivals}
            time="arrival"
          />
        ) : (
          <p>{m.noneArrives}</p>
        )}
      </Section>
      {page.routes.length > 0 ? (
        <Section name={m.routesFromStation} id="Routes from this station">
          <ul className="seo-links seo-links--columns">
            {page.routes.map((r) => (
              <li key={r.path}>
                <Link to={href(r.path)}>{r.name}</Link>{" "}
                <span className="seo-code">
                  {fill(r.trains === 1 ? m.trainsOne : m.trainsMany, { n: r.trains })}
                </span>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      <Section name={m.stationInformation} id="Station information">
        <dl className="seo-info">
          <div>
            <dt>{m.code}</dt>
            <dd>{s.code}</dd>
          </div>
          {s.city ? (
            <div>
              <dt>{m.city}</dt>
              <dd>{s.city}</dd>
            </div>
          ) : null}
          {s.state ? (
            <div>
              <dt>{m.state}</dt>
              <dd>{s.state}</dd>
            </div>
          ) : null}
          {s.zone ? (
            <div>
              <dt>{m.zone}</dt>
              <dd>{s.zone}</dd>
            </div>
          ) : null}
          <div>
            <dt>{m.trainsCalling}</dt>
            <dd>{page.trains.length}</dd>
          </div>
        </dl>
        <p className="seo-note">{m.facilitiesNote}</p>
        <StationMap station={s} nearby={page.nearby} />
      </Section>
      {page.nearby.length > 0 ? (
        <Section name={m.nearbyStations} id="Nearby stations">
          <ul className="seo-links seo-links--columns">
            {page.nearby.map((n) => (
              <li key={n.code}>
                <Link to={href(n.path)}>
                  {n.name} ({n.code})
                </Link>{" "}
                <span className="seo-code">
                  {n.distanceKm.toFixed(1)} {m.kmUnit}
                </span>
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
  const m = useWords();
  const href = useSeoHref();
  const fastest = page.trains.find((t) => t.trainNumber === page.fastest);
  const cheapest = page.cheapest;
  return (
    <>
      <Section name={m.bookOnRoute} id="Book on this route">
        <p className="seo-note">
          {fill(m.seatsFor, { from: page.origin.main.name, to: page.destination.main.name })}
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
              <strong>{m.fastest}</strong>{" "}
              <Link to={href(fastest.path)}>
                {fastest.trainNumber} {fastest.trainName}
              </Link>
              , {fastest.duration}
            </p>
          ) : null}
          {cheapest ? (
            <p>
              <strong>{m.cheapest}</strong>{" "}
              {fill(m.cheapestText, {
                fare: formatFare(cheapest.fare),
                class: cheapest.classCode,
                train: cheapest.trainNumber,
              })}
            </p>
          ) : null}
        </div>
      ) : null}
      <Section
        name={fill(m.directTrains, { n: page.trains.length })}
        id={`Direct trains (${page.trains.length})`}
      >
        {page.trains.length > 0 ? (
          <ul className="seo-trains">
            {page.trains.map((t) => (
              <li key={t.trainNumber} className="seo-train">
                <p className="seo-train__name">
                  <Link to={href(t.path)}>
                    {t.trainNumber} {t.trainName}
                  </Link>
                  {t.trainNumber === page.fastest ? (
                    <span className="seo-tag">{m.fastestTag}</span>
                  ) : null}
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
                <ul className="seo-train__fares" aria-label={m.fares}>
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
          <p>{m.noDirect}</p>
        )}
      </Section>
      {page.connections.length > 0 ? (
        <Section name={m.connections} id="Connections with one change">
          <ul className="seo-trains">
            {page.connections.map((c) => (
              <li key={c.legs.map((l) => l.trainNumber).join("-")} className="seo-train">
                <p className="seo-train__name">
                  {fill(m.via, {
                    station: c.via.name,
                    code: c.via.code,
                    duration: c.duration,
                    wait: c.waitMin,
                  })}
                </p>
                <ol className="seo-legs">
                  {c.legs.map((l) => (
                    <li key={l.trainNumber}>
                      <Link to={href(l.path)}>
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
