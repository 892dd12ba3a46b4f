import { compareMoney, roundUpToCents, toUnits } from '../money';
import { formatMoney } from '../format';

describe('decimal money', () => {
  it('reads decimal strings exactly, up to 8 decimals', () => {
    expect(toUnits('12.5')).toBe(1_250_000_000n);
    expect(toUnits('-3')).toBe(-300_000_000n);
    expect(toUnits('0.00000001')).toBe(1n);
    expect(toUnits('0.000000001')).toBeNull();
    for (const bad of ['', 'abc', '1e3', '1.', '.5', '1,5', 'NaN', 'Infinity', '--1']) expect(toUnits(bad)).toBeNull();
  });

  it('compares amounts a float would confuse', () => {
    // As floats both are 1e15: as decimals they differ by a cent.
    expect(compareMoney('999999999999999.99', '1000000000000000.00')).toBe(-1);
    expect(compareMoney('0.10', '0.1')).toBe(0);
    expect(compareMoney('10', '9.99')).toBe(1);
    expect(compareMoney('-0.01', '0')).toBe(-1);
    expect(compareMoney('x', '1')).toBeNull();
  });

  it('rounds a shortfall up to whole cents, so paying it is enough', () => {
    expect(roundUpToCents('3.501')).toBe('3.51');
    expect(roundUpToCents('3.5')).toBe('3.50');
    expect(roundUpToCents('7')).toBe('7.00');
    expect(roundUpToCents('0.001')).toBe('0.01');
    expect(roundUpToCents('0')).toBeNull();
    expect(roundUpToCents('-2')).toBeNull();
    expect(roundUpToCents('lots')).toBeNull();
  });

  it('formats the decimal string itself, in the answer’s currency', () => {
    expect(formatMoney('999999999999999.99', 'en', 'USD')).toBe('$999,999,999,999,999.99');
    expect(formatMoney('42.5', 'zh-CN', 'CNY')).toBe('¥42.50');
    expect(formatMoney('-25', 'en', 'CNY', { signed: true })).toBe('-CN¥25.00');
    expect(formatMoney('30', 'en', 'CNY', { signed: true })).toBe('+CN¥30.00');
    expect(formatMoney('12.5', 'en', null)).toBe('12.50');
    expect(formatMoney('12.5', 'en', 'XYZ1')).toBe('12.50');
  });
});
