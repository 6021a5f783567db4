import { CoachDrawing } from "../../components/ui/coach-drawing.tsx";

/**
 * "What do the berths mean?" by the berth preferences: a typical coach of
 * the class being booked, drawn as the railway numbers it, with what each
 * berth position means. Folded (a `<details>`, so it opens without script).
 */
export function BerthGuide({ classCode, className }: { classCode: string; className?: string }) {
  return (
    <details className="td-fold td-berth-guide">
      <summary className="td-fold__summary">
        <span className="td-berth-guide__title">What do the berths mean?</span>
      </summary>
      <CoachDrawing classCode={classCode} className={className} explain />
    </details>
  );
}
