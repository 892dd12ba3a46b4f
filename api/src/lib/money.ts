// Money on the server: decimal strings in and out (numeric(14,2) in PostgreSQL, strings in JSON), exact
// arithmetic with decimal.js, and one rounding rule — half up to the cent — wherever a result can have
// more decimals than a cent (a commission rate times an amount). Never a JavaScript number on this path.
import Decimal from 'decimal.js';

/** decimal.js with the portal's one rounding rule; precision far above numeric(14,2)'s 14 digits. */
const Money = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
type MoneyValue = InstanceType<typeof Money>;

/** What an amount column holds: at most 12 digits before the point and 2 after (numeric(14,2)). */
const STORED = /^-?\d{1,12}(\.\d{1,2})?$/;

/** A stored or validated amount as a decimal; throws on anything else (a float, an exponent, NaN). */
export function money(text: string): MoneyValue {
  if (!STORED.test(text)) throw new Error(`not an amount: ${JSON.stringify(text)}`);
  return new Money(text);
}

/** Like money(), for text from outside (a gateway's field): undefined instead of a throw. */
export function parseMoney(text: string): MoneyValue | undefined {
  return STORED.test(text) ? new Money(text) : undefined;
}

/** The canonical text of an amount: two decimals, rounded half up (`10` → `10.00`, `-0` → `0.00`). */
export function formatMoney(value: MoneyValue): string {
  const text = value.toFixed(2, Decimal.ROUND_HALF_UP);
  return text === '-0.00' ? '0.00' : text;
}

/** a + b, as text. */
export function addMoney(a: string, b: string): string {
  return formatMoney(money(a).plus(money(b)));
}

/** a − b, as text. */
export function subtractMoney(a: string, b: string): string {
  return formatMoney(money(a).minus(money(b)));
}

/** −a, as text. */
export function negateMoney(a: string): string {
  return formatMoney(money(a).negated());
}

/** -1, 0 or 1 as a < b, a = b, a > b (compares values: `10` equals `10.00`). */
export function compareMoney(a: string, b: string): -1 | 0 | 1 {
  return money(a).comparedTo(money(b)) as -1 | 0 | 1;
}

export function minMoney(a: string, b: string): string {
  return compareMoney(a, b) <= 0 ? formatMoney(money(a)) : formatMoney(money(b));
}

export function maxMoney(a: string, b: string): string {
  return compareMoney(a, b) >= 0 ? formatMoney(money(a)) : formatMoney(money(b));
}

/** An amount times a rate (`0.10`), rounded half up to the cent. */
export function applyRate(amount: string, rate: string): string {
  if (!/^\d(\.\d{1,4})?$/.test(rate)) throw new Error(`not a rate: ${JSON.stringify(rate)}`);
  return formatMoney(money(amount).times(new Money(rate)));
}

/** The sum of amounts, as text (`0.00` for none). */
export function sumMoney(amounts: readonly string[]): string {
  return formatMoney(amounts.reduce((total, amount) => total.plus(money(amount)), new Money(0)));
}

export function isZeroMoney(a: string): boolean {
  return money(a).isZero();
}

/**
 * The amount in a currency's minor unit (cents; yen themselves), as an integer, for a gateway that
 * counts that way (Stripe). `digits` is the currency's number of decimals (0, 2 or 3). Refuses an
 * amount the currency cannot express (yen with cents) rather than rounding it.
 */
export function toMinorUnits(amount: string, digits: 0 | 2 | 3): number {
  const minor = money(amount).times(new Money(10).pow(digits));
  if (!minor.isInteger()) throw new Error(`${amount} has more decimals than the currency's ${digits}`);
  return minor.toNumber();
}

/** An integer count of minor units back to an amount (a gateway's `amount_total`). */
export function fromMinorUnits(minor: number, digits: 0 | 2 | 3): string | undefined {
  if (!Number.isSafeInteger(minor) || minor < 0) return undefined;
  const value = new Money(minor).dividedBy(new Money(10).pow(digits));
  return value.decimalPlaces() <= 2 ? formatMoney(value) : undefined;
}
