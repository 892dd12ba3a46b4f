// Intl formatters, built once per language and options and kept for the page's life. Building one reads
// the locale's data (about 0.3 ms each on a desktop CPU, the page's first one tens of ms); using one is a
// few microseconds. A table of dates built a formatter per cell; now it builds none after its first.
// A formatter keeps the time zone it was built in: a reader whose zone changes while the page is open
// sees the new zone after a reload.
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.DisplayNames>();

/**
 * The reader's time zone while the server renders a page for them (@portal/shared/server render-state.ts sets it
 * together with the process's TZ); '' in the browser, whose zone is the reader's. Date formatters are kept
 * per zone, since each keeps the zone it was built in.
 */
let renderZone = '';

export function setFormattingTimeZone(zone: string | null): void {
  renderZone = zone ?? '';
}

function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.DisplayNames>(key: string, build: () => T): T {
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    formatter = build();
    formatters.set(key, formatter);
  }
  return formatter;
}

/** `new Intl.DateTimeFormat(language, options)`, built once. */
export function dateTimeFormat(language: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  return cached(
    `date|${renderZone}|${language}|${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(language, options),
  );
}

/** `new Intl.NumberFormat(language, options)`, built once. */
export function numberFormat(language: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return cached(`number|${language}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(language, options));
}

/** `new Intl.DisplayNames([language], options)`, built once. */
export function displayNames(language: string, options: Intl.DisplayNamesOptions): Intl.DisplayNames {
  return cached(`names|${language}|${JSON.stringify(options)}`, () => new Intl.DisplayNames([language], options));
}
