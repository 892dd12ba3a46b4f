// Intl formatters are built once per language and options, and format as a fresh one would.
import { dateTimeFormat, displayNames, numberFormat } from '@portal/shared/ui-kit';

describe('Intl formatters built once', () => {
  afterEach(() => jest.restoreAllMocks());

  it('gives the same formatter for the same language and options, and builds no other', () => {
    const first = dateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });
    const build = jest.spyOn(Intl, 'DateTimeFormat');
    expect(dateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' })).toBe(first);
    expect(build).not.toHaveBeenCalled();
  });

  it('keeps languages and options apart', () => {
    const at = new Date(Date.UTC(2026, 2, 1, 9, 30));
    const en = dateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' });
    const zh = dateTimeFormat('zh-CN', { dateStyle: 'medium', timeZone: 'UTC' });
    const long = dateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' });
    expect(en.format(at)).toBe(new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(at));
    expect(zh.format(at)).toBe('2026年3月1日');
    expect(long.format(at)).toBe('March 1, 2026');
    expect(numberFormat('en', { maximumFractionDigits: 1 }).format(1234.56)).toBe('1,234.6');
    expect(numberFormat('en', { maximumFractionDigits: 0 }).format(1234.56)).toBe('1,235');
    expect(displayNames('zh-CN', { type: 'region' }).of('JP')).toBe('日本');
    expect(displayNames('en', { type: 'region' }).of('JP')).toBe('Japan');
  });
});
