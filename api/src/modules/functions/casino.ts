// The Telegram game bot: reads a customer's traffic allowance by their linked Telegram id, or changes it
// by a number of bytes (a win adds, a loss takes away; never below zero). `sql_table` and `type_mode` pick
// code written here — never text put into SQL.
import { and, eq, gte, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { userServices, users } from '../../db/schema';
import { ok } from '../../http/envelope';
import { ApiError, notFound } from '../../http/errors';
import { apiVersion } from '../misc/version-info';
import { requireIntegrationKey } from './integration-key';

interface CasinoQuery {
  api_key: string;
  sql_table: 'user' | 'version';
  sql_table_telegram_id?: number;
  sql_table_add_transfer_enable?: number;
  type_mode?: 'get' | 'add';
}

async function customerByTelegram(ctx: AppContext, telegramId: number) {
  const [row] = await ctx.db
    .select({ userId: users.id })
    .from(users)
    .innerJoin(userServices, eq(userServices.userId, users.id))
    .where(eq(users.telegramId, telegramId))
    .limit(1);
  if (!row) throw notFound('No customer has linked this Telegram account');
  return row.userId;
}

function allowance(telegramId: number, service: typeof userServices.$inferSelect) {
  return {
    sql_table: 'user' as const,
    user: {
      user_id: service.userId,
      tg_id: telegramId,
      ss_bandwidth_total_size: service.trafficTotal,
      ss_upload_size: service.trafficUpload,
      ss_download_size: service.trafficDownload,
    },
  };
}

const MODES = {
  get: async (ctx: AppContext, telegramId: number) => {
    const userId = await customerByTelegram(ctx, telegramId);
    const [service] = await ctx.db.select().from(userServices).where(eq(userServices.userId, userId));
    return allowance(telegramId, service!);
  },
  add: async (ctx: AppContext, telegramId: number, bytes: number | undefined) => {
    if (bytes === undefined) {
      throw new ApiError(400, 'validation_error', 'sql_table_add_transfer_enable: This field is required');
    }
    const userId = await customerByTelegram(ctx, telegramId);
    // One statement: concurrent changes add up, and a loss larger than the allowance changes nothing.
    const [service] = await ctx.db
      .update(userServices)
      .set({ trafficTotal: sql`${userServices.trafficTotal} + ${bytes}` })
      .where(and(eq(userServices.userId, userId), gte(sql`${userServices.trafficTotal} + ${bytes}`, 0)))
      .returning();
    if (!service) throw new ApiError(409, 'insufficient_traffic', 'The allowance cannot go below zero');
    return allowance(telegramId, service);
  },
};

export async function casinoFunction(ctx: AppContext, query: CasinoQuery, ip: string) {
  await requireIntegrationKey(ctx, ip, ctx.config.casinoApiKey, query.api_key, 'CASINO_API_KEY');
  if (query.sql_table === 'version') {
    return ok({ sql_table: 'version' as const, version: apiVersion() });
  }
  if (query.sql_table_telegram_id === undefined) {
    throw new ApiError(400, 'validation_error', 'sql_table_telegram_id: This field is required');
  }
  const mode = MODES[query.type_mode ?? 'get'];
  return ok(await mode(ctx, query.sql_table_telegram_id, query.sql_table_add_transfer_enable));
}
