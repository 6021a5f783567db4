/**
 * The railway's travel classes (spec §3), each with whether it is
 * air-conditioned: the one class table. `@safar/contracts/code-tables` adds
 * its Zod enum and names; AC decides the convenience fee, the Tatkal opening
 * hour and the smart filter's "AC" words.
 */
export const TRAIN_CLASSES = [
  { code: "1A", name: "First Class AC", isAc: true },
  { code: "EC", name: "Executive Class", isAc: true },
  { code: "2A", name: "AC 2 Tier", isAc: true },
  { code: "FC", name: "First Class", isAc: false },
  { code: "3A", name: "AC 3 Tier", isAc: true },
  { code: "3E", name: "AC 3 Tier Economy", isAc: true },
  { code: "CC", name: "AC Chair Car", isAc: true },
  { code: "EA", name: "Anubhuti", isAc: true },
  { code: "SL", name: "Sleeper Class", isAc: false },
  { code: "2S", name: "Second Sitting", isAc: false },
  { code: "VS", name: "Vistadome Non-AC", isAc: false },
  { code: "EV", name: "Vistadome AC", isAc: true },
  { code: "VC", name: "Vistadome CC", isAc: true },
] as const;

export type TrainClass = (typeof TRAIN_CLASSES)[number];
export type ClassCode = TrainClass["code"];
/** The air-conditioned classes' codes, in table order. */
export type AcClassCode = Extract<TrainClass, { isAc: true }>["code"];
export type NonAcClassCode = Extract<TrainClass, { isAc: false }>["code"];

const AC_CODES: ReadonlySet<string> = new Set(
  TRAIN_CLASSES.filter((c) => c.isAc).map((c) => c.code),
);

/** True for an air-conditioned class (an unknown code is not). */
export function isAcClass(classCode: string): boolean {
  return AC_CODES.has(classCode);
}
