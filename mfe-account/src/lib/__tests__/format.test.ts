// The account's dates and places read exactly as a formatter built for each one would write them, and
// come from formatters built once per language and options (ui-kit's), not one per row.
import { formatDate, formatDateTime, regionName } from '../format';

const AT = '2026-03-01T09:30:00.000Z';

afterEach(() => jest.restoreAllMocks());

describe('the account’s formatting', () => {
  it.each(['en', 'zh-CN'])('writes what a fresh formatter writes, in %s', (language) => {
    expect(formatDateTime(AT, language)).toBe(
      new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(AT)),
    );
    expect(formatDate(AT, language)).toBe(
      new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(new Date(AT)),
    );
    for (const code of ['US', 'JP', 'CN', 'DE'])
      expect(regionName(code, language)).toBe(new Intl.DisplayNames([language], { type: 'region' }).of(code));
  });

  it('keeps what it cannot read as it came', () => {
    expect(formatDateTime('yesterday', 'en')).toBe('yesterday');
    expect(formatDate('', 'en')).toBe('');
    expect(regionName('JP', 'zh-CN')).toBe('日本');
  });

  it('names a region by its code where the browser names none', () => {
    const names = Intl.DisplayNames;
    Object.defineProperty(Intl, 'DisplayNames', { value: undefined, configurable: true, writable: true });
    try {
      expect(regionName('JP', 'en')).toBe('JP');
    } finally {
      Object.defineProperty(Intl, 'DisplayNames', { value: names, configurable: true, writable: true });
    }
  });

  it('builds no formatter for the hundredth row: one per language and options, once', () => {
    const row = () => [formatDateTime(AT, 'en'), formatDate(AT, 'en'), regionName('US', 'en')];
    row();
    const dates = jest.spyOn(Intl, 'DateTimeFormat');
    const DisplayNames = Intl.DisplayNames;
    // DisplayNames must be called with `new`: the spy builds one the same way.
    const regions = jest
      .spyOn(Intl, 'DisplayNames')
      .mockImplementation((...args: ConstructorParameters<typeof DisplayNames>) => new DisplayNames(...args));
    for (let index = 0; index < 100; index += 1) row();
    expect(dates).not.toHaveBeenCalled();
    expect(regions).not.toHaveBeenCalled();
  });
});
