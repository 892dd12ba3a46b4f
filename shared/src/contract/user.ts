// Who is signed in (docs/product.md §7 "Auth and account", and crisp_data).
import * as z from 'zod/mini';
import { defineOperation, type OperationDef } from './operation';
import { envelope } from './envelope';
import { email, isoDateTime, uuid } from './common';

export const userIndex = defineOperation({
  id: 'userIndex',
  method: 'GET',
  path: '/api/v2/user/',
  credentials: 'bearer',
  summary: 'Describe the access token the request carries',
  tag: 'user',
  response: envelope(
    z.object({
      user_id: z.int(),
      access_type: z.string(),
      token_type: z.string(),
      issued_at: z.int(),
      expires_at: z.int(),
    }),
  ),
});

export const userGetMe = defineOperation({
  id: 'userGetMe',
  method: 'GET',
  path: '/api/v2/user/get_me',
  credentials: 'bearer',
  summary: 'The signed-in customer',
  tag: 'user',
  response: envelope(
    z.object({
      user_id: z.int(),
      user_new_id: uuid,
      email,
      is_ban: z.optional(z.boolean()),
      tg_id: z.nullish(z.int()),
      user_name: z.string(),
      user_account_expire_in: isoDateTime,
    }),
  ),
});

export const userGetOldService = defineOperation({
  id: 'userGetOldService',
  method: 'GET',
  path: '/api/v2/user/get_old_service',
  credentials: 'bearer',
  summary: "The customer's current old-style service",
  tag: 'services',
  response: envelope(
    z.object({
      service_id: z.int(),
      service_name: z.string(),
      service_type: z.string(),
      expire_time: isoDateTime,
      traffic_used: z.int(),
      traffic_total: z.int(),
      is_active: z.optional(z.boolean()),
    }),
  ),
});

export const userCrispData = defineOperation({
  id: 'userCrispData',
  method: 'GET',
  path: '/api/v2/user/crisp_data',
  credentials: 'bearer',
  summary: 'What the live-chat widget is told about the signed-in customer',
  tag: 'user',
  response: envelope(
    z.object({
      user_email: z.string(),
      user_nickname: z.string(),
      session_data: z.array(z.array(z.unknown())),
    }),
  ),
});

/** This area's operations; contract/index.ts gathers every area's into `operations`. */
export const userOperations = {
  userIndex,
  userGetMe,
  userGetOldService,
  userCrispData,
} as const satisfies Record<string, OperationDef>;
