// /user/dashboard — the plan, its traffic, the balance, the latest announcement, the subscription
// link with one-click imports, and the daily check-in. No chart library here: the traffic charts
// live on /user/subscribe-log-chart and load echarts there.
import styled from 'styled-components';
import { ButtonLink, EmptyState, media, PageHeader, useT, LoadError, Loading } from '@portal/shared';
import { useUserDashboard } from '../api/use-user-dashboard';
import { AnnouncementCard } from './AnnouncementCard';
import { BalanceCard } from './BalanceCard';
import { CheckinCard } from './CheckinCard';
import { PlanCard } from './PlanCard';
import { SubscriptionCard } from './SubscriptionCard';
import { TrafficSummary } from './TrafficSummary';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  width: 100%;
  max-width: 1280px;
  margin: 0 auto;
  min-width: 0;
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(2)};
  align-items: start;
  ${media.down('lg')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.down('sm')} {
    display: flex;
    flex-direction: column;
    align-items: stretch;
  }
`;

const Wide = styled.div`
  grid-column: span 2;
  min-width: 0;
  ${media.down('sm')} {
    display: contents;
  }
`;

// On phones the two columns dissolve into one list ordered by what matters most on the go:
// plan, traffic, subscription link, check-in, balance, announcement.
const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
  ${media.down('sm')} {
    display: contents;
  }
`;

const Slot = styled.div<{ $phoneOrder: number }>`
  min-width: 0;
  ${media.down('sm')} {
    order: ${({ $phoneOrder }) => $phoneOrder};
  }
`;

export function DashboardPage() {
  const { t } = useT('services');
  const query = useUserDashboard();

  let body;
  if (query.isPending) body = <Loading label={t('dashboard.loading')} />;
  else if (query.isError)
    body = <LoadError title={t('dashboard.loadFailed')} error={query.error} onRetry={() => void query.refetch()} />;
  else {
    const plan = query.data.old_service_info;
    body = (
      <Grid>
        <Column>
          <Slot $phoneOrder={1}>
            {plan ? (
              <PlanCard plan={plan} />
            ) : (
              <EmptyState
                title={t('dashboard.noPlan.title')}
                body={t('dashboard.noPlan.body')}
                actions={<ButtonLink to="/user/services/buy">{t('dashboard.noPlan.action')}</ButtonLink>}
              />
            )}
          </Slot>
          <Slot $phoneOrder={5}>
            <BalanceCard amount={query.data.money_amount} />
          </Slot>
          <Slot $phoneOrder={4}>
            <CheckinCard />
          </Slot>
        </Column>
        <Wide>
          <Column>
            {plan ? (
              <Slot $phoneOrder={2}>
                <TrafficSummary traffic={plan} />
              </Slot>
            ) : null}
            <Slot $phoneOrder={3}>
              <SubscriptionCard />
            </Slot>
            <Slot $phoneOrder={6}>
              <AnnouncementCard />
            </Slot>
          </Column>
        </Wide>
      </Grid>
    );
  }

  return (
    <Page>
      <PageHeader
        title={t('dashboard.title')}
        intro={query.data ? t('dashboard.welcome', { name: query.data.user_name }) : undefined}
      />
      {body}
    </Page>
  );
}
