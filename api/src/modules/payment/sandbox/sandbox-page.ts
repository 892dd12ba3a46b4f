// The pages the EPay sandbox shows, in English and Simplified Chinese (a link switches): the order with
// its Pay button, and what went wrong. Every page says SANDBOX at the top, in both languages.
import escapeHtml from 'escape-html';

export type SandboxLang = 'en' | 'zh';

const TEXT = {
  en: {
    badge: 'SANDBOX · 沙箱',
    title: 'EPay sandbox',
    lead: 'The portal’s built-in test gateway. No real money moves: Pay sends the portal the signed notification a real EPay gateway would send, then brings you back.',
    merchant: 'Merchant',
    item: 'Item',
    amount: 'Amount',
    channel: 'Channel',
    order: 'Order number',
    pay: (amount: string) => `Pay ${amount} (sandbox)`,
    cancel: 'Back to the portal without paying',
    other: '中文',
    errorTitle: 'The sandbox cannot take this payment',
    back: 'Back to the portal',
  },
  zh: {
    badge: '沙箱 · SANDBOX',
    title: 'EPay 沙箱',
    lead: '这是门户内置的测试支付网关，不会产生任何真实扣款：点击“支付”后，它会像真实的 EPay 网关一样向门户发送签名的支付通知，然后带您返回门户。',
    merchant: '商户',
    item: '商品',
    amount: '金额',
    channel: '支付方式',
    order: '订单号',
    pay: (amount: string) => `支付 ${amount}（沙箱）`,
    cancel: '不支付，返回门户',
    other: 'English',
    errorTitle: '沙箱无法完成这笔支付',
    back: '返回门户',
  },
} as const;

const CHANNELS_ZH: Record<string, string> = { alipay: '支付宝', wxpay: '微信支付', qqpay: 'QQ 钱包', bank: '银联' };
const CHANNELS_EN: Record<string, string> = {
  alipay: 'Alipay',
  wxpay: 'WeChat Pay',
  qqpay: 'QQ Wallet',
  bank: 'UnionPay',
};

/** Why the sandbox refuses, in both languages. */
export const SANDBOX_ERRORS = {
  badSignature: {
    en: 'The payment request’s signature does not match: it was not made by this portal, or it was changed on the way.',
    zh: '支付请求的签名不匹配：它不是由本门户生成的，或在途中被修改过。',
  },
  badMerchant: {
    en: 'The payment request is for another merchant.',
    zh: '该支付请求属于其他商户。',
  },
  incomplete: {
    en: 'The payment request is missing the order number, the amount or the notification address.',
    zh: '支付请求缺少订单号、金额或通知地址。',
  },
  foreignAddress: {
    en: 'The sandbox only pays orders of this portal: the notification or return address points elsewhere.',
    zh: '沙箱只支付本门户的订单：通知地址或返回地址指向了其他网站。',
  },
  refused: (status: number) => ({
    en: `The portal did not accept the payment notification (HTTP ${status}). Nothing was paid.`,
    zh: `门户没有接受支付通知（HTTP ${status}），未产生任何支付。`,
  }),
  unreachable: {
    en: 'The portal’s notification address could not be reached. Nothing was paid.',
    zh: '无法连接门户的通知地址，未产生任何支付。',
  },
} as const;

export function sandboxLang(requested: unknown, acceptLanguage: string | undefined): SandboxLang {
  if (requested === 'zh' || requested === 'en') return requested;
  return /^\s*zh\b/i.test(acceptLanguage ?? '') ? 'zh' : 'en';
}

function money(amount: string, lang: SandboxLang): string {
  return new Intl.NumberFormat(lang === 'zh' ? 'zh-CN' : 'en', {
    style: 'currency',
    currency: 'CNY',
    currencyDisplay: 'narrowSymbol',
  }).format(amount as `${number}`);
}

