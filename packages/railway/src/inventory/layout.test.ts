import { CLASS_CODES, type ClassCode } from "@safar/contracts/code-tables";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type Coach, TRAIN_TYPES, type TrainType } from "../network/model.ts";
import { coachCapacity, rakeFor } from "../timetable/rake.ts";
import {
  BERTH_QUOTAS,
  type BerthSlot,
  buildRunLayout,
  coachBerths,
  DEFAULT_POOLED_SHARE,
  DEFAULT_REMOTE_SHARE,
  generalOnlyPlan,
  INVENTORY_QUOTAS,
  layoutRows,
  listOfJourney,
  planUses,
  quotaPlanOf,
  type RunLayout,
  racBerthsPerCoach,
} from "./layout.ts";

const TYPES = TRAIN_TYPES;

const trainOf = (type: TrainType, name = "Test Exp", distanceKm = 1200, number = "12345") => ({
  number,
  type,
  rake: rakeFor({ number, name, type, distanceKm }).rake,
});

const coachOf = (layout: RunLayout, name: string) => {
  const c = layout.coaches.find((x) => x.coach === name);
  if (!c) throw new Error(`no coach ${name}`);
  return c;
};
const typesOf = (berths: readonly { type: string }[]) => berths.map((b) => b.type);

describe("berth numbering and types (facts.md §1.3)", () => {
  it("SL and 3A repeat LB, MB, UB, LB, MB, UB, SL, SU every 8; berth 22 is UB", () => {
    for (const cls of ["SL", "3A"] as const) {
      const b = coachBerths(cls, "mail-express");
      expect(typesOf(b.slice(0, 16))).toEqual([
        ...["LB", "MB", "UB", "LB", "MB", "UB", "SL", "SU"],
        ...["LB", "MB", "UB", "LB", "MB", "UB", "SL", "SU"],
      ]);
      expect(b[21]).toEqual({ number: 22, type: "UB", bay: 3 });
    }
  });

  it("2A repeats LB, UB, LB, UB, SL, SU every 6, no middle berth", () => {
    const b = coachBerths("2A", "mail-express");
    expect(typesOf(b.slice(0, 6))).toEqual(["LB", "UB", "LB", "UB", "SL", "SU"]);
    expect(typesOf(b)).not.toContain("MB");
    expect(b).toHaveLength(52);
  });

  it("Garib Rath 3A has 81 berths in bays of 9 with a side middle", () => {
    const b = coachBerths("3A", "garib-rath");
    expect(b).toHaveLength(81);
    expect(typesOf(b.slice(0, 9))).toEqual(["LB", "MB", "UB", "LB", "MB", "UB", "SL", "SM", "SU"]);
    expect(b.at(-1)?.bay).toBe(9);
  });

  it("1A has cabins of 4 and coupés of 2, lower and upper only", () => {
    const b = coachBerths("1A", "rajdhani");
    expect(b).toHaveLength(24);
    expect(new Set(typesOf(b))).toEqual(new Set(["LB", "UB"]));
    const perBay = new Map<number, number>();
    for (const x of b) perBay.set(x.bay, (perBay.get(x.bay) ?? 0) + 1);
    expect([...perBay.values()]).toEqual([4, 4, 4, 4, 4, 2, 2]);
  });

  it("seat classes use WS/MS/AS rows: CC 3+2, EC 2+2, 2S 3+3", () => {
    expect(typesOf(coachBerths("CC", "shatabdi").slice(0, 5))).toEqual([
      "WS",
      "MS",
      "AS",
      "AS",
      "WS",
    ]);
    expect(typesOf(coachBerths("EC", "shatabdi").slice(0, 4))).toEqual(["WS", "AS", "AS", "WS"]);
    expect(typesOf(coachBerths("2S", "passenger").slice(0, 6))).toEqual([
      "WS",
      "MS",
      "AS",
      "AS",
      "MS",
      "WS",
    ]);
    expect(typesOf(coachBerths("EC", "shatabdi"))).not.toContain("MS");
  });
});

