// Why a cd-key was refused, in the customer's words: unknown, used up, already redeemed by them, expired
// or too many tries — by the API's stable code, or, for an answer without one, by its status.
import { describeWalletError } from '../../lib/wallet-errors';

const CD_KEY_REFUSALS_BY_STATUS = {
  404: 'cd_key_not_found',
  409: 'cd_key_used',
  410: 'cd_key_expired',
  429: 'rate_limited',
} as const;

export function describeCdKeyError(error: unknown): string {
  return describeWalletError(error, CD_KEY_REFUSALS_BY_STATUS);
}
