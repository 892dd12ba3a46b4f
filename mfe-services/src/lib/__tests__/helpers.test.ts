import { parseDuration } from '../duration';
import { formatBytes, percentOf } from '../format';
import { DEFAULT_LIMIT, readWindow, writeWindow } from '../limit-offset';

describe('formatBytes', () => {
  it('uses the largest binary unit with sensible decimals', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(-5)).toBe('0 B');
    expect(formatBytes(1023)).toBe('1,023 B');
    expect(formatBytes(1536)).toBe('1.50 KB');
    expect(formatBytes(25 * 1024 ** 3)).toBe('25.0 GB');
    expect(formatBytes(1.234 * 1024 ** 4)).toBe('1.23 TB');
    expect(formatBytes(1536, 'zh-CN')).toBe('1.50 KB');
  });

  it('bounds percentages', () => {
    expect(percentOf(5, 0)).toBe(0);
    expect(percentOf(50, 200)).toBe(25);
    expect(percentOf(500, 200)).toBe(100);
  });
});

describe('parseDuration', () => {
  it('reads ISO 8601 durations', () => {
    expect(parseDuration('P30D')).toEqual({ years: 0, months: 0, days: 30, hours: 0 });
    expect(parseDuration('P1Y2M1W3DT4H')).toEqual({ years: 1, months: 2, days: 10, hours: 4 });
    expect(parseDuration('30 days')).toBeNull();
    expect(parseDuration(null)).toBeNull();
  });
});

describe('limit/offset URL params', () => {
  it('reads valid windows and falls back otherwise', () => {
    expect(readWindow(new URLSearchParams('limit=50&offset=100'))).toEqual({ limit: 50, offset: 100 });
    expect(readWindow(new URLSearchParams('limit=7&offset=-1'))).toEqual({ limit: DEFAULT_LIMIT, offset: 0 });
    expect(readWindow(new URLSearchParams('limit=99999999&offset=1.5'))).toEqual({ limit: DEFAULT_LIMIT, offset: 0 });
  });

  it('writes only what differs from the defaults and keeps other params', () => {
    expect(writeWindow(new URLSearchParams('x=1&offset=20'), { limit: DEFAULT_LIMIT, offset: 0 }).toString()).toBe(
      'x=1',
    );
    expect(writeWindow(new URLSearchParams(), { limit: 100, offset: 200 }).toString()).toBe('limit=100&offset=200');
  });
});
