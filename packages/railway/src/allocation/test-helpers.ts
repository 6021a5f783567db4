import type { ClassCode } from "@safar/contracts/code-tables";
import { buildRunLayout, type RunLayout } from "../inventory/layout.ts";
import type { TrainType } from "../network/model.ts";
import { type AllocPassenger, type AllocRequest, allocate } from "./allocate.ts";
import type { Occupancy } from "./occupancy.ts";

/**
 * A run layout from a list of coach names (S = SL, B = 3A, A = 2A, H = 1A,
 * C = CC), on a run of `stops` stops (default 2: every journey is the run).
 */
export function layoutOf(
  coaches: string[],
  type: TrainType = "mail-express",
  stops = 2,
): RunLayout {
  const cls: Record<string, ClassCode> = { S: "SL", B: "3A", A: "2A", H: "1A", C: "CC" };
  return {
    ...buildRunLayout({
      number: "12345",
      type,
      rake: coaches.map((name) => ({ name, classCode: cls[name.charAt(0)] as ClassCode })),
    }),
    stops,
  };
}

export const adult = (extra: Partial<AllocPassenger> = {}): AllocPassenger => ({
  age: 30,
  gender: "Male",
  ...extra,
});

let pnrSeq = 0;
export const nextPnr = () => `P${String(++pnrSeq).padStart(9, "0")}`;

/** Books and expects success; returns the new state and the result. */
export function book(
  state: Occupancy,
  layout: RunLayout,
  request: Partial<AllocRequest> & { passengers: AllocPassenger[] },
) {
  const r = allocate(state, layout, { pnr: nextPnr(), quota: "GN", ...request });
  if (!r.ok) throw new Error(`booking refused: ${r.reason}`);
  return r;
}

/** Books single GN passengers until the GN berths of the class are all taken. */
export function fillQuota(
  state: Occupancy,
  layout: RunLayout,
  quota: AllocRequest["quota"] = "GN",
): Occupancy {
  let s = state;
  while (s.free[quota] > 0) s = book(s, layout, { quota, passengers: [adult()] }).state;
  return s;
}
