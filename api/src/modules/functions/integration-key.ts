// The integrations (Emby, the Telegram game bot) authenticate with a key each, from the environment.
// Unset: the integration is off (403). Compared in constant time; wrong keys count as guesses from their
// address (lib/guess-limit.ts), which past the limit meets 429 whatever key it sends.
import type { AppContext } from '../../context';
import { ApiError } from '../../http/errors';
import { GUESS_LIMITS } from '../../lib/guess-limit';
import { sameSecret } from '../node-api/node-auth';

export async function requireIntegrationKey(
  ctx: AppContext,
  ip: string,
  expected: string | undefined,
  given: string,
  variable: string,
): Promise<void> {
  if (!expected) throw new ApiError(403, 'forbidden', `This integration is off: set ${variable} to turn it on`);
  ctx.guesses.check(GUESS_LIMITS.integrationKey, ip);
  if (sameSecret(given, expected)) return;
  await ctx.guesses.wrong(GUESS_LIMITS.integrationKey, ip);
  throw new ApiError(401, 'unauthorized', 'Wrong api_key');
}
