// Invites: the code and link, a customer who signs up with it, commission on the cash their purchases
// used (once, under the default first_purchase rule), and moving commission into the wallet.
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { inviteCommissions, walletLedger } from '../../../db/schema';
import { bearer, signUp } from '../../../test-support/flows';
import { addShopItem } from '../../../test-support/service-fixtures';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import {
  fundWallet,
  quickAccount,
  walletOf,
  walletsOffLedger,
  type WalletAccount,
} from '../../../test-support/wallet-fixtures';

let t: TestApp;
let inviter: WalletAccount;
let plan: number;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://portal.example.com', INVITE_COMMISSION_RATE: '0.2' });
  inviter = await quickAccount(t, 'inviter@example.com', { name: 'Ines' });
  plan = await addShopItem(t.database.db, { name: 'Plan', moneyAmount: '30.00' });
});
afterEach(async () => expect(await walletsOffLedger(t.database.db)).toEqual([]));
afterAll(() => t.close());

function buy(who: { headers: { authorization: string } }) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v2/user/shop-old/${plan}/confirm-order`,
    headers: who.headers,
    payload: { idempotency_key: crypto.randomUUID() },
  });
}

const overview = async () =>
  (await t.app.inject({ url: '/api/v2/user/invite/', headers: inviter.headers })).json().result;

it("shows the customer's invite code and link, and nobody invited yet", async () => {
  expect(await overview()).toEqual({
    invite_code: inviter.inviteCode,
    invite_link: `https://portal.example.com/auth/sign-up?invite=${inviter.inviteCode}`,
    total_invites: 0,
    total_commission: '0.00',
    commission_rate: '0.2',
    invited_users: [],
    invite_balance: '0.00',
    commission_rule: 'first_purchase',
  });
});

it('earns the rate on the cash an invited customer’s first purchase used, once', async () => {
  const { result } = await signUp(t.app, t.dataDir, {
    email: 'friend@example.com',
    name: 'Fred',
    invite_code: inviter.inviteCode,
  });
  const friend = { id: result.user_id, headers: bearer(result.access_token) };
  // 20.00 of cash and 15.00 from a cd-key: the 30.00 purchase spends the cash first.
  await fundWallet(t.database.db, friend.id, '20.00', true);
  await fundWallet(t.database.db, friend.id, '15.00', false);
  expect((await buy(friend)).statusCode).toBe(200);
  const [commission] = await t.database.db
    .select()
    .from(inviteCommissions)
    .where(eq(inviteCommissions.inviteeUserId, friend.id));
  expect(commission).toMatchObject({
    inviterUserId: inviter.id,
    cashAmount: '20.00',
    rate: '0.2000',
    moneyAmount: '4.00',
  });
  expect(await walletOf(t.database.db, friend.id)).toMatchObject({ balance: '5.00', cashBalance: '0.00' });

  // A second purchase earns nothing under first_purchase.
  await fundWallet(t.database.db, friend.id, '30.00', true);
  expect((await buy(friend)).statusCode).toBe(200);
  expect(
    await t.database.db.select().from(inviteCommissions).where(eq(inviteCommissions.inviteeUserId, friend.id)),
  ).toHaveLength(1);

  expect(await overview()).toMatchObject({
    total_invites: 1,
    total_commission: '4.00',
    invite_balance: '4.00',
    invited_users: [{ user_id: friend.id, username: 'Fred', commission_earned: '4.00', status: 'rewarded' }],
  });
  const records = await t.app.inject({ url: '/api/v2/user/invite/record/', headers: inviter.headers });
  expect(records.json().result).toMatchObject({
    total_count: 1,
    records: [{ invited_user_id: friend.id, invited_username: 'Fred', money_amount: '4.00' }],
  });
});

it('earns nothing on a purchase paid without cash', async () => {
  const gift = await quickAccount(t, 'gift@example.com', { invitedBy: inviter.id });
  await fundWallet(t.database.db, gift.id, '30.00', false);
  expect((await buy(gift)).statusCode).toBe(200);
  expect(
    await t.database.db.select().from(inviteCommissions).where(eq(inviteCommissions.inviteeUserId, gift.id)),
  ).toEqual([]);
  expect((await overview()).invited_users.find((u: { user_id: number }) => u.user_id === gift.id)).toMatchObject({
    commission_earned: '0.00',
    status: 'registered',
  });
});

it('moves commission into the wallet with a ledger line; no more than there is', async () => {
  const move = (payload?: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v2/user/invite/transfer',
      headers: inviter.headers,
      ...(payload ? { payload } : {}),
    });
  const tooMuch = await move({ money_amount: '4.01' });
  expect([tooMuch.statusCode, tooMuch.json().code]).toEqual([409, 'insufficient_commission']);
  for (const bad of ['0', '-1', '1.001', 'abc']) {
    expect((await move({ money_amount: bad })).statusCode).toBe(400);
  }
  const part = await move({ money_amount: '1.5' });
  expect(part.json().result).toEqual({ money_amount: '1.50', invite_balance: '2.50', wallet_balance: '1.50' });
  const rest = await move();
  expect(rest.json().result).toEqual({ money_amount: '2.50', invite_balance: '0.00', wallet_balance: '4.00' });
  const none = await move();
  expect([none.statusCode, none.json().code]).toEqual([409, 'no_commission']);
  const lines = await t.database.db.select().from(walletLedger).where(eq(walletLedger.userId, inviter.id));
  expect(lines.map((line) => [line.kind, line.amount, line.cashAmount])).toEqual([
    ['commission', '1.50', '0.00'],
    ['commission', '2.50', '0.00'],
  ]);
  expect(await walletOf(t.database.db, inviter.id)).toMatchObject({
    balance: '4.00',
    cashBalance: '0.00',
    inviteBalance: '0.00',
  });
});

it('earns on every purchase under every_purchase', async () => {
  t.config.invite.commissionRule = 'every_purchase';
  try {
    const boss = await quickAccount(t, 'boss@example.com');
    const worker = await quickAccount(t, 'worker@example.com', { invitedBy: boss.id });
    await fundWallet(t.database.db, worker.id, '60.00');
    for (let i = 0; i < 2; i += 1) expect((await buy(worker)).statusCode).toBe(200);
    expect(await walletOf(t.database.db, boss.id)).toMatchObject({ inviteBalance: '12.00' });
  } finally {
    t.config.invite.commissionRule = 'first_purchase';
  }
});
