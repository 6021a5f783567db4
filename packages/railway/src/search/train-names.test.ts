import { timetabledTrain } from "@safar/test-kit/railway-factories";
import { describe, expect, it } from "vitest";
import { TrainNameIndex } from "./train-names.ts";

describe("TrainNameIndex", () => {
  const index = new TrainNameIndex([
    {
      ...timetabledTrain({
        number: "22625",
        name: "KSR Bengaluru Double Decker Express",
        stops: [
          ["SBC", null, "07:25"],
          ["MAS", "13:30", null],
        ],
      }),
      printedName: "Sbc Dbldeck Exp",
    },
    timetabledTrain({
      number: "12007",
      name: "Mysuru Shatabdi",
      stops: [
        ["MAS", null, "06:00"],
        ["MYS", "13:00", null],
      ],
    }),
  ]);
  const numbers = (q: string) => index.find(q, 10).map((t) => t.number);

  it("finds a train by its readable name", () => {
    expect(numbers("double decker")).toEqual(["22625"]);
    expect(numbers("ksr bengaluru")).toEqual(["22625"]);
  });

  it("finds a train by its name as printed, and answers with the readable name", () => {
    expect(numbers("sbc dbldeck")).toEqual(["22625"]);
    expect(numbers("Sbc Dbldeck Exp")).toEqual(["22625"]);
    expect(index.find("dbldeck", 1)[0]?.name).toBe("KSR Bengaluru Double Decker Express");
  });
});
