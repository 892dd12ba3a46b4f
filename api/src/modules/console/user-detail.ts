// GET users/{id}: one customer's whole picture for staff — the account and its plan, the service,
// the wallet with the newest ledger lines, orders, invoices, bills, tickets, the sessions signed in now,
// sign-ins and invitees (the newest 20 of each, with how many there are).
import { and, count, desc, eq, gt, isNull } from 'drizzle-orm';
import type { AdminUserDetailResult } from '@portal/shared/contract/admin';
import type { AppContext } from '../../context';
import { loginIpLog, serviceBills, sessions, tickets, userServices, users } from '../../db/schema';
import { ok } from '../../http/envelope';
import { ledgerPage } from '../wallet/wallet-overview';
import { listInvoices } from '../wallet/invoices';
import { readWallet } from '../wallet/wallet-repo';
import { findOrders } from './orders';
import { okPage, pageWindow, type PageRequest } from './paging';
import { iso, personRef } from './people';
import { customerNotFound, readUserRow } from './user-rows';

const NEWEST = 20;

const howMany = (rows: { n: number }[]) => rows[0]?.n ?? 0;

export async function userDetail(ctx: AppContext, userId: number) {
  const now = ctx.now();
  const db = ctx.db;
  const [account] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!account) throw customerNotFound(userId);
  const inviter = account.invitedBy
    ? (await db.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, account.invitedBy)))[0]
    : undefined;
  const [row, [service], wallet, ledger, orders, invoices, bills, billCount, ticketRows, ticketCount] =
    await Promise.all([
      readUserRow(db, userId, now),
      db.select().from(userServices).where(eq(userServices.userId, userId)),
      readWallet(db, userId),
      // Staff read the ledger's texts as stored (English is the seed's own language).
      ledgerPage(ctx, userId, { limit: NEWEST }, 'en'),
      findOrders(db, { user_id: userId, size: NEWEST }),
      listInvoices(ctx, userId, { size: NEWEST }),
      db
        .select()
        .from(serviceBills)
        .where(eq(serviceBills.userId, userId))
        .orderBy(desc(serviceBills.createdAt), desc(serviceBills.id))
        .limit(NEWEST),
      db.select({ n: count() }).from(serviceBills).where(eq(serviceBills.userId, userId)),
      db.select().from(tickets).where(eq(tickets.userId, userId)).orderBy(desc(tickets.updatedAt)).limit(NEWEST),
      db.select({ n: count() }).from(tickets).where(eq(tickets.userId, userId)),
    ]);
  const [liveSessions, signIns, signInCount, invitees, inviteeCount] = await Promise.all([
    db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
      .orderBy(desc(sessions.lastUsedAt)),
    db
      .select()
      .from(loginIpLog)
      .where(eq(loginIpLog.userId, userId))
      .orderBy(desc(loginIpLog.createdAt), desc(loginIpLog.id))
      .limit(NEWEST),
    db.select({ n: count() }).from(loginIpLog).where(eq(loginIpLog.userId, userId)),
    db
      .select({ id: users.id, email: users.email, createdAt: users.createdAt })
      .from(users)
      .where(eq(users.invitedBy, userId))
      .orderBy(desc(users.id))
      .limit(NEWEST),
    db.select({ n: count() }).from(users).where(eq(users.invitedBy, userId)),
  ]);
  const result: AdminUserDetailResult = {
    user: {
      ...row,
      new_id: account.newId,
      invited_by: inviter ? personRef(inviter.id, inviter.email) : null,
      telegram_username: account.telegramUsername,
      two_fa_enabled: account.twoFaSecret !== null,
    },
    service: {
      level: service?.level ?? 0,
      level_expire_at: iso(service?.levelExpireAt),
      traffic_upload: service?.trafficUpload ?? 0,
      traffic_download: service?.trafficDownload ?? 0,
      traffic_total: service?.trafficTotal ?? 0,
      speed_limit_mbps: service?.speedLimitMbps ?? null,
      online_ip_limit: service?.onlineIpLimit ?? null,
      link_token_updated_at: iso(service?.linkTokenUpdatedAt),
      port: service?.port ?? null,
    },
    wallet: {
      balance: wallet.balance,
      cash_balance: wallet.cashBalance,
      invite_balance: wallet.inviteBalance,
      currency: ctx.config.payment.currency,
    },
    ledger: ledger.result.records,
    ledger_count: ledger.result.total_count,
    orders: orders.records,
    orders_count: orders.total,
    invoices: invoices.result.records,
    invoices_count: invoices.result.total_count,
    bills: bills.map((bill) => ({
      id: bill.id,
      shop_id: bill.shopId,
      shop_name: bill.shopName,
      shop_type: bill.shopType,
      money_amount: bill.moneyAmount,
      traffic_total: bill.trafficTotal,
      created_at: bill.createdAt.toISOString(),
      expire_at: iso(bill.expireAt),
      is_auto_renewal: bill.isAutoRenewal,
    })),
    bills_count: howMany(billCount),
    tickets: ticketRows.map((ticket) => ({
      id: ticket.id,
      title: ticket.title,
      ticket_status: ticket.status,
      created_at: ticket.createdAt.toISOString(),
      updated_at: ticket.updatedAt.toISOString(),
    })),
    tickets_count: howMany(ticketCount),
    sessions: liveSessions.map((session) => ({
      id: session.id,
      created_at: session.createdAt.toISOString(),
      last_used_at: session.lastUsedAt.toISOString(),
      expires_at: session.expiresAt.toISOString(),
      ip: session.ip,
      country: session.country,
      user_agent: session.userAgent,
      is_remember_me: session.isRememberMe,
    })),
    sign_ins: signIns.map((entry) => ({
      created_at: entry.createdAt.toISOString(),
      ip: entry.ip,
      country: entry.country,
      user_agent: entry.userAgent,
      kind: entry.kind,
    })),
    sign_ins_count: howMany(signInCount),
    invitees: invitees.map((invitee) => ({
      id: invitee.id,
      email: invitee.email,
      created_at: invitee.createdAt.toISOString(),
    })),
    invitees_count: howMany(inviteeCount),
  };
  return ok(result);
}

/** GET users/{id}/ledger: the customer's ledger a page at a time. */
export async function userLedger(ctx: AppContext, userId: number, query: PageRequest) {
  const [account] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  if (!account) throw customerNotFound(userId);
  const { limit, offset } = pageWindow(query);
  const page = await ledgerPage(ctx, userId, { limit, offset }, 'en');
  return okPage(query, page.result.total_count, page.result.records);
}