describe("quota set-asides (facts.md §2)", () => {
  const mail = buildRunLayout(trainOf("mail-express"));
  const count = (berths: readonly BerthSlot[], pred: (b: BerthSlot) => boolean) =>
    berths.filter(pred).length;

  it("earmarks RAC side lowers per coach: SL 7, 3A 4, 2A 3, none in 1A", () => {
    for (const c of mail.coaches) {
      const expected = { SL: 7, "3A": 4, "2A": 3 }[c.classCode as string] ?? 0;
      expect(count(c.berths, (b) => b.rac)).toBe(expected);
      for (const b of c.berths.filter((x) => x.rac)) {
        expect(b.type).toBe("SL");
        expect(b.quota).toBe("GN");
      }
    }
    const sl = mail.classes.find((c) => c.classCode === "SL");
    expect(sl?.racPassengers).toBe(2 * 7 * (sl?.coaches.length ?? 0));
  });

  it("sets aside 6 ladies berths in bay 3 of S1 on a train with sleeper", () => {
    const ld = mail.coaches.flatMap((c) =>
      c.berths.filter((b) => b.quota === "LD").map((b) => [c.coach, b.number]),
    );
    expect(ld).toEqual([17, 18, 19, 20, 21, 22].map((n) => ["S1", n]));
  });

  it("puts the ladies quota in 3A on a fully AC train (Rajdhani)", () => {
    const raj = buildRunLayout(trainOf("rajdhani", "Rajdhani Exp"));
    const ld = raj.coaches.flatMap((c) =>
      c.berths.filter((b) => b.quota === "LD").map(() => c.coach),
    );
    expect(ld).toEqual(Array(6).fill("B1"));
  });

  it("gives senior citizens lower berths only: SL 6, 3A 4, 2A 3 per coach (Rajdhani 3A 5, 2A 4)", () => {
    for (const c of mail.coaches) {
      const ss = c.berths.filter((b) => b.quota === "SS");
      expect(ss.length).toBe({ SL: 6, "3A": 4, "2A": 3 }[c.classCode as string] ?? 0);
      for (const b of ss) expect(b.type).toBe("LB");
    }
    const raj = buildRunLayout(trainOf("rajdhani", "Rajdhani Exp"));
    expect(count(coachOf(raj, "B2").berths, (b) => b.quota === "SS")).toBe(5);
    expect(count(coachOf(raj, "A2").berths, (b) => b.quota === "SS")).toBe(4);
  });

  it("gives Divyang 2 lower + 2 middle berths in the first SL and 3A coach, 4 seats in CC/2S", () => {
    for (const name of ["S1", "B1"]) {
      const hp = coachOf(mail, name).berths.filter((b) => b.quota === "HP");
      expect(typesOf(hp).sort()).toEqual(["LB", "LB", "MB", "MB"]);
    }
    expect(count(coachOf(mail, "S2").berths, (b) => b.quota === "HP")).toBe(0);
    const day = buildRunLayout(trainOf("jan-shatabdi"));
    expect(count(coachOf(day, "D1").berths, (b) => b.quota === "HP")).toBe(4);
    expect(count(coachOf(day, "C1").berths, (b) => b.quota === "HP")).toBe(4);
  });

  it("has no Tatkal in 1A and about 20% Tatkal elsewhere, Premium Tatkal the upper half", () => {
    expect(count(coachOf(mail, "H1").berths, (b) => b.quota === "TQ" || b.quota === "PT")).toBe(0);
    const s2 = coachOf(mail, "S2").berths;
    expect(count(s2, (b) => b.quota === "TQ" || b.quota === "PT")).toBe(16);
    expect(count(s2, (b) => b.quota === "PT")).toBe(8);
    const minPt = Math.min(...s2.filter((b) => b.quota === "PT").map((b) => b.number));
    const maxTq = Math.max(...s2.filter((b) => b.quota === "TQ").map((b) => b.number));
    expect(minPt).toBeGreaterThan(maxTq);
    const raj = buildRunLayout(trainOf("rajdhani", "Rajdhani Exp"));
    expect(raj.classes.every((c) => c.quota.PT === 0)).toBe(true);
  });

  it("caps the waitlist at 60% (AC) / 30% (non-AC) of each quota, none for PT", () => {
    for (const c of mail.classes) {
      const r = c.classCode === "SL" ? 0.3 : 0.6;
      expect(c.waitlistCap.GN).toBe(Math.floor(c.quota.GN * r));
      expect(c.waitlistCap.TQ).toBe(Math.floor(c.quota.TQ * r));
      expect(c.waitlistCap.PT).toBe(0);
    }
    const alt = buildRunLayout(trainOf("mail-express"), {
      waitlistRatio: { ac: 0.25, nonAc: 0.25 },
    });
    const b = alt.classes.find((c) => c.classCode === "3A");
    expect(b?.waitlistCap.GN).toBe(Math.floor((b?.quota.GN ?? 0) * 0.25));
  });

  it("has no RAC on Vande Bharat sleeper", () => {
    const vb = buildRunLayout(trainOf("vande-bharat", "Vande Bharat Sleeper"));
    expect(vb.classes.length).toBeGreaterThan(0);
    expect(vb.classes.every((c) => c.racBerths === 0)).toBe(true);
  });

  it("flattens to one row per berth", () => {
    const rows = layoutRows(mail);
    expect(rows.length).toBe(mail.coaches.reduce((s, c) => s + c.capacity, 0));
    expect(rows[0]).toMatchObject({
      coach: "H1",
      coachIndex: 0,
      classCode: "1A",
      berth: 1,
      type: "LB",
    });
  });
});

