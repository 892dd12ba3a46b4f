// The operator console's exposed ./routes: full paths under /admin, mounted by the shell behind its staff
// guard (a customer gets the shell's 404 and never loads this). Each page is its own chunk, so a visit
// loads one page; a page's first data starts beside its chunk (prefetch).
import type { RemoteRouteObject } from '@portal/shared';
import { queryClient } from '@portal/shared/query';
import { lazySectionPage } from '@portal/shared/ui-kit';
import { registerAdminTranslations } from './i18n';
import { overviewQuery } from './features/overview/api/use-overview';
import { customersQuery } from './features/customers/api/use-customers';
import { readCustomersQuery } from './features/customers/customers-params';
import { customerQuery } from './features/customer-detail/api/use-customer';
import { ticketQuery } from './features/ticket-view/api/use-ticket';
import { inboxQuery } from './features/tickets/api/use-inbox';
import { readInboxQuery } from './features/tickets/inbox-params';

registerAdminTranslations();

export const routes: RemoteRouteObject<'mfe_admin'>[] = [
  {
    path: '/admin',
    Component: lazySectionPage(() => import('./features/overview/components/OverviewPage'), {
      prefetch: () => queryClient.prefetchQuery(overviewQuery()),
    }),
  },
  {
    path: '/admin/customers',
    Component: lazySectionPage(() => import('./features/customers/components/CustomersPage'), {
      prefetch: ({ search }) => queryClient.prefetchQuery(customersQuery(readCustomersQuery(search))),
    }),
  },
  {
    path: '/admin/customers/:id',
    Component: lazySectionPage(() => import('./features/customer-detail/components/CustomerPage'), {
      prefetch: ({ params }) => queryClient.prefetchQuery(customerQuery(Number(params.id))),
    }),
  },
  { path: '/admin/orders', Component: lazySectionPage(() => import('./features/orders/components/OrdersPage')) },
  { path: '/admin/cd-keys', Component: lazySectionPage(() => import('./features/cd-keys/components/CdKeysPage')) },
  { path: '/admin/plans', Component: lazySectionPage(() => import('./features/plans/components/PlansPage')) },
  {
    path: '/admin/plans/audit-rules',
    Component: lazySectionPage(() => import('./features/audit-rules/components/AuditRulesPage')),
  },
  {
    path: '/admin/plans/share-accounts',
    Component: lazySectionPage(() => import('./features/share-accounts/components/ShareAccountsPage')),
  },
  { path: '/admin/nodes', Component: lazySectionPage(() => import('./features/nodes/components/NodesPage')) },
  {
    path: '/admin/tickets',
    Component: lazySectionPage(() => import('./features/tickets/components/InboxPage'), {
      prefetch: ({ search }) => queryClient.prefetchQuery(inboxQuery(readInboxQuery(search))),
    }),
  },
  {
    path: '/admin/tickets/:id',
    Component: lazySectionPage(() => import('./features/ticket-view/components/TicketPage'), {
      prefetch: ({ params }) => queryClient.prefetchQuery(ticketQuery(params.id ?? '')),
    }),
  },
  {
    path: '/admin/announcements',
    Component: lazySectionPage(() => import('./features/announcements/components/AnnouncementsPage')),
  },
  { path: '/admin/remotes', Component: lazySectionPage(() => import('./features/remotes/components/RemotesPage')) },
  { path: '/admin/audit', Component: lazySectionPage(() => import('./features/audit-log/components/AuditLogPage')) },
];
