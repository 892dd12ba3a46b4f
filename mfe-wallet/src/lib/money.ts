// Decimal money strings ("12.50", "-3", "0.125") compared and rounded exactly, as whole numbers of
// 10⁻⁸ in a BigInt — never as JavaScript floats. Sums and balances come from the API; the browser only
// checks an amount against bounds and turns a shortfall into an amount one can pay.
const SCALE = 8;
const DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/;

/** `amount` in units of 10⁻⁸, or null when it is not a plain decimal (or has more than 8 decimals). */
export function toUnits(amount: string): bigint | null {
  const match = DECIMAL.exec(amount.trim());
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  if (fraction.length > SCALE) return null;
  const units = BigInt(`${whole}${fraction.padEnd(SCALE, '0')}`);
  return sign ? -units : units;
}

/** -1, 0 or 1 as `a` is below, equal to or above `b`; null when either is not a decimal. */
export function compareMoney(a: string, b: string): -1 | 0 | 1 | null {
  const left = toUnits(a);
  const right = toUnits(b);
  if (left === null || right === null) return null;
  return left < right ? -1 : left > right ? 1 : 0;
}

/** A positive amount rounded up to whole cents ("3.501" → "3.51", "7" → "7.00"), so paying it is enough. */
export function roundUpToCents(amount: string): string | null {
  const units = toUnits(amount);
  if (units === null || units <= 0n) return null;
  const perCent = 10n ** BigInt(SCALE - 2);
  const cents = (units + perCent - 1n) / perCent;
  const whole = cents / 100n;
  const rest = cents % 100n;
  return `${whole}.${rest.toString().padStart(2, '0')}`;
}
