// The account remote's first visit: in a cold browser context the customer signs in through the form and
// the dashboard shows (not counted); then the click on "My account" in the navigation, until the account
// overview shows its facts and the network is idle, is the figure — the JavaScript the account slice adds
// after the dashboard (gzip level 9). Budget: under 40 KB. The password-strength dictionaries and the QR
// code library must not be part of it (they load with the pages that use them).
// Prints a per-file table, writes bench-results/my-account.json, answers the checks.
import { benchVisitAfterDashboard } from './after-dashboard.mjs';

export const MY_ACCOUNT_PAGE = '/user/my-account';
export const MY_ACCOUNT_BUDGET_GZIP_BYTES = 40 * 1024;

/** @param {{ browser: import('@playwright/test').Browser, baseURL: string, outDir: string, account: { email: string, password: string } }} options */
export function benchMyAccount(options) {
  return benchVisitAfterDashboard({
    ...options,
    report: 'my-account',
    page: MY_ACCOUNT_PAGE,
    budgetBytes: MY_ACCOUNT_BUDGET_GZIP_BYTES,
    navLink: /^(my account|我的账户)$/i,
    linkName: 'My account',
    shows: 'the account overview',
    content: (page) => page.getByText(/^(member since|注册时间)$/i),
    // Chunks only other account pages need: the strength meter's dictionaries and the QR code.
    heavy: {
      what: 'password-strength dictionary or QR library',
      test: (text) => /passwords-common|diceware-common/.test(text) || /qrcode\.react|QRCodeSVG|qrcodegen/.test(text),
    },
  });
}
