// The remote's exposed ./routes: full paths, mounted by the shell inside its layout and guards. Each
// page is its own chunk (lazySectionPage), so a visit to one page loads only that page; a first page's data
// starts beside its chunk (prefetch), instead of after the chunk has arrived and rendered.
import type { RemoteRouteObject } from '@portal/shared';
import { queryClient } from '@portal/shared/query';
import { lazySectionPage } from '@portal/shared/ui-kit';
import { LEDGER_PAGE_SIZE, ledgerQuery } from './features/overview/api/use-ledger';
import { registerWalletTranslations } from './i18n';
import { walletSummaryQuery } from './lib/api/use-wallet-summary';
import { readPageParams } from './lib/page-params';

registerWalletTranslations();

export const routes: RemoteRouteObject<'mfe_wallet'>[] = [
  {
    path: '/user/wallet',
    Component: lazySectionPage(() => import('./features/overview/components/WalletPage'), {
      prefetch: ({ search }) =>
        Promise.all([
          queryClient.prefetchQuery(walletSummaryQuery()),
          queryClient.prefetchQuery(ledgerQuery(readPageParams(search, LEDGER_PAGE_SIZE))),
        ]),
    }),
  },
  {
    path: '/user/wallet/recharge',
    Component: lazySectionPage(() => import('./features/recharge-orders/components/RechargeOrdersPage')),
  },
  {
    path: '/user/wallet/recharge/new',
    Component: lazySectionPage(() => import('./features/top-up/components/TopUpPage')),
  },
  {
    path: '/user/wallet/recharge/cd-key',
    Component: lazySectionPage(() => import('./features/cd-key/components/CdKeyPage')),
  },
  {
    path: '/user/wallet/billing',
    Component: lazySectionPage(() => import('./features/billing/components/BillingPage')),
  },
  {
    path: '/user/wallet/billing/view-invoice/:id',
    Component: lazySectionPage(() => import('./features/invoice/components/InvoicePage')),
  },
  {
    path: '/user/wallet/purchase-records-old',
    Component: lazySectionPage(() => import('./features/purchases/components/PurchaseRecordsPage')),
  },
  { path: '/user/shop-old', Component: lazySectionPage(() => import('./features/shop/components/ShopPage')) },
  {
    path: '/user/shop-old/payment',
    Component: lazySectionPage(() => import('./features/shop-payment/components/ShopPaymentPage')),
  },
  { path: '/user/promote', Component: lazySectionPage(() => import('./features/promote/components/PromotePage')) },
];
