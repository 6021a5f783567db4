import {
  HI_MONTHS,
  HI_MONTHS_LONG,
  HI_WEEKDAYS,
  HI_WEEKDAYS_LONG,
} from "@safar/domain/hindi-dates";
import { useEffect, useMemo, useRef, useState } from "react";
import { DayPicker, type Modifiers } from "react-day-picker";
import type { HomeMessages } from "../../i18n/home.ts";
import { fill, useLocale, useMessages } from "../../lib/i18n.ts";
import type { ModalCloseReason } from "../../lib/shell-store.ts";
import { Modal } from "./modal.tsx";

/**
 * A date picker in a dialog (react-day-picker's grid inside the shell's Radix
 * modal): arrow keys move by day and week, PageUp/PageDown by month (with
 * Shift by year), Home/End to the start/end of the week, Enter or Space
 * chooses, Escape closes and focus returns to the control that opened it.
 * Days outside `min`…`max` are disabled; marked days (e.g. holidays) carry
 * their names in the day's accessible name and are listed under the month.
 *
 * Dates are calendar dates `YYYY-MM-DD`; no time zone is involved. Load this
 * lazily (`lazyWithRetry`): it is only needed once the dialog opens.
 */
interface DateMark {
  date: string;
  name: string;
}

export interface DatePickerDialogProps {
  open: boolean;
  title: string;
  value: string | null;
  min: string;
  max: string;
  /** Today's date, marked as such. */
  today: string;
  marks?: readonly DateMark[];
  /** What the marks are, for the legend ("Holiday"). */
  markKind?: string;
  onSelect: (date: string) => void;
  onClose: (reason: ModalCloseReason) => void;
}

const pad = (n: number) => String(n).padStart(2, "0");

/** `YYYY-MM-DD` → a local-time Date at noon (safe from DST edges). */
function fromIso(iso: string): Date {
  const [y, m, d] = iso.split("-").map(Number) as [number, number, number];
  return new Date(y, m - 1, d, 12);
}

/** A local-time Date → `YYYY-MM-DD`. */
function toIso(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const LONG = new Intl.DateTimeFormat("en-IN", {
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
});
const SHORT = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short" });

/** Hindi dates from our own tables (ADR 028: Latin digits, the same in every browser). */
const HI = {
  long: (d: Date) =>
    `${HI_WEEKDAYS_LONG[d.getDay()]}, ${d.getDate()} ${HI_MONTHS_LONG[d.getMonth()]} ${d.getFullYear()}`,
  short: (d: Date) => `${d.getDate()} ${HI_MONTHS[d.getMonth()]}`,
  monthYear: (d: Date) => `${HI_MONTHS_LONG[d.getMonth()]} ${d.getFullYear()}`,
};

/** The page's words for the calendar, English where the page sent none. */
function useCalendarWords() {
  const t = useMessages<Partial<HomeMessages>>();
  const hindi = useLocale() === "hi";
  return {
    hindi,
    long: hindi ? HI.long : (d: Date) => LONG.format(d),
    short: hindi ? HI.short : (d: Date) => SHORT.format(d),
    say: (key: keyof HomeMessages, english: string, values: Record<string, string> = {}) =>
      fill(t[key] ?? english, values),
  };
}

export default function DatePickerDialog({
  open,
  title,
  value,
  min,
  max,
  today,
  marks = [],
  markKind = "Holiday",
  onSelect,
  onClose,
}: DatePickerDialogProps) {
  const body = useRef<HTMLDivElement>(null);
  const markNames = useMemo(() => new Map(marks.map((m) => [m.date, m.name])), [marks]);
  const markedDates = useMemo(() => marks.map((m) => fromIso(m.date)), [marks]);
  const selected = value ? fromIso(value) : undefined;
  const start = value && value >= min && value <= max ? value : min;
  const [month, setMonth] = useState(() => fromIso(start));
  const w = useCalendarWords();

  // Focus the chosen day (or the first bookable one) once the grid is there.
  useEffect(() => {
    if (!open) return;
    const frame = window.requestAnimationFrame(() => {
      const day = body.current?.querySelector<HTMLButtonElement>('.rdp-day_button[tabindex="0"]');
      day?.focus();
    });
    return () => window.cancelAnimationFrame(frame);
  }, [open]);

  const visibleMarks = marks.filter((m) => {
    const d = fromIso(m.date);
    return d.getFullYear() === month.getFullYear() && d.getMonth() === month.getMonth();
  });

  return (
    <Modal
      open={open}
      title={title}
      onClose={onClose}
      className="date-picker"
      closeLabel={w.say("closeCalendar", "Close calendar")}
      initialFocusRef={body}
    >
      <div ref={body} tabIndex={-1} className="date-picker__body">
        <DayPicker
          mode="single"
          required
          selected={selected}
          onSelect={(date: Date | undefined) => {
            if (date) onSelect(toIso(date));
          }}
          month={month}
          onMonthChange={setMonth}
          startMonth={fromIso(min)}
          endMonth={fromIso(max)}
          today={fromIso(today)}
          disabled={[{ before: fromIso(min) }, { after: fromIso(max) }]}
          modifiers={{ marked: markedDates }}
          modifiersClassNames={{ marked: "is-marked" }}
          weekStartsOn={1}
          showOutsideDays={false}
          // Hindi: month and weekday names from our tables; the day numbers stay Latin.
          {...(w.hindi
            ? {
                formatters: {
                  formatCaption: HI.monthYear,
                  formatWeekdayName: (d: Date) => HI_WEEKDAYS[d.getDay()] ?? "",
                },
              }
            : {})}
          labels={{
            labelDayButton: (date: Date, modifiers: Modifiers) => {
              const iso = toIso(date);
              let label = w.long(date);
              if (modifiers.today) label = w.say("calToday", "Today, {date}", { date: label });
              const mark = markNames.get(iso);
              if (mark) {
                label = w.say("calMark", "{date}, {kind}: {name}", {
                  date: label,
                  kind: markKind,
                  name: mark,
                });
              }
              if (modifiers.disabled) {
                label = w.say("calNotBookable", "{date}, not bookable", { date: label });
              }
              if (modifiers.selected)
                label = w.say("calSelected", "{date}, selected", { date: label });
              return label;
            },
            ...(w.hindi
              ? {
                  labelNext: () => w.say("calNext", "Go to the Next Month"),
                  labelPrevious: () => w.say("calPrevious", "Go to the Previous Month"),
                  labelGrid: HI.monthYear,
                  labelWeekday: (d: Date) => HI_WEEKDAYS_LONG[d.getDay()] ?? "",
                }
              : {}),
          }}
        />
        <MarkList marks={visibleMarks} kind={markKind} />
      </div>
    </Modal>
  );
}

function MarkList({ marks, kind }: { marks: readonly DateMark[]; kind: string }) {
  const w = useCalendarWords();
  if (marks.length === 0) return null;
  return (
    <ul
      className="date-picker__marks"
      aria-label={w.say("calMarksThisMonth", "{kind}s this month", { kind })}
    >
      {marks.map((m) => (
        <li key={m.date}>
          <span className="date-picker__mark-dot" aria-hidden="true" />
          {w.short(fromIso(m.date))}: {m.name}
        </li>
      ))}
    </ul>
  );
}