const STYLE = `
  :root { color-scheme: light dark; --bg:#f5f6f8; --card:#fff; --text:#1d2129; --muted:#5c6370; --line:#e3e5e8;
          --accent:#1677ff; --warn-bg:#fff4e0; --warn:#ad5b00; }
  @media (prefers-color-scheme: dark) {
    :root { --bg:#16181d; --card:#1f2229; --text:#e8eaed; --muted:#a0a6b1; --line:#333842; --accent:#4c8dff;
            --warn-bg:#3b2a12; --warn:#ffb454; }
  }
  * { box-sizing: border-box; }
  body { margin:0; font:16px/1.5 system-ui, -apple-system, "Segoe UI", "PingFang SC", "Microsoft YaHei", sans-serif;
         background:var(--bg); color:var(--text); }
  .banner { background:var(--warn-bg); color:var(--warn); font-weight:700; letter-spacing:.08em; text-align:center;
            padding:10px 16px; border-bottom:2px solid var(--warn); }
  main { max-width:520px; margin:24px auto; padding:0 16px; }
  .card { background:var(--card); border:1px solid var(--line); border-radius:12px; padding:24px; }
  h1 { font-size:22px; margin:0 0 8px; }
  .lead { color:var(--muted); margin:0 0 20px; font-size:14px; }
  dl { display:grid; grid-template-columns:max-content 1fr; gap:10px 16px; margin:0 0 24px; align-items:baseline; }
  dt { color:var(--muted); }
  dd { margin:0; overflow-wrap:anywhere; }
  .amount { font-size:24px; font-weight:700; }
  button { width:100%; border:0; border-radius:8px; background:var(--accent); color:#fff; font-size:17px;
           font-weight:600; padding:14px; cursor:pointer; }
  button:focus-visible, a:focus-visible { outline:3px solid var(--warn); outline-offset:2px; }
  .links { display:flex; justify-content:space-between; gap:12px; flex-wrap:wrap; margin-top:16px; font-size:14px; }
  a { color:var(--accent); }
  .error { color:var(--warn); }
`;

function page(lang: SandboxLang, title: string, body: string): string {
  const t = TEXT[lang];
  return `<!doctype html>
<html lang="${lang === 'zh' ? 'zh-CN' : 'en'}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(`${title} · ${t.badge}`)}</title><style>${STYLE}</style></head>
<body><div class="banner" role="note">${escapeHtml(t.badge)}</div><main>${body}</main></body></html>`;
}

export interface SandboxOrder {
  /** The signed request, posted back as it came when the customer presses Pay. */
  params: Record<string, string>;
  siteName: string;
  returnUrl: string;
  /** This page in the other language. */
  switchUrl: string;
}

export function sandboxOrderPage(lang: SandboxLang, order: SandboxOrder): string {
  const t = TEXT[lang];
  const p = order.params;
  const channel = p.type ? ((lang === 'zh' ? CHANNELS_ZH : CHANNELS_EN)[p.type] ?? p.type) : '—';
  const amount = money(p.money ?? '0', lang);
  const hidden = Object.entries({ ...p, sandbox_lang: lang })
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  const rows: [string, string, string?][] = [
    [t.merchant, order.siteName],
    [t.item, p.name ?? '—'],
    [t.channel, channel],
    [t.order, p.out_trade_no ?? '—'],
    [t.amount, amount, 'amount'],
  ];
  return page(
    lang,
    t.title,
    `<div class="card"><h1>${escapeHtml(t.title)}</h1><p class="lead">${escapeHtml(t.lead)}</p>
<dl>${rows.map(([term, value, cls]) => `<dt>${escapeHtml(term)}</dt><dd${cls ? ` class="${cls}"` : ''}>${escapeHtml(value)}</dd>`).join('')}</dl>
<form method="post" action="pay">${hidden}<button type="submit">${escapeHtml(t.pay(amount))}</button></form>
<div class="links"><a href="${escapeHtml(order.returnUrl)}">${escapeHtml(t.cancel)}</a>
<a href="${escapeHtml(order.switchUrl)}" lang="${lang === 'zh' ? 'en' : 'zh-CN'}">${escapeHtml(t.other)}</a></div></div>`,
  );
}

export function sandboxErrorPage(lang: SandboxLang, reason: { en: string; zh: string }, backUrl: string): string {
  const t = TEXT[lang];
  return page(
    lang,
    t.errorTitle,
    `<div class="card"><h1>${escapeHtml(t.errorTitle)}</h1><p class="error">${escapeHtml(reason[lang])}</p>
<div class="links"><a href="${escapeHtml(backUrl)}">${escapeHtml(t.back)}</a></div></div>`,
  );
}
