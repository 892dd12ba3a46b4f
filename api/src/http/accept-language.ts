// The reader's language from the Accept-Language header: what pages are rendered in, and what the demo's
// texts are answered in when the API client sends it.

const DEFAULT_LANGUAGE = 'en' as const;

/** The portal's language for an Accept-Language header, as the browser picks it (shared/src/i18n). */
export function languageOf(acceptLanguage: string | undefined): 'zh-CN' | 'en' {
  const tags = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim().toLowerCase(), q: q === undefined ? 1 : Number(q) };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of tags) {
    if (tag === 'zh' || tag.startsWith('zh-')) return 'zh-CN';
    if (tag === 'en' || tag.startsWith('en-')) return 'en';
  }
  return DEFAULT_LANGUAGE;
}
