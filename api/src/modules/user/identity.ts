// The customer's identity fields as /user/get_me and the dashboard both answer them (the reference's
// user block): one mapping, so the two answers cannot drift apart.
import type { users } from '../../db/schema';

export function userIdentity(user: typeof users.$inferSelect) {
  return {
    user_id: user.id,
    user_new_id: user.newId,
    email: user.email,
    is_ban: user.isBan,
    tg_id: user.telegramId,
    user_name: user.name,
  };
}
