// One customer as the console's lists show them (adminUserRow), read for a page of ids in one statement:
// the account, its service (level, expiry, traffic), its balance and the main plan running now.
import { inArray, sql } from 'drizzle-orm';
import type { AdminUserRow } from '@portal/shared/contract/admin';
import type { Db } from '../../db/client';
import { at } from '../../db/raw-sql';
import { userServices, users, wallets } from '../../db/schema';
import { notFound } from '../../http/errors';
import { iso, roleName } from './people';

export const customerNotFound = (id: number) => notFound(`No customer with the id ${id}`);

/** The main plan running at `now`, by its name as bought (the newest if several). */
function runningPlanName(userId: unknown, now: Date) {
  return sql<string | null>`(select b.shop_name from service_bills b
    where b.user_id = ${userId} and b.shop_type = 'main_package' and (b.expire_at is null or b.expire_at > ${at(now)})
    order by b.created_at desc, b.id desc limit 1)`;
}

export async function readUserRows(db: Db, ids: number[], now: Date): Promise<AdminUserRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      user: users,
      level: userServices.level,
      levelExpireAt: userServices.levelExpireAt,
      used: sql<number>`coalesce(${userServices.trafficUpload} + ${userServices.trafficDownload}, 0)`.mapWith(Number),
      total: sql<number>`coalesce(${userServices.trafficTotal}, 0)`.mapWith(Number),
      balance: sql<string>`coalesce(${wallets.balance}, 0)::numeric(14,2)::text`,
      planName: runningPlanName(users.id, now),
    })
    .from(users)
    .leftJoin(userServices, sql`${userServices.userId} = ${users.id}`)
    .leftJoin(wallets, sql`${wallets.userId} = ${users.id}`)
    .where(inArray(users.id, ids));
  const byId = new Map(
    rows.map((row) => {
      const level = row.level ?? 0;
      const running = row.levelExpireAt !== null && row.levelExpireAt > now;
      const view: AdminUserRow = {
        id: row.user.id,
        email: row.user.email,
        name: row.user.name,
        role: roleName(row.user.role),
        is_ban: row.user.isBan,
        ban_reason: row.user.banReason,
        banned_at: iso(row.user.bannedAt),
        created_at: row.user.createdAt.toISOString(),
        last_login_at: iso(row.user.lastLoginAt),
        account_expire_at: row.user.accountExpireAt.toISOString(),
        level,
        effective_level: running ? level : 0,
        level_expire_at: iso(row.levelExpireAt),
        plan_name: row.planName,
        traffic_used: row.used,
        traffic_total: row.total,
        balance: row.balance,
      };
      return [row.user.id, view] as const;
    }),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function readUserRow(db: Db, id: number, now: Date): Promise<AdminUserRow> {
  const [row] = await readUserRows(db, [id], now);
  if (!row) throw customerNotFound(id);
  return row;
}
