// The portal_prefs cookie: what the app frame writes is what the server reads; anything else is no preference.
import { parsePreferences, serializePreferences } from '../page-preferences';

test('round-trips a language, a theme and a zone', () => {
  const preferences = { lang: 'zh-CN', theme: 'dark', tz: 'America/Argentina/Buenos_Aires' } as const;
  expect(parsePreferences(serializePreferences(preferences))).toEqual(preferences);
  expect(parsePreferences(serializePreferences({ lang: 'en', theme: 'light', tz: 'Etc/GMT+8' }))).toEqual({
    lang: 'en',
    theme: 'light',
    tz: 'Etc/GMT+8',
  });
});

test.each([
  undefined,
  '',
  'en',
  'fr%7Clight%7CUTC',
  'en%7Cblue%7CUTC',
  'en%7Clight%7CMars%2FOlympus',
  'en%7Clight%7C%3Cscript%3E',
  '%E0%A4%A',
  `en%7Clight%7C${'A'.repeat(300)}`,
])('%p is no preference', (value) => {
  expect(parsePreferences(value)).toBeNull();
});
