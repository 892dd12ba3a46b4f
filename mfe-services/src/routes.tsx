// The remote's exposed ./routes: full paths, mounted by the shell inside its layout and guards.
import type { RemoteRouteObject } from '@portal/shared';
import { registerServicesTranslations } from './i18n';
import { AuditRecordsPage } from './features/audit/components/AuditRecordsPage';
import { AuditRulesPage } from './features/audit/components/AuditRulesPage';
import { ConnectionResetPage } from './features/connection-reset/components/ConnectionResetPage';
import { DashboardPage } from './features/dashboard/components/DashboardPage';
import { DevicesPage } from './features/devices/components/DevicesPage';
import { NodesPage } from './features/nodes/components/NodesPage';
import { BuyPage } from './features/services/components/BuyPage';
import { RenewalsPage } from './features/services/components/RenewalsPage';
import { ServicesOldPage } from './features/services/components/ServicesOldPage';
import { ServicesPage } from './features/services/components/ServicesPage';
import { ShareAccountsPage } from './features/share-accounts/components/ShareAccountsPage';
import { TrafficChartPage } from './features/traffic-chart/components/TrafficChartPage';
import { TrafficDetailPage } from './features/traffic-detail/components/TrafficDetailPage';

registerServicesTranslations();

export const routes: RemoteRouteObject<'mfe_services'>[] = [
  { path: '/user/dashboard', Component: DashboardPage },
  { path: '/user/nodes', Component: NodesPage },
  { path: '/user/services', Component: ServicesPage },
  { path: '/user/services/buy', Component: BuyPage },
  { path: '/user/services/renewals', Component: RenewalsPage },
  { path: '/user/services-old', Component: ServicesOldPage },
  { path: '/user/audit', Component: AuditRulesPage },
  { path: '/user/audit/view', Component: AuditRecordsPage },
  { path: '/user/connection-reset', Component: ConnectionResetPage },
  { path: '/user/subscribe-log-chart', Component: TrafficChartPage },
  { path: '/user/subscribe-log-detail', Component: TrafficDetailPage },
  { path: '/user/share-accounts', Component: ShareAccountsPage },
  { path: '/user/devices', Component: DevicesPage },
];
