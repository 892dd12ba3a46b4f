// The language a customer reads the API's own texts in (plan names and descriptions, announcements:
// docs/adr/0014): the Accept-Language the portal's client sends with every call — the page's language,
// not the browser's (shared/src/api-client/transport/request.ts) — any Chinese → zh-CN, else English.
import type { FastifyRequest } from 'fastify';
import type { TextLanguage } from '@portal/shared/contract/admin';
import { languageOf } from './prerendered-pages';

export function readerLanguage(request: FastifyRequest): TextLanguage {
  return languageOf(request.headers['accept-language']);
}
