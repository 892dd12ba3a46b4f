// Sizes and durations as the pages show them.
import { durationWords, formatBytes, parseDuration } from '@portal/shared/ui-kit';

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
});

describe('parseDuration', () => {
  it('reads ISO 8601 durations', () => {
    expect(parseDuration('P30D')).toEqual({ years: 0, months: 0, days: 30, hours: 0 });
    expect(parseDuration('P1Y2M1W3DT4H')).toEqual({ years: 1, months: 2, days: 10, hours: 4 });
    expect(parseDuration('30 days')).toBeNull();
    expect(parseDuration(null)).toBeNull();
  });
});

describe('durationWords', () => {
  it('words each part of a duration in the page’s terms', () => {
    const words = (unit: string, count: number) => `${count} ${unit}`;
    expect(durationWords('P1M15D', words)).toBe('1 months 15 days');
    expect(durationWords('PT12H', words)).toBe('12 hours');
    expect(durationWords('P0D', words)).toBeNull();
    expect(durationWords('soon', words)).toBeNull();
  });
});
