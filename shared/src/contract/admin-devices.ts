// A customer's subscription devices in the console (issue 25): staff see what the customer sees on their
// devices page; an administrator removes a device for them, which frees its place at once (audited).
import * as z from 'zod/mini';
import { defineOperation, type OperationDef } from './operation';
import { envelope } from './envelope';
import { numericId } from './common';
import { devicesResult } from './devices';

export const adminUserDevices = defineOperation({
  id: 'adminUserDevices',
  method: 'GET',
  path: '/api/v2/admin_api/users/{user_id}/devices',
  credentials: 'bearer',
  summary: "A customer's subscription devices, active first, with their plan's device limit (staff)",
  tag: 'admin',
  params: z.object({ user_id: numericId }),
  response: envelope(devicesResult),
});

export const adminUserDeviceRemove = defineOperation({
  id: 'adminUserDeviceRemove',
  method: 'DELETE',
  path: '/api/v2/admin_api/users/{user_id}/devices/{device_id}',
  credentials: 'bearer',
  summary:
    "Remove a customer's active device (its place is free at once; it is refused until forgotten), or forget a refused or removed one; answers their devices as they are now (admin)",
  tag: 'admin',
  params: z.object({ user_id: numericId, device_id: numericId }),
  response: envelope(devicesResult),
});

/** This area's operations; admin.ts gathers the console's areas into `adminOperations`. */
export const adminDevicesOperations = {
  adminUserDevices,
  adminUserDeviceRemove,
} as const satisfies Record<string, OperationDef>;
