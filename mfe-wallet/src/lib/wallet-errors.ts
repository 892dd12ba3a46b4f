// A failed wallet call in the customer's words: the wallet namespace's sentence for the server's stable
// code when there is one (so Chinese readers get Chinese), else the portal's describeError.
import { describeError, i18n, isApiError } from '@portal/shared';
import { WALLET_NS } from '../i18n';

/** Codes every endpoint may answer: a call-specific reading of the status says more. */
const GENERIC_CODES = new Set(['not_found', 'conflict', 'bad_request']);

/**
 * The API code a refusal stands for. `byStatus` reads a status the call gives a meaning (404 on a cd-key
 * is "no such key") when the answer carries no code of its own.
 */
function refusalCode(error: unknown, byStatus: Partial<Record<number, string>> = {}): string | null {
  if (!isApiError(error) || error.kind !== 'http') return null;
  if (error.code && !GENERIC_CODES.has(error.code)) return error.code;
  return byStatus[error.status ?? 0] ?? error.code ?? null;
}

export function describeWalletError(error: unknown, byStatus: Partial<Record<number, string>> = {}): string {
  const code = refusalCode(error, byStatus);
  if (code && i18n.exists(`${WALLET_NS}:apiCodes.${code}`)) return i18n.t(`${WALLET_NS}:apiCodes.${code}`);
  return describeError(error);
}

/**
 * Whether the server may have done what was asked although the answer did not say so: the network
 * failed, the answer was cut short or could not be read, or the server failed (5xx). A 4xx is a
 * definite "no".
 */
export function outcomeUnknown(error: unknown): boolean {
  if (!isApiError(error)) return true;
  if (error.kind === 'network' || error.kind === 'timeout' || error.kind === 'invalid-response') return true;
  return error.kind === 'http' && (error.status ?? 500) >= 500;
}
