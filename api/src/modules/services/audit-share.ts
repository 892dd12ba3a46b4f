// Audit rules, the customer's own audit hits, and the shared accounts their level unlocks.
import { and, asc, count, desc, eq, gt, lte } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { auditHits, auditRules, nodes, shareAccounts } from '../../db/schema';
import { effectiveLevel } from './rules';
import { ensureService } from './service-repo';
import { ok } from '../../http/envelope';
import { demoText } from '../../demo-data/demo-texts';
import type { ReaderLanguage } from '../../http/language';

const DEFAULT_AUDIT_LIMIT = 50;

export async function auditRuleList(ctx: AppContext, language: ReaderLanguage) {
  const rows = await ctx.db.select().from(auditRules).where(eq(auditRules.isEnabled, true)).orderBy(asc(auditRules.id));
  return ok({
    total_count: rows.length,
    rules: rows.map((rule) => ({
      id: rule.id,
      name: demoText(rule.name, language),
      text: demoText(rule.text, language),
      regex: rule.regex,
      type: rule.type,
    })),
  });
}

export async function auditRecordList(
  ctx: AppContext,
  userId: number,
  query: { limit?: number; offset?: number },
  language: ReaderLanguage,
) {
  const mine = eq(auditHits.userId, userId);
  const [[total], rows] = await Promise.all([
    ctx.db.select({ n: count() }).from(auditHits).where(mine),
    ctx.db
      .select({
        id: auditHits.id,
        createdAt: auditHits.createdAt,
        nodeId: auditHits.nodeId,
        nodeName: nodes.name,
        ruleId: auditHits.ruleId,
        ruleName: auditRules.name,
      })
      .from(auditHits)
      .innerJoin(auditRules, eq(auditRules.id, auditHits.ruleId))
      .leftJoin(nodes, eq(nodes.id, auditHits.nodeId))
      .where(mine)
      .orderBy(desc(auditHits.createdAt), desc(auditHits.id))
      .limit(query.limit ?? DEFAULT_AUDIT_LIMIT)
      .offset(query.offset ?? 0),
  ]);
  return ok({
    total_count: total?.n ?? 0,
    records: rows.map((row) => ({
      id: row.id,
      created_at: row.createdAt.toISOString(),
      node_id: row.nodeId,
      node_name: row.nodeName,
      rule_id: row.ruleId,
      rule_name: demoText(row.ruleName, language),
    })),
  });
}

/** Accounts of the customer's level or below that have not expired. */
export async function shareAccountList(ctx: AppContext, userId: number, language: ReaderLanguage) {
  const service = await ensureService(ctx.db, userId);
  const now = ctx.now();
  const rows = await ctx.db
    .select()
    .from(shareAccounts)
    .where(and(lte(shareAccounts.minLevel, effectiveLevel(service, now)), gt(shareAccounts.expireAt, now)))
    .orderBy(asc(shareAccounts.id));
  return ok({
    total_accounts: rows.length,
    available_accounts: rows.map((row) => ({
      account_id: row.id,
      account_name: demoText(row.name, language),
      server_address: row.serverAddress,
      port: row.port,
      password: row.password,
      method: row.method,
      protocol: row.protocol,
      max_users: row.maxUsers,
      current_users: row.currentUsers,
      traffic_limit: row.trafficLimit,
      traffic_used: row.trafficUsed,
      status: row.status,
      expire_time: row.expireAt.toISOString(),
    })),
  });
}
