// The reader's language. Pages are rendered in it (the page server), and the API's own texts are answered
// in it: plan names and descriptions, announcements (docs/adr/0014), the demo's texts. The portal's client
// sends the page's language as Accept-Language with every call — the page's, not the browser's
// (shared/src/api-client/transport/request.ts). Any Chinese → zh-CN, else English.
import type { FastifyRequest } from 'fastify';
import type { TextLanguage } from '@portal/shared/contract/admin';

export type ReaderLanguage = TextLanguage;

const DEFAULT_LANGUAGE = 'en' as const;

/** The portal's language for an Accept-Language header, as the browser picks it (shared/src/i18n). */
export function languageOf(acceptLanguage: string | undefined): ReaderLanguage {
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

/** The language the request's reader reads. */
export function readerLanguage(request: Pick<FastifyRequest, 'headers'>): ReaderLanguage {
  return languageOf(request.headers['accept-language']);
}
