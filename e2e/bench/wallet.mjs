// The wallet remote's first visit: in a cold browser context the customer signs in through the form and
// the dashboard shows (not counted; it already loaded the wallet's card from mfe_wallet's ./widgets); then
// the click on "Wallet" in the navigation, until the wallet page has its balance (or says why it has none)
// and the network is idle, is the figure — the JavaScript the wallet slice adds after the dashboard (gzip
// level 9). Budget: under 40 KB. The QR code library (the invite page's) and the uuid library (the
// payment page's idempotency keys) must not be part of it.
// Prints a per-file table, writes bench-results/wallet.json, answers the checks.
import { benchVisitAfterDashboard } from './after-dashboard.mjs';

export const WALLET_PAGE = '/user/wallet';
export const WALLET_BUDGET_GZIP_BYTES = 40 * 1024;

/** @param {{ browser: import('@playwright/test').Browser, baseURL: string, outDir: string, account: { email: string, password: string } }} options */
export function benchWallet(options) {
  return benchVisitAfterDashboard({
    ...options,
    report: 'wallet',
    page: WALLET_PAGE,
    budgetBytes: WALLET_BUDGET_GZIP_BYTES,
    navLink: /^(wallet|钱包)$/i,
    linkName: 'Wallet',
    shows: 'the wallet balance',
    content: (page) => page.getByTestId('wallet-balance').or(page.getByRole('main').getByRole('alert')),
    heavy: {
      what: 'QR code or uuid library',
      test: (text) => /qrcode\.react|QRCodeSVG|qrcodegen/.test(text) || /randomUUID|rnds8Pool/.test(text),
    },
  });
}
