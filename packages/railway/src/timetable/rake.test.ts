import { describe, expect, it } from "vitest";
import { TRAIN_TYPES, type TrainType } from "../network/model.ts";
import { coachCapacity, rakeFor } from "./rake.ts";

const rake = (type: TrainType, name = "Test Exp", distanceKm = 1000, number = "12345") =>
  rakeFor({ number, name, type, distanceKm });
const names = (r: ReturnType<typeof rakeFor>) => r.rake.map((c) => c.name);

describe("rakeFor", () => {
  it("gives a Rajdhani the LHB premium rake: 2×1A, 5×2A, 12×3A (facts.md §1.5)", () => {
    const r = rake("rajdhani");
    expect(r.classes).toEqual(["1A", "2A", "3A"]);
    expect(names(r)).toEqual([
      "H1",
      "H2",
      "A1",
      "A2",
      "A3",
      "A4",
      "A5",
      ...Array.from({ length: 12 }, (_, i) => `B${i + 1}`),
    ]);
  });

  it("gives a Shatabdi 2 EC and 14 CC", () => {
    const r = rake("shatabdi");
    expect(r.classes).toEqual(["EC", "CC"]);
    expect(r.rake.filter((c) => c.classCode === "EC").map((c) => c.name)).toEqual(["E1", "E2"]);
    expect(r.rake.filter((c) => c.classCode === "CC")).toHaveLength(14);
  });

  it("names Garib Rath coaches G (3A) and J (CC)", () => {
    const r = rake("garib-rath");
    expect(r.classes).toEqual(["3A", "CC"]);
    expect(names(r)[0]).toBe("G1");
    expect(names(r).at(-1)).toBe("J2");
  });

  it("gives Jan Shatabdi chair cars and second sitting (D coaches)", () => {
    const r = rake("jan-shatabdi");
    expect(r.classes).toEqual(["CC", "2S"]);
    expect(names(r)).toContain("D10");
  });

  it("gives Humsafar 3A only and the Vande Bharat sleeper berths", () => {
    expect(rake("humsafar").classes).toEqual(["3A"]);
    expect(rake("vande-bharat", "Vande Bharat Sleeper").classes).toEqual(["1A", "2A", "3A"]);
    expect(rake("vande-bharat", "Vande Bharat Exp").classes).toEqual(["EC", "CC"]);
  });

  it("gives a long mail/express 1A, 2A, 3A and 7–8 SL, with 3E on some", () => {
    let with3E = 0;
    for (let n = 11000; n < 11060; n++) {
      const r = rake("mail-express", "Test Exp", 1200, String(n));
      expect(r.classes.filter((c) => c !== "3E")).toEqual(["1A", "2A", "3A", "SL"]);
      const sl = r.rake.filter((c) => c.classCode === "SL").length;
      expect(sl === 7 || sl === 8).toBe(true);
      if (r.classes.includes("3E")) {
        with3E++;
        expect(names(r)).toContain("M1");
      }
    }
    expect(with3E).toBeGreaterThan(5);
    expect(with3E).toBeLessThan(55);
  });

  it("gives no 1A under 800 km and a day rake under 250 km or on intercity trains", () => {
    expect(rake("superfast", "Test Exp", 600).classes).not.toContain("1A");
    expect(rake("superfast", "Test Exp", 200).classes).toEqual(["CC", "2S"]);
    expect(rake("superfast", "Test Intercity", 400).classes).toEqual(["CC", "2S"]);
    expect(rake("superfast", "Ltt HW AC Exp", 2000).classes).toEqual(["1A", "2A", "3A"]);
  });

  it("gives Antyodaya, fully unreserved, no reservable coach", () => {
    expect(rake("antyodaya").rake).toEqual([]);
  });

  it("never repeats a coach name and numbers each class from 1", () => {
    for (const t of TRAIN_TYPES) {
      const r = rake(t);
      expect(new Set(names(r)).size).toBe(r.rake.length);
      for (const cls of r.classes) {
        const numbers = r.rake
          .filter((c) => c.classCode === cls)
          .map((c) => Number(c.name.replace(/^[A-Z]+/, "")));
        expect(numbers).toEqual(numbers.map((_, i) => i + 1));
      }
    }
  });
});

describe("coachCapacity", () => {
  it("follows facts.md §1.2", () => {
    expect(coachCapacity("3A", "superfast")).toBe(72);
    expect(coachCapacity("3A", "garib-rath")).toBe(81);
    expect(coachCapacity("3E", "superfast")).toBe(83);
    expect(coachCapacity("1A", "rajdhani")).toBe(24);
    expect(coachCapacity("EC", "vande-bharat")).toBe(52);
    expect(coachCapacity("CC", "shatabdi")).toBe(78);
    expect(coachCapacity("2S", "jan-shatabdi")).toBe(108);
  });
});
