// The wallet (docs/product.md §7 "Wallet and invites"): balances, the ledger, purchase records, payment
// methods and recharge orders, cd-keys, invoices; and the staff's cd-key calls.
import { readerLanguage } from '../../http/language';
import type { FastifyInstance } from 'fastify';
import {
  staffCdKeyCreate,
  staffCdKeyList,
  walletCdKeyRecords,
  walletCdKeyRedeem,
  walletIndex,
  walletInvoice,
  walletInvoices,
  walletLedger,
  walletPaymentMethods,
  walletPurchaseRecords,
  walletRecharge,
  walletRechargeRecords,
} from '@portal/shared/contract';
import { clientOf } from '../../http/client-info';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import { audit } from '../admin/audit';
import { registerUnpaidOrderSource } from '../node-jobs/paylist-job';
import { ADMIN_ROLES } from '../user/staff';
import { redeemCdKey, redeemedCdKeys } from './cd-keys';
import { listInvoices, readInvoice } from './invoices';
import { listRechargeOrders, openRechargeOrder, paymentMethods, rechargeOrderSource } from './recharge-orders';
import { listCdKeys, mintCdKeys } from './staff-cd-keys';
import { ledgerPage, purchaseRecords, walletOverview } from './wallet-overview';

export function walletRoutes(app: FastifyInstance): void {
  const ctx = app.portal;
  registerUnpaidOrderSource(rechargeOrderSource);

  route(app, walletIndex, ({ user }) => walletOverview(ctx, user.id));
  route(app, walletLedger, ({ user, query, request }) => ledgerPage(ctx, user.id, query, readerLanguage(request)));
  route(app, walletPurchaseRecords, ({ user, request }) => purchaseRecords(ctx, user.id, readerLanguage(request)));
  route(app, walletPaymentMethods, async () => paymentMethods(ctx));
  route(app, walletRechargeRecords, ({ user, query }) => listRechargeOrders(ctx, user.id, query));
  route(app, walletRecharge, ({ user, params, body }) =>
    openRechargeOrder(ctx, user, params.recharge_id, body.money_amount),
  );
  route(app, walletCdKeyRecords, ({ user }) => redeemedCdKeys(ctx, user.id));
  route(app, walletCdKeyRedeem, ({ user, params, request }) => redeemCdKey(ctx, user.id, request.ip, params.cd_key));
  route(app, walletInvoices, ({ user, query }) => listInvoices(ctx, user.id, query));
  route(app, walletInvoice, async ({ user, params }) => ok(await readInvoice(ctx.db, user.id, params.invoice_id)));

  // A code is money to whoever reads it: minting and listing are for administrators.
  const adminsOnly = { roles: ADMIN_ROLES };
  route(
    app,
    staffCdKeyCreate,
    async ({ user, body, request }) => {
      const minted = await ctx.db.transaction(async (tx) => {
        const keys = await mintCdKeys(tx, body, { id: user.id, email: user.email }, ctx.now());
        await audit(tx, user, clientOf(request), {
          action: 'cd_key_create',
          target: { type: 'cd_key', id: keys.length === 1 ? keys[0]!.id : `${keys[0]!.id}-${keys.at(-1)!.id}` },
          detail: {
            count: keys.length,
            money_amount: keys[0]!.money_amount,
            uses: body.uses ?? 1,
            remark: body.remark ?? null,
          },
        });
        return keys;
      });
      return ok({ cd_keys: minted }, `${minted.length} cd-key${minted.length === 1 ? '' : 's'} minted`);
    },
    adminsOnly,
  );
  route(
    app,
    staffCdKeyList,
    async ({ query }) => ok({ currency: ctx.config.payment.currency, ...(await listCdKeys(ctx.db, query, ctx.now())) }),
    adminsOnly,
  );
}
