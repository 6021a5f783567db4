import type { ScheduleResponse } from "@safar/contracts/trains/train";
import { useEffect } from "react";
import { useFetcher } from "react-router";
import { Modal } from "../../components/ui/modal.tsx";
import { Sheet } from "../../components/ui/sheet.tsx";
import type { ResultsMessages } from "../../i18n/results.ts";
import { fill, translated, useLocale, useMessages } from "../../lib/i18n.ts";
import { minutesLabel, runningDaysLabel } from "./view.ts";

/** What the route's action answers to `intent=schedule`. */
export interface ScheduleAnswer {
  intent: "schedule";
  trainNumber: string;
  schedule: ScheduleResponse | null;
  error: string | null;
}

/** The train's route: stops with arrival, departure, halt, day and distance. */
export function ScheduleTable({
  schedule,
  from,
  to,
}: {
  schedule: ScheduleResponse;
  from?: string | undefined;
  to?: string | undefined;
}) {
  const t = useMessages<ResultsMessages>();
  const locale = useLocale();
  return (
    <div className="schedule">
      <p className="schedule__meta">
        {fill(t.pageTitle, { from: schedule.source.name, to: schedule.destination.name })} ·{" "}
        {fill(t.schedDistance, { km: schedule.distanceKm })} · {schedule.duration} ·{" "}
        {runningDaysLabel(schedule, t, locale)}
      </p>
      <section
        className="schedule__scroll"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling table must be reachable by keyboard
        tabIndex={0}
        aria-label={fill(t.stopsOfTrain, { number: schedule.trainNumber })}
      >
        <table className="schedule__table">
          <caption className="visually-hidden">
            {fill(t.stopsCaption, { number: schedule.trainNumber, name: schedule.trainName })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t.schedStation}</th>
              <th scope="col">{t.schedArrives}</th>
              <th scope="col">{t.schedDeparts}</th>
              <th scope="col">{t.schedHalt}</th>
              <th scope="col">{t.schedDay}</th>
              <th scope="col">{t.schedKm}</th>
            </tr>
          </thead>
          <tbody>
            {schedule.stops.map((stop) => {
              const mine = stop.code === from || stop.code === to;
              return (
                <tr
                  key={`${stop.code}-${stop.day}`}
                  className={mine ? "schedule__mine" : undefined}
                >
                  <th scope="row">
                    {stop.name} <span className="schedule__code">({stop.code})</span>
                    {mine ? (
                      <span className="schedule__tag">
                        {stop.code === from ? t.youBoard : t.youGetOff}
                      </span>
                    ) : null}
                  </th>
                  <td>{stop.arrival ?? t.starts}</td>
                  <td>{stop.departure ?? t.ends}</td>
                  <td>{stop.haltMin > 0 ? minutesLabel(stop.haltMin) : "–"}</td>
                  <td>{stop.day}</td>
                  <td>{stop.distanceKm}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
    </div>
  );
}

/**
 * The schedule overlay: a Modal at desktop widths, a Sheet on phones (both
 * from components/ui: focus trapped, Esc closes, focus returns to the
 * Schedule button). The schedule is fetched when opened (v1/schedule
 * through the route's action).
 */
export function ScheduleDialog({
  train,
  from,
  to,
  onClose,
}: {
  train: { trainNumber: string; trainName: string; desktop: boolean; open: boolean } | null;
  from: string;
  to: string;
  onClose: () => void;
}) {
  const fetcher = useFetcher<ScheduleAnswer>({ key: "schedule" });
  const trainNumber = train?.open ? train.trainNumber : undefined;
  const { submit } = fetcher;
  useEffect(() => {
    if (!trainNumber) return;
    submit({ intent: "schedule", train: trainNumber }, { method: "post" });
  }, [trainNumber, submit]);

  const t = useMessages<ResultsMessages>();
  const data = fetcher.data?.trainNumber === train?.trainNumber ? fetcher.data : undefined;
  const title = train
    ? fill(t.scheduleOf, { train: `${train.trainNumber} ${train.trainName}` })
    : t.schedule;
  const body = !train ? null : data?.schedule ? (
    <ScheduleTable schedule={data.schedule} from={from} to={to} />
  ) : data?.error ? (
    <p role="alert">{translated(t, data.error)}</p>
  ) : (
    <p aria-live="polite">{t.loadingSchedule}</p>
  );
  const open = train?.open ?? false;
  return train?.desktop ? (
    <Modal open={open} title={title} onClose={onClose} className="schedule-modal">
      <div className="schedule-modal__body">{body}</div>
    </Modal>
  ) : (
    <Sheet open={open} title={title} onClose={onClose} side="right" className="schedule-sheet">
      {body}
    </Sheet>
  );
}
