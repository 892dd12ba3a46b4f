// Every wallet page, and the dashboard's wallet card, reads completely in Simplified Chinese: rendered in
// zh-CN on answers as the API sends them (English descriptions, channel names and gateway labels, with
// the facts beside them: kinds, plan names, channel types, how an invoice is paid), nothing a customer
// reads — text, document title, aria-label, title — is left in English or as a raw key. What the operator or the customer named (plans, people, codes, addresses) is given in Chinese
// here, so any Latin word left on the page is the portal's own. Both languages also hold the same keys.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@portal/shared';
import { queryClient } from '@portal/shared/query';
import { renderRoute, signIn } from '@portal/shared/test/render-route';
import { translationKeys } from '@portal/shared/test/translations';
import { walletCardStrings } from '../features/wallet-card/strings';
import { walletEn } from '../i18n/en';
import { walletZhCN } from '../i18n/zh-CN';
import {
  commissionRecord,
  httpError,
  invite,
  invoiceDetail,
  invoiceSummary,
  ledger,
  ledgerLine,
  networkError,
  ok,
  PAID_FROM_BALANCE,
  paymentMethod,
  paymentMethods,
  paymentState,
  plan,
  purchaseRecord,
  quote,
  rechargeOrder,
  rechargeOrders,
  summary,
} from '../test-utils/fixtures';
import { renderPage } from '../test-utils/render-page';
import { widgets } from '../widgets';

jest.mock('@portal/shared', () => ({
  ...jest.requireActual('@portal/shared'),
  api: {
    walletIndex: jest.fn(),
    walletLedger: jest.fn(),
    walletRechargeRecords: jest.fn(),
    paymentStatus: jest.fn(),
    walletPaymentMethods: jest.fn(),
    walletCdKeyRecords: jest.fn(),
    walletCdKeyRedeem: jest.fn(),
    walletInvoices: jest.fn(),
    walletInvoice: jest.fn(),
    walletPurchaseRecords: jest.fn(),
    shopOldList: jest.fn(),
    shopOldInfo: jest.fn(),
    shopOldPreOrder: jest.fn(),
    inviteIndex: jest.fn(),
    inviteRecords: jest.fn(),
  },
}));

const mocked = api as unknown as Record<string, jest.Mock>;

const PLAN = '标准版 · 月付';
const PLAN_B = '专业版 · 年付';

