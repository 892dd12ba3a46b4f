// Invites and commission (docs/product.md §7 "Wallet and invites").
import type { FastifyInstance } from 'fastify';
import { inviteIndex, inviteRecords, inviteTransfer } from '@portal/shared/contract';
import { route } from '../../http/route';
import { commissionRecords, inviteOverview, transferCommission } from './invites';

export function inviteRoutes(app: FastifyInstance): void {
  const ctx = app.portal;
  route(app, inviteIndex, ({ user }) => inviteOverview(ctx, user.id));
  route(app, inviteRecords, ({ user }) => commissionRecords(ctx, user.id));
  route(app, inviteTransfer, ({ user, body }) => transferCommission(ctx, user.id, body?.money_amount));
}
