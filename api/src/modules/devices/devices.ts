// The customer's devices page: the devices that fetched their subscription and the plan's limit; removing one.
import type { DevicesResult, SubscriptionDevice } from '@portal/shared/contract';
import type { AppContext } from '../../context';
import { done, ok } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { ensureService } from '../services/service-repo';
import { type DeviceRow, listCustomerDevices, removeCustomerDevice } from './devices-repo';

function toDevice(row: DeviceRow): SubscriptionDevice {
  return {
    id: row.id,
    state: row.state,
    model: row.model,
    os: row.os,
    os_version: row.osVersion,
    app: row.app,
    first_fetch_at: row.firstFetchAt.toISOString(),
    last_fetch_at: row.lastFetchAt.toISOString(),
    last_ip: row.lastIp,
    last_country: row.lastCountry,
    refused_at: row.refusedAt?.toISOString() ?? null,
  };
}

/** A customer's devices and their plan's limit, as their devices page and the operator console show them. */
export async function readDevices(ctx: AppContext, userId: number): Promise<DevicesResult> {
  const [service, rows] = await Promise.all([ensureService(ctx.db, userId), listCustomerDevices(ctx.db, userId)]);
  return {
    device_limit: service.onlineIpLimit,
    active_count: rows.filter((row) => row.state === 'active').length,
    hwid_required: ctx.config.subscriptionRequireHwid,
    devices: rows.map(toDevice),
  };
}

export async function customerDevices(ctx: AppContext, userId: number) {
  return ok(await readDevices(ctx, userId));
}

export async function removeDevice(ctx: AppContext, userId: number, deviceId: number) {
  const outcome = await removeCustomerDevice(ctx.db, userId, deviceId, ctx.now());
  if (outcome === 'not_found') throw notFound('No device with this id on your account');
  return done(
    outcome === 'removed'
      ? 'The device was removed: its place is free, and it gets no nodes until you forget it'
      : 'The device was forgotten: it can take a place again when one is free',
  );
}
