import { CoachDrawing } from "../../components/ui/coach-drawing.tsx";
import type { BookingMessages } from "../../i18n/booking.ts";
import { useMessages } from "../../lib/i18n.ts";

/**
 * "What do the berths mean?" by the berth preferences: a typical coach of
 * the class being booked, drawn as the railway numbers it, with what each
 * berth position means. Folded (a `<details>`, so it opens without script).
 */
export function BerthGuide({ classCode, className }: { classCode: string; className?: string }) {
  const t = useMessages<BookingMessages>();
  return (
    <details className="td-fold td-berth-guide">
      <summary className="td-fold__summary">
        <span className="td-berth-guide__title">{t.berthsMean}</span>
      </summary>
      <CoachDrawing classCode={classCode} className={className} explain />
    </details>
  );
}
