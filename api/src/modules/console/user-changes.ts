// What admins change for a customer, each in one transaction with its audit row: the account and plan
// fields (PATCH), used traffic, the subscription link, every session, the role. Each answers the customer
// as changed (or what the change made).
import { eq, sql } from 'drizzle-orm';
import type { AdminUserUpdateBody, StaffRoleName } from '@portal/shared/contract/admin';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { userServices, users } from '../../db/schema';
import type { AuthUser } from '../../http/auth-guard';
import type { ClientInfo } from '../../http/client-info';
import { ApiError } from '../../http/errors';
import { ok } from '../../http/envelope';
import { audited, changedFields, type AuditFacts } from '../admin/audit';
import { ensureService, newLinkToken } from '../services/service-repo';
import { endAllSessions } from '../auth/account-ban';
import { ROLE_OF_NAME, roleName } from './people';
import { customerNotFound, readUserRow } from './user-rows';

type UserRow = typeof users.$inferSelect;
type ServiceRow = typeof userServices.$inferSelect;

/** The customer's row, locked for the change (a concurrent change of the same customer waits). */
export async function lockCustomer(tx: Tx, userId: number): Promise<UserRow> {
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!user) throw customerNotFound(userId);
  return user;
}

/** The fields PATCH can change, as audit facts. */
function editableFacts(user: UserRow, service: ServiceRow): AuditFacts {
  return {
    name: user.name,
    account_expire_at: user.accountExpireAt.toISOString(),
    level: service.level,
    level_expire_at: service.levelExpireAt.toISOString(),
    traffic_total: service.trafficTotal,
    speed_limit_mbps: service.speedLimitMbps,
    online_ip_limit: service.onlineIpLimit,
  };
}

export async function updateCustomer(
  ctx: AppContext,
  admin: AuthUser,
  client: ClientInfo,
  userId: number,
  body: AdminUserUpdateBody,
) {
  await audited(ctx.db, admin, client, async (tx) => {
    const user = await lockCustomer(tx, userId);
    const service = await ensureService(tx, userId);
    const before = editableFacts(user, service);
    const accountChange = {
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(body.account_expire_at !== undefined ? { accountExpireAt: new Date(body.account_expire_at) } : {}),
    };
    const serviceChange = {
      ...(body.level !== undefined ? { level: body.level } : {}),
      ...(body.level_expire_at !== undefined ? { levelExpireAt: new Date(body.level_expire_at) } : {}),
      ...(body.traffic_total !== undefined ? { trafficTotal: body.traffic_total } : {}),
      ...(body.speed_limit_mbps !== undefined ? { speedLimitMbps: body.speed_limit_mbps } : {}),
      ...(body.online_ip_limit !== undefined ? { onlineIpLimit: body.online_ip_limit } : {}),
    };
    const [updatedUser] = Object.keys(accountChange).length
      ? await tx.update(users).set(accountChange).where(eq(users.id, userId)).returning()
      : [user];
    const [updatedService] = Object.keys(serviceChange).length
      ? await tx.update(userServices).set(serviceChange).where(eq(userServices.userId, userId)).returning()
      : [service];
    const after = editableFacts(updatedUser!, updatedService!);
    return {
      result: null,
      change: {
        action: 'user_update',
        target: { type: 'user', id: userId },
        targetUserId: userId,
        ...changedFields(before, after),
      },
    };
  });
  return ok(await readUserRow(ctx.db, userId, ctx.now()), 'The customer was updated');
}

export async function resetTraffic(ctx: AppContext, admin: AuthUser, client: ClientInfo, userId: number) {
  await audited(ctx.db, admin, client, async (tx) => {
    await lockCustomer(tx, userId);
    const service = await ensureService(tx, userId);
    await tx.update(userServices).set({ trafficUpload: 0, trafficDownload: 0 }).where(eq(userServices.userId, userId));
    return {
      result: null,
      change: {
        action: 'user_traffic_reset',
        target: { type: 'user', id: userId },
        targetUserId: userId,
        before: { traffic_upload: service.trafficUpload, traffic_download: service.trafficDownload },
        after: { traffic_upload: 0, traffic_download: 0 },
      },
    };
  });
  return ok(await readUserRow(ctx.db, userId, ctx.now()), "The customer's used traffic is back to zero");
}

export async function resetLink(ctx: AppContext, admin: AuthUser, client: ClientInfo, userId: number) {
  const updatedAt = await audited(ctx.db, admin, client, async (tx) => {
    await lockCustomer(tx, userId);
    await ensureService(tx, userId);
    const [row] = await tx
      .update(userServices)
      .set({ linkToken: newLinkToken(), linkTokenUpdatedAt: sql`now()` })
      .where(eq(userServices.userId, userId))
      .returning({ at: userServices.linkTokenUpdatedAt });
    // The link itself is a secret: the audit row says that it changed, not what it is.
    return {
      result: row?.at ?? new Date(),
      change: { action: 'user_link_reset', target: { type: 'user', id: userId }, targetUserId: userId },
    };
  });
  return ok(
    { link_token_updated_at: updatedAt.toISOString() },
    'The customer has a new subscription link; the old one no longer works',
  );
}

export async function endSessions(ctx: AppContext, admin: AuthUser, client: ClientInfo, userId: number) {
  const ended = await audited(ctx.db, admin, client, async (tx) => {
    await lockCustomer(tx, userId);
    const count = await endAllSessions(tx, userId);
    return {
      result: count,
      change: {
        action: 'user_sessions_end',
        target: { type: 'user', id: userId },
        targetUserId: userId,
        detail: { sessions_ended: count },
      },
    };
  });
  return ok({ ended }, `${ended} session${ended === 1 ? '' : 's'} ended`);
}

export async function setRole(
  ctx: AppContext,
  admin: AuthUser,
  client: ClientInfo,
  userId: number,
  role: StaffRoleName,
) {
  if (userId === admin.id) {
    throw new ApiError(409, 'own_role', 'You cannot change your own role; ask another administrator');
  }
  await audited(ctx.db, admin, client, async (tx) => {
    const user = await lockCustomer(tx, userId);
    const before = roleName(user.role);
    if (before === role) throw new ApiError(409, 'role_unchanged', `This account already has the role ${role}`);
    await tx.update(users).set({ role: ROLE_OF_NAME[role] }).where(eq(users.id, userId));
    return {
      result: null,
      change: {
        action: 'user_role_change',
        target: { type: 'user', id: userId },
        targetUserId: userId,
        before: { role: before },
        after: { role },
      },
    };
  });
  return ok(await readUserRow(ctx.db, userId, ctx.now()), `The role is now ${role}`);
}
