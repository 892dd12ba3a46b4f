// Staff mint cd-keys (the staff API and `npm run cd-key --workspace api`), list and export them with
// what became of each, and void the unused ones. Voiding is one conditional update: a code redeemed at
// the same moment is either used first (and stays used) or void (and refused).
import { and, count, desc, eq, gt, ilike, inArray, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CdKeyCreateBody, CdKeyState, StaffCdKey } from '@portal/shared/contract';
import type { Db, Tx } from '../../db/client';
import { cdKeyRedemptions, cdKeys, users } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { formatMoney, money } from '../../lib/money';
import { containsPattern } from '../../lib/search';
import { canonicalCdKey, displayCdKey, newCdKeyCode } from './cd-key-codes';

type CdKeyRow = typeof cdKeys.$inferSelect;

export interface CdKeyFilter {
  state?: CdKeyState;
  q?: string;
  ids?: number[];
}

function stateOf(row: CdKeyRow, now: Date): CdKeyState {
  if (row.voidedAt) return 'void';
  if (row.usesLeft === 0) return 'used';
  if (row.expireAt && row.expireAt <= now) return 'expired';
  return 'unused';
}

function toStaffCdKey(
  row: CdKeyRow,
  now: Date,
  facts: { redeemed: number; createdBy: { id: number; email: string } | null },
): StaffCdKey {
  return {
    id: row.id,
    cd_key: displayCdKey(row.code),
    money_amount: row.moneyAmount,
    uses_total: row.usesTotal,
    uses_left: row.usesLeft,
    expire_at: row.expireAt?.toISOString() ?? null,
    remark: row.remark,
    created_at: row.createdAt.toISOString(),
    state: stateOf(row, now),
    redeemed_count: facts.redeemed,
    voided_at: row.voidedAt?.toISOString() ?? null,
    created_by: facts.createdBy,
  };
}

/** Mints `count` codes (1 by default), each good for `uses` redemptions by different customers. */
export async function mintCdKeys(
  db: Db | Tx,
  body: CdKeyCreateBody,
  createdBy: { id: number; email: string } | null,
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
    createdByUserId: createdBy?.id ?? null,
    createdAt: now,
  }));
  // 31^16 codes: a collision is all but impossible; a code already taken is simply drawn again.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const codes = rows.map((row) => row.code);
    const taken = await db.select({ code: cdKeys.code }).from(cdKeys).where(inArray(cdKeys.code, codes));
    if (taken.length === 0 && new Set(codes).size === codes.length) break;
    for (const row of rows) row.code = newCdKeyCode();
  }
  const inserted = await db.insert(cdKeys).values(rows).returning();
  return inserted.map((row) => toStaffCdKey(row, now, { redeemed: 0, createdBy }));
}

function conditions(filter: CdKeyFilter, now: Date): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (filter.ids) where.push(inArray(cdKeys.id, filter.ids));
  if (filter.state === 'void') where.push(isNotNull(cdKeys.voidedAt));
  if (filter.state === 'used') where.push(and(isNull(cdKeys.voidedAt), eq(cdKeys.usesLeft, 0)));
  if (filter.state === 'expired') {
    where.push(and(isNull(cdKeys.voidedAt), gt(cdKeys.usesLeft, 0), lte(cdKeys.expireAt, now)));
  }
  if (filter.state === 'unused') {
    where.push(
      and(isNull(cdKeys.voidedAt), gt(cdKeys.usesLeft, 0), or(isNull(cdKeys.expireAt), gt(cdKeys.expireAt, now))),
    );
  }
  if (filter.q) {
    const code = canonicalCdKey(filter.q);
    where.push(
      or(
        code ? ilike(cdKeys.code, containsPattern(code)) : undefined,
        ilike(sql`coalesce(${cdKeys.remark}, '')`, containsPattern(filter.q)),
      ),
    );
  }
  return and(...where);
}

const creator = alias(users, 'creator');

/** The keys the filter matches, newest first, with their redemptions and who minted them. */
export async function findCdKeys(
  db: Db | Tx,
  filter: CdKeyFilter,
  page: { limit: number; offset: number },
  now: Date,
): Promise<StaffCdKey[]> {
  const rows = await db
    .select({
      key: cdKeys,
      creatorId: creator.id,
      creatorEmail: creator.email,
      redeemed:
        sql<number>`(select count(*) from ${cdKeyRedemptions} where ${cdKeyRedemptions.cdKeyId} = ${cdKeys.id})`.mapWith(
          Number,
        ),
    })
    .from(cdKeys)
    .leftJoin(creator, eq(creator.id, cdKeys.createdByUserId))
    .where(conditions(filter, now))
    .orderBy(desc(cdKeys.createdAt), desc(cdKeys.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((row) =>
    toStaffCdKey(row.key, now, {
      redeemed: row.redeemed,
      createdBy:
        row.creatorId !== null && row.creatorEmail !== null ? { id: row.creatorId, email: row.creatorEmail } : null,
    }),
  );
}

export async function listCdKeys(db: Db, query: CdKeyFilter & { limit?: number; offset?: number }, now: Date) {
  const [records, [total]] = await Promise.all([
    findCdKeys(db, query, { limit: query.limit ?? 50, offset: query.offset ?? 0 }, now),
    db.select({ n: count() }).from(cdKeys).where(conditions(query, now)),
  ]);
  return { total_count: total?.n ?? 0, records };
}

/** Voids the keys among `ids` that are not void yet and have uses left; answers those it voided. */
export async function voidCdKeys(tx: Tx, ids: number[], staffId: number, now: Date): Promise<CdKeyRow[]> {
  return tx
    .update(cdKeys)
    .set({ voidedAt: now, voidedByUserId: staffId })
    .where(and(inArray(cdKeys.id, ids), isNull(cdKeys.voidedAt), gt(cdKeys.usesLeft, 0)))
    .returning();
}
