// GET audit: every staff change, newest first, by actor (an id or part of an email), action, target
// (its type, and id) or customer, within a time window — read through the audit log's indexes.
import { and, desc, eq, gte, ilike, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AuditAction, AuditEntry, AuditTargetType } from '@portal/shared/contract/admin';
import type { AppContext } from '../../context';
import { adminAuditLog, users } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { containsPattern } from '../../lib/search';
import { okPage, pageWindow, type PageRequest } from './paging';
import { personRef } from './people';

export interface AuditQuery extends PageRequest {
  actor?: string;
  action?: AuditAction;
  target_type?: AuditTargetType;
  target_id?: string;
  user_id?: number;
  from_iso?: string;
  to_iso?: string;
}

const actor = alias(users, 'actor');
const customer = alias(users, 'customer');

function conditions(query: AuditQuery): SQL | undefined {
  const who = query.actor?.trim();
  return and(
    who
      ? /^\d{1,9}$/.test(who)
        ? eq(adminAuditLog.actorUserId, Number(who))
        : ilike(actor.email, containsPattern(who.toLowerCase()))
      : undefined,
    query.action ? eq(adminAuditLog.action, query.action) : undefined,
    query.target_type ? eq(adminAuditLog.targetType, query.target_type) : undefined,
    query.target_id ? eq(adminAuditLog.targetId, query.target_id) : undefined,
    query.user_id !== undefined ? eq(adminAuditLog.targetUserId, query.user_id) : undefined,
    query.from_iso ? gte(adminAuditLog.createdAt, new Date(query.from_iso)) : undefined,
    query.to_iso ? lte(adminAuditLog.createdAt, new Date(query.to_iso)) : undefined,
  );
}

export async function auditLog(ctx: AppContext, query: AuditQuery) {
  if (query.from_iso && query.to_iso && Date.parse(query.from_iso) > Date.parse(query.to_iso)) {
    throw new ApiError(400, 'validation_error', 'to_iso: Must not be before from_iso');
  }
  const where = conditions(query);
  const { limit, offset } = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({ entry: adminAuditLog, actorEmail: actor.email, customerEmail: customer.email })
      .from(adminAuditLog)
      .innerJoin(actor, eq(actor.id, adminAuditLog.actorUserId))
      .leftJoin(customer, eq(customer.id, adminAuditLog.targetUserId))
      .where(where)
      .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
      .limit(limit)
      .offset(offset),
    ctx.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(adminAuditLog)
      .innerJoin(actor, eq(actor.id, adminAuditLog.actorUserId))
      .where(where),
  ]);
  const records: AuditEntry[] = rows.map(({ entry, actorEmail, customerEmail }) => ({
    id: entry.id,
    created_at: entry.createdAt.toISOString(),
    actor: { id: entry.actorUserId, email: actorEmail },
    action: entry.action,
    target_type: entry.targetType,
    target_id: entry.targetId,
    target_user: personRef(entry.targetUserId, customerEmail),
    before: entry.before,
    after: entry.after,
    detail: entry.detail,
    ip: entry.ip,
  }));
  return okPage(query, total?.n ?? 0, records);
}
