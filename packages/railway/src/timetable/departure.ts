import type { TrainType } from "../network/model.ts";
import { hashString } from "./hash.ts";
import { isSleeperService } from "./train-type.ts";

/**
 * The origin departure time of a train (minutes after 00:00 IST, 0–1435, a
 * multiple of 5), chosen deterministically: a hash of the train number picks a
 * slot inside a window typical of its type. facts.md gives no departure times,
 * so the windows are chosen here from general knowledge:
 * - Rajdhani 16:00–20:30; Duronto 19:00–23:45; Garib Rath and Humsafar
 *   16:00–23:00; Vande Bharat sleeper 19:00–21:00.
 * - Day trains (Shatabdi, Vande Bharat, Tejas, Jan Shatabdi, Double Decker)
 *   leave early in the morning from the bigger end; the return working (the
 *   train of a pair that starts at the less important end, see
 *   `returnWorking`) leaves in the afternoon when it can still arrive by
 *   23:30.
 * - Superfast and mail/express: any time 04:30–23:45 for overnight runs (10 h
 *   or more); 05:00–18:00 for shorter runs. Passenger 05:00–19:00.
 * - Antyodaya 10:00–22:00.
 */

type Window = readonly [from: number, to: number];

const h = (hours: number, minutes = 0) => hours * 60 + minutes;

const DAY_TRAIN: Partial<Record<TrainType, { morning: Window; afternoon: Window }>> = {
  shatabdi: { morning: [h(5, 30), h(7, 30)], afternoon: [h(14), h(17, 30)] },
  "vande-bharat": { morning: [h(6), h(8)], afternoon: [h(14), h(16)] },
  tejas: { morning: [h(6), h(8)], afternoon: [h(14, 30), h(16, 30)] },
  "jan-shatabdi": { morning: [h(5), h(7, 30)], afternoon: [h(13, 30), h(17)] },
  "double-decker": { morning: [h(5, 30), h(7, 30)], afternoon: [h(14), h(17)] },
};

const LATEST_DAY_ARRIVAL = h(23, 30);

export interface DepartureInput {
  number: string;
  name: string;
  type: TrainType;
  pair: string | null;
  durationMin: number;
  /** The return working of a pair of day trains (starts at its smaller end): it leaves in the afternoon. */
  returnWorking: boolean;
}

function windowFor(train: DepartureInput): Window {
  const day = DAY_TRAIN[train.type];
  if (day && !(train.type === "vande-bharat" && isSleeperService(train.name))) {
    if (train.returnWorking) {
      const latest = Math.min(day.afternoon[1], LATEST_DAY_ARRIVAL - train.durationMin);
      if (latest >= day.afternoon[0]) return [day.afternoon[0], latest];
    }
    return day.morning;
  }
  switch (train.type) {
    case "rajdhani":
      return [h(16), h(20, 30)];
    case "duronto":
      return [h(19), h(23, 45)];
    case "garib-rath":
    case "humsafar":
      return [h(16), h(23)];
    case "vande-bharat":
      return [h(19), h(21)];
    case "antyodaya":
      return [h(10), h(22)];
    case "passenger":
      return [h(5), h(19)];
    default:
      return train.durationMin >= h(10) ? [h(4, 30), h(23, 45)] : [h(5), h(18)];
  }
}

export function originDepartureMin(train: DepartureInput): number {
  const [from, to] = windowFor(train);
  const start = Math.ceil(from / 5) * 5;
  const slots = Math.floor((to - start) / 5) + 1;
  return start + (hashString(`dep:${train.number}`) % Math.max(1, slots)) * 5;
}
