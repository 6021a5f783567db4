import {
  BERTH_POSITION_NAMES,
  type BerthPosition,
  type CoachBay,
  type CoachPlan,
  type CoachSpot,
  coachOptionsFor,
  coachPlan,
} from "@safar/domain/coach-layout";
import { useId } from "react";
import "./coach-drawing.css";

/** A traveller's berth to highlight: its number, a short badge and who it is. */
export interface CoachMark {
  berth: number;
  /** Drawn on the berth: "P1". */
  badge: string;
  /** In words: "Ravi Kumar", "Passenger 1". */
  who: string;
}

/** Short letters drawn on each berth or seat (the legend says what they mean). */
const SHORT: Readonly<Record<BerthPosition, string>> = {
  LB: "L",
  MB: "M",
  UB: "U",
  SL: "SL",
  SM: "SM",
  SU: "SU",
  WS: "W",
  MS: "M",
  AS: "A",
};

/** What each position means (facts.md §1.3: sleeping hours, RAC on side lowers). */
const MEANING: Readonly<Record<BerthPosition, string>> = {
  LB: "the bench everyone in the bay sits on by day; no climbing.",
  MB: "folds up by day (its traveller sits below) and comes down for the night, 10 pm to 6 am.",
  UB: "the top berth, up a ladder; stays made up all day, the most privacy.",
  SL: "along the aisle, a pair of facing seats by day; an RAC pair shares one.",
  SM: "between the side lower and side upper (Garib Rath).",
  SU: "above the side lower, along the aisle, up a ladder.",
  WS: "by the window.",
  MS: "between the window and aisle seats.",
  AS: "next to the gangway, easy to get up.",
};

const UNIT: Readonly<
  Record<CoachPlan["kind"], { one: string; many: string; title: string; group: string }>
> = {
  bays: { one: "berth", many: "berths", title: "Berths", group: "bays" },
  cabins: { one: "berth", many: "berths", title: "Berths", group: "cabins and coupés" },
  seats: { one: "seat", many: "seats", title: "Seats", group: "rows" },
};

const KIND_NOTE: Readonly<Record<CoachPlan["kind"], string>> = {
  bays: "Each bay has berths facing each other across a small table, and side berths across the aisle.",
  cabins:
    "A cabin has two lower and two upper berths behind a lockable door; a coupé has one of each. A corridor runs along one side.",
  seats: "Seats face the direction of travel in rows, with the aisle between them.",
};

/** Positions in the order the legend lists them. */
const LEGEND_ORDER: readonly BerthPosition[] = [
  "LB",
  "MB",
  "UB",
  "SL",
  "SM",
  "SU",
  "WS",
  "MS",
  "AS",
];

/** "34 (Lower), Bay 5" */
export function spotWords(plan: CoachPlan, spot: CoachSpot): string {
  const bay = plan.bays[spot.bay - 1];
  return `${spot.number} (${BERTH_POSITION_NAMES[spot.position]})${bay ? `, ${bay.label}` : ""}`;
}

/**
 * One coach of a class drawn as HTML (server-rendered, no script): its bays,
 * cabins or seat rows in berth order between the two coach ends, each berth
 * with its number and position letter, lowers at the bottom of each stack;
 * the traveller's berths filled and badged ("P1"), said in words above the
 * drawing; a legend of what each position means; and every berth as a table
 * under "Berths in this coach" ("Seats …" for seat classes; the drawing itself is hidden from screen
 * readers, which read the words and the table). Renders nothing for a class
 * without a plan.
 */
