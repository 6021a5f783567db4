/**
 * Trains by number or name: an exact match on a number (five digits), and on
 * names a prefix match on the whole name, then on any word, then a match
 * within one typo (edit distance 1, 2 for words of 7+ letters) on any word.
 * A train is found by its readable name and by its name as printed
 * ("Sbc Dbldeck Exp": travellers type the codes too).
 */
import { editDistance } from "@safar/domain/edit-distance";
import type { TimetabledTrain } from "../network/model.ts";
import type { TrainMatch } from "./types.ts";

const normalise = (s: string): string =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9 ]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();

/** Plain Levenshtein: a swapped pair of letters is two typos here. */
const LEVENSHTEIN = { transpositions: false } as const;

interface Entry {
  train: TimetabledTrain;
  /** The readable name and, where it differs, the printed one, normalised. */
  names: string[];
  words: string[];
}

export class TrainNameIndex {
  readonly #entries: Entry[];
  readonly #byNumber = new Map<string, TimetabledTrain>();

  constructor(trains: readonly TimetabledTrain[]) {
    this.#entries = trains
      .map((train) => {
        const names = [normalise(train.name)];
        if (train.printedName !== undefined) names.push(normalise(train.printedName));
        return { train, names, words: [...new Set(names.flatMap((n) => n.split(" ")))] };
      })
      .sort((a, b) => (a.train.number < b.train.number ? -1 : 1));
    for (const t of trains) this.#byNumber.set(t.number, t);
  }

  find(query: string, limit: number): TrainMatch[] {
    const q = normalise(query);
    if (q === "" || limit <= 0) return [];
    const match = (t: TimetabledTrain): TrainMatch => ({
      number: t.number,
      name: t.name,
      source: t.from,
      destination: t.to,
    });
    if (/^\d+$/.test(q)) {
      const t = this.#byNumber.get(q);
      return t ? [match(t)] : [];
    }
    const qWords = q.split(" ");
    const ranked: { rank: number; entry: Entry }[] = [];
    for (const entry of this.#entries) {
      let rank: number;
      if (entry.names.includes(q)) rank = 0;
      else if (entry.names.some((n) => n.startsWith(q))) rank = 1;
      else if (qWords.every((w) => entry.words.some((v) => v.startsWith(w)))) rank = 2;
      else if (
        qWords.every((w) =>
          entry.words.some((v) => {
            const max = w.length >= 7 ? 2 : 1;
            return (
              v.startsWith(w) ||
              editDistance(w, v, max, LEVENSHTEIN) <= max ||
              editDistance(w, v.slice(0, w.length), max, LEVENSHTEIN) <= max
            );
          }),
        ) &&
        q.length >= 4
      )
        rank = 3;
      else continue;
      ranked.push({ rank, entry });
    }
    ranked.sort(
      (a, b) => a.rank - b.rank || (a.entry.train.number < b.entry.train.number ? -1 : 1),
    );
    return ranked.slice(0, limit).map((r) => match(r.entry.train));
  }
}
