// GET users: customers, newest first, a page at a time. `q` is an id (exact) or part of an email, read
// through users_email_trgm_idx (pg_trgm); the other filters read user_services' level and expiry and the
// partial indexes on bans and staff (migration 0013). The page's ids and the count are read side by side
// (on PostgreSQL, two connections), then those rows (user-rows.ts).
import { and, desc, eq, exists, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import { ROLES } from '@portal/shared/contract';
import type { AppContext } from '../../context';
import { at } from '../../db/raw-sql';
import { serviceBills, userServices, users } from '../../db/schema';
import { containsPattern } from '../../lib/search';
import { okMoneyPage, pageWindow } from './paging';
import { readUserRows } from './user-rows';

export interface UsersQuery {
  q?: string;
  plan_id?: number;
  level?: number;
  banned?: boolean;
  expiring_days?: number;
  staff?: boolean;
  page?: number;
  size?: number;
}

const DAY_MS = 24 * 3600 * 1000;

function filters(query: UsersQuery, now: Date): { where: SQL | undefined; needsService: boolean } {
  const where: (SQL | undefined)[] = [];
  let needsService = false;
  const q = query.q?.trim();
  if (q) {
    const byEmail = ilike(users.email, containsPattern(q.toLowerCase()));
    where.push(/^\d{1,9}$/.test(q) ? or(eq(users.id, Number(q)), byEmail) : byEmail);
  }
  if (query.banned !== undefined) where.push(eq(users.isBan, query.banned));
  if (query.staff !== undefined) {
    where.push(query.staff ? ne(users.role, ROLES.user) : eq(users.role, ROLES.user));
  }
  if (query.level !== undefined) {
    needsService = true;
    where.push(
      sql`coalesce(case when ${userServices.levelExpireAt} > ${at(now)} then ${userServices.level} else 0 end, 0) = ${query.level}`,
    );
  }
  if (query.expiring_days !== undefined) {
    needsService = true;
    where.push(
      sql`${userServices.level} > 0 and ${userServices.levelExpireAt} > ${at(now)}
        and ${userServices.levelExpireAt} <= ${at(new Date(now.getTime() + query.expiring_days * DAY_MS))}`,
    );
  }
  if (query.plan_id !== undefined) {
    where.push(
      exists(
        sql`(select 1 from ${serviceBills} where ${serviceBills.userId} = ${users.id}
          and ${serviceBills.shopId} = ${query.plan_id} and ${serviceBills.shopType} = 'main_package'
          and (${serviceBills.expireAt} is null or ${serviceBills.expireAt} > ${at(now)}))`,
      ),
    );
  }
  return { where: and(...where), needsService };
}

export async function listUsers(ctx: AppContext, query: UsersQuery) {
  const now = ctx.now();
  const { limit, offset } = pageWindow(query);
  const { where, needsService } = filters(query, now);
  const ids = ctx.db.select({ id: users.id }).from(users).$dynamic();
  const count = ctx.db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(users)
    .$dynamic();
  const join = eq(userServices.userId, users.id);
  const [page, [total]] = await Promise.all([
    (needsService ? ids.leftJoin(userServices, join) : ids)
      .where(where)
      .orderBy(desc(users.id))
      .limit(limit)
      .offset(offset),
    (needsService ? count.leftJoin(userServices, join) : count).where(where),
  ]);
  return okMoneyPage(
    ctx.config.payment.currency,
    query,
    total?.n ?? 0,
    await readUserRows(
      ctx.db,
      page.map((row) => row.id),
      now,
    ),
  );
}
