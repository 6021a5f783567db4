/**
 * The one edit distance of Safar's typo tolerance (station names, train
 * names, the smart filter): Levenshtein, by default with adjacent
 * transpositions counted as one edit (optimal string alignment).
 */
export interface EditDistanceOptions {
  /** Count `ab` → `ba` as one edit (default) rather than two. */
  transpositions?: boolean;
}

/**
 * The distance between `a` and `b`, or `max + 1` as soon as it must exceed
 * `max` (pass `Infinity` for the exact distance).
 */
export function editDistance(
  a: string,
  b: string,
  max: number,
  { transpositions = true }: EditDistanceOptions = {},
): number {
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > max) return max + 1;
  // Three rolling rows; typed arrays read as numbers (no undefined) under noUncheckedIndexedAccess via `?? 0`.
  let prevPrev = new Int32Array(lb + 1);
  let prev = new Int32Array(lb + 1);
  let cur = new Int32Array(lb + 1);
  for (let j = 0; j <= lb; j++) prev[j] = j;
  for (let i = 1; i <= la; i++) {
    cur[0] = i;
    let rowMin = i;
    const ai = a.charCodeAt(i - 1);
    for (let j = 1; j <= lb; j++) {
      const cost = ai === b.charCodeAt(j - 1) ? 0 : 1;
      let d = Math.min((prev[j] ?? 0) + 1, (cur[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
      if (
        transpositions &&
        i > 1 &&
        j > 1 &&
        ai === b.charCodeAt(j - 2) &&
        a.charCodeAt(i - 2) === b.charCodeAt(j - 1)
      ) {
        d = Math.min(d, (prevPrev[j - 2] ?? 0) + 1);
      }
      cur[j] = d;
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > max) return max + 1;
    [prevPrev, prev, cur] = [prev, cur, prevPrev];
  }
  const result = prev[lb] ?? 0;
  return result <= max ? result : max + 1;
}
