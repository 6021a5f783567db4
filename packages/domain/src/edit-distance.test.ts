import { describe, expect, it } from "vitest";
import { editDistance } from "./edit-distance.ts";
import { seededRandom } from "./random.ts";

const rng = seededRandom;

/** The textbook full-table distance, as the reference. */
function fullDistance(a: string, b: string): number {
  const w = b.length + 1;
  const d = new Array<number>((a.length + 1) * w).fill(0);
  const at = (i: number, j: number) => d[i * w + j] ?? 0;
  for (let i = 0; i <= a.length; i++) d[i * w] = i;
  for (let j = 0; j <= b.length; j++) d[j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        v = Math.min(v, at(i - 2, j - 2) + 1);
      d[i * w + j] = v;
    }
  }
  return at(a.length, b.length);
}

describe("editDistance", () => {
  it("counts insertions, deletions, substitutions and adjacent transpositions", () => {
    expect(editDistance("mumbai", "mumbai", 2)).toBe(0);
    expect(editDistance("mumbi", "mumbai", 2)).toBe(1);
    expect(editDistance("chenai", "chennai", 2)).toBe(1);
    expect(editDistance("delli", "delhi", 2)).toBe(1);
    expect(editDistance("bnagalore", "bangalore", 2)).toBe(1);
  });

  it("stops at max + 1 once the distance must exceed max", () => {
    expect(editDistance("howrah", "chennai", 2)).toBe(3);
    expect(editDistance("ab", "abcdef", 1)).toBe(2);
  });

  it("agrees with the unbounded distance on seeded random pairs", () => {
    const next = rng(7);
    const word = () =>
      Array.from({ length: 1 + Math.floor(next() * 7) }, () => "abcd"[Math.floor(next() * 4)]).join(
        "",
      );
    for (let k = 0; k < 500; k++) {
      const a = word();
      const b = word();
      const full = fullDistance(a, b);
      expect(editDistance(a, b, 2)).toBe(Math.min(full, 3));
    }
  });
});

describe("editDistance options", () => {
  it("counts a transposition as two edits without transpositions", () => {
    expect(editDistance("tatkal", "taktal", 2)).toBe(1);
    expect(editDistance("tatkal", "taktal", 2, { transpositions: false })).toBe(2);
    expect(editDistance("ab", "ba", 1, { transpositions: false })).toBe(2);
  });

  it("gives the exact distance with an infinite cap", () => {
    expect(editDistance("abc", "xyz", Number.POSITIVE_INFINITY)).toBe(3);
  });
});

describe("editDistance (as the smart filter uses it)", () => {
  it("measures edit distance with transpositions", () => {
    expect(editDistance("sleeper", "slepper", 3)).toBe(1);
    expect(editDistance("tatkal", "taktal", 3)).toBe(1);
    expect(editDistance("rajdhani", "rajdhani", 3)).toBe(0);
    expect(editDistance("abc", "xyz", 3)).toBe(3);
  });
});