export function CoachDrawing({
  classCode,
  className,
  coach = null,
  marks = [],
  title,
  explain = false,
}: {
  classCode: string;
  /** "AC 3 Tier". */
  className?: string | undefined;
  /** The coach the marks are in ("B1"), or null for a typical coach. */
  coach?: string | null;
  marks?: readonly CoachMark[];
  /** The heading of the drawing (default: the coach and class). */
  title?: string;
  /** Say what each position means (the booking form's guide); else a short key. */
  explain?: boolean;
}) {
  const id = useId();
  const plan = coachPlan(
    classCode,
    coachOptionsFor(
      classCode,
      coach,
      marks.map((m) => m.berth),
    ),
  );
  if (!plan) return null;
  const unit = UNIT[plan.kind];
  const byBerth = new Map<number, CoachMark[]>();
  for (const m of marks) byBerth.set(m.berth, [...(byBerth.get(m.berth) ?? []), m]);
  const positions = LEGEND_ORDER.filter((p) => plan.spots.some((s) => s.position === p));
  const heading =
    title ??
    `${coach ? `Coach ${coach}` : "A typical coach"}${className ? ` · ${className}` : ""} (${classCode})`;
  const yours = marks
    .map((m) => ({ m, spot: plan.spots[m.berth - 1] }))
    .filter((x): x is { m: CoachMark; spot: CoachSpot } => x.spot !== undefined);

  return (
    <figure className="coach" aria-labelledby={`${id}-title`}>
      <figcaption className="coach__head">
        <span id={`${id}-title`} className="coach__title">
          {heading}
        </span>
        <span className="coach__size">
          {plan.capacity} {unit.many} in {plan.bays.length} {unit.group}
        </span>
      </figcaption>
      {yours.length > 0 ? (
        <ul className="coach__yours" aria-label={`Your ${unit.many}`}>
          {yours.map(({ m, spot }) => (
            <li key={`${m.badge}-${m.berth}`}>
              <span className="coach__badge" aria-hidden="true">
                {m.badge}
              </span>{" "}
              {m.who}: {unit.one} {spotWords(plan, spot)}
            </li>
          ))}
        </ul>
      ) : null}
      <div className={`coach__drawing coach__drawing--${plan.kind}`} aria-hidden="true">
        <p className="coach__end">Door · toilets</p>
        <ol className="coach__bays">
          {plan.bays.map((bay) => (
            <BayDrawing key={bay.index} bay={bay} byBerth={byBerth} />
          ))}
        </ol>
        <p className="coach__end">Door · toilets</p>
      </div>
      <dl className={`coach__legend${explain ? " coach__legend--explain" : ""}`}>
        {positions.map((p) => (
          <div key={p}>
            <dt>
              <span className={`coach__spot coach__spot--${p} coach__spot--key`} aria-hidden="true">
                <span className="coach__type">{SHORT[p]}</span>
              </span>
              {BERTH_POSITION_NAMES[p]}
            </dt>
            {explain ? <dd>{MEANING[p]}</dd> : null}
          </div>
        ))}
        {marks.length > 0 ? (
          <div>
            <dt>
              <span className="coach__spot coach__spot--key coach__spot--yours" aria-hidden="true">
                <span className="coach__badge">P1</span>
              </span>
              Yours
            </dt>
            <dd>filled, with the traveller’s number</dd>
          </div>
        ) : null}
      </dl>
      {explain ? <p className="coach__note">{KIND_NOTE[plan.kind]}</p> : null}
      <details className="coach__table">
        <summary>{unit.title} in this coach</summary>
        <table>
          <caption>
            {coach ? `${unit.title} in coach ${coach}` : `${unit.title} in this coach`}: number,
            position and {plan.kind === "seats" ? "row" : plan.kind === "cabins" ? "cabin" : "bay"}
          </caption>
          <thead>
            <tr>
              <th scope="col">{plan.kind === "seats" ? "Seat" : "Berth"}</th>
              <th scope="col">Position</th>
              <th scope="col">
                {plan.kind === "seats" ? "Row" : plan.kind === "cabins" ? "Cabin" : "Bay"}
              </th>
              {marks.length > 0 ? <th scope="col">Yours</th> : null}
            </tr>
          </thead>
          <tbody>
            {plan.spots.map((s) => {
              const own = byBerth.get(s.number);
              return (
                <tr key={s.number} className={own ? "coach__row--yours" : undefined}>
                  <th scope="row">{s.number}</th>
                  <td>{BERTH_POSITION_NAMES[s.position]}</td>
                  <td>{plan.bays[s.bay - 1]?.label}</td>
                  {marks.length > 0 ? <td>{own ? own.map((m) => m.who).join(", ") : ""}</td> : null}
                </tr>
              );
            })}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

function BayDrawing({
  bay,
  byBerth,
}: {
  bay: CoachBay;
  byBerth: ReadonlyMap<number, CoachMark[]>;
}) {
  const mine = bay.sides.some((side) => side.some((s) => byBerth.has(s.number)));
  return (
    <li className={`coach__bay coach__bay--${bay.kind}${mine ? " coach__bay--yours" : ""}`}>
      <span className="coach__bay-label">{bay.label}</span>
      <div className="coach__sides">
        {bay.sides.map((side, i) => (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: a bay's sides are fixed
            key={i}
            className={`coach__side${bay.aisleAfter > 0 && i === bay.aisleAfter ? " coach__side--across" : ""}`}
          >
            {side.map((s) => {
              const own = byBerth.get(s.number);
              return (
                <span
                  key={s.number}
                  className={`coach__spot coach__spot--${s.position}${own ? " coach__spot--yours" : ""}`}
                  data-berth={s.number}
                >
                  <span className="coach__number">{s.number}</span>
                  {own ? (
                    <span className="coach__badge">{own.map((m) => m.badge).join(" ")}</span>
                  ) : (
                    <span className="coach__type">{SHORT[s.position]}</span>
                  )}
                </span>
              );
            })}
          </div>
        ))}
      </div>
    </li>
  );
}

/** A traveller's allotted seat as a ticket or PNR status gives it. */
export interface AllottedBerth extends CoachMark {
  coach: string;
}

/**
 * One drawing per coach the travellers are in (in the order first named),
 * each with its travellers' berths highlighted; nothing when no traveller
 * has a coach and berth yet (waitlisted, or 1A before the chart).
 */
export function AllottedCoaches({
  classCode,
  className,
  allotted,
}: {
  classCode: string;
  className?: string | undefined;
  allotted: readonly AllottedBerth[];
}) {
  const coaches = new Map<string, CoachMark[]>();
  for (const a of allotted)
    coaches.set(a.coach, [
      ...(coaches.get(a.coach) ?? []),
      { berth: a.berth, badge: a.badge, who: a.who },
    ]);
  if (coaches.size === 0 || !coachPlan(classCode)) return null;
  return (
    <div className="coach-list">
      {[...coaches].map(([coach, marks]) => (
        <CoachDrawing
          key={coach}
          classCode={classCode}
          className={className}
          coach={coach}
          marks={marks}
        />
      ))}
    </div>
  );
}
