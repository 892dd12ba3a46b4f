// What the console adds to the staff cd-key calls: the matching keys as CSV, and voiding unused ones
// (audited; a code redeemed at the same moment is either used first or refused).
import type { CdKeyState } from '@portal/shared/contract';
import type { AppContext } from '../../context';
import type { AuthUser } from '../../http/auth-guard';
import type { ClientInfo } from '../../http/client-info';
import { ok } from '../../http/envelope';
import { audited } from '../admin/audit';
import { findCdKeys, voidCdKeys } from '../wallet/staff-cd-keys';
import { csvDocument } from './csv';

const EXPORT_LIMIT = 100_000;

export async function exportCdKeys(ctx: AppContext, filter: { state?: CdKeyState; q?: string }): Promise<string> {
  const keys = await findCdKeys(ctx.db, filter, { limit: EXPORT_LIMIT, offset: 0 }, ctx.now());
  const currency = ctx.config.payment.currency;
  return csvDocument(
    [
      'cd_key',
      'money_amount',
      'currency',
      'uses_total',
      'uses_left',
      'redeemed_count',
      'state',
      'expire_at',
      'remark',
      'created_at',
      'voided_at',
    ],
    keys.map((key) => [
      key.cd_key,
      key.money_amount,
      currency,
      key.uses_total,
      key.uses_left,
      key.redeemed_count,
      key.state,
      key.expire_at,
      key.remark,
      key.created_at,
      key.voided_at,
    ]),
  );
}

export async function voidKeys(ctx: AppContext, admin: AuthUser, client: ClientInfo, ids: number[]) {
  const now = ctx.now();
  const voided = await audited(ctx.db, admin, client, async (tx) => {
    const rows = await voidCdKeys(tx, ids, admin.id, now);
    return {
      result: rows,
      change: {
        action: 'cd_key_void',
        target: { type: 'cd_key', id: rows.map((row) => row.id).join(',') || ids.join(',') },
        detail: { asked: ids.length, voided: rows.length },
      },
    };
  });
  const keys = voided.length
    ? await findCdKeys(ctx.db, { ids: voided.map((row) => row.id) }, { limit: voided.length, offset: 0 }, now)
    : [];
  return ok(
    { voided: voided.length, cd_keys: keys },
    voided.length === ids.length
      ? `${voided.length} cd-key${voided.length === 1 ? '' : 's'} voided`
      : `${voided.length} of ${ids.length} voided; the others were used up or void already`,
  );
}
