// A failed console call in the reader's words: the console's sentence for the server's stable code when
// it has one (so a Chinese reader gets Chinese), a refusal of the role as such, else the portal's
// describeError (which also words network failures and the common codes).
import { describeError, i18n, isApiError } from '@portal/shared';

export function describeConsoleError(error: unknown): string {
  if (isApiError(error)) {
    if (error.code && i18n.exists(`admin:apiCodes.${error.code}`)) return i18n.t(`admin:apiCodes.${error.code}`);
    if (error.kind === 'http' && error.status === 403) return i18n.t('admin:apiCodes.forbidden');
  }
  return describeError(error);
}
