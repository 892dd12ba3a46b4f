// The wallet slice as the journeys see it: accessible names in both languages (the browser runs in
// en-US; the regexes also accept the zh-CN texts), money as the portal shows it, and the customer's and
// staff's steps that several journeys take: a top-up through the EPay sandbox, a purchase in the shop,
// a cd-key minted by staff.
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { bearer, expectJson } from './api';

export const WALLET_TEXT = {
  walletHeading: /^(wallet|钱包)$/i,
  ledger: /^(every change to your balance, newest first|余额的每一笔变动，最新的在前)$/i,
  topUpKind: /^(top-up|充值)$/i,
  topUpHeading: /^(top up your wallet|为钱包充值)$/i,
  amount: /^\s*(amount|金额)\s*\(.+\)\s*\*?\s*$/i,
  sandboxMethod: /sandbox|沙箱/i,
  shopHeading: /^(shop|商店)$/i,
  yourPlan: /^(your plan|您的套餐)$/i,
  toDashboard: /^(go to the dashboard|前往仪表盘)$/i,
  cdKeyHeading: /^(redeem a cd-key|兑换卡密)$/i,
  cdKey: /^\s*(cd-key|卡密)\s*\*?\s*$/i,
  redeem: /^(redeem|兑换)$/i,
  redeemFailed: /^(the cd-key could not be redeemed|无法兑换此卡密)/i,
  unknownCdKey: /no cd-key has this code|没有与此卡密匹配的记录/i,
  redeemedList: /^(cd-keys you redeemed, newest first|您兑换过的卡密，最新的在前)/i,
  invoices: /^(your invoices, newest first|您的发票，最新的在前)/i,
  print: /^(print|打印)$/i,
  paid: /^(paid|已支付)$/i,
  promoteHeading: /^(invite friends|邀请好友)$/i,
  friendsInvited: /^(friends who signed up with your invite|通过您的邀请注册的好友)/i,
  commissionRecords: /^(commission credited, newest first|已入账的佣金，最新的在前)/i,
  moveCommission: /^(move to balance|转入余额)$/i,
} as const;

/** An amount as the portal shows it to an en-US browser: "CN¥30.00" (the demo's currency is CNY). */
export function shownMoney(amount: string, { signed = false } = {}): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'CNY',
    signDisplay: signed ? 'exceptZero' : 'auto',
  }).format(amount as `${number}`);
}

/** Whole cents of a decimal string ("30.00", "-5.5"), for exact sums in the tests. */
export function cents(amount: string): bigint {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(amount);
  if (!match) throw new Error(`not an amount: ${amount}`);
  const value = BigInt(match[2] ?? '0') * 100n + BigInt((match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -value : value;
}

/** A sum of cents as the API writes money: "15.00", "-1.50". */
export function amountOf(value: bigint): string {
  const sign = value < 0n ? '-' : '';
  const abs = value < 0n ? -value : value;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/** The balance figure on /user/wallet, and the one on the dashboard's wallet card. */
export function walletBalance(page: Page): Locator {
  return page.getByTestId('wallet-balance');
}

export function walletCardBalance(page: Page): Locator {
  return page.getByRole('region', { name: WALLET_TEXT.walletHeading }).getByTestId('wallet-card-balance');
}

/**
 * Tops up `amount` from /user/wallet/recharge/new through the EPay sandbox: the form, the gateway's page
 * and its Pay button, then back on the portal, which polls POST /v1/payment/status until the credit shows.
 * Returns the order's trade number.
 */
export async function topUpThroughSandbox(page: Page, amount: string): Promise<string> {
  await page.goto('/user/wallet/recharge/new');
  await expect(page.getByRole('heading', { level: 1, name: WALLET_TEXT.topUpHeading })).toBeVisible();
  await page.getByRole('textbox', { name: WALLET_TEXT.amount }).fill(amount);
  await page.getByRole('radio', { name: WALLET_TEXT.sandboxMethod }).first().check();
  await page.getByRole('button', { name: `Pay ${shownMoney(amount)}` }).click();

  // The gateway's page: labelled a sandbox, this amount, its own Pay button.
  await expect(page).toHaveURL(/\/sandbox\/epay\/submit\.php\?/);
  await expect(page.getByText(/^SANDBOX · 沙箱$/)).toBeVisible();
  const statusPolled = page.waitForRequest(
    (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/v1/payment/status',
  );
  const figure = amount.replace('.', '\\.');
  await page.getByRole('button', { name: new RegExp(`^Pay \\D*${figure} \\(sandbox\\)$`) }).click();

  // Back on the portal, which asks the server about this order until it is paid.
  await expect(page).toHaveURL(/\/user\/wallet\/recharge\?trade_no=/);
  const tradeNo = new URL(page.url()).searchParams.get('trade_no') ?? '';
  expect(new URL((await statusPolled).url()).searchParams.get('tradeno')).toBe(tradeNo);
  await expect(page.getByText(`${shownMoney(amount)} was added to your balance`)).toBeVisible();
  return tradeNo;
}

/** The plan's price as the shop lists it (GET /api/v2/user/shop-old/). */
export async function planPrice(request: APIRequestContext, token: string, planName: string): Promise<string> {
  const body = await expectJson<{ result: { products: { shop_name: string; money_amount: string }[] } }>(
    await request.get('/api/v2/user/shop-old/', { headers: bearer(token) }),
  );
  const plan = body.result.products.find((product) => product.shop_name === planName);
  if (!plan) throw new Error(`${planName} is not on sale`);
  return plan.money_amount;
}

/**
 * Buys `planName` from /user/shop-old: its Buy link, the quote on /user/shop-old/payment?shop_id=…
 * (price, balance, balance after) and the confirmation. Ends on the success message.
 */
export async function buyPlan(
  page: Page,
  planName: string,
  quote: { price: string; balance: string; balanceAfter: string },
): Promise<void> {
  await page.goto('/user/shop-old');
  await expect(page.getByRole('heading', { level: 1, name: WALLET_TEXT.shopHeading })).toBeVisible();
  await page.getByRole('link', { name: `Buy ${planName}`, exact: true }).click();

  await expect(page).toHaveURL(/\/user\/shop-old\/payment\?shop_id=\d+$/);
  const panel = page.getByRole('region', { name: /^(your quote|您的报价)$/i });
  await expect(panel.getByRole('definition')).toContainText([
    shownMoney(quote.price),
    shownMoney(quote.balance),
    shownMoney(quote.balanceAfter),
  ]);
  await page.getByRole('button', { name: `Pay ${shownMoney(quote.price)} from my balance` }).click();
  await expect(page.getByText(`You bought ${planName}`)).toBeVisible();
}

/** Staff mint one single-use cd-key worth `amount` (POST /api/v2/low_admin_api/cd_key/). */
export async function mintCdKey(request: APIRequestContext, staffToken: string, amount: string): Promise<string> {
  const body = await expectJson<{ result: { cd_keys: { cd_key: string; money_amount: string }[] } }>(
    await request.post('/api/v2/low_admin_api/cd_key/', {
      headers: bearer(staffToken),
      data: { money_amount: amount, count: 1, remark: 'e2e wallet journey' },
    }),
  );
  const [minted] = body.result.cd_keys;
  if (!minted) throw new Error('no cd-key was minted');
  return minted.cd_key;
}
