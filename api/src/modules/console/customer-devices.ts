// A customer's subscription devices for staff (users/{id}/devices): the devices module's list and its
// removal rule (an active device loses its place and is refused from then on; a refused or removed one is
// forgotten), the removal audited in its transaction.
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { AuthUser } from '../../http/auth-guard';
import type { ClientInfo } from '../../http/client-info';
import { ok } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { audited } from '../admin/audit';
import { readDevices } from '../devices/devices';
import { lockCustomerDevice, removeCustomerDevice } from '../devices/devices-repo';
import { customerNotFound } from './user-rows';

const noSuchDevice = (userId: number, deviceId: number) =>
  notFound(`Customer #${userId} has no device with the id ${deviceId}`);

async function requireCustomer(db: Db, userId: number): Promise<void> {
  const [account] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  if (!account) throw customerNotFound(userId);
}

export async function staffCustomerDevices(ctx: AppContext, userId: number) {
  await requireCustomer(ctx.db, userId);
  return ok(await readDevices(ctx, userId));
}

export async function staffRemoveDevice(
  ctx: AppContext,
  admin: AuthUser,
  client: ClientInfo,
  userId: number,
  deviceId: number,
) {
  await requireCustomer(ctx.db, userId);
  const outcome = await audited(ctx.db, admin, client, async (tx) => {
    const device = await lockCustomerDevice(tx, userId, deviceId);
    const outcome = device ? await removeCustomerDevice(tx, userId, deviceId, ctx.now()) : 'not_found';
    if (!device || outcome === 'not_found') throw noSuchDevice(userId, deviceId);
    return {
      result: outcome,
      change: {
        action: outcome === 'removed' ? 'device_remove' : 'device_forget',
        target: { type: 'device', id: deviceId },
        targetUserId: userId,
        before: { state: device.state },
        // A forgotten device leaves the list: it has no state any more.
        after: { state: outcome === 'removed' ? 'removed' : null },
        detail: { model: device.model, os: device.os, app: device.app },
      },
    };
  });
  return ok(
    await readDevices(ctx, userId),
    outcome === 'removed'
      ? 'The device was removed: its place is free, and it gets no nodes until it is forgotten'
      : 'The device was forgotten: it can take a place again when one is free',
  );
}