describe("layout properties", () => {
  const arbRake = fc
    .array(fc.constantFrom(...(CLASS_CODES as readonly ClassCode[])), {
      minLength: 1,
      maxLength: 24,
    })
    .map((classes) => {
      const n = new Map<ClassCode, number>();
      return classes.map((classCode): Coach => {
        const i = (n.get(classCode) ?? 0) + 1;
        n.set(classCode, i);
        return { classCode, name: `${classCode}-${i}` };
      });
    });

  it("every coach: unique berth numbers 1…capacity, count = coachCapacity, quotas add up, RAC on side lowers", () => {
    fc.assert(
      fc.property(
        arbRake,
        fc.constantFrom(...TYPES),
        fc.double({ min: 0, max: 0.5, noNaN: true }),
        fc.boolean(),
        (rake, type, tatkalShare, premiumTatkal) => {
          const layout = buildRunLayout(
            { number: "10001", type, rake },
            { tatkalShare, premiumTatkal },
          );
          expect(layout.coaches).toHaveLength(rake.length);
          for (const c of layout.coaches) {
            const cap = coachCapacity(c.classCode, type);
            expect(c.capacity).toBe(cap);
            expect(c.berths).toHaveLength(cap);
            const numbers = c.berths.map((b) => b.number);
            expect(new Set(numbers).size).toBe(cap);
            expect(Math.min(...numbers)).toBe(1);
            expect(Math.max(...numbers)).toBe(cap);
            for (const b of c.berths) if (b.rac) expect(b.type).toBe("SL");
            expect(c.berths.filter((b) => b.rac)).toHaveLength(
              Math.min(
                racBerthsPerCoach(c.classCode, type),
                c.berths.filter((b) => b.type === "SL").length,
              ),
            );
            const tatkal = c.berths.filter((b) => b.quota === "TQ" || b.quota === "PT").length;
            expect(tatkal).toBeLessThanOrEqual(Math.round(cap * 0.3));
            if (c.classCode === "1A") expect(tatkal).toBe(0);
          }
          for (const cls of layout.classes) {
            const sum = INVENTORY_QUOTAS.reduce((s, q) => s + cls.quota[q], 0);
            expect(sum).toBe(cls.capacity);
            expect(cls.capacity).toBe(
              layout.coaches
                .filter((c) => c.classCode === cls.classCode)
                .reduce((s, c) => s + c.capacity, 0),
            );
            expect(cls.racPassengers).toBe(2 * cls.racBerths);
          }
        },
      ),
    );
  });

  it("is deterministic and holds for every generated rake type", () => {
    for (const type of TYPES) {
      const t = trainOf(type);
      expect(buildRunLayout(t)).toEqual(buildRunLayout(t));
      const layout = buildRunLayout(t);
      for (const cls of layout.classes)
        expect(INVENTORY_QUOTAS.reduce((s, q) => s + cls.quota[q], 0)).toBe(cls.capacity);
    }
  });
});

