import { describe, expect, it } from "vitest";
import { compact, displayName, normalize, tokens } from "./text.ts";

describe("normalize, tokens, compact", () => {
  it("lower-cases, drops dots and apostrophes, and splits on other separators", () => {
    expect(normalize("  PRAYAGRAJ JN. ")).toBe("prayagraj jn");
    expect(normalize("Obra-A-Cabin")).toBe("obra a cabin");
    expect(tokens("New   Delhi")).toEqual(["new", "delhi"]);
    expect(tokens(" - ")).toEqual([]);
    expect(compact("Delhi H. Nizamuddin")).toBe("delhihnizamuddin");
  });

  it("strips accents", () => {
    expect(normalize("Bengalūru")).toBe("bengaluru");
  });
});

describe("displayName", () => {
  it("title-cases printed names and keeps initialisms", () => {
    expect(displayName("K S R T")).toBe("K S R T");
    expect(displayName("PUNE JN")).toBe("Pune Jn");
    expect(displayName("NEW DELHI")).toBe("New Delhi");
    expect(displayName("SMVT BENGALURU")).toBe("SMVT Bengaluru");
    expect(displayName("DELHI H NIZAMUDDIN")).toBe("Delhi H Nizamuddin");
    expect(displayName("MUMBAI CST")).toBe("Mumbai CST");
  });

  it("writes the usual abbreviations in one fixed form", () => {
    expect(displayName("HOWRAH JN")).toBe("Howrah Jn");
    expect(displayName("PRAYAGRAJ JN.")).toBe("Prayagraj Jn.");
    expect(displayName("DELHI CANTT")).toBe("Delhi Cantt");
    expect(displayName("ANAND VIHAR TRM")).toBe("Anand Vihar Trm");
    expect(displayName("VASCO DA GAMA")).toBe("Vasco da Gama");
  });

  it("keeps separators and re-cases mixed-case names the same way", () => {
    expect(displayName("OBRA-A-CABIN")).toBe("Obra-A-Cabin");
    expect(displayName("NEW ALIPUR (CALCUTTA)")).toBe("New Alipur (Calcutta)");
    expect(displayName("Amb  Andora")).toBe("Amb Andora");
    expect(displayName("MGR Chennai Central")).toBe("MGR Chennai Central");
  });
});
