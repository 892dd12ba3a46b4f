// The wallet's figures and dates read exactly as a formatter built for each one would write them, and
// come from formatters built once per language and options (ui-kit's), not one per amount or cell.
import { currencySymbol, formatDate, formatDateTime, formatMoney, formatPercent } from '../format';

const AT = '2026-03-01T09:30:00.000Z';

/** What each one was before: a formatter built for the call. */
const fresh = {
  money: (amount: string, language: string, currency: string | null, signed = false) =>
    (currency
      ? new Intl.NumberFormat(language, { style: 'currency', currency, signDisplay: signed ? 'exceptZero' : 'auto' })
      : new Intl.NumberFormat(language, {
          minimumFractionDigits: 2,
          maximumFractionDigits: 2,
          signDisplay: signed ? 'exceptZero' : 'auto',
        })
    ).format(amount as `${number}`),
  dateTime: (language: string) =>
    new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(AT)),
  date: (language: string) => new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(AT)),
};

afterEach(() => jest.restoreAllMocks());

describe('the wallet’s formatting', () => {
  it.each(['en', 'zh-CN'])('writes what a fresh formatter writes, in %s', (language) => {
    for (const currency of ['CNY', 'USD', 'JPY', null])
      for (const amount of ['0', '42.5', '-25', '999999999999999.99'])
        for (const signed of [false, true])
          expect(formatMoney(amount, language, currency, { signed })).toBe(
            fresh.money(amount, language, currency, signed),
          );
    expect(formatDateTime(AT, language)).toBe(fresh.dateTime(language));
    expect(formatDate(AT, language)).toBe(fresh.date(language));
  });

  it('keeps what it cannot format as it came', () => {
    expect(formatMoney('lots', 'en', 'CNY')).toBe('lots');
    expect(formatMoney('12.5', 'en', 'XYZ1')).toBe('12.50');
    expect(formatDateTime(null, 'en')).toBe('—');
    expect(formatDate(undefined, 'en')).toBe('—');
    expect(formatDate('yesterday', 'en')).toBe('yesterday');
    expect(currencySymbol('XYZ1', 'en')).toBe('XYZ1');
    expect(formatPercent('a tenth', 'en')).toBe('a tenth');
  });

  it('names symbols and rates as before', () => {
    expect(currencySymbol('CNY', 'zh-CN')).toBe('¥');
    expect(currencySymbol('USD', 'en')).toBe('$');
    expect(formatPercent('0.10', 'en')).toBe('10%');
    expect(formatPercent('0.125', 'zh-CN')).toBe('12.5%');
  });

  it('builds no formatter for the hundredth amount or date: one per language and options, once', () => {
    const figures = () => {
      formatMoney('30', 'en', 'CNY', { signed: true });
      formatMoney('30', 'en', 'CNY');
      formatMoney('30', 'en', null);
      currencySymbol('CNY', 'en');
      formatPercent('0.1', 'en');
      formatDateTime(AT, 'en');
      formatDate(AT, 'en');
    };
    figures();
    const numbers = jest.spyOn(Intl, 'NumberFormat');
    const dates = jest.spyOn(Intl, 'DateTimeFormat');
    for (let line = 0; line < 100; line += 1) figures();
    expect(numbers).not.toHaveBeenCalled();
    expect(dates).not.toHaveBeenCalled();
  });
});
