/**
 * Splits `total` into `weights.length` whole parts proportional to `weights`,
 * each at least `min`, summing exactly to `total` (cumulative rounding, so
 * rounding errors never pile up). Equal weights when they are all zero.
 * Requires `total >= min * weights.length`.
 */
export function spreadIntegers(weights: readonly number[], total: number, min: number): number[] {
  const n = weights.length;
  if (n === 0) return [];
  const rest = total - min * n;
  if (rest < 0) throw new RangeError(`Cannot spread ${total} over ${n} parts of at least ${min}`);
  let sum = 0;
  for (const w of weights) sum += w;
  const even = !(sum > 0);
  const out = new Array<number>(n);
  let cum = 0;
  let prev = 0;
  for (let i = 0; i < n; i++) {
    cum += even ? 1 : (weights[i] as number);
    const next = i === n - 1 ? rest : Math.round((rest * cum) / (even ? n : sum));
    out[i] = min + next - prev;
    prev = next;
  }
  return out;
}
