// The signed-in customer (SPEC.md §7 "auth GET /api/v2/user/ and /user/get_me", crisp_data).
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { userCrispData, userGetMe, userIndex } from '@portal/shared/contract';
import { users } from '../../db/schema';
import { notFound } from '../../http/errors';
import { route } from '../../http/route';
import { userIdentity } from './identity';
import { ok } from '../../http/envelope';

export function userRoutes(app: FastifyInstance): void {
  const { db } = app.portal;

  async function loadUser(id: number) {
    const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
    if (!user) throw notFound('This account no longer exists');
    return user;
  }

  route(app, userIndex, async ({ user }) =>
    ok({
      user_id: user.id,
      access_type: user.token.role,
      token_type: user.token.token_type,
      issued_at: user.token.iat ?? 0,
      expires_at: user.token.exp ?? 0,
    }),
  );

  route(app, userGetMe, async ({ user: auth }) => {
    const user = await loadUser(auth.id);
    return ok({
      ...userIdentity(user),
      user_account_expire_in: user.accountExpireAt.toISOString(),
    });
  });

  // Crisp's session:data format: [key, value, colour] triples shown to support agents.
  route(app, userCrispData, async ({ user: auth }) => {
    const user = await loadUser(auth.id);
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
