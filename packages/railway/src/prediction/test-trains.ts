import type { ClassCode } from "@safar/contracts/code-tables";
import type { TimetabledTrain } from "../network/model.ts";

/** Small hand-made trains for the prediction tests (number, type and rake are all the simulation needs). */
export function trainOf(
  number: string,
  coaches: string[],
  type: TimetabledTrain["type"] = "mail-express",
): Pick<TimetabledTrain, "number" | "type" | "rake"> {
  const cls: Record<string, ClassCode> = { S: "SL", B: "3A", A: "2A", H: "1A", C: "CC" };
  return {
    number,
    type,
    rake: coaches.map((name) => ({ name, classCode: cls[name.charAt(0)] as ClassCode })),
  };
}
