// A failed auth call in the reader's language: our own texts for the auth-specific codes the server
// sends, else shared's describeError (common codes, the server's message, or a generic per kind).
import { describeError, isApiError, useT } from '@portal/shared';
import { AUTH_NS } from '../i18n';

const AUTH_CODES = new Set(['two_fa_invalid', 'two_fa_required', 'email_taken', 'invite_code_invalid']);

export function useDescribeAuthError(): (error: unknown) => string {
  const { t } = useT(AUTH_NS);
  return (error) =>
    isApiError(error) && error.code && AUTH_CODES.has(error.code) ? t(`server.${error.code}`) : describeError(error);
}
