// The devices that fetch a customer's subscription (registered by the `x-hwid` header apps send), against
// the plan's device limit: the customer sees them, including those refused, and removes them.
import * as z from 'zod/mini';
import { defineOperation, type OperationDef } from './operation';
import { envelope, messageResponse } from './envelope';
import { isoDateTime, numericId } from './common';

/** active: counts toward the limit and gets nodes; refused: arrived over the limit; removed: by the customer. */
const deviceState = z.enum(['active', 'refused', 'removed']);

const subscriptionDevice = z.object({
  id: z.int(),
  state: deviceState,
  /** What the app said about the device (x-device-model, x-device-os, x-ver-os); null when it did not. */
  model: z.nullable(z.string()),
  os: z.nullable(z.string()),
  os_version: z.nullable(z.string()),
  /** The app and its version, from the User-Agent ("Happ 1.6.2"). */
  app: z.nullable(z.string()),
  first_fetch_at: isoDateTime,
  last_fetch_at: isoDateTime,
  last_ip: z.string(),
  /** ISO 3166 alpha-2 of the last address; null when unknown. */
  last_country: z.nullable(z.string()),
  /** When it was refused or removed; null while active. */
  refused_at: z.nullable(isoDateTime),
});
export type SubscriptionDevice = z.infer<typeof subscriptionDevice>;

/** A customer's devices and their plan's limit (the customer's page, and the operator console's). */
export const devicesResult = z.object({
  /** Devices at once the plan allows; null = no limit. */
  device_limit: z.nullable(z.int()),
  active_count: z.int(),
  /** Whether apps that do not name their device are refused (SUBSCRIPTION_REQUIRE_HWID). */
  hwid_required: z.boolean(),
  devices: z.array(subscriptionDevice),
});
export type DevicesResult = z.infer<typeof devicesResult>;

export const userDevices = defineOperation({
  id: 'userDevices',
  method: 'GET',
  path: '/api/v2/user/devices',
  credentials: 'bearer',
  summary: 'Devices that fetched the subscription, active first, with the plan’s device limit',
  tag: 'services',
  response: envelope(devicesResult),
});

export const userDeviceRemove = defineOperation({
  id: 'userDeviceRemove',
  method: 'DELETE',
  path: '/api/v2/user/devices/{id}',
  credentials: 'bearer',
  summary:
    'Remove an active device (frees its place; it is refused until forgotten), or forget a refused or removed one',
  tag: 'services',
  params: z.object({ id: numericId }),
  response: messageResponse,
});

/** This area's operations; contract/index.ts gathers every area's into `operations`. */
export const devicesOperations = {
  userDevices,
  userDeviceRemove,
} as const satisfies Record<string, OperationDef>;