/** The answers of a customer with a bit of everything, in the API's own words. */
function answerLikeTheApi() {
  mocked.walletIndex!.mockResolvedValue(summary());
  mocked.walletLedger!.mockResolvedValue(
    ledger([
      ledgerLine({
        kind: 'recharge',
        description: 'Top-up · Alipay (EPay sandbox)',
        reference: 'R20260301100000',
      }),
      ledgerLine({ kind: 'cd_key', amount: '5.00', description: 'Cd-key …AB12', reference: 'AB12' }),
      ledgerLine({ kind: 'purchase', amount: '-25.00', description: PLAN, reference: 'plan:3', plan_name: PLAN }),
      ledgerLine({
        kind: 'renewal',
        amount: '-25.00',
        description: `Renewal · ${PLAN}`,
        reference: 'plan:3',
        plan_name: PLAN,
      }),
      ledgerLine({ kind: 'commission', amount: '2.50', description: 'Invite commission', reference: null }),
      ledgerLine({ kind: 'adjustment', amount: '1.00', description: '客服补偿', reference: null, invoice_id: null }),
    ]),
  );
  mocked.walletRechargeRecords!.mockResolvedValue(
    rechargeOrders([
      rechargeOrder({ config_json: { payment_system: 'epay', channel: 'alipay', is_sandbox: true } }),
      rechargeOrder({
        trade_no: 'R20260301100001',
        status: 'paid',
        is_finish: true,
        paid_at: '2026-03-01T10:01:00.000Z',
        pay_url: null,
        invoice_id: '00000000-0000-4000-8000-000000000001',
        pay_method_name: 'WeChat Pay',
        config_json: { payment_system: 'epay', channel: 'wxpay', is_sandbox: false },
      }),
      rechargeOrder({
        trade_no: 'R20260301100002',
        status: 'expired',
        pay_url: null,
        pay_method_name: 'Card',
        config_json: { payment_system: 'stripe', channel: 'card', is_sandbox: false },
      }),
    ]),
  );
  mocked.paymentStatus!.mockResolvedValue(paymentState({ status: 'paid', is_finish: true }));
  mocked.walletPaymentMethods!.mockResolvedValue(
    paymentMethods({
      methods: [
        paymentMethod(),
        paymentMethod({ id: 2, type: 'wxpay', name: 'WeChat Pay', is_sandbox: true }),
        paymentMethod({ id: 3, type: 'qqpay', name: 'QQ Wallet' }),
        paymentMethod({ id: 4, payment_system: 'stripe', type: 'card', name: 'Card' }),
      ],
    }),
  );
  mocked.walletCdKeyRecords!.mockResolvedValue(
    ok({ records: [{ cd_key: 'GIFT-2026-AB12', money_amount: '5.00', redeemed_at: '2026-03-01T10:00:00.000Z' }] }),
  );
  mocked.walletInvoices!.mockResolvedValue(
    ok({
      total_count: 4,
      records: [
        invoiceSummary(),
        invoiceSummary({ number: 'INV-000043', kind: 'purchase', description: PLAN, plan_name: PLAN }),
        invoiceSummary({
          number: 'INV-000044',
          kind: 'renewal',
          description: `${PLAN} (renewal)`,
          plan_name: PLAN,
        }),
        invoiceSummary({ number: 'INV-000045', status: 'pending', paid_at: null }),
        invoiceSummary({ number: 'INV-000046', status: 'void', paid_at: null }),
      ],
    }),
  );
  mocked.walletPurchaseRecords!.mockResolvedValue(
    ok([
      purchaseRecord({ shop_name: PLAN }),
      purchaseRecord({ shop_name: PLAN_B, kind: 'renewal', is_auto_renewal: false }),
      purchaseRecord({ shop_name: PLAN, is_auto_renewal: true, renew_at: null }),
    ]),
  );
  mocked.shopOldList!.mockResolvedValue(
    ok({
      products: [
        plan({ shop_name: PLAN, content_extra: '全部地区' }),
        plan({ id: 4, shop_name: PLAN_B, node_speed_limit: 300, content_extra: '全部节点' }),
        plan({ id: 5, shop_name: '流量包', shop_type: 'additional_package', content_extra: '永不过期' }),
        plan({ id: 6, shop_name: '续费专享', is_cannot_new_purchase: true, content_extra: '' }),
      ],
    }),
  );
  mocked.shopOldInfo!.mockResolvedValue(ok(plan({ shop_name: PLAN, content_extra: '全部地区' })));
  mocked.shopOldPreOrder!.mockResolvedValue(quote({ shop_name: PLAN }));
  mocked.inviteIndex!.mockResolvedValue(
    invite({
      invited_users: [
        {
          user_id: 21,
          username: '小明',
          registered_at: '2026-02-10T08:00:00.000Z',
          commission_earned: '2.50',
          status: 'rewarded',
        },
        {
          user_id: 22,
          username: '小红',
          registered_at: '2026-02-11T08:00:00.000Z',
          commission_earned: '0.00',
          status: 'registered',
        },
      ],
    }),
  );
  mocked.inviteRecords!.mockResolvedValue(
    ok({ total_count: 1, records: [commissionRecord({ invited_username: '小明' })] }),
  );
}

/** Names, codes and units that read the same in every language. */
const LANGUAGE_FREE = [
  /https?:\/\/\S+/g, // links
  /\S+@\S+/g, // e-mail addresses
  /\b[A-Z0-9]+(?:-[A-Z0-9]+)+\b/g, // invoice numbers, cd-keys
  /\b(?=[A-Z0-9]*\d)[A-Z0-9]{4,}\b/g, // trade numbers, invite codes
  /\b(?:Mbps|GB|MB|TB|EPay|Stripe|USDT|QQ|A4)\b/g,
];

/** The Latin words left in what a person reads on the page: its text, title and labels. */
function untranslatedWords(): string[] {
  const attributes = [...document.querySelectorAll('[aria-label], [title], [placeholder], [alt]')].flatMap((element) =>
    ['aria-label', 'title', 'placeholder', 'alt'].map((name) => element.getAttribute(name) ?? ''),
  );
  // Text node by text node: adjacent cells would otherwise run their words together.
  const texts: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) texts.push(walker.currentNode.nodeValue ?? '');
  let text = [document.title, ...texts, ...attributes].join('\n');
  for (const pattern of LANGUAGE_FREE) text = text.replace(pattern, ' ');
  return [...new Set(text.match(/[A-Za-z][A-Za-z_.:-]*[A-Za-z]/g) ?? [])];
}

async function expectChineseOnly() {
  // Let every query of the page answer before reading it.
  await waitFor(() => expect(document.querySelector('[aria-busy="true"], [role="progressbar"]')).toBeNull());
  expect(untranslatedWords()).toEqual([]);
}

beforeEach(() => {
  queryClient.clear();
  for (const mock of Object.values(mocked)) mock.mockReset();
  signIn();
  answerLikeTheApi();
});

const PAGES = [
  '/user/wallet',
  '/user/wallet/recharge',
  '/user/wallet/recharge?trade_no=R20260301100000',
  '/user/wallet/recharge/new',
  '/user/wallet/recharge/cd-key',
  '/user/wallet/billing',
  '/user/wallet/purchase-records-old',
  '/user/shop-old',
  '/user/shop-old/payment?shop_id=3',
  '/user/promote',
];

