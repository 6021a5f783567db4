import {
  type BerthPosition,
  type CoachBay,
  type CoachPlan,
  type CoachSpot,
  coachOptionsFor,
  coachPlan,
} from "@safar/domain/coach-layout";
import { useId } from "react";
import { fill, useMessages } from "../../lib/i18n.ts";
import { translatedTemplate } from "../../lib/i18n-template.ts";
import { COACH_WORDS, type CoachWords } from "./coach-words.ts";
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

/** The unit of a coach's kind: berths, or seats. */
const UNIT_OF: Readonly<Record<CoachPlan["kind"], "berth" | "seat">> = {
  bays: "berth",
  cabins: "berth",
  seats: "seat",
};

/** The drawing's words: the page's (the booking and order pages send them), else English. */
function useCoachWords(): CoachWords {
  return { ...COACH_WORDS, ...useMessages<Partial<CoachWords>>() };
}

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

/** "34 (Lower), Bay 5" (in `words`, English by default). */
export function spotWords(
  plan: CoachPlan,
  spot: CoachSpot,
  words: CoachWords = COACH_WORDS,
): string {
  const bay = plan.bays[spot.bay - 1];
  const label = bay ? translatedTemplate(words, bay.label) : "";
  return `${spot.number} (${words[`coachPos_${spot.position}`]})${bay ? `, ${label}` : ""}`;
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
  const w = useCoachWords();
  const plan = coachPlan(
    classCode,
    coachOptionsFor(
      classCode,
      coach,
      marks.map((m) => m.berth),
    ),
  );
  if (!plan) return null;
  const u = UNIT_OF[plan.kind];
  const unit = {
    one: w[`coachOne_${u}`],
    many: w[`coachMany_${u}`],
    title: w[`coachTitle_${u}`],
    group: w[`coachGroup_${plan.kind}`],
  };
  const bayLabel = (label: string | undefined) => (label ? translatedTemplate(w, label) : label);
  const byBerth = new Map<number, CoachMark[]>();
  for (const m of marks) byBerth.set(m.berth, [...(byBerth.get(m.berth) ?? []), m]);
  const positions = LEGEND_ORDER.filter((p) => plan.spots.some((s) => s.position === p));
  const heading =
    title ??
    `${coach ? fill(w.coachNamed, { coach }) : w.coachTypical}${className ? ` · ${className}` : ""} (${classCode})`;
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
          {fill(w.coachSize, {
            n: plan.capacity,
            unit: unit.many,
            m: plan.bays.length,
            group: unit.group,
          })}
        </span>
      </figcaption>
      {yours.length > 0 ? (
        <ul className="coach__yours" aria-label={fill(w.coachYours, { unit: unit.many })}>
          {yours.map(({ m, spot }) => (
            <li key={`${m.badge}-${m.berth}`}>
              <span className="coach__badge" aria-hidden="true">
                {m.badge}
              </span>{" "}
              {fill(w.coachYourSpot, {
                who: m.who,
                unit: unit.one,
                spot: spotWords(plan, spot, w),
              })}
            </li>
          ))}
        </ul>
      ) : null}
      <div className={`coach__drawing coach__drawing--${plan.kind}`} aria-hidden="true">
        <p className="coach__end">{w.coachEnd}</p>
        <ol className="coach__bays">
          {plan.bays.map((bay) => (
            <BayDrawing key={bay.index} bay={bay} byBerth={byBerth} label={bayLabel(bay.label)} />
          ))}
        </ol>
        <p className="coach__end">{w.coachEnd}</p>
      </div>
      <dl className={`coach__legend${explain ? " coach__legend--explain" : ""}`}>
        {positions.map((p) => (
          <div key={p}>
            <dt>
              <span className={`coach__spot coach__spot--${p} coach__spot--key`} aria-hidden="true">
                <span className="coach__type">{SHORT[p]}</span>
              </span>
              {w[`coachPos_${p}`]}
            </dt>
            {explain ? <dd>{w[`coachMeaning_${p}`]}</dd> : null}
          </div>
        ))}
        {marks.length > 0 ? (
          <div>
            <dt>
              <span className="coach__spot coach__spot--key coach__spot--yours" aria-hidden="true">
                <span className="coach__badge">P1</span>
              </span>
              {w.coachYoursKey}
            </dt>
            <dd>{w.coachYoursMeaning}</dd>
          </div>
        ) : null}
      </dl>
      {explain ? <p className="coach__note">{w[`coachNote_${plan.kind}`]}</p> : null}
      <details className="coach__table">
        <summary>{fill(w.coachInThis, { title: unit.title })}</summary>
        <table>
          <caption>
            {coach
              ? fill(w.coachInCoach, { title: unit.title, coach })
              : fill(w.coachInThis, { title: unit.title })}
            {fill(w.coachCaption, {
              group:
                plan.kind === "seats"
                  ? w.coachRow
                  : plan.kind === "cabins"
                    ? w.coachCabin
                    : w.coachBay,
            })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{plan.kind === "seats" ? w.coachHeadSeat : w.coachHeadBerth}</th>
              <th scope="col">{w.coachHeadPosition}</th>
              <th scope="col">
                {plan.kind === "seats"
                  ? w.coachHeadRow
                  : plan.kind === "cabins"
                    ? w.coachHeadCabin
                    : w.coachHeadBay}
              </th>
              {marks.length > 0 ? <th scope="col">{w.coachYoursKey}</th> : null}
            </tr>
          </thead>
          <tbody>
            {plan.spots.map((s) => {
              const own = byBerth.get(s.number);
              return (
                <tr key={s.number} className={own ? "coach__row--yours" : undefined}>
                  <th scope="row">{s.number}</th>
                  <td>{w[`coachPos_${s.position}`]}</td>
                  <td>{bayLabel(plan.bays[s.bay - 1]?.label)}</td>
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
  label,
}: {
  bay: CoachBay;
  byBerth: ReadonlyMap<number, CoachMark[]>;
  /** The bay's label in the page's words. */
  label: string | undefined;
}) {
  const mine = bay.sides.some((side) => side.some((s) => byBerth.has(s.number)));
  return (
    <li className={`coach__bay coach__bay--${bay.kind}${mine ? " coach__bay--yours" : ""}`}>
      <span className="coach__bay-label">{label}</span>
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
