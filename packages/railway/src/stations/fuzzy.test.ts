import { seededRandom } from "@safar/domain/random";
import { describe, expect, it } from "vitest";
import { allowedEdits, editDistance, TrigramIndex } from "./fuzzy.ts";

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

describe("allowedEdits", () => {
  it("allows none below four letters, one up to six, two from seven", () => {
    expect([3, 4, 6, 7, 12].map(allowedEdits)).toEqual([0, 1, 1, 2, 2]);
  });
});

describe("TrigramIndex", () => {
  it("finds exactly the terms a brute-force scan finds within the allowed edits", () => {
    const next = rng(42);
    const word = (n: number) =>
      Array.from({ length: n }, () => "abcdefgh"[Math.floor(next() * 8)]).join("");
    const terms = [...new Set(Array.from({ length: 400 }, () => word(3 + Math.floor(next() * 7))))];
    const index = new TrigramIndex(terms);
    for (let k = 0; k < 200; k++) {
      // Queries near a term (one or two random edits) and unrelated ones.
      const base = terms[Math.floor(next() * terms.length)] ?? "";
      const chars = base.split("");
      const edits = k % 3;
      for (let e = 0; e < edits; e++)
        chars[Math.floor(next() * chars.length)] = "abcdefgh".charAt(Math.floor(next() * 8));
      const query = k % 5 === 0 ? word(6) : chars.join("");
      const max = allowedEdits(query.length);
      const expected = terms
        .map((t, id) => ({ term: id, distance: fullDistance(query, t) }))
        .filter((h) => max > 0 && h.distance <= max)
        .sort((a, b) => a.term - b.term);
      const got = index.search(query, max).sort((a, b) => a.term - b.term);
      expect(got).toEqual(expected);
    }
  });
});
