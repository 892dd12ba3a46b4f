// Integrations for partner bots and media servers, authorised by an API key in the query
// (docs/product.md §7 "Misc"). The reference leaves the answers untyped; these shapes are the portal's design.
import * as z from 'zod/mini';
import { defineOperation, type OperationDef } from './operation';
import { envelope, queryInt } from './envelope';
import { isoDateTime, linkToken, numericId, uuid } from './common';

const apiKey = z.string().check(z.minLength(1, { message: 'Enter the API key' }), z.maxLength(256));

/** What an Emby server needs to admit a customer. */
const embyUser = z.object({
  user_id: z.int(),
  user_name: z.string(),
  is_enable: z.boolean(),
  user_level: z.int(),
  user_level_expire_in: isoDateTime,
  other_emby_uuid: uuid,
});
const versionResult = z.object({ sql_table: z.literal('version'), version: z.string() });

export const embyFunction = defineOperation({
  id: 'embyFunction',
  method: 'GET',
  path: '/v1/emby_function',
  credentials: 'none',
  summary: 'Emby integration: look a customer up by id (user) or link token (link), or read the version',
  tag: 'functions',
  query: z.object({
    api_key: apiKey,
    sql_table: z.enum(['link', 'user', 'version']),
    sql_table_user_id: z.optional(numericId),
    sql_table_link_token: z.optional(linkToken),
  }),
  response: envelope(
    z.discriminatedUnion('sql_table', [
      z.object({ sql_table: z.enum(['link', 'user']), user: embyUser }),
      versionResult,
    ]),
  ),
});

export const embyLink = defineOperation({
  id: 'embyLink',
  method: 'GET',
  path: '/v1/emby_link/{token}',
  credentials: 'none',
  summary: "Emby integration: the customer whose emby uuid (dashboard's other_emby_uuid) is given",
  tag: 'functions',
  params: z.object({ token: uuid }),
  query: z.object({ api_key: apiKey }),
  response: envelope(embyUser),
});

export const casinoFunction = defineOperation({
  id: 'casinoFunction',
  method: 'GET',
  path: '/v1/casino_function',
  credentials: 'none',
  summary: "Telegram game bot: read (get) or change (add, bytes, may be negative) a customer's traffic allowance",
  tag: 'functions',
  query: z.object({
    api_key: apiKey,
    sql_table: z.enum(['user', 'version']),
    sql_table_telegram_id: z.optional(queryInt(1, Number.MAX_SAFE_INTEGER)),
    sql_table_add_transfer_enable: z.optional(queryInt(-(2 ** 50), 2 ** 50)),
    type_mode: z.optional(z.enum(['get', 'add'])),
  }),
  response: envelope(
    z.discriminatedUnion('sql_table', [
      z.object({
        sql_table: z.literal('user'),
        user: z.object({
          user_id: z.int(),
          tg_id: z.int(),
          ss_bandwidth_total_size: z.int(),
          ss_upload_size: z.int(),
          ss_download_size: z.int(),
        }),
      }),
      versionResult,
    ]),
  ),
});

/** This area's operations; contract/index.ts gathers every area's into `operations`. */
export const functionsOperations = {
  embyFunction,
  embyLink,
  casinoFunction,
} as const satisfies Record<string, OperationDef>;
