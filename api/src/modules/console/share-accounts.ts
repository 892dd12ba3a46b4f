// Shared accounts in the console (only the demo seeded them before): another service's account lent to
// customers of a level. They hold passwords, so only admins read them, and audit rows say that a
// password changed, never what it is. Each change is audited in its transaction.
import { asc, eq } from 'drizzle-orm';
import type { AdminShareAccount } from '@portal/shared/contract/admin';
import type { AppContext } from '../../context';
import { shareAccounts } from '../../db/schema';
import type { AuthUser } from '../../http/auth-guard';
import type { ClientInfo } from '../../http/client-info';
import { notFound } from '../../http/errors';
import { done, ok } from '../../http/envelope';
import { audited, changedFields, type AuditFacts } from '../admin/audit';

type ShareRow = typeof shareAccounts.$inferSelect;

interface ShareBody {
  name?: string;
  server_address?: string;
  port?: number;
  password?: string;
  method?: string;
  protocol?: string;
  max_users?: number;
  current_users?: number;
  traffic_limit?: number;
  traffic_used?: number;
  status?: 'active' | 'disabled';
  min_level?: number;
  expire_at?: string;
}

function toShare(row: ShareRow): AdminShareAccount {
  return {
    id: row.id,
    name: row.name,
    server_address: row.serverAddress,
    port: row.port,
    password: row.password,
    method: row.method,
    protocol: row.protocol,
    max_users: row.maxUsers,
    current_users: row.currentUsers,
    traffic_limit: row.trafficLimit,
    traffic_used: row.trafficUsed,
    status: row.status === 'disabled' ? 'disabled' : 'active',
    min_level: row.minLevel,
    expire_at: row.expireAt.toISOString(),
  };
}

/** A shared account's fields for its audit rows: the password is a secret, so only whether it changed. */
function shareFacts(row: ShareRow): AuditFacts {
  const { password: _password, ...facts } = toShare(row);
  return { ...facts, password: '(set)' };
}

function shareColumns(body: ShareBody) {
  return {
    ...(body.name !== undefined ? { name: body.name } : {}),
    ...(body.server_address !== undefined ? { serverAddress: body.server_address } : {}),
    ...(body.port !== undefined ? { port: body.port } : {}),
    ...(body.password !== undefined ? { password: body.password } : {}),
    ...(body.method !== undefined ? { method: body.method } : {}),
    ...(body.protocol !== undefined ? { protocol: body.protocol } : {}),
    ...(body.max_users !== undefined ? { maxUsers: body.max_users } : {}),
    ...(body.current_users !== undefined ? { currentUsers: body.current_users } : {}),
    ...(body.traffic_limit !== undefined ? { trafficLimit: body.traffic_limit } : {}),
    ...(body.traffic_used !== undefined ? { trafficUsed: body.traffic_used } : {}),
    ...(body.status !== undefined ? { status: body.status } : {}),
    ...(body.min_level !== undefined ? { minLevel: body.min_level } : {}),
    ...(body.expire_at !== undefined ? { expireAt: new Date(body.expire_at) } : {}),
  };
}

const shareNotFound = (id: number) => notFound(`No shared account with the id ${id}`);

export async function listShareAccounts(ctx: AppContext) {
  const rows = await ctx.db.select().from(shareAccounts).orderBy(asc(shareAccounts.id));
  return ok({ share_accounts: rows.map(toShare) });
}

type NewShare = Required<Omit<ShareBody, 'current_users' | 'traffic_used' | 'status' | 'min_level'>> & ShareBody;

export async function createShareAccount(ctx: AppContext, admin: AuthUser, client: ClientInfo, body: NewShare) {
  const row = await audited(ctx.db, admin, client, async (tx) => {
    const [made] = await tx
      .insert(shareAccounts)
      .values({ ...shareColumns(body), ...requiredShare(body) })
      .returning();
    return {
      result: made!,
      change: {
        action: 'share_account_create',
        target: { type: 'share_account', id: made!.id },
        after: shareFacts(made!),
      },
    };
  });
  return ok(toShare(row), 'The shared account was added');
}

function requiredShare(body: NewShare) {
  return {
    name: body.name,
    serverAddress: body.server_address,
    port: body.port,
    password: body.password,
    method: body.method,
    protocol: body.protocol,
    maxUsers: body.max_users,
    trafficLimit: body.traffic_limit,
    expireAt: new Date(body.expire_at),
  };
}

export async function updateShareAccount(
  ctx: AppContext,
  admin: AuthUser,
  client: ClientInfo,
  id: number,
  body: ShareBody,
) {
  const row = await audited(ctx.db, admin, client, async (tx) => {
    const [before] = await tx.select().from(shareAccounts).where(eq(shareAccounts.id, id)).for('update');
    if (!before) throw shareNotFound(id);
    const [after] = await tx.update(shareAccounts).set(shareColumns(body)).where(eq(shareAccounts.id, id)).returning();
    const changed = changedFields(shareFacts(before), shareFacts(after!));
    const detail: AuditFacts = { password_changed: body.password !== undefined && body.password !== before.password };
    return {
      result: after!,
      change: { action: 'share_account_update', target: { type: 'share_account', id }, ...changed, detail },
    };
  });
  return ok(toShare(row), 'The shared account was saved');
}

export async function deleteShareAccount(ctx: AppContext, admin: AuthUser, client: ClientInfo, id: number) {
  await audited(ctx.db, admin, client, async (tx) => {
    const [removed] = await tx.delete(shareAccounts).where(eq(shareAccounts.id, id)).returning();
    if (!removed) throw shareNotFound(id);
    return {
      result: null,
      change: { action: 'share_account_delete', target: { type: 'share_account', id }, before: shareFacts(removed) },
    };
  });
  return done('The shared account was removed');
}
