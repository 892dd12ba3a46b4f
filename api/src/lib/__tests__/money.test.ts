import {
  addMoney,
  applyRate,
  compareMoney,
  formatMoney,
  fromMinorUnits,
  money,
  parseMoney,
  subtractMoney,
  sumMoney,
  toMinorUnits,
} from '../money';

describe('money', () => {
  it('adds and subtracts exactly where a float would not', () => {
    expect(addMoney('0.10', '0.20')).toBe('0.30');
    expect(sumMoney(Array.from({ length: 10 }, () => '0.10'))).toBe('1.00');
    expect(subtractMoney('1.00', '0.90')).toBe('0.10');
    expect(subtractMoney('88.50', '29.90')).toBe('58.60');
    expect(addMoney('999999999999.98', '0.01')).toBe('999999999999.99');
  });

  it('compares values, not spellings', () => {
    expect(compareMoney('10', '10.00')).toBe(0);
    expect(compareMoney('9.99', '10')).toBe(-1);
    expect(compareMoney('10.01', '10')).toBe(1);
  });

  it('writes two decimals and never a negative zero', () => {
    expect(formatMoney(money('10'))).toBe('10.00');
    expect(formatMoney(money('-0.00'))).toBe('0.00');
    expect(formatMoney(money('3.5'))).toBe('3.50');
  });

  it('refuses what is not an amount: floats with three decimals, exponents, NaN, blanks', () => {
    for (const text of ['1.005', '1e3', 'NaN', 'Infinity', '', ' 1', '0x10', '1,00', '1234567890123']) {
      expect(parseMoney(text)).toBeUndefined();
      expect(() => money(text)).toThrow();
    }
  });

  it('rounds a rate half up to the cent, the one rounding rule', () => {
    expect(applyRate('10.00', '0.10')).toBe('1.00');
    expect(applyRate('0.05', '0.10')).toBe('0.01'); // 0.005 → 0.01
    expect(applyRate('0.04', '0.10')).toBe('0.00'); // 0.004 → 0.00
    expect(applyRate('29.90', '0.125')).toBe('3.74'); // 3.7375 → 3.74
    expect(() => applyRate('1.00', '0.1e1')).toThrow();
  });

  it('converts to and from a currency minor unit, refusing what the currency cannot hold', () => {
    expect(toMinorUnits('30.00', 2)).toBe(3000);
    expect(toMinorUnits('0.29', 2)).toBe(29); // 0.29 * 100 is 28.999999999999996 as a float
    expect(toMinorUnits('1500.00', 0)).toBe(1500);
    expect(() => toMinorUnits('1500.50', 0)).toThrow();
    expect(fromMinorUnits(3000, 2)).toBe('30.00');
    expect(fromMinorUnits(1500, 0)).toBe('1500.00');
    expect(fromMinorUnits(12345, 3)).toBeUndefined(); // 12.345: finer than a cent
    expect(fromMinorUnits(-1, 2)).toBeUndefined();
    expect(fromMinorUnits(1.5, 2)).toBeUndefined();
  });
});
