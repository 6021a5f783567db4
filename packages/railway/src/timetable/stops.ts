import type { TimetabledTrain, TimetableStop } from "../network/model.ts";

/**
 * Where a journey boards and alights on a train: the first stop at `from`
 * that the train leaves, and the first later stop at `to` that it reaches;
 * null when the train does not run from one to the other.
 */
export function journeyStops(
  train: Pick<TimetabledTrain, "stops">,
  from: string,
  to: string,
): {
  fromIdx: number;
  toIdx: number;
  board: TimetableStop & { departureMin: number };
  alight: TimetableStop & { arrivalMin: number };
} | null {
  const fromIdx = train.stops.findIndex((s) => s.code === from);
  if (fromIdx < 0) return null;
  const toIdx = train.stops.findIndex((s, i) => i > fromIdx && s.code === to);
  const board = train.stops[fromIdx];
  const alight = train.stops[toIdx];
  if (toIdx < 0 || !board || !alight || board.departureMin === null || alight.arrivalMin === null)
    return null;
  return {
    fromIdx,
    toIdx,
    board: board as TimetableStop & { departureMin: number },
    alight: alight as TimetableStop & { arrivalMin: number },
  };
}
