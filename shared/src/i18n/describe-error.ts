// A customer-facing sentence for any failure of an API call, in the current language.
import { isApiError, type ApiError } from '../api-client/errors';
import { i18n } from './i18n';

function genericKey(error: ApiError): string {
  switch (error.kind) {
    case 'network':
      return 'errors.network';
    case 'timeout':
      return 'errors.timeout';
    case 'cancel':
      return 'errors.cancelled';
    case 'invalid-response':
      return 'errors.invalidResponse';
    case 'missing-parameter':
      return 'errors.unexpected';
    case 'http':
      break;
  }
  const status = error.status ?? 500;
  if (status === 401) return 'errors.unauthorized';
  if (status === 403) return 'errors.forbidden';
  if (status === 404) return 'errors.notFound';
  if (status === 429) return 'errors.rateLimited';
  return status >= 500 ? 'errors.server' : 'errors.request';
}

/** "39 seconds", "8 minutes" (39 秒, 8 分钟). */
function waitWords(seconds: number, t: (key: string, values?: Record<string, unknown>) => string): string {
  return seconds < 90
    ? t('common:wait.seconds', { count: seconds })
    : t('common:wait.minutes', { count: Math.ceil(seconds / 60) });
}

/**
 * The message to show for `error`: a translation of the server's stable `code` when we have one
 * (so zh-CN readers get Chinese), else the server's own message, else a translated generic per kind.
 */
export function describeError(
  error: unknown,
  t: (key: string, values?: Record<string, unknown>) => string = (key, values) => i18n.t(key, values),
): string {
  if (!isApiError(error)) return t('common:errors.unexpected');
  // A limit says how long to wait: in the reader's words, from Retry-After.
  if (error.status === 429 && error.retryAfter)
    return t('common:errors.rateLimitedWait', { wait: waitWords(error.retryAfter, t) });
  // A suspended account is told why, in the words staff wrote.
  if (error.code === 'account_banned' && error.reason)
    return t('common:apiCodes.account_banned_reason', { reason: error.reason });
  if (error.code && i18n.exists(`common:apiCodes.${error.code}`)) return t(`common:apiCodes.${error.code}`);
  if (error.kind === 'http' && error.serverMessage) return error.message;
  return t(`common:${genericKey(error)}`);
}
