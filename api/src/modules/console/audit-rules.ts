// Audit rules in the console (only the demo seeded them before): what nodes block and log, served by
// func/detect_rules — a pattern both node programs cannot compile is kept but not served. Each change is
// audited in its transaction.
import { asc, count, eq } from 'drizzle-orm';
import type { AdminAuditRule } from '@portal/shared/contract/admin';
import type { AppContext } from '../../context';
import { auditHits, auditRules } from '../../db/schema';
import type { AuthUser } from '../../http/auth-guard';
import type { ClientInfo } from '../../http/client-info';
import { ApiError, notFound } from '../../http/errors';
import { done, ok } from '../../http/envelope';
import { audited, changedFields, type AuditFacts } from '../admin/audit';
import { isPortableRegex } from '../node-api/rules';

type RuleRow = typeof auditRules.$inferSelect;

interface RuleBody {
  name?: string;
  text?: string;
  regex?: string;
  type?: 1 | 2;
  is_enabled?: boolean;
}

function toRule(row: RuleRow, hits: number): AdminAuditRule {
  return {
    id: row.id,
    name: row.name,
    text: row.text,
    regex: row.regex,
    type: row.type,
    is_enabled: row.isEnabled,
    is_served_to_nodes: isPortableRegex(row.regex),
    hits,
  };
}

const ruleFacts = (row: RuleRow): AuditFacts => ({
  name: row.name,
  text: row.text,
  regex: row.regex,
  type: row.type,
  is_enabled: row.isEnabled,
});

function checkPattern(regex: string | undefined): void {
  if (regex === undefined) return;
  try {
    new RegExp(regex);
  } catch (error) {
    throw new ApiError(400, 'validation_error', `regex: This is not a valid pattern (${(error as Error).message})`);
  }
}

const ruleNotFound = (id: number) => notFound(`No audit rule with the id ${id}`);

export async function listAuditRules(ctx: AppContext) {
  const [rules, hits] = await Promise.all([
    ctx.db.select().from(auditRules).orderBy(asc(auditRules.id)),
    ctx.db.select({ id: auditHits.ruleId, n: count() }).from(auditHits).groupBy(auditHits.ruleId),
  ]);
  const hitsOf = new Map(hits.map((row) => [row.id, row.n]));
  return ok({ rules: rules.map((rule) => toRule(rule, hitsOf.get(rule.id) ?? 0)) });
}

async function ruleHits(ctx: AppContext, id: number): Promise<number> {
  const [row] = await ctx.db.select({ n: count() }).from(auditHits).where(eq(auditHits.ruleId, id));
  return row?.n ?? 0;
}

export async function createAuditRule(
  ctx: AppContext,
  admin: AuthUser,
  client: ClientInfo,
  body: Required<Pick<RuleBody, 'name' | 'text' | 'regex'>> & RuleBody,
) {
  checkPattern(body.regex);
  const rule = await audited(ctx.db, admin, client, async (tx) => {
    const [row] = await tx
      .insert(auditRules)
      .values({
        name: body.name,
        text: body.text,
        regex: body.regex,
        type: body.type ?? 1,
        isEnabled: body.is_enabled ?? true,
      })
      .returning();
    return {
      result: row!,
      change: { action: 'audit_rule_create', target: { type: 'audit_rule', id: row!.id }, after: ruleFacts(row!) },
    };
  });
  return ok(toRule(rule, 0), 'The audit rule was added');
}

export async function updateAuditRule(
  ctx: AppContext,
  admin: AuthUser,
  client: ClientInfo,
  id: number,
  body: RuleBody,
) {
  checkPattern(body.regex);
  const rule = await audited(ctx.db, admin, client, async (tx) => {
    const [before] = await tx.select().from(auditRules).where(eq(auditRules.id, id)).for('update');
    if (!before) throw ruleNotFound(id);
    const [after] = await tx
      .update(auditRules)
      .set({
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.text !== undefined ? { text: body.text } : {}),
        ...(body.regex !== undefined ? { regex: body.regex } : {}),
        ...(body.type !== undefined ? { type: body.type } : {}),
        ...(body.is_enabled !== undefined ? { isEnabled: body.is_enabled } : {}),
      })
      .where(eq(auditRules.id, id))
      .returning();
    return {
      result: after!,
      change: {
        action: 'audit_rule_update',
        target: { type: 'audit_rule', id },
        ...changedFields(ruleFacts(before), ruleFacts(after!)),
      },
    };
  });
  return ok(toRule(rule, await ruleHits(ctx, id)), 'The audit rule was saved');
}

export async function deleteAuditRule(ctx: AppContext, admin: AuthUser, client: ClientInfo, id: number) {
  await audited(ctx.db, admin, client, async (tx) => {
    const [removed] = await tx.delete(auditRules).where(eq(auditRules.id, id)).returning();
    if (!removed) throw ruleNotFound(id);
    return {
      result: null,
      change: { action: 'audit_rule_delete', target: { type: 'audit_rule', id }, before: ruleFacts(removed) },
    };
  });
  return done('The audit rule was removed with its hits');
}
