// The wallet journey (issue 10): a customer tops up through the EPay sandbox (a real gateway protocol over
// HTTP: signed order, signed notification), sees the credit in the wallet and its ledger, buys a plan with
// the balance, redeems a cd-key staff minted through the staff API (after a wrong code is refused), opens
// and prints the purchase's invoice; a friend signs up with the customer's invite code, tops up and buys,
// and the customer moves the commission into the wallet. Every figure is checked to the cent.
import { bearer, expectJson, signInByApi } from './support/api';
import { e2eEnv } from './support/env';
import { test, expect } from './support/fixtures';
import { accessToken, freshUser, signUp } from './support/portal';
import {
  WALLET_TEXT,
  amountOf,
  buyPlan,
  cents,
  mintCdKey,
  planPrice,
  shownMoney,
  topUpThroughSandbox,
  walletBalance,
  walletCardBalance,
} from './support/wallet';

/** A main plan of the demo catalogue, on sale on every fresh portal. */
const PLAN = 'Standard · monthly';
const TOP_UP = '30.00';
const CD_KEY_AMOUNT = '5.00';

test('a customer tops up, buys, redeems, prints an invoice and earns invite commission', async ({
  signedUp: { page, user },
  request,
  browser,
}, testInfo) => {
  const token = (await accessToken(page)) ?? '';
  const price = await planPrice(request, token, PLAN);
  let balance = 0n;

  await test.step('a new customer starts with an empty wallet', async () => {
    await page.goto('/user/wallet');
    await expect(page.getByRole('heading', { level: 1, name: WALLET_TEXT.walletHeading })).toBeVisible();
    await expect(walletBalance(page)).toHaveText(shownMoney('0.00'));
  });

  const tradeNo = await test.step('tops up 30.00 through the sandbox gateway and sees the credit when back', () =>
    topUpThroughSandbox(page, TOP_UP));
  balance += cents(TOP_UP);

  await test.step('the wallet shows the balance up by 30.00 and the top-up in its ledger', async () => {
    await page.goto('/user/wallet');
    await expect(walletBalance(page)).toHaveText(shownMoney(amountOf(balance)));
    const ledger = page.getByRole('table', { name: WALLET_TEXT.ledger });
    const line = ledger.getByRole('row').filter({ hasText: tradeNo });
    await expect(line).toHaveCount(1);
    await expect(line.getByText(WALLET_TEXT.topUpKind)).toBeVisible();
    await expect(line.getByRole('cell', { name: shownMoney(TOP_UP, { signed: true }), exact: true })).toBeVisible();
  });

  await test.step('buys a plan in the shop after its quote: balance, price and balance after', async () => {
    await buyPlan(page, PLAN, {
      price,
      balance: amountOf(balance),
      balanceAfter: amountOf(balance - cents(price)),
    });
    balance -= cents(price);
  });

  await test.step('the dashboard shows the plan and the balance dropped by exactly its price', async () => {
    await page.getByRole('link', { name: WALLET_TEXT.toDashboard }).click();
    await expect(page).toHaveURL(/\/user\/dashboard$/);
    await expect(page.getByRole('region', { name: WALLET_TEXT.yourPlan })).toContainText(PLAN);
    await expect(walletCardBalance(page)).toHaveText(shownMoney(amountOf(balance)));
  });

  await test.step('a wrong cd-key is refused in plain words; one staff minted credits its amount', async () => {
    const { staffEmail, staffPassword } = e2eEnv();
    const staffToken = await signInByApi(request, { email: staffEmail, password: staffPassword });
    const code = await mintCdKey(request, staffToken, CD_KEY_AMOUNT);

    await page.goto('/user/wallet/recharge/cd-key');
    await expect(page.getByRole('heading', { level: 1, name: WALLET_TEXT.cdKeyHeading })).toBeVisible();
    const field = page.getByRole('textbox', { name: WALLET_TEXT.cdKey });
    await field.fill('WRNG-CODE-2222-3333');
    await page.getByRole('button', { name: WALLET_TEXT.redeem }).click();
    const refusal = page.getByRole('alert').filter({ hasText: WALLET_TEXT.redeemFailed });
    await expect(refusal).toContainText(WALLET_TEXT.unknownCdKey);
    await expect(field).toHaveValue('WRNG-CODE-2222-3333');

    await field.fill(code.toLowerCase());
    await page.getByRole('button', { name: WALLET_TEXT.redeem }).click();
    balance += cents(CD_KEY_AMOUNT);
    await expect(page.getByText(`${shownMoney(CD_KEY_AMOUNT)} was added to your balance`)).toBeVisible();
    await expect(page.getByText(`Your balance is now ${shownMoney(amountOf(balance))}.`)).toBeVisible();
    await expect(
      page.getByRole('table', { name: WALLET_TEXT.redeemedList }).getByRole('row').filter({ hasText: code }),
    ).toHaveCount(1);
  });

  await test.step('the purchase has an invoice that prints as one clean A4 page', async () => {
    await page.goto('/user/wallet/billing');
    const row = page.getByRole('table', { name: WALLET_TEXT.invoices }).getByRole('row').filter({ hasText: PLAN });
    await row.getByRole('link', { name: /^(open invoice|打开发票) INV-\d+$/i }).click();
    await expect(page).toHaveURL(/\/user\/wallet\/billing\/view-invoice\/[0-9a-f-]{36}$/);

    const sheet = page.getByRole('article', { name: /^(invoice|发票) INV-\d+$/i });
    await expect(sheet).toBeVisible();
    await expect(page.getByRole('button', { name: WALLET_TEXT.print })).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    // Seller, customer, the line, the total and the state; nothing of the portal around it.
    await expect(sheet).toContainText(/^From/);
    await expect(sheet).toContainText(user.email);
    await expect(sheet.getByRole('row').filter({ hasText: PLAN })).toContainText(shownMoney(price));
    await expect(sheet.getByTestId('invoice-total')).toHaveText(shownMoney(price));
    await expect(sheet.getByText(WALLET_TEXT.paid)).toBeVisible();
    await expect(page.getByRole('navigation').first()).toBeHidden();
    await expect(page.getByRole('button', { name: WALLET_TEXT.print })).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeHidden();
    const pdf = (await page.pdf({ format: 'A4' })).toString('latin1');
    expect(pdf.match(/\/Type\s*\/Page\b/g)).toHaveLength(1);
    await page.emulateMedia({ media: 'screen' });
  });

  const inviteCode = await test.step('the invite page shows the invite code', async () => {
    await page.goto('/user/promote');
    await expect(page.getByRole('heading', { level: 1, name: WALLET_TEXT.promoteHeading })).toBeVisible();
    const code = (await page.getByTestId('invite-code').textContent())?.trim() ?? '';
    expect(code).toMatch(/^[A-Za-z0-9]+$/);
    return code;
  });

  const friend = freshUser('wallet-friend');
  await test.step('a friend signs up with the invite link, tops up and buys the plan', async () => {
    const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    try {
      const friendPage = await context.newPage();
      await signUp(friendPage, friend, { invite: inviteCode });
      await expect(friendPage).toHaveURL(/\/user\/dashboard$/);
      await topUpThroughSandbox(friendPage, TOP_UP);
      await buyPlan(friendPage, PLAN, {
        price,
        balance: TOP_UP,
        balanceAfter: amountOf(cents(TOP_UP) - cents(price)),
      });
    } finally {
      await context.close();
    }
  });

  await test.step('the customer sees the commission and moves it into the wallet, to the cent', async () => {
    const invite = await expectJson<{ result: { commission_rate: string } }>(
      await request.get('/api/v2/user/invite/', { headers: bearer((await accessToken(page)) ?? '') }),
    );
    // The rate times the cash the friend paid, rounded half up to the cent.
    const [whole = '0', fraction = ''] = invite.result.commission_rate.split('.');
    const rateTenThousandths = BigInt(whole) * 10_000n + BigInt(fraction.padEnd(4, '0'));
    const commission = (cents(price) * rateTenThousandths + 5_000n) / 10_000n;
    expect(commission).toBeGreaterThan(0n);

    await page.reload();
    await expect(page.getByTestId('commission-available')).toHaveText(shownMoney(amountOf(commission)));
    await expect(
      page.getByRole('table', { name: WALLET_TEXT.friendsInvited }).getByRole('row').filter({ hasText: friend.name }),
    ).toContainText(shownMoney(amountOf(commission)));
    await expect(
      page
        .getByRole('table', { name: WALLET_TEXT.commissionRecords })
        .getByRole('row')
        .filter({ hasText: friend.name }),
    ).toContainText(shownMoney(amountOf(commission)));

    await page.getByRole('button', { name: WALLET_TEXT.moveCommission }).click();
    balance += commission;
    await expect(page.getByText(`${shownMoney(amountOf(commission))} moved to your balance`)).toBeVisible();
    await expect(page.getByText(`Your balance is now ${shownMoney(amountOf(balance))}.`)).toBeVisible();

    await page.goto('/user/wallet');
    await expect(walletBalance(page)).toHaveText(shownMoney(amountOf(balance)));
    expect(balance).toBe(cents(TOP_UP) - cents(price) + cents(CD_KEY_AMOUNT) + commission);
  });
});
