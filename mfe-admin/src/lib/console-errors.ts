// A failed console call in the reader's words. The API words its refusals in English with the facts of the
// case ("The balance is 3.50: taking 5.00 would leave it below zero"): an English reader gets them as
// sent; another reader the console's sentence for the refusal's stable code, when it has one. A refusal
// of the role is said as such; anything else is the portal's describeError (network failures included).
import { describeError, i18n, isApiError } from '@portal/shared';

export function describeConsoleError(error: unknown): string {
  if (isApiError(error) && error.kind === 'http') {
    const worded = error.code !== undefined && i18n.exists(`admin:apiCodes.${error.code}`);
    if (i18n.language === 'en' && error.serverMessage) return error.message;
    if (worded) return i18n.t(`admin:apiCodes.${error.code}`);
    if (error.status === 403) return i18n.t('admin:apiCodes.forbidden');
  }
  return describeError(error);
}
