// Who may change the registry, and how the history names them: an administrator signed in to the portal
// (their access token; named by their email), or an operator holding the release key (RELEASE_API_KEY),
// named by the X-Portal-Operator header that `npm run release` and `npm run remotes` send.
import type { FastifyRequest } from 'fastify';
import { authenticate, requireRole } from '../../http/auth-guard';
import { clientOf, type ClientInfo } from '../../http/client-info';
import { ApiError } from '../../http/errors';
import { GUESS_LIMITS } from '../../lib/guess-limit';
import { isReleaseKey } from '../../lib/release-key';
import { ADMIN_ROLES } from '../user/staff';

export interface Operator {
  /** As the history shows it: `alice@example.com`, or `alice (release key)`. */
  actor: string;
  /** An administrator's account and where they called from: their changes are also in the audit log. */
  staff?: { id: number; client: ClientInfo };
}

declare module 'fastify' {
  interface FastifyRequest {
    operator?: Operator;
  }
}

const OPERATOR_HEADER = 'x-portal-operator';
const OPERATOR_NAME = /^[^\p{Cc}]{1,100}$/u;

function operatorName(request: FastifyRequest): string {
  const raw = request.headers[OPERATOR_HEADER];
  let name = typeof raw === 'string' ? raw : '';
  try {
    // Non-ASCII names travel percent-encoded (a header is Latin-1).
    name = decodeURIComponent(name);
  } catch {
    // taken as written
  }
  name = name.trim();
  if (!OPERATOR_NAME.test(name)) {
    throw new ApiError(
      400,
      'operator_required',
      'Say who you are: calls with the release key need an operator name (X-Portal-Operator; --operator or PORTAL_OPERATOR in the CLI)',
    );
  }
  return name;
}

const adminOnly = requireRole(ADMIN_ROLES);

/**
 * The onRequest check of every registry change and read: the release key, else an administrator's token.
 * A key that is neither counts as a forged token from its address (the bearer check counts it), so the
 * release key is guessed no faster than a token; an address past that limit is refused before either.
 */
export function operatorAuth(releaseKey: string) {
  return async function authenticateOperator(request: FastifyRequest): Promise<void> {
    request.server.portal.guesses.check(GUESS_LIMITS.bearer, request.ip);
    const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
    if (match?.[1] && isReleaseKey(match[1], releaseKey)) {
      request.operator = { actor: `${operatorName(request)} (release key)` };
      return;
    }
    await authenticate(request);
    await adminOnly(request);
    request.operator = {
      actor: request.authUser!.email,
      staff: { id: request.authUser!.id, client: clientOf(request) },
    };
  };
}

export function operatorOf(request: FastifyRequest): Operator {
  if (!request.operator) throw new Error('operatorAuth did not run for this route');
  return request.operator;
}
