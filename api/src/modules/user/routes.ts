// The signed-in customer (docs/product.md §7 "Auth and account", crisp_data).
import type { FastifyInstance } from 'fastify';
import { userCrispData, userGetMe, userIndex } from '@portal/shared/contract';
import { route } from '../../http/route';
import { userIdentity } from './identity';
import { ok } from '../../http/envelope';

// get_me and crisp_data answer the account row the bearer check has just read for this request.
export function userRoutes(app: FastifyInstance): void {
  route(app, userIndex, async ({ user }) =>
    ok({
      user_id: user.id,
      access_type: user.token.role,
      token_type: user.token.token_type,
      issued_at: user.token.iat ?? 0,
      expires_at: user.token.exp ?? 0,
    }),
  );

  route(app, userGetMe, async ({ user: { row: user } }) => {
    return ok({
      ...userIdentity(user),
      user_account_expire_in: user.accountExpireAt.toISOString(),
    });
  });

  // Crisp's session:data format: [key, value, colour] triples shown to support agents.
  route(app, userCrispData, async ({ user: { row: user } }) => {
    return ok({
      user_email: user.email,
      user_nickname: user.name,
      session_data: [
        ['user_id', user.id, 'blue'],
        ['user_new_id', user.newId, 'blue'],
        ['account_expire_at', user.accountExpireAt.toISOString(), 'orange'],
        ['signed_up_at', user.createdAt.toISOString(), 'green'],
      ],
    });
  });
}
