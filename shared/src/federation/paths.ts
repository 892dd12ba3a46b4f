// Which pages each remote serves: declared once, here. The shell's route table mounts these paths,
// each remote's `./routes` is typed against its own list (a path it does not own fails to compile),
// and each remote's test checks it serves exactly these (shared/test/remote-routes.ts). Adding a page:
// add its path here, then to the remote's routes.tsx (docs/how-to/add-a-page.md).
import type { RemoteName } from './types';

export const REMOTE_PATHS = {
  mfe_auth: ['/auth/sign-in', '/auth/sign-up', '/auth/forgot-password'],
  mfe_services: [
    '/user/dashboard',
    '/user/nodes',
    '/user/services',
    '/user/services/buy',
    '/user/services/renewals',
    '/user/services-old',
    '/user/audit',
    '/user/audit/view',
    '/user/connection-reset',
    '/user/subscribe-log-chart',
    '/user/subscribe-log-detail',
    '/user/share-accounts',
    '/user/devices',
  ],
  mfe_wallet: [
    '/user/wallet',
    '/user/wallet/billing',
    '/user/wallet/billing/view-invoice/:id',
    '/user/wallet/recharge',
    '/user/wallet/recharge/new',
    '/user/wallet/recharge/cd-key',
    '/user/wallet/purchase-records-old',
    '/user/shop-old',
    '/user/shop-old/payment',
    '/user/promote',
  ],
  mfe_tickets: ['/user/tickets', '/user/tickets/new', '/user/tickets/view/:id'],
  mfe_account: [
    '/user/my-account',
    '/user/account/edit-profile',
    '/user/account/edit-password',
    '/user/account/security',
    '/user/account/activity',
    '/user/account/login-ip-log',
    '/user/announcements/announcements',
  ],
} as const satisfies Record<RemoteName, readonly string[]>;

/** A path (react-router syntax) that remote `R` serves. */
export type RemotePath<R extends RemoteName = RemoteName> = (typeof REMOTE_PATHS)[R][number];
