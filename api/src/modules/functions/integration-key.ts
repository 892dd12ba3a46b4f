// The integrations (Emby, the Telegram game bot) authenticate with a key each, from the environment.
// Unset: the integration is off (403). Compared in constant time.
import { ApiError } from '../../http/errors';
import { sameSecret } from '../node-api/node-auth';

export function requireIntegrationKey(expected: string | undefined, given: string, variable: string): void {
  if (!expected) throw new ApiError(403, 'forbidden', `This integration is off: set ${variable} to turn it on`);
  if (!sameSecret(given, expected)) throw new ApiError(401, 'unauthorized', 'Wrong api_key');
}
