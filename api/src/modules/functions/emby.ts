// Emby integration: a media server asks whether a customer may watch, by user id, by subscription link
// token, or by the emby uuid the dashboard shows them (other_emby_uuid). `sql_table` picks one of three
// lookups written here — the name is never put into SQL.
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { userServices, users } from '../../db/schema';
import { ok } from '../../http/envelope';
import { ApiError, notFound } from '../../http/errors';
import { apiVersion } from '../misc/version-info';
import { effectiveLevel } from '../services/rules';
import { requireIntegrationKey } from './integration-key';

type Lookup = { by: 'user'; id: number } | { by: 'link'; token: string } | { by: 'emby'; uuid: string };

async function embyUser(ctx: AppContext, lookup: Lookup) {
  const where =
    lookup.by === 'user'
      ? eq(userServices.userId, lookup.id)
      : lookup.by === 'link'
        ? eq(userServices.linkToken, lookup.token)
        : eq(userServices.otherEmbyUuid, lookup.uuid);
  const [row] = await ctx.db
    .select({ user: users, service: userServices })
    .from(userServices)
    .innerJoin(users, eq(users.id, userServices.userId))
    .where(where)
    .limit(1);
  if (!row) throw notFound('No customer matches');
  const now = ctx.now();
  const level = effectiveLevel(row.service, now);
  return {
    user_id: row.user.id,
    user_name: row.user.name,
    // May watch: not banned, account current, a plan above the free tier running.
    is_enable: !row.user.isBan && row.user.accountExpireAt > now && level > 0,
    user_level: level,
    user_level_expire_in: row.service.levelExpireAt.toISOString(),
    other_emby_uuid: row.service.otherEmbyUuid,
  };
}

const TABLES = {
  user: async (ctx: AppContext, query: EmbyQuery) => {
    if (query.sql_table_user_id === undefined) {
      throw new ApiError(400, 'validation_error', 'sql_table_user_id: This field is required');
    }
    return { sql_table: 'user' as const, user: await embyUser(ctx, { by: 'user', id: query.sql_table_user_id }) };
  },
  link: async (ctx: AppContext, query: EmbyQuery) => {
    if (query.sql_table_link_token === undefined) {
      throw new ApiError(400, 'validation_error', 'sql_table_link_token: This field is required');
    }
    return { sql_table: 'link' as const, user: await embyUser(ctx, { by: 'link', token: query.sql_table_link_token }) };
  },
  version: async () => ({ sql_table: 'version' as const, version: apiVersion() }),
};

interface EmbyQuery {
  api_key: string;
  sql_table: keyof typeof TABLES;
  sql_table_user_id?: number;
  sql_table_link_token?: string;
}

export async function embyFunction(ctx: AppContext, query: EmbyQuery, ip: string) {
  await requireIntegrationKey(ctx, ip, ctx.config.embyApiKey, query.api_key, 'EMBY_API_KEY');
  return ok(await TABLES[query.sql_table](ctx, query));
}

export async function embyLink(ctx: AppContext, token: string, apiKey: string, ip: string) {
  await requireIntegrationKey(ctx, ip, ctx.config.embyApiKey, apiKey, 'EMBY_API_KEY');
  return ok(await embyUser(ctx, { by: 'emby', uuid: token }));
}
