// The traffic card on its own (the ./widgets export): reads the dashboard answer itself.
import { useT, LoadError, Loading } from '@portal/shared';
import { useUserDashboard } from '../api/use-user-dashboard';
import { DashboardCard } from './DashboardCard';
import { TrafficSummary } from './TrafficSummary';

export function TrafficSummaryCard() {
  const { t } = useT('services');
  const query = useUserDashboard();
  if (query.isPending)
    return (
      <DashboardCard title={t('dashboard.traffic.title')}>
        <Loading label={t('dashboard.loading')} />
      </DashboardCard>
    );
  if (query.isError)
    return (
      <DashboardCard title={t('dashboard.traffic.title')}>
        <LoadError title={t('dashboard.loadFailed')} error={query.error} onRetry={() => void query.refetch()} />
      </DashboardCard>
    );
  const plan = query.data.old_service_info;
  if (!plan) return null;
  return <TrafficSummary traffic={plan} />;
}