describe('the wallet in Simplified Chinese', () => {
  it.each(PAGES)('%s has no English left', async (path) => {
    await renderPage(path, { language: 'zh-CN' });
    await expectChineseOnly();
  });

  it.each([
    [
      'a top-up paid through the sandbox',
      invoiceDetail({
        payment_method: 'Alipay (EPay sandbox)',
        payment: { by: 'gateway', payment_system: 'epay', channel: 'alipay', is_sandbox: true },
      }),
    ],
    [
      'a top-up paid by card',
      invoiceDetail({
        payment_method: 'Card (Stripe)',
        payment: { by: 'gateway', payment_system: 'stripe', channel: 'card', is_sandbox: false },
      }),
    ],
    [
      'a top-up an operator marked paid',
      invoiceDetail({
        payment_method: 'Marked paid by an operator',
        payment: { by: 'operator', payment_system: 'epay', channel: 'wxpay', is_sandbox: false },
      }),
    ],
    [
      'a renewal',
      invoiceDetail({
        kind: 'renewal',
        description: `${PLAN} (renewal)`,
        plan_name: PLAN,
        lines: [{ description: `${PLAN} (renewal)`, quantity: 1, unit_price: '25.00', amount: '25.00' }],
        payment_method: 'Wallet balance',
        payment: PAID_FROM_BALANCE,
        trade_no: null,
      }),
    ],
  ])('the invoice of %s has no English left', async (_case, detail) => {
    mocked.walletInvoice!.mockResolvedValue(
      ok({
        ...detail,
        seller: { name: '极速云', address: null, email: null },
        customer: { user_id: 7, name: '安', email: 'ann@example.com' },
      }),
    );
    await renderPage(`/user/wallet/billing/view-invoice/${detail.id}`, { language: 'zh-CN' });
    await screen.findByTestId('invoice-sheet');
    await expectChineseOnly();
  });

  it('names the payment channels in Chinese where it shows them', async () => {
    await renderPage('/user/wallet/recharge/new', { language: 'zh-CN' });
    for (const name of ['支付宝', '微信支付', 'QQ 钱包', '银行卡'])
      expect(await screen.findByRole('radio', { name: new RegExp(`^${name}`) })).toBeInTheDocument();
  });

  it('says what is wrong with a form in Chinese', async () => {
    const user = userEvent.setup();
    await renderPage('/user/wallet/recharge/new', { language: 'zh-CN' });
    await user.click(await screen.findByRole('button', { name: '前往支付' }));
    expect(await screen.findByText('请输入金额。')).toBeInTheDocument();
    await expectChineseOnly();
  });

  it('words a refused cd-key and a failed load in Chinese', async () => {
    // A server's own message is @portal/shared's to show (describeError); a failure without one is worded here.
    mocked.walletCdKeyRecords!.mockRejectedValue(networkError());
    mocked.walletCdKeyRedeem!.mockRejectedValue(httpError(404, 'Cd-key not found', 'cd_key_not_found'));
    const user = userEvent.setup();
    await renderPage('/user/wallet/recharge/cd-key', { language: 'zh-CN' });
    await user.type(screen.getByRole('textbox', { name: /卡密/ }), 'GIFT-0000');
    await user.click(screen.getByRole('button', { name: '兑换' }));
    expect(await screen.findByText('没有与此卡密匹配的记录，请您核对后重试。')).toBeInTheDocument();
    expect(await screen.findByText('无法加载您兑换过的卡密。')).toBeInTheDocument();
    await expectChineseOnly();
  });

  it('shows empty pages in Chinese', async () => {
    mocked.walletLedger!.mockResolvedValue(ledger([]));
    await renderPage('/user/wallet', { language: 'zh-CN' });
    expect(await screen.findByText('暂无变动')).toBeInTheDocument();
    await expectChineseOnly();
  });

  it('the dashboard’s wallet card has no English left', async () => {
    renderRoute([{ path: '/user/dashboard', Component: widgets.WalletCard }], '/user/dashboard', {
      language: 'zh-CN',
    });
    await screen.findByTestId('wallet-card-balance');
    await expectChineseOnly();
  });
});

describe('the wallet’s strings', () => {
  it.each([
    ['wallet', walletEn, walletZhCN],
    ['walletCard', walletCardStrings.en, walletCardStrings['zh-CN']],
  ])('%s has the same keys in both languages, none empty', (_namespace, en, zh) => {
    expect(translationKeys(zh)).toEqual(translationKeys(en));
    const leaves = (tree: object): unknown[] =>
      Object.values(tree).flatMap((value) => (typeof value === 'object' && value !== null ? leaves(value) : [value]));
    for (const text of [...leaves(en), ...leaves(zh)]) expect(text).toEqual(expect.stringMatching(/\S/));
  });
});
