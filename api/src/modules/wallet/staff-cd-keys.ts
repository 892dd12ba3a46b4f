// Staff mint cd-keys (the staff API and `npm run cd-key --workspace api`) and list them.
import { count, desc } from 'drizzle-orm';
import type { CdKeyCreateBody, StaffCdKey } from '@portal/shared/contract';
import type { Db } from '../../db/client';
import { cdKeys } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { formatMoney, money } from '../../lib/money';
import { isUniqueViolation } from '../auth/users-repo';
import { displayCdKey, newCdKeyCode } from './cd-key-codes';

type CdKeyRow = typeof cdKeys.$inferSelect;

function toStaffCdKey(row: CdKeyRow): StaffCdKey {
  return {
    cd_key: displayCdKey(row.code),
    money_amount: row.moneyAmount,
    uses_total: row.usesTotal,
    uses_left: row.usesLeft,
    expire_at: row.expireAt?.toISOString() ?? null,
    remark: row.remark,
    created_at: row.createdAt.toISOString(),
  };
}

/** Mints `count` codes (1 by default), each good for `uses` redemptions by different customers. */
export async function mintCdKeys(
  db: Db,
  body: CdKeyCreateBody,
  createdByUserId: number | null,
  now: Date,
): Promise<StaffCdKey[]> {
  const expireAt = body.expire_at ? new Date(body.expire_at) : null;
  if (expireAt && expireAt <= now) {
    throw new ApiError(400, 'validation_error', 'expire_at: choose a moment in the future');
  }
  const uses = body.uses ?? 1;
  const rows = Array.from({ length: body.count ?? 1 }, () => ({
    code: newCdKeyCode(),
    moneyAmount: formatMoney(money(body.money_amount)),
    usesTotal: uses,
    usesLeft: uses,
    expireAt,
    remark: body.remark || null,
    createdByUserId,
  }));
  // 31^16 codes: a collision is all but impossible, and then the whole batch is simply minted again.
  for (let attempt = 0; ; attempt += 1) {
    try {
      const inserted = await db.insert(cdKeys).values(rows).returning();
      return inserted.map(toStaffCdKey);
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 2) throw error;
      for (const row of rows) row.code = newCdKeyCode();
    }
  }
}

export async function listCdKeys(db: Db, page: { limit?: number; offset?: number }) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(cdKeys)
      .orderBy(desc(cdKeys.createdAt), desc(cdKeys.id))
      .limit(page.limit ?? 50)
      .offset(page.offset ?? 0),
    db.select({ n: count() }).from(cdKeys),
  ]);
  return { total_count: total?.n ?? 0, records: rows.map(toStaffCdKey) };
}