describe("quota plans (ADR 019 point 2: RL, PQ, RS, RQ)", () => {
  /** Stops at these distances (km) with these halts (min). */
  const stopsOf = (km: number[], halts: number[]) =>
    km.map((distanceKm, i) => ({ distanceKm, haltMin: halts[i] ?? 0 }));

  it("derives the origin and destination groups, the remote-location and road-side stops", () => {
    const plan = quotaPlanOf(
      stopsOf([0, 12, 140, 300, 410, 520, 700, 790, 812], [0, 2, 2, 1, 10, 2, 1, 2, 0]),
    );
    // 12 km from the origin is near it (≤ 30 km); 790 is 22 km from the destination.
    expect(plan).toEqual({ stops: 9, origin: 2, destination: 7, remote: [4], roadSide: [3, 6] });
  });

  it("picks the remote stop by longest halt, ties nearest the middle; none on short trains", () => {
    const even = quotaPlanOf(stopsOf([0, 100, 200, 300, 400, 500, 600], [0, 2, 2, 2, 2, 2, 0]));
    expect(even.remote).toEqual([3]);
    const short = quotaPlanOf(stopsOf([0, 100, 200, 300, 400], [0, 5, 2, 1, 0]));
    expect(short.remote).toEqual([]);
    expect(short.roadSide).toEqual([3]);
  });

  it("without stops, or with every stop near an end, sells everything as GN", () => {
    expect(quotaPlanOf(undefined)).toEqual({
      stops: 2,
      origin: 1,
      destination: 1,
      remote: [],
      roadSide: [],
    });
    const near = quotaPlanOf(stopsOf([0, 10, 20], [0, 1, 0]));
    expect(listOfJourney(near, 0, 1)).toBe("GN");
    expect(listOfJourney(near, 1, 2)).toBe("GN");
    expect(planUses(near)).toEqual({ remote: false, pooled: false });
    const all = generalOnlyPlan(6);
    for (let from = 0; from < 5; from++)
      for (let to = from + 1; to < 6; to++) expect(listOfJourney(all, from, to)).toBe("GN");
  });

  it("sets RL and PQ berths aside only when the plan sells such journeys", () => {
    const t = trainOf("mail-express");
    const plain = buildRunLayout(t);
    for (const c of plain.classes) expect(c.quota.RL + c.quota.PQ).toBe(0);
    const plan = { stops: 6, origin: 1, destination: 5, remote: [3], roadSide: [] };
    const planned = buildRunLayout(t, { quotaPlan: plan });
    expect(planned.stops).toBe(6);
    expect(planned.quotaPlan).toEqual(plan);
    const sl = planned.classes.find((c) => c.classCode === "SL");
    if (!sl) throw new Error("no SL");
    const coaches = sl.coaches.length;
    expect(sl.quota.PQ).toBe(coaches * Math.round(80 * DEFAULT_POOLED_SHARE));
    expect(sl.quota.RL).toBe(coaches * Math.round(80 * DEFAULT_REMOTE_SHARE));
    expect(sl.waitlistCap.RL).toBe(Math.floor(sl.quota.RL * 0.3));
    expect(BERTH_QUOTAS.reduce((s, q) => s + sl.quota[q], 0)).toBe(sl.capacity);
    // The reserved quotas keep their berths.
    expect(sl.quota.LD).toBe(plain.classes.find((c) => c.classCode === "SL")?.quota.LD);
    const noRemote = buildRunLayout(t, { quotaPlan: { ...plan, remote: [] } });
    for (const c of noRemote.classes) expect(c.quota.RL).toBe(0);
  });
});
