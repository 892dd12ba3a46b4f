// The `portal_prefs` cookie: the reader's language, theme and time zone, which the app frame writes
// (shell/src/layouts/app-frame) so that the server renders a signed-in page the way this reader's
// browser would (docs/adr/0011-server-rendered-signed-in-pages.md). Not a credential; read by the server
// only for document requests of pages it renders. Without it the server falls back to Accept-Language,
// the light theme and its own zone.
import * as z from 'zod/mini';

export const PREFERENCES_COOKIE = 'portal_prefs';

const pagePreferences = z.object({
  lang: z.enum(['zh-CN', 'en']),
  theme: z.enum(['light', 'dark']),
  /** An IANA zone name as the browser reports it; the server checks that it knows the zone. */
  tz: z.string().check(z.minLength(1), z.maxLength(64), z.regex(/^[A-Za-z0-9_+\-/]+$/)),
});
export type PagePreferences = z.infer<typeof pagePreferences>;

/** The cookie's value: "lang|theme|zone", URI-encoded. */
export function serializePreferences(preferences: PagePreferences): string {
  return encodeURIComponent(`${preferences.lang}|${preferences.theme}|${preferences.tz}`);
}

/** Whether `zone` is a time zone this runtime knows. */
function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The preferences a cookie value holds, or null for a missing or malformed one (or an unknown zone). */
export function parsePreferences(value: string | undefined): PagePreferences | null {
  if (!value || value.length > 200) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return null;
  }
  const [lang, theme, tz] = decoded.split('|');
  const parsed = z.safeParse(pagePreferences, { lang, theme, tz });
  return parsed.success && isTimeZone(parsed.data.tz) ? parsed.data : null;
}
