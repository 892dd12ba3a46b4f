// A failed account call in the customer's words: the account namespace's sentence for the server's
// stable code when there is one (so Chinese readers get Chinese), else the portal's describeError.
// Field errors the server names ("new_email: …") are put next to their field.
import { describeError, i18n, isApiError } from '@portal/shared';
import { ACCOUNT_NS } from '../i18n';

export function describeAccountError(error: unknown): string {
  if (isApiError(error) && error.code && i18n.exists(`${ACCOUNT_NS}:apiCodes.${error.code}`)) {
    return i18n.t(`${ACCOUNT_NS}:apiCodes.${error.code}`);
  }
  return describeError(error);
}

/** The field a 4xx names at the start of its message (`field: problem`), if it is one of `fields`. */
export function errorField<F extends string>(error: unknown, fields: readonly F[]): F | null {
  if (!isApiError(error) || error.kind !== 'http') return null;
  const field = /^([a-z_]+): /.exec(error.message)?.[1];
  return field && (fields as readonly string[]).includes(field) ? (field as F) : null;
}
