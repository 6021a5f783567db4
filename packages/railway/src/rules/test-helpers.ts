/** An instant written as an IST wall-clock time: `ist("2026-03-10 09:59:59")`. Test use only. */
export function ist(value: string): Date {
  const d = new Date(`${value.replace(" ", "T")}+05:30`);
  if (Number.isNaN(d.getTime())) throw new RangeError(`Bad IST instant: ${value}`);
  return d;
}
