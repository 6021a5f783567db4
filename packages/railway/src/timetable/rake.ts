import type { ClassCode } from "@safar/contracts/code-tables";
import type { Coach, TrainType } from "../network/model.ts";
import { hashString } from "./hash.ts";
import { isAcExpress, isIntercity, isSleeperService } from "./train-type.ts";

/**
 * Classes and rake (the reservable coaches, in order) per train type, after
 * facts.md §1.4 (coach letters) and §1.5 (typical compositions).
 *
 * Only reservable coaches are modelled: `Coach.classCode` is a bookable class,
 * so unreserved (GS), guard/luggage (SLR), power (EOG) and pantry (PC) cars are
 * left out of the rake. Coaches are listed highest class first.
 *
 * Choices where facts.md is silent or offers a range:
 * - Rajdhani / AC express: the 2020 LHB premium rake, 2×1A, 5×2A, 12×3A
 *   (AC express: 1×1A, 4×2A, 12×3A).
 * - Duronto: one composition for all, with sleeper ("may have SL"):
 *   1×1A, 3×2A, 8×3A, 5×SL.
 * - Shatabdi / Tejas: 2×EC, 14×CC (Tejas 2×EC, 12×CC).
 * - Vande Bharat: 16-car = 2×EC + 14×CC; the sleeper 1×1A, 4×2A, 11×3A.
 * - Jan Shatabdi and intercity day trains: 2×CC, 10×2S.
 * - Garib Rath: 12×3A (letter G), 2×CC (letter J).
 * - Humsafar: 16×3A. Double Decker: 8×CC.
 * - Antyodaya: fully unreserved, so no reservable coach at all.
 * - Superfast and mail/express: facts.md's synthetic default — 1×1A on
 *   journeys of 800 km or more, 2×2A, 6×3A, 1×3E on every third train (by
 *   number hash), 7 or 8×SL (by hash). Short trains (under 250 km) and
 *   intercity trains get the day rake instead.
 * - Passenger: 2S only (4 coaches), plus 2×SL at 300 km or more.
 */

/** Letter printed on coaches of each class (facts.md §1.4). Garib Rath overrides 3A → G and CC → J. */
const LETTER: Record<ClassCode, string> = {
  "1A": "H",
  "2A": "A",
  "3A": "B",
  "3E": "M",
  SL: "S",
  CC: "C",
  EC: "E",
  "2S": "D",
  FC: "F",
  EA: "K",
  // No public source gives the Vistadome prefix (facts.md §1.4): "V" for all three.
  EV: "V",
  VC: "V",
  VS: "V",
};

/** Order in which classes appear in a rake and in `classes` (highest first). */
const CLASS_ORDER: readonly ClassCode[] = [
  "1A",
  "EA",
  "EC",
  "EV",
  "2A",
  "FC",
  "3A",
  "3E",
  "CC",
  "VC",
  "SL",
  "VS",
  "2S",
];

type Composition = readonly (readonly [ClassCode, number])[];

export interface RakeInput {
  number: string;
  name: string;
  type: TrainType;
  distanceKm: number;
}

export function compositionFor(train: RakeInput): Composition {
  const h = hashString(`rake:${train.number}`);
  const dayRake: Composition = [
    ["CC", 2],
    ["2S", 10],
  ];
  switch (train.type) {
    case "rajdhani":
      return [
        ["1A", 2],
        ["2A", 5],
        ["3A", 12],
      ];
    case "duronto":
      return [
        ["1A", 1],
        ["2A", 3],
        ["3A", 8],
        ["SL", 5],
      ];
    case "shatabdi":
      return [
        ["EC", 2],
        ["CC", 14],
      ];
    case "tejas":
      return [
        ["EC", 2],
        ["CC", 12],
      ];
    case "vande-bharat":
      return isSleeperService(train.name)
        ? [
            ["1A", 1],
            ["2A", 4],
            ["3A", 11],
          ]
        : [
            ["EC", 2],
            ["CC", 14],
          ];
    case "jan-shatabdi":
      return dayRake;
    case "garib-rath":
      return [
        ["3A", 12],
        ["CC", 2],
      ];
    case "humsafar":
      return [["3A", 16]];
    case "double-decker":
      return [["CC", 8]];
    case "antyodaya":
      return [];
    case "passenger":
      return train.distanceKm >= 300
        ? [
            ["SL", 2],
            ["2S", 4],
          ]
        : [["2S", 4]];
    case "superfast":
    case "mail-express": {
      if (isAcExpress(train.name))
        return [
          ["1A", 1],
          ["2A", 4],
          ["3A", 12],
        ];
      if (isIntercity(train.name) || train.distanceKm < 250) return dayRake;
      const out: [ClassCode, number][] = [];
      if (train.distanceKm >= 800) out.push(["1A", 1]);
      out.push(["2A", 2], ["3A", 6]);
      if (h % 3 === 0) out.push(["3E", 1]);
      out.push(["SL", 7 + ((h >>> 4) % 2)]);
      return out;
    }
  }
}

export interface Rake {
  classes: ClassCode[];
  rake: Coach[];
}

export function rakeFor(train: RakeInput): Rake {
  const composition = [...compositionFor(train)].sort(
    (a, b) => CLASS_ORDER.indexOf(a[0]) - CLASS_ORDER.indexOf(b[0]),
  );
  const rake: Coach[] = [];
  for (const [classCode, count] of composition) {
    let letter = LETTER[classCode];
    if (train.type === "garib-rath" && classCode === "3A") letter = "G";
    if (train.type === "garib-rath" && classCode === "CC") letter = "J";
    for (let i = 1; i <= count; i++) rake.push({ classCode, name: `${letter}${i}` });
  }
  return { classes: composition.map(([c]) => c), rake };
}

/**
 * Berths or seats per coach (facts.md §1.2, LHB figures where both exist):
 * 1A 24, 2A 52 (of the conflicting 52/54), 3A 72, 3E 83, SL 80, CC 78, EC 56,
 * 2S 108, FC 18 (ICF; no LHB FC), Vistadome 44. Garib Rath 3A has 81 (side
 * middle berths); Vande Bharat EC 52; Double Decker CC 120 [chosen, not in
 * facts.md]; Anubhuti 56.
 */
export function coachCapacity(classCode: ClassCode, type: TrainType): number {
  if (type === "garib-rath" && classCode === "3A") return 81;
  if (type === "vande-bharat" && classCode === "EC") return 52;
  if (type === "double-decker" && classCode === "CC") return 120;
  switch (classCode) {
    case "1A":
      return 24;
    case "2A":
      return 52;
    case "3A":
      return 72;
    case "3E":
      return 83;
    case "SL":
      return 80;
    case "CC":
      return 78;
    case "EC":
      return 56;
    case "EA":
      return 56;
    case "2S":
      return 108;
    case "FC":
      return 18;
    case "EV":
    case "VC":
    case "VS":
      return 44;
  }
}
