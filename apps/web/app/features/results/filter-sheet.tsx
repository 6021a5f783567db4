import type { RefObject } from "react";
import { Sheet } from "../../components/ui/sheet.tsx";
import type { ResultsMessages } from "../../i18n/results.ts";
import { fill, useMessages } from "../../lib/i18n.ts";
import { FilterForm } from "./filter-panel.tsx";
import type { FilterPanelData } from "./filter-params.ts";

/**
 * The filter panel as a bottom sheet below 992 px (spec §2 "Filter and sort
 * sheets"): a dialog on Radix (focus trap, Escape closes, focus returns to
 * the "Sort & filter" button). Loaded on first open, so Radix stays out of
 * the first load.
 */
export default function FilterSheet({
  open,
  panel,
  onClose,
  returnFocusRef,
}: {
  open: boolean;
  panel: FilterPanelData;
  onClose: () => void;
  returnFocusRef: RefObject<HTMLElement | null>;
}) {
  const t = useMessages<ResultsMessages>();
  return (
    <Sheet
      open={open}
      title={t.sortAndFilter}
      onClose={onClose}
      className="filter-sheet"
      returnFocusRef={returnFocusRef}
    >
      <FilterForm panel={panel} idPrefix="sheet" hydrated />
      <div className="filter-sheet__footer">
        <button type="button" className="result-button result-button--primary" onClick={onClose}>
          {fill(panel.shown === 1 ? t.showOne : t.showMany, { n: panel.shown })}
        </button>
      </div>
    </Sheet>
  );
}
