/**
 * Money is counted in whole paise (1 rupee = 100 paise) so that sums are
 * exact; it becomes rupees only when shown.
 */
export type Paise = number;

export const RUPEE_SYMBOL = "₹";

/** Indian digit grouping: the last three digits, then groups of two (12,34,567). */
export function groupIndian(digits: string): string {
  if (!/^\d+$/.test(digits)) throw new RangeError(`Not a digit string: ${digits}`);
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3);
  const tail = digits.slice(-3);
  return `${head.replace(/\B(?=(\d{2})+$)/g, ",")},${tail}`;
}

/** An amount in paise shown as rupees: `₹1,23,456.50`, `-₹40.00` (spec §9). */
export function formatPaise(paise: Paise): string {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`Paise must be a whole number: ${paise}`);
  const sign = paise < 0 ? "-" : "";
  const abs = Math.abs(paise);
  const rupees = Math.floor(abs / 100);
  const rest = abs % 100;
  return `${sign}${RUPEE_SYMBOL}${groupIndian(String(rupees))}.${String(rest).padStart(2, "0")}`;
}

/**
 * A fare as a traveller compares it: whole rupees without decimals when the
 * amount is whole (`₹2,060`), paise only where they exist (`₹2,060.50`).
 * Railway fares are whole rupees, so lists of them (search results) read
 * shorter; receipts, refunds and payments keep `formatPaise` (spec §9).
 */
export function formatFare(paise: Paise): string {
  const text = formatPaise(paise);
  return paise % 100 === 0 ? text.slice(0, -3) : text;
}

/** A rupee amount (as the railway quotes fares) rounded to the paisa and shown as `formatPaise` does. */
export function formatRupees(rupees: number): string {
  if (!Number.isFinite(rupees)) throw new RangeError(`Not an amount: ${rupees}`);
  return formatPaise(rupeesToPaise(rupees));
}

/** Rupees → paise, rounded half away from zero to the nearest paisa. */
export function rupeesToPaise(rupees: number): Paise {
  if (!Number.isFinite(rupees)) throw new RangeError(`Not an amount: ${rupees}`);
  const abs = String(Math.abs(rupees));
  // Shift the decimal point in the decimal text, so 1.005 rounds to 101 paise
  // (1.005 * 100 is 100.49999… in binary floating point).
  const scaled = Math.round(abs.includes("e") ? Number(abs) * 100 : Number(`${abs}e2`));
  return rupees < 0 && scaled !== 0 ? -scaled : scaled;
}
