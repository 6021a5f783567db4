import type { ClassCode } from "@safar/contracts/code-tables";
import {
  buildRunLayout,
  type LayoutOptions,
  type QuotaPlan,
  type RunLayout,
} from "../inventory/layout.ts";
import type { TrainType } from "../network/model.ts";
import { type AllocPassenger, type AllocRequest, allocate } from "./allocate.ts";
import type { Occupancy } from "./occupancy.ts";

/**
 * A run layout from a list of coach names (S = SL, B = 3A, A = 2A, H = 1A,
 * C = CC), on a run of `stops` stops (default 2: every journey is the run).
 * Without `options.quotaPlan` every journey is sold as GN (no RL or PQ
 * berths); with one, the run has `plan.stops` stops and its RL and PQ berths.
 */
export function layoutOf(
  coaches: string[],
  type: TrainType = "mail-express",
  stops = 2,
  options?: LayoutOptions,
): RunLayout {
  const cls: Record<string, ClassCode> = { S: "SL", B: "3A", A: "2A", H: "1A", C: "CC" };
  const train = {
    number: "12345",
    type,
    rake: coaches.map((name) => ({ name, classCode: cls[name.charAt(0)] as ClassCode })),
  };
  if (options?.quotaPlan) return buildRunLayout(train, options);
  return { ...buildRunLayout(train), stops };
}

/**
 * A quota plan for a run of `stops` stops from shares in [0, 1) (for
 * property tests): the origin and destination groups, an optional
 * remote-location stop, and road-side flags per stop.
 */
export function planOf(
  stops: number,
  pick: {
    origin: number;
    destination: number;
    remote: number | null;
    roadSide: readonly boolean[];
  },
): QuotaPlan {
  const origin = 1 + Math.floor(pick.origin * (stops - 1) * 0.5);
  const destination = Math.max(
    origin,
    stops - 1 - Math.floor(pick.destination * (stops - 1 - origin) * 0.5),
  );
  const between = Array.from({ length: destination - origin }, (_, i) => origin + i);
  const remote =
    pick.remote === null || between.length === 0
      ? []
      : [between[Math.floor(pick.remote * between.length)] as number];
  const roadSide = between.filter((i) => !remote.includes(i) && pick.roadSide[i] === true);
  return { stops, origin, destination, remote, roadSide };
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
