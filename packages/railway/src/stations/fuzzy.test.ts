import { editDistance } from "@safar/domain/edit-distance";
import { seededRandom } from "@safar/domain/random";
import { describe, expect, it } from "vitest";
import { allowedEdits, TrigramIndex } from "./fuzzy.ts";

const rng = seededRandom;

/** The exact distance, as the reference (itself checked in @safar/domain). */
const fullDistance = (a: string, b: string): number => editDistance(a, b, Number.POSITIVE_INFINITY);

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
