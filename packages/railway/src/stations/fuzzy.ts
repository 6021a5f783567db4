/**
 * Typo tolerance: a trigram index over a vocabulary of terms that finds the
 * terms within a small edit distance of a query term without comparing it to
 * every term.
 */
import { editDistance } from "@safar/domain/edit-distance";

/** How many edits a query term of this length may contain and still match. */
export function allowedEdits(length: number): number {
  if (length < 4) return 0;
  if (length < 7) return 1;
  return 2;
}

function trigrams(term: string): string[] {
  const padded = `^${term}$`;
  const grams: string[] = [];
  for (let i = 0; i + 3 <= padded.length; i++) grams.push(padded.slice(i, i + 3));
  return grams;
}

export interface FuzzyHit {
  term: number;
  distance: number;
}

/** A trigram index over a fixed vocabulary (terms addressed by their position). */
export class TrigramIndex {
  private readonly terms: readonly string[];
  private readonly postings = new Map<string, number[]>();
  private readonly counts: Uint16Array;
  private readonly touched: number[] = [];

  constructor(terms: readonly string[]) {
    this.terms = terms;
    this.counts = new Uint16Array(terms.length);
    terms.forEach((term, id) => {
      for (const gram of new Set(trigrams(term))) {
        let list = this.postings.get(gram);
        if (list === undefined) {
          list = [];
          this.postings.set(gram, list);
        }
        list.push(id);
      }
    });
  }

  /**
   * Terms within `maxEdits` of `query`. A term within k edits shares at least
   * (grams of the query − 3k) trigrams with it, so only terms sharing that
   * many are compared in full.
   */
  search(query: string, maxEdits: number): FuzzyHit[] {
    if (maxEdits <= 0) return [];
    const grams = [...new Set(trigrams(query))];
    const needed = Math.max(1, grams.length - 3 * maxEdits);
    const { counts, touched } = this;
    for (const gram of grams) {
      const list = this.postings.get(gram);
      if (list === undefined) continue;
      for (const id of list) {
        const n = counts[id] ?? 0;
        if (n === 0) touched.push(id);
        counts[id] = n + 1;
      }
    }
    const hits: FuzzyHit[] = [];
    for (const id of touched) {
      if ((counts[id] ?? 0) >= needed) {
        const distance = editDistance(query, this.terms[id] ?? "", maxEdits);
        if (distance <= maxEdits) hits.push({ term: id, distance });
      }
      counts[id] = 0;
    }
    touched.length = 0;
    return hits;
  }
}
