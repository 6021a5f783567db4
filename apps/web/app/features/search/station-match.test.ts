import { describe, expect, it } from "vitest";
import {
  codeInText,
  pickStation,
  queryForText,
  stationLabel,
  textNamesStation,
} from "./station-match.ts";

const hits = [
  { code: "NDLS", name: "New Delhi" },
  { code: "DLI", name: "Delhi Junction" },
  { code: "BCT", name: "Mumbai Central" },
];

describe("turning typed text into a station", () => {
  it("takes the typeahead's best hit for a name", () => {
    expect(pickStation("delhi", hits)?.code).toBe("NDLS");
  });

  it("lets a code typed exactly win over the ranking", () => {
    expect(pickStation("dli", hits)?.code).toBe("DLI");
    expect(pickStation(" BCT ", hits)?.code).toBe("BCT");
  });

  it("reads the picker's display form 'Name (CODE)'", () => {
    expect(codeInText(stationLabel({ code: "DLI", name: "Delhi Junction" }))).toBe("DLI");
    expect(pickStation("Delhi Junction (DLI)", hits)?.code).toBe("DLI");
    expect(queryForText("Delhi Junction (DLI)")).toBe("DLI");
  });

  it("falls back to the best hit when a code-like word is no code, and to null without hits", () => {
    const reordered = [hits[1], hits[0]].filter((h) => h !== undefined);
    expect(pickStation("delhi", reordered)?.code).toBe("DLI");
    expect(pickStation("zzzz", [])).toBeNull();
    expect(codeInText("new delhi")).toBeNull();
  });
});

describe("a chosen code and the text beside it", () => {
  const ndls = { code: "NDLS", name: "New Delhi" };
  it("holds while the text is the display form, the name or the code", () => {
    expect(textNamesStation("New Delhi (NDLS)", ndls)).toBe(true);
    expect(textNamesStation(" new  delhi ", ndls)).toBe(true);
    expect(textNamesStation("ndls", ndls)).toBe(true);
  });
  it("lapses once the text was edited to something else", () => {
    expect(textNamesStation("howrah", ndls)).toBe(false);
  });
});
