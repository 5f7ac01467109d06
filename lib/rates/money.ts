// Integer arithmetic for money in minor units (paise). Percentages arrive as database decimals (`Decimal(6,2)`,
// Prisma.Decimal objects or strings) and are turned into integer hundredths of a percent, so a price times a
// percentage is exact integer math; floating point would make 650000 * 0.9 land on 584999.9999… and round wrong.

/** A decimal as it comes from Prisma (Prisma.Decimal), from JSON (number) or from a form (string). */
export type DecimalLike = number | string | { toString(): string };

const PLAIN_DECIMAL = /^([+-])?(\d+)(?:\.(\d*))?$/;

/** 12.5 → 1250, "-10.00" → -1000. More than two decimals are rounded half away from zero. */
export function toHundredths(value: DecimalLike): number {
  const text = (typeof value === "number" ? String(value) : value.toString()).trim();
  const m = PLAIN_DECIMAL.exec(text);
  if (m && (m[3] ?? "").length <= 2) {
    const magnitude = Number(m[2]) * 100 + Number((m[3] ?? "").padEnd(2, "0"));
    return m[1] === "-" ? -magnitude : magnitude;
  }
  const n = Number(text);
  if (!Number.isFinite(n)) throw new RangeError(`not a decimal number: ${JSON.stringify(text)}`);
  return Math.sign(n) * Math.round(Math.abs(n) * 100);
}

/** numerator / divisor rounded half up (towards +∞), for integers; divisor must be positive. */
export function divRoundHalfUp(numerator: number, divisor: number): number {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(divisor) || divisor <= 0) {
    throw new RangeError(`divRoundHalfUp needs safe integers and a positive divisor (${numerator}/${divisor})`);
  }
  const a = 2 * numerator + divisor;
  const b = 2 * divisor;
  // Floating division can land one ulp on the wrong side of an integer; correct the floor exactly.
  let q = Math.floor(a / b);
  if (q * b > a) q -= 1;
  else if ((q + 1) * b <= a) q += 1;
  return q;
}

/** amount * percent / 100, rounded half up to whole minor units. */
export function percentOf(amount: number, percent: DecimalLike): number {
  return divRoundHalfUp(amount * toHundredths(percent), 10_000);
}

export function assertMinorUnits(value: number, what: string): void {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${what} must be an integer amount in minor units, got ${value}`);
}
